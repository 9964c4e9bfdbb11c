import { createFileRoute, redirect } from "@tanstack/react-router";
import { meQueryOptions } from "../features/auth/api";
import { LandingPage } from "../features/landing/landing-page";
import { landingVariant, validateLandingSearch } from "@core/contract/landing";

export const Route = createFileRoute("/")({
  validateSearch: validateLandingSearch,
  beforeLoad: async ({ context }) => {
    // Signed-in users go to their dashboard. If the session cannot be checked, the public page shows.
    const me = await context.queryClient.ensureQueryData(meQueryOptions).catch(() => null);
    if (me) throw redirect({ to: "/dashboard" });
  },
  component: LandingRoute,
});

function LandingRoute() {
  const search = Route.useSearch();
  return <LandingPage variant={landingVariant(search)} />;
}

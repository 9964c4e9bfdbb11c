import { createFileRoute } from "@tanstack/react-router";
import { TeamPage } from "@web/features/team/team-page";
import { teamQueryOptions } from "@web/features/team/api";

export const Route = createFileRoute("/_authenticated/dashboard/team")({
  loader: ({ context }) => context.queryClient.ensureQueryData(teamQueryOptions()),
  component: TeamRoute,
});

function TeamRoute() {
  const { me } = Route.useRouteContext();
  return <TeamPage organizationName={me.organization?.name} />;
}

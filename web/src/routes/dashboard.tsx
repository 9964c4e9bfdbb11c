import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PageSpinner } from "../components/ui/spinner";
import { requireUser } from "../features/auth/guards";
import { meQueryOptions } from "../features/auth/me-query";
import { AppShell } from "../features/shell/app-shell";
import { NotFoundContent } from "../features/shell/not-found-page";
import { memberNav } from "../features/shell/nav";

export const Route = createFileRoute("/dashboard")({
  beforeLoad: async ({ context }) => ({ me: await requireUser(context.queryClient, "member") }),
  pendingComponent: () => <PageSpinner label="Checking your session" />,
  pendingMs: 100,
  pendingMinMs: 200,
  // Unknown addresses below this area show the 404 inside its shell.
  notFoundComponent: NotFoundContent,
  component: DashboardLayout,
});

function DashboardLayout() {
  const { data: me } = useSuspenseQuery(meQueryOptions);
  if (!me) return <PageSpinner />;
  return (
    <AppShell me={me} nav={memberNav(me)} heading={me.organization?.name}>
      <Outlet />
    </AppShell>
  );
}

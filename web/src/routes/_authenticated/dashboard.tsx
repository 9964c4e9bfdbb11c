import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireMembership } from "@web/features/auth/guards";
import { AppShell } from "@web/features/shell/app-shell";
import { memberNav } from "@web/features/shell/nav";
import { NotFoundContent } from "@web/features/shell/not-found-page";

export const Route = createFileRoute("/_authenticated/dashboard")({
  beforeLoad: ({ context }) => requireMembership(context.me),
  // Unknown addresses below this area show the 404 inside its shell.
  notFoundComponent: NotFoundContent,
  component: DashboardLayout,
});

function DashboardLayout() {
  const { me } = Route.useRouteContext();
  return (
    <AppShell me={me} nav={memberNav(me)} heading={me.organization?.name}>
      <Outlet />
    </AppShell>
  );
}

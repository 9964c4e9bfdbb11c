import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireMembership } from "../../features/auth/guards";
import { AppShell } from "../../features/shell/app-shell";
import { memberNav } from "../../features/shell/nav";
import { NotFoundContent } from "../../features/shell/not-found-page";

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

import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requirePermission } from "../../features/auth/guards";
import { AppShell } from "../../features/shell/app-shell";
import { superAdminNav } from "../../features/shell/nav";
import { NotFoundContent } from "../../features/shell/not-found-page";

export const Route = createFileRoute("/_authenticated/superadmin")({
  beforeLoad: ({ context }) => requirePermission(context.me, "platform.manage"),
  // Unknown addresses below this area show the 404 inside its shell.
  notFoundComponent: NotFoundContent,
  component: SuperAdminLayout,
});

function SuperAdminLayout() {
  const { me } = Route.useRouteContext();
  return (
    <AppShell me={me} nav={superAdminNav()} heading={<span className="font-semibold text-slate-900">Super Admin</span>}>
      <Outlet />
    </AppShell>
  );
}

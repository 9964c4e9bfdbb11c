import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requirePermission } from "@web/features/auth/guards";
import { AppShell } from "@web/features/shell/app-shell";
import { superAdminNav } from "@web/features/shell/nav";
import { NotFoundContent } from "@web/features/shell/not-found-page";

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

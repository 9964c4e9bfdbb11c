import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireMembership, requirePermission } from "../../features/auth/guards";
import { AppShell } from "../../features/shell/app-shell";
import { adminNav } from "../../features/shell/nav";
import { NotFoundContent } from "../../features/shell/not-found-page";

export const Route = createFileRoute("/_authenticated/admin")({
  beforeLoad: ({ context }) => {
    requireMembership(context.me);
    requirePermission(context.me, "organization.manage");
  },
  // Unknown addresses below this area show the 404 inside its shell.
  notFoundComponent: NotFoundContent,
  component: AdminLayout,
});

function AdminLayout() {
  const { me } = Route.useRouteContext();
  return (
    <AppShell
      me={me}
      nav={adminNav()}
      heading={
        <span>
          <span className="font-semibold text-slate-900">{me.organization?.name}</span> · Organization Admin
        </span>
      }
    >
      <Outlet />
    </AppShell>
  );
}

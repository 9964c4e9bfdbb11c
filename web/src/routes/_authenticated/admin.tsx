import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireMembership, requirePermission } from "@web/features/auth/guards";
import { AppShell } from "@web/features/shell/app-shell";
import { adminNav } from "@web/features/shell/nav";
import { NotFoundContent } from "@web/features/shell/not-found-page";

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
        // One line on wide screens; on phones and tablets the area's name goes under the
        // organization's so that neither is cut off.
        <span className="flex min-w-0 flex-col lg:flex-row lg:items-baseline lg:gap-1">
          <span className="truncate font-semibold text-slate-900">{me.organization?.name}</span>
          <span className="truncate text-xs lg:text-sm">
            <span aria-hidden="true" className="max-lg:hidden">
              ·{" "}
            </span>
            Organization Admin
          </span>
        </span>
      }
    >
      <Outlet />
    </AppShell>
  );
}

import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PageSpinner } from "../components/ui/spinner";
import { requireUser } from "../features/auth/guards";
import { meQueryOptions } from "../features/auth/me-query";
import { AppShell } from "../features/shell/app-shell";
import { NotFoundContent } from "../features/shell/not-found-page";
import { superAdminNav } from "../features/shell/nav";

export const Route = createFileRoute("/superadmin")({
  beforeLoad: async ({ context }) => ({ me: await requireUser(context.queryClient, "super_admin") }),
  pendingComponent: () => <PageSpinner label="Checking your session" />,
  pendingMs: 100,
  pendingMinMs: 200,
  // Unknown addresses below this area show the 404 inside its shell.
  notFoundComponent: NotFoundContent,
  component: SuperAdminLayout,
});

function SuperAdminLayout() {
  const { data: me } = useSuspenseQuery(meQueryOptions);
  if (!me) return <PageSpinner />;
  return (
    <AppShell me={me} nav={superAdminNav()} heading={<span className="font-semibold text-slate-900">Super Admin</span>}>
      <Outlet />
    </AppShell>
  );
}

import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PlatformAuditLogsPage } from "@web/features/superadmin/pages";
import { platformAuditLogsQueryOptions } from "@web/features/superadmin/platform-api";
import { validateListSearch } from "@web/lib/list-search";

export const Route = createFileRoute("/_authenticated/superadmin/audit-logs")({
  // The loader travels with the page, not in the first load of the app.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(platformAuditLogsQueryOptions(deps)),
  component: AuditLogsRoute,
});

function AuditLogsRoute() {
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <PlatformAuditLogsPage
      params={{ q }}
      onSearch={(value) => void navigate({ search: { q: value || undefined }, replace: true })}
    />
  );
}

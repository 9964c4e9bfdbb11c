import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AuditLogsPage } from "@web/features/admin/audit-logs-page";
import { auditLogsQueryOptions } from "@web/features/admin/organization-queries";
import { validateListSearch } from "@web/lib/list-search";

export const Route = createFileRoute("/_authenticated/admin/audit-logs")({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(auditLogsQueryOptions(deps)),
  component: AuditLogsRoute,
});

function AuditLogsRoute() {
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AuditLogsPage
      params={{ q }}
      onSearch={(value) => void navigate({ search: { q: value || undefined }, replace: true })}
    />
  );
}

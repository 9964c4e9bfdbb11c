import { createFileRoute } from "@tanstack/react-router";
import { auditLogsQueryOptions } from "@web/features/audit-logs/api";
import { AuditLogsPage } from "@web/features/audit-logs/audit-logs-page";
import { useSearchParamQ, validateListSearch } from "@web/lib/list-search";

export const Route = createFileRoute("/_authenticated/admin/audit-logs")({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(auditLogsQueryOptions("organization", deps)),
  component: AuditLogsRoute,
});

function AuditLogsRoute() {
  const { q } = Route.useSearch();
  return <AuditLogsPage scope="organization" params={{ q }} onSearch={useSearchParamQ()} />;
}

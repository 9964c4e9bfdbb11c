import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AnalyticsPage } from "@web/features/superadmin/analytics-page";
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_PERIODS } from "@web/features/superadmin/analytics-periods";
import { platformAnalyticsQueryOptions } from "@web/features/superadmin/api";

/** `?days=7|30|90` (default 30); anything else falls back to 30. */
function validateAnalyticsSearch(search: Record<string, unknown>): { days?: number } {
  const days = Number(search.days);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days) ? { days } : {};
}

export const Route = createFileRoute("/_authenticated/superadmin/analytics")({
  validateSearch: validateAnalyticsSearch,
  loaderDeps: ({ search }) => ({ days: search.days ?? 30 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(platformAnalyticsQueryOptions(deps.days)),
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const { days = ANALYTICS_DEFAULT_DAYS } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AnalyticsPage
      days={days}
      onDays={(d) => void navigate({ search: { days: d === ANALYTICS_DEFAULT_DAYS ? undefined : d }, replace: true })}
    />
  );
}

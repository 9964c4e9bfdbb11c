import { useSuspenseQuery } from "@tanstack/react-query";
import { ChartNoAxesColumnIcon } from "lucide-react";
import { useMemo } from "react";
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import type { UsageMetric } from "@core/contract/organization";
import { ACTIVITY_DAYS } from "@core/contract/organization-limits";
import { Card } from "@web/components/ui/card";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@web/components/ui/chart";
import { DataTable, type DataTableColumn } from "@web/components/ui/data-table";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { activityChartData, activityTotals, metricLabel } from "./admin-logic";
import { PageHeader } from "@web/components/page";
import { organizationActivityQueryOptions, organizationUsageQueryOptions } from "./api";
import { EmptyMessage } from "@web/components/empty-state";

const CHARTS = {
  analyses: { label: "Analyses", color: "#1d4ed8" },
  decisions: { label: "Decisions", color: "#047857" },
} satisfies ChartConfig;

/**
 * /admin/analytics: analyses and review decisions per day over the last 30 days (charts), and
 * the latest 30 usage metrics the daily job recorded.
 */
export function AnalyticsPage() {
  useDocumentTitle("Analytics");
  const { data: days } = useSuspenseQuery(organizationActivityQueryOptions());
  const { data: usage } = useSuspenseQuery(organizationUsageQueryOptions());
  const rows = useMemo(() => activityChartData(days), [days]);
  const totals = activityTotals(days);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title="Analytics" description={`Your organization's activity over the last ${ACTIVITY_DAYS} days.`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DailyChart series="analyses" title="Analyses per day" total={totals.analyses} rows={rows} />
        <DailyChart series="decisions" title="Decisions per day" total={totals.decisions} rows={rows} />
      </div>
      <section aria-labelledby="usage-title" className="space-y-3">
        <div>
          <h2 id="usage-title" className="text-lg font-semibold text-slate-900">
            Usage metrics
          </h2>
          <p className="text-sm text-slate-600">The latest 30 figures, recorded once a day for the day before.</p>
        </div>
        <DataTable
          label="Usage metrics"
          columns={USAGE_COLUMNS}
          data={usage}
          getRowId={(m) => m.id}
          rowProps={() => ({ "data-testid": "usage-metric" })}
          empty={
            <EmptyMessage
              icon={ChartNoAxesColumnIcon}
              title="No usage recorded yet"
              hint="Figures appear after the first daily run."
            />
          }
        />
      </section>
    </div>
  );
}

function DailyChart({
  series,
  title,
  total,
  rows,
}: {
  series: keyof typeof CHARTS;
  title: string;
  total: number;
  rows: ReturnType<typeof activityChartData>;
}) {
  const summary = `${title}: ${total} in the last ${rows.length} days`;
  return (
    <Card className="p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">
          <span className="text-xl font-bold text-slate-900 tabular-nums">{total}</span> in {rows.length} days
        </p>
      </div>
      <figure className="mt-4" aria-label={summary} data-testid={`chart-${series}`}>
        <ChartContainer config={{ [series]: CHARTS[series] }} className="aspect-[16/9]" role="img" aria-label={summary}>
          <BarChart data={rows} margin={{ top: 4, right: 4, bottom: 0, left: -24 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} />
            <ChartTooltip cursor content={<ChartTooltipContent />} />
            <Bar
              dataKey={series}
              fill={`var(--color-${series})`}
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
              isAnimationActive={false}
            />
          </BarChart>
        </ChartContainer>
      </figure>
    </Card>
  );
}

const USAGE_COLUMNS: DataTableColumn<UsageMetric>[] = [
  {
    id: "metric",
    header: "Metric",
    accessorFn: (m) => metricLabel(m.metric_name),
    cell: ({ row }) => <span className="font-medium text-slate-900">{metricLabel(row.original.metric_name)}</span>,
  },
  {
    id: "date",
    header: "Date",
    accessorKey: "period_start",
    cell: ({ row }) => <span className="whitespace-nowrap text-slate-700">{row.original.period_start}</span>,
  },
  {
    id: "period",
    header: "Period",
    accessorKey: "period",
    cell: ({ row }) => <span className="text-slate-700">{metricLabel(row.original.period)}</span>,
  },
  {
    id: "value",
    header: "Value",
    accessorKey: "metric_value",
    cell: ({ row }) => <span className="font-semibold text-slate-900 tabular-nums">{row.original.metric_value}</span>,
  },
];

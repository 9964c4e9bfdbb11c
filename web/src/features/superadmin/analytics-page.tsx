import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { Card } from "@web/components/ui/card";
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@web/components/ui/chart";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { formatPercent } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { ANALYTICS_PERIODS } from "./analytics-periods";
import { platformAnalyticsQueryOptions, type PlatformAnalytics } from "./api";
import { PageBody, PageHeader } from "@web/components/page";
import { formatNumber } from "./superadmin-ui";

const analysesConfig = {
  anonymous: { label: "Anonymous", color: "#94a3b8" },
  organization: { label: "Organizations", color: "var(--color-brand-600)" },
} satisfies ChartConfig;
const failuresConfig = { failed: { label: "Failed", color: "#b91c1c" } } satisfies ChartConfig;
const speedConfig = { seconds: { label: "Median seconds", color: "var(--color-brand-700)" } } satisfies ChartConfig;
const cacheConfig = { cache_hits: { label: "Cache hits", color: "#0f766e" } } satisfies ChartConfig;
const growthConfig = {
  organizations: { label: "Organizations", color: "var(--color-brand-600)" },
  users: { label: "Users", color: "#d97706" },
} satisfies ChartConfig;

/**
 * /superadmin/analytics: analyses per day (anonymous and organization), failures, the median time
 * to a finished report, cache hits, new organizations and users per week. Each chart has its
 * figures beside it, and the daily numbers are in a table below.
 */
export function AnalyticsPage({ days, onDays }: { days: number; onDays: (days: number) => void }) {
  useDocumentTitle("Analytics");
  const { data: a } = useSuspenseQuery(platformAnalyticsQueryOptions(days));
  return (
    <PageBody wide>
      <PageHeader
        title="Analytics"
        description={`${longDate(a.from)} to ${longDate(a.to)} (UTC).`}
        actions={<PeriodSelect days={days} onDays={onDays} />}
      />
      <ChartCard
        title="Analyses per day"
        figures={[
          ["Analyses", formatNumber(a.totals.analyses)],
          ["Anonymous", formatNumber(a.totals.anonymous)],
          ["Organizations", formatNumber(a.totals.organization)],
        ]}
      >
        <Bars config={analysesConfig} data={a.daily} stacked legend className="h-64" />
      </ChartCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title="Failures"
          compact
          figures={[
            ["Failed", formatNumber(a.totals.failed)],
            ["Failure rate", a.totals.failure_rate === null ? "—" : formatPercent(a.totals.failure_rate)],
          ]}
        >
          <Bars config={failuresConfig} data={a.daily} />
        </ChartCard>
        <ChartCard title="Median time to a finished report" compact figures={[["Median", seconds(a.totals.median_ms)]]}>
          <ChartContainer config={speedConfig} className="aspect-auto h-48 w-full">
            <LineChart
              data={a.daily.map((d) => ({
                date: d.date,
                seconds: d.median_ms === null ? null : d.median_ms / 1000,
              }))}
              // Room for labels like "0.36 s" (a negative margin cut their first digit off).
              margin={{ left: 0, right: 8 }}
            >
              <CartesianGrid vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} tickLine={false} axisLine={false} minTickGap={24} />
              <YAxis tickLine={false} axisLine={false} width={60} tickFormatter={secondsTick} />
              <ChartTooltip content={<ChartTooltipContent />} labelFormatter={(d) => longDate(String(d))} />
              <Line
                isAnimationActive={false}
                dataKey="seconds"
                stroke="var(--color-seconds)"
                strokeWidth={2}
                dot={{ r: 3, fill: "var(--color-seconds)" }}
                connectNulls
              />
            </LineChart>
          </ChartContainer>
        </ChartCard>
        <ChartCard
          title="Cache hits"
          compact
          figures={[
            ["Cache hits", formatNumber(a.totals.cache_hits)],
            ["Hit rate", a.totals.cache_hit_rate === null ? "—" : formatPercent(a.totals.cache_hit_rate)],
          ]}
        >
          <Bars config={cacheConfig} data={a.daily} />
        </ChartCard>
        <ChartCard
          title="New organizations and users per week"
          compact
          figures={[
            ["Organizations", formatNumber(a.totals.new_organizations)],
            ["Users", formatNumber(a.totals.new_users)],
          ]}
        >
          <Bars
            config={growthConfig}
            data={a.weekly}
            xKey="week_start"
            legend
            label={(d) => `Week of ${longDate(d)}`}
          />
        </ChartCard>
      </div>
      <DailyTable analytics={a} />
    </PageBody>
  );
}

/**
 * Bars over days (or weeks), one series per key of `config` (stacked or side by side), with the
 * axes, grid, tooltip and legend every chart here shares. Not animated: the numbers are the point.
 */
function Bars<T extends object>({
  config,
  data,
  xKey = "date",
  stacked = false,
  legend = false,
  label = longDate,
  className = "h-48",
}: {
  config: ChartConfig;
  data: T[];
  xKey?: string;
  stacked?: boolean;
  legend?: boolean;
  label?: (day: string) => string;
  className?: string;
}) {
  const keys = Object.keys(config);
  return (
    <ChartContainer config={config} className={`aspect-auto w-full ${className}`}>
      <BarChart data={data} margin={{ left: 0, right: 8 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey={xKey} tickFormatter={shortDate} tickLine={false} axisLine={false} minTickGap={24} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} />
        <ChartTooltip content={<ChartTooltipContent />} labelFormatter={(d) => label(String(d))} />
        {legend ? <ChartLegend content={<ChartLegendContent />} /> : null}
        {keys.map((key, i) => (
          <Bar
            key={key}
            isAnimationActive={false}
            dataKey={key}
            stackId={stacked ? "stack" : undefined}
            fill={`var(--color-${key})`}
            radius={!stacked || i === keys.length - 1 ? [3, 3, 0, 0] : undefined}
          />
        ))}
      </BarChart>
    </ChartContainer>
  );
}

function PeriodSelect({ days, onDays }: { days: number; onDays: (days: number) => void }) {
  return (
    <Select value={String(days)} onValueChange={(v) => onDays(Number(v))}>
      <SelectTrigger className="w-40" aria-label="Period">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ANALYTICS_PERIODS.map((d) => (
          <SelectItem key={d} value={String(d)}>
            Last {d} days
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A chart with its figures beside it (below it on narrow screens). */
function ChartCard({
  title,
  figures,
  compact = false,
  children,
}: {
  title: string;
  figures: [string, string][];
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="p-5" data-testid="analytics-chart">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className={compact ? "mt-4 space-y-4" : "mt-4 grid gap-6 lg:grid-cols-[1fr_12rem]"}>
        <div className="min-w-0">{children}</div>
        <dl className={compact ? "flex flex-wrap gap-x-8 gap-y-2" : "grid content-start gap-4"}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}

function DailyTable({ analytics }: { analytics: PlatformAnalytics }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="cursor-pointer px-5 py-3 font-semibold text-slate-900">Daily numbers</summary>
      <div className="overflow-x-auto border-t border-slate-200">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs text-slate-600 uppercase">
            <tr>
              {["Date", "Anonymous", "Organizations", "Failed", "Cache hits", "Median"].map((h) => (
                <th key={h} scope="col" className="px-4 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...analytics.daily].reverse().map((d) => (
              <tr key={d.date}>
                <th scope="row" className="px-4 py-2 text-left font-medium whitespace-nowrap text-slate-900">
                  {longDate(d.date)}
                </th>
                <td className="px-4 py-2 tabular-nums">{d.anonymous}</td>
                <td className="px-4 py-2 tabular-nums">{d.organization}</td>
                <td className="px-4 py-2 tabular-nums">{d.failed}</td>
                <td className="px-4 py-2 tabular-nums">{d.cache_hits}</td>
                <td className="px-4 py-2 tabular-nums">{seconds(d.median_ms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

const short = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const long = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
const shortDate = (day: string) => short.format(Date.parse(`${day}T00:00:00Z`));
const longDate = (day: string) => long.format(Date.parse(`${day}T00:00:00Z`));

/** An axis tick in seconds, precise enough that neighbouring ticks differ (0.05 s, 0.1 s, 0.15 s). */
function secondsTick(value: number): string {
  return `${value < 1 ? Number(value.toPrecision(2)) : Number(value.toFixed(1))} s`;
}

function seconds(ms: number | null): string {
  if (ms === null) return "—";
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

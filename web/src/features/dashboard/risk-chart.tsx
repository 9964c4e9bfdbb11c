import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from "recharts";
import type { RiskCounts } from "@core/contract/assessments";
import { Card } from "@web/components/ui/card";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@web/components/ui/chart";

const LEVELS = ["low", "medium", "high", "critical", "unknown"] as const;

const config = {
  count: { label: "Assessments", color: "#475569" },
  low: { label: "Low", color: "#059669" },
  medium: { label: "Medium", color: "#d97706" },
  high: { label: "High", color: "#dc2626" },
  critical: { label: "Critical", color: "#7f1d1d" },
  unknown: { label: "Unknown", color: "#94a3b8" },
} satisfies ChartConfig;

/**
 * The organization's assessments by overall risk level: a bar per level, with the counts also
 * written out beside the chart (the chart is not the only way to read them).
 */
export function RiskChart({ counts, total }: { counts: RiskCounts; total: number }) {
  const levels = LEVELS.filter((l) => l !== "unknown" || counts.unknown > 0);
  const data = levels.map((level) => ({ level, count: counts[level], fill: `var(--color-${level})` }));
  return (
    <Card className="p-5" data-testid="risk-chart">
      <section
        aria-labelledby="risk-chart-title"
        className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-center"
      >
        <div className="min-w-0">
          <h2 id="risk-chart-title" className="text-lg font-semibold text-slate-900">
            Assessments by risk level
          </h2>
          <ChartContainer config={config} className="mt-3 aspect-auto h-48 w-full" aria-hidden="true">
            <BarChart data={data} margin={{ left: -20, right: 8, top: 8 }}>
              <CartesianGrid vertical={false} />
              <XAxis
                dataKey="level"
                tickLine={false}
                axisLine={false}
                tickFormatter={(l: keyof typeof config) => config[l]?.label ?? l}
              />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />
              <ChartTooltip
                cursor={false}
                content={<ChartTooltipContent labelFormatter={(l) => config[l as keyof typeof config]?.label ?? l} />}
              />
              <Bar dataKey="count" radius={6} isAnimationActive={false}>
                {data.map((d) => (
                  <Cell key={d.level} fill={d.fill} />
                ))}
              </Bar>
            </BarChart>
          </ChartContainer>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm md:grid-cols-1">
          {levels.map((level) => (
            <div key={level} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
              <dt className="flex items-center gap-2 text-slate-700">
                <span
                  aria-hidden="true"
                  className="h-2.5 w-2.5 rounded-sm"
                  style={{ background: config[level].color }}
                />
                {config[level].label}
              </dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {counts[level]}
                <span className="ml-1 font-normal text-slate-500">
                  ({Math.round((counts[level] / Math.max(total, 1)) * 100)}%)
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}

import { useQuery } from "@tanstack/react-query";
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { RISK_LEVEL_LABEL } from "@core/contract/assessment-rules";
import { Alert } from "@web/components/ui/alert";
import { Card } from "@web/components/ui/card";
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@web/components/ui/chart";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatScore } from "@core/contract/assessment-rules";
import { formatDateTime } from "@web/lib/format";
import { type HistoryItem, historyQueryOptions } from "./monitoring-api";

const config = {
  overall: { label: "Overall", color: "#0f172a" },
  pricing: { label: "Pricing", color: "#2563eb" },
  privacy_legal: { label: "Privacy & legal", color: "#9333ea" },
  security: { label: "Security", color: "#059669" },
} satisfies ChartConfig;

const day = new Intl.DateTimeFormat("en", { month: "short", day: "numeric" });

/**
 * The History tab: the four risk scores of each check of the vendor over time (a line chart; the
 * same figures are listed below it, so the chart is not the only way to read them) and the list
 * of checks with their level, certifications and how many changes each found.
 */
export function HistoryPanel({ assessmentId }: { assessmentId: string }) {
  const { data, error, isPending } = useQuery(historyQueryOptions(assessmentId));
  if (isPending) return <Skeleton className="h-72" />;
  if (error) {
    return (
      <Alert tone="error" title="The history could not be loaded">
        {error.message}
      </Alert>
    );
  }
  if (data.length === 0) {
    return (
      <Card className="p-5 text-sm text-slate-600" data-testid="history-empty">
        No check of this vendor has finished since the assessment was saved. Checks run on the monitoring schedule, or
        press “Check now”.
      </Card>
    );
  }
  const points = [...data].reverse().map((h) => ({
    at: h.checked_at,
    overall: h.overall_score,
    pricing: h.pricing_score,
    privacy_legal: h.privacy_legal_score,
    security: h.security_score,
  }));
  return (
    <div className="space-y-4" data-testid="history">
      <Card className="p-5">
        <h3 className="text-base font-semibold text-slate-900">Risk scores over time</h3>
        <p className="mt-1 text-sm text-slate-600">0 is the lowest risk, 10 the highest.</p>
        <ChartContainer config={config} className="mt-3 aspect-auto h-64 w-full" aria-hidden="true">
          <LineChart data={points} margin={{ left: -20, right: 12, top: 8 }}>
            <CartesianGrid vertical={false} />
            <XAxis
              dataKey="at"
              tickLine={false}
              axisLine={false}
              minTickGap={24}
              tickFormatter={(v: string) => day.format(new Date(v))}
            />
            <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tickLine={false} axisLine={false} />
            <ChartTooltip content={<ChartTooltipContent />} labelFormatter={(v) => formatDateTime(String(v))} />
            <ChartLegend content={<ChartLegendContent />} />
            {(Object.keys(config) as (keyof typeof config)[]).map((key) => (
              <Line
                key={key}
                dataKey={key}
                type="monotone"
                stroke={`var(--color-${key})`}
                strokeWidth={key === "overall" ? 2.5 : 1.5}
                dot={points.length < 30}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ChartContainer>
      </Card>
      <Card className="p-5">
        <h3 className="text-base font-semibold text-slate-900">
          Checks <span className="font-normal text-slate-600">({data.length})</span>
        </h3>
        <ul className="mt-2 divide-y divide-slate-100" data-testid="history-checks">
          {data.map((h) => (
            <CheckRow key={h.check_id} item={h} />
          ))}
        </ul>
      </Card>
    </div>
  );
}

function CheckRow({ item: h }: { item: HistoryItem }) {
  return (
    <li className="grid gap-1 py-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      <time dateTime={h.checked_at} className="font-medium text-slate-900">
        {formatDateTime(h.checked_at)}
      </time>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-slate-700 tabular-nums">
          <span>
            Overall <strong className="text-slate-900">{formatScore(h.overall_score)}</strong> (
            {RISK_LEVEL_LABEL[h.risk_level]})
          </span>
          <span>Pricing {formatScore(h.pricing_score)}</span>
          <span>Privacy &amp; legal {formatScore(h.privacy_legal_score)}</span>
          <span>Security {formatScore(h.security_score)}</span>
        </p>
        <p className="text-xs text-slate-600">
          {h.trigger === "report"
            ? "The saved report (the first check compares with it)"
            : h.changes === 0
              ? "No change"
              : `${h.changes} change${h.changes === 1 ? "" : "s"}`}
          {" · "}
          {h.certifications.length
            ? `Certifications: ${h.certifications.join(", ")}`
            : "No certification stated as attained"}
        </p>
      </div>
    </li>
  );
}

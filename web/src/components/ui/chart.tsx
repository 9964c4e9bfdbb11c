import { createContext, useContext, useId, type ComponentProps, type CSSProperties, type ReactNode } from "react";
import * as Recharts from "recharts";
import { cn } from "../../lib/cn";

/**
 * Charts in the shadcn style over recharts: a `ChartConfig` names each series (label, colour),
 * `ChartContainer` sizes the chart and exposes the colours as CSS variables (`var(--color-<key>)`),
 * and the tooltip and legend read labels from the config. Used by the dashboard and the admin
 * panels; recharts is loaded only with the signed-in pages that draw a chart.
 *
 * A chart is never the only way to read its numbers: put them in text or a table next to it.
 */
export type ChartConfig = Record<string, { label: ReactNode; color?: string; icon?: ReactNode }>;

const ChartContext = createContext<{ config: ChartConfig } | null>(null);

export function useChart() {
  const context = useContext(ChartContext);
  if (!context) throw new Error("useChart must be used inside <ChartContainer>");
  return context;
}

export function ChartContainer({
  config,
  className,
  children,
  ...props
}: ComponentProps<"div"> & { config: ChartConfig; children: ComponentProps<typeof Recharts.ResponsiveContainer>["children"] }) {
  const id = useId().replace(/:/g, "");
  const style = Object.fromEntries(
    Object.entries(config)
      .filter(([, v]) => v.color)
      .map(([key, v]) => [`--color-${key}`, v.color]),
  ) as CSSProperties;
  return (
    <ChartContext.Provider value={{ config }}>
      <div
        data-chart={id}
        style={style}
        className={cn(
          "flex aspect-video justify-center text-xs [&_.recharts-cartesian-axis-tick_text]:fill-slate-600 [&_.recharts-cartesian-grid_line]:stroke-slate-200 [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-slate-100 [&_.recharts-surface]:outline-none",
          className,
        )}
        {...props}
      >
        <Recharts.ResponsiveContainer>{children}</Recharts.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

export const ChartTooltip = Recharts.Tooltip;
export const ChartLegend = Recharts.Legend;

interface TooltipEntry {
  dataKey?: string | number;
  name?: string | number;
  value?: number | string;
  color?: string;
  payload?: Record<string, unknown>;
}

/** The tooltip's box: the category and, per series, its colour, label and value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  labelKey,
  nameKey,
  hideLabel = false,
  className,
}: {
  active?: boolean;
  payload?: TooltipEntry[];
  label?: ReactNode;
  labelKey?: string;
  nameKey?: string;
  hideLabel?: boolean;
  className?: string;
}) {
  const { config } = useChart();
  if (!active || !payload?.length) return null;
  const first = payload[0]!;
  const labelConfigKey = labelKey ? String(first.payload?.[labelKey] ?? labelKey) : String(label ?? "");
  const heading = config[labelConfigKey]?.label ?? label;
  return (
    <div className={cn("grid min-w-32 gap-1.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg", className)}>
      {!hideLabel && heading ? <p className="font-semibold text-slate-900">{heading}</p> : null}
      {payload.map((item, i) => {
        const key = String((nameKey ? item.payload?.[nameKey] : undefined) ?? item.dataKey ?? item.name ?? i);
        const entry = config[key];
        const color = (item.payload?.fill as string | undefined) ?? item.color ?? entry?.color;
        return (
          <div key={key} className="flex items-center gap-2">
            <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-sm" style={{ background: color }} />
            <span className="text-slate-600">{entry?.label ?? item.name}</span>
            <span className="ml-auto font-mono font-semibold text-slate-900 tabular-nums">{item.value}</span>
          </div>
        );
      })}
    </div>
  );
}

/** The legend: each series' colour and label from the config. */
export function ChartLegendContent({
  payload,
  nameKey,
  className,
}: {
  payload?: { value?: string; dataKey?: string | number; color?: string; payload?: Record<string, unknown> }[];
  nameKey?: string;
  className?: string;
}) {
  const { config } = useChart();
  if (!payload?.length) return null;
  return (
    <ul className={cn("flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-3", className)}>
      {payload.map((item) => {
        const key = String((nameKey ? item.payload?.[nameKey] : undefined) ?? item.dataKey ?? item.value);
        const entry = config[key];
        return (
          <li key={key} className="flex items-center gap-1.5 text-slate-700">
            {entry?.icon ?? <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm" style={{ background: item.color }} />}
            {entry?.label ?? item.value}
          </li>
        );
      })}
    </ul>
  );
}

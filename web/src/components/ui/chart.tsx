import { createContext, useContext, useId, type ComponentProps, type CSSProperties, type ReactNode } from "react";
import { Legend, ResponsiveContainer, Tooltip } from "recharts";
import { cn } from "@web/lib/cn";

/**
 * Charts (shadcn's chart pattern over recharts): a `ChartConfig` names each series and gives it a
 * colour; `ChartContainer` makes the chart responsive and exposes each colour as the CSS variable
 * `--color-<key>` (use `fill="var(--color-analyses)"`); `ChartTooltipContent` and
 * `ChartLegendContent` label the series from the config. Recharts is only in the chunks of the
 * pages that draw charts.
 */
export type ChartConfig = Record<string, { label: ReactNode; color: string }>;

const ChartContext = createContext<ChartConfig | null>(null);

function useChartConfig(): ChartConfig {
  const config = useContext(ChartContext);
  if (!config) throw new Error("Chart parts must be used inside <ChartContainer>");
  return config;
}

export function ChartContainer({
  config,
  className,
  children,
  style,
  ...props
}: Omit<ComponentProps<"div">, "children"> & {
  config: ChartConfig;
  children: ComponentProps<typeof ResponsiveContainer>["children"];
}) {
  const id = useId();
  const colors = Object.fromEntries(
    Object.entries(config).map(([key, c]) => [`--color-${key}`, c.color]),
  ) as CSSProperties;
  return (
    <ChartContext.Provider value={config}>
      <div
        data-chart={id}
        className={cn(
          "flex aspect-video w-full justify-center text-xs",
          "[&_.recharts-cartesian-axis-tick_text]:fill-slate-600 [&_.recharts-cartesian-grid_line]:stroke-slate-200",
          "[&_.recharts-rectangle.recharts-tooltip-cursor]:fill-slate-100 [&_.recharts-surface]:outline-none",
          className,
        )}
        style={{ ...colors, ...style }}
        {...props}
      >
        <ResponsiveContainer>{children}</ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

export const ChartTooltip = Tooltip;
export const ChartLegend = Legend;

interface PayloadItem {
  dataKey?: string | number | ((obj: unknown) => unknown);
  name?: string | number;
  value?: unknown;
  color?: string;
}

/** The tooltip box: the label (the x value) and each series' value with its colour. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  labelFormatter,
}: {
  active?: boolean;
  payload?: readonly PayloadItem[];
  label?: ReactNode;
  labelFormatter?: (label: ReactNode) => ReactNode;
}) {
  const config = useChartConfig();
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg">
      {label !== undefined ? (
        <p className="font-semibold text-slate-900">{labelFormatter ? labelFormatter(label) : label}</p>
      ) : null}
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name ?? "");
        return (
          <div key={key} className="flex items-center gap-2">
            <span
              className="h-2.5 w-2.5 shrink-0 rounded-sm"
              style={{ background: config[key]?.color ?? item.color }}
              aria-hidden="true"
            />
            <span className="flex-1 text-slate-600">{config[key]?.label ?? item.name}</span>
            <span className="font-semibold text-slate-900 tabular-nums">{String(item.value ?? "")}</span>
          </div>
        );
      })}
    </div>
  );
}

/** The legend: each series' colour and label from the config. */
export function ChartLegendContent({ payload, className }: { payload?: readonly PayloadItem[]; className?: string }) {
  const config = useChartConfig();
  if (!payload?.length) return null;
  return (
    <div className={cn("flex flex-wrap items-center justify-center gap-4 pt-3", className)}>
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.value ?? "");
        return (
          <div key={key} className="flex items-center gap-1.5 text-slate-700">
            <span
              className="h-2.5 w-2.5 shrink-0 rounded-sm"
              style={{ background: config[key]?.color ?? item.color }}
              aria-hidden="true"
            />
            {config[key]?.label ?? String(item.value ?? key)}
          </div>
        );
      })}
    </div>
  );
}

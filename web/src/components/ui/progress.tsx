import { cn } from "@web/lib/cn";

export function ProgressBar({
  value,
  label,
  className,
  barClassName,
  active,
}: {
  value: number;
  label: string;
  className?: string;
  barClassName?: string;
  active?: boolean;
}) {
  const v = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(v)}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-500",
          barClassName ?? "bg-brand-600",
          active && "progress-active",
        )}
        style={{ width: `${v}%` }}
      />
    </div>
  );
}

import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { AlertTriangleIcon, InfoIcon, OctagonAlertIcon } from "./icons";

export type AlertTone = "info" | "warning" | "error";

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  info: { box: "border-brand-100 bg-brand-50 text-brand-900", icon: <InfoIcon className="text-brand-700" /> },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-950", icon: <AlertTriangleIcon className="text-amber-700" /> },
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: <OctagonAlertIcon className="text-red-700" /> },
};

/**
 * A message box with a title. Errors and warnings are announced (role="alert"); info boxes
 * are not.
 */
export function Alert({
  tone = "info",
  title,
  children,
  action,
  className,
  id,
}: {
  tone?: AlertTone;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  id?: string;
}) {
  const t = tones[tone];
  return (
    <div id={id} role={tone === "info" ? undefined : "alert"} className={cn("flex gap-3 rounded-lg border p-4 text-sm", t.box, className)}>
      <span className="mt-0.5 shrink-0">{t.icon}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-1 leading-relaxed">{children}</div> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}

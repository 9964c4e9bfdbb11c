import { cva } from "class-variance-authority";
import { InfoIcon, OctagonAlertIcon, TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

export type AlertTone = "info" | "warning" | "error";

const alertVariants = cva("flex gap-3 rounded-lg border p-4 text-sm", {
  variants: {
    tone: {
      info: "border-brand-100 bg-brand-50 text-brand-900",
      warning: "border-amber-300 bg-amber-50 text-amber-950",
      error: "border-red-200 bg-red-50 text-red-900",
    },
  },
});

const icons: Record<AlertTone, ReactNode> = {
  info: <InfoIcon size={20} aria-hidden="true" className="text-brand-700" />,
  warning: <TriangleAlertIcon size={20} aria-hidden="true" className="text-amber-700" />,
  error: <OctagonAlertIcon size={20} aria-hidden="true" className="text-red-700" />,
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
  return (
    <div id={id} role={tone === "info" ? undefined : "alert"} className={cn(alertVariants({ tone }), className)}>
      <span className="mt-0.5 shrink-0">{icons[tone]}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-1 leading-relaxed">{children}</div> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}

import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

/** One label and value of a details card (inside a `<dl>`), the value on the right. */
export function DetailRow({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className={cn("text-right font-semibold text-slate-900 tabular-nums", className)}>{children}</dd>
    </div>
  );
}

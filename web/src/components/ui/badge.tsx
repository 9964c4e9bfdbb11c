import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "@web/lib/cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
  {
    variants: {
      tone: {
        neutral: "bg-slate-100 text-slate-700 ring-slate-500/20",
        brand: "bg-brand-50 text-brand-800 ring-brand-700/20",
        green: "bg-emerald-50 text-emerald-800 ring-emerald-700/25",
        amber: "bg-amber-50 text-amber-900 ring-amber-700/30",
        red: "bg-red-50 text-red-800 ring-red-700/25",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export function Badge({ tone, className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

import { RadioGroup as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/** Radio buttons (Radix): one tab stop, arrow keys move the choice. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root className={cn("grid gap-2", className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        "peer h-4.5 w-4.5 shrink-0 rounded-full border border-slate-400 bg-white shadow-sm disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand-700",
        className,
      )}
      {...props}
    >
      <Primitive.Indicator className="flex items-center justify-center after:block after:h-2.5 after:w-2.5 after:rounded-full after:bg-brand-700" />
    </Primitive.Item>
  );
}

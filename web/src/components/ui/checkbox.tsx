import { CheckIcon } from "lucide-react";
import { Checkbox as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export function Checkbox({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        "peer h-4.5 w-4.5 shrink-0 rounded border border-slate-400 bg-white shadow-sm disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white",
        className,
      )}
      {...props}
    >
      <Primitive.Indicator className="flex items-center justify-center">
        <CheckIcon size={14} strokeWidth={3} aria-hidden="true" />
      </Primitive.Indicator>
    </Primitive.Root>
  );
}

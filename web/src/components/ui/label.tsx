import { Label as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export function Label({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn("text-sm font-semibold text-slate-800 peer-disabled:opacity-60", className)}
      {...props}
    />
  );
}

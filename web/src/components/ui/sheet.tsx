import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import type { ComponentProps, HTMLAttributes } from "react";
import { cn } from "@web/lib/cn";

/** A panel that slides in from an edge (a Radix dialog): the sidebar's drawer on phones. */
export const Sheet = Primitive.Root;
export const SheetTrigger = Primitive.Trigger;
export const SheetClose = Primitive.Close;

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 bg-white shadow-xl transition ease-in-out", {
  variants: {
    side: {
      left: "inset-y-0 left-0 h-full w-72 max-w-[85vw] border-r border-slate-200",
      right: "inset-y-0 right-0 h-full w-80 max-w-[85vw] border-l border-slate-200",
      top: "inset-x-0 top-0 border-b border-slate-200",
      bottom: "inset-x-0 bottom-0 border-t border-slate-200",
    },
  },
  defaultVariants: { side: "right" },
});

export function SheetContent({
  className,
  children,
  side,
  closeLabel = "Close",
  ...props
}: ComponentProps<typeof Primitive.Content> & VariantProps<typeof sheetVariants> & { closeLabel?: string }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
      <Primitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <Primitive.Close className="absolute top-4 right-3 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900">
          <XIcon size={20} aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1.5 p-4", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn("font-semibold text-slate-900", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn("text-sm text-slate-600", className)} {...props} />;
}

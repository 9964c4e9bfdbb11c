import { CircleCheckIcon, InfoIcon, OctagonAlertIcon, XIcon } from "lucide-react";
import { useEffect } from "react";
import { toast as sonner, Toaster as SonnerToaster } from "sonner";
import { useMediaQuery } from "@web/hooks/use-media-query";
import { cn } from "@web/lib/cn";

/**
 * Toasts (sonner) in the product's look, loaded on demand through ./toast.ts. Rules:
 * - A toast belongs to the action that raised it: an action passes its own `id`, so the next
 *   toast of the same flow replaces it instead of piling up, and the flow can dismiss it.
 * - A toast never hides what it talks about: on phones toasts sit at the very top, over the
 *   sticky header, and stay at most ~76 px tall (the header is 64 px and page targets scroll to
 *   80 px below the top), so the form's error box and the report below stay readable. On wider
 *   screens they sit bottom right, beside the content column.
 */
import type { ToastInput, ToastTone } from "./toast-types";

const toneStyles: Record<ToastTone, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
};

export function showToast({ title, description, tone = "default", id, duration }: ToastInput & { id: string }): void {
  sonner.custom((toastId) => <ToastCard id={toastId} title={title} description={description} tone={tone} />, {
    id,
    duration: duration ?? (tone === "destructive" ? 8000 : 5000),
    testId: "toast",
  });
}

export function hideToast(id?: string | number): void {
  sonner.dismiss(id);
}

function ToastCard({
  id,
  title,
  description,
  tone,
}: {
  id: string | number;
  title: string;
  description?: string;
  tone: ToastTone;
}) {
  const Icon = tone === "destructive" ? OctagonAlertIcon : tone === "success" ? CircleCheckIcon : InfoIcon;
  return (
    <div className={cn("flex w-full items-start gap-3 rounded-lg border p-2 shadow-lg sm:p-4", toneStyles[tone])}>
      <Icon
        size={20}
        aria-hidden="true"
        className={cn(
          "mt-0.5 shrink-0",
          tone === "success" && "text-emerald-700",
          tone === "default" && "text-brand-700",
        )}
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{title}</p>
        {description ? (
          <p
            className={cn(
              "mt-0.5 line-clamp-2 text-xs leading-snug sm:mt-1 sm:line-clamp-none sm:text-sm",
              tone === "destructive" ? "text-red-50" : "text-slate-600",
            )}
          >
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => sonner.dismiss(id)}
        className={cn(
          "-m-1 rounded p-1",
          tone === "destructive" ? "text-red-50 hover:bg-red-800" : "text-slate-500 hover:bg-slate-100",
        )}
        aria-label="Dismiss notification"
      >
        <XIcon size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Resolves once the toaster listens (a toast sent earlier would be lost). */
export function whenMounted(): Promise<void> {
  return mounted;
}

/** Rendered by <Toaster/> in ./toast.tsx. */
export function Toaster() {
  // Runs after sonner's own effects (children first), so its subscription exists.
  useEffect(() => markMounted(), []);
  const phone = useMediaQuery("(max-width: 639px)");
  return (
    <SonnerToaster
      position={phone ? "top-center" : "bottom-right"}
      mobileOffset={{ top: 4, left: 8, right: 8 }}
      visibleToasts={phone ? 1 : 3}
      gap={8}
      containerAriaLabel="Notifications"
      toastOptions={{ unstyled: true, className: "w-full sm:w-[356px]" }}
    />
  );
}

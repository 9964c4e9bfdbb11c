import { useEffect, useSyncExternalStore } from "react";
import { cn } from "../../lib/cn";
import { CheckCircleIcon, InfoIcon, OctagonAlertIcon, XIcon } from "./icons";

/**
 * Small toast system: `toast({ title, description, tone })` from anywhere, one <Toaster/> in
 * the root. Errors are announced assertively, everything else politely.
 */
export type ToastTone = "default" | "success" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it closes itself; errors stay a little longer. */
  duration?: number;
}

interface ToastItem extends Required<Omit<ToastInput, "description">> {
  id: number;
  description?: string;
}

const MAX_VISIBLE = 4;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const tone = input.tone ?? "default";
  items = [...items, { id, title: input.title, description: input.description, tone, duration: input.duration ?? (tone === "destructive" ? 8000 : 5000) }].slice(-MAX_VISIBLE);
  emit();
  return id;
}

export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

export function clearToasts() {
  items = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => items, () => items);
  const polite = list.filter((t) => t.tone !== "destructive");
  const assertive = list.filter((t) => t.tone === "destructive");
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:items-end">
      <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {assertive.map((t) => (
          <ToastCard key={t.id} item={t} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {polite.map((t) => (
          <ToastCard key={t.id} item={t} />
        ))}
      </div>
    </div>
  );
}

const toneStyles: Record<ToastTone, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
};

function ToastCard({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration]);
  const Icon = item.tone === "destructive" ? OctagonAlertIcon : item.tone === "success" ? CheckCircleIcon : InfoIcon;
  return (
    <div
      data-testid="toast"
      className={cn(
        "animate-toast-in pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg",
        toneStyles[item.tone],
      )}
    >
      <Icon className={cn("mt-0.5 shrink-0", item.tone === "success" && "text-emerald-700", item.tone === "default" && "text-brand-700")} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className={cn("mt-1 leading-snug", item.tone === "destructive" ? "text-red-50" : "text-slate-600")}>{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className={cn("-m-1 rounded p-1", item.tone === "destructive" ? "text-red-50 hover:bg-red-800" : "text-slate-500 hover:bg-slate-100")}
        aria-label="Dismiss notification"
      >
        <XIcon size={16} />
      </button>
    </div>
  );
}

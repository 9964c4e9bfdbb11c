import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastInput } from "./toast-types";

export type { ToastInput, ToastTone } from "./toast-types";

/**
 * `toast()` and `<Toaster/>` for the whole app. The toast library (sonner, see ./sonner.tsx) is
 * not part of the landing page's first load: it is fetched when the first toast is asked for,
 * or when the browser is idle after the first render, and toasts asked for meanwhile are shown
 * as soon as it is there.
 */

type Impl = typeof import("./sonner");
/** Set once the library is loaded and its toaster listens. */
let impl: Impl | null = null;
let loading: Promise<Impl> | null = null;
let wanted = false;
const listeners = new Set<() => void>();
let nextId = 1;

/** Starts loading the toast library (idempotent). */
export function preloadToasts(): Promise<Impl> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  loading ??= import("./sonner").then(async (m) => {
    await m.whenMounted();
    impl = m;
    return m;
  });
  return loading;
}

/**
 * Resolves when toasts can be shown at once (or the library could not be loaded: then toasts are
 * dropped, never the message they repeat). Lets a form show its error box and the toast together.
 */
export function whenToastsReady(): Promise<void> {
  return impl
    ? Promise.resolve()
    : preloadToasts().then(
        () => undefined,
        () => undefined,
      );
}

export function toast(input: ToastInput): string {
  const id = input.id ?? `toast-${nextId++}`;
  if (impl) impl.showToast({ ...input, id });
  else void preloadToasts().then((m) => m.showToast({ ...input, id }));
  return id;
}

export function dismissToast(id?: string): void {
  if (impl) impl.hideToast(id);
  else if (loading) void loading.then((m) => m.hideToast(id));
}

const SonnerToaster = lazy(() => import("./sonner").then((m) => ({ default: m.Toaster })));

/** One per app, in the root route. Renders the real toaster once toasts are wanted. */
export function Toaster() {
  const show = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

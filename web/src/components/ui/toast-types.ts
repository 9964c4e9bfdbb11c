/** What a toast says and how it looks (./toast.tsx shows it, ./sonner.tsx draws it). */
export type ToastTone = "default" | "success" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
  /**
   * The action's toast id: a later toast with the same id replaces this one, and the action can
   * dismiss it. Flows use one id per flow (e.g. "analysis:public").
   */
  id?: string;
  /** Milliseconds before it closes itself; errors stay a little longer. */
  duration?: number;
}

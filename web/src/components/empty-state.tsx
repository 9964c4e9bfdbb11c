import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@web/components/ui/card";

/**
 * A list with nothing to show, or a page whose subject is not there: an icon, what is (not)
 * there, one line on why or what to do, and the way forward.
 */
export function EmptyState({
  icon,
  title,
  heading = false,
  children,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  /** The page's own heading (a page that shows nothing else), not a line inside a page. */
  heading?: boolean;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid={testId}>
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        {icon}
      </span>
      {heading ? (
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      ) : (
        <p className="text-lg font-semibold text-slate-900">{title}</p>
      )}
      {children ? <p className="max-w-md text-sm text-slate-600">{children}</p> : null}
      {action}
    </Card>
  );
}

/** The same inside a table or a card that frames it already: the icon, what is (not) there, and a hint. */
export function EmptyMessage({ icon: Icon, title, hint }: { icon: LucideIcon; title: string; hint?: ReactNode }) {
  return (
    <div className="flex flex-col items-center">
      <Icon size={28} aria-hidden="true" className="text-slate-400" />
      <p className="mt-3 font-semibold text-slate-900">{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}

import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "@web/components/ui/alert";
import { ApiError } from "@web/lib/api";

/** The frame of a page in the signed-in areas (the organization admin's, the super admin's): its width and header. */

export function PageBody({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={`mx-auto space-y-6 px-4 py-8 sm:px-6 ${wide ? "max-w-6xl" : "max-w-5xl"}`}>{children}</div>;
}

/** The title block of a page: heading, one line on what it is for, optional actions and a way back. */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <div className="space-y-3">
      {back ? <BackLink {...back} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="line-clamp-3 text-2xl font-bold tracking-tight wrap-anywhere text-slate-900">{title}</h1>
          {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
    >
      <ArrowLeftIcon size={16} aria-hidden="true" /> {label}
    </Link>
  );
}

/** A query that failed: its message, and "not found" in the page's own words. */
export function LoadError({ error, notFound }: { error: unknown; notFound?: string }) {
  if (notFound && error instanceof ApiError && error.status === 404) {
    return (
      <Alert tone="warning" title={notFound}>
        It may have been removed, or the address is wrong.
      </Alert>
    );
  }
  return (
    <Alert tone="error" title="Could not load this page">
      {error instanceof Error ? error.message : "An unexpected error occurred"}
    </Alert>
  );
}

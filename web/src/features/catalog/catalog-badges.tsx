import { CalendarClockIcon, ListChecksIcon, ShieldCheckIcon } from "lucide-react";
import type { CatalogState } from "@core/contract/enums";
import { catalogState } from "@core/contract/assessment-rules";
import { catalogStateLabel } from "@core/contract/safe-to-try-rules";
import { Badge, type BadgeTone } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { daysUntil, formatDate } from "@web/lib/format";

/** The colour of a decision state or catalog state; every badge also carries its words. */
export function stateTone(state: string): BadgeTone {
  switch (state) {
    case "approved":
    case "approved_with_conditions":
      return "green";
    case "trial":
      return "brand";
    case "trial_ended":
    case "changes_requested":
      return "amber";
    case "rejected":
      return "red";
    default:
      return "neutral";
  }
}

export function CatalogStateBadge({ state, className }: { state: CatalogState; className?: string }) {
  return (
    <Badge tone={stateTone(state)} className={cn("whitespace-nowrap", className)} data-testid="catalog-state">
      {catalogStateLabel(state)}
    </Badge>
  );
}

/** "Trial until Dec 26, 2026 (12 days left)" / "Trial ended Dec 26, 2026". */
export function TrialEnd({ state, expiresAt }: { state: string; expiresAt: string | null }) {
  if (!expiresAt) return null;
  const days = daysUntil(expiresAt);
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700" data-testid="trial-end">
      <CalendarClockIcon size={14} aria-hidden="true" className="shrink-0 text-slate-500" />
      {catalogState(state as never) === "trial_ended" ? (
        <>Trial ended {formatDate(expiresAt)}</>
      ) : (
        <>
          Trial until <time dateTime={expiresAt}>{formatDate(expiresAt)}</time>
          <span className="text-slate-500">
            ({days === 0 ? "ends today" : `${days} day${days === 1 ? "" : "s"} left`})
          </span>
        </>
      )}
    </span>
  );
}

/**
 * The conditions of an approval with conditions, or the guardrails of a trial: shown wherever
 * the tool appears (cards, the detail, the catalog, the approvals queue).
 */
export function ConditionsList({
  state,
  conditions,
  compact = false,
}: {
  state: string;
  conditions: readonly string[] | null;
  compact?: boolean;
}) {
  if (!conditions?.length) return null;
  const guardrails = state === "trial" || state === "trial_ended";
  const Icon = guardrails ? ShieldCheckIcon : ListChecksIcon;
  return (
    <div
      className={cn("rounded-md bg-slate-50 text-sm text-slate-800", compact ? "px-2.5 py-1.5" : "px-3 py-2")}
      data-testid="conditions"
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <Icon size={14} aria-hidden="true" /> {guardrails ? "Guardrails" : "Conditions"}
      </p>
      <ul className={cn("mt-1 list-disc space-y-0.5 pl-5 break-words", compact && "text-xs")}>
        {conditions.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

import { ExternalLinkIcon } from "lucide-react";
import { assessmentTitle, formatScore } from "@core/contract/assessment-rules";
import type { AssessmentSummary } from "@core/contract/assessments";
import { ButtonLink } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { displayUrl, formatDateTime } from "@web/lib/format";
import { ApprovalBadge, RiskLevelBadge, StatusBadge } from "./assessment-badges";
import { ConditionsList, TrialEnd } from "../catalog/catalog-badges";

/**
 * One assessment in the list and on the overview: its decision first (an approved and a
 * rejected tool never look alike), then the tool name or address, an external link to the
 * address, risk level and status badges, 'Score: n/10', View, created. A long name wraps onto
 * two lines and keeps the card within the screen.
 */
export function AssessmentCard({ assessment: a }: { assessment: AssessmentSummary }) {
  const title = assessmentTitle(a);
  return (
    <Card className="flex h-full min-w-0 flex-col gap-3 p-4" data-testid="assessment-card">
      <div className="min-w-0 space-y-2">
        <ApprovalBadge status={a.approval_status} className="text-sm" />
        <h3 className="line-clamp-2 text-base font-semibold wrap-anywhere text-slate-900" title={title}>
          {title}
        </h3>
        <a
          href={a.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-0.5 inline-flex max-w-full items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <span className="truncate">{displayUrl(a.url)}</span>
          <ExternalLinkIcon size={13} className="shrink-0" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <RiskLevelBadge level={a.risk_level} />
        <StatusBadge status={a.status} />
      </div>
      <TrialEnd state={a.decision_state} expiresAt={a.expires_at} />
      <ConditionsList state={a.decision_state} conditions={a.conditions} compact />
      <div className="mt-auto flex items-end justify-between gap-3 pt-1">
        <div className="text-sm">
          <p className="font-semibold text-slate-900" data-testid="assessment-score">
            Score: {a.overall_score === null ? "–" : formatScore(a.overall_score)}/10
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
          </p>
        </div>
        <ButtonLink
          to="/dashboard/assessments/$id"
          params={{ id: a.id }}
          variant="outline"
          size="sm"
          aria-label={`View ${title}`}
        >
          View
        </ButtonLink>
      </div>
    </Card>
  );
}

import { useQuery } from "@tanstack/react-query";
import { ExternalLinkIcon, HistoryIcon, SendIcon } from "lucide-react";
import type { AssessmentDetail } from "@core/contract/assessments";
import { awaitsDecision, DECISION_LABEL, SELF_APPROVED_LABEL } from "@core/contract/review-rules";
import { allowedDecisions } from "@core/contract/safe-to-try-rules";
import { policyVersionNote } from "../safe-to-try/policy-logic";
import { Link } from "@tanstack/react-router";
import { Badge } from "@web/components/ui/badge";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { formatDate, formatDateTime } from "@web/lib/format";
import { ApprovalBadge } from "../assessments/assessment-badges";
import { approvedToolsQueryOptions } from "../catalog/api";
import { ConditionsList } from "../catalog/catalog-badges";
import { DecisionForm } from "./decision-form";
import { decisionsQueryOptions, useResubmitAssessment, type Decision } from "./api";
import { decisionErrorMessage } from "./review-errors";
import { meQueryOptions } from "../auth/api";

type Reviewable = Pick<
  AssessmentDetail,
  "id" | "approval_status" | "permissions" | "version" | "review" | "created_by"
>;

/**
 * The approval panel of an assessment: its review status and full
 * history for everyone who can see it; for someone who may decide, the decisions its state allows
 * (a pending one any, a trial approve, extend, reject or retire, an approved tool retire); after
 * "changes requested", "Resubmit for review" for its requester or an admin.
 */
export function ApprovalPanel({ assessment }: { assessment: Reviewable }) {
  const history = useQuery(decisionsQueryOptions(assessment.id));
  const me = useQuery(meQueryOptions).data;
  const own = !!me && me.user.id === assessment.created_by;
  // Four eyes: the requester decides only as the organization's only admin (marked self-approved).
  const refusedOwn = own && !assessment.review.self_approval_allowed;
  const alreadyApproved = assessment.review.approvals.some((x) => x.reviewer_id === me?.user.id);
  const mayDecide =
    allowedDecisions(assessment.approval_status).length > 0 && assessment.permissions.includes("assessment.decide");
  const canDecide = mayDecide && !refusedOwn && !alreadyApproved;
  const canResubmit =
    assessment.approval_status === "changes_requested" && assessment.permissions.includes("assessment.resubmit");
  return (
    <Card className="p-5 sm:p-6" data-testid="approval-panel">
      <section aria-labelledby="approval-heading" className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="approval-heading" className="text-lg font-semibold text-slate-900">
            Approval
          </h2>
          <span data-testid="approval-status" data-status={assessment.approval_status}>
            <ApprovalBadge status={assessment.approval_status} />
          </span>
        </div>
        {assessment.approval_status === "pending" && assessment.review.approvals_required > 1 ? (
          <ApprovalProgress review={assessment.review} />
        ) : null}
        {mayDecide && refusedOwn ? (
          <p className="text-sm text-slate-700" data-testid="four-eyes">
            {awaitsDecision(assessment.approval_status)
              ? "You requested this assessment, so another reviewer must decide it."
              : "You requested this assessment, so another reviewer must change its decision."}
          </p>
        ) : null}
        {canDecide ? (
          <DecisionForm
            key={assessment.approval_status}
            assessmentId={assessment.id}
            state={assessment.approval_status}
            version={assessment.version}
            selfApproval={own}
          />
        ) : null}
        {canResubmit ? <ResubmitBox assessmentId={assessment.id} /> : null}
        {assessment.approval_status === "pending" && !canDecide && !(mayDecide && refusedOwn) ? (
          <p className="text-sm text-slate-700">Waiting for a reviewer's decision.</p>
        ) : null}
        <DecisionHistory decisions={history.data} loading={history.isPending} />
      </section>
    </Card>
  );
}

/** Two approvals needed (a high-risk tool, by the organization's rule): who approved this version so far. */
function ApprovalProgress({ review }: { review: Reviewable["review"] }) {
  const given = review.approvals.length;
  return (
    <p className="text-sm text-slate-700" data-testid="approval-progress">
      High-risk tool: {given} of {review.approvals_required} approvals
      {given ? ` (approved by ${review.approvals.map((x) => x.reviewer_name ?? "a former member").join(", ")})` : ""}.
      {given ? " A second reviewer must approve it too." : ""}
    </p>
  );
}

function ResubmitBox({ assessmentId }: { assessmentId: string }) {
  const resubmit = useResubmitAssessment(assessmentId, {
    onSuccess: () =>
      toast({
        id: `resubmit:${assessmentId}`,
        title: "Resubmitted for review",
        description: "The reviewers have been notified.",
        tone: "success",
      }),
    onError: (err) =>
      toast({
        id: `resubmit:${assessmentId}`,
        title: "Error",
        description: decisionErrorMessage(err),
        tone: "destructive",
      }),
  });
  return (
    <Alert
      tone="warning"
      title="Changes requested"
      action={
        <Button onClick={() => resubmit.mutate()} disabled={resubmit.isPending}>
          <SendIcon size={16} aria-hidden="true" />
          {resubmit.isPending ? "Resubmitting…" : "Resubmit for review"}
        </Button>
      }
    >
      A reviewer asked for changes (see their comment below). Edit the details or re-analyze the vendor, then resubmit
      it for review.
    </Alert>
  );
}

const DECISION_WORD = DECISION_LABEL;

/** Who wrote a history entry: the reviewer, the Safe-to-Try policy, or the product itself. */
function authorOf(d: Decision): string {
  if (d.actor === "policy") return "Safe-to-Try policy";
  if (d.actor === "system") return d.reviewer_name ?? "System";
  return d.reviewer_name ?? "A former member";
}

function DecisionHistory({ decisions, loading }: { decisions: Decision[] | undefined; loading: boolean }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <HistoryIcon size={16} aria-hidden="true" className="text-slate-500" /> History
      </h3>
      {loading ? (
        <Skeleton className="mt-3 h-14 w-full" />
      ) : !decisions?.length ? (
        <p className="mt-2 text-sm text-slate-600">No decisions yet.</p>
      ) : (
        <ol className="mt-3 space-y-3" data-testid="decision-history">
          {decisions.map((d) => (
            <li key={d.id} className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="decision">
              {/* Badge, author and time one under the other: the same shape for every decision. */}
              <div className="flex flex-col items-start gap-1 text-sm">
                <span className="flex flex-wrap gap-1.5">
                  {d.status === "reopened" ? (
                    <Badge tone="neutral" className="whitespace-nowrap">
                      {DECISION_LABEL.reopened}
                    </Badge>
                  ) : (
                    <ApprovalBadge status={d.status} />
                  )}
                  {d.self_approved ? (
                    <Badge tone="amber" className="whitespace-nowrap" title={SELF_APPROVED_LABEL}>
                      Self-approved
                    </Badge>
                  ) : null}
                </span>
                <span className="font-semibold text-slate-900">
                  {authorOf(d)}
                  {d.policy_version !== null ? (
                    <span className="font-normal text-slate-600">
                      {" · "}
                      {policyVersionNote(d.policy_version)}
                    </span>
                  ) : null}
                </span>
                <span className="text-slate-600">
                  <span className="sr-only">{DECISION_WORD[d.status]} on </span>
                  <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
                </span>
              </div>
              {d.expires_at && (d.status === "trial" || d.status === "trial_ended") ? (
                <p className="text-sm text-slate-800">
                  {d.status === "trial" ? "Trial until" : "Trial ended"} {formatDate(d.expires_at)}
                </p>
              ) : null}
              {d.reason && d.actor !== "policy" ? <p className="text-sm text-slate-700">{d.reason}</p> : null}
              <ConditionsList state={d.status} conditions={d.conditions} compact />
              {d.alternative_assessment_id ? <AlternativeNamed id={d.alternative_assessment_id} /> : null}
              {d.comments ? <p className="text-sm whitespace-pre-wrap text-slate-800">{d.comments}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The approved tool a rejection pointed to, by name when the catalog still has it approved. */
function AlternativeNamed({ id }: { id: string }) {
  const tools = useQuery(approvedToolsQueryOptions());
  const tool = tools.data?.find((t) => t.assessment_id === id);
  return (
    <p className="text-sm text-slate-800" data-testid="decision-alternative">
      Approved alternative:{" "}
      {tool ? (
        <Link
          to="/dashboard/catalog"
          search={{ q: tool.tool_name }}
          className="font-semibold text-brand-700 hover:underline"
        >
          {tool.tool_name} <ExternalLinkIcon size={12} className="inline" aria-hidden="true" />
        </Link>
      ) : (
        "a tool of the catalog"
      )}
    </p>
  );
}

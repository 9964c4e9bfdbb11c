import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HistoryIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import type { AssessmentDetail } from "@core/contract/assessments";
import {
  DECISION_LABEL,
  decisionNeedsComment,
  decisionReady,
  SELF_APPROVED_LABEL,
  type DecisionChoice,
} from "@core/contract/review-rules";
import { Badge } from "@web/components/ui/badge";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { RadioGroup, RadioGroupItem } from "@web/components/ui/radio-group";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import { ApprovalBadge } from "../assessments/assessment-badges";
import { DecisionComment } from "./decision-comment";
import {
  decideAssessment,
  DECISION_QUERY_PREFIXES,
  decisionsQueryOptions,
  resubmitAssessment,
  type Decision,
} from "./review-api";
import { decisionErrorMessage } from "./review-errors";
import { meQueryOptions } from "../auth/me-query";

type Reviewable = Pick<
  AssessmentDetail,
  "id" | "approval_status" | "permissions" | "version" | "review" | "created_by"
>;

const CHOICES: { value: DecisionChoice; label: string }[] = [
  { value: "approved", label: "Approve" },
  { value: "rejected", label: "Reject" },
  { value: "changes_requested", label: "Request changes" },
];

/**
 * The approval panel of an assessment (spec 02 sections 2, 4, 5): its review status and full
 * history for everyone who can see it; for a pending assessment and someone who may decide, the
 * choice approve / reject / request changes with a comment (optional to approve, required
 * otherwise); after "changes requested", "Resubmit for review" for its requester or an admin.
 */
export function ApprovalPanel({ assessment }: { assessment: Reviewable }) {
  const history = useQuery(decisionsQueryOptions(assessment.id));
  const me = useQuery(meQueryOptions).data;
  const own = !!me && me.user.id === assessment.created_by;
  // Four eyes: the requester decides only as the organization's only admin (marked self-approved).
  const refusedOwn = own && !assessment.review.self_approval_allowed;
  const alreadyApproved = assessment.review.approvals.some((x) => x.reviewer_id === me?.user.id);
  const mayDecide = assessment.approval_status === "pending" && assessment.permissions.includes("assessment.decide");
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
            You requested this assessment, so another reviewer must decide it.
          </p>
        ) : null}
        {canDecide ? (
          <DecisionForm assessmentId={assessment.id} version={assessment.version} selfApproval={own} />
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

function useAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(DECISION_QUERY_PREFIXES.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
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

function DecisionForm({
  assessmentId,
  version,
  selfApproval,
}: {
  assessmentId: string;
  /** The version on screen: the decision is about it (a stale one is refused). */
  version: number;
  selfApproval: boolean;
}) {
  const [choice, setChoice] = useState<DecisionChoice>("approved");
  const [comment, setComment] = useState("");
  const refresh = useAfterDecision();
  const decide = useMutation({
    mutationFn: () =>
      decideAssessment(assessmentId, { status: choice, comments: comment.trim() || undefined, version }),
    onMutate: () => toast({ id: `decision:${assessmentId}`, title: "Sending your decision…", duration: 60_000 }),
    onSuccess: () => {
      toast({
        id: `decision:${assessmentId}`,
        title: "Success",
        description: "Assessment status updated successfully",
        tone: "success",
      });
      setComment("");
    },
    onError: (err) =>
      toast({
        id: `decision:${assessmentId}`,
        title: "Error",
        description: decisionErrorMessage(err),
        tone: "destructive",
      }),
    onSettled: refresh,
  });
  const required = decisionNeedsComment(choice);
  const ready = decisionReady(choice, comment);
  return (
    <form
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && !decide.isPending) decide.mutate();
      }}
    >
      {selfApproval ? (
        <p className="text-sm text-slate-700" data-testid="self-approval-note">
          You requested this assessment and you are the organization's only admin, with no reviewer: your decision is
          marked self-approved in its history, the audit log and the PDF.
        </p>
      ) : null}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Your decision</legend>
        <RadioGroup
          value={choice}
          onValueChange={(v) => setChoice(v as DecisionChoice)}
          className="mt-2"
          aria-label="Your decision"
        >
          {CHOICES.map((c) => (
            <label
              key={c.value}
              className="flex cursor-pointer items-center gap-2.5 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
            >
              <RadioGroupItem value={c.value} />
              {c.label}
            </label>
          ))}
        </RadioGroup>
      </fieldset>
      <DecisionComment
        value={comment}
        onChange={setComment}
        required={required}
        labels={{
          optional: "Comment (optional)",
          required: "Comment (required)",
          requiredPlaceholder: "Required: Explain your decision...",
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={!ready || decide.isPending}>
          <SendIcon size={16} aria-hidden="true" />
          {decide.isPending ? "Submitting…" : "Submit decision"}
        </Button>
      </div>
    </form>
  );
}

function ResubmitBox({ assessmentId }: { assessmentId: string }) {
  const refresh = useAfterDecision();
  const resubmit = useMutation({
    mutationFn: () => resubmitAssessment(assessmentId),
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
    onSettled: refresh,
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
            <li key={d.id} className="rounded-lg border border-slate-200 p-3" data-testid="decision">
              {/* Badge, reviewer and time one under the other: the same shape for every decision. */}
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
                  {d.reviewer_name ?? (d.actor === "system" ? "Rapid Risk Review" : "A former member")}
                </span>
                <span className="text-slate-600">
                  <span className="sr-only">{DECISION_WORD[d.status]} on </span>
                  <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
                </span>
              </div>
              {d.reason ? <p className="mt-2 text-sm text-slate-700">{d.reason}</p> : null}
              {d.comments ? <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{d.comments}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

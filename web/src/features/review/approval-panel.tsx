import { useQuery } from "@tanstack/react-query";
import { HistoryIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import type { AssessmentDetail } from "@core/contract/assessments";
import { DECISION_LABEL, decisionNeedsComment, decisionReady, type DecisionChoice } from "@core/contract/review-rules";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { RadioGroup, RadioGroupItem } from "@web/components/ui/radio-group";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import { ApprovalBadge } from "../assessments/assessment-badges";
import { DecisionComment } from "./decision-comment";
import { decisionsQueryOptions, useDecideAssessment, useResubmitAssessment, type Decision } from "./api";
import { decisionErrorMessage } from "./review-errors";

type Reviewable = Pick<AssessmentDetail, "id" | "approval_status" | "permissions">;

const CHOICES: { value: DecisionChoice; label: string }[] = [
  { value: "approved", label: "Approve" },
  { value: "rejected", label: "Reject" },
  { value: "changes_requested", label: "Request changes" },
];

/**
 * The approval panel of an assessment: its review status and full
 * history for everyone who can see it; for a pending assessment and someone who may decide, the
 * choice approve / reject / request changes with a comment (optional to approve, required
 * otherwise); after "changes requested", "Resubmit for review" for its requester or an admin.
 */
export function ApprovalPanel({ assessment }: { assessment: Reviewable }) {
  const history = useQuery(decisionsQueryOptions(assessment.id));
  const canDecide = assessment.approval_status === "pending" && assessment.permissions.includes("assessment.decide");
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
        {canDecide ? <DecisionForm assessmentId={assessment.id} /> : null}
        {canResubmit ? <ResubmitBox assessmentId={assessment.id} /> : null}
        {assessment.approval_status === "pending" && !canDecide ? (
          <p className="text-sm text-slate-700">Waiting for a reviewer's decision.</p>
        ) : null}
        <DecisionHistory decisions={history.data} loading={history.isPending} />
      </section>
    </Card>
  );
}

function DecisionForm({ assessmentId }: { assessmentId: string }) {
  const [choice, setChoice] = useState<DecisionChoice>("approved");
  const [comment, setComment] = useState("");
  const decide = useDecideAssessment({
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
  });
  const required = decisionNeedsComment(choice);
  const ready = decisionReady(choice, comment);
  return (
    <form
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || decide.isPending) return;
        toast({ id: `decision:${assessmentId}`, title: "Sending your decision…", duration: 60_000 });
        decide.mutate({ assessmentId, status: choice, comments: comment.trim() || undefined });
      }}
    >
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
                <ApprovalBadge status={d.status} />
                <span className="font-semibold text-slate-900">{d.reviewer_name ?? "A former member"}</span>
                <span className="text-slate-600">
                  <span className="sr-only">{DECISION_WORD[d.status]} on </span>
                  <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
                </span>
              </div>
              {d.comments ? <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{d.comments}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

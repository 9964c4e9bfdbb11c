import { useQuery } from "@tanstack/react-query";
import { CalendarIcon, CheckIcon, ClipboardCheckIcon, ExternalLinkIcon, EyeIcon, UserIcon, XIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { assessmentTitle, formatScore } from "@core/contract/assessment-rules";
import { decisionNeedsComment, decisionReady } from "@core/contract/review-rules";
import { Alert } from "@web/components/ui/alert";
import { Button, ButtonLink } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { LoadMore } from "@web/components/load-more";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useInfiniteList } from "@web/lib/use-infinite-list";
import { ApprovalBadge, PriorityBadge, RiskLevelBadge } from "../assessments/assessment-badges";
import { ConditionsList, TrialEnd } from "../catalog/catalog-badges";
import { DecisionComment } from "./decision-comment";
import { approvalsQueryOptions, useDecideAssessment, type ApprovalItem } from "./api";
import { decisionErrorMessage } from "./review-errors";
import { meQueryOptions } from "../auth/api";

/**
 * /dashboard/approvals: the assessments waiting for a decision, urgent first then
 * oldest first, as cards with View Details, Approve and Reject; a dialog collects the comment
 * (optional to approve, required to reject). Only for those who may decide.
 */
export function ApprovalsPage({ canDecide }: { canDecide: boolean }) {
  useDocumentTitle("Pending Approvals");
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Pending Approvals</h1>
        {canDecide ? (
          <p className="mt-1 text-slate-700">
            Assessments waiting for your decision. Urgent requests come first, then the oldest.
          </p>
        ) : null}
      </div>
      {canDecide ? (
        <ApprovalsList />
      ) : (
        <Alert tone="error" title="Access Denied">
          You need admin privileges to access approvals
        </Alert>
      )}
    </div>
  );
}

function ApprovalsList() {
  const { list, rows: items } = useInfiniteList(approvalsQueryOptions());
  const myId = useQuery(meQueryOptions).data?.user.id;
  const [deciding, setDeciding] = useState<{ item: ApprovalItem; approve: boolean } | null>(null);

  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <ClipboardCheckIcon size={24} aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold text-slate-900">No pending approvals</p>
        <p className="text-sm text-slate-600">All assessments have been reviewed</p>
      </Card>
    );
  }
  return (
    <>
      <p className="text-sm text-slate-600" data-testid="approvals-count">
        {items.length}
        {list.hasNextPage ? "+" : ""} waiting
      </p>
      <ul className="grid grid-cols-1 gap-4">
        {items.map((item) => (
          <ApprovalCard
            key={item.id}
            item={item}
            own={item.created_by === myId}
            onDecide={(approve) => setDeciding({ item, approve })}
          />
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

/** `own`: the reader requested it (four eyes: another reviewer decides; the only admin decides on its page). */
function ApprovalCard({
  item,
  own,
  onDecide,
}: {
  item: ApprovalItem;
  own: boolean;
  onDecide: (approve: boolean) => void;
}) {
  const title = assessmentTitle(item);
  return (
    <li>
      <Card className="min-w-0 p-5" data-testid="approval-card">
        <article aria-labelledby={`approval-${item.id}`} className="space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 flex-1 basis-64">
              <ApprovalBadge status={item.approval_status} className="mb-2" />
              <h2
                id={`approval-${item.id}`}
                className="line-clamp-3 text-lg font-semibold wrap-anywhere text-slate-900"
              >
                {title}
              </h2>
              <a
                href={item.url}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex max-w-full items-center gap-1 text-sm text-brand-800 hover:underline"
              >
                <span className="truncate">{item.url}</span>
                <ExternalLinkIcon size={13} className="shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {item.decision_state === "trial_ended" ? <ApprovalBadge status={item.decision_state} /> : null}
              {item.priority === "urgent" ? <PriorityBadge priority={item.priority} /> : null}
              <RiskLevelBadge level={item.risk_level} />
              <span className="text-sm font-semibold text-slate-900 tabular-nums">
                {formatScore(item.overall_score)}/10
              </span>
            </div>
          </div>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Fact
              icon={<UserIcon size={14} aria-hidden="true" />}
              term="Requested by"
              value={item.created_by_name ?? "A former member"}
            />
            <Fact
              icon={<CalendarIcon size={14} aria-hidden="true" />}
              term="Submitted"
              value={formatDateTime(item.created_at)}
            />
            <Fact term="Department" value={item.department ?? "Not given"} />
            <Fact term="Priority" value={item.priority === "urgent" ? "Urgent" : "Normal"} />
            {item.requested_purpose ? (
              <div className="sm:col-span-2">
                <dt className="font-medium text-slate-600">Purpose</dt>
                <dd className="mt-0.5 whitespace-pre-wrap text-slate-800">{item.requested_purpose}</dd>
              </div>
            ) : null}
          </dl>
          <TrialEnd state={item.decision_state} expiresAt={item.expires_at} />
          <ConditionsList state={item.decision_state} conditions={item.conditions} compact />
          <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            <ButtonLink to="/dashboard/assessments/$id" params={{ id: item.id }} variant="outline" size="sm">
              <EyeIcon size={16} aria-hidden="true" /> View Details
            </ButtonLink>
            {own ? (
              <p className="self-center text-sm text-slate-600">
                You requested it, so another reviewer decides (the only admin of an organization decides on its page).
              </p>
            ) : (
              <>
                <Button size="sm" onClick={() => onDecide(true)} aria-label={`Approve ${title}`}>
                  <CheckIcon size={16} aria-hidden="true" /> Approve
                </Button>
                <Button size="sm" variant="destructive" onClick={() => onDecide(false)} aria-label={`Reject ${title}`}>
                  <XIcon size={16} aria-hidden="true" /> Reject
                </Button>
              </>
            )}
          </div>
        </article>
      </Card>
    </li>
  );
}

function Fact({ term, value, icon }: { term: string; value: string; icon?: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="flex shrink-0 items-center gap-1 font-medium text-slate-600">
        {icon}
        {term}:
      </dt>
      <dd className="truncate text-slate-800">{value}</dd>
    </div>
  );
}

function DecisionDialog({
  deciding,
  onClose,
}: {
  deciding: { item: ApprovalItem; approve: boolean } | null;
  onClose: () => void;
}) {
  const [comment, setComment] = useState("");
  const status = deciding?.approve ? "approved" : "rejected";
  const decide = useDecideAssessment({
    onSuccess: (_r, d) => {
      toast({
        id: `decision:${d.assessmentId}`,
        title: "Success",
        description: "Assessment status updated successfully",
        tone: "success",
      });
      setComment("");
      onClose();
    },
    onError: (err, d) =>
      toast({
        id: `decision:${d.assessmentId}`,
        title: "Error",
        description: decisionErrorMessage(err),
        tone: "destructive",
      }),
  });
  const required = decisionNeedsComment(status);
  const ready = decisionReady(status, comment);
  return (
    <Dialog
      open={deciding !== null}
      onOpenChange={(open) => {
        if (!open && !decide.isPending) {
          setComment("");
          onClose();
        }
      }}
    >
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (deciding && ready && !decide.isPending)
              decide.mutate({
                assessmentId: deciding.item.id,
                status,
                comments: comment.trim() || undefined,
                version: deciding.item.version,
              });
          }}
        >
          <DialogHeader>
            <DialogTitle>{deciding?.approve ? "Approve assessment" : "Reject assessment"}</DialogTitle>
            <DialogDescription>
              {deciding ? assessmentTitle(deciding.item) : ""}
              {deciding?.approve
                ? ": the requester is told it was approved."
                : ": the requester is told it was rejected, with your reason."}
            </DialogDescription>
          </DialogHeader>
          <DecisionComment
            value={comment}
            onChange={setComment}
            required={required}
            labels={{
              optional: "Comments (optional)",
              required: "Reason (required)",
              requiredPlaceholder: "Required: Reason for rejection...",
            }}
            rows={4}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={decide.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={deciding?.approve ? "primary" : "destructive"}
              disabled={!ready || decide.isPending}
            >
              {decide.isPending ? "Submitting…" : deciding?.approve ? "Approve" : "Reject"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

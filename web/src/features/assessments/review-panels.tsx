import type { AssessmentDetail } from "@core/contract/assessments";
import { ApprovalPanel } from "../review/approval-panel";
import { DiscussionPanel } from "../review/discussion-panel";

/**
 * The review part of the detail page ("Approval panel and discussion
 * (comments) panel below"): the approval panel (status, decision, history, resubmit) under the
 * details, and the discussion below everything (on phones: details, approval, discussion).
 */
export function ReviewPanels({ assessment: a }: { assessment: AssessmentDetail }) {
  return <ApprovalPanel assessment={a} />;
}

export function DiscussionSection({ assessment: a }: { assessment: AssessmentDetail }) {
  return <DiscussionPanel assessmentId={a.id} canComment={a.permissions.includes("comment.create")} />;
}

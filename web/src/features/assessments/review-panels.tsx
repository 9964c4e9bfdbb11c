import { ClipboardCheckIcon } from "lucide-react";
import type { AssessmentDetail } from "../../../../worker/shared/assessments";
import { Card } from "../../components/ui/card";
import { ApprovalBadge } from "./assessment-badges";

const APPROVAL_TEXT: Record<string, string> = {
  pending: "Waiting for a reviewer's decision.",
  approved: "Approved for use by a reviewer.",
  rejected: "Rejected by a reviewer.",
  changes_requested: "A reviewer asked for changes before deciding.",
};

/**
 * The review part of the detail page (spec 02 section 2: "Approval panel and discussion
 * (comments) panel below"): where the assessment stands in review. The decision form with its
 * history and the discussion panel are added here, below this card.
 */
export function ReviewPanels({ assessment: a }: { assessment: AssessmentDetail }) {
  return (
    <Card className="p-5" data-testid="approval-panel">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ClipboardCheckIcon size={18} className="text-brand-700" aria-hidden="true" /> Approval
      </h2>
      <div className="mt-3 flex items-center gap-2">
        <ApprovalBadge status={a.approval_status} />
      </div>
      <p className="mt-2 text-sm text-slate-700">{APPROVAL_TEXT[a.approval_status] ?? ""}</p>
    </Card>
  );
}

import { Badge, type BadgeTone } from "../../components/ui/badge";
import {
  approvalLabel,
  priorityLabel,
  riskLevelBadge,
  riskLevelLabel,
  type BadgeVariant,
} from "../../../../worker/shared/assessment-rules";

/** The spec's badge variants (section 4) in the UI kit's tones. */
const TONE: Record<BadgeVariant, BadgeTone> = { default: "green", secondary: "amber", destructive: "red", outline: "neutral" };

const APPROVAL_TONE: Record<string, BadgeTone> = { pending: "brand", approved: "green", rejected: "red", changes_requested: "amber" };

/** Risk level: low default, medium secondary, high and critical destructive, else outline ('Unknown'). */
export function RiskLevelBadge({ level }: { level: string | null | undefined }) {
  return <Badge tone={TONE[riskLevelBadge(level)]}>{riskLevelLabel(level)} risk</Badge>;
}

export function ApprovalBadge({ status }: { status: string }) {
  return (
    <Badge tone={APPROVAL_TONE[status] ?? "neutral"} data-testid="approval-status">
      {status === "pending" ? "Pending review" : approvalLabel(status)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  return <Badge tone={priority === "urgent" ? "red" : "neutral"}>{priorityLabel(priority)}</Badge>;
}

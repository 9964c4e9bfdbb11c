import { CircleAlertIcon, CircleCheckIcon, CircleHelpIcon, LoaderIcon, ShieldAlertIcon, FlameIcon } from "lucide-react";
import type { ReactNode } from "react";
import {
  approvalLabel,
  priorityLabel,
  riskLevelBadge,
  riskLevelLabel,
  statusBadge,
  statusLabel,
  type BadgeVariant,
} from "@core/contract/assessment-rules";
import { Badge, type BadgeTone } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

/**
 * The badges of an assessment, by the shared rules (core/contract/assessment-rules.ts):
 * risk level low default, medium secondary, high and critical destructive, else outline;
 * status completed default, processing secondary, failed destructive, else outline. Each badge
 * carries its words (and the risk badge an icon), never the colour alone.
 */
const VARIANT: Record<BadgeVariant, { tone: BadgeTone; className?: string }> = {
  default: { tone: "brand" },
  secondary: { tone: "neutral" },
  destructive: { tone: "red" },
  outline: { tone: "neutral", className: "bg-white ring-slate-300" },
};

function VariantBadge({
  variant,
  children,
  className,
  testId,
}: {
  variant: BadgeVariant;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const v = VARIANT[variant];
  return (
    <Badge tone={v.tone} className={cn("whitespace-nowrap", v.className, className)} data-testid={testId}>
      {children}
    </Badge>
  );
}

const LEVEL_ICON: Record<string, ReactNode> = {
  low: <CircleCheckIcon size={13} aria-hidden="true" />,
  medium: <CircleAlertIcon size={13} aria-hidden="true" />,
  high: <FlameIcon size={13} aria-hidden="true" />,
  critical: <ShieldAlertIcon size={13} aria-hidden="true" />,
};

export function RiskLevelBadge({ level, className }: { level: string | null | undefined; className?: string }) {
  return (
    <VariantBadge variant={riskLevelBadge(level)} className={className} testId="risk-level-badge">
      {LEVEL_ICON[level ?? ""] ?? <CircleHelpIcon size={13} aria-hidden="true" />}
      {riskLevelLabel(level)} risk
    </VariantBadge>
  );
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <VariantBadge variant={statusBadge(status)} className={className} testId="status-badge">
      {status === "processing" ? (
        <LoaderIcon size={13} aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : null}
      {statusLabel(status)}
    </VariantBadge>
  );
}

export function ApprovalBadge({ status }: { status: string }) {
  const tone: BadgeTone =
    status === "approved"
      ? "green"
      : status === "rejected"
        ? "red"
        : status === "changes_requested"
          ? "amber"
          : "neutral";
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {approvalLabel(status)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge tone={priority === "urgent" ? "amber" : "neutral"} className="whitespace-nowrap">
      {priorityLabel(priority)}
    </Badge>
  );
}

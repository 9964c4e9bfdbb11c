import {
  ArchiveIcon,
  BadgeCheckIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  CircleHelpIcon,
  CircleXIcon,
  FilePenLineIcon,
  FlameIcon,
  FlaskConicalIcon,
  HourglassIcon,
  LoaderIcon,
  ShieldAlertIcon,
  TimerOffIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import {
  approvalLabel,
  priorityLabel,
  riskLevelLabel,
  statusBadge,
  statusLabel,
  type ApprovalStatusValue,
  type BadgeVariant,
} from "@core/contract/assessment-rules";
import { levelBand } from "@core/contract/risk-bands";
import { Badge, type BadgeTone } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { BAND_TONE } from "../report/risk";

/**
 * The badges of an assessment, by the shared rules (core/contract/assessment-rules.ts): the
 * risk level in its band's colour, as every score is shown (low green, medium amber, high and
 * critical red, else neutral: core/contract/risk-bands.ts); status completed default, processing
 * secondary, failed destructive, else outline. Each badge carries its words (and the risk badge
 * an icon), never the colour alone.
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
  const band = levelBand(level);
  return (
    <Badge
      tone={BAND_TONE[band]}
      className={cn("whitespace-nowrap", band === "none" && VARIANT.outline.className, className)}
      data-testid="risk-level-badge"
      data-band={band}
    >
      {LEVEL_ICON[level ?? ""] ?? <CircleHelpIcon size={13} aria-hidden="true" />}
      {riskLevelLabel(level)} risk
    </Badge>
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

/** Each decision state's tone and icon: the words (approvalLabel) always go with them. */
const DECISION_LOOK: Record<ApprovalStatusValue, { tone: BadgeTone; icon: ReactNode }> = {
  pending: { tone: "neutral", icon: <HourglassIcon size={13} aria-hidden="true" /> },
  approved: { tone: "green", icon: <CircleCheckIcon size={13} aria-hidden="true" /> },
  approved_with_conditions: { tone: "green", icon: <BadgeCheckIcon size={13} aria-hidden="true" /> },
  trial: { tone: "brand", icon: <FlaskConicalIcon size={13} aria-hidden="true" /> },
  trial_ended: { tone: "amber", icon: <TimerOffIcon size={13} aria-hidden="true" /> },
  changes_requested: { tone: "amber", icon: <FilePenLineIcon size={13} aria-hidden="true" /> },
  rejected: { tone: "red", icon: <CircleXIcon size={13} aria-hidden="true" /> },
  retired: { tone: "neutral", icon: <ArchiveIcon size={13} aria-hidden="true" /> },
};

/**
 * An assessment's decision state (approval_status), every kind with its own words, tone and
 * icon: the first thing on each card and row that shows an assessment.
 */
export function ApprovalBadge({ status, className }: { status: string; className?: string }) {
  const look = DECISION_LOOK[status as ApprovalStatusValue] ?? {
    tone: "neutral" as const,
    icon: <CircleHelpIcon size={13} aria-hidden="true" />,
  };
  return (
    <Badge
      tone={look.tone}
      className={cn("whitespace-nowrap", className)}
      data-testid="decision-badge"
      data-status={status}
    >
      {look.icon}
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

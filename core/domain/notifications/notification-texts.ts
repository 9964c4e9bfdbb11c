import { APP_ORIGIN_PLACEHOLDER as APP } from "@core/email/outbox";
import type { DecisionStatus } from "@core/contract/enums";
import { decisionWords } from "@core/contract/review";
import type { NotificationDraft } from "./notification-statements";
import type { OrgMember } from "./organization-members";

/**
 * The words of every notification: the in-app title and message (fixed words for decisions) and
 * the e-mail that goes with it when the recipient's switch is on.
 */

export const assessmentLink = (id: string) => `/dashboard/assessments/${id}`;
export const SETTINGS_LINK = "/dashboard/settings?tab=notifications";

/** What an assessment is called in messages: its tool name, else its address. */
export function toolOrUrl(assessment: { toolName: string | null; url: string }): string {
  return assessment.toolName?.trim() || assessment.url;
}

/** A comment shortened for a notification: one line, at most `max` characters. */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const SWITCH_LABEL = {
  approval_requests: "Approval Requests",
  comments_and_mentions: "Comments & Mentions",
  assessment_completed: "Assessment Completed",
  vendor_changes: "Vendor Changes",
} as const;

function emailText(
  recipient: OrgMember,
  lines: (string | null)[],
  link: string,
  switchName: keyof typeof SWITCH_LABEL,
): string {
  return [
    `Hello ${recipient.name},`,
    "",
    ...lines.filter((l): l is string => l !== null),
    "",
    `Open it: ${APP}${link}`,
    "",
    `You get this e-mail because "${SWITCH_LABEL[switchName]}" is on in your notification settings: ${APP}${SETTINGS_LINK}`,
    "",
    "Rapid Risk Review",
  ].join("\n");
}

interface AssessmentRef {
  id: string;
  toolName: string | null;
  url: string;
}

/** To the creator, for a decision: type approval_granted for approved, approval_denied otherwise. */
export function decisionDraft(input: {
  assessment: AssessmentRef;
  status: DecisionStatus;
  reviewerName: string;
  comments: string | null;
}): NotificationDraft {
  const words = decisionWords(input.status);
  const tool = toolOrUrl(input.assessment);
  const link = assessmentLink(input.assessment.id);
  // "has been {status}"; "changes requested" is not a participle, so it is said in full.
  const message = `Your risk assessment for ${tool} has been ${input.status === "changes_requested" ? "returned with changes requested" : words}`;
  return {
    type: input.status === "approved" ? "approval_granted" : "approval_denied",
    title: `Assessment ${words}`,
    message,
    link,
    email: {
      subject: `${tool}: assessment ${words}`,
      text: (recipient) =>
        emailText(
          recipient,
          [
            `${message}.`,
            `Decided by ${input.reviewerName}.`,
            input.comments ? `\nComment:\n${input.comments}` : null,
            input.status === "changes_requested" ? "\nMake the changes, then resubmit it for review." : null,
          ],
          link,
          "approval_requests",
        ),
    },
  };
}

export type ApprovalRequestReason = "saved" | "resubmitted" | "changed" | "reopened";

/** To those who decide, when an assessment starts (or starts again) to wait for a decision. */
export function approvalRequestDraft(input: {
  assessment: AssessmentRef;
  requesterName: string | null;
  reason: ApprovalRequestReason;
  /** With "reopened": why it is back in review, naming the change. */
  why?: string;
}): NotificationDraft {
  const tool = toolOrUrl(input.assessment);
  const link = assessmentLink(input.assessment.id);
  const who = input.requesterName ?? "Someone";
  const message = {
    saved: `${who} saved ${tool} and asks for your review`,
    resubmitted: `${who} resubmitted ${tool} for review`,
    changed: `The report of ${tool} changed and waits for your review again`,
    reopened: `${tool} is back in review: ${input.why ?? "what was decided changed"}`,
  }[input.reason];
  return {
    type: "approval_requested",
    title:
      { resubmitted: "Resubmitted for review", reopened: "Back in review" }[input.reason as string] ??
      "Approval requested",
    message,
    link,
    email: {
      subject: `Review requested: ${tool}`,
      text: (recipient) => emailText(recipient, [`${message}.`], link, "approval_requests"),
    },
  };
}

/** To the creator and earlier commenters (comment), or to someone the comment mentions (mention). */
export function commentDraft(input: {
  assessment: AssessmentRef;
  authorName: string;
  comment: string;
  mention: boolean;
}): NotificationDraft {
  const tool = toolOrUrl(input.assessment);
  const link = assessmentLink(input.assessment.id);
  const message = input.mention
    ? `${input.authorName} mentioned you on ${tool}: "${excerpt(input.comment)}"`
    : `${input.authorName} commented on ${tool}: "${excerpt(input.comment)}"`;
  return {
    type: input.mention ? "mention" : "comment",
    title: input.mention ? "You were mentioned" : "New comment",
    message,
    link,
    email: {
      subject: input.mention ? `${input.authorName} mentioned you on ${tool}` : `New comment on ${tool}`,
      text: (recipient) =>
        emailText(
          recipient,
          [
            input.mention
              ? `${input.authorName} mentioned you in a comment on ${tool}:`
              : `${input.authorName} commented on ${tool}:`,
            "",
            input.comment,
          ],
          link,
          "comments_and_mentions",
        ),
    },
  };
}

/** To the person who started an analysis, when it completes. */
export function analysisCompletedDraft(input: {
  name: string;
  level: string;
  score: number;
  link: string;
}): NotificationDraft {
  const message = `The analysis of ${input.name} is complete: ${input.level} risk, score ${input.score}/10`;
  return {
    type: "assessment_completed",
    title: "Assessment completed",
    message,
    link: input.link,
    email: {
      subject: `Analysis complete: ${input.name}`,
      text: (recipient) => emailText(recipient, [`${message}.`], input.link, "assessment_completed"),
    },
  };
}

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

/** An e-mail's body: the greeting, the lines, the link, and which switch sends it. */
export function emailText(
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

/** A date as messages write it: 2026-12-01 (UTC), the same for every reader. */
export const dayOf = (iso: string) => iso.slice(0, 10);

const GRANTING: readonly DecisionStatus[] = ["approved", "approved_with_conditions", "trial"];

/** Lines of a list in an e-mail: a heading, then "- item" lines. */
function listLines(heading: string, items: readonly string[] | null | undefined): string | null {
  return items?.length ? `\n${heading}\n${items.map((i) => `- ${i}`).join("\n")}` : null;
}

/**
 * To the creator, for a decision: type approval_granted when it may be used (approved, with
 * conditions, a trial), approval_denied otherwise. The words name what came with it: the
 * conditions, the trial's end and guardrails, the approved alternative to a rejected tool.
 */
export function decisionDraft(input: {
  assessment: AssessmentRef;
  status: DecisionStatus;
  reviewerName: string;
  comments: string | null;
  conditions?: readonly string[] | null;
  expiresAt?: string | null;
  /** A trial decision on a tool already in a trial: it extends it. */
  extension?: boolean;
  alternative?: { name: string; link: string } | null;
}): NotificationDraft {
  const words = decisionWords(input.status);
  const tool = toolOrUrl(input.assessment);
  const link = assessmentLink(input.assessment.id);
  const until = input.expiresAt ? ` until ${dayOf(input.expiresAt)}` : "";
  // "has been {status}"; "changes requested" is not a participle, so it is said in full.
  let message = `Your risk assessment for ${tool} has been ${input.status === "changes_requested" ? "returned with changes requested" : `${words}${until}`}`;
  let title = `Assessment ${words}`;
  if (input.extension) {
    message = `The trial of ${tool} has been extended${until}`;
    title = "Trial extended";
  }
  if (input.alternative) message += `; use ${input.alternative.name} instead, which is approved`;
  return {
    type: GRANTING.includes(input.status) ? "approval_granted" : "approval_denied",
    title,
    message,
    link,
    email: {
      subject: input.extension ? `${tool}: trial extended${until}` : `${tool}: assessment ${words}`,
      text: (recipient) =>
        emailText(
          recipient,
          [
            `${message}.`,
            `Decided by ${input.reviewerName}.`,
            listLines(
              input.status === "trial" ? "Guardrails while you try it:" : "Conditions:",
              input.status === "trial" || input.status === "approved_with_conditions" ? input.conditions : null,
            ),
            input.alternative ? `\nThe approved alternative: ${APP}${input.alternative.link}` : null,
            input.comments ? `\nComment:\n${input.comments}` : null,
            input.status === "changes_requested" ? "\nMake the changes, then resubmit it for review." : null,
          ],
          link,
          "approval_requests",
        ),
    },
  };
}

/** To those who decide, when the Safe-to-Try policy granted a trial at once: they may still decide. */
export function policyTrialDraft(input: {
  assessment: AssessmentRef;
  requesterName: string | null;
  expiresAt: string;
  policyVersion: number;
}): NotificationDraft {
  const tool = toolOrUrl(input.assessment);
  const link = assessmentLink(input.assessment.id);
  const message = `${input.requesterName ?? "Someone"} saved ${tool}; it qualified for a trial until ${dayOf(input.expiresAt)} under the Safe-to-Try policy (version ${input.policyVersion}). You can still approve, reject or request changes`;
  return {
    type: "approval_requested",
    title: "Trial started",
    message,
    link,
    email: {
      subject: `Trial started: ${tool}`,
      text: (recipient) => emailText(recipient, [`${message}.`], link, "approval_requests"),
    },
  };
}

/** To the requester and those who decide, N days before a trial ends (the expiry job). */
export function trialExpiringDraft(input: {
  assessment: AssessmentRef;
  expiresAt: string;
  days: number;
}): NotificationDraft {
  const tool = toolOrUrl(input.assessment);
  const link = assessmentLink(input.assessment.id);
  const when = input.days === 1 ? "tomorrow" : `in ${input.days} days`;
  const message = `The trial of ${tool} ends ${when} (${dayOf(input.expiresAt)}). A reviewer decides whether it stays: approve, approve with conditions, extend it once, or retire it`;
  return {
    type: "trial_expiring",
    title: input.days === 1 ? "Trial ends tomorrow" : `Trial ends in ${input.days} days`,
    message,
    link,
    email: {
      subject: `${tool}: trial ends ${when}`,
      text: (recipient) => emailText(recipient, [`${message}.`], link, "approval_requests"),
    },
  };
}

/** To the requester and those who decide, when a trial has ended and the tool needs a decision. */
export function trialEndedDraft(input: { assessment: AssessmentRef; expiresAt: string }): NotificationDraft {
  const tool = toolOrUrl(input.assessment);
  const link = assessmentLink(input.assessment.id);
  const message = `The trial of ${tool} ended on ${dayOf(input.expiresAt)}. It needs a decision: approve, approve with conditions, extend the trial once, or retire it`;
  return {
    type: "trial_ended",
    title: "Trial ended",
    message,
    link,
    email: {
      subject: `${tool}: trial ended, decision needed`,
      text: (recipient) => emailText(recipient, [`${message}.`], link, "approval_requests"),
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

/** At most one e-mail per recipient per assessment in this window: later comments fold into one. */
export const COMMENT_EMAIL_WINDOW_MS = 10 * 60_000;

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
      thread: (recipient) => ({
        key: `comments:${recipient.userId}:${input.assessment.id}`,
        windowMs: COMMENT_EMAIL_WINDOW_MS,
        foldedSubject: `New comments on ${tool}`,
        foldedIntro: [
          `Hello ${recipient.name},`,
          "",
          `There are new comments on ${tool} since our last e-mail about it (at most one e-mail every ${COMMENT_EMAIL_WINDOW_MS / 60_000} minutes).`,
          "",
          `Open it: ${APP}${link}`,
          "",
          `You get this e-mail because "${SWITCH_LABEL.comments_and_mentions}" is on in your notification settings: ${APP}${SETTINGS_LINK}`,
          "",
          "The comments, oldest first:",
        ].join("\n"),
        part: `${input.mention ? `${input.authorName} mentioned you:` : `${input.authorName} commented:`}\n${input.comment}`,
      }),
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

/** The organization's admins' requests page, showing one requester's request. */
export const membershipRequestLink = (email: string) => `/admin/approvals?q=${encodeURIComponent(email)}`;

/** To those who manage the organization (its admins), when someone asks to join it. */
export function membershipRequestedDraft(input: {
  requesterEmail: string;
  requesterName: string | null;
  organizationName: string;
}): NotificationDraft {
  const who = input.requesterName ? `${input.requesterName} (${input.requesterEmail})` : input.requesterEmail;
  const link = membershipRequestLink(input.requesterEmail);
  const message = `${who} asks to join ${input.organizationName}`;
  return {
    type: "membership_requested",
    title: "Someone asks to join",
    message,
    link,
    email: {
      subject: message,
      text: (recipient) => emailText(recipient, [`${message}.`], link, "approval_requests"),
    },
  };
}

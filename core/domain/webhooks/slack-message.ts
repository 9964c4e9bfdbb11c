import { approvalLabel } from "@core/contract/assessment-rules";
import { riskBand, type RiskBand } from "@core/contract/risk-bands";
import type { OrganizationEvent } from "@core/contract/events";

/** Slack's attachment colours for the score's risk band (the same bands as the score cards). */
const SLACK_COLOR: Record<RiskBand, string> = { high: "#dc2626", medium: "#d97706", low: "#16a34a", none: "#94a3b8" };

const HEADLINE: Record<string, string> = {
  "assessment.saved": "Assessment saved",
  "assessment.decided": "Assessment decided",
  "analysis.completed": "Analysis completed",
  "analysis.failed": "Analysis failed",
  "vendor.changed": "Vendor changed",
  "trial.expiring": "Trial expiring",
  "member.joined": "Member joined",
  "webhook.test": "Test message",
};

/** What happened, in words: the decision, the change, the failure. */
function whatHappened(event: OrganizationEvent): string {
  const d = event.data as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  switch (event.type) {
    case "assessment.decided":
      return `Decided: *${approvalLabel(String(d.decision ?? ""))}*${text(d.comment) ? ` — ${text(d.comment)}` : ""}`;
    case "assessment.saved":
      return d.created === false ? "Saved again with a new report." : "Saved for review.";
    case "analysis.completed":
      return "The analysis finished.";
    case "analysis.failed":
      return `The analysis failed: ${text(d.error) ?? "no reason given"}`;
    case "vendor.changed":
      return `What changed: ${text(d.summary) ?? text(d.change) ?? "the vendor's evidence changed"}`;
    case "trial.expiring":
      return `The trial ends ${text(d.expires_at) ?? "soon"}.`;
    case "member.joined":
      return `${text(d.member_name) ?? text(d.member_email) ?? "A new member"} joined the organization.`;
    default:
      return "A test message from Rapid Risk Review: this channel receives the organization's events.";
  }
}

/** Slack mrkdwn: &, < and > escaped (they start links and entities). */
function slackEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The Slack message of an event (Block Kit): a header, then an attachment in the score's colour
 * with the tool, score, level and what changed or was decided, and a button to the assessment.
 * `text` is the notification's fallback.
 */
export function slackMessage(event: OrganizationEvent, appOrigin: string) {
  const d = event.data as Record<string, unknown>;
  const tool = slackEscape(String(d.tool_name ?? d.vendor_name ?? d.url ?? "—")).slice(0, 200);
  const score = typeof d.score === "number" ? d.score : null;
  const level = typeof d.risk_level === "string" ? d.risk_level : null;
  const headline = HEADLINE[event.type] ?? event.type;
  // Slack needs an absolute address: without the app's origin (APP_ORIGIN unset) there is no button.
  const link =
    typeof d.link === "string" && d.link.startsWith("/") && /^https?:\/\//.test(appOrigin)
      ? `${appOrigin}${d.link}`
      : null;
  const fields = [
    { type: "mrkdwn", text: `*Tool*\n${tool}` },
    { type: "mrkdwn", text: `*Score*\n${score === null ? "—" : `${score.toFixed(1)} / 10`}` },
    { type: "mrkdwn", text: `*Level*\n${level ? level[0]!.toUpperCase() + level.slice(1) : "—"}` },
  ];
  const blocks: Record<string, unknown>[] = [
    { type: "section", fields },
    { type: "section", text: { type: "mrkdwn", text: slackEscape(whatHappened(event)).slice(0, 2900) } },
  ];
  if (link) {
    blocks.push({
      type: "actions",
      elements: [{ type: "button", text: { type: "plain_text", text: "Open in Rapid Risk Review" }, url: link }],
    });
  }
  return {
    text: `${headline}: ${tool}${score === null ? "" : ` (${score.toFixed(1)}/10${level ? `, ${level}` : ""})`}`,
    blocks: [{ type: "header", text: { type: "plain_text", text: `${headline}: ${tool}`.slice(0, 150) } }],
    attachments: [{ color: SLACK_COLOR[riskBand(score)], blocks }],
  };
}

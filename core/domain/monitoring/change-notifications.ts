import { CHANGE_KIND_LABEL, SEVERITY_LABEL, type DetectedChange } from "@core/contract/monitoring";
import type { NotificationDraft } from "../notifications/notification-statements";
import { assessmentLink, emailText, toolOrUrl } from "../notifications/notification-texts";
import { shorten } from "./change-words";

/** Changes listed in one e-mail; the rest are counted. */
const LISTED = 10;

/** Where a notification about changes leads: the assessment's Changes tab. */
export function changesLink(assessmentId: string): string {
  return `${assessmentLink(assessmentId)}?tab=changes`;
}

/**
 * To the watchers of an assessment, when a check of its vendor found medium or high changes:
 * type vendor_changed, e-mailed by the "Vendor changes" switch. `changes` are the alerting ones,
 * most severe first.
 */
export function vendorChangedDraft(input: {
  assessment: { id: string; toolName: string | null; url: string };
  changes: DetectedChange[];
  reopened: boolean;
}): NotificationDraft {
  const tool = toolOrUrl(input.assessment);
  const link = changesLink(input.assessment.id);
  const [top] = input.changes;
  const n = input.changes.length;
  const more = n > 1 ? ` (and ${n - 1} more change${n > 2 ? "s" : ""})` : "";
  const message = `${tool}: ${top ? shorten(top.summary, 160) : "its evidence changed"}${more}`;
  const lines = input.changes.slice(0, LISTED).flatMap((c) => {
    const quote = (text: string | null) => (text ? `    “${shorten(text, 300)}”` : null);
    return [
      `- ${SEVERITY_LABEL[c.severity]}: ${CHANGE_KIND_LABEL[c.kind]}. ${c.summary}`,
      ...(c.kind === "quote_changed" || c.kind === "quote_removed"
        ? [`    Before: ${quote(c.before)?.trim() ?? "—"}`, `    Now: ${quote(c.after)?.trim() ?? "gone"}`]
        : []),
      c.source_url ? `    ${c.source_url}` : null,
    ].filter((l): l is string => l !== null);
  });
  return {
    type: "vendor_changed",
    title: input.reopened ? "Vendor changed: back in review" : "Vendor changed",
    message,
    link,
    email: {
      subject: `${tool} changed: ${top ? shorten(top.summary, 80) : "vendor evidence"}`,
      text: (recipient) =>
        emailText(
          recipient,
          [
            `A check of ${tool} found ${n} change${n === 1 ? "" : "s"} to what its assessment relies on:`,
            "",
            ...lines,
            n > LISTED ? `- and ${n - LISTED} more in the app.` : null,
            input.reopened ? "\nIts approval went back to pending review." : null,
          ],
          link,
          "vendor_changes",
        ),
    },
  };
}

import type { AuditLogEntry } from "./platform-api";

/** How an audit entry reads in the super admin pages: who, what, on which resource. */

/** 'System' when no user did it (spec 02 section 2). */
export function auditActor(entry: Pick<AuditLogEntry, "user_id" | "user_email" | "user_name">): string {
  if (!entry.user_id) return "System";
  return entry.user_name?.trim() || entry.user_email || "Deleted user";
}

/** "USER_SIGNED_IN" → "User signed in"; "UPDATE" stays a verb: "Update". */
export function actionLabel(action: string): string {
  const words = action.toLowerCase().split("_").filter(Boolean).join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A short line from the details: "monthly_assessment_limit: 10 → 75", a reason, an e-mail. */
export function auditSummary(entry: Pick<AuditLogEntry, "details">): string {
  const d = entry.details;
  if (!d) return "";
  const show = (v: unknown) => (v === null || v === undefined ? "none" : typeof v === "string" ? v : JSON.stringify(v));
  if ("key" in d && "new_value" in d) return `${String(d.key)}: ${show(d.old_value)} → ${show(d.new_value)}`;
  if ("field" in d && ("old_value" in d || "new_value" in d))
    return `${String(d.field)}: ${show(d.old_value)} → ${show(d.new_value)}`;
  if (typeof d.reason === "string") return d.reason;
  if (typeof d.email === "string") return d.email;
  if (typeof d.name === "string") return d.name;
  return "";
}

import type { AuditLogEntry } from "@core/contract/audit";

/** How an audit entry reads, for an organization's admins and for super admins alike: who, what, how serious. */

/** 'System' when no user did it; a user who no longer exists is 'Deleted user'. */
export function auditActor(entry: Pick<AuditLogEntry, "user_id" | "user_email" | "user_name">): string {
  if (!entry.user_id) return "System";
  return entry.user_name?.trim() || entry.user_email || "Deleted user";
}

/** "ROLE_ASSIGNED" → "Role assigned"; "UPDATE" stays a verb: "Update". */
export function actionLabel(action: string): string {
  const words = action
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type SeverityTone = "neutral" | "amber" | "red";

export function severityTone(severity: AuditLogEntry["severity"]): SeverityTone {
  return severity === "critical" ? "red" : severity === "warning" ? "amber" : "neutral";
}

/**
 * A one-line summary of an entry's details, whichever change wrote it: a setting or field with
 * its old and new value ("monthly_assessment_limit: 10 → 75"), the fields an edit changed, the
 * role, the e-mail address, the reason; the name when nothing else says more.
 */
export function auditSummary(entry: Pick<AuditLogEntry, "details">): string {
  const d = entry.details;
  if (!d) return "";
  const parts: string[] = [];
  if (typeof d.key === "string" && "new_value" in d)
    parts.push(`${d.key}: ${show(d.old_value)} → ${show(d.new_value)}`);
  else if (typeof d.field === "string" && ("old_value" in d || "new_value" in d))
    parts.push(`${d.field}: ${show(d.old_value)} → ${show(d.new_value)}`);
  if (typeof d.role === "string") parts.push(`role ${d.role}`);
  if (d.changes && typeof d.changes === "object") {
    for (const [field, change] of Object.entries(d.changes as Record<string, { old?: unknown; new?: unknown }>)) {
      parts.push(`${field}: ${show(change?.old)} → ${show(change?.new)}`);
    }
  }
  if (typeof d.email === "string") parts.push(d.email);
  if (typeof d.reason === "string") parts.push(d.reason);
  if (parts.length === 0 && typeof d.name === "string") parts.push(d.name);
  return parts.join(" · ");
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  return typeof value === "string" ? value : JSON.stringify(value);
}

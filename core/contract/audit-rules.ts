/**
 * How an audit entry reads, on the organization admin's and the super admin's pages alike: what
 * happened (the action in words), to what (its subject, named), and what changed (old → new).
 * The changes come from the entry's details, whatever shape its writer gave them. No zod here:
 * the SPA's pages import it.
 */

export interface AuditChangeValue {
  field: string;
  old: unknown;
  new: unknown;
}

type Details = Record<string, unknown> | null | undefined;

/**
 * The changes an entry records: `changes: { field: { old, new } }`, `{ field, old_value,
 * new_value }`, a setting's `{ key, old_value, new_value }`, a decision's `{ previous_status,
 * status }` and a role given or taken (`role`).
 */
export function auditChanges(action: string, details: Details): AuditChangeValue[] {
  if (!details) return [];
  const d = details;
  if (d.changes && typeof d.changes === "object" && !Array.isArray(d.changes)) {
    return Object.entries(d.changes as Record<string, { old?: unknown; new?: unknown } | null>).map(([field, c]) => ({
      field,
      old: c?.old ?? null,
      new: c?.new ?? null,
    }));
  }
  if ("old_value" in d || "new_value" in d) {
    const field =
      typeof d.field === "string" && d.field !== "value" ? d.field : typeof d.key === "string" ? d.key : "value";
    return [{ field, old: d.old_value ?? null, new: d.new_value ?? null }];
  }
  if (typeof d.status === "string" && action.startsWith("ASSESSMENT_")) {
    return [{ field: "decision", old: d.previous_status ?? null, new: d.status }];
  }
  if (typeof d.role === "string" && (action === "ROLE_ASSIGNED" || action === "ROLE_REMOVED")) {
    return [
      action === "ROLE_ASSIGNED"
        ? { field: "role", old: null, new: d.role }
        : { field: "role", old: d.role, new: null },
    ];
  }
  return [];
}

/** "ROLE_ASSIGNED" → "Role assigned"; a bare "UPDATE" says what it updated: "Update organization limit". */
export function auditActionLabel(action: string, resourceType?: string): string {
  const words = sentence(action);
  return /^update$/i.test(action) && resourceType ? `${words} ${sentence(resourceType).toLowerCase()}` : words;
}

/** "monthly_assessment_limit" → "Monthly assessment limit". */
export function fieldLabel(field: string): string {
  return sentence(field);
}

/** A severity's badge tone: critical red, warning amber, info neutral. */
export function severityTone(severity: string): "neutral" | "amber" | "red" {
  return severity === "critical" ? "red" : severity === "warning" ? "amber" : "neutral";
}

/** Who did it: the name, else the e-mail, else 'System' (nobody: the product itself). */
export function auditActor(entry: {
  user_id: string | null;
  user_email: string | null;
  user_name: string | null;
}): string {
  if (!entry.user_id) return "System";
  return entry.user_name?.trim() || entry.user_email || "Deleted user";
}

/**
 * The line under an entry's subject: each change as "Field: old → new", then a reason the
 * details give. Empty when the entry records no change (a sign-in).
 */
export function auditSummary(entry: { action: string; details: Details; changes?: AuditChangeValue[] }): string {
  const changes = entry.changes ?? auditChanges(entry.action, entry.details);
  const parts = changes.map((c) => `${fieldLabel(c.field)}: ${shown(c.old)} → ${shown(c.new)}`);
  const reason = entry.details?.reason;
  if (typeof reason === "string" && reason.trim()) parts.push(`Reason: ${reason.trim()}`);
  return parts.join(" · ");
}

function sentence(text: string): string {
  const words = text
    .toLowerCase()
    .split(/[_\s.]+/)
    .filter(Boolean)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "string") return value.replace(/_/g, " ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/**
 * The audit log as the API shows it, one shape for the organization's log (its admins) and the
 * platform's (super admins): each entry with who did it, its subject named, and its changes.
 */
import { z } from "zod";
import { AuditSeverity } from "./enums";
import { ListPage, ListQuery } from "./list";

/** Present, whatever its value: null says "none", so both sides are always there. */
const changeValue = () => z.unknown().refine((v): boolean => v !== undefined, "A value (null for none).");

export const AuditChange = z.object({
  field: z.string(),
  old: changeValue().describe("The value before; null when there was none."),
  new: changeValue().describe("The value after; null when it was removed."),
});

export const AuditLogEntry = z.object({
  id: z.string(),
  created_at: z.string(),
  action: z.string(),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  severity: AuditSeverity,
  details: z.record(z.string(), z.unknown()).nullable(),
  user_id: z.string().nullable().describe("Who did it; null for the system."),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  subject: z
    .string()
    .nullable()
    .describe(
      "What the entry is about, by name: the assessment's tool name or address, the person, the organization, the setting.",
    ),
  changes: z.array(AuditChange).describe("What changed, each field with its old and new value; empty for events."),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

export const AuditLogList = ListPage(AuditLogEntry);
export type AuditLogList = z.infer<typeof AuditLogList>;

/** The organization's log: `q` matches the action, the resource type or the subject's name. */
export const AuditLogQuery = ListQuery.extend({
  q: ListQuery.shape.q.describe("Matches the action or the resource type (case-insensitive, part of the text)."),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** The platform's log: every organization's entries, narrowed by organization or user. */
export const PlatformAuditLogQuery = ListQuery.extend({
  q: ListQuery.shape.q.describe(
    "Text in the action, resource type or id, the user's e-mail or name, or the organization's name (case-insensitive).",
  ),
  organization_id: z.string().max(64).optional().describe("Only entries of this organization."),
  user_id: z.string().max(64).optional().describe("Only entries this user made."),
});
export type PlatformAuditLogQuery = z.infer<typeof PlatformAuditLogQuery>;

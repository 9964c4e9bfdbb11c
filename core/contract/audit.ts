/**
 * The audit log as the API shows it: one entry shape for an organization's admins (their
 * organization's log) and for platform super admins (every organization's), so one screen of
 * the SPA reads both.
 */
import { z } from "zod";
import { AuditSeverity } from "./enums";
import { ListPage, ListQuery } from "./list";

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
  organization_id: z.string().nullable().describe("The organization it happened in; null for the platform itself."),
  organization_name: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

export const AuditLogList = ListPage(AuditLogEntry);
export type AuditLogList = z.infer<typeof AuditLogList>;

/** An organization's log, for its admins. */
export const AuditLogQuery = ListQuery.extend({
  q: ListQuery.shape.q.describe("Matches the action or the resource type (case-insensitive, part of the text)."),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** Every organization's log, for super admins: more to search, and narrowing by organization or user. */
export const PlatformAuditLogQuery = ListQuery.extend({
  q: ListQuery.shape.q.describe(
    "Text in the action, resource type or id, the user's e-mail or name, or the organization's name (case-insensitive).",
  ),
  organization_id: z.string().max(64).optional().describe("Only entries of this organization."),
  user_id: z.string().max(64).optional().describe("Only entries this user made."),
});
export type PlatformAuditLogQuery = z.infer<typeof PlatformAuditLogQuery>;

import { eq, inArray } from "drizzle-orm";
import {
  auditLogsTable,
  organizationsTable,
  orgRiskAssessmentsTable,
  pendingApprovalsTable,
  userProfilesTable,
} from "@core/db/schema";
import type { Db } from "@core/db";
import type { AuditLogEntry } from "@core/contract/audit";
import { auditChanges } from "@core/contract/audit-rules";
import { nameOrEmail } from "@core/contract/names";

/**
 * Audit entries as both logs show them (the organization's and the platform's): who did it,
 * the organization, the changes read from the details, and the subject named. Subjects are
 * looked up when the log is read (the assessment's tool name, the person, the organization), so
 * entries written before a name changed, or by writers that kept only an id, still say what
 * they are about.
 */

const a = auditLogsTable;

/** The audit log with who did it (null: the system) and the organization's name. */
export function auditEntrySelect(db: Db) {
  return db
    .select({
      id: a.id,
      created_at: a.createdAt,
      action: a.action,
      resource_type: a.resourceType,
      resource_id: a.resourceId,
      severity: a.severity,
      details: a.details,
      user_id: a.userId,
      user_email: userProfilesTable.email,
      user_name: userProfilesTable.fullName,
      organization_id: a.organizationId,
      organization_name: organizationsTable.name,
    })
    .from(a)
    .leftJoin(userProfilesTable, eq(userProfilesTable.id, a.userId))
    .leftJoin(organizationsTable, eq(organizationsTable.id, a.organizationId));
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof auditEntrySelect>["execute"]>>[number];

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { text };
  }
}

/** Kinds of subject, by the entry's resource type. */
const PEOPLE = new Set(["user", "user_role", "user_session"]);
const ORGANIZATIONS = new Set(["organization", "organization_limit"]);

/** The person an entry about people is about: the member it names, else its resource. */
function personOf(resourceType: string, resourceId: string | null, details: Record<string, unknown> | null) {
  if (typeof details?.member_id === "string") return details.member_id;
  return resourceType === "user" ? resourceId : null;
}

/** A name the details carry, for subjects that cannot be looked up (deleted, or never stored). */
function namedInDetails(details: Record<string, unknown> | null): string | null {
  for (const key of ["subject", "tool", "organization_name", "name", "email", "key"]) {
    const value = details?.[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

/** D1 takes at most 100 bound parameters a statement. */
const CHUNK = 90;

async function namesById<T extends { id: string }>(
  ids: Iterable<string>,
  read: (chunk: string[]) => Promise<T[]>,
  name: (row: T) => string,
): Promise<Map<string, string>> {
  const all = [...new Set(ids)];
  const out = new Map<string, string>();
  for (let i = 0; i < all.length; i += CHUNK) {
    for (const row of await read(all.slice(i, i + CHUNK))) out.set(row.id, name(row));
  }
  return out;
}

/** The rows as API entries: details parsed, changes read from them, and each subject named. */
export async function toAuditEntries(db: Db, rows: AuditRow[]): Promise<AuditLogEntry[]> {
  const parsed = rows.map((r) => ({ ...r, details: parseDetails(r.details) }));
  const ids = (match: (r: (typeof parsed)[number]) => string | null | undefined) =>
    parsed.map(match).filter((id): id is string => typeof id === "string" && id.length > 0);
  const t = orgRiskAssessmentsTable;
  const [assessments, people, organizations, requests] = await Promise.all([
    namesById(
      ids((r) => (r.resource_type === "assessment" ? r.resource_id : null)),
      (chunk) => db.select({ id: t.id, toolName: t.toolName, url: t.url }).from(t).where(inArray(t.id, chunk)),
      (r) => r.toolName?.trim() || r.url,
    ),
    namesById(
      ids((r) => (PEOPLE.has(r.resource_type) ? personOf(r.resource_type, r.resource_id, r.details) : null)),
      (chunk) =>
        db
          .select({ id: userProfilesTable.id, fullName: userProfilesTable.fullName, email: userProfilesTable.email })
          .from(userProfilesTable)
          .where(inArray(userProfilesTable.id, chunk)),
      (r) => nameOrEmail(r.fullName, r.email),
    ),
    namesById(
      ids((r) => (ORGANIZATIONS.has(r.resource_type) ? r.resource_id : null)),
      (chunk) =>
        db
          .select({ id: organizationsTable.id, name: organizationsTable.name })
          .from(organizationsTable)
          .where(inArray(organizationsTable.id, chunk)),
      (r) => r.name,
    ),
    namesById(
      ids((r) => (r.resource_type === "membership_request" ? r.resource_id : null)),
      (chunk) =>
        db
          .select({
            id: pendingApprovalsTable.id,
            fullName: userProfilesTable.fullName,
            email: userProfilesTable.email,
          })
          .from(pendingApprovalsTable)
          .innerJoin(userProfilesTable, eq(userProfilesTable.id, pendingApprovalsTable.userId))
          .where(inArray(pendingApprovalsTable.id, chunk)),
      (r) => nameOrEmail(r.fullName, r.email),
    ),
  ]);
  return parsed.map((r) => {
    const id = r.resource_id ?? "";
    const looked =
      r.resource_type === "assessment"
        ? assessments.get(id)
        : PEOPLE.has(r.resource_type)
          ? people.get(personOf(r.resource_type, r.resource_id, r.details) ?? "")
          : ORGANIZATIONS.has(r.resource_type)
            ? organizations.get(id)
            : r.resource_type === "membership_request"
              ? requests.get(id)
              : undefined;
    return {
      ...r,
      subject: looked ?? namedInDetails(r.details),
      changes: auditChanges(r.action, r.details),
    };
  });
}

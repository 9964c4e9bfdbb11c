import type { SQL } from "drizzle-orm";
import { auditLogsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { insertWhere } from "@core/db/insert-where";
import type { AuditSeverity } from "@core/contract/enums";

/** Actions the product writes. Features add theirs here. */
export type AuditAction =
  | "USER_SIGNED_IN"
  | "ORGANIZATION_CREATED"
  | "MEMBERSHIP_REQUESTED"
  | "MEMBERSHIP_APPROVED"
  | "MEMBERSHIP_REJECTED"
  | "USER_SUSPENDED"
  | "USER_UNSUSPENDED"
  | "ROLE_ASSIGNED"
  | "ROLE_REMOVED"
  | "ORGANIZATION_UPDATED"
  | "PROFILE_UPDATED"
  | "ASSESSMENT_APPROVED"
  | "ASSESSMENT_REJECTED"
  | "ASSESSMENT_CHANGES_REQUESTED"
  | "ASSESSMENT_RESUBMITTED"
  | "ASSESSMENT_APPROVED_WITH_CONDITIONS"
  | "ASSESSMENT_TRIAL_GRANTED"
  | "ASSESSMENT_TRIAL_EXTENDED"
  | "ASSESSMENT_RETIRED"
  | "TRIAL_ENDED"
  | "SAFE_TO_TRY_POLICY_UPDATED"
  | "SIGN_IN_REFUSED"
  | "USER_SIGNED_OUT_EVERYWHERE"
  | "ASSESSMENT_UPDATED"
  | "DOMAIN_VERIFIED"
  | "DOMAIN_REMOVED"
  | "DOMAIN_CHALLENGE_CREATED"
  | "DOMAIN_CLAIM_DROPPED"
  | "MEMBERSHIP_REFUSAL_LIFTED"
  | "SUPER_ADMIN_PINNED"
  | "SUPER_ADMIN_REFUSED"
  | "MONITORING_FREQUENCY_CHANGED"
  | "MONITORING_SETTINGS_UPDATED"
  | "ASSESSMENT_REOPENED_BY_MONITORING";

export interface AuditEvent {
  action: AuditAction | (string & {});
  resourceType: string;
  resourceId?: string | null;
  /** Who did it; null for the system. */
  userId: string | null;
  organizationId: string | null;
  severity?: AuditSeverity;
  details?: Record<string, unknown>;
}

/**
 * The INSERT of one audit entry, to run on its own or inside a db.batch next to the change
 * it records (D1 has no interactive transactions). Anyone may write; only admins read.
 */
export function auditEventQuery(db: Db, event: AuditEvent, now: Date) {
  return db.insert(auditLogsTable).values({
    id: crypto.randomUUID(),
    userId: event.userId,
    organizationId: event.organizationId,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId ?? null,
    severity: event.severity ?? "info",
    details: event.details ? JSON.stringify(event.details) : null,
    createdAt: now.toISOString(),
  });
}

export async function recordAuditEvent(db: Db, event: AuditEvent, now: Date): Promise<void> {
  await auditEventQuery(db, event, now);
}

/**
 * The same entry, written only when `condition` (an SQL boolean, e.g. an EXISTS) holds when
 * the statement runs: for a db.batch whose first statement may lose a race.
 * (INSERT ... SELECT through the query builder: drizzle 0.45 cannot batch raw SQL on D1.
 * The selected values follow the table's column order.)
 */
export function auditEventQueryIf(db: Db, event: AuditEvent, now: Date, condition: SQL) {
  return insertWhere(
    db,
    auditLogsTable,
    {
      id: crypto.randomUUID(),
      userId: event.userId,
      organizationId: event.organizationId,
      action: event.action,
      resourceType: event.resourceType,
      resourceId: event.resourceId ?? null,
      severity: event.severity ?? "info",
      details: event.details ? JSON.stringify(event.details) : null,
      createdAt: now.toISOString(),
    },
    condition,
  );
}

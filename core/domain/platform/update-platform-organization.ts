import { eq, inArray } from "drizzle-orm";
import { organizationsTable, userProfilesTable, userSessionsTable, type OrganizationRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch, type Statement } from "@core/db/batch";
import type { Clock } from "@core/lib/clock";
import { conflict, notFound } from "@core/lib/errors";
import type { OrganizationDetail, UpdateOrganizationRequest } from "@core/contract/platform";
import type { Actor } from "../actor";
import { auditEventQuery, type AuditEvent } from "../audit/record-audit-event";
import { authorize, type UserActor } from "../authorize";
import { ORGANIZATION_NOT_FOUND, organizationDetail } from "./get-platform-organization";

export const OWN_ORGANIZATION_SUSPENSION_MESSAGE =
  "You cannot suspend the organization you belong to: you would lose access yourself.";

/**
 * Changes an organization's monthly limit (1-10,000), status, name or tier. Only fields that
 * change are written; each writes its audit entry in the same db.batch: the limit
 * `UPDATE` on `organization_limit` with field, old and new value and the organization's name
 *, a name or tier `UPDATE` on `organization`, and
 * `ORGANIZATION_SUSPENDED` / `ORGANIZATION_REACTIVATED`. Suspending ends every session of its
 * members at once (they cannot sign in or analyze while it lasts; nothing is deleted);
 * reactivating lets them sign in again. A limit below this month's usage is allowed (new
 * analyses are refused until the month ends). 404 'Organization not found'; suspending one's
 * own organization: 409.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function updatePlatformOrganization(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  input: { id: string; changes: UpdateOrganizationRequest },
): Promise<OrganizationDetail> {
  const user = authorize(actor, "platform.manage");
  const { db } = deps;
  const now = deps.clock();
  const [org] = await db.select().from(organizationsTable).where(eq(organizationsTable.id, input.id)).limit(1);
  if (!org) throw notFound(ORGANIZATION_NOT_FOUND);
  const changes = changedFields(org, input.changes);
  if (changes.status === "suspended" && user.organizationId === org.id)
    throw conflict(OWN_ORGANIZATION_SUSPENSION_MESSAGE);

  if (Object.keys(changes).length > 0) {
    await runBatch(db, [
      db
        .update(organizationsTable)
        .set({
          ...(changes.monthly_assessment_limit !== undefined
            ? { monthlyAssessmentLimit: changes.monthly_assessment_limit }
            : {}),
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.subscription_tier !== undefined ? { subscriptionTier: changes.subscription_tier } : {}),
          updatedAt: now.toISOString(),
        })
        .where(eq(organizationsTable.id, org.id)),
      ...(changes.status === "suspended" ? [endMembersSessions(db, org.id)] : []),
      ...auditEntries(org, changes, user).map((event) => auditEventQuery(db, event, now)),
    ]);
  }
  return organizationDetail(db, org.id, now);
}

/** The requested changes that differ from the organization's current values. */
function changedFields(org: OrganizationRow, wanted: UpdateOrganizationRequest): UpdateOrganizationRequest {
  const out: UpdateOrganizationRequest = {};
  if (wanted.monthly_assessment_limit !== undefined && wanted.monthly_assessment_limit !== org.monthlyAssessmentLimit) {
    out.monthly_assessment_limit = wanted.monthly_assessment_limit;
  }
  if (wanted.status !== undefined && wanted.status !== org.status) out.status = wanted.status;
  if (wanted.name !== undefined && wanted.name !== org.name) out.name = wanted.name;
  if (wanted.subscription_tier !== undefined && wanted.subscription_tier !== org.subscriptionTier)
    out.subscription_tier = wanted.subscription_tier;
  return out;
}

function endMembersSessions(db: Db, organizationId: string): Statement {
  const members = db
    .select({ id: userProfilesTable.id })
    .from(userProfilesTable)
    .where(eq(userProfilesTable.organizationId, organizationId));
  return db.update(userSessionsTable).set({ isActive: false }).where(inArray(userSessionsTable.userId, members));
}

/** One audit entry per changed field, each naming the organization. */
function auditEntries(org: OrganizationRow, changes: UpdateOrganizationRequest, user: UserActor): AuditEvent[] {
  const base = { userId: user.userId, organizationId: org.id, resourceId: org.id };
  const events: AuditEvent[] = [];
  if (changes.monthly_assessment_limit !== undefined) {
    events.push({
      ...base,
      action: "UPDATE",
      resourceType: "organization_limit",
      details: {
        field: "monthly_assessment_limit",
        old_value: org.monthlyAssessmentLimit,
        new_value: changes.monthly_assessment_limit,
        organization_name: org.name,
      },
    });
  }
  for (const [field, oldValue] of [
    ["name", org.name],
    ["subscription_tier", org.subscriptionTier],
  ] as const) {
    const newValue = changes[field];
    if (newValue !== undefined) {
      events.push({
        ...base,
        action: "UPDATE",
        resourceType: "organization",
        details: { field, old_value: oldValue, new_value: newValue, organization_name: org.name },
      });
    }
  }
  if (changes.status !== undefined) {
    const suspended = changes.status === "suspended";
    events.push({
      ...base,
      action: suspended ? "ORGANIZATION_SUSPENDED" : "ORGANIZATION_REACTIVATED",
      resourceType: "organization",
      severity: suspended ? "warning" : "info",
      details: { field: "status", old_value: org.status, new_value: changes.status, organization_name: org.name },
    });
  }
  return events;
}

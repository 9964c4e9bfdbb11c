/**
 * An organization with one member per role, assessments in given states, and readers of what the
 * review workflow writes (notifications, e-mails in the outbox, decisions, audit entries).
 */
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  assessmentApprovalsTable,
  auditLogsTable,
  emailOutboxTable,
  notificationPreferencesTable,
  orgRiskAssessmentsTable,
  userNotificationsTable,
  type OrgRiskAssessmentRow,
} from "@core/db/schema";
import { ErrorEnvelope } from "@core/contract/api";
import { seedAssessment } from "./assessment-fixtures";
import { db } from "./helpers";
import { seedOrg, seedUser, type Caller } from "./seeded-callers";

export interface ReviewOrg {
  orgId: string;
  admin: Caller;
  reviewer: Caller;
  analyst: Caller;
  member: Caller;
  viewer: Caller;
}

/** An organization with an admin, a reviewer, an analyst, a member and a viewer, each with a full name. */
export async function reviewOrg(name: string): Promise<ReviewOrg> {
  const orgId = await seedOrg(name);
  return {
    orgId,
    admin: await seedUser(orgId, ["admin"], { name: "Ada Admin" }),
    reviewer: await seedUser(orgId, ["reviewer"], { name: "Rita Reviewer" }),
    analyst: await seedUser(orgId, ["analyst"], { name: "Ann Analyst" }),
    member: await seedUser(orgId, ["member"], { name: "Max Member" }),
    viewer: await seedUser(orgId, ["viewer"], { name: "Vic Viewer" }),
  };
}

let n = 0;
/** A new assessment of the organization, created by `creator` (pending unless `over` says otherwise). */
export function assessmentBy(org: ReviewOrg, creator: Caller, over: Partial<OrgRiskAssessmentRow> = {}) {
  n++;
  return seedAssessment(org.orgId, creator.userId, {
    url: `https://tool-${n}-${crypto.randomUUID().slice(0, 6)}.example.com/`,
    toolName: `Tool ${n}`,
    ...over,
  });
}

export async function assessmentRow(id: string) {
  const [row] = await db().select().from(orgRiskAssessmentsTable).where(eq(orgRiskAssessmentsTable.id, id));
  return row!;
}

export const notificationsOf = (user: Caller) =>
  db()
    .select()
    .from(userNotificationsTable)
    .where(eq(userNotificationsTable.userId, user.userId))
    .orderBy(desc(userNotificationsTable.createdAt));

export const mailsTo = (user: Caller) =>
  db().select().from(emailOutboxTable).where(eq(emailOutboxTable.toAddress, user.email));

export const decisionsOn = (assessmentId: string) =>
  db().select().from(assessmentApprovalsTable).where(eq(assessmentApprovalsTable.assessmentId, assessmentId));

export const auditOf = (assessmentId: string, action?: string) =>
  db()
    .select()
    .from(auditLogsTable)
    .where(and(eq(auditLogsTable.resourceId, assessmentId), action ? eq(auditLogsTable.action, action) : undefined));

export async function setSwitches(
  user: Caller,
  switches: Partial<{
    approvalRequests: boolean;
    commentsAndMentions: boolean;
    assessmentCompleted: boolean;
    weeklyDigest: boolean;
  }>,
) {
  await db()
    .insert(notificationPreferencesTable)
    .values({ userId: user.userId, updatedAt: new Date().toISOString(), ...switches })
    .onConflictDoUpdate({ target: notificationPreferencesTable.userId, set: switches });
}

export async function expectError(res: Response, status: number, code: string, message?: string | RegExp) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = ErrorEnvelope.parse(JSON.parse(text));
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toMatch(message);
}

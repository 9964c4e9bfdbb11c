/**
 * Support for the platform super admin tests: a super admin's cookie jar, JSON requests,
 * error envelopes, and the audit entries a change wrote.
 */
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLogsTable, pendingApprovalsTable, userProfilesTable } from "@core/db/schema";
import { forgetCachedSettings } from "@core/domain/settings/settings-reader";
import { ErrorEnvelope } from "@core/contract/api";
import type { CookieJar } from "./auth-support";
import { db } from "./helpers";

export function sendJson(jar: CookieJar, method: string, path: string, body: unknown) {
  return jar.fetch(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** The JSON of a response that must have this status. */
export async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text.slice(0, 400)).toBe(status);
  return JSON.parse(text) as T;
}

/** The error envelope of a response that must have this status. */
export async function refused(res: Response | Promise<Response>, status: number) {
  const r = await res;
  const text = await r.text();
  expect(r.status, text.slice(0, 400)).toBe(status);
  return ErrorEnvelope.parse(JSON.parse(text)).error;
}

export async function userByEmail(email: string) {
  const [row] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email));
  return row!;
}

export async function pendingRequestOf(email: string) {
  const user = await userByEmail(email);
  const [row] = await db()
    .select()
    .from(pendingApprovalsTable)
    .where(and(eq(pendingApprovalsTable.userId, user.id), eq(pendingApprovalsTable.status, "pending")));
  return row;
}

/** The latest audit entries about a resource, newest first, details parsed. */
export async function auditOf(resourceId: string) {
  const rows = await db()
    .select()
    .from(auditLogsTable)
    .where(eq(auditLogsTable.resourceId, resourceId))
    .orderBy(desc(auditLogsTable.createdAt));
  return rows.map((r) => ({ ...r, details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null }));
}

/** Settings are cached per isolate: tests that write rows directly start from the database. */
export function freshSettings() {
  forgetCachedSettings();
}

/**
 * Test support for the team and organization admin routes: an organization with an admin and
 * approved members, each signed in with their own cookie jar.
 */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { pendingApprovalsTable, userProfilesTable } from "@core/db/schema";
import { ErrorEnvelope } from "@core/contract/api";
import { signedIn, type CookieJar, type FakeIdp } from "./auth-support";
import { db } from "./helpers";

export async function userOf(email: string) {
  const [row] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** The admin approves the pending request of `email`. */
export async function approve(admin: CookieJar, email: string) {
  const user = await userOf(email);
  const [request] = await db()
    .select()
    .from(pendingApprovalsTable)
    .where(and(eq(pendingApprovalsTable.userId, user.id), eq(pendingApprovalsTable.status, "pending")));
  const res = await admin.fetch(`/api/membership-requests/${request!.id}/decision`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ approve: true }),
  });
  expect(res.status).toBe(200);
}

export interface TestOrg {
  domain: string;
  organizationId: string;
  admin: { jar: CookieJar; id: string; email: string };
  members: { jar: CookieJar; id: string; email: string }[];
}

/**
 * A new organization of `domain`: its first user becomes admin, the others ask to join, are
 * approved (role member) and sign in again.
 */
export async function makeOrg(idp: FakeIdp, domain: string, memberNames: string[] = ["Mia Member"]): Promise<TestOrg> {
  const adminEmail = `admin@${domain}`;
  const adminJar = await signedIn(idp, adminEmail, "Ada Admin");
  const members: TestOrg["members"] = [];
  for (const name of memberNames) {
    const email = `${name.split(" ")[0]!.toLowerCase()}@${domain}`;
    await signedIn(idp, email, name);
    await approve(adminJar, email);
    members.push({ jar: await signedIn(idp, email, name), id: (await userOf(email)).id, email });
  }
  const admin = await userOf(adminEmail);
  return {
    domain,
    organizationId: admin.organizationId!,
    admin: { jar: adminJar, id: admin.id, email: adminEmail },
    members,
  };
}

export function sendJson(jar: CookieJar, method: "POST" | "PUT" | "PATCH", path: string, body: unknown) {
  return jar.fetch(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

export async function expectError(res: Response, status: number, code: string, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const { error } = ErrorEnvelope.parse(await res.json());
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toMatch(message);
  return error;
}

/**
 * People whose session stops working are told why: a member suspended while signed in, a joiner
 * whose request was declined, a session ended elsewhere. GET /api/me answers `signed_out_reason`
 * and a 401 carries `details.reason` (with the reason's own words), once: the cookie is cleared.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErrorEnvelope } from "@core/contract/api";
import { AUTH_ERROR_MESSAGES } from "@core/contract/auth-errors";
import { MeResponse } from "@core/contract/auth";
import { pendingApprovalsTable } from "@core/db/schema";
import { CookieJar, signedIn, useFakeIdp } from "./auth-support";
import { db } from "./helpers";
import { makeOrg, sendJson, userOf } from "./org-support";

const idp = useFakeIdp();

async function meOf(jar: CookieJar) {
  const res = await jar.fetch("/api/me");
  expect(res.status).toBe(200);
  return MeResponse.parse(await res.json());
}

describe("why a session stopped working", () => {
  it("a member suspended while signed in: their next request says so, once", async () => {
    const org = await makeOrg(idp, "reason-suspended.test");
    const member = org.members[0]!;
    await sendJson(org.admin.jar, "POST", `/api/organization/members/${member.id}/suspension`, { suspended: true });

    const res = await member.jar.fetch("/api/assessments");
    expect(res.status).toBe(401);
    const { error } = ErrorEnvelope.parse(await res.json());
    expect(error).toMatchObject({
      code: "UNAUTHENTICATED",
      message: AUTH_ERROR_MESSAGES.suspended,
      details: { reason: "suspended" },
    });
    // The cookie went with that answer: the next one is a plain visitor's.
    expect(member.jar.session).toBeUndefined();
    expect(await meOf(member.jar)).toEqual({ user: null });
  });

  it("GET /api/me of a suspended member's tab: { user: null, signed_out_reason: 'suspended' }", async () => {
    const org = await makeOrg(idp, "reason-me.test");
    const member = org.members[0]!;
    await sendJson(org.admin.jar, "POST", `/api/organization/members/${member.id}/suspension`, { suspended: true });
    expect(await meOf(member.jar)).toEqual({ user: null, signed_out_reason: "suspended" });
  });

  it("a joiner whose request is declined, pressing Check Status: 'rejected'", async () => {
    const admin = await signedIn(idp, "admin@reason-rejected.test", "Ada Admin");
    const joiner = await signedIn(idp, "joe@reason-rejected.test", "Joe Joiner");
    const user = await userOf("joe@reason-rejected.test");
    const [request] = await db()
      .select()
      .from(pendingApprovalsTable)
      .where(and(eq(pendingApprovalsTable.userId, user.id), eq(pendingApprovalsTable.status, "pending")));
    expect(
      (await sendJson(admin, "POST", `/api/membership-requests/${request!.id}/decision`, { approve: false })).status,
    ).toBe(200);
    expect(await meOf(joiner)).toEqual({ user: null, signed_out_reason: "rejected" });
  });

  it("a session ended elsewhere (sign out everywhere): 'session_ended'; a forged cookie: no reason", async () => {
    const first = await signedIn(idp, "sam@reason-ended.test", "Sam");
    const second = await signedIn(idp, "sam@reason-ended.test", "Sam");
    const sessionId = first.session!.split(".")[0]!;
    expect((await second.fetch("/api/auth/logout-everywhere", { method: "POST" })).status).toBeLessThan(300);
    expect(await meOf(first)).toEqual({ user: null, signed_out_reason: "session_ended" });

    const forged = new CookieJar();
    forged.cookies.set("__Host-rrr_session", `${sessionId}.not-the-secret`);
    expect(await meOf(forged)).toEqual({ user: null });
  });
});

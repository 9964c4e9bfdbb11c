import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pendingApprovalsTable, publicAnalysisJobsTable, userProfilesTable, userSessionsTable } from "@core/db/schema";
import { setUserSuspension } from "@core/domain/users/set-user-suspension";
import { ErrorEnvelope, AnalyzeQueued } from "@core/contract/api";
import { CookieJar, useFakeIdp, signedIn } from "./auth-support";
import { APP, db } from "./helpers";

const idp = useFakeIdp();

/** GET /api/me answers a request without a valid session with 200 { user: null }. */
async function isSignedOut(res: Response): Promise<boolean> {
  return res.status === 200 && ((await res.json()) as { user: unknown }).user === null;
}

/** ...and a signed-in user's with the user. */
async function isSignedIn(res: Response): Promise<boolean> {
  return res.status === 200 && ((await res.json()) as { user: unknown }).user !== null;
}

const DAY = 86_400_000;

async function sessionRow(jar: CookieJar) {
  const [row] = await db()
    .select()
    .from(userSessionsTable)
    .where(eq(userSessionsTable.id, jar.session!.split(".")[0]!));
  return row;
}

async function setExpiry(jar: CookieJar, at: Date) {
  await db()
    .update(userSessionsTable)
    .set({ expiresAt: at.toISOString() })
    .where(eq(userSessionsTable.id, jar.session!.split(".")[0]!));
}

async function userOf(email: string) {
  const [row] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email));
  return row!;
}

describe("sessions", () => {
  it("an expired session is refused, removed, and its cookie cleared", async () => {
    const jar = await signedIn(idp, "old@expiry.test");
    await setExpiry(jar, new Date(Date.now() - 1000));
    const row = await sessionRow(jar);
    const res = await jar.fetch("/api/me");
    expect(await isSignedOut(res.clone())).toBe(true);
    expect(
      res.headers.getSetCookie().some((l) => l.startsWith("__Host-rrr_session=;") && l.includes("Max-Age=0")),
    ).toBe(true);
    expect(jar.session).toBeUndefined();
    expect(await db().select().from(userSessionsTable).where(eq(userSessionsTable.id, row!.id))).toHaveLength(0);
  });

  it("slides: a session used again has its idle deadline moved 7 days ahead and the cookie sent again", async () => {
    const jar = await signedIn(idp, "slide@renewal.test");
    const token = jar.session;
    await setExpiry(jar, new Date(Date.now() + 2 * DAY));
    const res = await jar.fetch("/api/me");
    expect(await isSignedIn(res.clone())).toBe(true);
    const line = res.headers.getSetCookie().find((l) => l.startsWith("__Host-rrr_session="));
    expect(line).toBeDefined();
    const maxAge = Number(line!.match(/Max-Age=(\d+)/)![1]);
    expect(Math.abs(maxAge - 7 * 86_400)).toBeLessThan(60);
    expect(jar.session).toBe(token); // same session, new expiry
    const days = (new Date((await sessionRow(jar))!.expiresAt).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("an idle session ends after 7 days without use", async () => {
    const jar = await signedIn(idp, "idle@renewal.test");
    const row = await sessionRow(jar);
    expect(new Date(row!.expiresAt).getTime() - new Date(row!.createdAt).getTime()).toBe(7 * DAY);
    await setExpiry(jar, new Date(Date.now() - 1));
    expect(await isSignedOut(await jar.fetch("/api/me"))).toBe(true);
  });

  it("does not rewrite the cookie when the deadline was moved less than an hour ago", async () => {
    const jar = await signedIn(idp, "fresh@renewal.test");
    const expiry = new Date(Date.now() + 7 * DAY - 30 * 60_000);
    await setExpiry(jar, expiry);
    const res = await jar.fetch("/api/me");
    expect(await isSignedIn(res.clone())).toBe(true);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await sessionRow(jar))!.expiresAt).toBe(expiry.toISOString());
  });

  it("a token with the wrong secret, or not a token at all, is refused", async () => {
    const jar = await signedIn(idp, "tamper@tokens.test");
    const [id, secret] = jar.session!.split(".");
    for (const forged of [
      `${id}.${secret!.replace(/.$/, (c) => (c === "a" ? "b" : "a"))}`,
      `${id}`,
      `${id}.`,
      "garbage",
      `${id}.${secret}.x`,
    ]) {
      const res = await new CookieJar().fetch("/api/me", { headers: { cookie: `__Host-rrr_session=${forged}` } });
      expect(await isSignedOut(res), forged).toBe(true);
    }
    // The real one still works; a cookie without the __Host- prefix is ignored on https.
    expect(await isSignedIn(await jar.fetch("/api/me"))).toBe(true);
    const plain = await new CookieJar().fetch("/api/me", { headers: { cookie: `rrr_session=${jar.session}` } });
    expect(await isSignedOut(plain)).toBe(true);
  });

  it("logout deletes the session and clears the cookie; the old token no longer works", async () => {
    const jar = await signedIn(idp, "bye@logout.test");
    const token = jar.session!;
    const res = await jar.fetch("/api/auth/logout", { method: "POST" });
    expect(res.status).toBe(204);
    expect(
      res.headers.getSetCookie().some((l) => l.startsWith("__Host-rrr_session=;") && l.includes("Max-Age=0")),
    ).toBe(true);
    expect(
      await db()
        .select()
        .from(userSessionsTable)
        .where(eq(userSessionsTable.id, token.split(".")[0]!)),
    ).toHaveLength(0);
    const replay = await new CookieJar().fetch("/api/me", { headers: { cookie: `__Host-rrr_session=${token}` } });
    expect(await isSignedOut(replay)).toBe(true);
  });

  it("logout ends only that session", async () => {
    const laptop = await signedIn(idp, "two@devices.test");
    const phone = await signedIn(idp, "two@devices.test");
    expect((await laptop.fetch("/api/auth/logout", { method: "POST" })).status).toBe(204);
    expect(await isSignedIn(await phone.fetch("/api/me"))).toBe(true);
  });

  it("suspension revokes every session of the user at once, and they cannot sign in again", async () => {
    const admin = await signedIn(idp, "admin@suspend-co.test");
    const memberEmail = "member@suspend-co.test";
    await signedIn(idp, memberEmail);
    const [request] = await db()
      .select()
      .from(pendingApprovalsTable)
      .where(eq(pendingApprovalsTable.userId, (await userOf(memberEmail)).id));
    await admin.fetch(`/api/membership-requests/${request!.id}/decision`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ approve: true }),
    });
    const a = await signedIn(idp, memberEmail);
    const b = await signedIn(idp, memberEmail);
    expect(await isSignedIn(await a.fetch("/api/me"))).toBe(true);

    const adminUser = await userOf("admin@suspend-co.test");
    const member = await userOf(memberEmail);
    await setUserSuspension(
      { db: db(), clock: () => new Date() },
      {
        kind: "user",
        clientKey: "k",
        userId: adminUser.id,
        organizationId: adminUser.organizationId,
        roles: ["admin"],
        isSuperAdmin: false,
      },
      { userId: member.id, suspended: true },
    );
    expect(await isSignedOut(await a.fetch("/api/me"))).toBe(true);
    expect(await isSignedOut(await b.fetch("/api/me"))).toBe(true);
    const rows = await db().select().from(userSessionsTable).where(eq(userSessionsTable.userId, member.id));
    expect(rows.every((r) => !r.isActive)).toBe(true);
    expect((await userOf(memberEmail)).suspensionReason).toBe("Suspended by admin");
    const { signIn } = await import("./auth-support");
    expect((await signIn(idp, { email: memberEmail })).res.status).toBe(403);
  });

  it("a suspended flag alone (set elsewhere) already refuses the session", async () => {
    const jar = await signedIn(idp, "flagged@suspend-flag.test");
    await db()
      .update(userProfilesTable)
      .set({ isSuspended: true })
      .where(eq(userProfilesTable.email, "flagged@suspend-flag.test"));
    expect(await isSignedOut(await jar.fetch("/api/me"))).toBe(true);
  });

  it("rejection revokes the waiting user's sessions", async () => {
    const admin = await signedIn(idp, "admin@reject-co.test");
    const waiting = await signedIn(idp, "hopeful@reject-co.test");
    expect(await isSignedIn(await waiting.fetch("/api/me"))).toBe(true);
    const [request] = await db()
      .select()
      .from(pendingApprovalsTable)
      .where(eq(pendingApprovalsTable.userId, (await userOf("hopeful@reject-co.test")).id));
    const res = await admin.fetch(`/api/membership-requests/${request!.id}/decision`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ approve: false }),
    });
    expect(res.status).toBe(200);
    expect(await isSignedOut(await waiting.fetch("/api/me"))).toBe(true);
  });
});

describe("CSRF: state-changing requests from other sites", () => {
  async function expectForbidden(res: Response) {
    expect(res.status).toBe(403);
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("FORBIDDEN");
  }

  it("a cross-site POST with the session cookie → 403, and the session survives", async () => {
    const jar = await signedIn(idp, "victim@csrf.test");
    await expectForbidden(
      await jar.fetch("/api/auth/logout", { method: "POST", headers: { origin: "https://evil.test" } }),
    );
    await expectForbidden(await jar.fetch("/api/auth/logout", { method: "POST", headers: { origin: "null" } }));
    expect(await isSignedIn(await jar.fetch("/api/me"))).toBe(true);
  });

  it("Sec-Fetch-Site: cross-site without an Origin → 403", async () => {
    const jar = await signedIn(idp, "victim2@csrf.test");
    const res = await jar.fetch("/api/auth/logout", {
      method: "POST",
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    await expectForbidden(res);
  });

  it("a cross-site decision on a membership request → 403, the request stays pending", async () => {
    const admin = await signedIn(idp, "admin@csrf-org.test");
    await signedIn(idp, "joiner@csrf-org.test");
    const [request] = await db()
      .select()
      .from(pendingApprovalsTable)
      .where(eq(pendingApprovalsTable.userId, (await userOf("joiner@csrf-org.test")).id));
    const res = await admin.fetch(`/api/membership-requests/${request!.id}/decision`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.test", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ approve: true }),
    });
    await expectForbidden(res);
    const [after] = await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.id, request!.id));
    expect(after!.status).toBe("pending");
  });

  it("a cross-site POST /api/analyze → 403; the same from the app, or from curl without Origin, works", async () => {
    const body = JSON.stringify({ url: "csrf-vendor.com", forceRefresh: true });
    const headers = { "content-type": "application/json" };
    await expectForbidden(
      await new CookieJar().fetch("/api/analyze", {
        method: "POST",
        headers: { ...headers, origin: "https://evil.test" },
        body,
      }),
    );
    const fromApp = await new CookieJar().fetch("/api/analyze", {
      method: "POST",
      headers: { ...headers, origin: APP, "sec-fetch-site": "same-origin" },
      body,
    });
    expect(fromApp.status).toBe(202);
    const curl = await new CookieJar().fetch("/api/analyze", {
      method: "POST",
      headers: { ...headers, origin: "" },
      body,
    });
    expect(curl.status).toBe(202);
  });

  it("GET requests are not affected", async () => {
    const jar = await signedIn(idp, "reader@csrf.test");
    expect(await isSignedIn(await jar.fetch("/api/me", { headers: { origin: "https://evil.test" } }))).toBe(true);
  });
});

describe("the session becomes the actor of the analysis API", () => {
  it("a member's analysis is an organization job; a waiting user's is public", async () => {
    const member = await signedIn(idp, "analyst@actor-co.test");
    const res = await member.fetch("/api/analyze", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "member-vendor.com" }),
    });
    expect(res.status).toBe(202);
    expect(AnalyzeQueued.parse(await res.json()).isPublicJob).toBe(false);

    const waiting = await signedIn(idp, "waiting@actor-co.test");
    const res2 = await waiting.fetch("/api/analyze", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "waiting-vendor.com" }),
    });
    expect(res2.status).toBe(202);
    const job = AnalyzeQueued.parse(await res2.json());
    expect(job.isPublicJob).toBe(true);
    expect(
      await db().select().from(publicAnalysisJobsTable).where(eq(publicAnalysisJobsTable.id, job.job_id)),
    ).toHaveLength(1);
  });
});

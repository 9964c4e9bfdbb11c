/**
 * Identity and sessions of administrators: SUPER_ADMIN_EMAILS counts only where Google is
 * authoritative for the address and is pinned to the first such (issuer, subject); changes by
 * organization admins and super admins need a sign-in younger than 12 hours (401
 * REAUTHENTICATION_REQUIRED, the app's prompt signs in again and returns to the page).
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogsTable, superAdminIdentitiesTable, userProfilesTable, userSessionsTable } from "@core/db/schema";
import { Me } from "@core/contract/auth";
import { safeReturnPath } from "@worker/routes/auth";
import { CookieJar, signIn, signedIn, startSignIn, useFakeIdp } from "./auth-support";
import { db } from "./helpers";
import { expectError, sendJson, userOf } from "./org-support";

const idp = useFakeIdp();
const HOUR = 3600_000;

const me = async (jar: CookieJar) => Me.parse(await (await jar.fetch("/api/me")).json());

async function signedInAgo(jar: CookieJar, ms: number) {
  await db()
    .update(userSessionsTable)
    .set({ createdAt: new Date(Date.now() - ms).toISOString() })
    .where(eq(userSessionsTable.id, jar.session!.split(".")[0]!));
}

describe("SUPER_ADMIN_EMAILS", () => {
  it("counts only for an identity Google is authoritative for: not a personal account at a company address", async () => {
    // root@platform-owner.test is listed; an account without the domain's Workspace (no hd) proves nothing.
    const { jar, res } = await signIn(idp, { email: "root@platform-owner.test", hd: null, subject: "no-workspace" });
    expect(res.status).toBe(302);
    expect((await me(jar)).is_super_admin).toBe(false);
    expect((await jar.fetch("/api/platform/stats")).status).toBe(403);
    const [refused] = await db().select().from(auditLogsTable).where(eq(auditLogsTable.action, "SUPER_ADMIN_REFUSED"));
    expect(JSON.parse(refused!.details!)).toMatchObject({ email: "root@platform-owner.test", subject: "no-workspace" });
    expect(await db().select().from(superAdminIdentitiesTable)).toEqual([]);
  });

  it("is pinned to the first authoritative identity; another subject presenting the address later is refused and audited", async () => {
    const first = await signIn(idp, { email: "other.root@platform-owner.test", subject: "the-real-one" });
    expect((await me(first.jar)).is_super_admin).toBe(true);
    const [pin] = await db()
      .select()
      .from(superAdminIdentitiesTable)
      .where(eq(superAdminIdentitiesTable.email, "other.root@platform-owner.test"));
    expect(pin).toMatchObject({ subject: "the-real-one" });

    // The first profile's address moved away (changed at the provider): the address is free in the
    // profiles table, yet a new subject presenting it still gets nothing.
    await db()
      .update(userProfilesTable)
      .set({ email: "moved-away@platform-owner.test" })
      .where(eq(userProfilesTable.email, "other.root@platform-owner.test"));
    const impostor = await signIn(idp, { email: "other.root@platform-owner.test", subject: "recycled-account" });
    expect(impostor.res.status).toBe(403);
    expect(impostor.jar.session).toBeUndefined();
    const entries = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.action, "SUPER_ADMIN_REFUSED"), eq(auditLogsTable.severity, "critical")));
    expect(entries.map((e) => JSON.parse(e.details!).subject)).toContain("recycled-account");
  });

  it("a gmail.com address counts without Workspace (Google is its mail provider)", async () => {
    const { jar } = await signIn(
      idp,
      { email: "platform.owner@gmail.com", hd: null },
      { settings: { SUPER_ADMIN_EMAILS: "platform.owner@gmail.com" } },
    );
    const res = await jar.fetch("/api/me", {}, { SUPER_ADMIN_EMAILS: "platform.owner@gmail.com" });
    expect(Me.parse(await res.json()).is_super_admin).toBe(true);
  });
});

describe("administrators' changes need a recent sign-in", () => {
  it("an organization admin signed in 13 hours ago: 401 REAUTHENTICATION_REQUIRED, nothing changes; reads still work", async () => {
    const admin = await signedIn(idp, "admin@stale-session.test", "Sid Stale");
    await signedIn(idp, "joiner@stale-session.test");
    await signedInAgo(admin, 13 * HOUR);
    await expectError(
      await sendJson(admin, "PATCH", "/api/organization", { name: "Renamed" }),
      401,
      "REAUTHENTICATION_REQUIRED",
      /recent sign-in/,
    );
    expect((await admin.fetch("/api/organization")).status).toBe(200);
    expect((await admin.fetch("/api/membership-requests")).status).toBe(200);
    const joiner = await userOf("joiner@stale-session.test");
    const list = (await (await admin.fetch("/api/membership-requests")).json()) as { items: { id: string }[] };
    await expectError(
      await sendJson(admin, "POST", `/api/membership-requests/${list.items[0]!.id}/decision`, { approve: true }),
      401,
      "REAUTHENTICATION_REQUIRED",
    );
    expect((await userOf("joiner@stale-session.test")).status).toBe(joiner.status);
    // The session itself is still valid (the SPA prompts, it does not sign out).
    expect((await me(admin)).user.email).toBe("admin@stale-session.test");

    // Signed in again: the change goes through.
    const fresh = await signedIn(idp, "admin@stale-session.test");
    expect((await sendJson(fresh, "PATCH", "/api/organization", { name: "Renamed" })).status).toBe(200);
  });

  it("11 hours is recent enough; a member's own changes never ask", async () => {
    const admin = await signedIn(idp, "admin@recent-session.test");
    await signedInAgo(admin, 11 * HOUR);
    expect((await sendJson(admin, "PATCH", "/api/organization", { name: "Still Fine" })).status).toBe(200);
    await signedInAgo(admin, 20 * HOUR);
    expect((await sendJson(admin, "PATCH", "/api/me", { full_name: "Own Name" })).status).toBe(200);
  });

  it("a super admin's platform changes too", async () => {
    // The identity pinned above.
    const { jar: root } = await signIn(idp, { email: "other.root@platform-owner.test", subject: "the-real-one" });
    expect((await me(root)).is_super_admin).toBe(true);
    await signedInAgo(root, 13 * HOUR);
    await expectError(
      await root.fetch("/api/platform/settings/site.banner", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ value: null }),
      }),
      401,
      "REAUTHENTICATION_REQUIRED",
    );
    expect((await root.fetch("/api/platform/stats")).status).toBe(200);
  });
});

describe("signing in again returns to the page", () => {
  it("GET /api/auth/google?return_to=<path> comes back there after the callback", async () => {
    const jar = new CookieJar();
    const location = await startSignInTo(jar, "/admin/settings?tab=domain");
    const { code, state } = idp.authorize(location, { email: "admin@return-to.test" });
    const res = await jar.fetch(`/api/auth/google/callback?code=${code}&state=${state}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/settings?tab=domain");
  });

  it.each([
    "https://evil.example/phish",
    "//evil.example/x",
    "/\\evil.example",
    "/api/auth/logout",
    "javascript:alert(1)",
    "/ok\r\nSet-Cookie: x=1",
  ])("ignores a return_to that is not a plain page of this site: %j", async (target) => {
    expect(safeReturnPath(target)).toBeUndefined();
    const jar = new CookieJar();
    const location = await startSignInTo(jar, target);
    const { code, state } = idp.authorize(location, { email: "admin@return-evil.test" });
    const res = await jar.fetch(`/api/auth/google/callback?code=${code}&state=${state}`);
    expect(res.headers.get("location")).toBe("/");
  });

  async function startSignInTo(jar: CookieJar, returnTo: string) {
    const res = await jar.fetch(`/api/auth/google?return_to=${encodeURIComponent(returnTo)}`);
    expect(res.status).toBe(302);
    return res.headers.get("location")!;
  }
  void startSignIn;
});

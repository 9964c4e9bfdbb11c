/**
 * The super admin's users: list and search, detail (sessions with location, activity), admin
 * notes, suspension, ending one session; plus every organization's membership requests and
 * the audit log. Who may call at all is in the authorization matrix.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLogsTable, userSessionsTable } from "@core/db/schema";
import { MembershipRequestList } from "@core/contract/auth";
import { AuditLogList } from "@core/contract/audit";
import { PlatformUserDetail, PlatformUserList } from "@core/contract/platform";
import { CookieJar, signIn, signedIn, startSignIn, SUPER_ADMIN, useFakeIdp, type FakeIdp } from "./auth-support";
import { db } from "./helpers";
import { auditOf, ok, pendingRequestOf, refused, sendJson, userByEmail } from "./platform-support";

const idp = useFakeIdp();
let root: CookieJar;

beforeAll(async () => {
  root = await signedIn(idp, SUPER_ADMIN);
});

/** Signs in as the edge would see a request from `where` (request.cf), with a browser's user agent. */
async function signedInFrom(
  fakeIdp: FakeIdp,
  email: string,
  where: { city?: string; country?: string },
  name?: string,
) {
  const jar = new CookieJar();
  const { code, state } = fakeIdp.authorize(await startSignIn(jar), { email, name });
  const res = await jar.fetch(`/api/auth/google/callback?code=${code}&state=${state}`, {
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0", "cf-connecting-ip": "198.51.100.23" },
    cf: where,
  } as RequestInit);
  expect(res.status).toBe(302);
  return jar;
}

const user = async (id: string) => PlatformUserDetail.parse(await ok(root.fetch(`/api/platform/users/${id}`)));
const patchUser = (id: string, body: unknown) => sendJson(root, "PATCH", `/api/platform/users/${id}`, body);
const endSession = (userId: string, sessionId: string) =>
  root.fetch(`/api/platform/users/${userId}/sessions/${sessionId}`, { method: "DELETE" });
const sessionIdOf = (jar: CookieJar) => jar.session!.split(".")[0]!;

/** A member (not the admin) of the organization of `domain`, approved by the super admin; their session. */
async function memberOf(domain: string, name: string) {
  await signedIn(idp, `admin@${domain}`);
  await signIn(idp, { email: `${name}@${domain}` });
  const request = (await pendingRequestOf(`${name}@${domain}`))!;
  await ok(sendJson(root, "POST", `/api/membership-requests/${request.id}/decision`, { approve: true }));
  return signedIn(idp, `${name}@${domain}`);
}

describe("GET /api/platform/users", () => {
  it("searches by e-mail or name across organizations, with organization, status and last login", async () => {
    await signedIn(idp, "ada@search-one.test", "Ada Lovelace");
    await signedIn(idp, "grace@search-two.test", "Grace Hopper");
    await signIn(idp, { email: "waits@search-one.test", name: "Wendy Waits" });
    const byName = PlatformUserList.parse(await ok(root.fetch("/api/platform/users?q=hopper")));
    expect(byName.items).toEqual([
      expect.objectContaining({
        email: "grace@search-two.test",
        full_name: "Grace Hopper",
        organization_name: "Search Two",
        status: "active",
        is_suspended: false,
      }),
    ]);
    expect(byName.items[0]!.last_login_at).not.toBeNull();
    const byEmail = PlatformUserList.parse(await ok(root.fetch("/api/platform/users?q=SEARCH-ONE.test")));
    expect(byEmail.items.map((u) => u.email)).toEqual(["waits@search-one.test", "ada@search-one.test"]);
    expect(byEmail.items[0]).toMatchObject({
      status: "pending_approval",
      organization_id: null,
      organization_name: null,
    });
  });

  it("pages newest first and filters by organization", async () => {
    for (const n of [1, 2, 3]) await signedIn(idp, `user${n}@paging-users-${n}.test`);
    const first = PlatformUserList.parse(await ok(root.fetch("/api/platform/users?q=paging-users&limit=2")));
    expect(first.items.map((u) => u.email)).toEqual(["user3@paging-users-3.test", "user2@paging-users-2.test"]);
    const second = PlatformUserList.parse(
      await ok(root.fetch(`/api/platform/users?q=paging-users&limit=2&cursor=${first.next_cursor}`)),
    );
    expect(second.items.map((u) => u.email)).toEqual(["user1@paging-users-1.test"]);
    const org = (await userByEmail("user2@paging-users-2.test")).organizationId!;
    const inOrg = PlatformUserList.parse(await ok(root.fetch(`/api/platform/users?organization_id=${org}`)));
    expect(inOrg.items.map((u) => u.email)).toEqual(["user2@paging-users-2.test"]);
    await refused(root.fetch("/api/platform/users?cursor=%%%"), 400);
  });
});

describe("GET /api/platform/users/:id", () => {
  it("shows profile, roles, last login and address, sessions with location and user agent, and recent activity", async () => {
    await signedInFrom(idp, "traveller@detail-user.test", { city: "Lisbon", country: "PT" }, "Tess Traveller");
    await signedInFrom(idp, "traveller@detail-user.test", { country: "DE" });
    const profile = await userByEmail("traveller@detail-user.test");
    const d = await user(profile.id);
    expect(d.user).toMatchObject({
      email: "traveller@detail-user.test",
      full_name: "Tess Traveller",
      organization_name: "Detail User",
      status: "active",
      is_suspended: false,
      suspension_reason: null,
      notes: null,
      last_login_ip: "198.51.100.23",
    });
    expect(d.roles).toEqual([expect.objectContaining({ role: "admin", organization_id: profile.organizationId })]);
    expect(d.is_super_admin).toBe(false);
    expect(d.sessions).toHaveLength(2);
    expect(d.sessions.map((s) => s.location).sort()).toEqual(["DE", "Lisbon, PT"]);
    expect(d.sessions[0]).toMatchObject({
      ip_address: "198.51.100.23",
      user_agent: expect.stringContaining("TestBrowser"),
      is_active: true,
    });
    expect(d.activity.map((a) => a.action)).toEqual(expect.arrayContaining(["USER_SIGNED_IN", "ORGANIZATION_CREATED"]));
    expect(d.activity[0]).toMatchObject({ user_email: "traveller@detail-user.test", organization_name: "Detail User" });
  });

  it("keeps the 10 latest sessions and 10 latest actions; says who is a super admin", async () => {
    for (let i = 0; i < 12; i++) await signedIn(idp, "busy@many-sessions.test");
    const d = await user((await userByEmail("busy@many-sessions.test")).id);
    expect(d.sessions).toHaveLength(10);
    expect(d.activity).toHaveLength(10);
    expect((await user((await userByEmail(SUPER_ADMIN)).id)).is_super_admin).toBe(true);
  });

  it("404 'User not found'", async () => {
    expect((await refused(root.fetch("/api/platform/users/nobody"), 404)).message).toBe("User not found");
    expect((await refused(patchUser("nobody", { notes: "x" }), 404)).message).toBe("User not found");
  });
});

describe("PATCH /api/platform/users/:id", () => {
  it("saves admin notes and audits old and new value; empty notes clear them", async () => {
    await signedIn(idp, "noted@notes.test");
    const { id } = await userByEmail("noted@notes.test");
    const d = PlatformUserDetail.parse(await ok(patchUser(id, { notes: "Asked for an enterprise trial." })));
    expect(d.user.notes).toBe("Asked for an enterprise trial.");
    const entry = (await auditOf(id)).find((e) => e.action === "UPDATE");
    expect(entry).toMatchObject({
      resourceType: "user",
      details: { field: "notes", old_value: null, new_value: "Asked for an enterprise trial." },
    });
    expect(PlatformUserDetail.parse(await ok(patchUser(id, { notes: "  " }))).user.notes).toBeNull();
    await refused(patchUser(id, { notes: "x".repeat(5001) }), 400);
    expect((await refused(patchUser(id, {}), 400)).message).toContain("Nothing to change");
  });

  it("suspension ends the user's sessions on their next request and blocks sign-in; reactivation clears the reason", async () => {
    const jar = await memberOf("suspend-user.test", "rule-breaker");
    const { id } = await userByEmail("rule-breaker@suspend-user.test");
    const d = PlatformUserDetail.parse(await ok(patchUser(id, { suspended: true })));
    expect(d.user).toMatchObject({ is_suspended: true, suspension_reason: "Suspended by admin" });
    expect(d.sessions.every((s) => !s.is_active)).toBe(true);
    expect(await (await jar.fetch("/api/me")).json(), "signed out").toEqual({
      user: null,
      signed_out_reason: "suspended",
    });
    const again = await signIn(
      idp,
      { email: "rule-breaker@suspend-user.test" },
      { headers: { accept: "application/json" } },
    );
    expect(again.res.status).toBe(403);
    expect((await auditOf(id)).find((e) => e.action === "USER_SUSPENDED")).toMatchObject({ severity: "warning" });

    const reason = PlatformUserDetail.parse(await ok(patchUser(id, { suspension_reason: "Shared their account" })));
    expect(reason.user.suspension_reason).toBe("Shared their account");
    const back = PlatformUserDetail.parse(await ok(patchUser(id, { suspended: false })));
    expect(back.user).toMatchObject({ is_suspended: false, suspension_reason: null });
    expect((await auditOf(id)).map((e) => e.action)).toContain("USER_UNSUSPENDED");
    expect(
      (
        (await (await signedIn(idp, "rule-breaker@suspend-user.test").then((j) => j.fetch("/api/me"))).json()) as {
          user: unknown;
        }
      ).user,
    ).not.toBeNull();
  });

  it("takes a reason with the suspension; refuses a reason for an active user", async () => {
    await memberOf("reason.test", "reasoned");
    const { id } = await userByEmail("reasoned@reason.test");
    await refused(patchUser(id, { suspension_reason: "no" }), 400);
    await refused(patchUser(id, { suspended: false, suspension_reason: "no" }), 400);
    const d = PlatformUserDetail.parse(await ok(patchUser(id, { suspended: true, suspension_reason: "Chargeback" })));
    expect(d.user.suspension_reason).toBe("Chargeback");
  });

  it("the one suspension rule for everyone: not oneself, not an organization's last active admin (409)", async () => {
    expect((await refused(patchUser((await userByEmail(SUPER_ADMIN)).id, { suspended: true }), 409)).message).toBe(
      "You cannot suspend your own account.",
    );
    await signedIn(idp, "only-admin@last-admin.test");
    const { id } = await userByEmail("only-admin@last-admin.test");
    expect((await refused(patchUser(id, { suspended: true }), 409)).message).toContain("last active administrator");
    expect((await user(id)).user.is_suspended).toBe(false);
  });
});

describe("DELETE /api/platform/users/:id/sessions/:sessionId", () => {
  it("ends that session on its next request; the user's other sessions go on; audited", async () => {
    const laptop = await signedIn(idp, "two-devices@sessions.test");
    const phone = await signedIn(idp, "two-devices@sessions.test");
    const { id } = await userByEmail("two-devices@sessions.test");
    const phoneSession = sessionIdOf(phone);
    const res = await endSession(id, phoneSession);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await (await phone.fetch("/api/me")).json(), "signed out").toEqual({
      user: null,
      signed_out_reason: "session_ended",
    });
    expect(((await (await laptop.fetch("/api/me")).json()) as { user: unknown }).user, "signed in").not.toBeNull();
    const [row] = await db()
      .select()
      .from(userSessionsTable)
      .where(eq(userSessionsTable.id, sessionIdOf(laptop)));
    expect(row!.isActive).toBe(true);
    expect((await user(id)).sessions.filter((s) => s.is_active)).toHaveLength(1);
    const [entry] = await auditOf(phoneSession);
    expect(entry).toMatchObject({
      action: "SESSION_ENDED",
      resourceType: "user_session",
      userId: (await userByEmail(SUPER_ADMIN)).id,
    });
    // Again: already ended, nothing more happens.
    expect((await endSession(id, phoneSession)).status).toBe(204);
    expect(await auditOf(phoneSession)).toHaveLength(1);
  });

  it("404 for another user's session or an unknown one", async () => {
    const jar = await signedIn(idp, "owner@session-404.test");
    await signedIn(idp, "other@session-other.test");
    const other = await userByEmail("other@session-other.test");
    expect((await refused(endSession(other.id, sessionIdOf(jar)), 404)).message).toBe("Session not found");
    await refused(endSession(other.id, "no-such-session"), 404);
    expect(((await (await jar.fetch("/api/me")).json()) as { user: unknown }).user, "signed in").not.toBeNull();
  });
});

describe("GET /api/platform/membership-requests", () => {
  it("lists every organization's requests; a super admin approves or rejects any of them", async () => {
    await signedIn(idp, "boss@approvals-a.test");
    await signedIn(idp, "boss@approvals-b.test");
    await signIn(idp, { email: "joiner@approvals-a.test" });
    await signIn(idp, { email: "joiner@approvals-b.test" });
    const list = MembershipRequestList.parse(
      await ok(root.fetch("/api/platform/membership-requests?q=joiner@approvals&status=pending")),
    );
    expect(list.items.map((r) => r.organization_name).sort()).toEqual(["Approvals A", "Approvals B"]);
    const a = (await pendingRequestOf("joiner@approvals-a.test"))!;
    const b = (await pendingRequestOf("joiner@approvals-b.test"))!;
    await ok(sendJson(root, "POST", `/api/membership-requests/${a.id}/decision`, { approve: true }));
    await ok(sendJson(root, "POST", `/api/membership-requests/${b.id}/decision`, { approve: false }));
    const decided = MembershipRequestList.parse(
      await ok(root.fetch("/api/platform/membership-requests?q=joiner@approvals")),
    );
    expect(decided.items.map((r) => r.status).sort()).toEqual(["approved", "rejected"]);
  });
});

describe("GET /api/platform/audit-logs", () => {
  it("every organization's entries newest first with the user and organization; null user is the system; search and paging", async () => {
    const now = new Date().toISOString();
    await db().insert(auditLogsTable).values({
      id: crypto.randomUUID(),
      userId: null,
      organizationId: null,
      action: "USAGE_RECORDED",
      resourceType: "system-job-xyz",
      severity: "info",
      createdAt: now,
    });
    const system = AuditLogList.parse(await ok(root.fetch("/api/platform/audit-logs?q=system-job-xyz")));
    expect(system.items).toEqual([
      expect.objectContaining({ user_id: null, user_email: null, action: "USAGE_RECORDED", details: null }),
    ]);

    await signedIn(idp, "boss@audited.test", "Audited Boss");
    const byUser = AuditLogList.parse(await ok(root.fetch("/api/platform/audit-logs?q=Audited%20Boss")));
    expect(byUser.items.map((e) => e.action).sort()).toEqual(["ORGANIZATION_CREATED", "USER_SIGNED_IN"]);
    expect(byUser.items.find((e) => e.action === "ORGANIZATION_CREATED")).toMatchObject({
      user_email: "boss@audited.test",
      organization_name: "Audited",
    });
    const byOrg = AuditLogList.parse(await ok(root.fetch("/api/platform/audit-logs?q=audited&limit=1")));
    expect(byOrg.items).toHaveLength(1);
    const page2 = AuditLogList.parse(
      await ok(root.fetch(`/api/platform/audit-logs?q=audited&limit=1&cursor=${byOrg.next_cursor}`)),
    );
    expect(page2.items[0]!.id).not.toBe(byOrg.items[0]!.id);
    const hundred = AuditLogList.parse(await ok(root.fetch("/api/platform/audit-logs?limit=100")));
    expect(hundred.items.length).toBeLessThanOrEqual(100);
    await refused(root.fetch("/api/platform/audit-logs?limit=0"), 400);
  });
});

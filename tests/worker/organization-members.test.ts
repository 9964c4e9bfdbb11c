import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLogsTable,
  orgRiskAssessmentsTable,
  userProfilesTable,
  userRolesTable,
  userSessionsTable,
} from "@core/db/schema";
import { setUserSuspension } from "@core/domain/users/set-user-suspension";
import { MemberDetail, MemberList } from "@core/contract/members";
import { CookieJar, signIn, signedIn, useFakeIdp } from "./auth-support";
import { db } from "./helpers";
import { expectError, makeOrg, sendJson, userOf } from "./org-support";

const idp = useFakeIdp();

const setRoles = (jar: CookieJar, id: string, roles: unknown) =>
  sendJson(jar, "PUT", `/api/organization/members/${id}/roles`, { roles });
const suspend = (jar: CookieJar, id: string, body: Record<string, unknown> = { suspended: true }) =>
  sendJson(jar, "POST", `/api/organization/members/${id}/suspension`, body);

async function auditOf(action: string, resourceId: string) {
  return db()
    .select()
    .from(auditLogsTable)
    .where(and(eq(auditLogsTable.action, action), eq(auditLogsTable.resourceId, resourceId)));
}

async function rolesInDb(userId: string) {
  const rows = await db().select().from(userRolesTable).where(eq(userRolesTable.userId, userId));
  return rows.map((r) => r.role).sort();
}

describe("GET /api/organization/members", () => {
  it("lists the organization's members newest first, with roles; not other organizations' or people still waiting", async () => {
    const org = await makeOrg(idp, "list-co.test", ["Bea Baker", "Cal Cooper"]);
    await makeOrg(idp, "list-other.test");
    await signedIn(idp, "waiting@list-co.test", "Wes Waiting");
    const res = await org.admin.jar.fetch("/api/organization/members");
    expect(res.status).toBe(200);
    const page = MemberList.parse(await res.json());
    expect(page.items.map((m) => m.email)).toEqual(["cal@list-co.test", "bea@list-co.test", "admin@list-co.test"]);
    expect(page.next_cursor).toBeNull();
    expect(page.items[2]).toMatchObject({
      full_name: "Ada Admin",
      roles: ["admin"],
      status: "active",
      is_suspended: false,
    });
    expect(page.items[0]!.roles).toEqual(["member"]);
    expect(page.items[0]!.last_login_at).toEqual(expect.any(String));
  });

  it("searches by name or e-mail, case-insensitive, with % and _ taken literally", async () => {
    const org = await makeOrg(idp, "search-co.test", ["Dora Dunn", "Eli Evans"]);
    const find = async (q: string) =>
      MemberList.parse(
        await (await org.admin.jar.fetch(`/api/organization/members?q=${encodeURIComponent(q)}`)).json(),
      ).items.map((m) => m.email);
    expect(await find("dUNN")).toEqual(["dora@search-co.test"]);
    expect(await find("eli@")).toEqual(["eli@search-co.test"]);
    expect(await find("%")).toEqual([]);
    expect(await find("_")).toEqual([]);
    expect((await find("search-co")).length).toBe(3);
  });

  it("pages with limit and cursor; a foreign cursor or a limit above 100 is a 400", async () => {
    const org = await makeOrg(idp, "paging-co.test", ["Fay Fox", "Gus Grant"]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await org.admin.jar.fetch(`/api/organization/members?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      const page = MemberList.parse(await res.json());
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((m) => m.email));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(["gus@paging-co.test", "fay@paging-co.test", "admin@paging-co.test"]);
    await expectError(await org.admin.jar.fetch("/api/organization/members?cursor=garbage"), 400, "INVALID_REQUEST");
    await expectError(await org.admin.jar.fetch("/api/organization/members?limit=101"), 400, "INVALID_REQUEST");
  });
});

describe("GET /api/organization/members/:id", () => {
  it("shows profile, roles with dates and sign-in details", async () => {
    const org = await makeOrg(idp, "detail-co.test", ["Hal Hunt"]);
    const hal = org.members[0]!;
    const res = await org.admin.jar.fetch(`/api/organization/members/${hal.id}`);
    expect(res.status).toBe(200);
    const member = MemberDetail.parse(await res.json());
    expect(member).toMatchObject({
      id: hal.id,
      email: hal.email,
      full_name: "Hal Hunt",
      status: "active",
      suspension_reason: null,
      roles: ["member"],
    });
    expect(member.role_assignments).toEqual([{ role: "member", assigned_at: expect.any(String) }]);
    expect(member.created_at).toEqual(expect.any(String));
  });

  it("'Member not found' for another organization's member, a waiting user, or no one", async () => {
    const org = await makeOrg(idp, "nf-co.test");
    const other = await makeOrg(idp, "nf-other.test");
    await signedIn(idp, "waiting@nf-co.test");
    const waiting = await userOf("waiting@nf-co.test");
    for (const id of [other.members[0]!.id, other.admin.id, waiting.id, "no-such-user"]) {
      await expectError(
        await org.admin.jar.fetch(`/api/organization/members/${id}`),
        404,
        "NOT_FOUND",
        "Member not found",
      );
    }
  });
});

describe("PUT /api/organization/members/:id/roles", () => {
  it("sets the roles, writes ROLE_ASSIGNED / ROLE_REMOVED per role with the change, and they count at once", async () => {
    const org = await makeOrg(idp, "roles-co.test", ["Ivy Irwin"]);
    const ivy = org.members[0]!;
    const res = await setRoles(org.admin.jar, ivy.id, ["member", "reviewer"]);
    expect(res.status).toBe(200);
    expect(MemberDetail.parse(await res.json()).roles).toEqual(["reviewer", "member"]);
    expect(await rolesInDb(ivy.id)).toEqual(["member", "reviewer"]);

    const [assigned] = await auditOf("ROLE_ASSIGNED", ivy.id);
    expect(assigned).toMatchObject({
      userId: org.admin.id,
      organizationId: org.organizationId,
      resourceType: "user_role",
      severity: "info",
    });
    expect(JSON.parse(assigned!.details!)).toMatchObject({ role: "reviewer", member_id: ivy.id, email: ivy.email });
    const [grant] = await db()
      .select()
      .from(userRolesTable)
      .where(and(eq(userRolesTable.userId, ivy.id), eq(userRolesTable.role, "reviewer")));
    expect(grant!.createdAt).toBe(assigned!.createdAt); // one batch, one clock

    // The admin role: Ivy may now manage the organization; taking it away writes a warning.
    expect((await ivy.jar.fetch("/api/organization/members")).status).toBe(403);
    await setRoles(org.admin.jar, ivy.id, ["admin"]);
    expect((await ivy.jar.fetch("/api/organization/members")).status).toBe(200);
    expect(await rolesInDb(ivy.id)).toEqual(["admin"]);
    const removed = await auditOf("ROLE_REMOVED", ivy.id);
    expect(removed.map((r) => JSON.parse(r.details!).role).sort()).toEqual(["member", "reviewer"]);
    const [adminGrant] = await auditOf("ROLE_ASSIGNED", ivy.id).then((rows) =>
      rows.filter((r) => JSON.parse(r.details!).role === "admin"),
    );
    expect(adminGrant!.severity).toBe("warning");
  });

  it("the same roles again change nothing and write nothing", async () => {
    const org = await makeOrg(idp, "same-co.test", ["Jon Jones"]);
    const jon = org.members[0]!;
    const res = await setRoles(org.admin.jar, jon.id, ["member", "member"]);
    expect(res.status).toBe(200);
    expect(await auditOf("ROLE_ASSIGNED", jon.id)).toHaveLength(0);
    expect(await auditOf("ROLE_REMOVED", jon.id)).toHaveLength(0);
  });

  it("refuses an empty set or an unknown role with 400, and changes nothing", async () => {
    const org = await makeOrg(idp, "bad-roles.test", ["Kim Kerr"]);
    const kim = org.members[0]!;
    await expectError(
      await setRoles(org.admin.jar, kim.id, []),
      400,
      "INVALID_REQUEST",
      /At least one role must be assigned to the user\./,
    );
    await expectError(
      await setRoles(org.admin.jar, kim.id, ["member", "owner"]),
      400,
      "INVALID_REQUEST",
      /Unknown role "owner"/,
    );
    await expectError(await setRoles(org.admin.jar, kim.id, "admin"), 400, "INVALID_REQUEST");
    await expectError(
      await sendJson(org.admin.jar, "PUT", `/api/organization/members/${kim.id}/roles`, {}),
      400,
      "INVALID_REQUEST",
    );
    expect(await rolesInDb(kim.id)).toEqual(["member"]);
  });

  it("the last active admin cannot lose the admin role (409); with a second admin they can", async () => {
    const org = await makeOrg(idp, "last-admin.test", ["Lea Lane"]);
    const lea = org.members[0]!;
    await expectError(
      await setRoles(org.admin.jar, org.admin.id, ["member"]),
      409,
      "CONFLICT",
      /at least one active administrator/,
    );
    expect(await rolesInDb(org.admin.id)).toEqual(["admin"]);
    expect(await auditOf("ROLE_REMOVED", org.admin.id)).toHaveLength(0);
    expect(await auditOf("ROLE_ASSIGNED", org.admin.id)).toHaveLength(0);

    // A suspended admin does not count.
    await setRoles(org.admin.jar, lea.id, ["admin"]);
    expect((await suspend(org.admin.jar, lea.id)).status).toBe(200);
    await expectError(await setRoles(org.admin.jar, org.admin.id, ["analyst"]), 409, "CONFLICT");

    await suspend(org.admin.jar, lea.id, { suspended: false });
    const res = await setRoles(org.admin.jar, org.admin.id, ["analyst"]);
    expect(res.status).toBe(200);
    expect(await rolesInDb(org.admin.id)).toEqual(["analyst"]);
  });

  it("two admins taking the admin role from each other at once: one wins, the organization keeps an admin", async () => {
    const org = await makeOrg(idp, "race-roles.test", ["Max Moss"]);
    const max = org.members[0]!;
    await setRoles(org.admin.jar, max.id, ["admin"]);
    const maxJar = await signedIn(idp, max.email);
    const [a, b] = await Promise.all([
      setRoles(org.admin.jar, max.id, ["member"]),
      setRoles(maxJar, org.admin.id, ["member"]),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const admins = await db()
      .select()
      .from(userRolesTable)
      .where(and(eq(userRolesTable.organizationId, org.organizationId), eq(userRolesTable.role, "admin")));
    expect(admins).toHaveLength(1);
    const removals = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.organizationId, org.organizationId), eq(auditLogsTable.action, "ROLE_REMOVED")));
    expect(removals.filter((r) => JSON.parse(r.details!).role === "admin")).toHaveLength(1);
  });

  it("another organization's member → 404", async () => {
    const org = await makeOrg(idp, "roles-a.test");
    const other = await makeOrg(idp, "roles-b.test");
    await expectError(
      await setRoles(org.admin.jar, other.members[0]!.id, ["admin"]),
      404,
      "NOT_FOUND",
      "Member not found",
    );
    expect(await rolesInDb(other.members[0]!.id)).toEqual(["member"]);
  });
});

describe("POST /api/organization/members/:id/suspension", () => {
  it("suspends: sessions end at once, the next request is signed out, sign-in is refused, the audit entry is written", async () => {
    const org = await makeOrg(idp, "susp-co.test", ["Ned Nash"]);
    const ned = org.members[0]!;
    const phone = await signedIn(idp, ned.email);
    expect(((await (await ned.jar.fetch("/api/me")).json()) as { user: unknown }).user).not.toBeNull();

    const res = await suspend(org.admin.jar, ned.id);
    expect(res.status).toBe(200);
    expect(MemberDetail.parse(await res.json())).toMatchObject({
      is_suspended: true,
      suspension_reason: "Suspended by admin",
    });

    const sessions = await db().select().from(userSessionsTable).where(eq(userSessionsTable.userId, ned.id));
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((s) => !s.isActive)).toBe(true);
    for (const jar of [ned.jar, phone]) {
      const next = await jar.fetch("/api/team");
      expect(next.status).toBe(401);
      expect(jar.session).toBeUndefined(); // the cookie was cleared
    }
    expect((await signIn(idp, { email: ned.email })).res.status).toBe(403);

    const [entry] = await auditOf("USER_SUSPENDED", ned.id);
    expect(entry).toMatchObject({ userId: org.admin.id, organizationId: org.organizationId, severity: "warning" });
    expect(JSON.parse(entry!.details!)).toMatchObject({ reason: "Suspended by admin", email: ned.email });
  });

  it("keeps the admin's reason; unsuspending clears it and lets the member sign in again", async () => {
    const org = await makeOrg(idp, "unsusp-co.test", ["Ora Owens"]);
    const ora = org.members[0]!;
    const res = await suspend(org.admin.jar, ora.id, { suspended: true, reason: "  Left the company  " });
    expect(MemberDetail.parse(await res.json()).suspension_reason).toBe("Left the company");

    const back = await suspend(org.admin.jar, ora.id, { suspended: false });
    expect(back.status).toBe(200);
    expect(MemberDetail.parse(await back.json())).toMatchObject({ is_suspended: false, suspension_reason: null });
    const [entry] = await auditOf("USER_UNSUSPENDED", ora.id);
    expect(entry!.severity).toBe("info");
    expect(JSON.parse(entry!.details!)).toMatchObject({ previous_reason: "Left the company" });
    const again = await signedIn(idp, ora.email);
    expect((await again.fetch("/api/team")).status).toBe(200);

    // Asking for the state the member is already in writes nothing.
    expect((await suspend(org.admin.jar, ora.id, { suspended: false })).status).toBe(200);
    expect(await auditOf("USER_UNSUSPENDED", ora.id)).toHaveLength(1);
  });

  it("a suspended member's assessments stay with the organization", async () => {
    const org = await makeOrg(idp, "keep-co.test", ["Pia Park"]);
    const pia = org.members[0]!;
    const now = new Date().toISOString();
    await db().insert(orgRiskAssessmentsTable).values({
      id: crypto.randomUUID(),
      organizationId: org.organizationId,
      url: "https://vendor.example/",
      vendorKey: "vendor.example",
      createdBy: pia.id,
      createdAt: now,
      updatedAt: now,
    });
    expect((await suspend(org.admin.jar, pia.id)).status).toBe(200);
    const rows = await db().select().from(orgRiskAssessmentsTable).where(eq(orgRiskAssessmentsTable.createdBy, pia.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.organizationId).toBe(org.organizationId);
    expect((await userOf(pia.email)).organizationId).toBe(org.organizationId);
  });

  it("an admin cannot suspend themself (409)", async () => {
    const org = await makeOrg(idp, "self-susp.test");
    await expectError(
      await suspend(org.admin.jar, org.admin.id),
      409,
      "CONFLICT",
      "You cannot suspend your own account.",
    );
    expect((await userOf(org.admin.email)).isSuspended).toBe(false);
    expect(((await (await org.admin.jar.fetch("/api/me")).json()) as { user: unknown }).user).not.toBeNull();
  });

  it("the last active admin cannot be suspended (409), also by a platform administrator", async () => {
    const org = await makeOrg(idp, "last-susp.test", ["Quin Quay"]);
    const superAdmin = {
      kind: "user" as const,
      clientKey: "k",
      userId: "platform-root",
      organizationId: null,
      roles: [],
      isSuperAdmin: true,
    };
    await expect(
      setUserSuspension({ db: db(), clock: () => new Date() }, superAdmin, {
        userId: org.admin.id,
        suspended: true,
        scope: "platform",
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await userOf(org.admin.email)).isSuspended).toBe(false);
    // A member is fine for the platform administrator; an organization admin scope needs organization.manage.
    await setUserSuspension({ db: db(), clock: () => new Date() }, superAdmin, {
      userId: org.members[0]!.id,
      suspended: true,
      scope: "platform",
    });
    expect((await userOf(org.members[0]!.email)).isSuspended).toBe(true);
    await expect(
      setUserSuspension({ db: db(), clock: () => new Date() }, superAdmin, {
        userId: org.members[0]!.id,
        suspended: false,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("two admins suspending each other at once: one wins, the organization keeps an active admin", async () => {
    const org = await makeOrg(idp, "race-susp.test", ["Rex Reed"]);
    const rex = org.members[0]!;
    await setRoles(org.admin.jar, rex.id, ["admin"]);
    const rexJar = await signedIn(idp, rex.email);
    const [a, b] = await Promise.all([suspend(org.admin.jar, rex.id), suspend(rexJar, org.admin.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const profiles = await db()
      .select()
      .from(userProfilesTable)
      .where(eq(userProfilesTable.organizationId, org.organizationId));
    expect(profiles.filter((p) => p.isSuspended)).toHaveLength(1);
  });

  it("another organization's member → 404; a bad body → 400; nothing changes", async () => {
    const org = await makeOrg(idp, "susp-a.test");
    const other = await makeOrg(idp, "susp-b.test");
    const target = other.members[0]!;
    await expectError(await suspend(org.admin.jar, target.id), 404, "NOT_FOUND", "Member not found");
    await expectError(await suspend(org.admin.jar, org.admin.id, { suspended: "yes" }), 400, "INVALID_REQUEST");
    await expectError(
      await suspend(other.admin.jar, target.id, { suspended: true, reason: "x".repeat(501) }),
      400,
      "INVALID_REQUEST",
    );
    expect((await userOf(target.email)).isSuspended).toBe(false);
  });
});

describe("signed out", () => {
  it("gets 401 before the body is looked at", async () => {
    await expectError(
      await sendJson(new CookieJar(), "PUT", "/api/organization/members/x/roles", { roles: [] }),
      401,
      "UNAUTHENTICATED",
    );
    await expectError(await sendJson(new CookieJar(), "PATCH", "/api/organization", {}), 401, "UNAUTHENTICATED");
  });
});

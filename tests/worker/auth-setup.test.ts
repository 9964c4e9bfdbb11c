import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLogsTable,
  emailOutboxTable,
  organizationsTable,
  pendingApprovalsTable,
  userProfilesTable,
  userRolesTable,
  userSessionsTable,
} from "@core/db/schema";
import { organizationNameFromDomain, isConsumerMailDomain } from "@core/domain/organizations/email-domains";
import { Me } from "@core/contract/auth";
import { useFakeIdp, signIn, signedIn, SUPER_ADMIN, type CookieJar } from "./auth-support";
import { db } from "./helpers";

const idp = useFakeIdp();

async function me(jar: CookieJar) {
  const res = await jar.fetch("/api/me");
  expect(res.status).toBe(200);
  return Me.parse(await res.json());
}

async function profile(email: string) {
  const [row] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email));
  return row!;
}

describe("user setup on sign-in", () => {
  it("the first user of a domain creates its organization and becomes its admin", async () => {
    const { jar, res } = await signIn(idp, { email: "first@acme-labs.test", name: "Fiona First" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const [org] = await db().select().from(organizationsTable).where(eq(organizationsTable.domain, "acme-labs.test"));
    expect(org).toMatchObject({
      name: "Acme Labs",
      domain: "acme-labs.test",
      status: "active",
      subscriptionTier: "free",
      subscriptionStatus: "trial",
      monthlyAssessmentLimit: 10,
      assessmentsUsedThisMonth: 0,
      isPersonal: false,
      billingEmail: "first@acme-labs.test",
    });
    const body = await me(jar);
    expect(body).toMatchObject({
      profile: { status: "active", organization_id: org!.id },
      organization: { id: org!.id, name: "Acme Labs" },
      roles: ["admin"],
      is_org_admin: true,
      is_super_admin: false,
      pending_approval: null,
    });
    const audit = await db().select().from(auditLogsTable).where(eq(auditLogsTable.organizationId, org!.id));
    expect(audit.map((a) => a.action)).toContain("ORGANIZATION_CREATED");
  });

  it("the second user of the domain waits for approval; the admins are told by e-mail", async () => {
    await signedIn(idp, "boss@second-co.test", "Boss");
    const { jar, res } = await signIn(idp, { email: "newbie@second-co.test", name: "New Bie" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/pending-approval");
    const body = await me(jar);
    expect(body).toMatchObject({
      profile: { status: "pending_approval", organization_id: null },
      organization: null,
      roles: [],
      is_org_admin: false,
      pending_approval: { organization_name: "Second Co" },
    });
    const user = await profile("newbie@second-co.test");
    const requests = await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.userId, user.id));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.status).toBe("pending");
    const mails = await db()
      .select()
      .from(emailOutboxTable)
      .where(eq(emailOutboxTable.toAddress, "boss@second-co.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("New Bie (newbie@second-co.test) asks to join Second Co");
    expect(mails[0]!.textBody).toContain("http://app.test/admin/approvals");
    expect(mails[0]!.status).toBe("kept");
  });

  it("a consumer mail domain gets a personal organization with the user as admin, one each", async () => {
    const a = await signedIn(idp, "jane.doe@gmail.com", "Jane Doe");
    const b = await signedIn(idp, "john.roe@gmail.com", "John Roe");
    const meA = await me(a);
    const meB = await me(b);
    expect(meA.organization!.name).toBe("Jane Doe (personal)");
    expect(meA.roles).toEqual(["admin"]);
    expect(meB.organization!.id).not.toBe(meA.organization!.id);
    const [org] = await db().select().from(organizationsTable).where(eq(organizationsTable.id, meA.organization!.id));
    expect(org).toMatchObject({ domain: null, isPersonal: true, monthlyAssessmentLimit: 10, subscriptionTier: "free" });
  });

  it("addresses in SUPER_ADMIN_EMAILS are super admins (case-insensitive); others are not", async () => {
    const root = await me(await signedIn(idp, SUPER_ADMIN, "Root"));
    expect(root.is_super_admin).toBe(true);
    expect(root.roles).toEqual(["admin", "super_admin"]);
    const other = await me(await signedIn(idp, "other.root@platform-owner.test"));
    expect(other.is_super_admin).toBe(true);
    const plain = await me(await signedIn(idp, "nobody@not-root.test"));
    expect(plain.is_super_admin).toBe(false);
    expect(plain.roles).toEqual(["admin"]);
  });

  it("signing in again changes nothing but the login details, and starts another session", async () => {
    const first = await signedIn(idp, "again@idempotent.test", "Again");
    const user = await profile("again@idempotent.test");
    const second = await signedIn(idp, "again@idempotent.test", "Renamed At Provider");
    const after = await profile("again@idempotent.test");
    expect(after.id).toBe(user.id);
    expect(after.fullName).toBe("Again");
    expect(after.organizationId).toBe(user.organizationId);
    expect(
      await db().select().from(organizationsTable).where(eq(organizationsTable.domain, "idempotent.test")),
    ).toHaveLength(1);
    expect(await db().select().from(userRolesTable).where(eq(userRolesTable.userId, user.id))).toHaveLength(1);
    expect(await db().select().from(userSessionsTable).where(eq(userSessionsTable.userId, user.id))).toHaveLength(2);
    expect((await me(first)).user.id).toBe((await me(second)).user.id);

    await signedIn(idp, "waiting@idempotent.test");
    await signedIn(idp, "waiting@idempotent.test");
    const waiting = await profile("waiting@idempotent.test");
    expect(waiting.status).toBe("pending_approval");
    expect(
      await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.userId, waiting.id)),
    ).toHaveLength(1);
  });

  it("records the login time and address, and the session's address, user agent and expiry", async () => {
    const { res } = await signIn(
      idp,
      { email: "where@login-details.test" },
      {
        headers: { "cf-connecting-ip": "203.0.113.9", "user-agent": "TestBrowser/1.0" },
      },
    );
    expect(res.status).toBe(302);
    const user = await profile("where@login-details.test");
    expect(user.lastLoginIp).toBe("203.0.113.9");
    expect(Date.now() - new Date(user.lastLoginAt!).getTime()).toBeLessThan(60_000);
    const [session] = await db().select().from(userSessionsTable).where(eq(userSessionsTable.userId, user.id));
    expect(session).toMatchObject({ ipAddress: "203.0.113.9", userAgent: "TestBrowser/1.0", isActive: true });
    const days = (new Date(session!.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("a declined user who signs in again asks again: a new request, the old one kept as history", async () => {
    await signedIn(idp, "admin@rejecting.test");
    await signedIn(idp, "unwanted@rejecting.test");
    const user = await profile("unwanted@rejecting.test");
    await db().update(userProfilesTable).set({ status: "rejected" }).where(eq(userProfilesTable.id, user.id));
    await db()
      .update(pendingApprovalsTable)
      .set({ status: "rejected", decidedAt: new Date().toISOString() })
      .where(eq(pendingApprovalsTable.userId, user.id));
    const { res, jar } = await signIn(idp, { email: "unwanted@rejecting.test" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/pending-approval");
    expect(jar.session).toBeDefined();
    expect((await profile("unwanted@rejecting.test")).status).toBe("pending_approval");
    const requests = await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.userId, user.id));
    expect(requests.map((r) => r.status).sort()).toEqual(["pending", "rejected"]);
  });

  it("a suspended user cannot sign in", async () => {
    await signedIn(idp, "held@suspended-co.test");
    const user = await profile("held@suspended-co.test");
    await db().update(userProfilesTable).set({ isSuspended: true }).where(eq(userProfilesTable.id, user.id));
    const { res, jar } = await signIn(idp, { email: "held@suspended-co.test" });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/suspended/);
    expect(jar.session).toBeUndefined();
    const sessions = await db()
      .select()
      .from(userSessionsTable)
      .where(and(eq(userSessionsTable.userId, user.id), eq(userSessionsTable.isActive, true)));
    expect(sessions).toHaveLength(1); // only the one from before; suspension revocation is tested with sessions
  });

  it("is safe when the same new domain signs in twice at once: one organization, one admin", async () => {
    const results = await Promise.all([
      signIn(idp, { email: "racer1@race-co.test" }),
      signIn(idp, { email: "racer2@race-co.test" }),
    ]);
    expect(results.map((r) => r.res.status)).toEqual([302, 302]);
    const orgs = await db().select().from(organizationsTable).where(eq(organizationsTable.domain, "race-co.test"));
    expect(orgs).toHaveLength(1);
    const statuses = (await Promise.all(["racer1@race-co.test", "racer2@race-co.test"].map(profile)))
      .map((p) => p.status)
      .sort();
    expect(statuses).toEqual(["active", "pending_approval"]);
  });
});

describe("organization naming and consumer domains", () => {
  it.each([
    ["acme.com", "Acme"],
    ["acme-labs.co.uk", "Acme Labs"],
    ["eng.example.com", "Example"],
    ["globex_corp.io", "Globex Corp"],
    ["localhost", "Localhost"],
  ])("%s → %s", (domain, name) => {
    expect(organizationNameFromDomain(domain)).toBe(name);
  });

  it("knows the big consumer mail services", () => {
    for (const d of ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com", "proton.me"]) {
      expect(isConsumerMailDomain(d), d).toBe(true);
    }
    expect(isConsumerMailDomain("acme.com")).toBe(false);
  });
});

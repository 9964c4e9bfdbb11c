/**
 * Domain squatting: an organization holds an e-mail domain only with proof of control (a
 * Workspace sign-in of its founder or an admin, or the DNS TXT record `_rrr-challenge.<domain>`);
 * personal organizations and public mail domains never hold one; a claim without proof routes
 * nobody and is dropped when the domain's own Workspace arrives. Rejecting a join request closes
 * that request only; a super admin can lift a refusal; no organization-level action reaches a
 * platform super admin's platform rights.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogsTable, organizationsTable, pendingApprovalsTable, userProfilesTable } from "@core/db/schema";
import { MembershipRequestList, Me } from "@core/contract/auth";
import { Organization } from "@core/contract/organization";
import { createApp } from "@worker/app";
import { CookieJar, signIn, signedIn, useFakeIdp } from "./auth-support";
import { db } from "./helpers";
import { expectError, sendJson, userOf } from "./org-support";

const idp = useFakeIdp();

/** An app whose TXT lookups answer from this zone (name → records). */
function appWithDns(zone: Record<string, string[]>) {
  return createApp({ resolveTxt: async (name) => zone[name] ?? [] });
}

async function orgRow(id: string) {
  const [row] = await db().select().from(organizationsTable).where(eq(organizationsTable.id, id));
  return row!;
}

async function auditActions(organizationId: string) {
  const rows = await db().select().from(auditLogsTable).where(eq(auditLogsTable.organizationId, organizationId));
  return rows.map((r) => r.action);
}

async function orgIdOf(email: string) {
  return (await userOf(email)).organizationId!;
}

// First: the platform owners' company is founded by its own admin, not by a super admin.
describe("a platform super admin inside an organization", () => {
  const me = async (jar: CookieJar) => Me.parse(await (await jar.fetch("/api/me")).json());

  it("keeps platform rights through rejection and suspension by the organization's admin", async () => {
    // The company of the platform's owners has its own admin; the super admin joins it later.
    const boss = await signedIn(idp, "boss@platform-owner.test");
    const root = await signedIn(idp, "other.root@platform-owner.test");
    expect((await me(root)).is_super_admin).toBe(true);
    const [request] = await db()
      .select()
      .from(pendingApprovalsTable)
      .where(eq(pendingApprovalsTable.userId, (await userOf("other.root@platform-owner.test")).id));

    // Rejected by the organization: the request closes, the platform stays.
    expect((await decide(boss, request!.id, false)).status).toBe(200);
    expect((await root.fetch("/api/platform/stats")).status).toBe(200);
    const again = await signedIn(idp, "other.root@platform-owner.test");
    expect((await me(again)).is_super_admin).toBe(true);

    // Approved, then suspended by the organization: membership ends, platform rights do not.
    const [retry] = await db()
      .select()
      .from(pendingApprovalsTable)
      .where(
        and(
          eq(pendingApprovalsTable.userId, (await userOf("other.root@platform-owner.test")).id),
          eq(pendingApprovalsTable.status, "pending"),
        ),
      );
    expect((await decide(boss, retry!.id, true)).status).toBe(200);
    const rootId = (await userOf("other.root@platform-owner.test")).id;
    const suspended = await sendJson(boss, "POST", `/api/organization/members/${rootId}/suspension`, {
      suspended: true,
    });
    expect(suspended.status).toBe(200);
    expect((await again.fetch("/api/platform/stats")).status).toBe(200);
    const after = await me(again);
    expect(after).toMatchObject({ is_super_admin: true, organization: null });
    const relogin = await signIn(idp, { email: "other.root@platform-owner.test" });
    expect(relogin.res.status).toBe(302);
    expect((await relogin.jar.fetch("/api/platform/stats")).status).toBe(200);
    const [profile] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.id, rootId));
    expect(profile!.isSuspended).toBe(true);
  });

  function decide(jar: CookieJar, id: string, approve: boolean) {
    return sendJson(jar, "POST", `/api/membership-requests/${id}/decision`, { approve });
  }
});

describe("who may hold a domain", () => {
  it("a personal organization cannot claim a company's domain (400), and the company's people never reach it", async () => {
    // A free personal account: its organization is personal.
    const squatter = await signedIn(idp, "squatter@gmail.com", "Sam Squatter");
    const res = await sendJson(squatter, "PATCH", "/api/organization", {
      name: "Sam Squatter (personal)",
      domain: "victim-co.test",
    });
    await expectError(res, 400, "INVALID_REQUEST", /personal organization cannot hold a domain/);
    expect((await orgRow(await orgIdOf("squatter@gmail.com"))).domain).toBeNull();

    // The company's own Workspace administrator founds the company's organization, as its admin.
    const { res: signInRes } = await signIn(idp, { email: "it-admin@victim-co.test" });
    expect(signInRes.headers.get("location")).toBe("/");
    const victim = await userOf("it-admin@victim-co.test");
    expect(victim.status).toBe("active");
    expect(await orgRow(victim.organizationId!)).toMatchObject({ domain: "victim-co.test", domainProof: "workspace" });
  });

  it("another company's admin asking for a domain gets a DNS challenge, not the domain; the domain's people are not routed to it", async () => {
    const admin = await signedIn(idp, "admin@grabber-co.test", "Greg Grabber");
    const orgId = await orgIdOf("admin@grabber-co.test");
    const res = await sendJson(admin, "PATCH", "/api/organization", { name: "Grabber Co", domain: "target-co.test" });
    expect(res.status).toBe(200);
    const org = Organization.parse(await res.json());
    expect(org).toMatchObject({
      domain: "grabber-co.test",
      domain_verified: true,
      domain_challenge: { domain: "target-co.test", record_name: "_rrr-challenge.target-co.test" },
    });
    expect(org.domain_challenge!.record_value).toMatch(/^rrr-verification=[0-9a-f]{36}$/);
    expect(await auditActions(orgId)).toContain("DOMAIN_CHALLENGE_CREATED");

    // Without the TXT record, verifying fails and nothing changes.
    const dns = new CookieJar(appWithDns({}));
    dns.cookies = admin.cookies;
    await expectError(
      await dns.fetch("/api/organization/domain/verify", { method: "POST" }),
      409,
      "CONFLICT",
      /TXT record was not found: publish a TXT record at _rrr-challenge\.target-co\.test/,
    );
    expect((await orgRow(orgId)).domain).toBe("grabber-co.test");

    // Target's people, even without Workspace, are never sent to Grabber.
    await signedIn(idp, "someone@target-co.test");
    expect((await userOf("someone@target-co.test")).organizationId).not.toBe(orgId);
  });

  it("the DNS TXT record proves a domain: held with proof dns, audited", async () => {
    const admin = await signedIn(idp, "admin@dns-owner.test", "Dee Owner");
    const orgId = await orgIdOf("admin@dns-owner.test");
    const patched = Organization.parse(
      await (await sendJson(admin, "PATCH", "/api/organization", { name: "Dns Owner", domain: "dns-owner.co" })).json(),
    );
    const { record_name, record_value } = patched.domain_challenge!;
    const jar = new CookieJar(appWithDns({ [record_name]: ["v=spf1 -all", record_value] }));
    jar.cookies = admin.cookies;
    const res = await jar.fetch("/api/organization/domain/verify", { method: "POST" });
    expect(res.status).toBe(200);
    expect(Organization.parse(await res.json())).toMatchObject({
      domain: "dns-owner.co",
      domain_verified: true,
      domain_proof: "dns",
      domain_challenge: null,
    });
    const actions = await auditActions(orgId);
    expect(actions).toEqual(expect.arrayContaining(["DOMAIN_VERIFIED", "DOMAIN_REMOVED", "ORGANIZATION_UPDATED"]));
    const [removed] = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.organizationId, orgId), eq(auditLogsTable.action, "DOMAIN_REMOVED")));
    expect(JSON.parse(removed!.details!)).toMatchObject({ domain: "dns-owner.test", was_verified: true });
  });

  it("an admin signed in with the domain's Workspace holds it at once; removing a proved domain is audited", async () => {
    const admin = await signedIn(idp, "admin@own-ws.test", "Wanda Owner");
    const orgId = await orgIdOf("admin@own-ws.test");
    const removed = await sendJson(admin, "PATCH", "/api/organization", { name: "Own Ws", domain: null });
    expect(Organization.parse(await removed.json())).toMatchObject({ domain: null, domain_verified: false });
    const back = await sendJson(admin, "PATCH", "/api/organization", { name: "Own Ws", domain: "own-ws.test" });
    expect(Organization.parse(await back.json())).toMatchObject({
      domain: "own-ws.test",
      domain_verified: true,
      domain_proof: "workspace",
    });
    const entries = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.organizationId, orgId), eq(auditLogsTable.action, "DOMAIN_REMOVED")));
    expect(entries.map((e) => ({ ...JSON.parse(e.details!), severity: e.severity }))).toEqual([
      { domain: "own-ws.test", was_verified: true, proof: "workspace", replaced_by: null, severity: "warning" },
    ]);
  });

  it("public mail domains, including the platform's extra list, are nobody's (400)", async () => {
    const admin = await signedIn(idp, "admin@mailish-co.test");
    await expectError(
      await sendJson(admin, "PATCH", "/api/organization", { name: "Mailish", domain: "outlook.de" }),
      400,
      "INVALID_REQUEST",
      /public e-mail service/,
    );
    await expectError(
      await admin.fetch(
        "/api/organization",
        {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Mailish", domain: "inbox.example" }),
        },
        { SIGNUP_CONSUMER_DOMAINS_EXTRA: "inbox.example" },
      ),
      400,
      "INVALID_REQUEST",
      /public e-mail service/,
    );
  });

  it("a domain another organization holds with proof: 409, even with the TXT record", async () => {
    await signedIn(idp, "admin@held-co.test");
    const other = await signedIn(idp, "admin@wants-held.test");
    await expectError(
      await sendJson(other, "PATCH", "/api/organization", { name: "Wants", domain: "held-co.test" }),
      409,
      "CONFLICT",
      "Another organization already uses the domain held-co.test. Each domain can belong to one organization only.",
    );
  });
});

describe("claims without proof (rows from before the rule)", () => {
  async function legacySquat(domain: string) {
    const squatter = await signedIn(idp, `admin@squat-${domain}`);
    const orgId = await orgIdOf(`admin@squat-${domain}`);
    await db()
      .update(organizationsTable)
      .set({ domain, domainVerifiedAt: null, domainProof: null })
      .where(eq(organizationsTable.id, orgId));
    return { squatter, orgId };
  }

  it("route nobody: the domain's people get their own organization instead of a request to the squatter", async () => {
    const { orgId } = await legacySquat("quiet-victim.test");
    for (const email of ["first@quiet-victim.test", "second@quiet-victim.test"]) {
      // Accounts the domain's Workspace does not manage: they prove nothing and get personal organizations.
      const { res } = await signIn(idp, { email, hd: null });
      expect(res.headers.get("location")).toBe("/");
      expect((await orgRow(await orgIdOf(email))).isPersonal).toBe(true);
    }
    const requests = await db()
      .select()
      .from(pendingApprovalsTable)
      .where(eq(pendingApprovalsTable.organizationId, orgId));
    expect(requests).toEqual([]);
  });

  it("are dropped (audited) when an account of the domain's own Workspace arrives, which founds its organization; waiting requests close", async () => {
    const { orgId } = await legacySquat("loud-victim.test");
    // A request routed there before the rule, still waiting.
    const waitingId = crypto.randomUUID();
    const early = await signedIn(idp, "early@elsewhere-co.test");
    await db()
      .insert(pendingApprovalsTable)
      .values({
        id: waitingId,
        userId: (await userOf("early@elsewhere-co.test")).id,
        organizationId: orgId,
        status: "pending",
        requestedAt: new Date().toISOString(),
      });
    void early;

    const { res } = await signIn(idp, { email: "cto@loud-victim.test" });
    expect(res.headers.get("location")).toBe("/");
    const cto = await userOf("cto@loud-victim.test");
    expect(cto.organizationId).not.toBe(orgId);
    expect(await orgRow(cto.organizationId!)).toMatchObject({ domain: "loud-victim.test", domainProof: "workspace" });
    expect((await orgRow(orgId)).domain).toBeNull();
    const [dropped] = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.organizationId, orgId), eq(auditLogsTable.action, "DOMAIN_CLAIM_DROPPED")));
    expect(dropped).toMatchObject({ severity: "warning" });
    expect(JSON.parse(dropped!.details!)).toMatchObject({ domain: "loud-victim.test" });
    const [closed] = await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.id, waitingId));
    expect(closed!.status).toBe("cancelled");
  });

  it("an admin of the organization signing in with the domain's Workspace proves it", async () => {
    await signedIn(idp, "admin@late-proof.test");
    const orgId = await orgIdOf("admin@late-proof.test");
    await db()
      .update(organizationsTable)
      .set({ domainVerifiedAt: null, domainProof: null })
      .where(eq(organizationsTable.id, orgId));
    await signedIn(idp, "admin@late-proof.test");
    expect(await orgRow(orgId)).toMatchObject({ domain: "late-proof.test", domainProof: "workspace" });
    expect(await auditActions(orgId)).toContain("DOMAIN_VERIFIED");
  });
});

describe("refusals", () => {
  async function requestOf(email: string, status = "pending") {
    const user = await userOf(email);
    const [row] = await db()
      .select()
      .from(pendingApprovalsTable)
      .where(and(eq(pendingApprovalsTable.userId, user.id), eq(pendingApprovalsTable.status, status as "pending")));
    return row!;
  }
  const decide = (jar: CookieJar, id: string, approve: boolean) =>
    sendJson(jar, "POST", `/api/membership-requests/${id}/decision`, { approve });

  it("rejecting closes that request only: the person asks again by signing in, and the admin sees the earlier rejection", async () => {
    const admin = await signedIn(idp, "admin@second-chance.test");
    await signedIn(idp, "hopeful@second-chance.test");
    const first = await requestOf("hopeful@second-chance.test");
    expect((await decide(admin, first.id, false)).status).toBe(200);

    const again = await signIn(idp, { email: "hopeful@second-chance.test" });
    expect(again.res.status).toBe(302);
    expect(again.res.headers.get("location")).toBe("/pending-approval");
    const list = MembershipRequestList.parse(
      await (await admin.fetch("/api/membership-requests?status=pending")).json(),
    );
    const mine = list.items.find((r) => r.email === "hopeful@second-chance.test")!;
    expect(mine).toMatchObject({ status: "pending", earlier_rejections: 1 });
    expect(mine.last_rejected_at).not.toBeNull();
    expect((await decide(admin, mine.id, true)).status).toBe(200);
    expect((await userOf("hopeful@second-chance.test")).status).toBe("active");
  });

  it("an organization admin cannot reverse a rejection (409); a super admin lifts it", async () => {
    const admin = await signedIn(idp, "admin@lifted-co.test");
    await signedIn(idp, "refused@lifted-co.test");
    const request = await requestOf("refused@lifted-co.test");
    await decide(admin, request.id, false);
    await expectError(await decide(admin, request.id, true), 409, "CONFLICT", /platform administrator can lift/);

    const root = await signedIn(idp, "root@platform-owner.test");
    const res = await decide(root, request.id, true);
    expect(res.status).toBe(200);
    const user = await userOf("refused@lifted-co.test");
    expect(user).toMatchObject({ status: "active", organizationId: await orgIdOf("admin@lifted-co.test") });
    const [entry] = await db()
      .select()
      .from(auditLogsTable)
      .where(eq(auditLogsTable.action, "MEMBERSHIP_REFUSAL_LIFTED"));
    expect(entry).toMatchObject({ resourceId: request.id, severity: "warning" });
  });
});

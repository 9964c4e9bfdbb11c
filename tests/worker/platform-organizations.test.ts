/**
 * The super admin's organizations: list and search, create (and the first member becoming its
 * admin), detail, the monthly limit with its validation and audit entry, suspension. Who may
 * call at all is in the authorization matrix.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { organizationsTable, organizationUsageTable, userProfilesTable, userRolesTable } from "@core/db/schema";
import { monthOf } from "@core/lib/clock";
import { ORGANIZATION_SUSPENDED_MESSAGE } from "@core/domain/users/setup-user-on-sign-in";
import { AnalyzeQueued } from "@core/contract/api";
import { Me } from "@core/contract/auth";
import {
  LIMIT_MESSAGES,
  OrganizationDetail,
  PlatformOrganizationDetail,
  PlatformOrganizationList,
  PlatformStats,
} from "@core/contract/platform";
import { type CookieJar, signIn, signedIn, SUPER_ADMIN, useFakeIdp } from "./auth-support";
import { db } from "./helpers";
import { auditOf, ok, pendingRequestOf, refused, sendJson, userByEmail } from "./platform-support";

const idp = useFakeIdp();
let root: CookieJar;

beforeAll(async () => {
  root = await signedIn(idp, SUPER_ADMIN);
});

const create = (body: unknown) => sendJson(root, "POST", "/api/platform/organizations", body);
const patch = (id: string, body: unknown) => sendJson(root, "PATCH", `/api/platform/organizations/${id}`, body);
const detail = async (id: string) =>
  PlatformOrganizationDetail.parse(await ok(root.fetch(`/api/platform/organizations/${id}`)));
const orgIdOf = async (email: string) => (await userByEmail(email)).organizationId!;

describe("POST /api/platform/organizations", () => {
  it("creates an organization with the defaults: tier free, trial, active, limit 10, no members; audited", async () => {
    const org = OrganizationDetail.parse(await ok(create({ name: "  Initech  ", domain: "Initech.test" }), 201));
    expect(org).toMatchObject({
      name: "Initech",
      domain: "initech.test",
      status: "active",
      subscription_tier: "free",
      subscription_status: "trial",
      monthly_assessment_limit: 10,
      assessments_used_this_month: 0,
      member_count: 0,
      is_personal: false,
      billing_email: null,
    });
    const [entry] = await auditOf(org.id);
    expect(entry).toMatchObject({
      action: "ORGANIZATION_CREATED",
      resourceType: "organization",
      organizationId: org.id,
    });
    expect(entry!.userId).toBe((await userByEmail(SUPER_ADMIN)).id);
    expect(entry!.details).toMatchObject({ name: "Initech", domain: "initech.test", monthly_assessment_limit: 10 });
  });

  it("takes a tier, a limit and a billing e-mail; no domain is fine", async () => {
    const org = OrganizationDetail.parse(
      await ok(
        create({
          name: "Umbrella",
          subscription_tier: "enterprise",
          monthly_assessment_limit: 250,
          billing_email: "ap@umbrella.test",
        }),
        201,
      ),
    );
    expect(org).toMatchObject({
      domain: null,
      subscription_tier: "enterprise",
      monthly_assessment_limit: 250,
      billing_email: "ap@umbrella.test",
    });
  });

  it("409 when another organization has the domain (one created by sign-in too)", async () => {
    await signedIn(idp, "founder@taken-domain.test");
    const error = await refused(create({ name: "Copycat", domain: "taken-domain.test" }), 409);
    expect(error).toMatchObject({
      code: "CONFLICT",
      message: "An organization with the domain taken-domain.test already exists.",
    });
    await ok(create({ name: "First", domain: "twice.test" }), 201);
    await refused(create({ name: "Second", domain: "TWICE.test" }), 409);
  });

  it("refuses bad input with a clear message and creates nothing", async () => {
    const before = (await db().select().from(organizationsTable)).length;
    expect((await refused(create({ domain: "noname.test" }), 400)).message).toContain("Organization name is required");
    expect((await refused(create({ name: "   " }), 400)).message).toContain("Organization name is required");
    expect((await refused(create({ name: "Bad", domain: "not a domain" }), 400)).message).toContain(
      "Enter a domain such as example.com",
    );
    expect((await refused(create({ name: "Bad", monthly_assessment_limit: 0 }), 400)).message).toContain(
      LIMIT_MESSAGES.min,
    );
    expect((await refused(create({ name: "Bad", subscription_tier: "gold" }), 400)).code).toBe("INVALID_REQUEST");
    expect((await refused(create({ name: "Bad", domain: "gmail.com" }), 400)).message).toContain(
      "personal mail service",
    );
    expect((await db().select().from(organizationsTable)).length).toBe(before);
  });

  it("the first person of its domain to sign in becomes its admin; the next one asks to join", async () => {
    const org = OrganizationDetail.parse(await ok(create({ name: "Globex Corporation", domain: "globex.test" }), 201));
    const first = await signedIn(idp, "hank@globex.test");
    const me = Me.parse(await ok(first.fetch("/api/me")));
    expect(me).toMatchObject({
      organization: { id: org.id, name: "Globex Corporation" },
      roles: ["admin"],
      is_org_admin: true,
    });
    expect((await auditOf(org.id)).map((e) => e.action)).toContain("ORGANIZATION_CLAIMED");

    const { location } = await signIn(idp, { email: "frank@globex.test" });
    expect(location).toBe("/pending-approval");
    expect((await pendingRequestOf("frank@globex.test"))?.organizationId).toBe(org.id);
    expect((await detail(org.id)).organization.member_count).toBe(1);
  });

  it("when several people of its domain sign in at once, exactly one becomes its admin", async () => {
    const org = OrganizationDetail.parse(await ok(create({ name: "Race Inc", domain: "race-claim.test" }), 201));
    await Promise.all(["a", "b", "c"].map((n) => signIn(idp, { email: `${n}@race-claim.test` })));
    const admins = await db().select().from(userRolesTable).where(eq(userRolesTable.organizationId, org.id));
    expect(admins.map((r) => r.role)).toEqual(["admin"]);
    const members = await db().select().from(userProfilesTable).where(eq(userProfilesTable.organizationId, org.id));
    expect(members).toHaveLength(1);
    const waiting = await Promise.all(["a", "b", "c"].map((n) => pendingRequestOf(`${n}@race-claim.test`)));
    expect(waiting.filter(Boolean)).toHaveLength(2);
  });
});

describe("GET /api/platform/organizations", () => {
  it("searches by name or domain, newest first, and pages with the cursor", async () => {
    for (const n of [1, 2, 3]) await ok(create({ name: `Paging Partners ${n}`, domain: `paging-${n}.test` }), 201);
    const byName = PlatformOrganizationList.parse(
      await ok(root.fetch("/api/platform/organizations?q=paging%20partners&limit=2")),
    );
    expect(byName.items.map((o) => o.name)).toEqual(["Paging Partners 3", "Paging Partners 2"]);
    const next = PlatformOrganizationList.parse(
      await ok(root.fetch(`/api/platform/organizations?q=paging%20partners&limit=2&cursor=${byName.next_cursor}`)),
    );
    expect(next.items.map((o) => o.name)).toEqual(["Paging Partners 1"]);
    expect(next.next_cursor).toBeNull();
    const byDomain = PlatformOrganizationList.parse(
      await ok(root.fetch("/api/platform/organizations?q=PAGING-2.TEST")),
    );
    expect(byDomain.items).toEqual([
      expect.objectContaining({
        name: "Paging Partners 2",
        domain: "paging-2.test",
        status: "active",
        subscription_tier: "free",
      }),
    ]);
    await refused(root.fetch("/api/platform/organizations?cursor=nope"), 400);
    await refused(root.fetch("/api/platform/organizations?limit=101"), 400);
  });

  it("counts members and filters by status", async () => {
    await signedIn(idp, "boss@counted.test");
    const id = await orgIdOf("boss@counted.test");
    const list = PlatformOrganizationList.parse(await ok(root.fetch("/api/platform/organizations?q=counted.test")));
    expect(list.items[0]).toMatchObject({ id, member_count: 1 });
    await ok(patch(id, { status: "suspended" }));
    const suspended = PlatformOrganizationList.parse(
      await ok(root.fetch("/api/platform/organizations?status=suspended&limit=100")),
    );
    expect(suspended.items.map((o) => o.id)).toContain(id);
    const active = PlatformOrganizationList.parse(
      await ok(root.fetch("/api/platform/organizations?status=active&q=counted")),
    );
    expect(active.items).toEqual([]);
  });
});

describe("GET /api/platform/organizations/:id", () => {
  it("shows billing e-mail, tier, trial, limit and this month's usage, members with roles, the latest 10 usage metrics", async () => {
    await signedIn(idp, "owner@detail.test");
    const id = await orgIdOf("owner@detail.test");
    await db()
      .update(organizationsTable)
      .set({ assessmentsUsedThisMonth: 4, usagePeriod: monthOf(new Date()) })
      .where(eq(organizationsTable.id, id));
    for (let i = 0; i < 12; i++) {
      const day = `2026-10-${String(i + 1).padStart(2, "0")}`;
      await db()
        .insert(organizationUsageTable)
        .values({
          id: crypto.randomUUID(),
          organizationId: id,
          metricName: "assessments_created",
          metricValue: i,
          period: "daily",
          periodStart: day,
          recordedAt: `${day}T23:00:00.000Z`,
        });
    }
    const d = await detail(id);
    expect(d.organization).toMatchObject({
      id,
      billing_email: "owner@detail.test",
      subscription_status: "trial",
      monthly_assessment_limit: 10,
      assessments_used_this_month: 4,
      member_count: 1,
    });
    expect(d.members).toEqual([
      expect.objectContaining({ email: "owner@detail.test", roles: ["admin"], status: "active", is_suspended: false }),
    ]);
    expect(d.recent_usage).toHaveLength(10);
    expect(d.recent_usage[0]).toMatchObject({ period_start: "2026-10-12", metric_value: 11 });
  });

  it("last month's count is not this month's usage", async () => {
    await signedIn(idp, "owner@old-usage.test");
    const id = await orgIdOf("owner@old-usage.test");
    await db()
      .update(organizationsTable)
      .set({ assessmentsUsedThisMonth: 9, usagePeriod: "2001-01" })
      .where(eq(organizationsTable.id, id));
    expect((await detail(id)).organization.assessments_used_this_month).toBe(0);
  });

  it("404 'Organization not found'", async () => {
    expect(await refused(root.fetch("/api/platform/organizations/no-such-org"), 404)).toMatchObject({
      message: "Organization not found",
    });
    expect((await refused(patch("no-such-org", { monthly_assessment_limit: 5 }), 404)).message).toBe(
      "Organization not found",
    );
  });
});

describe("PATCH /api/platform/organizations/:id: the monthly limit", () => {
  it("changes the limit and writes UPDATE on organization_limit with field, old and new value and the name, in the same batch", async () => {
    await signedIn(idp, "owner@limit.test");
    const id = await orgIdOf("owner@limit.test");
    const org = OrganizationDetail.parse(await ok(patch(id, { monthly_assessment_limit: 75 })));
    expect(org.monthly_assessment_limit).toBe(75);
    const entry = (await auditOf(id)).find((e) => e.resourceType === "organization_limit");
    expect(entry).toMatchObject({
      action: "UPDATE",
      severity: "info",
      userId: (await userByEmail(SUPER_ADMIN)).id,
      organizationId: id,
    });
    expect(entry!.details).toEqual({
      field: "monthly_assessment_limit",
      old_value: 10,
      new_value: 75,
      organization_name: "Limit",
    });
    // The same value again changes nothing and writes nothing.
    await ok(patch(id, { monthly_assessment_limit: 75 }));
    expect((await auditOf(id)).filter((e) => e.resourceType === "organization_limit")).toHaveLength(1);
  });

  it.each([
    [0, LIMIT_MESSAGES.min],
    [-5, LIMIT_MESSAGES.min],
    [10_001, LIMIT_MESSAGES.max],
    [2.5, LIMIT_MESSAGES.invalid],
    ["12", LIMIT_MESSAGES.invalid],
    [null, LIMIT_MESSAGES.invalid],
  ])("400 for %j: %s, and nothing changes", async (value, message) => {
    await signedIn(idp, "owner@bad-limit.test");
    const id = await orgIdOf("owner@bad-limit.test");
    const error = await refused(patch(id, { monthly_assessment_limit: value }), 400);
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.message).toContain(message);
    expect((await detail(id)).organization.monthly_assessment_limit).toBe(10);
  });

  it("accepts 1 and 10,000; a limit below this month's usage is allowed and stops new analyses", async () => {
    const owner = await signedIn(idp, "owner@below.test");
    const id = await orgIdOf("owner@below.test");
    await ok(patch(id, { monthly_assessment_limit: 10_000 }));
    const analyze = (n: number) =>
      sendJson(owner, "POST", "/api/analyze", { url: `https://below-${n}-${crypto.randomUUID().slice(0, 6)}.com/` });
    AnalyzeQueued.parse(await ok(analyze(1), 202));
    AnalyzeQueued.parse(await ok(analyze(2), 202));
    await ok(patch(id, { monthly_assessment_limit: 1 }));
    expect((await detail(id)).organization).toMatchObject({
      monthly_assessment_limit: 1,
      assessments_used_this_month: 2,
    });
    expect((await refused(analyze(3), 429)).code).toBe("MONTHLY_LIMIT_REACHED");
  });

  it("400 for an empty change", async () => {
    await signedIn(idp, "owner@nothing.test");
    expect((await refused(patch(await orgIdOf("owner@nothing.test"), {}), 400)).message).toContain("Nothing to change");
  });

  it("renames and changes the tier, each audited with old and new value", async () => {
    await signedIn(idp, "owner@rename.test");
    const id = await orgIdOf("owner@rename.test");
    const org = OrganizationDetail.parse(
      await ok(patch(id, { name: "Renamed Ltd", subscription_tier: "professional" })),
    );
    expect(org).toMatchObject({ name: "Renamed Ltd", subscription_tier: "professional" });
    const details = (await auditOf(id))
      .filter((e) => e.action === "UPDATE" && e.resourceType === "organization")
      .map((e) => e.details);
    expect(details).toEqual(
      expect.arrayContaining([
        { field: "name", old_value: "Rename", new_value: "Renamed Ltd", organization_name: "Rename" },
        { field: "subscription_tier", old_value: "free", new_value: "professional", organization_name: "Rename" },
      ]),
    );
  });
});

describe("PATCH /api/platform/organizations/:id: suspension", () => {
  it("signs its members out at once; they cannot sign in or analyze; nothing is deleted; reactivation lets them back", async () => {
    const admin = await signedIn(idp, "boss@suspended-org.test");
    const id = await orgIdOf("boss@suspended-org.test");
    expect(((await (await admin.fetch("/api/me")).json()) as { user: unknown }).user, "signed in").not.toBeNull();

    const org = OrganizationDetail.parse(await ok(patch(id, { status: "suspended" })));
    expect(org.status).toBe("suspended");
    expect(await (await admin.fetch("/api/me")).json(), "signed out").toEqual({
      user: null,
      signed_out_reason: "organization_suspended",
    });
    const analysis = await sendJson(admin, "POST", "/api/analyze", { url: "https://after-suspension.com/" });
    expect(AnalyzeQueued.parse(await analysis.json()).isPublicJob).toBe(true); // no longer on the organization's quota
    expect((await detail(id)).organization.assessments_used_this_month).toBe(0);

    const again = await signIn(idp, { email: "boss@suspended-org.test" }, { headers: { accept: "application/json" } });
    expect(again.res.status).toBe(403);
    expect(((await again.res.json()) as { error: { message: string } }).error.message).toBe(
      ORGANIZATION_SUSPENDED_MESSAGE,
    );
    const newcomer = await signIn(
      idp,
      { email: "new@suspended-org.test" },
      { headers: { accept: "application/json" } },
    );
    expect(newcomer.res.status).toBe(403);
    expect(await pendingRequestOf("boss@suspended-org.test")).toBeUndefined();

    expect((await userByEmail("boss@suspended-org.test")).organizationId).toBe(id);
    const entry = (await auditOf(id)).find((e) => e.action === "ORGANIZATION_SUSPENDED");
    expect(entry).toMatchObject({
      severity: "warning",
      details: { field: "status", old_value: "active", new_value: "suspended", organization_name: "Suspended Org" },
    });

    await ok(patch(id, { status: "active" }));
    expect((await auditOf(id)).map((e) => e.action)).toContain("ORGANIZATION_REACTIVATED");
    const back = await signedIn(idp, "boss@suspended-org.test");
    expect(Me.parse(await ok(back.fetch("/api/me"))).roles).toEqual(["admin"]);
  });

  it("a super admin cannot suspend their own organization (409)", async () => {
    const id = await orgIdOf(SUPER_ADMIN);
    expect((await refused(patch(id, { status: "suspended" }), 409)).message).toContain(
      "cannot suspend the organization you belong to",
    );
  });

  it("400 for a status that is not active or suspended", async () => {
    await signedIn(idp, "owner@status.test");
    await refused(patch(await orgIdOf("owner@status.test"), { status: "deleted" }), 400);
  });
});

describe("GET /api/platform/stats", () => {
  it("counts organizations, users (active ones), pending approvals and the last 24 hours of audit entries", async () => {
    const before = PlatformStats.parse(await ok(root.fetch("/api/platform/stats")));
    await signedIn(idp, "boss@stats.test");
    await signIn(idp, { email: "waiting@stats.test" });
    const id = await orgIdOf("boss@stats.test");
    await ok(patch(id, { status: "suspended" }));
    const after = PlatformStats.parse(await ok(root.fetch("/api/platform/stats")));
    expect(after.organizations.total).toBe(before.organizations.total + 1);
    expect(after.organizations.active).toBe(before.organizations.active);
    expect(after.users.total).toBe(before.users.total + 2);
    expect(after.users.active).toBe(before.users.active + 1);
    expect(after.pending_approvals).toBe(before.pending_approvals + 1);
    expect(after.audit_entries_24h).toBeGreaterThanOrEqual(before.audit_entries_24h + 5);
  });
});

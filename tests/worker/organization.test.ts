import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  assessmentApprovalsTable,
  auditLogsTable,
  orgAnalysisJobsTable,
  organizationsTable,
  organizationUsageTable,
} from "@core/db/schema";
import { monthOf } from "@core/lib/clock";
import { AuditLogList } from "@core/contract/audit";
import { Organization, OrganizationActivity, OrganizationStats, UsageList } from "@core/contract/organization";
import { signedIn, useFakeIdp } from "./auth-support";
import { db } from "./helpers";
import { expectError, makeOrg, sendJson } from "./org-support";

const idp = useFakeIdp();

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() - offset * DAY).toISOString();

async function organizationRow(id: string) {
  const [row] = await db().select().from(organizationsTable).where(eq(organizationsTable.id, id));
  return row!;
}

describe("GET /api/organization", () => {
  it("shows the organization with its defaults; the billing e-mail only to admins", async () => {
    const org = await makeOrg(idp, "read-org.test");
    const res = await org.admin.jar.fetch("/api/organization");
    expect(res.status).toBe(200);
    expect(Organization.parse(await res.json())).toMatchObject({
      id: org.organizationId,
      name: "Read Org",
      domain: "read-org.test",
      billing_email: "admin@read-org.test",
      status: "active",
      subscription_tier: "free",
      subscription_status: "trial",
      monthly_assessment_limit: 10,
      assessments_used_this_month: 0,
      is_personal: false,
    });
    const asMember = Organization.parse(await (await org.members[0]!.jar.fetch("/api/organization")).json());
    expect(asMember).toMatchObject({ id: org.organizationId, name: "Read Org", billing_email: null });
  });

  it("counts this month's analyses only (a counter of an earlier month reads 0)", async () => {
    const org = await makeOrg(idp, "used-org.test", []);
    await db()
      .update(organizationsTable)
      .set({ assessmentsUsedThisMonth: 4, usagePeriod: monthOf(new Date()) })
      .where(eq(organizationsTable.id, org.organizationId));
    expect(
      Organization.parse(await (await org.admin.jar.fetch("/api/organization")).json()).assessments_used_this_month,
    ).toBe(4);
    await db()
      .update(organizationsTable)
      .set({ usagePeriod: "2020-01" })
      .where(eq(organizationsTable.id, org.organizationId));
    expect(
      Organization.parse(await (await org.admin.jar.fetch("/api/organization")).json()).assessments_used_this_month,
    ).toBe(0);
  });
});

describe("PATCH /api/organization", () => {
  it("saves name and billing e-mail, and audits each changed field with old and new value; a new domain waits for its proof", async () => {
    const org = await makeOrg(idp, "edit-org.test", []);
    const res = await sendJson(org.admin.jar, "PATCH", "/api/organization", {
      name: "  Edit Org Ltd  ",
      domain: "Edit-Org.CO.uk",
      billing_email: "billing@edit-org.test",
    });
    expect(res.status).toBe(200);
    const body = Organization.parse(await res.json());
    expect(body).toMatchObject({
      name: "Edit Org Ltd",
      // The admin's account is managed by edit-org.test, not edit-org.co.uk: the domain waits for its TXT record.
      domain: "edit-org.test",
      domain_verified: true,
      billing_email: "billing@edit-org.test",
      domain_challenge: { domain: "edit-org.co.uk", record_name: "_rrr-challenge.edit-org.co.uk" },
    });
    expect(await organizationRow(org.organizationId)).toMatchObject({
      name: "Edit Org Ltd",
      domain: "edit-org.test",
      billingEmail: "billing@edit-org.test",
      challengeDomain: "edit-org.co.uk",
    });

    const [entry] = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.action, "ORGANIZATION_UPDATED"), eq(auditLogsTable.resourceId, org.organizationId)));
    expect(entry).toMatchObject({ userId: org.admin.id, resourceType: "organization", severity: "info" });
    expect(JSON.parse(entry!.details!)).toEqual({
      fields: ["name", "billing_email"],
      changes: {
        name: { old: "Edit Org", new: "Edit Org Ltd" },
        billing_email: { old: "admin@edit-org.test", new: "billing@edit-org.test" },
      },
      organization_name: "Edit Org Ltd",
    });
  });

  it("absent fields stay, empty ones are removed, no change writes nothing", async () => {
    const org = await makeOrg(idp, "keep-org.test", []);
    const res = await sendJson(org.admin.jar, "PATCH", "/api/organization", { name: "Keep Org", billing_email: "" });
    expect(Organization.parse(await res.json())).toMatchObject({ domain: "keep-org.test", billing_email: null });
    const again = await sendJson(org.admin.jar, "PATCH", "/api/organization", {
      name: "Keep Org",
      domain: "keep-org.test",
    });
    expect(again.status).toBe(200);
    const entries = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.action, "ORGANIZATION_UPDATED"), eq(auditLogsTable.resourceId, org.organizationId)));
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]!.details!).fields).toEqual(["billing_email"]);
    expect(entries[0]!.severity).toBe("info");
  });

  it("validates: name required, domain a domain, billing e-mail an address, not a public mail domain", async () => {
    const org = await makeOrg(idp, "valid-org.test", []);
    const patch = (body: unknown) => sendJson(org.admin.jar, "PATCH", "/api/organization", body);
    await expectError(await patch({ name: "   " }), 400, "INVALID_REQUEST", /Organization name is required\./);
    await expectError(await patch({ domain: "x.test" }), 400, "INVALID_REQUEST", /Organization name is required\./);
    await expectError(
      await patch({ name: "V", domain: "https://valid-org.test" }),
      400,
      "INVALID_REQUEST",
      /Enter a domain like example\.com/,
    );
    await expectError(
      await patch({ name: "V", billing_email: "billing at valid" }),
      400,
      "INVALID_REQUEST",
      /Enter a valid billing e-mail address\./,
    );
    await expectError(await patch({ name: "V", domain: "gmail.com" }), 400, "INVALID_REQUEST", /public e-mail service/);
    expect((await organizationRow(org.organizationId)).name).toBe("Valid Org");
  });

  it("a domain another organization owns → 409 with a clear message; nothing changes", async () => {
    const org = await makeOrg(idp, "mine-org.test", []);
    await makeOrg(idp, "theirs-org.test", []);
    await expectError(
      await sendJson(org.admin.jar, "PATCH", "/api/organization", { name: "Mine", domain: "theirs-org.test" }),
      409,
      "CONFLICT",
      "Another organization already uses the domain theirs-org.test. Each domain can belong to one organization only.",
    );
    expect(await organizationRow(org.organizationId)).toMatchObject({ name: "Mine Org", domain: "mine-org.test" });
  });

  it("members → 403; nothing changes", async () => {
    const org = await makeOrg(idp, "deny-org.test");
    await expectError(
      await sendJson(org.members[0]!.jar, "PATCH", "/api/organization", { name: "Taken Over" }),
      403,
      "FORBIDDEN",
    );
    expect((await organizationRow(org.organizationId)).name).toBe("Deny Org");
  });
});

describe("GET /api/organization/stats", () => {
  it("counts members (active, suspended), pending requests, the last 24 hours' audit entries and usage", async () => {
    const org = await makeOrg(idp, "stats-org.test", ["Ann Ash", "Ben Bell"]);
    await signedIn(idp, "waiting@stats-org.test");
    await sendJson(org.admin.jar, "POST", `/api/organization/members/${org.members[0]!.id}/suspension`, {
      suspended: true,
    });
    await db()
      .update(organizationsTable)
      .set({ assessmentsUsedThisMonth: 3, usagePeriod: monthOf(new Date()) })
      .where(eq(organizationsTable.id, org.organizationId));
    await db()
      .insert(auditLogsTable)
      .values({
        id: crypto.randomUUID(),
        organizationId: org.organizationId,
        action: "OLD_THING",
        resourceType: "test",
        createdAt: day(2),
      });
    const recent = await db()
      .select()
      .from(auditLogsTable)
      .where(eq(auditLogsTable.organizationId, org.organizationId));
    const within24h = recent.filter((r) => r.createdAt >= day(1)).length;

    const res = await org.admin.jar.fetch("/api/organization/stats");
    expect(res.status).toBe(200);
    expect(OrganizationStats.parse(await res.json())).toEqual({
      total_members: 3,
      active_members: 2,
      suspended_members: 1,
      pending_approvals: 1,
      recent_activity: within24h,
      assessments_used: 3,
      monthly_limit: 10,
    });
    expect(within24h).toBe(recent.length - 1);
  });
});

describe("GET /api/organization/activity", () => {
  it("analyses and decisions per day over the last 30 days, zeros included, this organization only", async () => {
    const org = await makeOrg(idp, "activity-org.test", []);
    const other = await makeOrg(idp, "activity-other.test", []);
    const job = (organizationId: string, createdAt: string) => ({
      id: crypto.randomUUID(),
      url: "https://vendor.example/",
      vendorKey: "vendor.example",
      organizationId,
      userId: org.admin.id,
      createdAt,
      updatedAt: createdAt,
    });
    await db()
      .insert(orgAnalysisJobsTable)
      .values([
        job(org.organizationId, day(0)),
        job(org.organizationId, day(0)),
        job(org.organizationId, day(3)),
        job(org.organizationId, day(40)),
        job(other.organizationId, day(0)),
      ]);
    await db()
      .insert(assessmentApprovalsTable)
      .values({
        id: crypto.randomUUID(),
        assessmentId: "a-1",
        organizationId: org.organizationId,
        reviewerId: org.admin.id,
        status: "approved",
        createdAt: day(3),
      });
    const res = await org.admin.jar.fetch("/api/organization/activity");
    expect(res.status).toBe(200);
    const { days } = OrganizationActivity.parse(await res.json());
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ date: day(0).slice(0, 10), analyses: 2, decisions: 0 });
    expect(days[26]).toEqual({ date: day(3).slice(0, 10), analyses: 1, decisions: 1 });
    expect(days.reduce((n, d) => n + d.analyses, 0)).toBe(3);
    expect(days[0]!.date).toBe(day(29).slice(0, 10));

    const week = OrganizationActivity.parse(
      await (await org.admin.jar.fetch("/api/organization/activity?days=7")).json(),
    );
    expect(week.days).toHaveLength(7);
    await expectError(await org.admin.jar.fetch("/api/organization/activity?days=0"), 400, "INVALID_REQUEST");
  });
});

describe("GET /api/organization/usage", () => {
  it("the latest metrics first, 30 by default, this organization only", async () => {
    const org = await makeOrg(idp, "usage-org.test", []);
    const other = await makeOrg(idp, "usage-other.test", []);
    const rows = [];
    for (let d = 1; d <= 10; d++) {
      for (const name of ["active_members", "analyses_run", "assessments_saved", "decisions"]) {
        rows.push({
          id: crypto.randomUUID(),
          organizationId: org.organizationId,
          metricName: name,
          metricValue: d,
          period: "daily",
          periodStart: day(d).slice(0, 10),
          recordedAt: day(d - 1),
        });
      }
    }
    rows.push({
      ...rows[0]!,
      id: crypto.randomUUID(),
      organizationId: other.organizationId,
      periodStart: day(0).slice(0, 10),
    });
    for (let i = 0; i < rows.length; i += 10)
      await db()
        .insert(organizationUsageTable)
        .values(rows.slice(i, i + 10));

    const { items } = UsageList.parse(await (await org.admin.jar.fetch("/api/organization/usage")).json());
    expect(items).toHaveLength(30);
    expect(items[0]).toMatchObject({
      metric_name: "active_members",
      period: "daily",
      period_start: day(1).slice(0, 10),
      metric_value: 1,
    });
    expect(items.slice(0, 4).map((i) => i.metric_name)).toEqual([
      "active_members",
      "analyses_run",
      "assessments_saved",
      "decisions",
    ]);
    const few = UsageList.parse(await (await org.admin.jar.fetch("/api/organization/usage?limit=5")).json());
    expect(few.items).toHaveLength(5);
    await expectError(await org.admin.jar.fetch("/api/organization/usage?limit=500"), 400, "INVALID_REQUEST");
  });
});

describe("GET /api/organization/audit-logs", () => {
  it("newest first with who did it; searched by action or resource type; paged beyond the first page", async () => {
    const org = await makeOrg(idp, "audit-org.test", ["Cy Cole"]);
    const other = await makeOrg(idp, "audit-other.test", []);
    await sendJson(org.admin.jar, "PUT", `/api/organization/members/${org.members[0]!.id}/roles`, {
      roles: ["reviewer"],
    });
    await sendJson(other.admin.jar, "PATCH", "/api/organization", { name: "Other Name" });

    const res = await org.admin.jar.fetch("/api/organization/audit-logs");
    expect(res.status).toBe(200);
    const page = AuditLogList.parse(await res.json());
    const times = page.items.map((i) => i.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.items.every((i) => i.action !== "ORGANIZATION_UPDATED")).toBe(true);
    const assigned = page.items.find((i) => i.action === "ROLE_ASSIGNED")!;
    expect(assigned).toMatchObject({
      resource_type: "user_role",
      resource_id: org.members[0]!.id,
      severity: "info",
      user_id: org.admin.id,
      user_email: "admin@audit-org.test",
      user_name: "Ada Admin",
      details: { role: "reviewer", email: "cy@audit-org.test" },
    });

    const search = async (q: string) =>
      AuditLogList.parse(await (await org.admin.jar.fetch(`/api/organization/audit-logs?q=${q}`)).json()).items.map(
        (i) => i.action,
      );
    expect(new Set(await search("role_"))).toEqual(new Set(["ROLE_ASSIGNED", "ROLE_REMOVED"]));
    expect(new Set(await search("membership_request"))).toEqual(
      new Set(["MEMBERSHIP_REQUESTED", "MEMBERSHIP_APPROVED"]),
    );

    const all = page.items.length;
    const first = AuditLogList.parse(await (await org.admin.jar.fetch("/api/organization/audit-logs?limit=2")).json());
    expect(first.items).toHaveLength(2);
    const rest = AuditLogList.parse(
      await (await org.admin.jar.fetch(`/api/organization/audit-logs?limit=100&cursor=${first.next_cursor}`)).json(),
    );
    expect(rest.items).toHaveLength(all - 2);
    expect(rest.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
  });
});

/**
 * The monitoring API: an assessment's monitoring (frequency, last and next check), "Check now",
 * its checks, history and changes, watching, the organization's feed and settings, and the
 * platform's cap on watched vendors. Checks are vendor-level: one vendor, one schedule, one
 * cool-down, whatever the organization.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLogsTable,
  monitoredVendorsTable,
  organizationsTable,
  platformSettingsTable,
  vendorChangesTable,
  vendorChecksTable,
} from "@core/db/schema";
import { ChangeList, Check, HistoryList, Monitoring, OrganizationMonitoringSettings } from "@core/contract/monitoring";
import { forgetCachedSettings } from "@core/domain/settings/settings-reader";
import { saveViaApi } from "./assessment-fixtures";
import { db } from "./helpers";
import { expectError, reviewOrg, type ReviewOrg } from "./review-support";
import { seedOrg, seedUser } from "./seeded-callers";

let org: ReviewOrg;
let n = 0;
const newUrl = () => `https://watched-${++n}-${crypto.randomUUID().slice(0, 6)}.example.com/`;

beforeAll(async () => {
  org = await reviewOrg("Monitoring Org");
});

async function monitoringOf(caller: ReviewOrg["admin"], id: string) {
  const res = await caller.fetch(`/api/assessments/${id}/monitoring`);
  expect(res.status).toBe(200);
  return Monitoring.parse(await res.json());
}

async function seedCheck(vendorKey: string, over: Partial<typeof vendorChecksTable.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  await db()
    .insert(vendorChecksTable)
    .values({
      id,
      vendorKey,
      url: `https://${vendorKey}/`,
      trigger: "scheduled",
      slot: id,
      status: "completed",
      createdAt: at,
      updatedAt: at,
      completedAt: at,
      ...over,
    });
  return id;
}

describe("an assessment's monitoring", () => {
  it("a saved assessment is watched weekly at once: its vendor is due now, its creator watches it", async () => {
    const before = Date.now();
    const a = await saveViaApi(org.analyst, org.orgId, newUrl());
    const m = await monitoringOf(org.analyst, a.id);
    expect(m).toMatchObject({
      frequency: "weekly",
      last_checked_at: null,
      last_check: null,
      check_available_at: null,
      watching: true,
      can_manage: true,
    });
    expect(Date.parse(m.next_check_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(m.next_check_at!)).toBeLessThanOrEqual(Date.now());
    const viewer = await monitoringOf(org.viewer, a.id);
    expect(viewer).toMatchObject({ watching: false, can_manage: false });
    // The saved report is the vendor's first baseline: the history starts with it.
    const history = HistoryList.parse(await (await org.viewer.fetch(`/api/assessments/${a.id}/history`)).json());
    expect(history.items).toEqual([
      expect.objectContaining({
        trigger: "report",
        overall_score: a.analysis!.overall_risk.score,
        risk_level: a.analysis!.overall_risk.level,
        certifications: ["SOC 2 Type II"],
        changes: 0,
      }),
    ]);
    // A second organization saving the same vendor finds it read already: no second baseline.
    const other = await reviewOrg("Second Saver");
    const b = await saveViaApi(other.analyst, other.orgId, a.url);
    const theirs = HistoryList.parse(await (await other.viewer.fetch(`/api/assessments/${b.id}/history`)).json());
    expect(theirs.items).toEqual([]);
  });

  it("PUT sets the frequency: 200 { frequency, last_checked_at, next_check_at }, audited; viewers 403", async () => {
    const a = await saveViaApi(org.analyst, org.orgId, newUrl());
    const res = await org.reviewer.json("PUT", `/api/assessments/${a.id}/monitoring`, { frequency: "daily" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ frequency: "daily", last_checked_at: null });
    expect(body).toHaveProperty("next_check_at");
    const audit = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.resourceId, a.id), eq(auditLogsTable.action, "MONITORING_FREQUENCY_CHANGED")));
    expect(JSON.parse(audit[0]!.details!)).toEqual({ from: "weekly", to: "daily" });

    await expectError(
      await org.viewer.json("PUT", `/api/assessments/${a.id}/monitoring`, { frequency: "off" }),
      403,
      "FORBIDDEN",
    );
    // A member may not change a colleague's; bad input is 400; another organization's is 404.
    await expectError(
      await org.member.json("PUT", `/api/assessments/${a.id}/monitoring`, { frequency: "off" }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await org.analyst.json("PUT", `/api/assessments/${a.id}/monitoring`, { frequency: "hourly" }),
      400,
      "INVALID_REQUEST",
    );
    const other = await seedUser(await seedOrg("Other Org"), ["admin"]);
    await expectError(
      await other.json("PUT", `/api/assessments/${a.id}/monitoring`, { frequency: "off" }),
      404,
      "NOT_FOUND",
    );
    // Off: no next check.
    const off = await org.analyst.json("PUT", `/api/assessments/${a.id}/monitoring`, { frequency: "off" });
    expect(Monitoring.parse(await off.json())).toMatchObject({ frequency: "off", next_check_at: null });
  });

  it("the vendor's schedule follows the most frequent organization watching it", async () => {
    const url = newUrl();
    const key = new URL(url).hostname;
    const a = await saveViaApi(org.analyst, org.orgId, url);
    const other = await reviewOrg("Daily Watchers");
    const b = await saveViaApi(other.analyst, other.orgId, url);
    const checkedAt = "2026-01-10T00:00:00.000Z";
    await db()
      .update(monitoredVendorsTable)
      .set({ lastCheckedAt: checkedAt })
      .where(eq(monitoredVendorsTable.vendorKey, key));
    await other.analyst.json("PUT", `/api/assessments/${b.id}/monitoring`, { frequency: "monthly" });
    expect((await monitoringOf(org.analyst, a.id)).next_check_at).toBe("2026-01-17T00:00:00.000Z");
    await other.analyst.json("PUT", `/api/assessments/${b.id}/monitoring`, { frequency: "daily" });
    expect((await monitoringOf(org.analyst, a.id)).next_check_at).toBe("2026-01-11T00:00:00.000Z");
    await org.analyst.json("PUT", `/api/assessments/${a.id}/monitoring`, { frequency: "off" });
    await other.analyst.json("PUT", `/api/assessments/${b.id}/monitoring`, { frequency: "monthly" });
    expect((await monitoringOf(other.analyst, b.id)).next_check_at).toBe("2026-02-09T00:00:00.000Z");
  });
});

describe("the platform's cap on watched vendors", () => {
  it("saves beyond the cap unwatched, and refuses to turn one on (409) until another is off", async () => {
    const capped = await reviewOrg("Capped Org");
    await db().insert(platformSettingsTable).values({
      id: crypto.randomUUID(),
      key: "monitoring.watched_vendors_per_organization",
      value: "1",
      category: "organizations",
      updatedAt: new Date().toISOString(),
    });
    forgetCachedSettings();
    try {
      const first = await saveViaApi(capped.analyst, capped.orgId, newUrl());
      const second = await saveViaApi(capped.analyst, capped.orgId, newUrl());
      expect((await monitoringOf(capped.analyst, first.id)).frequency).toBe("weekly");
      expect((await monitoringOf(capped.analyst, second.id)).frequency).toBe("off");
      await expectError(
        await capped.analyst.json("PUT", `/api/assessments/${second.id}/monitoring`, { frequency: "weekly" }),
        409,
        "CONFLICT",
        /already watches 1 vendors/,
      );
      // Another frequency of a vendor already watched costs nothing more.
      const daily = await capped.analyst.json("PUT", `/api/assessments/${first.id}/monitoring`, { frequency: "daily" });
      expect(daily.status).toBe(200);
      await capped.analyst.json("PUT", `/api/assessments/${first.id}/monitoring`, { frequency: "off" });
      const on = await capped.analyst.json("PUT", `/api/assessments/${second.id}/monitoring`, { frequency: "weekly" });
      expect(on.status).toBe(200);
      const settings = OrganizationMonitoringSettings.parse(
        await (await capped.member.fetch("/api/organization/monitoring")).json(),
      );
      expect(settings).toMatchObject({ watched_vendors: 1, watched_vendor_limit: 1 });
    } finally {
      await db()
        .delete(platformSettingsTable)
        .where(eq(platformSettingsTable.key, "monitoring.watched_vendors_per_organization"));
      forgetCachedSettings();
    }
  });
});

describe("Check now", () => {
  it("202 { check_id }, pending; a second within 10 minutes 429 with Retry-After, for every organization", async () => {
    const url = newUrl();
    const a = await saveViaApi(org.analyst, org.orgId, url);
    const [usedBefore] = await db().select().from(organizationsTable).where(eq(organizationsTable.id, org.orgId));
    const res = await org.analyst.fetch(`/api/assessments/${a.id}/checks`, { method: "POST" });
    expect(res.status).toBe(202);
    const { check_id } = (await res.json()) as { check_id: string };
    const check = Check.parse(await (await org.viewer.fetch(`/api/assessments/${a.id}/checks/${check_id}`)).json());
    expect(check).toMatchObject({ id: check_id, status: "pending", started_at: null, completed_at: null, error: null });

    const again = await org.reviewer.fetch(`/api/assessments/${a.id}/checks`, { method: "POST" });
    await expectError(again.clone(), 429, "RATE_LIMITED", /less than 10 minutes ago/);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another organization's assessment of the same vendor shares the vendor's check.
    const other = await reviewOrg("Sharing Org");
    const b = await saveViaApi(other.analyst, other.orgId, url);
    expect((await other.analyst.fetch(`/api/assessments/${b.id}/checks`, { method: "POST" })).status).toBe(429);
    const m = await monitoringOf(other.analyst, b.id);
    expect(Date.parse(m.check_available_at!)).toBeGreaterThan(Date.now() + 590_000);
    // Checks use no monthly assessment.
    const [usedAfter] = await db().select().from(organizationsTable).where(eq(organizationsTable.id, org.orgId));
    expect(usedAfter!.assessmentsUsedThisMonth).toBe(usedBefore!.assessmentsUsedThisMonth);
  });

  it("viewers 403; a check of another vendor 404", async () => {
    const a = await saveViaApi(org.analyst, org.orgId, newUrl());
    await expectError(await org.viewer.fetch(`/api/assessments/${a.id}/checks`, { method: "POST" }), 403, "FORBIDDEN");
    const elsewhere = await seedCheck("someone-else.example.com");
    await expectError(await org.analyst.fetch(`/api/assessments/${a.id}/checks/${elsewhere}`), 404, "NOT_FOUND");
  });

  it("a check still on its way from longer ago is the answer, not a second one", async () => {
    const url = newUrl();
    const a = await saveViaApi(org.analyst, org.orgId, url);
    const old = new Date(Date.now() - 3600_000).toISOString();
    const stuck = await seedCheck(new URL(url).hostname, { status: "processing", createdAt: old, completedAt: null });
    const res = await org.analyst.fetch(`/api/assessments/${a.id}/checks`, { method: "POST" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ check_id: stuck });
  });
});

describe("history and changes", () => {
  it("history lists the vendor's completed checks since the assessment was saved, newest first, a page at a time", async () => {
    const url = newUrl();
    const key = new URL(url).hostname;
    await seedCheck(key, { completedAt: "2020-01-01T00:00:00.000Z", overallScore: 9 });
    const a = await saveViaApi(org.analyst, org.orgId, url);
    const t1 = new Date(Date.now() + 60_000).toISOString();
    const t2 = new Date(Date.now() + 120_000).toISOString();
    const c1 = await seedCheck(key, {
      completedAt: t1,
      overallScore: 3.2,
      pricingScore: 2,
      privacyLegalScore: 4.1,
      securityScore: 1.5,
      riskLevel: "medium",
      certifications: JSON.stringify(["SOC 2 Type II"]),
      changesCount: 0,
    });
    const c2 = await seedCheck(key, {
      completedAt: t2,
      overallScore: 4.4,
      pricingScore: 2,
      privacyLegalScore: 6.3,
      securityScore: 2.5,
      riskLevel: "medium",
      certifications: JSON.stringify([]),
      changesCount: 3,
    });
    await seedCheck(key, { completedAt: null, status: "failed", error: "blocked" });
    // A member sees only their own assessments.
    await expectError(await org.member.fetch(`/api/assessments/${a.id}/history`), 403, "FORBIDDEN");
    const first = HistoryList.parse(await (await org.viewer.fetch(`/api/assessments/${a.id}/history?limit=1`)).json());
    expect(first.items).toEqual([
      {
        check_id: c2,
        checked_at: t2,
        overall_score: 4.4,
        pricing_score: 2,
        privacy_legal_score: 6.3,
        security_score: 2.5,
        risk_level: "medium",
        certifications: [],
        changes: 3,
        trigger: "scheduled",
      },
    ]);
    const second = HistoryList.parse(
      await (await org.viewer.fetch(`/api/assessments/${a.id}/history?limit=1&cursor=${first.next_cursor}`)).json(),
    );
    expect(second.items.map((i) => [i.check_id, i.certifications])).toEqual([[c1, ["SOC 2 Type II"]]]);
    expect(second.next_cursor).toBeNull();
  });

  it("changes of the assessment and the organization's feed, newest first, filtered by kind, severity, time and tool", async () => {
    const url = newUrl();
    const key = new URL(url).hostname;
    const a = await saveViaApi(org.analyst, org.orgId, url, { tool_name: "Feedly Notes" });
    const check = await seedCheck(key);
    const change = (id: string, minutes: number, over: Partial<typeof vendorChangesTable.$inferInsert>) => ({
      id: `${check}:${id}`,
      vendorKey: key,
      checkId: check,
      detectedAt: new Date(Date.now() + minutes * 60_000).toISOString(),
      kind: "quote_changed" as const,
      dimension: "privacy_legal" as const,
      severity: "high" as const,
      sourceUrl: `${url}privacy`,
      before: "We do not sell your data.",
      after: "We may sell your data.",
      summary: "Privacy policy reworded the sentence behind “The vendor states it does not sell personal data”.",
      details: JSON.stringify({ page_kind: "privacy" }),
      ...over,
    });
    await db()
      .insert(vendorChangesTable)
      .values([
        change("000", 1, {}),
        change("001", 2, {
          kind: "score_changed",
          severity: "medium",
          dimension: "overall",
          sourceUrl: null,
          before: "3.0",
          after: "4.5",
          summary: "Overall risk score rose from 3.0 to 4.5.",
        }),
        change("002", 3, {
          kind: "page_unreachable",
          severity: "low",
          dimension: null,
          before: null,
          after: null,
          summary: "Pricing page could not be read.",
        }),
      ]);
    const list = ChangeList.parse(await (await org.viewer.fetch(`/api/assessments/${a.id}/changes`)).json());
    expect(list.items.map((c) => c.kind)).toEqual(["page_unreachable", "score_changed", "quote_changed"]);
    expect(list.items[2]).toMatchObject({
      id: `${check}:000`,
      assessment_id: a.id,
      check_id: check,
      kind: "quote_changed",
      dimension: "privacy_legal",
      severity: "high",
      source_url: `${url}privacy`,
      before: "We do not sell your data.",
      after: "We may sell your data.",
      tool_name: "Feedly Notes",
      details: { page_kind: "privacy" },
    });
    const high = ChangeList.parse(
      await (await org.viewer.fetch(`/api/assessments/${a.id}/changes?severity=high`)).json(),
    );
    expect(high.items.map((c) => c.id)).toEqual([`${check}:000`]);
    const scores = ChangeList.parse(
      await (await org.viewer.fetch(`/api/assessments/${a.id}/changes?kind=score_changed`)).json(),
    );
    expect(scores.items.map((c) => [c.before, c.after])).toEqual([["3.0", "4.5"]]);
    const since = encodeURIComponent(new Date(Date.now() + 150_000).toISOString());
    const recent = ChangeList.parse(
      await (await org.viewer.fetch(`/api/assessments/${a.id}/changes?since=${since}`)).json(),
    );
    expect(recent.items.map((c) => c.kind)).toEqual(["page_unreachable"]);
    await expectError(await org.viewer.fetch(`/api/assessments/${a.id}/changes?kind=nonsense`), 400, "INVALID_REQUEST");

    const feed = ChangeList.parse(await (await org.reviewer.fetch("/api/changes?q=Feedly&limit=2")).json());
    expect(feed.items.map((c) => c.id)).toEqual([`${check}:002`, `${check}:001`]);
    expect(feed.next_cursor).not.toBeNull();
    const rest = ChangeList.parse(
      await (await org.reviewer.fetch(`/api/changes?q=Feedly&cursor=${feed.next_cursor}`)).json(),
    );
    expect(rest.items.map((c) => c.id)).toEqual([`${check}:000`]);
    const byTool = ChangeList.parse(
      await (await org.reviewer.fetch(`/api/changes?assessment_id=${a.id}&severity=medium`)).json(),
    );
    expect(byTool.items.map((c) => c.kind)).toEqual(["score_changed"]);
    // Members see changes of their own assessments only; other organizations see none of these.
    const member = ChangeList.parse(await (await org.member.fetch("/api/changes?q=Feedly")).json());
    expect(member.items).toEqual([]);
    const stranger = await seedUser(await seedOrg("Stranger Org"), ["admin"]);
    expect(ChangeList.parse(await (await stranger.fetch("/api/changes")).json()).items).toEqual([]);

    const summary = await (await org.reviewer.fetch("/api/changes/summary")).json();
    expect(summary).toMatchObject({ high: expect.any(Number), medium: expect.any(Number), low: expect.any(Number) });
    expect((summary as { tools: number }).tools).toBeGreaterThanOrEqual(1);
  });
});

describe("watching", () => {
  it("anyone who can see it may watch (viewers too) and stop; the creator may stop watching", async () => {
    const a = await saveViaApi(org.analyst, org.orgId, newUrl());
    const on = await org.viewer.fetch(`/api/assessments/${a.id}/watch`, { method: "POST" });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ watching: true });
    expect((await monitoringOf(org.viewer, a.id)).watching).toBe(true);
    const off = await org.viewer.fetch(`/api/assessments/${a.id}/watch`, { method: "DELETE" });
    expect(await off.json()).toEqual({ watching: false });
    expect((await monitoringOf(org.viewer, a.id)).watching).toBe(false);
    await org.analyst.fetch(`/api/assessments/${a.id}/watch`, { method: "DELETE" });
    expect((await monitoringOf(org.analyst, a.id)).watching).toBe(false);
    // A member cannot watch a colleague's assessment they cannot see.
    await expectError(await org.member.fetch(`/api/assessments/${a.id}/watch`, { method: "POST" }), 403, "FORBIDDEN");
  });
});

describe("the organization's monitoring settings", () => {
  it("every member reads them; admins change them (audited) and new assessments follow the default", async () => {
    const own = await reviewOrg("Settings Org");
    const read = OrganizationMonitoringSettings.parse(
      await (await own.viewer.fetch("/api/organization/monitoring")).json(),
    );
    expect(read).toEqual({
      default_frequency: "weekly",
      reopen_on_change: true,
      watched_vendors: 0,
      watched_vendor_limit: 100,
    });
    await expectError(
      await own.reviewer.json("PUT", "/api/organization/monitoring", { default_frequency: "daily" }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await own.admin.json("PUT", "/api/organization/monitoring", { default_frequency: "hourly" }),
      400,
      "INVALID_REQUEST",
    );
    const res = await own.admin.json("PUT", "/api/organization/monitoring", {
      default_frequency: "monthly",
      reopen_on_change: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ default_frequency: "monthly", reopen_on_change: false });
    const a = await saveViaApi(own.analyst, own.orgId, newUrl());
    expect((await monitoringOf(own.analyst, a.id)).frequency).toBe("monthly");
    const [audit] = await db()
      .select()
      .from(auditLogsTable)
      .where(
        and(eq(auditLogsTable.organizationId, own.orgId), eq(auditLogsTable.action, "MONITORING_SETTINGS_UPDATED")),
      );
    expect(JSON.parse(audit!.details!)).toEqual({
      default_frequency: { from: "weekly", to: "monthly" },
      reopen_on_change: { from: true, to: false },
    });
  });
});

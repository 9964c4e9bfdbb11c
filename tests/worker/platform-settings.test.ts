/**
 * Platform settings: the list, validation per key, audit, and each setting taking effect in
 * the code it names (the anonymous limit, the cache lifetime, the default monthly limit, the
 * extra consumer domains, the site banner), plus the reader's brief cache.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { platformSettingsTable } from "@core/db/schema";
import { readSetting, SETTINGS_CACHE_MS } from "@core/domain/settings/settings-reader";
import { AnalyzeCached, AnalyzeQueued } from "@core/contract/api";
import { Me } from "@core/contract/auth";
import { OrganizationDetail, PlatformOrganizationDetail } from "@core/contract/platform";
import { PlatformSetting, PlatformSettingList, SiteInfo } from "@core/contract/platform-settings";
import { CookieJar, signedIn, SUPER_ADMIN, useFakeIdp } from "./auth-support";
import { db, sampleAnalysis, seedCache } from "./helpers";
import { auditOf, freshSettings, ok, refused, sendJson, userByEmail } from "./platform-support";

const idp = useFakeIdp();
let root: CookieJar;

beforeAll(async () => {
  root = await signedIn(idp, SUPER_ADMIN);
});

const put = (key: string, value: unknown) => sendJson(root, "PUT", `/api/platform/settings/${key}`, { value });
const reset = (key: string) => root.fetch(`/api/platform/settings/${key}`, { method: "DELETE" });
const anonymousAnalyze = (url: string, ip = "203.0.113.50") =>
  new CookieJar().fetch("/api/analyze", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify({ url }),
  });

afterEach(async () => {
  for (const key of [
    "analysis.anonymous_hourly_limit",
    "analysis.cache_ttl_seconds",
    "organizations.default_monthly_limit",
    "signup.consumer_domains_extra",
    "site.banner",
  ]) {
    await reset(key);
  }
});

describe("GET /api/platform/settings", () => {
  it("lists every key by category with its name, value, source, default and description", async () => {
    const { items } = PlatformSettingList.parse(await ok(root.fetch("/api/platform/settings")));
    expect(items.map((s) => s.key)).toEqual([
      "analysis.anonymous_hourly_limit",
      "analysis.cache_ttl_seconds",
      "monitoring.watched_vendors_per_organization",
      "organizations.default_monthly_limit",
      "signup.consumer_domains_extra",
      "site.banner",
      "limits.comments_per_user_10_minutes",
      "limits.pdf_exports_per_organization_hour",
      "limits.pdf_exports_per_user_hour",
    ]);
    const limit = items[0]!;
    // The test Worker sets ANALYZE_RATE_LIMIT=0: the environment is the fallback.
    expect(limit).toMatchObject({
      label: "Analyses per visitor without an account, per hour",
      category: "analysis",
      value: 0,
      default_value: 10,
      source: "environment",
      env_variable: "ANALYZE_RATE_LIMIT",
      updated_at: null,
    });
    const byKey = (key: string) => items.find((s) => s.key === key);
    expect(byKey("organizations.default_monthly_limit")).toMatchObject({
      value: 10,
      source: "default",
      env_variable: null,
    });
    expect(byKey("site.banner")).toMatchObject({ value: null, category: "site" });
    expect(byKey("limits.pdf_exports_per_user_hour")).toMatchObject({ value: 20, category: "limits" });
    for (const s of items) expect(s.description.length).toBeGreaterThan(20);
    // Each has a name of its own, in words rather than the key.
    expect(new Set(items.map((s) => s.label)).size).toBe(items.length);
    for (const s of items) expect(s.label).not.toContain(s.key);
  });
});

describe("PUT /api/platform/settings/:key", () => {
  it("saves the value, says who and when, and audits old and new value", async () => {
    const s = PlatformSetting.parse(await ok(put("organizations.default_monthly_limit", 25)));
    expect(s).toMatchObject({ value: 25, source: "setting", updated_by_email: SUPER_ADMIN });
    expect(s.updated_at).not.toBeNull();
    const [entry] = await auditOf("organizations.default_monthly_limit");
    expect(entry).toMatchObject({
      action: "UPDATE",
      resourceType: "platform_setting",
      userId: (await userByEmail(SUPER_ADMIN)).id,
    });
    expect(entry!.details).toMatchObject({ key: "organizations.default_monthly_limit", old_value: 10, new_value: 25 });
    const { items } = PlatformSettingList.parse(await ok(root.fetch("/api/platform/settings")));
    expect(items.find((i) => i.key === "organizations.default_monthly_limit")).toMatchObject({
      value: 25,
      source: "setting",
    });
  });

  it.each([
    ["analysis.anonymous_hourly_limit", -1, "The hourly limit must be at least 0"],
    ["analysis.anonymous_hourly_limit", 2.5, "must be a whole number"],
    ["analysis.anonymous_hourly_limit", "10", "must be a number"],
    ["analysis.cache_ttl_seconds", 30, "The cache lifetime must be at least 60"],
    ["organizations.default_monthly_limit", 10_001, "cannot exceed 10,000"],
    ["signup.consumer_domains_extra", "mail.example", "Expected a list of mail domains"],
    ["signup.consumer_domains_extra", ["not a domain"], "Each entry must be a mail domain"],
    ["site.banner", { message: "Hi", level: "loud" }, 'level must be "info", "warning" or "critical"'],
    ["site.banner", { message: "", level: "info" }, "The banner needs a message"],
    ["site.banner", "Maintenance", 'Expected {"message": "...", "level": "info"} or null'],
    [
      "signup.consumer_domains_extra",
      ["mail.example", 1],
      "Each entry must be a mail domain such as example.com (entry 2)",
    ],
  ])("400 for %s = %j: %s; nothing changes", async (key, value, message) => {
    const error = await refused(put(key, value), 400);
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.message).toContain(`Invalid value for ${key}`);
    expect(error.message.toLowerCase()).toContain(message.toLowerCase());
    expect(await db().select().from(platformSettingsTable).where(eq(platformSettingsTable.key, key))).toEqual([]);
  });

  it("400 for a body that is not JSON or has no value; 404 for an unknown key", async () => {
    const notJson = await root.fetch("/api/platform/settings/site.banner", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{value: nope",
    });
    expect(notJson.status).toBe(400);
    expect((await refused(sendJson(root, "PUT", "/api/platform/settings/site.banner", {}), 400)).message).toContain(
      "a value is required",
    );
    expect((await refused(put("no.such.key", 1), 404)).message).toBe("Setting not found");
    await refused(reset("no.such.key"), 404);
  });

  it("DELETE returns a setting to its fallback and audits it", async () => {
    await ok(put("analysis.anonymous_hourly_limit", 3));
    const s = PlatformSetting.parse(await ok(reset("analysis.anonymous_hourly_limit")));
    expect(s).toMatchObject({ value: 0, source: "environment" });
    const entries = await auditOf("analysis.anonymous_hourly_limit");
    expect(entries.find((e) => e.action === "RESET")!.details).toMatchObject({ old_value: 3, new_value: 0 });
  });
});

describe("settings take effect", () => {
  it("analysis.anonymous_hourly_limit = 1: the second anonymous analysis of the hour is 429; back to unlimited after reset", async () => {
    await ok(put("analysis.anonymous_hourly_limit", 1));
    expect((await anonymousAnalyze("https://limit-one.com/")).status).toBe(202);
    const error = await refused(anonymousAnalyze("https://limit-two.com/"), 429);
    expect(error).toMatchObject({ code: "RATE_LIMITED" });
    expect(error.message).toContain("the limit is 1 per hour");
    // Another network is not affected.
    expect((await anonymousAnalyze("https://limit-two.com/", "203.0.113.51")).status).toBe(202);
    await ok(reset("analysis.anonymous_hourly_limit"));
    expect((await anonymousAnalyze("https://limit-three.com/")).status).toBe(202);
  });

  it("analysis.cache_ttl_seconds: a report older than the lifetime is analyzed again, and no longer shared", async () => {
    await seedCache("ttl-vendor.com", sampleAnalysis("https://ttl-vendor.com/"), new Date(Date.now() - 2 * 3600_000));
    AnalyzeCached.parse(await ok(anonymousAnalyze("https://ttl-vendor.com/")));
    expect((await new CookieJar().fetch("/api/reports/ttl-vendor.com")).status).toBe(200);
    await ok(put("analysis.cache_ttl_seconds", 3600));
    expect(AnalyzeQueued.parse(await ok(anonymousAnalyze("https://ttl-vendor.com/"), 202)).isPublicJob).toBe(true);
    expect((await new CookieJar().fetch("/api/reports/ttl-vendor.com")).status).toBe(404);
  });

  it("organizations.default_monthly_limit: organizations created by sign-in or by a super admin get it", async () => {
    await ok(put("organizations.default_monthly_limit", 40));
    const founder = await signedIn(idp, "founder@default-limit.test");
    const orgId = Me.parse(await ok(founder.fetch("/api/me"))).organization!.id;
    const detail = PlatformOrganizationDetail.parse(await ok(root.fetch(`/api/platform/organizations/${orgId}`)));
    expect(detail.organization.monthly_assessment_limit).toBe(40);
    const created = OrganizationDetail.parse(
      await ok(sendJson(root, "POST", "/api/platform/organizations", { name: "Defaulted" }), 201),
    );
    expect(created.monthly_assessment_limit).toBe(40);
  });

  it("signup.consumer_domains_extra: people of those domains get personal organizations, one each", async () => {
    await ok(put("signup.consumer_domains_extra", ["Freemail.test", "@inbox.test"]));
    const a = Me.parse(await ok((await signedIn(idp, "ann@freemail.test", "Ann")).fetch("/api/me")));
    const b = Me.parse(await ok((await signedIn(idp, "bob@freemail.test", "Bob")).fetch("/api/me")));
    expect(a.organization!.name).toBe("Ann (personal)");
    expect(b.organization!.name).toBe("Bob (personal)");
    expect(a.organization!.id).not.toBe(b.organization!.id);
    expect(b.roles).toEqual(["admin"]);
    expect(
      (await refused(sendJson(root, "POST", "/api/platform/organizations", { name: "X", domain: "inbox.test" }), 400))
        .message,
    ).toContain("personal mail service");
  });

  it("site.banner appears in GET /api/site while set, for anyone", async () => {
    expect(SiteInfo.parse(await ok(new CookieJar().fetch("/api/site")))).toEqual({ banner: null });
    await ok(put("site.banner", { message: "Maintenance tonight from 22:00 UTC", level: "warning" }));
    const res = await new CookieJar().fetch("/api/site");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(SiteInfo.parse(await ok(res))).toEqual({
      banner: { message: "Maintenance tonight from 22:00 UTC", level: "warning" },
    });
    await ok(put("site.banner", null));
    expect(SiteInfo.parse(await ok(new CookieJar().fetch("/api/site")))).toEqual({ banner: null });
  });
});

describe("the settings reader", () => {
  it("keeps what it read for a short time: a change made elsewhere shows within the cache time", async () => {
    freshSettings();
    const t0 = Date.parse("2026-11-20T10:00:00Z");
    const deps = (t: number) => ({ db: db(), now: () => t, env });
    expect(await readSetting(deps(t0), "organizations.default_monthly_limit")).toBe(10);
    // Another isolate's change: written straight to the table.
    await db()
      .insert(platformSettingsTable)
      .values({
        id: crypto.randomUUID(),
        key: "organizations.default_monthly_limit",
        value: "55",
        category: "organizations",
        updatedAt: new Date(t0).toISOString(),
      });
    expect(await readSetting(deps(t0 + 10_000), "organizations.default_monthly_limit")).toBe(10);
    expect(await readSetting(deps(t0 + SETTINGS_CACHE_MS + 1), "organizations.default_monthly_limit")).toBe(55);
    await db()
      .delete(platformSettingsTable)
      .where(eq(platformSettingsTable.key, "organizations.default_monthly_limit"));
    freshSettings();
  });

  it("ignores a stored value that fails its schema (and an environment variable that cannot be used)", async () => {
    freshSettings();
    await db().insert(platformSettingsTable).values({
      id: crypto.randomUUID(),
      key: "analysis.cache_ttl_seconds",
      value: '"soon"',
      category: "analysis",
      updatedAt: new Date().toISOString(),
    });
    const deps = { db: db(), now: () => Date.now(), env: { ANALYSIS_CACHE_TTL: "5" } };
    expect(await readSetting(deps, "analysis.cache_ttl_seconds")).toBe(604_800);
    expect(await readSetting({ ...deps, env: { ANALYSIS_CACHE_TTL: "3600" } }, "analysis.cache_ttl_seconds")).toBe(
      3600,
    );
    await db().delete(platformSettingsTable).where(eq(platformSettingsTable.key, "analysis.cache_ttl_seconds"));
    freshSettings();
  });
});

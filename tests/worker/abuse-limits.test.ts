/**
 * Abuse limits: page views (size, flood, retention), the anonymous analysis limit under a
 * parallel burst and across an IPv6 /64, anonymous refreshes, the cap on open job event
 * streams, production's refusal to run without RATE_LIMIT_SALT, and e-mail log redaction.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker";
import { createApp } from "@worker/app";
import { jobEventStreamsTable, pageViewsTable, publicAnalysisJobsTable } from "@core/db/schema";
import type { Env } from "@worker/env";
import { clientKey, clientNetwork } from "@worker/http/client-key";
import { eventPollDelay } from "@worker/routes/jobs";
import { dailyUpkeep } from "@core/domain/maintenance/daily-upkeep";
import { AnalyzeCached, AnalyzeQueued, ErrorEnvelope } from "@core/contract/api";
import { signedIn, signIn, useFakeIdp } from "./auth-support";
import { APP, db, sampleAnalysis, seedCache } from "./helpers";

const idp = useFakeIdp();
const app = createApp();

function call(path: string, init: RequestInit & { ip?: string } = {}, settings: Partial<Env> = {}) {
  const headers = new Headers(init.headers);
  if (init.ip) headers.set("cf-connecting-ip", init.ip);
  if (init.body && !headers.has("content-type")) headers.set("content-type", "application/json");
  return app.fetch(
    new Request(`${APP}${path}`, { ...init, headers }),
    { ...(env as unknown as Env), ...settings },
    createExecutionContext(),
  );
}

const pageView = (session: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ variant: "control", url: "https://app.test/", session_id: session, ...extra });

afterEach(() => vi.restoreAllMocks());

describe("POST /api/page-views is bounded", () => {
  it("a body over 8 KB → 413 envelope, nothing written", async () => {
    const session = `big-${crypto.randomUUID()}`;
    const res = await call("/api/page-views", {
      method: "POST",
      body: pageView(session, { referrer: "x".repeat(9000) }),
      ip: "198.51.100.1",
    });
    expect(res.status).toBe(413);
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("INVALID_REQUEST");
    expect(await db().select().from(pageViewsTable).where(eq(pageViewsTable.sessionId, session))).toHaveLength(0);
  });

  it("any API body over 64 KB → 413", async () => {
    const res = await call("/api/analyze", {
      method: "POST",
      body: JSON.stringify({ url: "a.com", pad: "x".repeat(70_000) }),
      ip: "198.51.100.2",
    });
    expect(res.status).toBe(413);
    ErrorEnvelope.parse(await res.json());
  });

  it("a flood from one client is dropped after 30 a minute; other clients are not affected", async () => {
    const session = `flood-${crypto.randomUUID()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(
        (await call("/api/page-views", { method: "POST", body: pageView(session), ip: "198.51.100.3" })).status,
      );
    }
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(30);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    const written = await db().select().from(pageViewsTable).where(eq(pageViewsTable.sessionId, session));
    expect(written.length).toBe(statuses.filter((s) => s === 204).length);
    const limited = await call("/api/page-views", { method: "POST", body: pageView(session), ip: "198.51.100.3" });
    expect(ErrorEnvelope.parse(await limited.json()).error.code).toBe("RATE_LIMITED");
    expect(
      (await call("/api/page-views", { method: "POST", body: pageView(`${session}-b`), ip: "198.51.100.4" })).status,
    ).toBe(204);
  });

  it("the daily cron deletes views past the retention period, and a second run deletes nothing", async () => {
    const now = new Date("2026-11-20T03:23:00Z");
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const rows = [
      { id: `old-${crypto.randomUUID()}`, createdAt: at(200) },
      { id: `edge-${crypto.randomUUID()}`, createdAt: at(181) },
      { id: `recent-${crypto.randomUUID()}`, createdAt: at(10) },
    ];
    await db()
      .insert(pageViewsTable)
      .values(rows.map((r) => ({ ...r, variant: "control", url: "https://app.test/", sessionId: "retention-test" })));
    const settings = { ...(env as unknown as Env), PAGE_VIEW_RETENTION_DAYS: "180" };
    const controller = { scheduledTime: now.getTime(), cron: "23 3 * * *", noRetry() {} } as ScheduledController;
    await (worker.scheduled as (c: ScheduledController, e: Env, ctx: ExecutionContext) => Promise<void>)(
      controller,
      settings,
      createExecutionContext(),
    );
    const left = (await db().select().from(pageViewsTable).where(eq(pageViewsTable.sessionId, "retention-test"))).map(
      (r) => r.id,
    );
    expect(left).toEqual([rows[2]!.id]);
    expect((await dailyUpkeep(db(), now, 180)).pageViewsDeleted).toBe(0);
  });
});

describe("the anonymous analysis limit", () => {
  it("holds under a parallel burst: exactly `limit` jobs, the rest 429", async () => {
    const ip = "203.0.113.50";
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(
          "/api/analyze",
          { method: "POST", body: JSON.stringify({ url: `burst-${i}.example-vendor.com` }), ip },
          { ANALYZE_RATE_LIMIT: "3" },
        ),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(202), ...Array(9).fill(429)]);
    const key = clientKey(
      new Headers({ "cf-connecting-ip": ip }),
      (env as { RATE_LIMIT_SALT?: string }).RATE_LIMIT_SALT,
    );
    expect(
      await db().select().from(publicAnalysisJobsTable).where(eq(publicAnalysisJobsTable.clientKey, key)),
    ).toHaveLength(3);
  });

  it("keys IPv6 clients by their /64", async () => {
    const limited = { ANALYZE_RATE_LIMIT: "1" };
    const post = (url: string, ip: string) =>
      call("/api/analyze", { method: "POST", body: JSON.stringify({ url }), ip }, limited);
    expect((await post("v6-one.example-vendor.com", "2001:db8:aaaa:1::1")).status).toBe(202);
    expect((await post("v6-two.example-vendor.com", "2001:db8:aaaa:1:ffff:ffff:ffff:fffe")).status).toBe(429);
    expect((await post("v6-three.example-vendor.com", "2001:db8:aaaa:2::1")).status).toBe(202);
  });

  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:aaaa:1::1", "2001:db8:aaaa:1::/64"],
    ["2001:0DB8:AAAA:0001:0000:0000:0000:0001", "2001:db8:aaaa:1::/64"],
    ["[2001:db8::1]", "2001:db8:0:0::/64"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("clientNetwork(%s) = %s", (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it("an anonymous forceRefresh of a report younger than an hour gets that report; an older one counts as an analysis", async () => {
    const limited = { ANALYZE_RATE_LIMIT: "1" };
    const ip = "203.0.113.60";
    const post = (url: string) =>
      call("/api/analyze", { method: "POST", body: JSON.stringify({ url, forceRefresh: true }), ip }, limited);
    await seedCache(
      "young-report.example-vendor.com",
      sampleAnalysis("https://young-report.example-vendor.com/"),
      new Date(Date.now() - 10 * 60_000),
    );
    await seedCache(
      "old-report.example-vendor.com",
      sampleAnalysis("https://old-report.example-vendor.com/"),
      new Date(Date.now() - 2 * 3600_000),
    );

    for (let i = 0; i < 3; i++) {
      const young = await post("young-report.example-vendor.com");
      expect(young.status).toBe(200);
      AnalyzeCached.parse(await young.json());
    }
    const old = await post("old-report.example-vendor.com");
    expect(old.status).toBe(202);
    AnalyzeQueued.parse(await old.json());
    expect((await post("old-report.example-vendor.com")).status).toBe(429);
  });
});

describe("GET /api/jobs/:id/events is capped per client", () => {
  async function pendingJob(ip: string) {
    const res = await call("/api/analyze", {
      method: "POST",
      body: JSON.stringify({ url: `stream-${crypto.randomUUID().slice(0, 8)}.example-vendor.com` }),
      ip,
    });
    return AnalyzeQueued.parse(await res.json()).job_id;
  }

  it("a client holds at most 4 streams at once; a closed stream frees its place", async () => {
    const ip = "203.0.113.70";
    const jobId = await pendingJob(ip);
    const open: Response[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(`/api/jobs/${jobId}/events`, { ip });
      expect(res.status).toBe(200);
      open.push(res);
    }
    const fifth = await call(`/api/jobs/${jobId}/events`, { ip });
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get("retry-after")).toBe("30");
    expect(ErrorEnvelope.parse(await fifth.json()).error.code).toBe("RATE_LIMITED");
    // Another client is not affected.
    const other = await call(`/api/jobs/${jobId}/events`, { ip: "203.0.113.71" });
    expect(other.status).toBe(200);
    await other.body!.cancel();

    await open[0]!.body!.cancel();
    await vi.waitFor(async () => expect((await call(`/api/jobs/${jobId}/events`, { ip })).status).toBe(200), {
      timeout: 5000,
      interval: 200,
    });
    for (const res of open.slice(1)) await res.body!.cancel();
  });

  it("leases of streams whose Worker died expire", async () => {
    const ip = "203.0.113.72";
    const jobId = await pendingJob(ip);
    const key = clientKey(
      new Headers({ "cf-connecting-ip": ip }),
      (env as { RATE_LIMIT_SALT?: string }).RATE_LIMIT_SALT,
    );
    const past = new Date(Date.now() - 1000).toISOString();
    await db()
      .insert(jobEventStreamsTable)
      .values(
        Array.from({ length: 4 }, () => ({
          id: crypto.randomUUID(),
          clientKey: key,
          jobId,
          createdAt: past,
          expiresAt: past,
        })),
      );
    const res = await call(`/api/jobs/${jobId}/events`, { ip });
    expect(res.status).toBe(200);
    await res.body!.cancel();
  });

  it("backs off: 400 ms for the first 10 s, then growing to at most 5 s", () => {
    expect(eventPollDelay(0, 400)).toBe(400);
    expect(eventPollDelay(9_999, 400)).toBe(400);
    expect(eventPollDelay(10_000, 400)).toBe(600);
    let delay = 400;
    for (let t = 10_000; t < 60_000; t += delay) delay = eventPollDelay(t, delay);
    expect(delay).toBe(5000);
  });
});

describe("production settings", () => {
  it("refuses to serve without RATE_LIMIT_SALT, with a clear message in the log", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const settings of [
      { ENVIRONMENT: "production", RATE_LIMIT_SALT: "" },
      { ENVIRONMENT: undefined, RATE_LIMIT_SALT: " " },
    ]) {
      const res = await call("/api/health", {}, settings as Partial<Env>);
      expect(res.status).toBe(503);
      expect(ErrorEnvelope.parse(await res.json()).error.message).not.toMatch(/SALT/);
    }
    expect(errors.mock.calls.flat().join("\n")).toMatch(/RATE_LIMIT_SALT is empty/);
    expect(
      (await call("/api/health", {}, { ENVIRONMENT: "production", RATE_LIMIT_SALT: "a-long-random-salt" })).status,
    ).toBe(200);
    expect((await call("/api/health", {}, { ENVIRONMENT: "development", RATE_LIMIT_SALT: "" })).status).toBe(200);
  });

  it("without an e-mail provider, production logs no address and no body; development logs them", async () => {
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const production = { ENVIRONMENT: "production", RATE_LIMIT_SALT: "salt" };
    await signedIn(idp, "admin@redacted-mail.test");
    logs.mockClear();
    await signIn(idp, { email: "joiner@redacted-mail.test", name: "Jo Joiner" }, { settings: production });
    const line = logs.mock.calls.flat().find((l) => String(l).includes("e-mail kept in the outbox"));
    expect(line, "the kept e-mail is logged").toBeDefined();
    expect(String(line)).not.toContain("admin@redacted-mail.test");
    expect(String(line)).not.toContain("joiner@redacted-mail.test");
    expect(String(line)).not.toContain("Jo Joiner");

    await signedIn(idp, "admin@plain-mail.test");
    logs.mockClear();
    await signIn(idp, { email: "joiner@plain-mail.test" });
    const devLine = logs.mock.calls.flat().find((l) => String(l).includes("e-mail kept in the outbox"));
    expect(String(devLine)).toContain("admin@plain-mail.test");
  });
});

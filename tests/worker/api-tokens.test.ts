/**
 * Organization API tokens: the secret's shape and checksum, what only admins may do with them,
 * scopes, expiry, revocation, the IP allow-list, rate limits with their headers, usage and the
 * monthly limit of analyses started with a token.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "@worker/app";
import { apiTokensTable, auditLogsTable, orgAnalysisJobsTable, organizationUsageTable } from "@core/db/schema";
import { isWellFormedToken, newTokenSecret } from "@core/domain/api-tokens/token-secret";
import { CreatedApiToken } from "@core/contract/api-tokens";
import { ErrorEnvelope } from "@core/contract/api";
import { env } from "cloudflare:workers";
import { api, APP, db, sampleAnalysis, seedCache } from "./helpers";
import { seedOrg, seedUser, usageOf } from "./seeded-callers";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function orgWithAdmin(limit = 10) {
  const organizationId = await seedOrg("Token Co", { limit });
  const admin = await seedUser(organizationId, ["admin"]);
  return { organizationId, admin };
}

async function create(admin: Awaited<ReturnType<typeof seedUser>>, body: Record<string, unknown>) {
  return admin.json("POST", "/api/organization/api-tokens", { name: "CI", expires_at: inDays(30), ...body });
}

async function token(
  admin: Awaited<ReturnType<typeof seedUser>>,
  scopes: string[],
  extra: Record<string, unknown> = {},
) {
  const res = await create(admin, { scopes, ...extra });
  expect(res.status, await res.clone().text()).toBe(201);
  return CreatedApiToken.parse(await res.json());
}

const bearer = (secret: string, init: RequestInit = {}, address = "203.0.113.7") => {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${secret}`);
  headers.set("cf-connecting-ip", address);
  return { ...init, headers };
};

describe("the secret", () => {
  it("is rrr_ + 30 random base62 characters + a 6-character CRC32 checksum; a changed character fails the checksum", () => {
    const secret = newTokenSecret();
    expect(secret).toMatch(/^rrr_[0-9A-Za-z]{36}$/);
    expect(isWellFormedToken(secret)).toBe(true);
    const flipped = `${secret.slice(0, 10)}${secret[10] === "a" ? "b" : "a"}${secret.slice(11)}`;
    expect(isWellFormedToken(flipped)).toBe(false);
    expect(new Set(Array.from({ length: 50 }, newTokenSecret)).size).toBe(50);
  });
});

describe("POST /api/organization/api-tokens", () => {
  it("answers the secret once, keeps only its hash, and audits the creation", async () => {
    const { organizationId, admin } = await orgWithAdmin();
    const created = await token(admin, ["assessments:read"], { allowed_ips: ["203.0.113.0/24", "2001:db8::1"] });
    expect(created).toMatchObject({
      name: "CI",
      scopes: ["assessments:read"],
      status: "active",
      prefix: created.token.slice(0, 8),
    });
    expect(created.allowed_ips).toEqual(["203.0.113.0/24", "2001:db8::1/128"]);
    const [row] = await db().select().from(apiTokensTable).where(eq(apiTokensTable.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = (await (await admin.fetch("/api/organization/api-tokens")).json()) as { items: object[] };
    expect(JSON.stringify(list)).not.toContain(created.token);
    expect(list.items[0]).toMatchObject({ id: created.id, last_used_at: null });
    const audit = await db().select().from(auditLogsTable).where(eq(auditLogsTable.organizationId, organizationId));
    expect(audit.map((a) => a.action)).toContain("API_TOKEN_CREATED");
  });

  it.each([
    [{ scopes: ["assessments:read"], expires_at: undefined }, "expires_at"],
    [{ scopes: ["assessments:read"], expires_at: inDays(400) }, "one year"],
    [{ scopes: ["assessments:read"], expires_at: inDays(-1) }, "future"],
    [{ scopes: [] }, "scopes"],
    [{ scopes: ["everything"] }, "scopes"],
    [{ scopes: ["analyze"], allowed_ips: ["not-an-ip"] }, "allowed_ips"],
  ])("refuses %j with 400", async (body, words) => {
    const { admin } = await orgWithAdmin();
    const res = await create(admin, body);
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json()).error.message).toContain(words);
  });

  it("is for admins only: a member 403, and a token can never create tokens", async () => {
    const { organizationId, admin } = await orgWithAdmin();
    const member = await seedUser(organizationId, ["member"]);
    expect((await create(member, { scopes: ["analyze"] })).status).toBe(403);
    const t = await token(admin, ["assessments:read", "assessments:write", "audit:read"]);
    const res = await api(
      "/api/organization/api-tokens",
      bearer(t.token, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    );
    expect(res.status).toBe(403);
  });
});

describe("calls with a token", () => {
  it("a scope opens its operations; a missing one answers 403 INSUFFICIENT_SCOPE naming it", async () => {
    const { admin } = await orgWithAdmin();
    const read = await token(admin, ["assessments:read"]);
    expect((await api("/api/assessments", bearer(read.token))).status).toBe(200);
    const res = await api("/api/organization/audit-logs", bearer(read.token));
    expect(res.status).toBe(403);
    const body = ErrorEnvelope.parse(await res.json());
    expect(body.error.code).toBe("INSUFFICIENT_SCOPE");
    expect(body.error.message).toContain("audit:read");
    expect(res.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
  });

  it("acts for its organization, never as a person: no profile, notifications or sign-out", async () => {
    const { admin } = await orgWithAdmin();
    const all = await token(admin, ["assessments:read", "assessments:write", "analyze", "audit:read"]);
    for (const [method, path] of [
      ["PATCH", "/api/me"],
      ["GET", "/api/notifications"],
      ["POST", "/api/auth/logout"],
      ["GET", "/api/organization/members"],
      ["GET", "/api/platform/stats"],
    ] as const) {
      const res = await api(path, bearer(all.token, { method }));
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it("expired or revoked: 401; revoking is audited and takes effect on the next request", async () => {
    const { organizationId, admin } = await orgWithAdmin();
    const t = await token(admin, ["assessments:read"]);
    expect((await api("/api/assessments", bearer(t.token))).status).toBe(200);
    expect((await admin.fetch(`/api/organization/api-tokens/${t.id}`, { method: "DELETE" })).status).toBe(204);
    const revoked = await api("/api/assessments", bearer(t.token));
    expect(revoked.status).toBe(401);
    expect(ErrorEnvelope.parse(await revoked.json()).error.message).toContain("revoked");
    const audit = await db().select().from(auditLogsTable).where(eq(auditLogsTable.organizationId, organizationId));
    expect(audit.filter((a) => a.action === "API_TOKEN_REVOKED")).toHaveLength(1);

    const e = await token(admin, ["assessments:read"]);
    await db()
      .update(apiTokensTable)
      .set({ expiresAt: inDays(-0.001) })
      .where(eq(apiTokensTable.id, e.id));
    const expired = await api("/api/assessments", bearer(e.token));
    expect(expired.status).toBe(401);
    expect(ErrorEnvelope.parse(await expired.json()).error.message).toContain("expired");
    expect((await api("/api/assessments", bearer("rrr_notarealtokennotarealtokennotareal"))).status).toBe(401);
  });

  it("the IP allow-list: inside the range 200, outside 403", async () => {
    const { admin } = await orgWithAdmin();
    const t = await token(admin, ["assessments:read"], { allowed_ips: ["198.51.100.0/24"] });
    expect((await api("/api/assessments", bearer(t.token, {}, "198.51.100.20"))).status).toBe(200);
    const outside = await api("/api/assessments", bearer(t.token, {}, "203.0.113.9"));
    expect(outside.status).toBe(403);
    expect(ErrorEnvelope.parse(await outside.json()).error.message).toContain("allow-list");
  });

  it("records the last use (time and address) and counts requests in the organization's usage", async () => {
    const { organizationId, admin } = await orgWithAdmin();
    const t = await token(admin, ["assessments:read"]);
    await api("/api/assessments", bearer(t.token, {}, "203.0.113.44"));
    await api("/api/dashboard", bearer(t.token, {}, "203.0.113.44"));
    const [row] = await db().select().from(apiTokensTable).where(eq(apiTokensTable.id, t.id));
    expect(row).toMatchObject({ lastUsedIp: "203.0.113.44" });
    expect(row!.lastUsedAt).not.toBeNull();
    const usage = await db()
      .select()
      .from(organizationUsageTable)
      .where(eq(organizationUsageTable.organizationId, organizationId));
    expect(usage.find((u) => u.metricName === "api_requests")?.metricValue).toBe(2);
  });

  it("an analysis started with a token uses the organization's monthly limit; past it 429", async () => {
    const { organizationId, admin } = await orgWithAdmin(1);
    const t = await token(admin, ["analyze"]);
    const start = (url: string) =>
      api(
        "/api/analyze",
        bearer(t.token, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ url }),
        }),
      );
    const first = await start("https://token-vendor-one.example-vendor.com/");
    expect(first.status).toBe(202);
    const { job_id } = (await first.json()) as { job_id: string };
    const [job] = await db().select().from(orgAnalysisJobsTable).where(eq(orgAnalysisJobsTable.id, job_id));
    expect(job).toMatchObject({ organizationId, userId: t.id });
    expect((await usageOf(organizationId)).used).toBe(1);
    const second = await start("https://token-vendor-two.example-vendor.com/");
    expect(second.status).toBe(429);
    expect(ErrorEnvelope.parse(await second.json()).error.code).toBe("MONTHLY_LIMIT_REACHED");
    expect((await api(`/api/jobs/${job_id}`, bearer(t.token))).status).toBe(200);
  });
});

describe("rate limits", () => {
  // The clock stands still: calls that straddle the end of a window would start a new count.
  const frozen = () => {
    const at = new Date();
    return () => at;
  };

  it("every token answer carries RateLimit and RateLimit-Policy; past the token's quota 429 with Retry-After", async () => {
    const app = createApp({
      apiRateLimits: { windowSeconds: 60, perToken: 3, perOrganization: 100 },
      clock: frozen(),
    });
    const { admin } = await orgWithAdmin();
    const t = await token(admin, ["assessments:read"]);
    await seedCache("ratelimit-vendor.com", sampleAnalysis("https://ratelimit-vendor.com/"));
    const call = () => app.request(`${APP}/api/assessments`, bearer(t.token), env);
    const answers = [await call(), await call(), await call(), await call()];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.headers.get("ratelimit-policy")).toBe('"token";q=3;w=60, "organization";q=100;w=60');
    expect(answers[0]!.headers.get("ratelimit")).toMatch(/^"token";r=2;t=\d+, "organization";r=\d+;t=\d+$/);
    expect(answers[2]!.headers.get("ratelimit")).toMatch(/^"token";r=0;/);
    const limited = answers[3]!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit")).toMatch(/^"token";r=0;/);
    expect(ErrorEnvelope.parse(await limited.json()).error.code).toBe("RATE_LIMITED");
  });

  it("the organization's quota counts all its tokens together", async () => {
    const app = createApp({
      apiRateLimits: { windowSeconds: 60, perToken: 100, perOrganization: 2 },
      clock: frozen(),
    });
    const { admin } = await orgWithAdmin();
    const a = await token(admin, ["assessments:read"]);
    const b = await token(admin, ["assessments:read"]);
    const call = (secret: string) => app.request(`${APP}/api/assessments`, bearer(secret), env);
    expect((await call(a.token)).status).toBe(200);
    expect((await call(b.token)).status).toBe(200);
    const third = await call(a.token);
    expect(third.status).toBe(429);
    expect(third.headers.get("ratelimit")).toContain('"organization";r=0;');
  });
});

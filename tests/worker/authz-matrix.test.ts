/**
 * The route-level authorization matrix (the table is route-matrix.ts): every route of the app,
 * every kind of caller, the status each gets. A route without its row fails here.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@worker/app";
import {
  assessmentCommentsTable,
  orgAnalysisJobsTable,
  organizationsTable,
  orgRiskAssessmentsTable,
  pendingApprovalsTable,
  publicAnalysisJobsTable,
  userNotificationsTable,
  userProfilesTable,
  userRolesTable,
  userSessionsTable,
  apiTokensTable,
  webhookEndpointsTable,
} from "@core/db/schema";
import { Me } from "@core/contract/auth";
import { can, permissionsOf, type PolicyActor, type Role } from "@core/contract/permissions";
import { CookieJar, signedIn, SUPER_ADMIN, useFakeIdp } from "./auth-support";
import { db, sampleAnalysis, seedCache } from "./helpers";
import {
  CALLERS,
  ROUTE_MATRIX,
  TOKEN_CALLERS,
  TOKEN_SCOPE_OF,
  type Caller,
  type Fixtures,
  type RouteCase,
  type TokenCaller,
} from "./route-matrix";
import { api } from "./helpers";
import { API_TOKEN_SCOPES } from "@core/contract/api-tokens";

const EMAILS: Record<Exclude<Caller, "signedOut">, string> = {
  admin: "admin@matrix-a.test",
  reviewer: "reviewer@matrix-a.test",
  analyst: "analyst@matrix-a.test",
  member: "member@matrix-a.test",
  viewer: "viewer@matrix-a.test",
  pending: "pending@matrix-a.test",
  otherOrgAdmin: "admin@matrix-b.test",
  superAdmin: SUPER_ADMIN,
};
/** The one role each member of organization A holds. */
const ROLE_OF: Partial<Record<Caller, Role>> = {
  admin: "admin",
  reviewer: "reviewer",
  analyst: "analyst",
  member: "member",
  viewer: "viewer",
};

const idp = useFakeIdp();
const jars = {} as Record<Caller, CookieJar>;
const tokens = {} as Record<TokenCaller, string>;
const endpoints: Partial<Record<"webhook" | "slack", string>> = {};

function isToken(caller: Caller | TokenCaller): caller is TokenCaller {
  return (TOKEN_CALLERS as readonly string[]).includes(caller);
}

/** A request with an API token: no cookies, no Origin (a script, not a browser). */
function tokenFetch(caller: TokenCaller, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${tokens[caller]}`);
  return api(path, { ...init, headers });
}

async function createToken(as: Caller, scopes: readonly string[]): Promise<{ id: string; token: string }> {
  const res = await fixtures.post(as, "/api/organization/api-tokens", {
    name: `matrix ${scopes.join(",") || "none"}`,
    scopes: scopes.length ? scopes : ["changes:read"],
    expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: string; token: string };
  if (!scopes.length) await db().update(apiTokensTable).set({ scopes: "[]" }).where(eq(apiTokensTable.id, created.id));
  return created;
}
const me = {} as Record<Exclude<Caller, "signedOut">, Me>;
const CACHED_URL = "https://matrix-cached-vendor.com/";

async function userOf(email: string) {
  const [user] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email));
  return user!;
}

async function requestIdOf(email: string) {
  const [request] = await db()
    .select()
    .from(pendingApprovalsTable)
    .where(
      and(eq(pendingApprovalsTable.userId, (await userOf(email)).id), eq(pendingApprovalsTable.status, "pending")),
    );
  return request!.id;
}

async function insertJob(
  table: typeof publicAnalysisJobsTable | typeof orgAnalysisJobsTable,
  extra: Record<string, string>,
) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const job = {
    id,
    url: "https://matrix-vendor.test/",
    vendorKey: "matrix-vendor.test",
    status: "completed" as const,
    result: JSON.stringify(sampleAnalysis()),
    createdAt: now,
    updatedAt: now,
  };
  await db()
    .insert(table)
    .values({ ...job, ...extra } as never);
  return id;
}

const fixtures: Fixtures = {
  fetch: (caller, path, init) => (isToken(caller) ? tokenFetch(caller, path, init) : jars[caller].fetch(path, init)),
  post: (caller, path, body) =>
    fixtures.fetch(caller, path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  send: (caller, method, path, body) =>
    fixtures.fetch(caller, path, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  userId: (caller) => me[caller].user.id,
  async newEndpoint(kind) {
    // One live endpoint per kind, made again once a case deletes it (an organization keeps at most 20).
    const cached = endpoints[kind];
    if (cached) {
      const [row] = await db().select().from(webhookEndpointsTable).where(eq(webhookEndpointsTable.id, cached));
      if (row && !row.deletedAt) return cached;
    }
    const res = await fixtures.post(
      "admin",
      kind === "webhook" ? "/api/organization/webhooks" : "/api/organization/slack-channels",
      {
        url: kind === "webhook" ? "https://hooks.receiver-example.com/a" : "https://hooks.slack.com/services/T1/B1/abc",
        events: ["assessment.saved"],
      },
    );
    expect(res.status).toBe(201);
    endpoints[kind] = ((await res.json()) as { id: string }).id;
    return endpoints[kind]!;
  },
  async newDelivery() {
    const endpoint = await fixtures.newEndpoint("webhook");
    const res = await fixtures.fetch("admin", `/api/organization/webhooks/${endpoint}/test`, { method: "POST" });
    return { endpoint, delivery: ((await res.json()) as { delivery_id: string }).delivery_id };
  },
  async newApiToken() {
    return (await createToken("admin", ["assessments:read"])).id;
  },
  async fetchInNewSession(caller, path, init) {
    if (isToken(caller)) return tokenFetch(caller, path, init);
    const jar = caller === "signedOut" ? new CookieJar() : await signedIn(idp, EMAILS[caller]);
    return jar.fetch(path, init);
  },
  async fetchEndingAllSessions(caller, path, init) {
    const res = await fixtures.fetchInNewSession(caller, path, init);
    if (caller !== "signedOut" && !isToken(caller)) jars[caller] = await signedIn(idp, EMAILS[caller]);
    return res;
  },
  async newMembershipRequest() {
    const email = `joiner-${crypto.randomUUID().slice(0, 8)}@matrix-a.test`;
    await signedIn(idp, email);
    return requestIdOf(email);
  },
  orgJob: (startedBy) =>
    insertJob(orgAnalysisJobsTable, { organizationId: me.admin.organization!.id, userId: me[startedBy].user.id }),
  publicJob: () => insertJob(publicAnalysisJobsTable, { clientKey: "matrix" }),
  organizationA: () => me.admin.organization!.id,
  async newMemberSession() {
    await signedIn(idp, EMAILS.member);
    const [session] = await db()
      .select({ id: userSessionsTable.id })
      .from(userSessionsTable)
      .where(eq(userSessionsTable.userId, me.member.user.id))
      .orderBy(desc(userSessionsTable.createdAt))
      .limit(1);
    return session!.id;
  },
  cachedUrl: CACHED_URL,
  newUrl: () => `https://new-${crypto.randomUUID().slice(0, 8)}.matrix-vendor.com/`,
  async newCachedUrl() {
    const host = `cached-${crypto.randomUUID().slice(0, 8)}.matrix-vendor.com`;
    await seedCache(host, sampleAnalysis(`https://${host}/`));
    return `https://${host}/`;
  },
  async assessment(createdBy, approvalStatus = "pending") {
    const host = `saved-${crypto.randomUUID().slice(0, 8)}.matrix-vendor.com`;
    const at = new Date().toISOString();
    const id = crypto.randomUUID();
    const analysis = sampleAnalysis(`https://${host}/`);
    await db()
      .insert(orgRiskAssessmentsTable)
      .values({
        id,
        organizationId: me.admin.organization!.id,
        url: `https://${host}/`,
        vendorKey: host,
        analysis: JSON.stringify(analysis),
        analyzedPages: JSON.stringify(analysis.analyzed_pages),
        overallScore: analysis.overall_risk.score,
        riskLevel: analysis.overall_risk.level,
        vendorName: analysis.vendor_name,
        approvalStatus,
        status: approvalStatus === "pending" ? "pending_review" : "completed",
        createdBy: me[createdBy].user.id,
        createdAt: at,
        updatedAt: at,
      });
    return id;
  },
  async comment(by) {
    const assessmentId = await fixtures.assessment(by);
    const id = crypto.randomUUID();
    await db().insert(assessmentCommentsTable).values({
      id,
      assessmentId,
      organizationId: me.admin.organization!.id,
      userId: me[by].user.id,
      comment: "A comment",
      createdAt: new Date().toISOString(),
    });
    return id;
  },
  async notificationOf(caller) {
    const id = crypto.randomUUID();
    if (caller === "signedOut" || isToken(caller)) return id;
    await db()
      .insert(userNotificationsTable)
      .values({
        id,
        userId: me[caller].user.id,
        organizationId: me[caller].organization?.id ?? null,
        type: "comment",
        title: "T",
        message: "M",
        link: "/dashboard",
        createdAt: new Date().toISOString(),
      });
    return id;
  },
};

/** Signs in everyone: A's admin first (A is created), then the others of A, approved with their role. */
beforeAll(async () => {
  jars.signedOut = new CookieJar();
  jars.admin = await signedIn(idp, EMAILS.admin);
  for (const caller of ["reviewer", "analyst", "member", "viewer"] as const) {
    await signedIn(idp, EMAILS[caller]);
    const res = await fixtures.post("admin", `/api/membership-requests/${await requestIdOf(EMAILS[caller])}/decision`, {
      approve: true,
    });
    expect(res.status).toBe(200);
    await db()
      .update(userRolesTable)
      .set({ role: ROLE_OF[caller]! })
      .where(eq(userRolesTable.userId, (await userOf(EMAILS[caller])).id));
    jars[caller] = await signedIn(idp, EMAILS[caller]);
  }
  jars.pending = await signedIn(idp, EMAILS.pending);
  jars.otherOrgAdmin = await signedIn(idp, EMAILS.otherOrgAdmin);
  jars.superAdmin = await signedIn(idp, EMAILS.superAdmin);
  for (const caller of CALLERS) {
    if (caller !== "signedOut") me[caller] = Me.parse(await (await jars[caller].fetch("/api/me")).json());
  }
  await seedCache("matrix-cached-vendor.com", sampleAnalysis(CACHED_URL));
  // Organization A's tokens: none, one per scope, an expired and a revoked one; B's holds every scope.
  tokens.tokenNoScope = (await createToken("admin", [])).token;
  for (const caller of TOKEN_CALLERS) {
    const scope = TOKEN_SCOPE_OF[caller];
    if (scope) tokens[caller] = (await createToken("admin", [scope])).token;
  }
  const expired = await createToken("admin", API_TOKEN_SCOPES);
  await db()
    .update(apiTokensTable)
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where(eq(apiTokensTable.id, expired.id));
  tokens.tokenExpired = expired.token;
  const revoked = await createToken("admin", API_TOKEN_SCOPES);
  expect(
    (await fixtures.fetch("admin", `/api/organization/api-tokens/${revoked.id}`, { method: "DELETE" })).status,
  ).toBe(204);
  tokens.tokenRevoked = revoked.token;
  tokens.tokenOtherOrg = (await createToken("otherOrgAdmin", API_TOKEN_SCOPES)).token;
  // Every new analysis and re-analysis of the matrix uses organization A's quota.
  await db()
    .update(organizationsTable)
    .set({ monthlyAssessmentLimit: 1000 })
    .where(eq(organizationsTable.id, me.admin.organization!.id));
}, 120_000);

/**
 * The API routes the app serves, as "METHOD /path" with OpenAPI's `{param}`. The site's files
 * (robots.txt, sitemap.xml, security.txt) are public and not part of the API.
 */
function appRoutes(): string[] {
  const keys = createApp()
    .routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
    .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`);
  return [...new Set(keys)].sort();
}

function policyActorOf(caller: Caller): PolicyActor | null {
  if (caller === "signedOut") return null;
  const m = me[caller];
  return {
    userId: m.user.id,
    organizationId: m.organization?.id ?? null,
    roles: m.roles,
    isSuperAdmin: m.is_super_admin,
  };
}

describe("the matrix covers the app", () => {
  it("has one row for every route the app serves, and no row without a route", () => {
    expect(Object.keys(ROUTE_MATRIX).sort()).toEqual(appRoutes());
  });

  it("every route, the document itself included, is in the OpenAPI document", async () => {
    const doc = (await (await fixtures.fetch("signedOut", "/api/openapi.json")).json()) as {
      paths: Record<string, object>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(appRoutes());
  });

  it("every case agrees with the policy: no 2xx for an action the caller's roles do not hold", () => {
    for (const [route, cases] of Object.entries(ROUTE_MATRIX)) {
      for (const c of cases) {
        CALLERS.forEach((caller, i) => {
          const status = c.expect[i]!;
          const ok = status >= 200 && status < 300;
          if (c.asks === "signed in") expect(status === 401, `${route} ${caller}`).toBe(caller === "signedOut");
          if (Array.isArray(c.asks)) {
            const allowed = c.asks.some((action) => can(policyActorOf(caller), action));
            if (ok)
              expect(
                allowed,
                `${route} (${c.name ?? "-"}) gives ${caller} ${status} without ${c.asks.join(" or ")}`,
              ).toBe(true);
          }
        });
      }
    }
  });
});

function caseTitle(route: string, c: RouteCase) {
  return c.name ? `${route}: ${c.name}` : route;
}

for (const [route, cases] of Object.entries(ROUTE_MATRIX)) {
  for (const c of cases) {
    describe(caseTitle(route, c), () => {
      it.each(CALLERS.map((caller, i) => [caller, c.expect[i]!] as const))("%s → %i", async (caller, status) => {
        const res = await c.send(caller, fixtures);
        const body = await res.text();
        expect(res.status, body.slice(0, 300)).toBe(status);
        if (status >= 400 && res.headers.get("content-type")?.includes("application/json")) {
          const code = { 400: "INVALID_REQUEST", 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" }[status];
          if (code) expect(JSON.parse(body).error.code).toBe(code);
        }
      });
      // A token the operation's scopes do not let in hears INSUFFICIENT_SCOPE where some scope would
      // (FORBIDDEN where none would: people's operations); every token answer carries the rate limit.
      const scopedRoute = c.tokens.slice(0, 7).some((s) => s !== 403);
      it.each(TOKEN_CALLERS.map((caller, i) => [caller, c.tokens[i]!] as const))("%s → %i", async (caller, status) => {
        const res = await c.send(caller, fixtures);
        const body = await res.text();
        expect(res.status, body.slice(0, 300)).toBe(status);
        if (status === 403)
          expect(JSON.parse(body).error.code).toBe(
            scopedRoute && caller !== "tokenOtherOrg" ? "INSUFFICIENT_SCOPE" : "FORBIDDEN",
          );
        if (status === 401) expect(JSON.parse(body).error.code).toBe("UNAUTHENTICATED");
        if (status !== 401) {
          expect(res.headers.get("ratelimit")).toMatch(/^"token";r=\d+;t=\d+, "organization";r=\d+;t=\d+$/);
          expect(res.headers.get("ratelimit-policy")).toMatch(/^"token";q=\d+;w=60, "organization";q=\d+;w=60$/);
        }
      });
    });
  }
}

describe("GET /api/me tells each caller's standing and permissions", () => {
  it("roles, organization and the permissions the policy gives", () => {
    expect(me.pending).toMatchObject({
      roles: [],
      is_org_admin: false,
      organization: null,
      pending_approval: { organization_name: "Matrix A" },
      permissions: [],
    });
    expect(me.member).toMatchObject({
      roles: ["member"],
      is_org_admin: false,
      organization: { id: me.admin.organization!.id },
      pending_approval: null,
    });
    expect(me.admin).toMatchObject({ roles: ["admin"], is_org_admin: true, is_super_admin: false });
    expect(me.otherOrgAdmin).toMatchObject({ is_org_admin: true, organization: { name: "Matrix B" } });
    expect(me.superAdmin).toMatchObject({ is_super_admin: true, roles: ["admin", "super_admin"] });
    expect(me.viewer.permissions).toEqual(["assessment.view", "team.view", "catalog.view"]);
    expect(me.reviewer.permissions).toEqual([
      "assessment.view",
      "assessment.create",
      "assessment.decide",
      "assessment.resubmit",
      "comment.create",
      "comment.delete",
      "team.view",
      "catalog.view",
    ]);
    expect(me.admin.permissions).not.toContain("platform.manage");
    expect(me.superAdmin.permissions).toEqual([...me.admin.permissions, "platform.manage"]);
    for (const caller of CALLERS) {
      if (caller !== "signedOut") expect(me[caller].permissions, caller).toEqual(permissionsOf(policyActorOf(caller)));
    }
  });

  it("a user with several roles gets the union of their permissions", async () => {
    const email = "two-roles@matrix-a.test";
    await signedIn(idp, email);
    await fixtures.post("admin", `/api/membership-requests/${await requestIdOf(email)}/decision`, { approve: true });
    const user = await userOf(email);
    await db().insert(userRolesTable).values({
      id: crypto.randomUUID(),
      userId: user.id,
      organizationId: user.organizationId!,
      role: "viewer",
      createdAt: new Date().toISOString(),
    });
    const jar = await signedIn(idp, email);
    const mine = Me.parse(await (await jar.fetch("/api/me")).json());
    expect(mine.roles.sort()).toEqual(["member", "viewer"]);
    // member's own-only view and viewer's all-view: the stronger grant counts.
    expect(mine.permissions).toEqual([
      "assessment.view",
      "assessment.create",
      "assessment.archive",
      "assessment.resubmit",
      "comment.create",
      "comment.delete",
      "team.view",
      "catalog.view",
    ]);
    expect((await jar.fetch(`/api/jobs/${await fixtures.orgJob("admin")}`)).status).toBe(200);
  });
});

describe("POST /api/analyze as a viewer", () => {
  it("a new analysis is refused with a clear message and uses none of the quota; force refresh too", async () => {
    const orgA = me.admin.organization!.id;
    const usage = async () => {
      const jobs = await db().select().from(orgAnalysisJobsTable).where(eq(orgAnalysisJobsTable.organizationId, orgA));
      const [org] = await db().select().from(organizationsTable).where(eq(organizationsTable.id, orgA));
      return { jobs: jobs.length, used: org!.assessmentsUsedThisMonth };
    };
    const before = await usage();
    for (const body of [{ url: fixtures.newUrl() }, { url: CACHED_URL, forceRefresh: true }]) {
      const res = await fixtures.post("viewer", "/api/analyze", body);
      expect(res.status).toBe(403);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe("FORBIDDEN");
      expect(error.message).toMatch(/cannot start new analyses/);
    }
    expect(await usage()).toEqual(before);
  });
});

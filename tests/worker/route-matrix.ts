/**
 * THE route-level authorization matrix: every route of the API, what it asks the permission
 * policy (core/contract/permissions.ts, whose own table test is permissions.test.ts), and the
 * status each kind of caller gets. authz-matrix.test.ts sends every cell to the real app, and
 * fails when a route of the app has no row here or a row names no route.
 *
 * Adding a route: add its row under its "METHOD /path" (the OpenAPI path, `{id}` for
 * parameters). Each case makes one valid request as the given caller (the fixtures create what
 * it needs: a membership request, a job, ...) and lists the status of each caller, in the order
 * of the header comment. A route that answers differently per resource (own / others' /
 * another organization's) gets one case per resource.
 */
import type { Action } from "@core/contract/permissions";
import type { ApiTokenScope } from "@core/contract/api-tokens";

export const CALLERS = [
  "signedOut",
  "pending",
  "admin",
  "reviewer",
  "analyst",
  "member",
  "viewer",
  "otherOrgAdmin",
  "superAdmin",
] as const;
/**
 * Who asks. The organization roles (admin ... viewer) are active members of organization A
 * with that one role; `pending` waits to join A; `otherOrgAdmin` is the admin of organization
 * B; `superAdmin` is in SUPER_ADMIN_EMAILS (and the admin of a third organization).
 */
export type Caller = (typeof CALLERS)[number];

/**
 * API tokens of organization A (one per scope, one with none, one expired, one revoked) and a
 * token of organization B holding every scope. A token acts for its organization, never as a person.
 */
export const TOKEN_CALLERS = [
  "tokenNoScope",
  "tokenAssessmentsRead",
  "tokenAssessmentsWrite",
  "tokenAnalyze",
  "tokenChangesRead",
  "tokenCatalogRead",
  "tokenAuditRead",
  "tokenExpired",
  "tokenRevoked",
  "tokenOtherOrg",
] as const;
export type TokenCaller = (typeof TOKEN_CALLERS)[number];
/** The scope each of organization A's scoped tokens holds, in the order of TOKEN_CALLERS. */
export const TOKEN_SCOPE_OF: Partial<Record<TokenCaller, ApiTokenScope>> = {
  tokenAssessmentsRead: "assessments:read",
  tokenAssessmentsWrite: "assessments:write",
  tokenAnalyze: "analyze",
  tokenChangesRead: "changes:read",
  tokenCatalogRead: "catalog:read",
  tokenAuditRead: "audit:read",
};

/** One status per token caller, in the order of TOKEN_CALLERS. */
export type TokenStatuses = [
  none: number,
  assessmentsRead: number,
  assessmentsWrite: number,
  analyze: number,
  changesRead: number,
  catalogRead: number,
  auditRead: number,
  expired: number,
  revoked: number,
  otherOrg: number,
];

/** Operations no token may call (people's actions, sign-in, administration, the platform): 403; a dead token 401. */
const NO_TOKENS: TokenStatuses = [403, 403, 403, 403, 403, 403, 403, 401, 401, 403];
/** Public operations: every live token gets `ok`. */
const ANY_TOKEN = (ok: number): TokenStatuses => [ok, ok, ok, ok, ok, ok, ok, 401, 401, ok];
/**
 * Operations that need one of `scopes`: tokens holding one get `ok`, the others 403
 * INSUFFICIENT_SCOPE; organization B's token (every scope) gets `otherOrg` (404 for A's resources).
 */
function scoped(scopes: ApiTokenScope[], ok: number, otherOrg = ok): TokenStatuses {
  const holds = (caller: TokenCaller) => scopes.includes(TOKEN_SCOPE_OF[caller]!);
  return [
    403,
    ...TOKEN_CALLERS.slice(1, 7).map((caller) => (holds(caller) ? ok : 403)),
    401,
    401,
    otherOrg,
  ] as TokenStatuses;
}

/** One status per caller, in the order of CALLERS. */
export type Statuses = [
  signedOut: number,
  pending: number,
  admin: number,
  reviewer: number,
  analyst: number,
  member: number,
  viewer: number,
  otherOrgAdmin: number,
  superAdmin: number,
];

/** What the matrix test gives each case. Organization A is the callers' own. */
export interface Fixtures {
  /** A request as `caller`, sent like the SPA (its cookies; `Origin` on writes). */
  fetch(caller: Caller | TokenCaller, path: string, init?: RequestInit): Promise<Response>;
  /** A JSON POST as `caller`. */
  post(caller: Caller | TokenCaller, path: string, body: unknown): Promise<Response>;
  /** A request from a second session of `caller` (for routes that end the session). */
  fetchInNewSession(caller: Caller | TokenCaller, path: string, init?: RequestInit): Promise<Response>;
  /** Like fetchInNewSession, for routes that end every session of the caller: the caller then signs in again. */
  fetchEndingAllSessions(caller: Caller | TokenCaller, path: string, init?: RequestInit): Promise<Response>;
  /** A new pending request to join organization A; its id. */
  newMembershipRequest(): Promise<string>;
  /** A finished job of organization A started by that member; its id. */
  orgJob(startedBy: "member" | "admin"): Promise<string>;
  /** The user id of a caller (organization A's member is the target of the member routes). */
  userId(caller: Exclude<Caller, "signedOut">): string;
  /** A JSON request with another method (PUT, PATCH) as `caller`. */
  send(caller: Caller | TokenCaller, method: "PUT" | "PATCH", path: string, body: unknown): Promise<Response>;
  /** A finished public job; its id. */
  publicJob(): Promise<string>;
  /** Organization A's id. */
  organizationA(): string;
  /** A new session of A's member; its id. */
  newMemberSession(): Promise<string>;
  /** A vendor address whose analysis is in the cache. */
  cachedUrl: string;
  /** A vendor address analyzed by nobody yet (a new one each call). */
  newUrl(): string;
  /** A new vendor address whose analysis is in the cache. */
  newCachedUrl(): Promise<string>;
  /** A new assessment of organization A created by that member, waiting for review unless `approvalStatus` says otherwise; its id. */
  assessment(createdBy: "member" | "admin", approvalStatus?: "pending" | "changes_requested"): Promise<string>;
  /** A new comment by that member on an assessment of theirs; its id. */
  comment(by: "member"): Promise<string>;
  /** A new notification of `caller` (a made-up id for the signed out); its id. */
  notificationOf(caller: Caller | TokenCaller): Promise<string>;
  /** A new API token of organization A (created by its admin); its id. */
  newApiToken(): Promise<string>;
  /** A new webhook or Slack channel of organization A (created by its admin); its id. */
  newEndpoint(kind: "webhook" | "slack"): Promise<string>;
  /** A new delivery (a test event) of a new webhook of organization A; both ids. */
  newDelivery(): Promise<{ endpoint: string; delivery: string }>;
}

/**
 * What a case asks: "anyone"; "signed in" (any session, waiting users too); or actions of the
 * policy, any one of which suffices. The test checks the statuses against the policy: no
 * caller gets a 2xx for an action the policy does not give them in some form.
 */
export type Asks = "anyone" | "signed in" | Action[];

export interface RouteCase {
  /** The resource or input of this case, when the row has several. */
  name?: string;
  asks: Asks;
  /** How the route asks, where the statuses alone do not say it. */
  note?: string;
  send(caller: Caller | TokenCaller, fx: Fixtures): Promise<Response>;
  expect: Statuses;
  /** What each API token gets (TOKEN_CALLERS). */
  tokens: TokenStatuses;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type RouteKey = `${Method} /api/${string}`;

const patch = (body: unknown): RequestInit => ({
  method: "PATCH",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const decide = (caller: Caller | TokenCaller, fx: Fixtures, id: string) =>
  fx.post(caller, `/api/membership-requests/${id}/decision`, { approve: true });

/** Every /api/platform route: super admins only. */
const SUPER_ADMIN_ONLY = (ok: number): Statuses => [401, 403, 403, 403, 403, 403, 403, 403, ok];
const PLATFORM: Asks = ["platform.manage"];
const putJson = (caller: Caller | TokenCaller, fx: Fixtures, path: string, body: unknown) =>
  fx.fetch(caller, path, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/* prettier-ignore */
export const ROUTE_MATRIX: Record<RouteKey, RouteCase[]> = {
  //                                                                out  pend  adm  rev  ana  mem  view oAdm super
  "GET /api/health": [
    {
      asks: "anyone",
      send: (c, fx) => fx.fetch(c, "/api/health"),
      expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: ANY_TOKEN(200),
    },
  ],
  "GET /api/reports/{host}": [
    {
      asks: "anyone",
      note: "a shared report: the cached analysis of a vendor, public like the landing page's report",
      send: (c, fx) => fx.fetch(c, `/api/reports/${new URL(fx.cachedUrl).host}`),
      expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: ANY_TOKEN(200),
    },
  ],
  "GET /api/openapi.json": [
    {
      asks: "anyone",
      send: (c, fx) => fx.fetch(c, "/api/openapi.json"),
      expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: ANY_TOKEN(200),
    },
  ],

  "POST /api/analyze": [
    {
      name: "a cached address",
      asks: "anyone",
      note: "cached answers are free for everyone",
      send: (c, fx) => fx.post(c, "/api/analyze", { url: fx.cachedUrl }),
      expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["analyze"], 200),
    },
    {
      name: "a new analysis",
      asks: "anyone",
      note: "members use the organization's quota and need assessment.create (viewers 403); others get a public job",
      send: (c, fx) => fx.post(c, "/api/analyze", { url: fx.newUrl() }),
      expect: [202, 202, 202, 202, 202, 202, 403, 202, 202],
      tokens: scoped(["analyze"], 202),
    },
  ],

  "GET /api/jobs/{id}": [
    {
      name: "a public job",
      asks: "anyone",
      send: async (c, fx) => fx.fetch(c, `/api/jobs/${await fx.publicJob()}`),
      expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["analyze", "assessments:read"], 200),
    },
    {
      name: "organization A's job, started by the member",
      asks: ["assessment.view"],
      note: "outside the organization 404",
      send: async (c, fx) => fx.fetch(c, `/api/jobs/${await fx.orgJob("member")}`),
      expect: [404, 404, 200, 200, 200, 200, 200, 404, 404],
      tokens: scoped(["analyze", "assessments:read"], 200, 404),
    },
    {
      name: "organization A's job, started by the admin",
      asks: ["assessment.view"],
      note: "members see only the jobs they started",
      send: async (c, fx) => fx.fetch(c, `/api/jobs/${await fx.orgJob("admin")}`),
      expect: [404, 404, 200, 200, 200, 403, 200, 404, 404],
      tokens: scoped(["analyze", "assessments:read"], 200, 404),
    },
  ],
  "GET /api/jobs/{id}/events": [
    {
      name: "a public job",
      asks: "anyone",
      send: async (c, fx) => fx.fetch(c, `/api/jobs/${await fx.publicJob()}/events`),
      expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["analyze", "assessments:read"], 200),
    },
    {
      name: "organization A's job, started by the member",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/jobs/${await fx.orgJob("member")}/events`),
      expect: [404, 404, 200, 200, 200, 200, 200, 404, 404],
      tokens: scoped(["analyze", "assessments:read"], 200, 404),
    },
    {
      name: "organization A's job, started by the admin",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/jobs/${await fx.orgJob("admin")}/events`),
      expect: [404, 404, 200, 200, 200, 403, 200, 404, 404],
      tokens: scoped(["analyze", "assessments:read"], 200, 404),
    },
  ],

  "GET /api/auth/google": [
    {
      asks: "anyone",
      send: (c, fx) => fx.fetch(c, "/api/auth/google"),
      expect: [302, 302, 302, 302, 302, 302, 302, 302, 302],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/auth/google/callback": [
    {
      name: "without a code",
      asks: "anyone",
      note: "the provider's answer is what is checked; the full round trip is in auth-oauth.test.ts",
      send: (c, fx) => fx.fetch(c, "/api/auth/google/callback"),
      expect: [400, 400, 400, 400, 400, 400, 400, 400, 400],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/auth/logout": [
    {
      asks: "signed in",
      send: (c, fx) => fx.fetchInNewSession(c, "/api/auth/logout", { method: "POST" }),
      expect: [401, 204, 204, 204, 204, 204, 204, 204, 204],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/auth/logout-everywhere": [
    {
      asks: "signed in",
      note: "ends every session of the user (audited); waiting users too",
      send: (c, fx) => fx.fetchEndingAllSessions(c, "/api/auth/logout-everywhere", { method: "POST" }),
      expect: [401, 204, 204, 204, 204, 204, 204, 204, 204],
      tokens: NO_TOKENS,
    },
  ],

  "GET /api/me": [
    {
      asks: "anyone",
      note: "a visitor without a session gets { user: null } (checking the session is not an error); everyone else themselves",
      send: (c, fx) => fx.fetch(c, "/api/me"),
      expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: NO_TOKENS,
    },
  ],

  "GET /api/membership-requests": [
    {
      asks: ["organization.manage"],
      note: "an admin sees their own organization's requests only, a super admin too (every organization's are at /api/platform)",
      send: (c, fx) => fx.fetch(c, "/api/membership-requests"),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/membership-requests/{id}/decision": [
    {
      name: "a pending request to join organization A",
      asks: ["organization.manage", "platform.manage"],
      note: "another organization's admin gets 404",
      send: async (c, fx) => decide(c, fx, await fx.newMembershipRequest()),
      expect: [401, 403, 200, 403, 403, 403, 403, 404, 200],
      tokens: NO_TOKENS,
    },
  ],

  "GET /api/approvals": [
    {
      asks: ["assessment.decide"],
      note: "admins and reviewers, their own organization's queue",
      send: (c, fx) => fx.fetch(c, "/api/approvals"),
      expect: [401, 403, 200, 200, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/assessments/{id}/decisions": [
    {
      name: "a pending assessment of organization A",
      asks: ["assessment.decide"],
      note: "another organization's admin gets 404",
      send: async (c, fx) =>
        fx.post(c, `/api/assessments/${await fx.assessment("member")}/decisions`, { status: "approved" }),
      expect: [401, 403, 201, 201, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/assessments/{id}/decisions": [
    {
      name: "the member's assessment",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/decisions`),
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: scoped(["assessments:read"], 200, 404),
    },
    {
      name: "the admin's assessment",
      asks: ["assessment.view"],
      note: "members see only their own assessments: 403 (another organization's 404)",
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("admin")}/decisions`),
      expect: [401, 403, 200, 200, 200, 403, 200, 404, 404],
      tokens: scoped(["assessments:read"], 200, 404),
    },
  ],
  "POST /api/assessments/{id}/resubmit": [
    {
      name: "the member's assessment, changes requested",
      asks: ["assessment.resubmit"],
      note: "the requester (here the member) or an admin",
      send: async (c, fx) =>
        fx.fetch(c, `/api/assessments/${await fx.assessment("member", "changes_requested")}/resubmit`, {
          method: "POST",
        }),
      expect: [401, 403, 200, 403, 403, 200, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/assessments/{id}/comments": [
    {
      name: "the member's assessment",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/comments`),
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: scoped(["assessments:read"], 200, 404),
    },
    {
      name: "the admin's assessment",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("admin")}/comments`),
      expect: [401, 403, 200, 200, 200, 403, 200, 404, 404],
      tokens: scoped(["assessments:read"], 200, 404),
    },
  ],
  "POST /api/assessments/{id}/comments": [
    {
      name: "the member's assessment",
      asks: ["comment.create"],
      note: "viewers may read but not comment",
      send: async (c, fx) =>
        fx.post(c, `/api/assessments/${await fx.assessment("member")}/comments`, { comment: "Looks fine" }),
      expect: [401, 403, 201, 201, 201, 201, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/assessments/{id}/mention-candidates": [
    {
      name: "the member's assessment",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/mention-candidates`),
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "DELETE /api/comments/{id}": [
    {
      name: "the member's comment",
      asks: ["comment.delete"],
      note: "only its author",
      send: async (c, fx) => fx.fetch(c, `/api/comments/${await fx.comment("member")}`, { method: "DELETE" }),
      expect: [401, 403, 403, 403, 403, 204, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],

  "GET /api/notifications": [
    {
      asks: "signed in",
      send: (c, fx) => fx.fetch(c, "/api/notifications"),
      expect: [401, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/notifications/{id}/read": [
    {
      name: "one's own notification",
      asks: "signed in",
      send: async (c, fx) => fx.fetch(c, `/api/notifications/${await fx.notificationOf(c)}/read`, { method: "POST" }),
      expect: [401, 204, 204, 204, 204, 204, 204, 204, 204],
      tokens: NO_TOKENS,
    },
    {
      name: "the member's notification",
      asks: "signed in",
      note: "someone else's: 404",
      send: async (c, fx) =>
        fx.fetch(c, `/api/notifications/${await fx.notificationOf("member")}/read`, { method: "POST" }),
      expect: [401, 404, 404, 404, 404, 204, 404, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/notifications/read-all": [
    {
      asks: "signed in",
      send: (c, fx) => fx.fetch(c, "/api/notifications/read-all", { method: "POST" }),
      expect: [401, 204, 204, 204, 204, 204, 204, 204, 204],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/me/notification-preferences": [
    {
      asks: "signed in",
      send: (c, fx) => fx.fetch(c, "/api/me/notification-preferences"),
      expect: [401, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "PUT /api/me/notification-preferences": [
    {
      asks: "signed in",
      send: (c, fx) => putJson(c, fx, "/api/me/notification-preferences", { weekly_digest: true }),
      expect: [401, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: NO_TOKENS,
    },
  ],

  "GET /api/dashboard": [
    {
      asks: ["assessment.view"],
      note: "counts of what the caller can see (members: their own); no organization 403",
      send: (c, fx) => fx.fetch(c, "/api/dashboard"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["assessments:read"], 200),
    },
  ],
  "GET /api/categories": [
    {
      asks: "signed in",
      send: (c, fx) => fx.fetch(c, "/api/categories"),
      expect: [401, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["assessments:read", "assessments:write"], 200),
    },
  ],
  "GET /api/assessments": [
    {
      asks: ["assessment.view"],
      note: "each caller's own organization; members only what they created",
      send: (c, fx) => fx.fetch(c, "/api/assessments"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["assessments:read"], 200),
    },
  ],
  "GET /api/assessments/export.csv": [
    {
      asks: ["assessment.view"],
      send: (c, fx) => fx.fetch(c, "/api/assessments/export.csv"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["assessments:read"], 200),
    },
  ],
  "POST /api/assessments": [
    {
      name: "a cached address",
      asks: ["assessment.create"],
      note: "no organization 403 'Could not find your organization'",
      send: async (c, fx) => fx.post(c, "/api/assessments", { url: await fx.newCachedUrl(), priority: "normal" }),
      expect: [401, 403, 201, 201, 201, 201, 403, 201, 201],
      tokens: scoped(["assessments:write"], 201),
    },
    {
      name: "organization A's job, started by the member",
      asks: ["assessment.create"],
      note: "only the caller's own job; anyone else's 404",
      send: async (c, fx) => fx.post(c, "/api/assessments", { job_id: await fx.orgJob("member"), priority: "normal" }),
      expect: [401, 403, 404, 404, 404, 201, 403, 404, 404],
      tokens: scoped(["assessments:write"], 404),
    },
  ],
  "GET /api/assessments/{id}": [
    {
      name: "organization A's, created by the member",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("member")}`),
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: scoped(["assessments:read"], 200, 404),
    },
    {
      name: "organization A's, created by the admin",
      asks: ["assessment.view"],
      note: "members see only their own",
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("admin")}`),
      expect: [401, 403, 200, 200, 200, 403, 200, 404, 404],
      tokens: scoped(["assessments:read"], 200, 404),
    },
  ],
  "PATCH /api/assessments/{id}": [
    {
      name: "metadata of the member's",
      asks: ["assessment.create"],
      note: "whoever may save and see it",
      send: async (c, fx) =>
        fx.fetch(c, `/api/assessments/${await fx.assessment("member")}`, patch({ department: "Legal" })),
      expect: [401, 403, 200, 200, 200, 200, 403, 404, 404],
      tokens: scoped(["assessments:write"], 200, 404),
    },
    {
      name: "archiving the member's, waiting for review",
      asks: ["assessment.archive"],
      note: "admins any; analysts and members their own while pending",
      send: async (c, fx) =>
        fx.fetch(c, `/api/assessments/${await fx.assessment("member")}`, patch({ status: "archived" })),
      expect: [401, 403, 200, 403, 403, 200, 403, 404, 404],
      tokens: scoped(["assessments:write"], 200, 404),
    },
  ],
  "POST /api/assessments/{id}/reanalyze": [
    {
      name: "the member's",
      asks: ["assessment.create"],
      note: "uses one of the organization's monthly assessments",
      send: async (c, fx) =>
        fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/reanalyze`, { method: "POST" }),
      expect: [401, 403, 202, 202, 202, 202, 403, 404, 404],
      tokens: scoped(["analyze"], 202, 404),
    },
  ],
  "GET /api/assessments/{id}/monitoring": [
    {
      name: "the member's",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/monitoring`),
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: scoped(["changes:read", "assessments:read"], 200, 404),
    },
    {
      name: "the admin's",
      asks: ["assessment.view"],
      note: "members see only their own",
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("admin")}/monitoring`),
      expect: [401, 403, 200, 200, 200, 403, 200, 404, 404],
      tokens: scoped(["changes:read", "assessments:read"], 200, 404),
    },
  ],
  "PUT /api/assessments/{id}/monitoring": [
    {
      name: "the member's",
      asks: ["assessment.create"],
      note: "whoever may save and see it; viewers 403",
      send: async (c, fx) =>
        putJson(c, fx, `/api/assessments/${await fx.assessment("member")}/monitoring`, { frequency: "daily" }),
      expect: [401, 403, 200, 200, 200, 200, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/assessments/{id}/checks": [
    {
      name: "the member's",
      asks: ["assessment.create"],
      note: "a check of the vendor, shared by every organization watching it; uses no monthly assessment",
      send: async (c, fx) =>
        fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/checks`, { method: "POST" }),
      expect: [401, 403, 202, 202, 202, 202, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/assessments/{id}/checks/{check_id}": [
    {
      name: "a check of the member's assessment's vendor",
      asks: ["assessment.view"],
      send: async (c, fx) => {
        const id = await fx.assessment("member");
        const started = await fx.fetch("admin", `/api/assessments/${id}/checks`, { method: "POST" });
        const { check_id } = (await started.json()) as { check_id: string };
        return fx.fetch(c, `/api/assessments/${id}/checks/${check_id}`);
      },
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: scoped(["changes:read", "assessments:read"], 200, 404),
    },
  ],
  "GET /api/assessments/{id}/history": [
    {
      name: "the member's",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/history`),
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: scoped(["changes:read", "assessments:read"], 200, 404),
    },
  ],
  "GET /api/assessments/{id}/changes": [
    {
      name: "the member's",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/changes`),
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: scoped(["changes:read", "assessments:read"], 200, 404),
    },
  ],
  "POST /api/assessments/{id}/watch": [
    {
      name: "the member's",
      asks: ["assessment.view"],
      note: "a personal choice: whoever can see it, viewers too",
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/watch`, { method: "POST" }),
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "DELETE /api/assessments/{id}/watch": [
    {
      name: "the member's",
      asks: ["assessment.view"],
      send: async (c, fx) =>
        fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/watch`, { method: "DELETE" }),
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/changes": [
    {
      asks: ["assessment.view"],
      note: "changes on the vendors of what the caller can see (members: their own)",
      send: (c, fx) => fx.fetch(c, "/api/changes"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["changes:read"], 200),
    },
  ],
  "GET /api/changes/summary": [
    {
      asks: ["assessment.view"],
      send: (c, fx) => fx.fetch(c, "/api/changes/summary"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["changes:read"], 200),
    },
  ],
  "GET /api/organization/monitoring": [
    {
      asks: ["team.view"],
      note: "every active member, their own organization",
      send: (c, fx) => fx.fetch(c, "/api/organization/monitoring"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "PUT /api/organization/monitoring": [
    {
      asks: ["organization.manage"],
      note: "each admin their own organization",
      send: (c, fx) => putJson(c, fx, "/api/organization/monitoring", { reopen_on_change: true }),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/assessments/{id}/report.pdf": [
    {
      name: "the member's",
      asks: ["assessment.view"],
      send: async (c, fx) => fx.fetch(c, `/api/assessments/${await fx.assessment("member")}/report.pdf`),
      expect: [401, 403, 200, 200, 200, 200, 200, 404, 404],
      tokens: scoped(["assessments:read"], 200, 404),
    },
  ],
  "GET /api/sample-report.pdf": [
    {
      asks: ["team.view"],
      note: "an active member of an organization: users awaiting approval export nothing",
      send: (c, fx) => fx.fetch(c, "/api/sample-report.pdf"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/platform/stats": [
    {
      asks: PLATFORM,
      send: (c, fx) => fx.fetch(c, "/api/platform/stats"),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/platform/organizations": [
    {
      asks: PLATFORM,
      send: (c, fx) => fx.fetch(c, "/api/platform/organizations?q=matrix"),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/platform/organizations": [
    {
      asks: PLATFORM,
      send: (c, fx) =>
        fx.post(c, "/api/platform/organizations", {
          name: "Matrix New",
          domain: `new-${crypto.randomUUID().slice(0, 8)}.matrix.test`,
        }),
      expect: SUPER_ADMIN_ONLY(201),
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/platform/organizations/{id}": [
    {
      asks: PLATFORM,
      send: (c, fx) => fx.fetch(c, `/api/platform/organizations/${fx.organizationA()}`),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "PATCH /api/platform/organizations/{id}": [
    {
      name: "organization A's monthly limit",
      asks: PLATFORM,
      send: (c, fx) =>
        fx.send(c, "PATCH", `/api/platform/organizations/${fx.organizationA()}`, { monthly_assessment_limit: 500 }),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/platform/users": [
    {
      asks: PLATFORM,
      send: (c, fx) => fx.fetch(c, "/api/platform/users?q=matrix"),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/platform/users/{id}": [
    {
      asks: PLATFORM,
      send: (c, fx) => fx.fetch(c, `/api/platform/users/${fx.userId("member")}`),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "PATCH /api/platform/users/{id}": [
    {
      name: "notes on A's member",
      asks: PLATFORM,
      send: (c, fx) => fx.send(c, "PATCH", `/api/platform/users/${fx.userId("member")}`, { notes: `seen by ${c}` }),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "DELETE /api/platform/users/{id}/sessions/{sessionId}": [
    {
      name: "a session of A's member",
      asks: PLATFORM,
      send: async (c, fx) =>
        fx.fetch(c, `/api/platform/users/${fx.userId("member")}/sessions/${await fx.newMemberSession()}`, {
          method: "DELETE",
        }),
      expect: SUPER_ADMIN_ONLY(204),
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/platform/membership-requests": [
    {
      asks: PLATFORM,
      send: (c, fx) => fx.fetch(c, "/api/platform/membership-requests"),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/platform/audit-logs": [
    {
      asks: PLATFORM,
      send: (c, fx) => fx.fetch(c, "/api/platform/audit-logs?limit=5"),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/platform/analytics": [
    {
      asks: PLATFORM,
      send: (c, fx) => fx.fetch(c, "/api/platform/analytics?days=30"),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/platform/settings": [
    {
      asks: PLATFORM,
      send: (c, fx) => fx.fetch(c, "/api/platform/settings"),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "PUT /api/platform/settings/{key}": [
    {
      asks: PLATFORM,
      note: "sets the default monthly limit to its default value",
      send: (c, fx) => fx.send(c, "PUT", "/api/platform/settings/organizations.default_monthly_limit", { value: 10 }),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "DELETE /api/platform/settings/{key}": [
    {
      asks: PLATFORM,
      send: (c, fx) => fx.fetch(c, "/api/platform/settings/organizations.default_monthly_limit", { method: "DELETE" }),
      expect: SUPER_ADMIN_ONLY(200),
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/site": [
    {
      asks: "anyone",
      send: (c, fx) => fx.fetch(c, "/api/site"),
      expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: ANY_TOKEN(200),
    },
  ],
  "GET /api/team": [
    {
      asks: ["team.view"],
      note: "the caller's own organization",
      send: (c, fx) => fx.fetch(c, "/api/team"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "PATCH /api/me": [
    {
      asks: "signed in",
      note: "about themselves",
      send: (c, fx) => fx.send(c, "PATCH", "/api/me", { full_name: "Matrix Caller" }),
      expect: [401, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: NO_TOKENS,
    },
  ],

  "GET /api/organization": [
    {
      asks: ["team.view"],
      note: "the caller's own organization; billing_email only with organization.manage",
      send: (c, fx) => fx.fetch(c, "/api/organization"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "PATCH /api/organization": [
    {
      asks: ["organization.manage"],
      note: "the caller's own organization (each admin sends its current name: no change)",
      send: async (c, fx) => {
        const current = await fx.fetch(c, "/api/organization");
        const name = current.ok ? ((await current.json()) as { name: string }).name : "Taken Over";
        return fx.send(c, "PATCH", "/api/organization", { name });
      },
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/organization/domain/verify": [
    {
      asks: ["organization.manage"],
      note: "the caller's own organization; without a domain waiting for its TXT record 409",
      send: (c, fx) => fx.fetch(c, "/api/organization/domain/verify", { method: "POST" }),
      expect: [401, 403, 409, 403, 403, 403, 403, 409, 409],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/safe-to-try-policy": [
    {
      asks: ["catalog.view"],
      note: "the caller's own organization's policy: every active member may read it",
      send: (c, fx) => fx.fetch(c, "/api/organization/safe-to-try-policy"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["catalog:read"], 200),
    },
  ],
  "PUT /api/organization/safe-to-try-policy": [
    {
      asks: ["organization.manage"],
      note: "the caller's own organization's policy (kept off, so other cases still wait for review)",
      send: (c, fx) =>
        fx.send(c, "PUT", "/api/organization/safe-to-try-policy", {
          enabled: false,
          max_overall_score: 3.5,
          max_risk_level: "low",
          review_findings: ["privacy.sells_data"],
          max_data_class: "internal",
          trial_days: 14,
          max_people: 5,
          guardrails: ["No customer data"],
        }),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/organization/safe-to-try-policy/evaluate": [
    {
      name: "a cached address",
      asks: ["assessment.create"],
      note: "writes nothing; no organization 403 'Could not find your organization'",
      send: (c, fx) =>
        fx.post(c, "/api/organization/safe-to-try-policy/evaluate", {
          url: fx.cachedUrl,
          data_class: "internal",
          people: 3,
        }),
      expect: [401, 403, 200, 200, 200, 200, 403, 200, 200],
      tokens: scoped(["analyze"], 200),
    },
  ],
  "GET /api/catalog": [
    {
      asks: ["catalog.view"],
      note: "the caller's own organization's tools; members too (every tool's state, not its report)",
      send: (c, fx) => fx.fetch(c, "/api/catalog?state=all"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["catalog:read"], 200),
    },
  ],
  "GET /api/catalog/export.csv": [
    {
      asks: ["catalog.view"],
      send: (c, fx) => fx.fetch(c, "/api/catalog/export.csv"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["catalog:read"], 200),
    },
  ],
  "GET /api/catalog/alternatives": [
    {
      asks: ["catalog.view"],
      send: (c, fx) => fx.fetch(c, `/api/catalog/alternatives?url=${encodeURIComponent(fx.cachedUrl)}`),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["catalog:read"], 200),
    },
  ],
  "GET /api/catalog/summary": [
    {
      asks: ["catalog.view"],
      send: (c, fx) => fx.fetch(c, "/api/catalog/summary"),
      expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
      tokens: scoped(["catalog:read"], 200),
    },
  ],
  "GET /api/organization/stats": [
    {
      asks: ["organization.manage"],
      send: (c, fx) => fx.fetch(c, "/api/organization/stats"),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/activity": [
    {
      asks: ["organization.manage"],
      send: (c, fx) => fx.fetch(c, "/api/organization/activity"),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/usage": [
    {
      asks: ["organization.manage"],
      send: (c, fx) => fx.fetch(c, "/api/organization/usage"),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/audit-logs": [
    {
      asks: ["organization.manage"],
      send: (c, fx) => fx.fetch(c, "/api/organization/audit-logs"),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: scoped(["audit:read"], 200),
    },
  ],
  "GET /api/organization/role-assignments": [
    {
      asks: ["organization.manage"],
      send: (c, fx) => fx.fetch(c, "/api/organization/role-assignments"),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/members": [
    {
      asks: ["organization.manage"],
      send: (c, fx) => fx.fetch(c, "/api/organization/members"),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/members/{id}": [
    {
      name: "organization A's member",
      asks: ["organization.manage"],
      note: "another organization's admin (and a super admin, admin of a third one) gets 404",
      send: (c, fx) => fx.fetch(c, `/api/organization/members/${fx.userId("member")}`),
      expect: [401, 403, 200, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "PUT /api/organization/members/{id}/roles": [
    {
      name: "organization A's member, the roles they have",
      asks: ["organization.manage"],
      send: (c, fx) =>
        fx.send(c, "PUT", `/api/organization/members/${fx.userId("member")}/roles`, { roles: ["member"] }),
      expect: [401, 403, 200, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/organization/members/{id}/suspension": [
    {
      name: "organization A's member, not suspended: unsuspend",
      asks: ["organization.manage"],
      send: (c, fx) => fx.post(c, `/api/organization/members/${fx.userId("member")}/suspension`, { suspended: false }),
      expect: [401, 403, 200, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],

  "GET /api/docs": [
    {
      asks: "anyone",
      send: (c, fx) => fx.fetch(c, "/api/docs"),
      expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
      tokens: ANY_TOKEN(200),
    },
  ],

  "POST /api/organization/api-tokens": [
    {
      asks: ["organization.manage"],
      note: "the admin's own organization; never a token",
      send: (c, fx) =>
        fx.post(c, "/api/organization/api-tokens", {
          name: "Matrix token",
          scopes: ["assessments:read"],
          expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        }),
      expect: [401, 403, 201, 403, 403, 403, 403, 201, 201],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/api-tokens": [
    {
      asks: ["organization.manage"],
      send: (c, fx) => fx.fetch(c, "/api/organization/api-tokens"),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "DELETE /api/organization/api-tokens/{id}": [
    {
      name: "a token of organization A",
      asks: ["organization.manage"],
      note: "another organization's admin gets 404",
      send: async (c, fx) =>
        fx.fetch(c, `/api/organization/api-tokens/${await fx.newApiToken()}`, { method: "DELETE" }),
      expect: [401, 403, 204, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],

  "POST /api/organization/webhooks": [
    {
      asks: ["organization.manage"],
      note: "the admin's own organization; never a token",
      send: (c, fx) =>
        fx.post(c, "/api/organization/webhooks", {
          url: "https://hooks.receiver-example.com/matrix",
          events: ["assessment.saved"],
        }),
      expect: [401, 403, 201, 403, 403, 403, 403, 201, 201],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/webhooks": [
    {
      asks: ["organization.manage"],
      send: (c, fx) => fx.fetch(c, "/api/organization/webhooks"),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "DELETE /api/organization/webhooks/{id}": [
    {
      name: "a webhook of organization A",
      asks: ["organization.manage"],
      note: "another organization's admin gets 404",
      send: async (c, fx) =>
        fx.fetch(c, `/api/organization/webhooks/${await fx.newEndpoint("webhook")}`, { method: "DELETE" }),
      expect: [401, 403, 204, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/organization/webhooks/{id}/test": [
    {
      name: "a webhook of organization A",
      asks: ["organization.manage"],
      send: async (c, fx) =>
        fx.fetch(c, `/api/organization/webhooks/${await fx.newEndpoint("webhook")}/test`, { method: "POST" }),
      expect: [401, 403, 202, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/organization/webhooks/{id}/rotate-secret": [
    {
      name: "a webhook of organization A",
      asks: ["organization.manage"],
      send: async (c, fx) =>
        fx.fetch(c, `/api/organization/webhooks/${await fx.newEndpoint("webhook")}/rotate-secret`, { method: "POST" }),
      expect: [401, 403, 200, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/webhooks/{id}/deliveries": [
    {
      name: "a webhook of organization A",
      asks: ["organization.manage"],
      send: async (c, fx) => fx.fetch(c, `/api/organization/webhooks/${await fx.newEndpoint("webhook")}/deliveries`),
      expect: [401, 403, 200, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/organization/webhooks/{id}/deliveries/{deliveryId}/redeliver": [
    {
      name: "a delivery of a webhook of organization A",
      asks: ["organization.manage"],
      send: async (c, fx) => {
        const { endpoint, delivery } = await fx.newDelivery();
        return fx.fetch(c, `/api/organization/webhooks/${endpoint}/deliveries/${delivery}/redeliver`, {
          method: "POST",
        });
      },
      expect: [401, 403, 202, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/organization/slack-channels": [
    {
      asks: ["organization.manage"],
      send: (c, fx) =>
        fx.post(c, "/api/organization/slack-channels", {
          url: "https://hooks.slack.com/services/T000/B000/matrix",
          events: ["assessment.decided"],
        }),
      expect: [401, 403, 201, 403, 403, 403, 403, 201, 201],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/slack-channels": [
    {
      asks: ["organization.manage"],
      send: (c, fx) => fx.fetch(c, "/api/organization/slack-channels"),
      expect: [401, 403, 200, 403, 403, 403, 403, 200, 200],
      tokens: NO_TOKENS,
    },
  ],
  "DELETE /api/organization/slack-channels/{id}": [
    {
      name: "a Slack channel of organization A",
      asks: ["organization.manage"],
      send: async (c, fx) =>
        fx.fetch(c, `/api/organization/slack-channels/${await fx.newEndpoint("slack")}`, { method: "DELETE" }),
      expect: [401, 403, 204, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "POST /api/organization/slack-channels/{id}/test": [
    {
      name: "a Slack channel of organization A",
      asks: ["organization.manage"],
      send: async (c, fx) =>
        fx.fetch(c, `/api/organization/slack-channels/${await fx.newEndpoint("slack")}/test`, { method: "POST" }),
      expect: [401, 403, 202, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],
  "GET /api/organization/slack-channels/{id}/deliveries": [
    {
      name: "a Slack channel of organization A",
      asks: ["organization.manage"],
      send: async (c, fx) =>
        fx.fetch(c, `/api/organization/slack-channels/${await fx.newEndpoint("slack")}/deliveries`),
      expect: [401, 403, 200, 403, 403, 403, 403, 404, 404],
      tokens: NO_TOKENS,
    },
  ],

  "POST /api/page-views": [
    {
      asks: "anyone",
      // From an address of its own: the limiter of page views (30 a minute per client) outlives a
      // test file, and other files' page views in the same minute come from the default one.
      send: (c, fx) =>
        fx.fetch(c, "/api/page-views", {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": "203.0.113.78" },
          body: JSON.stringify({ variant: "control", url: "https://app.test/", session_id: "matrix-session-1" }),
        }),
      expect: [204, 204, 204, 204, 204, 204, 204, 204, 204],
      tokens: NO_TOKENS,
    },
  ],
};

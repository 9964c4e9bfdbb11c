import type { ApiTokenScope } from "@core/contract/api-tokens";

/**
 * Every operation of the API: its stable `operationId`, its tag, and who may call it. The OpenAPI
 * document takes `operationId`, `tags` and `security` from here (worker/http/openapi-document.ts),
 * and the API token gate (worker/auth/api-token.ts) enforces the same `security`: a token reaches
 * only the operations that list one of its scope sets. A route missing here fails the contract
 * test (tests/worker/openapi-contract.test.ts).
 *
 * Who may call:
 * - `public`: anyone, API tokens included (a token's rate limit and allow-list still apply);
 * - `browser`: anyone with a browser, signed in or not; never an API token (sign-in, the session's own view);
 * - `session`: a signed-in person only (people's actions: decisions, comments, administration);
 * - `{ tokens }`: a signed-in person, or an API token holding every scope of one of the sets;
 *   `anonymous: true` when visitors without a session may call it too.
 */
export type Access = "public" | "browser" | "session" | { tokens: ApiTokenScope[][]; anonymous?: boolean };

export interface OperationInfo {
  id: string;
  tag: Tag;
  access: Access;
}

export const TAGS = {
  System: "Health, this document and its reference",
  Analysis: "Analyze a vendor and follow the job",
  Reports: "Reports of analyzed vendors",
  "Sign-in": "Sign in with Google and sign out (browsers only)",
  Me: "The signed-in person",
  Notifications: "The signed-in person's notifications and e-mail switches",
  Assessments: "The organization's saved assessments",
  Reviews: "Decisions on assessments and the approval queue",
  Comments: "Comments on assessments",
  Organization: "The organization, its team, figures and audit log",
  Members: "Members, roles and requests to join",
  Catalog: "The organization's tool catalog and its Safe-to-Try policy",
  Monitoring: "Watched vendors: checks, their history and what changed",
  "API tokens": "The organization's API tokens (admins)",
  Webhooks: "Signed webhooks and Slack channels for the organization's events (admins)",
  Platform: "The platform's organizations, users and settings (super admins)",
  Site: "What every page shows, and page views",
} as const;
export type Tag = keyof typeof TAGS;

const read: Access = { tokens: [["assessments:read"]] };
const write: Access = { tokens: [["assessments:write"]] };
const analyze: Access = { tokens: [["analyze"]] };
/** Monitoring's reads: what changed in a vendor, for the changes:read scope or any reader of assessments. */
const changes: Access = { tokens: [["changes:read"], ["assessments:read"]] };

/* prettier-ignore */
export const OPERATIONS: Record<string, OperationInfo> = {
  "GET /api/health": { id: "getHealth", tag: "System", access: "public" },
  "GET /api/openapi.json": { id: "getOpenApiDocument", tag: "System", access: "public" },
  "GET /api/docs": { id: "getApiReference", tag: "System", access: "public" },

  "POST /api/analyze": { id: "analyzeVendor", tag: "Analysis", access: { tokens: [["analyze"]], anonymous: true } },
  "GET /api/jobs/{id}": {
    id: "getJob",
    tag: "Analysis",
    access: { tokens: [["analyze"], ["assessments:read"]], anonymous: true },
  },
  "GET /api/jobs/{id}/events": {
    id: "streamJobEvents",
    tag: "Analysis",
    access: { tokens: [["analyze"], ["assessments:read"]], anonymous: true },
  },
  "GET /api/reports/{host}": { id: "getReport", tag: "Reports", access: "public" },
  "GET /api/sample-report.pdf": { id: "getSampleReportPdf", tag: "Reports", access: "session" },

  "GET /api/auth/google": { id: "startSignIn", tag: "Sign-in", access: "browser" },
  "GET /api/auth/google/callback": { id: "finishSignIn", tag: "Sign-in", access: "browser" },
  "POST /api/auth/logout": { id: "signOut", tag: "Sign-in", access: "session" },
  "POST /api/auth/logout-everywhere": { id: "signOutEverywhere", tag: "Sign-in", access: "session" },

  "GET /api/me": { id: "getMe", tag: "Me", access: "browser" },
  "PATCH /api/me": { id: "updateMe", tag: "Me", access: "session" },
  "GET /api/me/notification-preferences": { id: "getNotificationPreferences", tag: "Notifications", access: "session" },
  "PUT /api/me/notification-preferences": {
    id: "updateNotificationPreferences",
    tag: "Notifications",
    access: "session",
  },
  "GET /api/notifications": { id: "listNotifications", tag: "Notifications", access: "session" },
  "POST /api/notifications/{id}/read": { id: "markNotificationRead", tag: "Notifications", access: "session" },
  "POST /api/notifications/read-all": { id: "markAllNotificationsRead", tag: "Notifications", access: "session" },

  "GET /api/dashboard": { id: "getDashboard", tag: "Assessments", access: read },
  "GET /api/categories": {
    id: "listCategories",
    tag: "Assessments",
    access: { tokens: [["assessments:read"], ["assessments:write"]] },
  },
  "GET /api/assessments": { id: "listAssessments", tag: "Assessments", access: read },
  "GET /api/assessments/export.csv": { id: "exportAssessmentsCsv", tag: "Assessments", access: read },
  "POST /api/assessments": { id: "saveAssessment", tag: "Assessments", access: write },
  "GET /api/assessments/{id}": { id: "getAssessment", tag: "Assessments", access: read },
  "PATCH /api/assessments/{id}": { id: "updateAssessment", tag: "Assessments", access: write },
  "POST /api/assessments/{id}/reanalyze": { id: "reanalyzeAssessment", tag: "Assessments", access: analyze },
  "GET /api/assessments/{id}/report.pdf": { id: "getAssessmentReportPdf", tag: "Assessments", access: read },

  "GET /api/approvals": { id: "listApprovals", tag: "Reviews", access: "session" },
  "GET /api/assessments/{id}/decisions": { id: "listDecisions", tag: "Reviews", access: read },
  "POST /api/assessments/{id}/decisions": { id: "decideAssessment", tag: "Reviews", access: "session" },
  "POST /api/assessments/{id}/resubmit": { id: "resubmitAssessment", tag: "Reviews", access: "session" },

  "GET /api/assessments/{id}/comments": { id: "listComments", tag: "Comments", access: read },
  "POST /api/assessments/{id}/comments": { id: "createComment", tag: "Comments", access: "session" },
  "GET /api/assessments/{id}/mention-candidates": { id: "listMentionCandidates", tag: "Comments", access: "session" },
  "DELETE /api/comments/{id}": { id: "deleteComment", tag: "Comments", access: "session" },

  "GET /api/team": { id: "listTeam", tag: "Organization", access: "session" },
  "GET /api/organization": { id: "getOrganization", tag: "Organization", access: "session" },
  "PATCH /api/organization": { id: "updateOrganization", tag: "Organization", access: "session" },
  "POST /api/organization/domain/verify": { id: "verifyOrganizationDomain", tag: "Organization", access: "session" },
  "GET /api/organization/stats": { id: "getOrganizationStats", tag: "Organization", access: "session" },
  "GET /api/organization/activity": { id: "getOrganizationActivity", tag: "Organization", access: "session" },
  "GET /api/organization/usage": { id: "listOrganizationUsage", tag: "Organization", access: "session" },
  "GET /api/organization/audit-logs": {
    id: "listAuditLogs",
    tag: "Organization",
    access: { tokens: [["audit:read"]] },
  },

  "GET /api/membership-requests": { id: "listMembershipRequests", tag: "Members", access: "session" },
  "POST /api/membership-requests/{id}/decision": { id: "decideMembershipRequest", tag: "Members", access: "session" },
  "GET /api/organization/role-assignments": { id: "listRoleAssignments", tag: "Members", access: "session" },
  "GET /api/organization/members": { id: "listMembers", tag: "Members", access: "session" },
  "GET /api/organization/members/{id}": { id: "getMember", tag: "Members", access: "session" },
  "PUT /api/organization/members/{id}/roles": { id: "setMemberRoles", tag: "Members", access: "session" },
  "POST /api/organization/members/{id}/suspension": { id: "setMemberSuspension", tag: "Members", access: "session" },

  "GET /api/assessments/{id}/monitoring": { id: "getMonitoring", tag: "Monitoring", access: changes },
  "PUT /api/assessments/{id}/monitoring": { id: "setMonitoring", tag: "Monitoring", access: "session" },
  "POST /api/assessments/{id}/checks": { id: "requestVendorCheck", tag: "Monitoring", access: "session" },
  "GET /api/assessments/{id}/checks/{check_id}": { id: "getVendorCheck", tag: "Monitoring", access: changes },
  "GET /api/assessments/{id}/history": { id: "listAssessmentHistory", tag: "Monitoring", access: changes },
  "GET /api/assessments/{id}/changes": { id: "listAssessmentChanges", tag: "Monitoring", access: changes },
  "POST /api/assessments/{id}/watch": { id: "watchAssessment", tag: "Monitoring", access: "session" },
  "DELETE /api/assessments/{id}/watch": { id: "unwatchAssessment", tag: "Monitoring", access: "session" },
  "GET /api/changes": { id: "listVendorChanges", tag: "Monitoring", access: { tokens: [["changes:read"]] } },
  "GET /api/changes/summary": {
    id: "getVendorChangesSummary",
    tag: "Monitoring",
    access: { tokens: [["changes:read"]] },
  },
  "GET /api/organization/monitoring": { id: "getMonitoringSettings", tag: "Monitoring", access: "session" },
  "PUT /api/organization/monitoring": { id: "setMonitoringSettings", tag: "Monitoring", access: "session" },

  "GET /api/organization/safe-to-try-policy": {
    id: "getSafeToTryPolicy",
    tag: "Catalog",
    access: { tokens: [["catalog:read"]] },
  },
  "PUT /api/organization/safe-to-try-policy": { id: "setSafeToTryPolicy", tag: "Catalog", access: "session" },
  "POST /api/organization/safe-to-try-policy/evaluate": {
    id: "evaluateSafeToTry",
    tag: "Catalog",
    access: { tokens: [["analyze"]] },
  },
  "GET /api/catalog": { id: "listCatalog", tag: "Catalog", access: { tokens: [["catalog:read"]] } },
  "GET /api/catalog/export.csv": { id: "exportCatalogCsv", tag: "Catalog", access: { tokens: [["catalog:read"]] } },
  "GET /api/catalog/alternatives": {
    id: "listCatalogAlternatives",
    tag: "Catalog",
    access: { tokens: [["catalog:read"]] },
  },
  "GET /api/catalog/summary": { id: "getCatalogSummary", tag: "Catalog", access: { tokens: [["catalog:read"]] } },

  "POST /api/organization/api-tokens": { id: "createApiToken", tag: "API tokens", access: "session" },
  "GET /api/organization/api-tokens": { id: "listApiTokens", tag: "API tokens", access: "session" },
  "DELETE /api/organization/api-tokens/{id}": { id: "revokeApiToken", tag: "API tokens", access: "session" },

  "POST /api/organization/webhooks": { id: "createWebhook", tag: "Webhooks", access: "session" },
  "GET /api/organization/webhooks": { id: "listWebhooks", tag: "Webhooks", access: "session" },
  "DELETE /api/organization/webhooks/{id}": { id: "deleteWebhook", tag: "Webhooks", access: "session" },
  "POST /api/organization/webhooks/{id}/test": { id: "sendWebhookTest", tag: "Webhooks", access: "session" },
  "POST /api/organization/webhooks/{id}/rotate-secret": {
    id: "rotateWebhookSecret",
    tag: "Webhooks",
    access: "session",
  },
  "GET /api/organization/webhooks/{id}/deliveries": { id: "listWebhookDeliveries", tag: "Webhooks", access: "session" },
  "POST /api/organization/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
    id: "redeliverWebhook",
    tag: "Webhooks",
    access: "session",
  },
  "POST /api/organization/slack-channels": { id: "createSlackChannel", tag: "Webhooks", access: "session" },
  "GET /api/organization/slack-channels": { id: "listSlackChannels", tag: "Webhooks", access: "session" },
  "DELETE /api/organization/slack-channels/{id}": { id: "deleteSlackChannel", tag: "Webhooks", access: "session" },
  "POST /api/organization/slack-channels/{id}/test": { id: "sendSlackTest", tag: "Webhooks", access: "session" },
  "GET /api/organization/slack-channels/{id}/deliveries": {
    id: "listSlackDeliveries",
    tag: "Webhooks",
    access: "session",
  },

  "GET /api/platform/stats": { id: "getPlatformStats", tag: "Platform", access: "session" },
  "GET /api/platform/organizations": { id: "listPlatformOrganizations", tag: "Platform", access: "session" },
  "POST /api/platform/organizations": { id: "createPlatformOrganization", tag: "Platform", access: "session" },
  "GET /api/platform/organizations/{id}": { id: "getPlatformOrganization", tag: "Platform", access: "session" },
  "PATCH /api/platform/organizations/{id}": { id: "updatePlatformOrganization", tag: "Platform", access: "session" },
  "GET /api/platform/users": { id: "listPlatformUsers", tag: "Platform", access: "session" },
  "GET /api/platform/users/{id}": { id: "getPlatformUser", tag: "Platform", access: "session" },
  "PATCH /api/platform/users/{id}": { id: "updatePlatformUser", tag: "Platform", access: "session" },
  "DELETE /api/platform/users/{id}/sessions/{sessionId}": {
    id: "endPlatformUserSession",
    tag: "Platform",
    access: "session",
  },
  "GET /api/platform/membership-requests": { id: "listPlatformMembershipRequests", tag: "Platform", access: "session" },
  "GET /api/platform/audit-logs": { id: "listPlatformAuditLogs", tag: "Platform", access: "session" },
  "GET /api/platform/analytics": { id: "getPlatformAnalytics", tag: "Platform", access: "session" },
  "GET /api/platform/settings": { id: "listPlatformSettings", tag: "Platform", access: "session" },
  "PUT /api/platform/settings/{key}": { id: "setPlatformSetting", tag: "Platform", access: "session" },
  "DELETE /api/platform/settings/{key}": { id: "resetPlatformSetting", tag: "Platform", access: "session" },

  "GET /api/site": { id: "getSite", tag: "Site", access: "public" },
  "POST /api/page-views": { id: "recordPageView", tag: "Site", access: "browser" },
};

/** The OpenAPI `security` of an access rule (names of components.securitySchemes). */
export function securityOf(access: Access): Record<string, string[]>[] {
  if (access === "public") return [];
  if (access === "browser") return [{}, { sessionCookie: [] }];
  if (access === "session") return [{ sessionCookie: [] }];
  return [
    ...(access.anonymous ? [{}] : []),
    { sessionCookie: [] },
    ...access.tokens.map((scopes) => ({ apiToken: scopes })),
  ];
}

interface Matcher {
  method: string;
  pattern: RegExp;
  literalSegments: number;
  info: OperationInfo;
  template: string;
}

let matchers: Matcher[] | null = null;

function compile(): Matcher[] {
  return Object.entries(OPERATIONS).map(([key, info]) => {
    const [method, template] = key.split(" ") as [string, string];
    const segments = template.split("/");
    const pattern = new RegExp(
      `^${segments.map((s) => (/^\{.+\}$/.test(s) ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}/?$`,
    );
    return { method, pattern, literalSegments: segments.filter((s) => !s.startsWith("{")).length, info, template };
  });
}

/**
 * The operation a request names (method and path), the one with the most literal segments when
 * several templates match (`/api/assessments/export.csv` before `/api/assessments/{id}`).
 */
export function operationOf(method: string, path: string): (OperationInfo & { template: string }) | null {
  matchers ??= compile();
  const m = method === "HEAD" ? "GET" : method;
  let best: Matcher | null = null;
  for (const candidate of matchers) {
    if (candidate.method !== m || !candidate.pattern.test(path)) continue;
    if (!best || candidate.literalSegments > best.literalSegments) best = candidate;
  }
  return best ? { ...best.info, template: best.template } : null;
}

/** The methods offered at a path (for 405's `Allow`), empty when no operation has that path. */
export function methodsAt(path: string): string[] {
  matchers ??= compile();
  // The most literal path item wins, as in OpenAPI (`/api/assessments/export.csv` before `/{id}`).
  const matching = matchers.filter((m) => m.pattern.test(path));
  const most = Math.max(...matching.map((m) => m.literalSegments));
  const methods = new Set(matching.filter((m) => m.literalSegments === most).map((m) => m.method));
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}

import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { authorize } from "@core/domain/authorize";
import { listMembershipRequests } from "@core/domain/membership/list-membership-requests";
import { createPlatformOrganization } from "@core/domain/platform/create-platform-organization";
import { endUserSession } from "@core/domain/platform/end-user-session";
import { getPlatformAnalytics } from "@core/domain/platform/get-platform-analytics";
import { getPlatformOrganization } from "@core/domain/platform/get-platform-organization";
import { getPlatformStats } from "@core/domain/platform/get-platform-stats";
import { getPlatformUser } from "@core/domain/platform/get-platform-user";
import { listPlatformAuditLogs } from "@core/domain/platform/list-platform-audit-logs";
import { listPlatformOrganizations } from "@core/domain/platform/list-platform-organizations";
import { listPlatformUsers } from "@core/domain/platform/list-platform-users";
import { updatePlatformOrganization } from "@core/domain/platform/update-platform-organization";
import { updatePlatformUser } from "@core/domain/platform/update-platform-user";
import { listPlatformSettings } from "@core/domain/settings/list-platform-settings";
import { updatePlatformSetting } from "@core/domain/settings/update-platform-setting";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps, settingsDeps } from "../http/request-deps";
import { AuditLogList, PlatformAuditLogQuery } from "@core/contract/audit";
import { MembershipRequestList, MembershipRequestQuery } from "@core/contract/auth";
import {
  AnalyticsQuery,
  CreateOrganizationRequest,
  OrganizationDetail,
  PlatformAnalytics,
  PlatformOrganizationDetail,
  PlatformOrganizationList,
  PlatformOrganizationQuery,
  PlatformStats,
  PlatformUserDetail,
  PlatformUserList,
  PlatformUserQuery,
  UpdateOrganizationRequest,
  UpdateUserRequest,
} from "@core/contract/platform";
import { PlatformSetting, PlatformSettingList, PlatformSettingUpdate } from "@core/contract/platform-settings";

/**
 * The platform super admin API. Every route asks `platform.manage` (super admins: the e-mail
 * addresses in SUPER_ADMIN_EMAILS): 401 signed out, 403 for everyone else.
 */
const PERMISSION = "Permission: `platform.manage` (super admins); others 403, signed out 401.";
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const Id = z.object({ id: z.string().min(1).max(64) });

const statsRoute = createRoute({
  method: "get",
  path: "/stats",
  summary: "Platform counts: organizations, users, pending approvals, audit entries in the last 24 hours",
  description: PERMISSION,
  responses: { 200: json("The counts", PlatformStats), ...errorResponses(401, 403) },
});

const listOrganizationsRoute = createRoute({
  method: "get",
  path: "/organizations",
  summary: "Every organization (list convention)",
  description: `${PERMISSION} Newest first by created_at; \`q\` matches the name or domain; \`status\` keeps one status.`,
  request: { query: PlatformOrganizationQuery },
  responses: { 200: json("A page of organizations", PlatformOrganizationList), ...errorResponses(400, 401, 403) },
});

const createOrganizationRoute = createRoute({
  method: "post",
  path: "/organizations",
  summary: "Create an organization; the first person to sign in with its domain becomes its admin",
  description: `${PERMISSION} Writes ORGANIZATION_CREATED to the audit log. A domain another organization has: 409.`,
  request: { body: body(CreateOrganizationRequest) },
  responses: { 201: json("The new organization", OrganizationDetail), ...errorResponses(400, 401, 403, 409) },
});

const getOrganizationRoute = createRoute({
  method: "get",
  path: "/organizations/{id}",
  summary: "One organization: limits, usage, members, recent usage metrics",
  description: `${PERMISSION} 404 'Organization not found'.`,
  request: { params: Id },
  responses: { 200: json("The organization", PlatformOrganizationDetail), ...errorResponses(401, 403, 404) },
});

const updateOrganizationRoute = createRoute({
  method: "patch",
  path: "/organizations/{id}",
  summary: "Change an organization's monthly limit, status (suspend / reactivate), name or tier",
  description:
    `${PERMISSION} The limit must be a whole number from 1 to 10,000 (400 'Please enter a valid number', 'Limit must be at least 1', ` +
    "'Limit cannot exceed 10,000'). Each change writes its audit entry in the same batch (the limit: UPDATE on organization_limit " +
    "with field, old and new value and the organization's name). Suspending ends its members' sessions; they cannot sign in " +
    "or analyze until it is reactivated. Suspending one's own organization: 409.",
  request: { params: Id, body: body(UpdateOrganizationRequest) },
  responses: {
    200: json("The organization after the change", OrganizationDetail),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const listUsersRoute = createRoute({
  method: "get",
  path: "/users",
  summary: "Every user (list convention)",
  description: `${PERMISSION} Newest first by created_at; \`q\` matches the e-mail address or name; \`organization_id\` keeps one organization's members.`,
  request: { query: PlatformUserQuery },
  responses: { 200: json("A page of users", PlatformUserList), ...errorResponses(400, 401, 403) },
});

const getUserRoute = createRoute({
  method: "get",
  path: "/users/{id}",
  summary: "One user: profile, roles, notes, recent sessions, recent activity",
  description: `${PERMISSION} 404 'User not found'.`,
  request: { params: Id },
  responses: { 200: json("The user", PlatformUserDetail), ...errorResponses(401, 403, 404) },
});

const updateUserRoute = createRoute({
  method: "patch",
  path: "/users/{id}",
  summary: "Admin notes, suspension and reactivation of a user",
  description:
    `${PERMISSION} Suspension ends every session of the user at once (reason default 'Suspended by admin'); reactivation ` +
    "clears the reason (the one suspension verb of the product: suspending oneself, or an organization's last active " +
    "admin, is 409). Notes and reason changes are audited with old and new value.",
  request: { params: Id, body: body(UpdateUserRequest) },
  responses: { 200: json("The user after the change", PlatformUserDetail), ...errorResponses(400, 401, 403, 404, 409) },
});

const endSessionRoute = createRoute({
  method: "delete",
  path: "/users/{id}/sessions/{sessionId}",
  summary: "End one of a user's sessions (it stops working on its next request)",
  description: `${PERMISSION} Writes SESSION_ENDED to the audit log. A session that is not this user's: 404.`,
  request: { params: Id.extend({ sessionId: z.string().min(1).max(64) }) },
  responses: { 204: { description: "Ended (or already ended)" }, ...errorResponses(401, 403, 404) },
});

const membershipRequestsRoute = createRoute({
  method: "get",
  path: "/membership-requests",
  summary: "Every organization's requests to join (list convention)",
  description:
    `${PERMISSION} Newest first by requested_at; \`q\` matches the requester's name or e-mail; \`status\` keeps one status. ` +
    "Decide with POST /api/membership-requests/{id}/decision.",
  request: { query: MembershipRequestQuery },
  responses: { 200: json("A page of requests", MembershipRequestList), ...errorResponses(400, 401, 403) },
});

const auditLogsRoute = createRoute({
  method: "get",
  path: "/audit-logs",
  summary: "Every organization's audit log (list convention)",
  description:
    `${PERMISSION} Newest first by created_at; \`q\` matches the action, resource type or id, the user's e-mail or name, or ` +
    "the organization's name. user_id null means the system.",
  request: { query: PlatformAuditLogQuery },
  responses: { 200: json("A page of audit entries", AuditLogList), ...errorResponses(400, 401, 403) },
});

const analyticsRoute = createRoute({
  method: "get",
  path: "/analytics",
  summary:
    "Analyses per day (anonymous, organization, failed), median time to a report, cache hits, new organizations and users per week",
  description: PERMISSION,
  request: { query: AnalyticsQuery },
  responses: { 200: json("The analytics", PlatformAnalytics), ...errorResponses(400, 401, 403) },
});

const listSettingsRoute = createRoute({
  method: "get",
  path: "/settings",
  summary: "Platform settings: value in effect, source, default, description, last change",
  description: `${PERMISSION} Ordered by category, then key.`,
  responses: { 200: json("The settings", PlatformSettingList), ...errorResponses(401, 403) },
});

const SettingKeyParam = z.object({ key: z.string().min(1).max(100) });

const putSettingRoute = createRoute({
  method: "put",
  path: "/settings/{key}",
  summary: "Set a platform setting (takes effect within a minute)",
  description:
    `${PERMISSION} \`value\` is checked against the key's own schema: 400 with the reason. Unknown key: 404. ` +
    "Writes UPDATE on platform_setting with old and new value.",
  request: { params: SettingKeyParam, body: body(PlatformSettingUpdate) },
  responses: { 200: json("The setting after the change", PlatformSetting), ...errorResponses(400, 401, 403, 404) },
});

const deleteSettingRoute = createRoute({
  method: "delete",
  path: "/settings/{key}",
  summary: "Return a platform setting to its fallback (environment variable or default)",
  description: `${PERMISSION} Unknown key: 404. Writes RESET on platform_setting with old and new value.`,
  request: { params: SettingKeyParam },
  responses: { 200: json("The setting after the change", PlatformSetting), ...errorResponses(401, 403, 404) },
});

export const platformRouter = new OpenAPIHono<AppEnv>({ defaultHook });
platformRouter.use("*", requireSignedIn());
// Everyone but super admins is refused before input validation, so a 403 never depends on the input.
platformRouter.use("*", async (c, next) => {
  authorize(c.var.actor, "platform.manage");
  return next();
});
platformRouter
  .openapi(statsRoute, async (c) => c.json(await getPlatformStats(requestDeps(c), c.var.actor), 200))
  .openapi(listOrganizationsRoute, async (c) =>
    c.json(await listPlatformOrganizations(requestDeps(c), c.var.actor, c.req.valid("query")), 200),
  )
  .openapi(createOrganizationRoute, async (c) =>
    c.json(await createPlatformOrganization(requestDeps(c), c.var.actor, c.req.valid("json")), 201),
  )
  .openapi(getOrganizationRoute, async (c) =>
    c.json(await getPlatformOrganization(requestDeps(c), c.var.actor, c.req.valid("param").id), 200),
  )
  .openapi(updateOrganizationRoute, async (c) =>
    c.json(
      await updatePlatformOrganization(requestDeps(c), c.var.actor, {
        id: c.req.valid("param").id,
        changes: c.req.valid("json"),
      }),
      200,
    ),
  )
  .openapi(listUsersRoute, async (c) =>
    c.json(await listPlatformUsers(requestDeps(c), c.var.actor, c.req.valid("query")), 200),
  )
  .openapi(getUserRoute, async (c) =>
    c.json(await getPlatformUser(userDeps(c), c.var.actor, c.req.valid("param").id), 200),
  )
  .openapi(updateUserRoute, async (c) => {
    const { id } = c.req.valid("param");
    await updatePlatformUser(requestDeps(c), c.var.actor, { id, changes: c.req.valid("json") });
    return c.json(await getPlatformUser(userDeps(c), c.var.actor, id), 200);
  })
  .openapi(endSessionRoute, async (c) => {
    const { id, sessionId } = c.req.valid("param");
    await endUserSession(requestDeps(c), c.var.actor, { userId: id, sessionId });
    return c.body(null, 204);
  })
  .openapi(membershipRequestsRoute, async (c) =>
    c.json(await listMembershipRequests(requestDeps(c), c.var.actor, c.req.valid("query"), "platform"), 200),
  )
  .openapi(auditLogsRoute, async (c) =>
    c.json(await listPlatformAuditLogs(requestDeps(c), c.var.actor, c.req.valid("query")), 200),
  )
  .openapi(analyticsRoute, async (c) =>
    c.json(await getPlatformAnalytics(requestDeps(c), c.var.actor, c.req.valid("query")), 200),
  )
  .openapi(listSettingsRoute, async (c) =>
    c.json({ items: await listPlatformSettings(settingsDeps(c), c.var.actor) }, 200),
  )
  .openapi(putSettingRoute, async (c) => {
    const { value } = c.req.valid("json");
    return c.json(
      await updatePlatformSetting(settingsDeps(c), c.var.actor, { key: c.req.valid("param").key, value }),
      200,
    );
  })
  .openapi(deleteSettingRoute, async (c) =>
    c.json(
      await updatePlatformSetting(settingsDeps(c), c.var.actor, { key: c.req.valid("param").key, reset: true }),
      200,
    ),
  );

function userDeps(c: Context<AppEnv>) {
  return { ...requestDeps(c), superAdminEmails: c.env.SUPER_ADMIN_EMAILS };
}

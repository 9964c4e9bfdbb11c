import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { listAuditLogs } from "@core/domain/audit/list-audit-logs";
import { listRoleAssignments } from "@core/domain/members/list-role-assignments";
import { getOrganization } from "@core/domain/organizations/get-organization";
import { getOrganizationActivity } from "@core/domain/organizations/get-organization-activity";
import { getOrganizationStats } from "@core/domain/organizations/get-organization-stats";
import { listOrganizationUsage } from "@core/domain/organizations/list-organization-usage";
import { updateOrganization, verifyOrganizationDomain } from "@core/domain/organizations/update-organization";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { AuditLogList, AuditLogQuery } from "@core/contract/audit";
import { RoleAssignmentList } from "@core/contract/members";
import {
  ActivityQuery,
  Organization,
  OrganizationActivity,
  OrganizationStats,
  UpdateOrganization,
  UsageList,
  UsageQuery,
} from "@core/contract/organization";

const json = <T>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

const getRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The signed-in user's organization",
  description: "Permission: `team.view` (every active member); `billing_email` only with `organization.manage`.",
  responses: { 200: json(Organization, "The organization"), ...errorResponses(401, 403) },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/",
  summary: "Change the organization's name, domain, billing e-mail and approval rule (admins)",
  description:
    "Permission: `organization.manage` (with a sign-in younger than 12 hours, else 401 REAUTHENTICATION_REQUIRED). " +
    "Absent fields stay as they are; an empty or null domain or billing e-mail removes it. A domain is held only " +
    "with proof: at once when the admin signed in with an account the domain's own Google Workspace manages, " +
    "otherwise after its DNS TXT record (`domain_challenge`, then POST /api/organization/domain/verify). Personal " +
    "organizations and public mail domains → 400; a domain another organization holds with proof → 409. Writes " +
    "ORGANIZATION_UPDATED with each changed field's old and new value, and the domain's own entries.",
  request: { body: { content: { "application/json": { schema: UpdateOrganization } }, required: true } },
  responses: { 200: json(Organization, "The organization as saved"), ...errorResponses(400, 401, 403, 409) },
});

const verifyDomainRoute = createRoute({
  method: "post",
  path: "/domain/verify",
  summary: "Prove the organization's new domain by its DNS TXT record (admins)",
  description:
    "Permission: `organization.manage` (with a sign-in younger than 12 hours). Looks up the TXT record " +
    "`_rrr-challenge.<domain>` of the domain waiting in `domain_challenge` (DNS over HTTPS in production, stub " +
    "records in development); when it carries the challenge's text the organization holds the domain (proof `dns`). " +
    "No challenge, or the record not found yet → 409; no resolver → 503. Writes ORGANIZATION_UPDATED and DOMAIN_VERIFIED.",
  responses: {
    200: json(Organization, "The organization, holding the domain"),
    ...errorResponses(401, 403, 409, 503),
  },
});

const statsRoute = createRoute({
  method: "get",
  path: "/stats",
  summary: "The admin dashboard's figures (admins)",
  description: "Permission: `organization.manage`, for the caller's own organization.",
  responses: {
    200: json(OrganizationStats, "Members, pending requests, recent activity, usage"),
    ...errorResponses(401, 403),
  },
});

const activityRoute = createRoute({
  method: "get",
  path: "/activity",
  summary: "Analyses and review decisions per day (admins)",
  description: "Permission: `organization.manage`, for the caller's own organization.",
  request: { query: ActivityQuery },
  responses: { 200: json(OrganizationActivity, "One entry per day, oldest first"), ...errorResponses(400, 401, 403) },
});

const usageRoute = createRoute({
  method: "get",
  path: "/usage",
  summary: "The latest daily usage metrics (admins)",
  description: "Permission: `organization.manage`, for the caller's own organization.",
  request: { query: UsageQuery },
  responses: { 200: json(UsageList, "Latest first"), ...errorResponses(400, 401, 403) },
});

const auditLogsRoute = createRoute({
  method: "get",
  path: "/audit-logs",
  summary: "The organization's audit log (admins)",
  description:
    "Permission: `organization.manage`, for the caller's own organization. Newest first; `q` matches the action or the resource type.",
  request: { query: AuditLogQuery },
  responses: { 200: json(AuditLogList, "A page of entries"), ...errorResponses(400, 401, 403) },
});

const roleAssignmentsRoute = createRoute({
  method: "get",
  path: "/role-assignments",
  summary: "Every role of every member (admins)",
  description: "Permission: `organization.manage`, for the caller's own organization.",
  responses: { 200: json(RoleAssignmentList, "Newest assignment first"), ...errorResponses(401, 403) },
});

export const organizationRouter = new OpenAPIHono<AppEnv>({ defaultHook });
organizationRouter.use("*", requireSignedIn());
organizationRouter
  .openapi(getRoute, async (c) => c.json(await getOrganization(requestDeps(c), c.var.actor), 200))
  .openapi(updateRoute, async (c) => {
    const session = c.var.session;
    const proof = session ? { email: session.profile.email, hostedDomain: session.hostedDomain } : null;
    return c.json(await updateOrganization(requestDeps(c), c.var.actor, c.req.valid("json"), proof), 200);
  })
  .openapi(verifyDomainRoute, async (c) =>
    c.json(await verifyOrganizationDomain({ ...requestDeps(c), resolveTxt: c.var.resolveTxt }, c.var.actor), 200),
  )
  .openapi(statsRoute, async (c) => c.json(await getOrganizationStats(requestDeps(c), c.var.actor), 200))
  .openapi(activityRoute, async (c) =>
    c.json(await getOrganizationActivity(requestDeps(c), c.var.actor, c.req.valid("query")), 200),
  )
  .openapi(usageRoute, async (c) =>
    c.json({ items: await listOrganizationUsage(requestDeps(c), c.var.actor, c.req.valid("query")) }, 200),
  )
  .openapi(auditLogsRoute, async (c) =>
    c.json(await listAuditLogs(requestDeps(c), c.var.actor, c.req.valid("query")), 200),
  )
  .openapi(roleAssignmentsRoute, async (c) =>
    c.json({ items: await listRoleAssignments(requestDeps(c), c.var.actor) }, 200),
  );

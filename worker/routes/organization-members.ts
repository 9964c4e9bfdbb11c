import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { getMember } from "@core/domain/members/get-member";
import { listMembers } from "@core/domain/members/list-members";
import { setMemberRoles } from "@core/domain/members/set-member-roles";
import { setUserSuspension } from "@core/domain/users/set-user-suspension";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import {
  MemberDetail,
  MemberList,
  MemberListQuery,
  MemberParams,
  SetMemberRoles,
  SetMemberSuspension,
} from "@core/contract/members";

const json = <T>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The organization's members (admins)",
  description:
    "Permission: `organization.manage`, for the caller's own organization. Newest first; `q` matches the name or e-mail address.",
  request: { query: MemberListQuery },
  responses: { 200: json(MemberList, "A page of members"), ...errorResponses(400, 401, 403) },
});

const getRoute = createRoute({
  method: "get",
  path: "/{id}",
  summary: "One member with roles and sign-in details (admins)",
  description: "Permission: `organization.manage`; another organization's member → 404.",
  request: { params: MemberParams },
  responses: { 200: json(MemberDetail, "The member"), ...errorResponses(401, 403, 404) },
});

const rolesRoute = createRoute({
  method: "put",
  path: "/{id}/roles",
  summary: "Set a member's roles (admins)",
  description:
    "Permission: `organization.manage`; another organization's member → 404. The complete set, at least one. Writes ROLE_ASSIGNED / ROLE_REMOVED per role. Taking the admin role from the " +
    "organization's last active admin → 409.",
  request: {
    params: MemberParams,
    body: { content: { "application/json": { schema: SetMemberRoles } }, required: true },
  },
  responses: { 200: json(MemberDetail, "The member with the new roles"), ...errorResponses(400, 401, 403, 404, 409) },
});

const suspensionRoute = createRoute({
  method: "post",
  path: "/{id}/suspension",
  summary: "Suspend or unsuspend a member (admins)",
  description:
    "Permission: `organization.manage`; another organization's member → 404. Suspension ends the member's sessions at once and keeps them from signing in; the reason defaults to " +
    "'Suspended by admin' and is cleared on unsuspend. Suspending oneself or the last active admin → 409.",
  request: {
    params: MemberParams,
    body: { content: { "application/json": { schema: SetMemberSuspension } }, required: true },
  },
  responses: { 200: json(MemberDetail, "The member as it now stands"), ...errorResponses(400, 401, 403, 404, 409) },
});

export const organizationMembersRouter = new OpenAPIHono<AppEnv>({ defaultHook });
organizationMembersRouter.use("*", requireSignedIn());
organizationMembersRouter
  .openapi(listRoute, async (c) => c.json(await listMembers(requestDeps(c), c.var.actor, c.req.valid("query")), 200))
  .openapi(getRoute, async (c) => c.json(await getMember(requestDeps(c), c.var.actor, c.req.valid("param").id), 200))
  .openapi(rolesRoute, async (c) => {
    const member = await setMemberRoles(requestDeps(c), c.var.actor, {
      userId: c.req.valid("param").id,
      roles: c.req.valid("json").roles,
    });
    return c.json(member, 200);
  })
  .openapi(suspensionRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { suspended, reason } = c.req.valid("json");
    await setUserSuspension({ ...requestDeps(c), superAdminEmails: c.env.SUPER_ADMIN_EMAILS }, c.var.actor, {
      userId: id,
      suspended,
      reason,
    });
    return c.json(await getMember(requestDeps(c), c.var.actor, id), 200);
  });

import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { appOrigin } from "../auth/cookies";
import { requireSignedIn } from "../auth/middleware";
import { decideMembershipRequest } from "@core/domain/membership/decide-membership-request";
import { listMembershipRequests } from "@core/domain/membership/list-membership-requests";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import {
  MembershipDecision,
  MembershipDecisionResult,
  MembershipRequestList,
  MembershipRequestQuery,
} from "@core/contract/auth";

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Requests to join the caller's organization",
  description:
    "Permission: `organization.manage`: an organization's admins see its requests, and only its requests, whoever " +
    "they are (a super admin's own organization included; every organization's are at GET /api/platform/membership-requests). " +
    "A page of the list convention, newest first by `requested_at`; `q` matches the requester's name or e-mail address, " +
    "`status` keeps one status.",
  request: { query: MembershipRequestQuery },
  responses: {
    200: { description: "The requests", content: { "application/json": { schema: MembershipRequestList } } },
    ...errorResponses(400, 401, 403),
  },
});

const decideRoute = createRoute({
  method: "post",
  path: "/{id}/decision",
  summary: "Approve or reject a pending request to join",
  description:
    "Permission: `organization.manage` on the request's organization, or `platform.manage`. " +
    "Approving makes the user an active member with role `member`. Rejecting closes this request only: the person's " +
    "sessions end, and they may ask again by signing in (the list shows `earlier_rejections`); a platform super " +
    "admin's platform rights and sessions are never touched. Writes an audit entry and e-mails the user. An admin of " +
    "another organization gets 404; a request that is not pending gets 409, except that a super admin may approve a " +
    "rejected request (MEMBERSHIP_REFUSAL_LIFTED).",
  request: {
    params: z.object({ id: z.string().min(1).max(64) }),
    body: { content: { "application/json": { schema: MembershipDecision } }, required: true },
  },
  responses: {
    200: { description: "The decided request", content: { "application/json": { schema: MembershipDecisionResult } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const membershipRequestsRouter = new OpenAPIHono<AppEnv>({ defaultHook });
membershipRequestsRouter.use("*", requireSignedIn());
membershipRequestsRouter
  .openapi(listRoute, async (c) => {
    const page = await listMembershipRequests(requestDeps(c), c.var.actor, c.req.valid("query"));
    return c.json(page, 200);
  })
  .openapi(decideRoute, async (c) => {
    const deps = { ...requestDeps(c), appOrigin: appOrigin(c), superAdminEmails: c.env.SUPER_ADMIN_EMAILS };
    const request = await decideMembershipRequest(deps, c.var.actor, {
      requestId: c.req.valid("param").id,
      approve: c.req.valid("json").approve,
    });
    return c.json({ request }, 200);
  });

import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { appOrigin } from "../auth/cookies";
import { requireSignedIn } from "../auth/middleware";
import { decideMembershipRequest } from "../domain/membership/decide-membership-request";
import { listMembershipRequests } from "../domain/membership/list-membership-requests";
import { createEmailSender, transportFromSettings } from "../email/email-sender";
import { isProduction } from "../lib/environment";
import { defaultHook, errorResponses } from "../lib/openapi";
import { MembershipDecision, MembershipDecisionResult, MembershipRequestList, MembershipRequestQuery } from "../shared/auth";

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Requests to join an organization",
  description: "Org admins see their organization's requests, super admins everyone's. Newest first.",
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
    "Approving makes the user an active member with role `member`; rejecting marks them rejected and ends their " +
    "sessions. Writes an audit entry and e-mails the user. An admin of another organization gets 404; a request " +
    "that is not pending gets 409.",
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
    const requests = await listMembershipRequests(c.var.db, c.var.actor, c.req.valid("query"));
    return c.json({ requests }, 200);
  })
  .openapi(decideRoute, async (c) => {
    const db = c.var.db;
    const request = await decideMembershipRequest(
      {
        db,
        now: new Date(),
        email: createEmailSender({ db, transport: transportFromSettings(c.env), now: () => new Date(), redactLogs: isProduction(c.env) }),
        appOrigin: appOrigin(c),
      },
      c.var.actor,
      { requestId: c.req.valid("param").id, approve: c.req.valid("json").approve },
    );
    return c.json({ request }, 200);
  });

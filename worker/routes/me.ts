import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { getMe } from "@core/domain/users/get-me";
import { requireUser } from "@core/domain/authorize";
import { updateProfile } from "@core/domain/users/update-profile";
import { requestDeps } from "../http/request-deps";
import { defaultHook, errorResponses } from "../http/openapi";
import { Me, MeResponse } from "@core/contract/auth";
import { UpdateProfile } from "@core/contract/members";

const meRoute = createRoute({
  method: "get",
  path: "/",
  summary:
    "Who is asking: the signed-in user (profile, organization, roles, permissions, pending request), or { user: null }",
  description:
    "Permission: anyone. A signed-in user (waiting ones too) gets themselves; a visitor without a valid session " +
    '(none, expired, ended by sign-out, suspension or rejection) gets 200 `{ "user": null }`, so checking the session is never an error; ' +
    "a session that was ended says why, once, in `signed_out_reason`.",
  responses: {
    200: {
      description: "The signed-in user, or { user: null } without a session",
      content: { "application/json": { schema: MeResponse } },
    },
  },
});

const updateMeRoute = createRoute({
  method: "patch",
  path: "/",
  summary: "Change the signed-in user's full name",
  description:
    "Permission: any signed-in user (waiting ones too), about themselves. The e-mail address comes from the " +
    "sign-in provider and cannot be changed. A blank name → 400. Writes PROFILE_UPDATED.",
  request: { body: { content: { "application/json": { schema: UpdateProfile } }, required: true } },
  responses: {
    200: { description: "The signed-in user as saved", content: { "application/json": { schema: Me } } },
    ...errorResponses(400, 401),
  },
});

export const meRouter = new OpenAPIHono<AppEnv>({ defaultHook })
  .openapi(meRoute, async (c) => {
    const actor = c.var.actor;
    const session = c.var.session;
    if (actor.kind !== "user" || !session) {
      const reason = c.var.signedOutReason;
      return c.json(reason ? { user: null, signed_out_reason: reason } : { user: null }, 200);
    }
    return c.json(await getMe(c.var.db, actor, session.profile), 200);
  })
  .openapi(updateMeRoute, async (c) => {
    const actor = requireUser(c.var.actor);
    const profile = await updateProfile(requestDeps(c), actor, c.req.valid("json"));
    return c.json(await getMe(c.var.db, actor, profile), 200);
  });

import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { getMe } from "../domain/users/get-me";
import { defaultHook } from "../lib/openapi";
import { MeResponse } from "../shared/auth";

const meRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Who is asking: the signed-in user (profile, organization, roles, permissions, pending request), or { user: null }",
  description:
    "Permission: anyone. A signed-in user (waiting ones too) gets themselves; a visitor without a valid session " +
    "(none, expired, ended by sign-out, suspension or rejection) gets 200 `{ \"user\": null }`, so checking the session is never an error.",
  responses: {
    200: { description: "The signed-in user, or { user: null } without a session", content: { "application/json": { schema: MeResponse } } },
  },
});

export const meRouter = new OpenAPIHono<AppEnv>({ defaultHook }).openapi(meRoute, async (c) => {
  const actor = c.var.actor;
  const session = c.var.session;
  if (actor.kind !== "user" || !session) return c.json({ user: null }, 200);
  return c.json(await getMe(c.var.db, actor, session.profile), 200);
});

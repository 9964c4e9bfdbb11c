import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { getMe } from "../domain/users/get-me";
import { requireUser } from "../domain/authorize";
import { unauthenticated } from "../lib/errors";
import { defaultHook, errorResponses } from "../lib/openapi";
import { Me } from "../shared/auth";

const meRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The signed-in user: profile, organization, roles, permissions, pending request",
  description: "Permission: any signed-in user (waiting ones too), about themselves.",
  responses: {
    200: { description: "The signed-in user", content: { "application/json": { schema: Me } } },
    ...errorResponses(401),
  },
});

export const meRouter = new OpenAPIHono<AppEnv>({ defaultHook }).openapi(meRoute, async (c) => {
  const actor = requireUser(c.var.actor);
  const session = c.var.session;
  if (!session) throw unauthenticated();
  return c.json(await getMe(c.var.db, actor, session.profile), 200);
});

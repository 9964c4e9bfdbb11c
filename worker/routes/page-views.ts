import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { recordPageView } from "../domain/page-views/record-page-view";
import { PageViewRequest } from "../shared/api";
import { defaultHook, errorResponses } from "../lib/openapi";
import { requestDeps } from "../lib/request-deps";

const recordRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Record a page view of the landing page or of an unknown route",
  description: "Permission: anyone. The user is taken from the session, the user agent from the request's header.",
  request: { body: { content: { "application/json": { schema: PageViewRequest } }, required: true } },
  responses: {
    204: { description: "Recorded" },
    ...errorResponses(400),
  },
});

export const pageViewsRouter = new OpenAPIHono<AppEnv>({ defaultHook }).openapi(recordRoute, async (c) => {
  await recordPageView(requestDeps(c), c.var.actor, {
    ...c.req.valid("json"),
    headerUserAgent: c.req.header("user-agent") ?? null,
  });
  return c.body(null, 204);
});

import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { recordPageView } from "@core/domain/page-views/record-page-view";
import { AppError } from "@core/lib/errors";
import { PageViewRequest } from "@core/contract/api";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";

/** A page view is a few hundred bytes; anything much larger is not one. */
export const MAX_PAGE_VIEW_BYTES = 8 * 1024;

const recordRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Record a page view of the landing page or of an unknown route",
  description:
    "Permission: anyone. The user is taken from the session, the user agent from the request's header. " +
    `Anonymous and cheap, so bounded: bodies over ${MAX_PAGE_VIEW_BYTES / 1024} KB answer 413, and a client (hashed address) ` +
    "sending more than 30 a minute gets 429 and nothing is written. Rows older than PAGE_VIEW_RETENTION_DAYS are deleted daily.",
  request: { body: { content: { "application/json": { schema: PageViewRequest } }, required: true } },
  responses: {
    204: { description: "Recorded" },
    ...errorResponses(400, 413, 429),
  },
});

export const pageViewsRouter = new OpenAPIHono<AppEnv>({ defaultHook });

pageViewsRouter.use(
  bodyLimit({
    maxSize: MAX_PAGE_VIEW_BYTES,
    onError: () => {
      throw new AppError("INVALID_REQUEST", 413, `A page view must be smaller than ${MAX_PAGE_VIEW_BYTES / 1024} KB.`);
    },
  }),
);

pageViewsRouter.openapi(recordRoute, async (c) => {
  const input = c.req.valid("json");
  // Floods are dropped before they reach the database (Workers rate limiting, per client).
  const limiter = c.env.PAGE_VIEW_LIMITER as RateLimit | undefined;
  if (limiter && !(await limiter.limit({ key: c.var.actor.clientKey })).success) {
    throw new AppError("RATE_LIMITED", 429, "Too many page views from your network. Please slow down.", undefined, {
      "retry-after": "60",
    });
  }
  await recordPageView(requestDeps(c), c.var.actor, {
    ...input,
    headerUserAgent: c.req.header("user-agent") ?? null,
  });
  return c.body(null, 204);
});

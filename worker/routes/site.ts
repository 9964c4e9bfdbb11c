import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { defaultHook } from "../lib/openapi";
import { requestDeps } from "../lib/request-deps";
import { SiteInfo } from "../shared/platform-settings";

/** How long browsers and the edge may keep the answer: a banner change shows within a minute. */
const MAX_AGE_SECONDS = 30;

const siteRoute = createRoute({
  method: "get",
  path: "/",
  summary: "What every page shows: the site banner (platform setting site.banner), or null",
  description: `Permission: anyone. Cached for ${MAX_AGE_SECONDS} seconds.`,
  responses: { 200: { description: "The site information", content: { "application/json": { schema: SiteInfo } } } },
});

export const siteRouter = new OpenAPIHono<AppEnv>({ defaultHook }).openapi(siteRoute, async (c) => {
  const banner = await requestDeps(c).settings.get("site.banner");
  c.header("cache-control", `public, max-age=${MAX_AGE_SECONDS}`);
  return c.json({ banner }, 200);
});

import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { defaultHook } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { SiteInfo } from "@core/contract/platform-settings";

const siteRoute = createRoute({
  method: "get",
  path: "/",
  summary: "What every page shows: the site banner (platform setting site.banner), or null",
  description:
    "Permission: anyone. Not cached by browsers (the SPA asks again every minute and after a change); the server reads " +
    "the setting through the settings reader, so a change shows within a minute.",
  responses: { 200: { description: "The site information", content: { "application/json": { schema: SiteInfo } } } },
});

export const siteRouter = new OpenAPIHono<AppEnv>({ defaultHook }).openapi(siteRoute, async (c) => {
  const banner = await requestDeps(c).settings.get("site.banner");
  return c.json({ banner }, 200);
});

import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { getReport } from "@core/domain/analysis/get-report";
import { ReportParams, ReportResponse } from "@core/contract/api";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";

const getReportRoute = createRoute({
  method: "get",
  path: "/{host}",
  summary: "A vendor's shared report: the cached analysis and its age",
  description:
    "Permission: anyone. What /reports/<host> shows. 404 when the vendor was never analyzed or its cached report expired.",
  request: { params: ReportParams },
  responses: {
    200: { description: "The cached report", content: { "application/json": { schema: ReportResponse } } },
    ...errorResponses(400, 404),
  },
});

export const reportsRouter = new OpenAPIHono<AppEnv>({ defaultHook }).openapi(getReportRoute, async (c) => {
  const { clock, settings } = requestDeps(c);
  const entry = await getReport(c.env.CACHE, c.req.valid("param").host, {
    now: clock(),
    maxAgeSeconds: await settings.get("analysis.cache_ttl_seconds"),
  });
  return c.json({ analysis: entry.analysis, cachedAt: entry.cachedAt }, 200);
});

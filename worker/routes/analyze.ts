import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import type { Context } from "hono";
import { requestAnalysis, type RequestAnalysisDeps } from "@core/domain/analysis/request-analysis";
import { AnalyzeCached, AnalyzeQueued, AnalyzeRequest, ErrorEnvelope } from "@core/contract/api";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { afterResponse } from "../http/after-response";
import { countEvent } from "@core/domain/analytics/count-event";
import { AppError } from "@core/lib/errors";
import { URL_REQUIRED_MESSAGE } from "@core/contract/url";

const analyzeRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Analyze a vendor website, or answer from the cache",
  description:
    "Permission: anyone; cached answers are free. A new analysis by a member of an organization uses the " +
    "organization's monthly quota and asks `assessment.create` (a viewer gets 403); anonymous visitors and users " +
    "waiting for approval get a public job under the hourly limit per client.",
  request: { body: { content: { "application/json": { schema: AnalyzeRequest } }, required: true } },
  responses: {
    200: { description: "Cached analysis", content: { "application/json": { schema: AnalyzeCached } } },
    202: { description: "Analysis job queued", content: { "application/json": { schema: AnalyzeQueued } } },
    429: { description: "Too many analyses", content: { "application/json": { schema: ErrorEnvelope } } },
    ...errorResponses(400, 403),
  },
});

/** What requestAnalysis needs from a request: also used by re-analyze (worker/routes/assessments.ts). */
export async function analysisRequestDeps(c: Context<AppEnv>): Promise<RequestAnalysisDeps> {
  const deps = requestDeps(c);
  return {
    ...deps,
    cache: c.env.CACHE,
    queue: c.env.ANALYSIS_QUEUE,
    anonymousHourlyLimit: await deps.settings.get("analysis.anonymous_hourly_limit"),
    cacheTtlSeconds: await deps.settings.get("analysis.cache_ttl_seconds"),
  };
}

/** A missing or blank address keeps its own code and words (the form shows them). */
const analyzeHook: typeof defaultHook = (result, c) => {
  if (
    !result.success &&
    result.error.issues.some(
      (i) => i.path[0] === "url" && (/received undefined/.test(i.message) || i.code === "invalid_format"),
    )
  )
    throw new AppError("URL_REQUIRED", 400, URL_REQUIRED_MESSAGE);
  return defaultHook(result, c);
};

export const analyzeRouter = new OpenAPIHono<AppEnv>({ defaultHook: analyzeHook }).openapi(analyzeRoute, async (c) => {
  const input = c.req.valid("json");
  const deps = await analysisRequestDeps(c);
  const result = await requestAnalysis(deps, c.var.actor, input);
  if (result.kind === "cached") {
    const flush = countEvent(deps.db, "analysis.cache_hit", deps.clock());
    if (flush) await afterResponse(c, flush);
    return c.json({ cached: true as const, analysis: result.analysis, cachedAt: result.cachedAt }, 200);
  }
  return c.json({ job_id: result.jobId, isPublicJob: result.isPublicJob }, 202);
});

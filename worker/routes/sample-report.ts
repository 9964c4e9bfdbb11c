import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { exportSamplePdf } from "@core/domain/assessments/export-assessment-pdf";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { pdfResponse, renderReportPdf } from "../report-pdf";

const sampleRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The landing page's sample report as PDF",
  description:
    "Permission: an active member of an organization; downloading the sample needs an account, and " +
    "users awaiting approval export nothing (403). Rendered once, then served from the cache (`x-pdf-cache: hit`); it " +
    "counts against the same hourly export limits as a report's PDF (429 with Retry-After).",
  responses: {
    200: { description: "PDF file", content: { "application/pdf": { schema: z.string() } } },
    ...errorResponses(401, 403, 429),
  },
});

export const sampleReportRouter = new OpenAPIHono<AppEnv>({ defaultHook }).openapi(sampleRoute, async (c) => {
  const { fileName, pdf, source } = await exportSamplePdf(
    { ...requestDeps(c), cache: c.env.CACHE, render: renderReportPdf(c.env) },
    c.var.actor,
  );
  return pdfResponse(c, pdf, fileName, source) as never;
});

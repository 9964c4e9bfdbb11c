import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { pdfFileName } from "@core/domain/assessments/export-assessment-pdf";
import { requireUser } from "@core/domain/authorize";
import { defaultHook, errorResponses } from "../http/openapi";
import { pdfResponse, renderReportPdf } from "../report-pdf";
import { SAMPLE_ANALYSIS } from "@core/contract/sample-analysis";

const sampleRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The landing page's sample report as PDF",
  description: "Permission: any signed-in user; downloading the sample needs an account.",
  responses: {
    200: { description: "PDF file", content: { "application/pdf": { schema: z.string() } } },
    ...errorResponses(401),
  },
});

export const sampleReportRouter = new OpenAPIHono<AppEnv>({ defaultHook }).openapi(sampleRoute, async (c) => {
  requireUser(c.var.actor);
  const pdf = await renderReportPdf(c.env)({ analysis: SAMPLE_ANALYSIS, generatedAt: c.var.clock().toISOString() });
  return pdfResponse(c, pdf, pdfFileName(SAMPLE_ANALYSIS.vendor_name)) as never;
});

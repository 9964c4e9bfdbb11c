import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { appOrigin } from "../auth/cookies";
import { requireSignedIn } from "../auth/middleware";
import { NOT_SIGNED_IN } from "@core/domain/assessments/assessment-access";
import { exportAssessmentPdf } from "@core/domain/assessments/export-assessment-pdf";
import { exportAssessmentsCsv } from "@core/domain/assessments/export-assessments-csv";
import { getAssessment } from "@core/domain/assessments/get-assessment";
import { listAssessments } from "@core/domain/assessments/list-assessments";
import { reanalyzeAssessment } from "@core/domain/assessments/reanalyze-assessment";
import { saveAssessment } from "@core/domain/assessments/save-assessment";
import { updateAssessment } from "@core/domain/assessments/update-assessment";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { ErrorEnvelope } from "@core/contract/api";
import {
  AssessmentFilters,
  AssessmentList,
  AssessmentListQuery,
  AssessmentResponse,
  ReanalyzeResponse,
  SaveAssessmentRequest,
  UpdateAssessmentRequest,
} from "@core/contract/assessments";
import { pdfResponse, renderReportPdf } from "../report-pdf";
import { analysisRequestDeps } from "./analyze";

const IdParams = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Assessments of the organization",
  description:
    "Permission: assessment.view (members: the ones they created). " +
    "Newest first, one page at a time (`?limit=&cursor=` → `{ items, next_cursor }`). `q` matches the tool name, the vendor " +
    "name or the address; `status` (default all but archived) and `risk` filter. Members see only the assessments they created.",
  request: { query: AssessmentListQuery },
  responses: {
    200: { description: "One page of assessments", content: { "application/json": { schema: AssessmentList } } },
    ...errorResponses(400, 401, 403),
  },
});

const exportRoute = createRoute({
  method: "get",
  path: "/export.csv",
  summary: "The filtered list as CSV",
  description:
    "Permission: assessment.view (members: the ones they created). " +
    "The same filters as the list (`q`, `status`, `risk`), every page (at most 10,000 rows), RFC 4180, text cells that start " +
    "with =, +, - or @ prefixed with an apostrophe.",
  request: { query: AssessmentFilters },
  responses: {
    200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});

const saveRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Save an analysis to the organization",
  description:
    "Permission: assessment.create (viewers 403); signed out 401, no organization 403. " +
    "Copies the analysis of the caller's completed job (`job_id`) or the cached analysis of `url`. One assessment per " +
    "organization and address: 201 when created (status pending_review, approval pending), 200 when the organization's " +
    "assessment of that address was updated (its approval goes back to pending when the report changed). Viewers get 403; " +
    "another user's or organization's job 404. `data_class` and `people` are the Safe-to-Try lane's input: whenever the " +
    "save leaves the assessment waiting for review, the organization's policy answers at once (`lane`: trial or review " +
    "with every reason); a qualifying request gets decision state `trial` with its expiry, written by the policy.",
  request: { body: { content: { "application/json": { schema: SaveAssessmentRequest } }, required: true } },
  responses: {
    201: { description: "Created", content: { "application/json": { schema: AssessmentResponse } } },
    200: { description: "Updated", content: { "application/json": { schema: AssessmentResponse } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/{id}",
  summary: "One assessment with its analysis",
  description: "Permission: assessment.view on it (a colleague's for a member 403; another organization's 404).",
  request: { params: IdParams },
  responses: {
    200: { description: "The assessment", content: { "application/json": { schema: AssessmentResponse } } },
    ...errorResponses(401, 403, 404),
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/{id}",
  summary: "Change metadata, archive or restore",
  description:
    "Permission: metadata assessment.create and assessment.view on it; `status` assessment.archive on it (admins; " +
    "analysts and members their own while pending). Another organization's 404.",
  request: {
    params: IdParams,
    body: { content: { "application/json": { schema: UpdateAssessmentRequest } }, required: true },
  },
  responses: {
    200: { description: "The assessment", content: { "application/json": { schema: AssessmentResponse } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const reanalyzeRoute = createRoute({
  method: "post",
  path: "/{id}/reanalyze",
  summary: "Analyze the assessment's address again",
  description:
    "Permission: assessment.create and assessment.view on it (viewers 403). " +
    "A fresh crawl (the cache is skipped) that uses one of the organization's monthly assessments. Follow the job at " +
    "GET /api/jobs/{job_id}; when it completes the assessment gets the new analysis. While one runs, its job is answered.",
  request: { params: IdParams },
  responses: {
    202: {
      description: "Re-analysis started (or running)",
      content: { "application/json": { schema: ReanalyzeResponse } },
    },
    429: {
      description: "Monthly assessment limit reached",
      content: { "application/json": { schema: ErrorEnvelope } },
    },
    ...errorResponses(401, 403, 404, 409),
  },
});

const pdfRoute = createRoute({
  method: "get",
  path: "/{id}/report.pdf",
  summary: "The assessment's report as PDF",
  description:
    "Permission: assessment.view on it (users awaiting approval 403). Named after the vendor (Content-Disposition). " +
    "Rendered once per version of the assessment, then served from the cache (`x-pdf-cache: hit`). At most " +
    "`limits.pdf_exports_per_user_hour` (default 20) downloads per person and `limits.pdf_exports_per_organization_hour` " +
    "(default 100) per organization per rolling hour: beyond it 429 with Retry-After.",
  request: { params: IdParams },
  responses: {
    200: { description: "PDF file named after the vendor", content: { "application/pdf": { schema: z.string() } } },
    ...errorResponses(401, 403, 404, 409, 429),
  },
});

function csvFileName(now: Date) {
  return `assessments-${now.toISOString().slice(0, 10)}.csv`;
}

export const assessmentsRouter = new OpenAPIHono<AppEnv>({ defaultHook });
// Signed out: 401 before input validation; saving says so in its own words.
assessmentsRouter.use(
  "*",
  requireSignedIn((c) =>
    c.req.method === "POST" && c.req.path.replace(/\/$/, "") === "/api/assessments" ? NOT_SIGNED_IN : undefined,
  ),
);
assessmentsRouter
  .openapi(listRoute, async (c) => c.json(await listAssessments(c.var.db, c.var.actor, c.req.valid("query")), 200))
  .openapi(exportRoute, async (c) => {
    const csv = await exportAssessmentsCsv(c.var.db, c.var.actor, c.req.valid("query"), appOrigin(c));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${csvFileName(c.var.clock())}"`,
    }) as never;
  })
  .openapi(saveRoute, async (c) => {
    const { assessment, created } = await saveAssessment(
      { ...requestDeps(c), cache: c.env.CACHE },
      c.var.actor,
      c.req.valid("json"),
    );
    return created ? c.json({ assessment }, 201) : c.json({ assessment }, 200);
  })
  .openapi(getRoute, async (c) => {
    const assessment = await getAssessment(requestDeps(c), c.var.actor, c.req.valid("param").id);
    return c.json({ assessment }, 200);
  })
  .openapi(patchRoute, async (c) => {
    const assessment = await updateAssessment(
      requestDeps(c),
      c.var.actor,
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    return c.json({ assessment }, 200);
  })
  .openapi(reanalyzeRoute, async (c) => {
    const { jobId } = await reanalyzeAssessment(await analysisRequestDeps(c), c.var.actor, c.req.valid("param").id);
    return c.json({ job_id: jobId }, 202);
  })
  .openapi(pdfRoute, async (c) => {
    const { fileName, pdf, source } = await exportAssessmentPdf(
      { ...requestDeps(c), cache: c.env.CACHE, render: renderReportPdf(c.env) },
      c.var.actor,
      c.req.valid("param").id,
    );
    return pdfResponse(c, pdf, fileName, source) as never;
  });

import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { resubmitAssessment } from "@core/domain/assessments/resubmit-assessment";
import { decideAssessment } from "@core/domain/decisions/decide-assessment";
import { listDecisions } from "@core/domain/decisions/list-decisions";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { ErrorEnvelope } from "@core/contract/api";
import { AssessmentResponse } from "@core/contract/assessments";
import { DecisionList, DecisionRequest, DecisionResponse } from "@core/contract/review";

const IdParams = z.object({ id: z.string().min(1).max(64) });

const decideRoute = createRoute({
  method: "post",
  path: "/{id}/decisions",
  summary: "Decide: approve (with conditions), trial, reject, request changes or retire",
  description:
    "Permission: `assessment.decide` (admins and reviewers) in the assessment's organization; another organization's " +
    "assessment 404. A comment is required (not blank) to reject or request changes: 400 with code COMMENT_REQUIRED. " +
    "`approved_with_conditions` needs `conditions` (at least one), `trial` needs `expires_at` (within 90 days; on a tool " +
    "already in a trial it extends it, once), `alternative_assessment_id` (rejections only) must be an approved tool of " +
    "the catalog: 400 naming the field otherwise. Which decision applies depends on the state: a pending assessment gets " +
    "any, a trial may still be approved, rejected, sent back, extended or retired, an ended trial needs approve, approve " +
    "with conditions, extend, reject or retire, an approved tool can be retired: 409 otherwise (also when another " +
    "decider was first). Writes the history entry, the decision state, the creator's notification and an audit entry " +
    "in one batch.",
  request: { params: IdParams, body: { content: { "application/json": { schema: DecisionRequest } }, required: true } },
  responses: {
    201: {
      description: "The decision and the assessment",
      content: { "application/json": { schema: DecisionResponse } },
    },
    400: {
      description: "Invalid input, or COMMENT_REQUIRED",
      content: { "application/json": { schema: ErrorEnvelope } },
    },
    ...errorResponses(401, 403, 404, 409),
  },
});

const historyRoute = createRoute({
  method: "get",
  path: "/{id}/decisions",
  summary: "The review history of an assessment",
  description: "Permission: `assessment.view` on the assessment (members their own). Every decision, newest first.",
  request: { params: IdParams },
  responses: {
    200: { description: "The decisions", content: { "application/json": { schema: DecisionList } } },
    ...errorResponses(401, 403, 404),
  },
});

const resubmitRoute = createRoute({
  method: "post",
  path: "/{id}/resubmit",
  summary: "Resubmit for review after changes were requested",
  description:
    "Permission: `assessment.resubmit`: the person who requested the assessment, or an admin. Only when its approval is " +
    "changes_requested (409 otherwise); it becomes pending again and those who decide are notified.",
  request: { params: IdParams },
  responses: {
    200: { description: "The assessment", content: { "application/json": { schema: AssessmentResponse } } },
    ...errorResponses(401, 403, 404, 409),
  },
});

/** Decisions and resubmission of an assessment (mounted under /api/assessments). */
export const decisionsRouter = new OpenAPIHono<AppEnv>({ defaultHook });
decisionsRouter.use("/:id/decisions", requireSignedIn());
decisionsRouter.use("/:id/resubmit", requireSignedIn());
decisionsRouter
  .openapi(decideRoute, async (c) => {
    const result = await decideAssessment(requestDeps(c), c.var.actor, c.req.valid("param").id, c.req.valid("json"));
    return c.json(result, 201);
  })
  .openapi(historyRoute, async (c) =>
    c.json({ items: await listDecisions(requestDeps(c), c.var.actor, c.req.valid("param").id) }, 200),
  )
  .openapi(resubmitRoute, async (c) => {
    const assessment = await resubmitAssessment(requestDeps(c), c.var.actor, c.req.valid("param").id);
    return c.json({ assessment }, 200);
  });

import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { getSafeToTryPolicy } from "@core/domain/safe-to-try/get-policy";
import { previewLane } from "@core/domain/safe-to-try/preview-lane";
import { updateSafeToTryPolicy } from "@core/domain/safe-to-try/update-policy";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { ErrorEnvelope } from "@core/contract/api";
import { LanePreview, LanePreviewRequest, SafeToTryPolicy, SafeToTryPolicyInput } from "@core/contract/safe-to-try";

const json = <T>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

const getRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The organization's Safe-to-Try policy",
  description:
    "Permission: `catalog.view` (every active member). The policy in effect with its `version` (0 and `updated_at` null " +
    "until an admin saves one: the lane is then off).",
  responses: { 200: json(SafeToTryPolicy, "The policy"), ...errorResponses(401, 403) },
});

const putRoute = createRoute({
  method: "put",
  path: "/",
  summary: "Change the Safe-to-Try policy (admins)",
  description:
    "Permission: `organization.manage`. The whole policy; invalid values → 400 naming the field. Saved as a new version " +
    "with a SAFE_TO_TRY_POLICY_UPDATED audit entry (each changed field's old and new value); no change, no new version. " +
    "With `version`, 409 when someone saved since. Trials already running keep their expiry and guardrails.",
  request: { body: { content: { "application/json": { schema: SafeToTryPolicyInput } }, required: true } },
  responses: { 200: json(SafeToTryPolicy, "The policy as saved"), ...errorResponses(400, 401, 403, 409) },
});

const evaluateRoute = createRoute({
  method: "post",
  path: "/evaluate",
  summary: "The lane's answer for a request, before saving it",
  description:
    "Permission: `assessment.create` (viewers 403). The same evaluation `POST /api/assessments` runs, on the same " +
    "analysis (`job_id` of the caller's completed job, or the cached analysis of `url`), writing nothing: " +
    "`lane.outcome` trial or review with every reason, and the organization's existing assessment of the tool, if any.",
  request: { body: { content: { "application/json": { schema: LanePreviewRequest } }, required: true } },
  responses: {
    200: json(LanePreview, "The lane's answer"),
    400: json(ErrorEnvelope, "Invalid input, or an address that is not a public vendor site"),
    ...errorResponses(401, 403, 404, 409),
  },
});

/** The organization's Safe-to-Try policy (mounted under /api/organization/safe-to-try-policy). */
export const safeToTryRouter = new OpenAPIHono<AppEnv>({ defaultHook });
safeToTryRouter.use("*", requireSignedIn());
safeToTryRouter
  .openapi(getRoute, async (c) => c.json(await getSafeToTryPolicy(requestDeps(c), c.var.actor), 200))
  .openapi(putRoute, async (c) =>
    c.json(await updateSafeToTryPolicy(requestDeps(c), c.var.actor, c.req.valid("json")), 200),
  )
  .openapi(evaluateRoute, async (c) =>
    c.json(await previewLane({ ...requestDeps(c), cache: c.env.CACHE }, c.var.actor, c.req.valid("json")), 200),
  );

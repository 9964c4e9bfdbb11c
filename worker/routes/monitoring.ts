import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { isDevelopment } from "@core/lib/environment";
import { ErrorEnvelope } from "@core/contract/api";
import {
  AssessmentChangeListQuery,
  ChangeList,
  ChangeListQuery,
  Check,
  CheckCreated,
  CheckParams,
  HistoryList,
  HistoryQuery,
  MonitoringResponse,
  OrganizationMonitoringSettings,
  SetMonitoringRequest,
  UpdateOrganizationMonitoringSettings,
  WatchResponse,
} from "@core/contract/monitoring";
import type { CheckMessage } from "@core/contract/queue";
import { getMonitoring, setMonitoring } from "@core/domain/monitoring/assessment-monitoring";
import { changesSummary, listAssessmentChanges, listOrganizationChanges } from "@core/domain/monitoring/list-changes";
import { getCheck, listHistory } from "@core/domain/monitoring/list-history";
import {
  getOrganizationMonitoringSettings,
  updateOrganizationMonitoringSettings,
} from "@core/domain/monitoring/organization-settings";
import { requestCheck } from "@core/domain/monitoring/request-check";
import { watchAssessment } from "@core/domain/monitoring/watch-assessment";

const IdParams = z.object({ id: z.string().min(1).max(64) });
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

const getMonitoringRoute = createRoute({
  method: "get",
  path: "/{id}/monitoring",
  summary: "How the assessment's vendor is monitored",
  description:
    "Permission: `assessment.view` on the assessment. Frequency, the vendor's last and next check (checks are shared " +
    "by every organization watching the vendor; the most frequent decides), the latest check since the assessment was " +
    'saved, when "Check now" is allowed again, and whether the caller watches it.',
  request: { params: IdParams },
  responses: {
    200: { description: "Its monitoring", content: json(MonitoringResponse) },
    ...errorResponses(401, 403, 404),
  },
});

const putMonitoringRoute = createRoute({
  method: "put",
  path: "/{id}/monitoring",
  summary: "Set how often the assessment's vendor is checked",
  description:
    "Permission: `assessment.create` and `assessment.view` on the assessment (viewers 403). `frequency`: off, daily, " +
    "weekly or monthly. 409 when turning it on would make the organization watch more vendors than the platform " +
    "allows (setting monitoring.watched_vendors_per_organization). Audited.",
  request: { params: IdParams, body: { content: json(SetMonitoringRequest), required: true } },
  responses: {
    200: {
      description: "Its monitoring: { frequency, last_checked_at, next_check_at, ... }",
      content: json(MonitoringResponse),
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const createCheckRoute = createRoute({
  method: "post",
  path: "/{id}/checks",
  summary: "Check the vendor now",
  description:
    "Permission: `assessment.create` and `assessment.view` on the assessment (viewers 403). Starts a check of the " +
    "assessment's vendor (shared with every organization watching it; uses no monthly assessment): 202 `{ check_id }`. " +
    "429 with Retry-After (seconds) when a check of this vendor started less than 10 minutes ago; a check still on its " +
    "way from longer ago is answered with its id.",
  request: { params: IdParams },
  responses: {
    202: { description: "The check", content: json(CheckCreated) },
    429: {
      description: "The vendor was checked less than 10 minutes ago (Retry-After says when to try again)",
      content: json(ErrorEnvelope),
    },
    ...errorResponses(401, 403, 404, 409),
  },
});

const getCheckRoute = createRoute({
  method: "get",
  path: "/{id}/checks/{check_id}",
  summary: "One check of the assessment's vendor",
  description:
    "Permission: `assessment.view` on the assessment. `{ id, status, started_at, completed_at, error }` " +
    "(status pending, processing, completed or failed). A check of another vendor, or an unknown id, 404.",
  request: { params: CheckParams },
  responses: {
    200: { description: "The check", content: json(Check) },
    ...errorResponses(400, 401, 403, 404),
  },
});

const historyRoute = createRoute({
  method: "get",
  path: "/{id}/history",
  summary: "Scores of the vendor's checks over time",
  description:
    "Permission: `assessment.view` on the assessment. The completed checks of its vendor since it was saved, newest " +
    "first (`?limit=&cursor=` → `{ items, next_cursor }`): the four scores, the risk level and the certifications " +
    "stated as attained. History is kept at least 400 days.",
  request: { params: IdParams, query: HistoryQuery },
  responses: {
    200: { description: "One page of checks", content: json(HistoryList) },
    ...errorResponses(400, 401, 403, 404),
  },
});

const assessmentChangesRoute = createRoute({
  method: "get",
  path: "/{id}/changes",
  summary: "What changed on the assessment's vendor",
  description:
    "Permission: `assessment.view` on the assessment. Changes found by checks of its vendor since it was saved, newest " +
    "first (list convention), filtered by `kind`, `severity` and `since`. `before`/`after` are exact text as it stood " +
    "on the page, or the score or level as a string.",
  request: { params: IdParams, query: AssessmentChangeListQuery },
  responses: {
    200: { description: "One page of changes", content: json(ChangeList) },
    ...errorResponses(400, 401, 403, 404),
  },
});

const watchRoute = createRoute({
  method: "post",
  path: "/{id}/watch",
  summary: "Watch the assessment's vendor",
  description:
    "Permission: `assessment.view` on the assessment (a personal choice: viewers too). Be told (in the app, and by " +
    'e-mail with "Vendor changes" on) about medium and high changes. The creator and whoever decided it watch it already.',
  request: { params: IdParams },
  responses: {
    200: { description: "Watching", content: json(WatchResponse) },
    ...errorResponses(401, 403, 404),
  },
});

const unwatchRoute = createRoute({
  method: "delete",
  path: "/{id}/watch",
  summary: "Stop watching the assessment's vendor",
  description: "Permission: `assessment.view` on the assessment. The creator and deciders can stop watching too.",
  request: { params: IdParams },
  responses: {
    200: { description: "Not watching", content: json(WatchResponse) },
    ...errorResponses(401, 403, 404),
  },
});

/** Monitoring of one assessment (mounted under /api/assessments). */
export const assessmentMonitoringRouter = new OpenAPIHono<AppEnv>({ defaultHook });
for (const path of ["/:id/monitoring", "/:id/checks", "/:id/checks/*", "/:id/history", "/:id/changes", "/:id/watch"]) {
  assessmentMonitoringRouter.use(path, requireSignedIn());
}
assessmentMonitoringRouter
  .openapi(getMonitoringRoute, async (c) =>
    c.json(await getMonitoring(monitoringDeps(c), c.var.actor, c.req.valid("param").id), 200),
  )
  .openapi(putMonitoringRoute, async (c) => {
    const { frequency } = c.req.valid("json");
    return c.json(await setMonitoring(monitoringDeps(c), c.var.actor, c.req.valid("param").id, frequency), 200);
  })
  .openapi(createCheckRoute, async (c) => {
    const { checkId } = await requestCheck(monitoringDeps(c), c.var.actor, c.req.valid("param").id);
    return c.json({ check_id: checkId }, 202);
  })
  .openapi(getCheckRoute, async (c) => {
    const { id, check_id } = c.req.valid("param");
    return c.json(await getCheck(c.var.db, c.var.actor, id, check_id), 200);
  })
  .openapi(historyRoute, async (c) =>
    c.json(await listHistory(c.var.db, c.var.actor, c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(assessmentChangesRoute, async (c) =>
    c.json(await listAssessmentChanges(c.var.db, c.var.actor, c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(watchRoute, async (c) =>
    c.json(await watchAssessment(requestDeps(c), c.var.actor, c.req.valid("param").id, true), 200),
  )
  .openapi(unwatchRoute, async (c) =>
    c.json(await watchAssessment(requestDeps(c), c.var.actor, c.req.valid("param").id, false), 200),
  );

function checkQueue(c: Context<AppEnv>) {
  return c.env.ANALYSIS_QUEUE as unknown as Queue<CheckMessage>;
}

/** The request's dependencies, with the "Check now" cool-down (shortened only in development, for browser tests). */
function monitoringDeps(c: Context<AppEnv>) {
  const shortened = Number(c.env.MONITORING_CHECK_COOLDOWN_SECONDS);
  const cooldownSeconds =
    isDevelopment(c.env) && c.env.MONITORING_CHECK_COOLDOWN_SECONDS && shortened >= 0 ? shortened : undefined;
  return { ...requestDeps(c), queue: checkQueue(c), cooldownSeconds };
}

const ChangesSummary = z.object({
  since: z.string(),
  total: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  tools: z.number().int().describe("Assessments whose vendor changed."),
});

const SummaryQuery = z.object({
  days: z.coerce.number().int().min(1).max(400).default(7).describe("The last this many days (default 7)."),
});

const changesRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The organization's feed of vendor changes",
  description:
    "Permission: `assessment.view` (members: the assessments they created). Changes found on the vendors of the " +
    "organization's assessments (archived ones left out), newest first (list convention), filtered by `kind`, " +
    "`severity`, `since`, `assessment_id` and `q` (tool name, vendor name or address).",
  request: { query: ChangeListQuery },
  responses: {
    200: { description: "One page of changes", content: json(ChangeList) },
    ...errorResponses(400, 401, 403),
  },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/summary",
  summary: "How many vendor changes lately",
  description:
    "Permission: `assessment.view` (members: the assessments they created). Changes of the last `days` days (default 7) " +
    "by severity, and on how many tools: the dashboard's Vendor changes card.",
  request: { query: SummaryQuery },
  responses: {
    200: { description: "The counts", content: json(ChangesSummary) },
    ...errorResponses(400, 401, 403),
  },
});

/** The organization's feed of changes (mounted at /api/changes). */
export const changesRouter = new OpenAPIHono<AppEnv>({ defaultHook });
changesRouter.use("*", requireSignedIn());
changesRouter
  .openapi(changesRoute, async (c) =>
    c.json(await listOrganizationChanges(c.var.db, c.var.actor, c.req.valid("query")), 200),
  )
  .openapi(summaryRoute, async (c) => {
    const since = new Date(c.var.clock().getTime() - c.req.valid("query").days * 86_400_000).toISOString();
    return c.json(await changesSummary(c.var.db, c.var.actor, since), 200);
  });

const getSettingsRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The organization's monitoring settings",
  description:
    "Permission: `team.view` (every active member). The default frequency of newly saved assessments, whether " +
    "monitored changes send approved assessments back to review, the vendors watched and the platform's cap.",
  responses: {
    200: { description: "The settings", content: json(OrganizationMonitoringSettings) },
    ...errorResponses(401, 403),
  },
});

const putSettingsRoute = createRoute({
  method: "put",
  path: "/",
  summary: "Change the organization's monitoring settings",
  description:
    "Permission: `organization.manage`. `default_frequency` (for assessments saved from now on) and " +
    "`reopen_on_change`; those left out keep their value. Audited.",
  request: { body: { content: json(UpdateOrganizationMonitoringSettings), required: true } },
  responses: {
    200: { description: "The settings", content: json(OrganizationMonitoringSettings) },
    ...errorResponses(400, 401, 403),
  },
});

/** The organization's monitoring settings (mounted at /api/organization/monitoring). */
export const organizationMonitoringRouter = new OpenAPIHono<AppEnv>({ defaultHook });
organizationMonitoringRouter.use("*", requireSignedIn());
organizationMonitoringRouter
  .openapi(getSettingsRoute, async (c) =>
    c.json(await getOrganizationMonitoringSettings(requestDeps(c), c.var.actor), 200),
  )
  .openapi(putSettingsRoute, async (c) =>
    c.json(await updateOrganizationMonitoringSettings(requestDeps(c), c.var.actor, c.req.valid("json")), 200),
  );

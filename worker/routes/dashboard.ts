import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { getDashboard } from "@core/domain/dashboard/get-dashboard";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { Dashboard } from "@core/contract/assessments";

const dashboardRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The overview of /dashboard",
  description:
    "Permission: assessment.view (members count their own). " +
    "Counts of the assessments the caller can see (archived ones left out): total, high risk (overall score 7 or more), " +
    "pending reviews (approval pending) and by risk level; the organization's usage this month; the 6 latest.",
  responses: {
    200: { description: "The overview", content: { "application/json": { schema: Dashboard } } },
    ...errorResponses(401, 403),
  },
});

export const dashboardRouter = new OpenAPIHono<AppEnv>({ defaultHook });
dashboardRouter.use("*", requireSignedIn());
dashboardRouter.openapi(dashboardRoute, async (c) => c.json(await getDashboard(requestDeps(c), c.var.actor), 200));

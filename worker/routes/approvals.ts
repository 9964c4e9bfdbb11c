import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { listApprovals } from "@core/domain/approvals/list-approvals";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { ApprovalsList, ApprovalsQuery } from "@core/contract/review";

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Assessments waiting for a decision",
  description:
    "Permission: `assessment.decide` (admins and reviewers), their organization's. Pending assessments and ended trials, not archived, " +
    "urgent first, then oldest first, one page at a time (`?limit=&cursor=` → `{ items, next_cursor }`); `q` matches the " +
    "tool name, the vendor name or the address.",
  request: { query: ApprovalsQuery },
  responses: {
    200: { description: "One page of the queue", content: { "application/json": { schema: ApprovalsList } } },
    ...errorResponses(400, 401, 403),
  },
});

export const approvalsRouter = new OpenAPIHono<AppEnv>({ defaultHook });
approvalsRouter.use("*", requireSignedIn());
approvalsRouter.openapi(listRoute, async (c) =>
  c.json(await listApprovals(requestDeps(c), c.var.actor, c.req.valid("query")), 200),
);

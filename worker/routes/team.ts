import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { listTeam } from "@core/domain/members/list-team";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { TeamList } from "@core/contract/members";

const teamRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Everyone in the signed-in user's organization",
  description:
    "Permission: `team.view` (every active member), for their own organization. Suspended members are listed with `is_suspended`. By name.",
  responses: {
    200: { description: "The team", content: { "application/json": { schema: TeamList } } },
    ...errorResponses(401, 403),
  },
});

export const teamRouter = new OpenAPIHono<AppEnv>({ defaultHook });
teamRouter.use("*", requireSignedIn());
teamRouter.openapi(teamRoute, async (c) => c.json({ items: await listTeam(requestDeps(c), c.var.actor) }, 200));

import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { listCategories } from "@core/domain/categories/list-categories";
import { defaultHook, errorResponses } from "../http/openapi";
import { CategoryList } from "@core/contract/assessments";

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Assessment categories",
  description: "Permission: any signed-in user.",
  responses: {
    200: { description: "Every category, ordered by name", content: { "application/json": { schema: CategoryList } } },
    ...errorResponses(401),
  },
});

export const categoriesRouter = new OpenAPIHono<AppEnv>({ defaultHook }).openapi(listRoute, async (c) =>
  c.json({ items: await listCategories(c.var.db, c.var.actor) }, 200),
);

import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { listCategories } from "../domain/categories/list-categories";
import { defaultHook, errorResponses } from "../lib/openapi";
import { CategoryList } from "../shared/assessments";

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

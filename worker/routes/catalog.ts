import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { appOrigin } from "../auth/cookies";
import { requireSignedIn } from "../auth/middleware";
import { getCatalogSummary } from "@core/domain/catalog/catalog-summary";
import { exportCatalogCsv } from "@core/domain/catalog/export-catalog-csv";
import { listAlternatives } from "@core/domain/catalog/list-alternatives";
import { listCatalog } from "@core/domain/catalog/list-catalog";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import {
  Alternatives,
  AlternativesQuery,
  CatalogFilters,
  CatalogList,
  CatalogQuery,
  CatalogSummary,
} from "@core/contract/catalog";

const json = <T>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
const PERMISSION = "Permission: `catalog.view` (every active member, members included: they see every tool's state).";

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The organization's tool catalog",
  description:
    `${PERMISSION} One row per tool (archived ones left out): state, category, score and level, trial end, conditions ` +
    "or guardrails, who decided. Newest first, one page at a time (`?limit=&cursor=` → `{ items, next_cursor }`); `q` " +
    "matches the tool name, the vendor name or the address; `state` (a catalog state) and `category` (an id) filter.",
  request: { query: CatalogQuery },
  responses: { 200: json(CatalogList, "One page of the catalog"), ...errorResponses(400, 401, 403) },
});

const exportRoute = createRoute({
  method: "get",
  path: "/export.csv",
  summary: "The filtered catalog as CSV",
  description: `${PERMISSION} The same filters as the list, every page (at most 10,000 rows), RFC 4180, formula cells guarded.`,
  request: { query: CatalogFilters },
  responses: {
    200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});

const alternativesRoute = createRoute({
  method: "get",
  path: "/alternatives",
  summary: "Approved tools of the same category as a tool",
  description:
    `${PERMISSION} The category of the organization's saved assessment of \`url\`, else one suggested from the tool's ` +
    "pages (`category_source`); its approved tools (approved, with conditions), lowest score first. An address that is " +
    "not a public vendor site → 400.",
  request: { query: AlternativesQuery },
  responses: { 200: json(Alternatives, "The category and its approved tools"), ...errorResponses(400, 401, 403) },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/summary",
  summary: "The dashboard's catalog cards",
  description: `${PERMISSION} Trials ending within 14 days (count and the 5 first) and tools approved this month (UTC).`,
  responses: { 200: json(CatalogSummary, "The cards' figures"), ...errorResponses(401, 403) },
});

function csvFileName(now: Date) {
  return `tool-catalog-${now.toISOString().slice(0, 10)}.csv`;
}

/** The organization's tool catalog (mounted under /api/catalog). */
export const catalogRouter = new OpenAPIHono<AppEnv>({ defaultHook });
catalogRouter.use("*", requireSignedIn());
catalogRouter
  .openapi(listRoute, async (c) => c.json(await listCatalog(c.var.db, c.var.actor, c.req.valid("query")), 200))
  .openapi(exportRoute, async (c) => {
    const csv = await exportCatalogCsv(c.var.db, c.var.actor, c.req.valid("query"), appOrigin(c));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${csvFileName(c.var.clock())}"`,
    }) as never;
  })
  .openapi(alternativesRoute, async (c) =>
    c.json(await listAlternatives({ db: c.var.db, cache: c.env.CACHE }, c.var.actor, c.req.valid("query").url), 200),
  )
  .openapi(summaryRoute, async (c) => c.json(await getCatalogSummary(requestDeps(c), c.var.actor), 200));

/**
 * The organization's tool catalog: one row per tool with its state, who decided and until when.
 * Shapes of the JSON API (GET /api/catalog and its CSV, alternatives, the dashboard's cards),
 * used by the routes, the SPA and the tests.
 */
import { z } from "zod";
import { RiskLevel } from "./analysis";
import { ApprovalStatus, CatalogState, DecisionActor } from "./enums";
import { ListPage, ListQuery } from "./list";
import { DataClass } from "./safe-to-try";

export const CatalogItem = z.object({
  assessment_id: z.string(),
  tool_name: z.string().describe("The saved tool name, else the vendor's name, else the address."),
  url: z.string(),
  vendor_name: z.string().nullable(),
  logo_url: z.string().nullable(),
  category: z.string().nullable().describe("The category's name."),
  category_id: z.string().nullable(),
  state: CatalogState,
  decision_state: ApprovalStatus,
  overall_score: z.number().nullable(),
  risk_level: RiskLevel.nullable(),
  expires_at: z.string().nullable().describe("When its trial ends (trial and trial_ended)."),
  conditions: z
    .array(z.string())
    .nullable()
    .describe("The conditions of an approval with conditions, or a trial's guardrails."),
  decided_by: z
    .string()
    .nullable()
    .describe('Who made the decision it stands on: a person\'s name, "Safe-to-Try policy" or "System".'),
  decided_by_kind: DecisionActor.nullable(),
  decided_at: z.string().nullable(),
  data_class: DataClass.nullable(),
  people: z.number().int().nullable(),
  created_at: z.string(),
});
export type CatalogItem = z.infer<typeof CatalogItem>;

export const CatalogStateFilter = z.enum(["all", ...CatalogState.options]);
export type CatalogStateFilter = z.infer<typeof CatalogStateFilter>;

export const CatalogFilters = z.object({
  q: ListQuery.shape.q.describe("Matches the tool name, the vendor name or the address."),
  state: CatalogStateFilter.optional().describe("all (default) or one catalog state."),
  category: z.string().max(64).optional().describe("A category id (GET /api/categories); absent for every category."),
});
export type CatalogFilters = z.infer<typeof CatalogFilters>;

export const CatalogQuery = ListQuery.extend(CatalogFilters.shape);
export type CatalogQuery = z.infer<typeof CatalogQuery>;

export const CatalogList = ListPage(CatalogItem);
export type CatalogList = z.infer<typeof CatalogList>;

export const AlternativesQuery = z.object({
  url: z.string().min(1).max(2048).describe("The tool's address (its host is enough)."),
});
export type AlternativesQuery = z.infer<typeof AlternativesQuery>;

export const Alternatives = z.object({
  category: z.object({ id: z.string(), name: z.string() }).nullable(),
  category_source: z
    .enum(["assessment", "suggested"])
    .nullable()
    .describe("From the organization's saved assessment of the tool, or suggested from its pages."),
  tool: z
    .object({ assessment_id: z.string(), state: CatalogState })
    .nullable()
    .describe("The organization's own entry for the tool, when it has one."),
  items: z
    .array(CatalogItem)
    .describe("Approved tools of that category, lowest score first (the tool itself left out)."),
});
export type Alternatives = z.infer<typeof Alternatives>;

export const CatalogSummary = z.object({
  trials_ending: z.object({
    count: z.number().int().describe("Trials that end within 14 days."),
    items: z.array(CatalogItem).describe("The 5 that end first."),
  }),
  approved_this_month: z.object({
    count: z.number().int().describe("Tools approved (with or without conditions) this calendar month (UTC)."),
  }),
});
export type CatalogSummary = z.infer<typeof CatalogSummary>;

import { and, eq, gte, ne, sql, type SQL } from "drizzle-orm";
import { orgRiskAssessmentsTable, vendorChangesTable, type VendorChangeRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { Change, ChangeDetails, ChangeList, ChangeListQuery } from "@core/contract/monitoring";
import type { Actor } from "../actor";
import { findAssessmentFor, requireMember, visibleAssessments } from "../assessments/assessment-access";

type Filters = Omit<ChangeListQuery, "q" | "assessment_id"> & { q?: string; assessment_id?: string };

/**
 * What checks found changed on an assessment's vendor since the assessment was saved, newest
 * first (list convention), filtered by kind, severity and time. Who may call: `assessment.view`
 * on the assessment.
 */
export async function listAssessmentChanges(
  db: Db,
  actor: Actor,
  id: string,
  query: Omit<Filters, "q" | "assessment_id">,
): Promise<ChangeList> {
  const member = requireMember(actor, "Please sign in to continue.");
  const assessment = await findAssessmentFor(db, member, id);
  return changesPage(db, eq(orgRiskAssessmentsTable.id, assessment.id), query);
}

/**
 * The organization's feed of changes: every change found on the vendors of the assessments the
 * caller can see (archived ones left out), newest first, filtered by kind, severity, time,
 * assessment and `q` (tool name, vendor name or address). Who may call: `assessment.view`
 * (members: the assessments they created).
 */
export async function listOrganizationChanges(db: Db, actor: Actor, query: Filters): Promise<ChangeList> {
  const member = requireMember(actor, "Please sign in to continue.");
  const a = orgRiskAssessmentsTable;
  const scope = and(
    visibleAssessments(member),
    ne(a.status, "archived"),
    query.assessment_id ? eq(a.id, query.assessment_id) : undefined,
    textMatch(query.q, a.toolName, a.vendorName, a.url),
  )!;
  return changesPage(db, scope, query);
}

/**
 * How many changes the caller's organization saw on the vendors it can see since `since`, by
 * severity, and on how many tools: the dashboard's "Vendor changes (7 days)".
 */
export async function changesSummary(
  db: Db,
  actor: Actor,
  since: string,
): Promise<{ since: string; total: number; high: number; medium: number; low: number; tools: number }> {
  const member = requireMember(actor, "Please sign in to continue.");
  const a = orgRiskAssessmentsTable;
  const c = vendorChangesTable;
  const rows = await db
    .select({ severity: c.severity, n: sql<number>`COUNT(DISTINCT ${c.id})` })
    .from(c)
    .innerJoin(a, and(eq(a.vendorKey, c.vendorKey), gte(c.detectedAt, a.createdAt)))
    .where(and(visibleAssessments(member), ne(a.status, "archived"), gte(c.detectedAt, since)))
    .groupBy(c.severity);
  const by = (s: string) => rows.find((r) => r.severity === s)?.n ?? 0;
  const [tools] = await db
    .select({ n: sql<number>`COUNT(DISTINCT ${a.id})` })
    .from(c)
    .innerJoin(a, and(eq(a.vendorKey, c.vendorKey), gte(c.detectedAt, a.createdAt)))
    .where(and(visibleAssessments(member), ne(a.status, "archived"), gte(c.detectedAt, since)));
  return {
    since,
    total: by("high") + by("medium") + by("low"),
    high: by("high"),
    medium: by("medium"),
    low: by("low"),
    tools: tools?.n ?? 0,
  };
}

/** One page of changes on the vendors of the assessments `scope` selects, newest first. */
async function changesPage(db: Db, scope: SQL, query: Filters): Promise<ChangeList> {
  const a = orgRiskAssessmentsTable;
  const c = vendorChangesTable;
  const rows = await db
    .select({
      change: c,
      // Two assessments of one vendor in an organization (two addresses of one site): one row per change.
      assessmentId: sql<string>`MIN(${a.id})`,
      toolName: sql<string | null>`MIN(${a.toolName})`,
      url: sql<string>`MIN(${a.url})`,
    })
    .from(c)
    .innerJoin(a, and(eq(a.vendorKey, c.vendorKey), gte(c.detectedAt, a.createdAt)))
    .where(
      and(
        scope,
        query.kind ? eq(c.kind, query.kind) : undefined,
        query.severity ? eq(c.severity, query.severity) : undefined,
        query.since ? gte(c.detectedAt, new Date(query.since).toISOString()) : undefined,
        cursorWhere({ createdAt: c.detectedAt, id: c.id }, query.cursor),
      ),
    )
    .groupBy(c.id)
    .orderBy(sql`${c.detectedAt} DESC`, sql`${c.id} DESC`)
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (r) => ({ createdAt: r.change.detectedAt, id: r.change.id }),
    (r) => toChange(r.change, r.assessmentId, r.toolName, r.url),
  );
}

export function toChange(row: VendorChangeRow, assessmentId: string, toolName: string | null, url: string): Change {
  return {
    id: row.id,
    assessment_id: assessmentId,
    check_id: row.checkId,
    detected_at: row.detectedAt,
    kind: row.kind,
    dimension: row.dimension,
    severity: row.severity,
    source_url: row.sourceUrl,
    before: row.before,
    after: row.after,
    summary: row.summary,
    tool_name: toolName,
    url,
    details: JSON.parse(row.details) as ChangeDetails,
  };
}

import { and, eq, ne, type SQL } from "drizzle-orm";
import { orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { AssessmentFilters, AssessmentList, AssessmentListQuery } from "@core/contract/assessments";
import type { Actor } from "../actor";
import { requireMember, visibleAssessments, type MemberActor } from "./assessment-access";
import { summarySelect, toSummary } from "./assessment-rows";

const t = orgRiskAssessmentsTable;

/**
 * The WHERE part of the assessment list and its CSV export: what the actor may see, filtered.
 * The default status filter ("all") leaves archived assessments out; `status=archived` shows them.
 */
export function assessmentFilterWhere(actor: MemberActor, filters: AssessmentFilters): SQL {
  const conditions: (SQL | undefined)[] = [visibleAssessments(actor)];
  const status = filters.status ?? "all";
  conditions.push(status === "all" ? ne(t.status, "archived") : eq(t.status, status));
  if (filters.risk && filters.risk !== "all") conditions.push(eq(t.riskLevel, filters.risk));
  if (filters.decision && filters.decision !== "all") conditions.push(eq(t.approvalStatus, filters.decision));
  conditions.push(textMatch(filters.q, t.toolName, t.vendorName, t.url));
  return and(...conditions)!;
}

/**
 * The assessments the actor may see, newest first, filtered by text (tool name, vendor name,
 * address), status, overall risk level and decision state, one page at a time (the list convention).
 * Who may call: members of an organization; members see only the assessments they created,
 * the other roles all of their organization's.
 */
export async function listAssessments(db: Db, actor: Actor, query: AssessmentListQuery): Promise<AssessmentList> {
  const member = requireMember(actor, "Please sign in to continue.");
  const columns = { createdAt: t.createdAt, id: t.id };
  const rows = await summarySelect(db)
    .where(and(assessmentFilterWhere(member, query), cursorWhere(columns, query.cursor)))
    .orderBy(...cursorOrder(columns))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => ({ createdAt: r.created_at, id: r.id }), toSummary);
}

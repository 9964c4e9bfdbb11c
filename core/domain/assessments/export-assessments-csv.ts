import { and, sql } from "drizzle-orm";
import { assessmentCategoriesTable, orgRiskAssessmentsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { toCsv, type CsvValue } from "@core/lib/csv";
import { cursorOrder, cursorWhere } from "@core/lib/pagination";
import { encodeCursor } from "@core/contract/list";
import {
  approvalLabel,
  CSV_EXPORT_MAX_ROWS,
  priorityLabel,
  riskLevelLabel,
  statusLabel,
} from "@core/contract/assessment-rules";
import type { AssessmentFilters } from "@core/contract/assessments";
import type { Actor } from "../actor";
import { requireMember } from "./assessment-access";
import { assessmentFilterWhere } from "./list-assessments";
import { eq } from "drizzle-orm";

const t = orgRiskAssessmentsTable;
/** Rows read per query while exporting. */
const CHUNK = 500;

/** The columns of the export, in order: the decision first, as on every card and row of the app. */
export const CSV_COLUMNS = [
  "Decision",
  "Tool Name",
  "Vendor",
  "URL",
  "Category",
  "Department",
  "Purpose / Use Case",
  "Priority",
  "Risk Level",
  "Overall Score",
  "Pricing Score",
  "Privacy & Legal Score",
  "Security Score",
  "Status",
  "Recommendation",
  "Created By",
  "Created",
  "Last Updated",
  "Link",
] as const;

/** Scores and the recommendation read inside SQLite, so the export never parses whole reports in the Worker. */
const exportColumns = {
  id: t.id,
  tool_name: t.toolName,
  vendor_name: t.vendorName,
  url: t.url,
  category: assessmentCategoriesTable.name,
  department: t.department,
  purpose: t.requestedPurpose,
  priority: t.priority,
  risk_level: t.riskLevel,
  overall: t.overallScore,
  pricing: sql<number | null>`json_extract(${t.analysis}, '$.pricing_risk.score')`,
  privacy: sql<number | null>`json_extract(${t.analysis}, '$.privacy_legal_risk.score')`,
  security: sql<number | null>`json_extract(${t.analysis}, '$.security_risk.score')`,
  recommendation: sql<string | null>`json_extract(${t.analysis}, '$.overall_risk.recommendation')`,
  status: t.status,
  approval_status: t.approvalStatus,
  creator_name: userProfilesTable.fullName,
  creator_email: userProfilesTable.email,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
};

/**
 * The assessments of the list with the same filters, as CSV (newest first, at most 10,000
 * rows). Who may call: whoever may see the list; members export only their own.
 */
export async function exportAssessmentsCsv(
  db: Db,
  actor: Actor,
  filters: AssessmentFilters,
  appOrigin: string,
): Promise<string> {
  const member = requireMember(actor, "Please sign in to continue.");
  const where = assessmentFilterWhere(member, filters);
  const order = { createdAt: t.createdAt, id: t.id };
  const rows: CsvValue[][] = [];
  let cursor: string | undefined;
  while (rows.length < CSV_EXPORT_MAX_ROWS) {
    const chunk = await db
      .select(exportColumns)
      .from(t)
      .leftJoin(assessmentCategoriesTable, eq(assessmentCategoriesTable.id, t.categoryId))
      .leftJoin(userProfilesTable, eq(userProfilesTable.id, t.createdBy))
      .where(and(where, cursorWhere(order, cursor)))
      .orderBy(...cursorOrder(order))
      .limit(Math.min(CHUNK, CSV_EXPORT_MAX_ROWS - rows.length));
    for (const r of chunk) rows.push(csvValues(r, appOrigin));
    const last = chunk[chunk.length - 1];
    if (!last || chunk.length < CHUNK) break;
    cursor = encodeCursor({ createdAt: last.created_at, id: last.id });
  }
  return toCsv(CSV_COLUMNS, rows);
}

type ExportRow = { [K in keyof typeof exportColumns]: unknown } & { id: string; created_at: string };

function csvValues(r: ExportRow, appOrigin: string): CsvValue[] {
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  const num = (v: unknown) => (typeof v === "number" ? v : null);
  return [
    approvalLabel(String(r.approval_status)),
    text(r.tool_name),
    text(r.vendor_name),
    text(r.url),
    text(r.category),
    text(r.department),
    text(r.purpose),
    priorityLabel(String(r.priority)),
    riskLevelLabel(text(r.risk_level)),
    num(r.overall),
    num(r.pricing),
    num(r.privacy),
    num(r.security),
    statusLabel(String(r.status)),
    text(r.recommendation),
    text(r.creator_name)?.trim() || text(r.creator_email),
    r.created_at,
    text(r.updated_at),
    `${appOrigin}/dashboard/assessments/${r.id}`,
  ];
}

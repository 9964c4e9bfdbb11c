import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  assessmentApprovalsTable,
  assessmentCategoriesTable,
  orgRiskAssessmentsTable,
  userProfilesTable,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { qualified } from "@core/db/qualified";
import { textMatch } from "@core/lib/pagination";
import { catalogState } from "@core/contract/assessment-rules";
import type { CatalogFilters, CatalogItem } from "@core/contract/catalog";
import type { ApprovalStatus, CatalogState } from "@core/contract/enums";
import { stateHasConditions, stateHasExpiry } from "@core/contract/safe-to-try-rules";
import { parseConditions } from "../assessments/assessment-rows";
import { nameOrEmail } from "@core/contract/names";

const t = orgRiskAssessmentsTable;
const a = assessmentApprovalsTable;
/** The newest entry of each tool's review history: the decision it stands on. */
const latest = alias(assessmentApprovalsTable, "latest_decision");
const c = assessmentCategoriesTable;
const p = userProfilesTable;

/** The decision states each catalog state stands for (in review: waiting, or changes requested). */
export const APPROVAL_STATES_OF: Record<CatalogState, ApprovalStatus[]> = {
  in_review: ["pending", "changes_requested"],
  trial: ["trial"],
  trial_ended: ["trial_ended"],
  approved: ["approved"],
  approved_with_conditions: ["approved_with_conditions"],
  rejected: ["rejected"],
  retired: ["retired"],
};

/** SELECT catalog rows: the tool, its category and the decision it stands on (with who made it). */
export function catalogSelect(db: Db) {
  return db
    .select({
      id: t.id,
      tool_name: t.toolName,
      vendor_name: t.vendorName,
      logo_url: t.logoUrl,
      url: t.url,
      category: c.name,
      category_id: t.categoryId,
      approval_status: t.approvalStatus,
      overall_score: t.overallScore,
      risk_level: t.riskLevel,
      trial_expires_at: t.trialExpiresAt,
      conditions: t.conditions,
      data_class: t.dataClass,
      people: t.people,
      created_at: t.createdAt,
      decided_kind: latest.actorKind,
      decided_status: latest.status,
      decided_at: latest.createdAt,
      decider_name: p.fullName,
      decider_email: p.email,
    })
    .from(t)
    .leftJoin(c, eq(c.id, t.categoryId))
    .leftJoin(
      latest,
      eq(
        latest.id,
        sql`(SELECT ${a.id} FROM ${a} WHERE ${a.assessmentId} = ${qualified(t.id)} ORDER BY ${a.createdAt} DESC, ${a.id} DESC LIMIT 1)`,
      ),
    )
    .leftJoin(p, eq(p.id, latest.reviewerId));
}

type CatalogRow = Awaited<ReturnType<ReturnType<typeof catalogSelect>["all"]>>[number];

/** Who made the decision a tool stands on, in words. */
function decidedBy(row: CatalogRow): string | null {
  if (row.decided_kind === "policy") return "Safe-to-Try policy";
  if (row.decided_kind === "system") return "System";
  if (row.decider_email) return nameOrEmail(row.decider_name, row.decider_email);
  return row.decided_kind === "user" ? "A former member" : null;
}

export function toCatalogItem(row: CatalogRow): CatalogItem {
  const state = catalogState(row.approval_status);
  // A tool waiting for review stands on no decision (an earlier one, or a return to review, is history).
  const decided = state !== "in_review" && row.decided_status !== null && row.decided_status !== "reopened";
  return {
    assessment_id: row.id,
    tool_name: row.tool_name?.trim() || row.vendor_name?.trim() || row.url,
    url: row.url,
    vendor_name: row.vendor_name,
    logo_url: row.logo_url,
    category: row.category,
    category_id: row.category_id,
    state,
    decision_state: row.approval_status,
    overall_score: row.overall_score,
    risk_level: row.risk_level,
    expires_at: stateHasExpiry(row.approval_status) ? row.trial_expires_at : null,
    conditions: stateHasConditions(row.approval_status) ? parseConditions(row.conditions) : null,
    decided_by: decided ? decidedBy(row) : null,
    decided_by_kind: decided ? row.decided_kind : null,
    decided_at: decided ? row.decided_at : null,
    data_class: row.data_class,
    people: row.people,
    created_at: row.created_at,
  };
}

/** The WHERE part of the catalog and its CSV: the organization's tools (archived ones left out), filtered. */
export function catalogWhere(organizationId: string, filters: CatalogFilters): SQL {
  const state = filters.state && filters.state !== "all" ? filters.state : null;
  return and(
    eq(t.organizationId, organizationId),
    ne(t.status, "archived"),
    state ? inArray(t.approvalStatus, APPROVAL_STATES_OF[state]) : undefined,
    filters.category ? eq(t.categoryId, filters.category) : undefined,
    textMatch(filters.q, t.toolName, t.vendorName, t.url),
  )!;
}

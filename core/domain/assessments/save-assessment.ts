import { and, asc, eq, sql } from "drizzle-orm";
import { orgAnalysisJobsTable, orgRiskAssessmentsTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { AppError, conflict, notFound } from "@core/lib/errors";
import type { Analysis } from "@core/contract/analysis";
import type { AssessmentDetail, AssessmentMetadata } from "@core/contract/assessments";
import { parseVendorUrl, vendorKey } from "@core/contract/url";
import type { Actor } from "../actor";
import { readCachedAnalysis } from "../analysis/cache";
import { assertCategory } from "../categories/list-categories";
import { can } from "@core/contract/permissions";
import { toJob } from "../analysis/job-store";
import { authorize } from "../authorize";
import { assessmentPermissions, policyResource, requireMember, type MemberActor } from "./assessment-access";
import { assessmentEventEffects } from "./assessment-events";
import { analysisColumns, analysisFingerprint, parseStoredAnalysis, settledStatus, toDetail } from "./assessment-rows";

export interface SaveAssessmentDeps {
  db: Db;
  cache: KVNamespace;
  clock: Clock;
}

export interface SaveAssessmentInput extends AssessmentMetadata {
  job_id?: string;
  url?: string;
}

/** Where the saved analysis comes from: never the request body. */
interface AnalysisSource {
  url: string;
  vendorKey: string;
  analysis: Analysis;
  jobId: string | null;
}

/**
 * Saves an analysis to the actor's organization with its metadata.
 * Who may call: members whose roles hold `assessment.create` (viewers get 403); signed out 401,
 * no organization 403 with the product's texts.
 * The analysis is copied from the caller's own completed job (another user's or another
 * organization's job: 404) or from the cached analysis of `url` (none: 404).
 * One assessment per organization and vendor address: saving one the organization already has
 * updates it (analysis and the metadata given) and, when the report changed, sends its approval
 * back to pending (decisions already written stay as its history). A new assessment is
 * `pending_review` with approval `pending`. Returns whether it was created.
 */
export async function saveAssessment(
  deps: SaveAssessmentDeps,
  actor: Actor,
  input: SaveAssessmentInput,
): Promise<{ assessment: AssessmentDetail; created: boolean }> {
  const member = requireMember(actor);
  authorize(member, "assessment.create");
  const now = deps.clock();
  const source = await findAnalysisSource(deps, member, input);
  await assertCategory(deps.db, input.category_id);

  const existing = await findByVendor(deps.db, member.organizationId, source.vendorKey);
  if (existing) return updateExisting(deps.db, now, member, existing, source, input);
  const inserted = await insertNew(deps.db, now, member, source, input);
  if (inserted) return inserted;
  // Someone saved the same address a moment ago: update theirs instead.
  const raced = await findByVendor(deps.db, member.organizationId, source.vendorKey);
  if (!raced) throw conflict("This assessment was changed at the same time. Please try again.");
  return updateExisting(deps.db, now, member, raced, source, input);
}

async function findAnalysisSource(
  deps: SaveAssessmentDeps,
  actor: MemberActor,
  input: SaveAssessmentInput,
): Promise<AnalysisSource> {
  if (input.job_id) {
    const j = orgAnalysisJobsTable;
    const [row] = await deps.db
      .select()
      .from(j)
      .where(and(eq(j.id, input.job_id), eq(j.organizationId, actor.organizationId), eq(j.userId, actor.userId)))
      .limit(1);
    if (!row) throw notFound("Analysis job not found");
    const job = toJob(row);
    if (job.status === "failed")
      throw conflict("This analysis failed, so there is nothing to save. Please analyze again.");
    if (job.status !== "completed" || !job.result)
      throw conflict("This analysis has not finished yet. Save it when it is complete.");
    return { url: row.url, vendorKey: row.vendorKey, analysis: job.result, jobId: row.id };
  }
  const checked = parseVendorUrl(input.url);
  if (!checked.ok) throw new AppError(checked.code, 400, checked.message, { reason: checked.reason });
  const key = vendorKey(checked.url);
  const hit = await readCachedAnalysis(deps.cache, key);
  if (!hit) throw notFound("There is no recent analysis of this address. Analyze it first, then save it.");
  return { url: checked.url.href, vendorKey: key, analysis: hit.analysis, jobId: null };
}

async function findByVendor(db: Db, organizationId: string, key: string) {
  const t = orgRiskAssessmentsTable;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.organizationId, organizationId), eq(t.vendorKey, key)))
    .orderBy(asc(t.createdAt))
    .limit(1);
  return row ?? null;
}

/** Metadata columns from the input: only fields that were given (null clears). */
function metadataColumns(input: AssessmentMetadata) {
  const set: Partial<OrgRiskAssessmentRow> = {};
  if (input.tool_name !== undefined) set.toolName = input.tool_name;
  if (input.category_id !== undefined) set.categoryId = input.category_id || null;
  if (input.department !== undefined) set.department = input.department;
  if (input.requested_purpose !== undefined) set.requestedPurpose = input.requested_purpose;
  if (input.priority !== undefined) set.priority = input.priority;
  return set;
}

async function insertNew(db: Db, now: Date, actor: MemberActor, source: AnalysisSource, input: SaveAssessmentInput) {
  const t = orgRiskAssessmentsTable;
  const at = now.toISOString();
  const row: OrgRiskAssessmentRow = {
    id: crypto.randomUUID(),
    organizationId: actor.organizationId,
    url: source.url,
    vendorKey: source.vendorKey,
    toolName: null,
    categoryId: null,
    department: null,
    requestedPurpose: null,
    priority: "normal",
    ...metadataColumns(input),
    ...analysisColumns(source.analysis, source.jobId),
    status: "pending_review",
    approvalStatus: "pending",
    reanalysisJobId: null,
    reanalysisError: null,
    createdBy: actor.userId,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  const applied = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${row.id})`;
  const effects = await assessmentEventEffects(
    db,
    { kind: "saved", assessment: row, applied, created: true, analysisChanged: true, by: actor.userId },
    now,
  );
  const [inserted] = await db.batch([
    db.insert(t).values(row).onConflictDoNothing().returning({ id: t.id }),
    ...effects,
  ]);
  if (inserted.length === 0) return null;
  return { assessment: await toDetail(db, row, assessmentPermissions(actor, row)), created: true };
}

async function updateExisting(
  db: Db,
  now: Date,
  actor: MemberActor,
  existing: OrgRiskAssessmentRow,
  source: AnalysisSource,
  input: SaveAssessmentInput,
) {
  const t = orgRiskAssessmentsTable;
  if (!can(actor, "assessment.view", policyResource(existing))) {
    // A member saving an address a colleague already saved: theirs is not the member's to change.
    throw conflict("Your organization already has an assessment of this tool, saved by a colleague.");
  }
  const changed = analysisFingerprint(parseStoredAnalysis(existing.analysis)) !== analysisFingerprint(source.analysis);
  const approvalStatus = changed ? "pending" : existing.approvalStatus;
  const set = {
    ...metadataColumns(input),
    ...analysisColumns(source.analysis, source.jobId),
    approvalStatus,
    status: existing.reanalysisJobId ? ("processing" as const) : settledStatus(approvalStatus),
    reanalysisError: null,
    version: sql`${t.version} + 1`,
    updatedAt: now.toISOString(),
  };
  const after: OrgRiskAssessmentRow = { ...existing, ...set, version: existing.version + 1 };
  const applied = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${existing.id} AND ${t.version} = ${after.version})`;
  const effects = await assessmentEventEffects(
    db,
    { kind: "saved", assessment: after, applied, created: false, analysisChanged: changed, by: actor.userId },
    now,
  );
  const [updated] = await db.batch([
    db
      .update(t)
      .set(set)
      .where(and(eq(t.id, existing.id), eq(t.version, existing.version)))
      .returning(),
    ...effects,
  ]);
  const row = updated[0];
  if (!row) throw conflict("This assessment was changed at the same time. Please try again.");
  return { assessment: await toDetail(db, row, assessmentPermissions(actor, row)), created: false };
}

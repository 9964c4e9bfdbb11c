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
import { assessmentChangeStatements, metadataChanges, reportFigures } from "./assessment-changes";
import type { DataClass } from "@core/contract/safe-to-try";
import { laneColumns, laneForRequest, policyTrialStatements } from "../safe-to-try/lane-on-save";

export interface SaveAssessmentDeps {
  db: Db;
  cache: KVNamespace;
  clock: Clock;
}

export interface SaveAssessmentInput extends AssessmentMetadata {
  job_id?: string;
  url?: string;
  /** What data will go into the tool and how many people will use it (the Safe-to-Try lane's input). */
  data_class?: DataClass;
  people?: number;
}

/** Where the saved analysis comes from: never the request body. */
export interface AnalysisSource {
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
 * updates it (analysis and the metadata given); when the report or the metadata changed, a decided
 * assessment goes back to pending review (reopened, audited as ASSESSMENT_UPDATED with old and new
 * values, its deciders notified) and a pending one stays pending (decisions already written stay
 * as its history). A new assessment is
 * `pending_review` with approval `pending`. Returns whether it was created.
 * Whenever the save leaves the assessment waiting for review, the Safe-to-Try lane answers at
 * once (its answer is kept as `lane`): a qualifying request is granted a trial by the policy in
 * the same db.batch (decision state `trial`, with its history entry, notifications and audit).
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

export async function findAnalysisSource(
  deps: Pick<SaveAssessmentDeps, "db" | "cache">,
  actor: MemberActor,
  input: { job_id?: string; url?: string },
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

export async function findByVendor(db: Db, organizationId: string, key: string) {
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

/** The lane's input from the request: only fields that were given. */
function requestColumns(input: SaveAssessmentInput) {
  const set: Partial<OrgRiskAssessmentRow> = {};
  if (input.data_class !== undefined) set.dataClass = input.data_class;
  if (input.people !== undefined) set.people = input.people;
  return set;
}

/** The lane's answer for a request about to wait for review (the row as it will be written). */
function laneFor(db: Db, now: Date, row: OrgRiskAssessmentRow, analysis: Analysis) {
  return laneForRequest(db, {
    organizationId: row.organizationId,
    analysis,
    request: { dataClass: row.dataClass, people: row.people },
    now,
  });
}

async function insertNew(db: Db, now: Date, actor: MemberActor, source: AnalysisSource, input: SaveAssessmentInput) {
  const t = orgRiskAssessmentsTable;
  const at = now.toISOString();
  const draft: OrgRiskAssessmentRow = {
    id: crypto.randomUUID(),
    organizationId: actor.organizationId,
    url: source.url,
    vendorKey: source.vendorKey,
    toolName: null,
    categoryId: null,
    department: null,
    requestedPurpose: null,
    priority: "normal",
    dataClass: null,
    people: null,
    lane: null,
    trialExpiresAt: null,
    conditions: null,
    ...metadataColumns(input),
    ...requestColumns(input),
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
  const lane = await laneFor(db, now, draft, source.analysis);
  const row: OrgRiskAssessmentRow = { ...draft, ...laneColumns(lane, false) };
  const applied = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${row.id})`;
  const effects = await assessmentEventEffects(
    db,
    { kind: "saved", assessment: row, applied, created: true, analysisChanged: true, by: actor.userId },
    now,
  );
  const trial = await policyTrialStatements(db, { assessment: row, lane, applied, requestedBy: actor.userId, now });
  const [inserted] = await db.batch([
    db.insert(t).values(row).onConflictDoNothing().returning({ id: t.id }),
    ...effects,
    ...trial,
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
  const before = parseStoredAnalysis(existing.analysis);
  const changed = analysisFingerprint(before) !== analysisFingerprint(source.analysis);
  const metadata = metadataColumns(input);
  const changes = {
    ...metadataChanges(existing, metadata),
    ...(changed ? { report: { old: reportFigures(before), new: reportFigures(source.analysis) } } : {}),
  };
  // A decided assessment whose report or metadata changed goes back to review through the reopen
  // builder (its history entry, audit entry and notifications); a pending one stays pending.
  const decided = existing.approvalStatus !== "pending" && existing.status !== "archived";
  const approvalStatus = changed && !decided ? "pending" : existing.approvalStatus;
  const base = {
    ...metadata,
    ...requestColumns(input),
    ...analysisColumns(source.analysis, source.jobId),
    approvalStatus,
    status: existing.reanalysisJobId ? ("processing" as const) : settledStatus(approvalStatus),
    reanalysisError: null,
    updatedAt: now.toISOString(),
  };
  // Waiting for review after this save: the lane answers again (new data class, people, report or policy).
  const lane = approvalStatus === "pending" ? await laneFor(db, now, { ...existing, ...base }, source.analysis) : null;
  const set = { ...base, ...(lane ? laneColumns(lane, existing.reanalysisJobId !== null) : {}) };
  const after: OrgRiskAssessmentRow = { ...existing, ...set, version: existing.version + 1 };
  const applied = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${existing.id} AND ${t.version} = ${after.version})`;
  const effects = await assessmentEventEffects(
    db,
    { kind: "saved", assessment: after, applied, created: false, analysisChanged: changed, by: actor.userId },
    now,
  );
  const recorded = await assessmentChangeStatements(db, {
    before: existing,
    changes,
    applied,
    actor: { kind: "user", userId: actor.userId },
    now,
  });
  const trial = lane
    ? await policyTrialStatements(db, { assessment: after, lane, applied, requestedBy: actor.userId, now })
    : [];
  const [updated] = await db.batch([
    db
      .update(t)
      .set({ ...set, version: sql`${t.version} + 1` })
      .where(and(eq(t.id, existing.id), eq(t.version, existing.version)))
      .returning(),
    ...effects,
    ...recorded,
    ...trial,
  ]);
  if (!updated[0]) throw conflict("This assessment was changed at the same time. Please try again.");
  const [row] = recorded.length || trial.length ? await db.select().from(t).where(eq(t.id, existing.id)) : updated;
  return { assessment: await toDetail(db, row!, assessmentPermissions(actor, row!)), created: false };
}

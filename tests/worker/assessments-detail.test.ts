import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { claimJob } from "@core/domain/analysis/job-store";
import { completeAnalysisJob, failAnalysisJob } from "@core/domain/assessments/finish-analysis-job";
import { settleReanalysis } from "@core/domain/assessments/settle-reanalysis";
import { assessmentApprovalsTable, orgAnalysisJobsTable, orgRiskAssessmentsTable } from "@core/db/schema";
import { ErrorEnvelope } from "@core/contract/api";
import { AssessmentResponse, ReanalyzeResponse } from "@core/contract/assessments";
import { analysisFor, saveViaApi, seedAssessment } from "./assessment-fixtures";
import { db } from "./helpers";
import { seedOrg, seedUser, signedOut, usageOf, type Caller } from "./seeded-callers";

let orgA: string;
let orgB: string;
let admin: Caller;
let reviewer: Caller;
let analyst: Caller;
let member: Caller;
let viewer: Caller;
let otherAdmin: Caller;

beforeAll(async () => {
  orgA = await seedOrg("Detail A", { limit: 100 });
  orgB = await seedOrg("Detail B");
  admin = await seedUser(orgA, ["admin"]);
  reviewer = await seedUser(orgA, ["reviewer"]);
  analyst = await seedUser(orgA, ["analyst"]);
  member = await seedUser(orgA, ["member"]);
  viewer = await seedUser(orgA, ["viewer"]);
  otherAdmin = await seedUser(orgB, ["admin"]);
});

async function expectError(res: Response, status: number, code: string, message?: string) {
  expect(res.status).toBe(status);
  const body = ErrorEnvelope.parse(await res.json());
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toContain(message);
}

const get = async (caller: Caller, id: string) =>
  AssessmentResponse.parse(await (await caller.fetch(`/api/assessments/${id}`)).json()).assessment;

describe("GET /api/assessments/:id", () => {
  it("returns the assessment with its analysis, analyzed pages, statuses, metadata and the caller's permissions", async () => {
    const saved = await saveViaApi(analyst, orgA, "https://detail.com/", {
      tool_name: "Detail",
      department: "Ops",
      priority: "urgent",
    });
    const res = await viewer.fetch(`/api/assessments/${saved.id}`);
    expect(res.status).toBe(200);
    const { assessment } = AssessmentResponse.parse(await res.json());
    expect(assessment).toMatchObject({
      id: saved.id,
      tool_name: "Detail",
      department: "Ops",
      priority: "urgent",
      status: "pending_review",
      approval_status: "pending",
    });
    expect(assessment.analysis?.security_risk.certifications[0]?.name).toBe("SOC 2 Type II");
    expect(assessment.analyzed_pages).toEqual({
      main_page: null,
      pricing_pages: [],
      legal_pages: [],
      security_pages: [],
    });
    expect(assessment.permissions).toEqual(["assessment.view"]);
    expect((await get(admin, saved.id)).permissions).toEqual([
      "assessment.view",
      "assessment.create",
      "assessment.decide",
      "assessment.archive",
      "assessment.resubmit",
      "comment.create",
    ]);
  });

  it("another organization's or an unknown id: 404 'Assessment not found'; a colleague's for a member: 403", async () => {
    const saved = await saveViaApi(analyst, orgA, "https://hidden.com/");
    await expectError(await otherAdmin.fetch(`/api/assessments/${saved.id}`), 404, "NOT_FOUND", "Assessment not found");
    await expectError(await member.fetch(`/api/assessments/${saved.id}`), 403, "FORBIDDEN");
    await expectError(await analyst.fetch(`/api/assessments/does-not-exist`), 404, "NOT_FOUND", "Assessment not found");
    expect((await signedOut.fetch(`/api/assessments/${saved.id}`)).status).toBe(401);
  });

  it("a member sees their own", async () => {
    const own = await saveViaApi(member, orgA, "https://mine.com/");
    expect((await member.fetch(`/api/assessments/${own.id}`)).status).toBe(200);
  });

  it("an analysis that no longer parses reads as null, not a 500", async () => {
    const row = await seedAssessment(orgA, analyst.userId, {
      url: "https://old-format.com/",
      analysis: '{"old":true}',
      analyzedPages: "not json",
    });
    const a = await get(analyst, row.id);
    expect(a.analysis).toBeNull();
    expect(a.analyzed_pages).toBeNull();
  });
});

describe("PATCH /api/assessments/:id", () => {
  it("changes the metadata given and leaves the rest", async () => {
    const saved = await saveViaApi(analyst, orgA, "https://patch.com/", { tool_name: "Patch", department: "IT" });
    const res = await analyst.json("PATCH", `/api/assessments/${saved.id}`, {
      tool_name: "Patched",
      category_id: "cat-security",
      priority: "urgent",
    });
    expect(res.status).toBe(200);
    const { assessment } = AssessmentResponse.parse(await res.json());
    expect(assessment).toMatchObject({
      tool_name: "Patched",
      category_name: "Security",
      priority: "urgent",
      department: "IT",
      version: saved.version + 1,
    });
    const cleared = AssessmentResponse.parse(
      await (await analyst.json("PATCH", `/api/assessments/${saved.id}`, { department: "", category_id: null })).json(),
    );
    expect(cleared.assessment).toMatchObject({ department: null, category_id: null, tool_name: "Patched" });
  });

  it("archives and restores; archiving keeps the approval", async () => {
    const saved = await saveViaApi(analyst, orgA, "https://archive.com/");
    const archived = AssessmentResponse.parse(
      await (await admin.json("PATCH", `/api/assessments/${saved.id}`, { status: "archived" })).json(),
    );
    expect(archived.assessment).toMatchObject({ status: "archived", approval_status: "pending" });
    const restored = AssessmentResponse.parse(
      await (await admin.json("PATCH", `/api/assessments/${saved.id}`, { status: "active" })).json(),
    );
    expect(restored.assessment.status).toBe("pending_review");
  });

  it("analysts and members archive their own while it waits for review, not after a decision; reviewers never", async () => {
    const own = await saveViaApi(member, orgA, "https://own-archive.com/");
    await expectError(
      await reviewer.json("PATCH", `/api/assessments/${own.id}`, { status: "archived" }),
      403,
      "FORBIDDEN",
    );
    const theirs = await saveViaApi(admin, orgA, "https://admins.com/");
    await expectError(
      await analyst.json("PATCH", `/api/assessments/${theirs.id}`, { status: "archived" }),
      403,
      "FORBIDDEN",
    );
    await db()
      .update(orgRiskAssessmentsTable)
      .set({ approvalStatus: "approved" })
      .where(eq(orgRiskAssessmentsTable.id, own.id));
    await expectError(
      await member.json("PATCH", `/api/assessments/${own.id}`, { status: "archived" }),
      403,
      "FORBIDDEN",
    );
    await db()
      .update(orgRiskAssessmentsTable)
      .set({ approvalStatus: "pending" })
      .where(eq(orgRiskAssessmentsTable.id, own.id));
    expect((await member.json("PATCH", `/api/assessments/${own.id}`, { status: "archived" })).status).toBe(200);
  });

  it("a viewer cannot change anything (403); another organization gets 404", async () => {
    const saved = await saveViaApi(analyst, orgA, "https://no-touch.com/");
    await expectError(
      await viewer.json("PATCH", `/api/assessments/${saved.id}`, { tool_name: "Mine now" }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await otherAdmin.json("PATCH", `/api/assessments/${saved.id}`, { tool_name: "Mine now" }),
      404,
      "NOT_FOUND",
    );
    expect((await get(analyst, saved.id)).tool_name).toBeNull();
  });

  it.each([
    { status: "deleted" },
    { status: "completed" },
    { priority: "high" },
    { tool_name: "x".repeat(201) },
    { category_id: "cat-nope" },
  ])("refuses %j with 400", async (body) => {
    const saved = await saveViaApi(analyst, orgA, `https://bad-patch-${crypto.randomUUID().slice(0, 6)}.com/`);
    await expectError(await analyst.json("PATCH", `/api/assessments/${saved.id}`, body), 400, "INVALID_REQUEST");
  });
});

describe("POST /api/assessments/:id/reanalyze", () => {
  async function reanalyze(caller: Caller, id: string) {
    const res = await caller.fetch(`/api/assessments/${id}/reanalyze`, { method: "POST" });
    expect(res.status).toBe(202);
    return ReanalyzeResponse.parse(await res.json()).job_id;
  }

  /** What the analysis Worker does with the job. */
  async function finishJob(jobId: string, outcome: { analysis?: ReturnType<typeof analysisFor>; error?: string }) {
    await claimJob(db(), "org", jobId, new Date());
    if (outcome.analysis)
      expect(await completeAnalysisJob(db(), "org", jobId, outcome.analysis, new Date())).toBe(true);
    else expect(await failAnalysisJob(db(), "org", jobId, outcome.error!, new Date())).toBe(true);
  }

  it("starts a fresh org job of the same address, uses a unit, and marks the assessment processing", async () => {
    const saved = await saveViaApi(analyst, orgA, "https://again.com/pricing");
    const before = await usageOf(orgA);
    const jobId = await reanalyze(analyst, saved.id);
    const [job] = await db().select().from(orgAnalysisJobsTable).where(eq(orgAnalysisJobsTable.id, jobId));
    expect(job).toMatchObject({
      url: "https://again.com/pricing",
      organizationId: orgA,
      userId: analyst.userId,
      status: "pending",
    });
    expect((await usageOf(orgA)).used).toBe(before.used + 1);
    expect(await get(analyst, saved.id)).toMatchObject({
      status: "processing",
      reanalysis: { job_id: jobId, error_message: null },
    });
    // Asking again while it runs follows the same job, without another unit.
    expect(await reanalyze(analyst, saved.id)).toBe(jobId);
    expect((await usageOf(orgA)).used).toBe(before.used + 1);
    // The job can be followed.
    expect((await analyst.fetch(`/api/jobs/${jobId}`)).status).toBe(200);
  });

  it("when the job completes with a changed report, the assessment gets it and goes back to review; decisions stay", async () => {
    const saved = await saveViaApi(
      analyst,
      orgA,
      "https://changes.com/",
      {},
      analysisFor("https://changes.com/", { score: 2 }),
    );
    await db()
      .update(orgRiskAssessmentsTable)
      .set({ approvalStatus: "approved", status: "completed" })
      .where(eq(orgRiskAssessmentsTable.id, saved.id));
    await db().insert(assessmentApprovalsTable).values({
      id: crypto.randomUUID(),
      assessmentId: saved.id,
      organizationId: orgA,
      reviewerId: admin.userId,
      status: "approved",
      createdAt: new Date().toISOString(),
    });
    const jobId = await reanalyze(admin, saved.id);
    await finishJob(jobId, { analysis: analysisFor("https://changes.com/", { score: 8.5, vendor: "Changed Vendor" }) });
    const after = await get(admin, saved.id);
    expect(after).toMatchObject({
      status: "pending_review",
      approval_status: "pending",
      overall_score: 8.5,
      risk_level: "high",
      vendor_name: "Changed Vendor",
      job_id: jobId,
      reanalysis: { job_id: null, error_message: null },
      created_by: analyst.userId,
    });
    // The decision stays; the product's return to review is its own entry.
    const history = await db()
      .select()
      .from(assessmentApprovalsTable)
      .where(eq(assessmentApprovalsTable.assessmentId, saved.id));
    expect(history.map((h) => [h.status, h.actorKind]).sort()).toEqual([
      ["approved", "user"],
      ["reopened", "system"],
    ]);
  });

  it("an unchanged report keeps the decision", async () => {
    const saved = await saveViaApi(analyst, orgA, "https://same.com/");
    await db()
      .update(orgRiskAssessmentsTable)
      .set({ approvalStatus: "approved", status: "completed" })
      .where(eq(orgRiskAssessmentsTable.id, saved.id));
    const jobId = await reanalyze(analyst, saved.id);
    await finishJob(jobId, {
      analysis: { ...analysisFor("https://same.com/"), analyzed_at: "2026-12-01T00:00:00.000Z" },
    });
    expect(await get(analyst, saved.id)).toMatchObject({
      status: "completed",
      approval_status: "approved",
      analyzed_at: "2026-12-01T00:00:00.000Z",
    });
  });

  it("a failed job keeps the analysis and marks the assessment failed with the reason; a new run clears it", async () => {
    const saved = await saveViaApi(
      analyst,
      orgA,
      "https://fails.com/",
      {},
      analysisFor("https://fails.com/", { score: 4 }),
    );
    const jobId = await reanalyze(analyst, saved.id);
    await finishJob(jobId, { error: "Could not reach fails.com" });
    const after = await get(analyst, saved.id);
    expect(after).toMatchObject({
      status: "failed",
      overall_score: 4,
      reanalysis: { job_id: null, error_message: "Could not reach fails.com" },
    });
    const again = await reanalyze(analyst, saved.id);
    expect(again).not.toBe(jobId);
    expect(await get(analyst, saved.id)).toMatchObject({
      status: "processing",
      reanalysis: { job_id: again, error_message: null },
    });
  });

  it("settling is idempotent, and a finished job that never reached the assessment heals on the next read", async () => {
    const saved = await saveViaApi(
      analyst,
      orgA,
      "https://heals.com/",
      {},
      analysisFor("https://heals.com/", { score: 3 }),
    );
    const jobId = await reanalyze(analyst, saved.id);
    // The job completes without the consumer's settle step (as if that call was lost).
    const j = orgAnalysisJobsTable;
    await db()
      .update(j)
      .set({ status: "completed", result: JSON.stringify(analysisFor("https://heals.com/", { score: 6 })) })
      .where(eq(j.id, jobId));
    const healed = await get(analyst, saved.id);
    expect(healed).toMatchObject({ status: "pending_review", overall_score: 6, reanalysis: { job_id: null } });
    expect(await settleReanalysis(db(), jobId, new Date())).toBeNull();
    expect((await get(analyst, saved.id)).version).toBe(healed.version);
  });

  it("an archived assessment must be restored first (409); it stays archived if archived while running", async () => {
    const saved = await saveViaApi(analyst, orgA, "https://archived-run.com/");
    const jobId = await reanalyze(admin, saved.id);
    await admin.json("PATCH", `/api/assessments/${saved.id}`, { status: "archived" });
    await finishJob(jobId, { analysis: analysisFor("https://archived-run.com/", { score: 9 }) });
    expect(await get(admin, saved.id)).toMatchObject({ status: "archived", overall_score: 9 });
    await expectError(
      await admin.fetch(`/api/assessments/${saved.id}/reanalyze`, { method: "POST" }),
      409,
      "CONFLICT",
      "archived",
    );
  });

  it("viewers and a member on a colleague's 403, another organization's 404, signed out 401", async () => {
    const saved = await saveViaApi(analyst, orgA, "https://guarded.com/");
    await expectError(
      await viewer.fetch(`/api/assessments/${saved.id}/reanalyze`, { method: "POST" }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await member.fetch(`/api/assessments/${saved.id}/reanalyze`, { method: "POST" }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await otherAdmin.fetch(`/api/assessments/${saved.id}/reanalyze`, { method: "POST" }),
      404,
      "NOT_FOUND",
    );
    expect((await signedOut.fetch(`/api/assessments/${saved.id}/reanalyze`, { method: "POST" })).status).toBe(401);
  });
});

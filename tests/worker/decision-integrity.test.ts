/**
 * Decisions bound to what was decided: an edit of what a decision is about sends a decided
 * assessment back to review (audited with old and new values, deciders notified); a decision
 * names the version it decides; four eyes, with the only admin's self-approval marked; an
 * organization may require two approvals for high-risk tools.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organizationsTable } from "@core/db/schema";
import { AssessmentResponse } from "@core/contract/assessments";
import { DecisionResponse } from "@core/contract/review";
import { exportAssessmentPdf, type PdfReport } from "@core/domain/assessments/export-assessment-pdf";
import { settingsReader } from "@core/domain/settings/settings-reader";
import { env } from "cloudflare:workers";
import { db } from "./helpers";
import { seedOrg, seedUser, type Caller } from "./seeded-callers";
import {
  assessmentBy,
  assessmentRow,
  auditOf,
  decisionsOn,
  notificationsOf,
  reviewOrg,
  type ReviewOrg,
} from "./review-support";

const patch = (caller: Caller, id: string, body: unknown) => caller.json("PATCH", `/api/assessments/${id}`, body);
const decide = (caller: Caller, id: string, body: unknown) =>
  caller.json("POST", `/api/assessments/${id}/decisions`, body);

async function errorOf(res: Response, status: number) {
  expect(res.status).toBe(status);
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe("an edit of what was decided sends the assessment back to review", () => {
  let org: ReviewOrg;
  it("approved, purpose changed from public blog drafts to customer PII: pending again, audited with old and new, deciders told", async () => {
    org = await reviewOrg("Bound Org");
    const a = await assessmentBy(org, org.analyst, {
      requestedPurpose: "public blog drafts",
      approvalStatus: "approved",
      status: "completed",
    });
    const res = await patch(org.analyst, a.id, { requested_purpose: "customer PII and contracts" });
    expect(res.status).toBe(200);
    const { assessment } = AssessmentResponse.parse(await res.json());
    expect(assessment).toMatchObject({
      approval_status: "pending",
      status: "pending_review",
      requested_purpose: "customer PII and contracts",
    });
    expect(assessment.version).toBe(a.version + 2);

    const [entry] = await auditOf(a.id, "ASSESSMENT_UPDATED");
    expect(entry).toMatchObject({ userId: org.analyst.userId, organizationId: org.orgId });
    expect(JSON.parse(entry!.details!)).toMatchObject({
      fields: ["requested_purpose"],
      changes: { requested_purpose: { old: "public blog drafts", new: "customer PII and contracts" } },
      reopened: true,
    });
    const history = await decisionsOn(a.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      status: "reopened",
      actorKind: "user",
      reviewerId: org.analyst.userId,
      assessmentVersion: a.version,
      reason: 'Purpose changed from "public blog drafts" to "customer PII and contracts"',
    });
    for (const decider of [org.admin, org.reviewer]) {
      expect((await notificationsOf(decider)).map((n) => [n.type, n.title])).toContainEqual([
        "approval_requested",
        "Back in review",
      ]);
    }
    expect(await notificationsOf(org.analyst)).toHaveLength(0);
  });

  it.each([
    ["tool_name", { tool_name: "Renamed Tool" }, "rejected"],
    ["department", { department: "Finance" }, "changes_requested"],
    ["priority", { priority: "urgent" }, "approved"],
    ["category_id", { category_id: "cat-ai-machine-learning" }, "approved"],
  ] as const)("%s of a decided assessment too (%j, was %s)", async (_field, body, decided) => {
    const a = await assessmentBy(org, org.admin, { approvalStatus: decided, status: "completed" });
    const { assessment } = AssessmentResponse.parse(await (await patch(org.admin, a.id, body)).json());
    expect(assessment.approval_status).toBe("pending");
    expect((await decisionsOn(a.id)).map((d) => d.status)).toEqual(["reopened"]);
  });

  it("the same values again change nothing; a pending assessment's edit is audited and stays pending", async () => {
    const same = await assessmentBy(org, org.admin, {
      department: "Legal",
      approvalStatus: "approved",
      status: "completed",
    });
    const res = await patch(org.admin, same.id, { department: "Legal" });
    expect(AssessmentResponse.parse(await res.json()).assessment.approval_status).toBe("approved");
    expect(await auditOf(same.id, "ASSESSMENT_UPDATED")).toEqual([]);

    const pending = await assessmentBy(org, org.analyst, { toolName: "Draft" });
    await patch(org.analyst, pending.id, { tool_name: "Draft 2" });
    expect((await assessmentRow(pending.id)).approvalStatus).toBe("pending");
    expect(await decisionsOn(pending.id)).toEqual([]);
    const [entry] = await auditOf(pending.id, "ASSESSMENT_UPDATED");
    expect(JSON.parse(entry!.details!).changes).toEqual({ tool_name: { old: "Draft", new: "Draft 2" } });
  });
});

describe("a decision names the version it decides", () => {
  it("a stale version: 409 with what to do, nothing written; the current one is recorded in the history", async () => {
    const org = await reviewOrg("Version Org");
    const a = await assessmentBy(org, org.analyst);
    await patch(org.analyst, a.id, { department: "Sales" });
    const error = await errorOf(await decide(org.reviewer, a.id, { status: "approved", version: a.version }), 409);
    expect(error.message).toBe(
      `This assessment changed since you opened it (you looked at version ${a.version}; it is now version ${a.version + 1}). Reload it to see what changed, then decide again.`,
    );
    expect(await decisionsOn(a.id)).toEqual([]);
    const ok = await decide(org.reviewer, a.id, { status: "approved", version: a.version + 1 });
    expect(ok.status).toBe(201);
    expect(DecisionResponse.parse(await ok.json()).decision.assessment_version).toBe(a.version + 1);
  });
});

describe("four eyes", () => {
  it("nobody decides an assessment they created while someone else may (403), reviewers and admins alike", async () => {
    const org = await reviewOrg("Eyes Org");
    const byAdmin = await assessmentBy(org, org.admin);
    const byReviewer = await assessmentBy(org, org.reviewer);
    for (const [caller, id] of [
      [org.admin, byAdmin.id],
      [org.reviewer, byReviewer.id],
    ] as const) {
      for (const status of ["approved", "rejected"]) {
        const error = await errorOf(await decide(caller, id, { status, comments: "Mine" }), 403);
        expect(error.message).toMatch(/another reviewer must decide it/);
      }
      expect(await decisionsOn(id)).toEqual([]);
    }
    expect((await decide(org.reviewer, byAdmin.id, { status: "approved" })).status).toBe(201);
    const detail = AssessmentResponse.parse(await (await org.admin.fetch(`/api/assessments/${byReviewer.id}`)).json());
    expect(detail.assessment.review.self_approval_allowed).toBe(false);
  });

  it("the only admin of an organization without reviewers may: marked self-approved in history, audit and PDF", async () => {
    const orgId = await seedOrg("Solo Org");
    const solo = await seedUser(orgId, ["admin"], { name: "Sol Admin" });
    await seedUser(orgId, ["analyst"], { name: "Ana Lyst" });
    const a = await assessmentBy({ orgId } as ReviewOrg, solo);
    const detail = AssessmentResponse.parse(await (await solo.fetch(`/api/assessments/${a.id}`)).json());
    expect(detail.assessment.review.self_approval_allowed).toBe(true);

    const res = await decide(solo, a.id, { status: "approved", version: a.version });
    expect(res.status).toBe(201);
    expect(DecisionResponse.parse(await res.json()).decision).toMatchObject({ self_approved: true });
    const [entry] = await auditOf(a.id, "ASSESSMENT_APPROVED");
    expect(entry).toMatchObject({ severity: "warning" });
    expect(JSON.parse(entry!.details!)).toMatchObject({ self_approved: true });

    const reports: PdfReport[] = [];
    await exportAssessmentPdf(
      {
        db: db(),
        clock: () => new Date(),
        settings: settingsReader({ db: db(), now: () => Date.now(), env: env as never }),
        cache: env.CACHE,
        render: async (report) => {
          reports.push(report);
          return new Uint8Array([37, 80, 68, 70]);
        },
      },
      {
        kind: "user",
        clientKey: "k",
        userId: solo.userId,
        organizationId: orgId,
        roles: ["admin"],
        isSuperAdmin: false,
      },
      a.id,
    );
    expect(reports[0]!.metadata!.decision).toMatchObject({ by: "Sol Admin", selfApproved: true });
  });
});

describe("two approvals for high-risk tools", () => {
  it("with the setting on, a high-risk tool needs two different reviewers; a low-risk one, one; a rejection decides at once", async () => {
    const org = await reviewOrg("Two Org");
    const second = await seedUser(org.orgId, ["reviewer"], { name: "Sue Second" });
    const res = await org.admin.json("PATCH", "/api/organization", { name: "Two Org", require_two_approvals: true });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { require_two_approvals: boolean }).require_two_approvals).toBe(true);

    const risky = await assessmentBy(org, org.analyst, { overallScore: 8, riskLevel: "high" });
    const first = await decide(org.reviewer, risky.id, { status: "approved", version: risky.version });
    expect(first.status).toBe(201);
    const after = DecisionResponse.parse(await first.json()).assessment;
    expect(after).toMatchObject({ approval_status: "pending", version: risky.version });
    expect(after.review).toMatchObject({ approvals_required: 2, approvals: [{ reviewer_id: org.reviewer.userId }] });
    expect(await notificationsOf(org.analyst)).toEqual([]); // not decided yet

    const twice = await errorOf(await decide(org.reviewer, risky.id, { status: "approved" }), 409);
    expect(twice.message).toMatch(/second reviewer must approve/);
    const done = await decide(second, risky.id, { status: "approved", version: risky.version });
    expect(DecisionResponse.parse(await done.json()).assessment.approval_status).toBe("approved");
    expect((await notificationsOf(org.analyst)).map((n) => n.type)).toEqual(["approval_granted"]);

    const calm = await assessmentBy(org, org.analyst, { overallScore: 2 });
    const one = await decide(org.reviewer, calm.id, { status: "approved" });
    expect(DecisionResponse.parse(await one.json()).assessment.approval_status).toBe("approved");

    const refused = await assessmentBy(org, org.analyst, { overallScore: 9, riskLevel: "critical" });
    const no = await decide(org.reviewer, refused.id, { status: "rejected", comments: "Too risky" });
    expect(DecisionResponse.parse(await no.json()).assessment.approval_status).toBe("rejected");
  });

  it("an edit between the two approvals starts the count again", async () => {
    const org = await reviewOrg("Recount Org");
    await db()
      .update(organizationsTable)
      .set({ requireTwoApprovals: true })
      .where(eq(organizationsTable.id, org.orgId));
    const second = await seedUser(org.orgId, ["reviewer"], { name: "Sue Second" });
    const a = await assessmentBy(org, org.analyst, { overallScore: 7.5, riskLevel: "high" });
    await decide(org.reviewer, a.id, { status: "approved" });
    await patch(org.analyst, a.id, { department: "Ops" });
    const res = await decide(second, a.id, { status: "approved" });
    const { assessment } = DecisionResponse.parse(await res.json());
    expect(assessment.approval_status).toBe("pending");
    expect(assessment.review.approvals.map((x) => x.reviewer_id)).toEqual([second.userId]);
  });
});

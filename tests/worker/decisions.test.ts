/**
 * Decisions on saved assessments: POST and GET
 * /api/assessments/{id}/decisions and POST /api/assessments/{id}/resubmit.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orgRiskAssessmentsTable } from "@core/db/schema";
import { decideAssessment } from "@core/domain/decisions/decide-assessment";
import { AssessmentResponse } from "@core/contract/assessments";
import { DecisionList, DecisionResponse } from "@core/contract/review";
import { db } from "./helpers";
import { seedUser, signedOut, type Caller } from "./seeded-callers";
import {
  assessmentBy,
  assessmentRow,
  auditOf,
  decisionsOn,
  expectError,
  mailsTo,
  notificationsOf,
  reviewOrg,
  setSwitches,
  type ReviewOrg,
} from "./review-support";

let org: ReviewOrg;
let other: ReviewOrg;

beforeAll(async () => {
  org = await reviewOrg("Decide Co");
  other = await reviewOrg("Other Co");
});

const decide = (caller: Caller, id: string, body: unknown) =>
  caller.json("POST", `/api/assessments/${id}/decisions`, body);
const history = async (caller: Caller, id: string) =>
  DecisionList.parse(await (await caller.fetch(`/api/assessments/${id}/decisions`)).json()).items;

describe("POST /api/assessments/{id}/decisions", () => {
  it("approves without a comment: 201 with the decision and the assessment; the creator is notified; audited", async () => {
    const a = await assessmentBy(org, org.member, { toolName: "Slack" });
    const res = await decide(org.reviewer, a.id, { status: "approved" });
    expect(res.status).toBe(201);
    const body = DecisionResponse.parse(await res.json());
    expect(body.decision).toMatchObject({
      assessment_id: a.id,
      reviewer_id: org.reviewer.userId,
      reviewer_name: "Rita Reviewer",
      status: "approved",
      comments: null,
    });
    expect(body.decision.approved_at).toBe(body.decision.created_at);
    expect(body.assessment).toMatchObject({
      id: a.id,
      approval_status: "approved",
      status: "completed",
      version: a.version + 1,
    });

    const [note] = await notificationsOf(org.member);
    expect(note).toMatchObject({
      type: "approval_granted",
      title: "Assessment approved",
      message: "Your risk assessment for Slack has been approved",
      link: `/dashboard/assessments/${a.id}`,
      read: false,
      organizationId: org.orgId,
    });
    const mail = (await mailsTo(org.member)).find((m) => m.subject === "Slack: assessment approved");
    expect(mail?.textBody).toContain("Your risk assessment for Slack has been approved.");
    expect(mail?.textBody).toContain("Decided by Rita Reviewer.");
    expect(mail?.textBody).toContain(`/dashboard/assessments/${a.id}`);
    const [audit] = await auditOf(a.id, "ASSESSMENT_APPROVED");
    expect(audit).toMatchObject({ userId: org.reviewer.userId, organizationId: org.orgId, resourceType: "assessment" });
    expect(JSON.parse(audit!.details!)).toMatchObject({
      status: "approved",
      tool: "Slack",
      decision_id: body.decision.id,
    });
  });

  it("rejects with a comment: approval_denied, the product's title and message, the tool's address when it has no name", async () => {
    const a = await assessmentBy(org, org.member, { toolName: null, url: "https://no-name-tool.example.com/" });
    const res = await decide(org.admin, a.id, { status: "rejected", comments: "  Stores data outside the EU.  " });
    expect(res.status).toBe(201);
    const body = DecisionResponse.parse(await res.json());
    expect(body.decision).toMatchObject({
      status: "rejected",
      comments: "Stores data outside the EU.",
      approved_at: null,
    });
    expect(body.assessment.approval_status).toBe("rejected");
    const note = (await notificationsOf(org.member)).find((n) => n.link === `/dashboard/assessments/${a.id}`);
    expect(note).toMatchObject({
      type: "approval_denied",
      title: "Assessment rejected",
      message: "Your risk assessment for https://no-name-tool.example.com/ has been rejected",
    });
    expect(await auditOf(a.id, "ASSESSMENT_REJECTED")).toHaveLength(1);
  });

  it("requests changes with a comment: approval_denied, 'changes requested', the comment in the e-mail", async () => {
    const a = await assessmentBy(org, org.analyst, { toolName: "Notion" });
    const res = await decide(org.reviewer, a.id, {
      status: "changes_requested",
      comments: "Which department uses it?",
    });
    expect(res.status).toBe(201);
    expect((await assessmentRow(a.id)).approvalStatus).toBe("changes_requested");
    const [note] = await notificationsOf(org.analyst);
    expect(note).toMatchObject({
      type: "approval_denied",
      title: "Assessment changes requested",
      message: "Your risk assessment for Notion has been returned with changes requested",
    });
    const mail = (await mailsTo(org.analyst)).find((m) => m.subject === "Notion: assessment changes requested");
    expect(mail?.textBody).toContain("Which department uses it?");
    expect(mail?.textBody).toContain("resubmit it for review");
  });

  it("refuses to reject or request changes without a comment (400 COMMENT_REQUIRED) and writes nothing", async () => {
    const a = await assessmentBy(org, org.member);
    for (const body of [
      { status: "rejected" },
      { status: "rejected", comments: "" },
      { status: "changes_requested", comments: " \n\t " },
      { status: "changes_requested", comments: null },
    ]) {
      await expectError(await decide(org.reviewer, a.id, body), 400, "COMMENT_REQUIRED", /comment is required/);
    }
    expect(await decisionsOn(a.id)).toHaveLength(0);
    expect((await assessmentRow(a.id)).approvalStatus).toBe("pending");
    expect(await auditOf(a.id)).toHaveLength(0);
  });

  it("refuses bad input with 400", async () => {
    const a = await assessmentBy(org, org.member);
    await expectError(await decide(org.reviewer, a.id, { status: "maybe" }), 400, "INVALID_REQUEST");
    await expectError(await decide(org.reviewer, a.id, {}), 400, "INVALID_REQUEST");
    await expectError(
      await decide(org.reviewer, a.id, { status: "approved", comments: "x".repeat(2001) }),
      400,
      "INVALID_REQUEST",
      /at most 2000/,
    );
  });

  it("only a pending assessment can be decided: 409 for a decided one, and nothing more is written", async () => {
    const a = await assessmentBy(org, org.member);
    expect((await decide(org.reviewer, a.id, { status: "approved" })).status).toBe(201);
    await expectError(
      await decide(org.admin, a.id, { status: "rejected", comments: "Too late" }),
      409,
      "CONFLICT",
      /already approved/,
    );
    expect(await decisionsOn(a.id)).toHaveLength(1);
    expect((await assessmentRow(a.id)).approvalStatus).toBe("approved");
    expect((await notificationsOf(org.member)).filter((n) => n.link?.endsWith(a.id))).toHaveLength(1);

    const archived = await assessmentBy(org, org.member, { status: "archived" });
    await expectError(await decide(org.reviewer, archived.id, { status: "approved" }), 409, "CONFLICT", /archived/);
  });

  it("with a version, refuses when the assessment changed since (409)", async () => {
    const a = await assessmentBy(org, org.member);
    await expectError(
      await decide(org.reviewer, a.id, { status: "approved", version: a.version + 5 }),
      409,
      "CONFLICT",
      /changed since/,
    );
    expect((await decide(org.reviewer, a.id, { status: "approved", version: a.version })).status).toBe(201);
  });

  it("keeps the status of an assessment whose re-analysis runs", async () => {
    const a = await assessmentBy(org, org.member, { status: "processing", reanalysisJobId: "job-running" });
    const res = await decide(org.reviewer, a.id, { status: "approved" });
    expect(DecisionResponse.parse(await res.json()).assessment).toMatchObject({
      status: "processing",
      approval_status: "approved",
    });
  });

  it("who may decide: admins and reviewers (201); analysts, members, viewers 403; another organization 404; signed out 401", async () => {
    const a = await assessmentBy(org, org.member);
    for (const caller of [org.analyst, org.member, org.viewer]) {
      await expectError(
        await decide(caller, a.id, { status: "approved" }),
        403,
        "FORBIDDEN",
        /approve, reject or request changes/,
      );
    }
    await expectError(
      await decide(other.admin, a.id, { status: "approved" }),
      404,
      "NOT_FOUND",
      "Assessment not found",
    );
    await expectError(await decide(org.admin, "no-such-assessment", { status: "approved" }), 404, "NOT_FOUND");
    await expectError(await decide(signedOut, a.id, { status: "approved" }), 401, "UNAUTHENTICATED");
    const waiting = await seedUser(null, [], { status: "pending_approval" });
    await expectError(await decide(waiting, a.id, { status: "approved" }), 403, "FORBIDDEN");
    const suspended = await seedUser(org.orgId, ["admin"], { suspended: true });
    await expectError(await decide(suspended, a.id, { status: "approved" }), 401, "UNAUTHENTICATED");
    expect(await decisionsOn(a.id)).toHaveLength(0);
  });

  it("two deciders at once: one wins (201), the other gets 409 and nothing of theirs is written", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await assessmentBy(org, org.member);
      const [first, second] = await Promise.all([
        decide(org.reviewer, a.id, { status: "approved" }),
        decide(org.admin, a.id, { status: "approved" }),
      ]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const winner = first.status === 201 ? org.reviewer : org.admin;
      const decisions = await decisionsOn(a.id);
      expect(decisions.map((d) => d.reviewerId)).toEqual([winner.userId]);
      expect(await auditOf(a.id, "ASSESSMENT_APPROVED")).toHaveLength(1);
      expect((await notificationsOf(org.member)).filter((n) => n.link?.endsWith(a.id))).toHaveLength(1);
      expect((await assessmentRow(a.id)).version).toBe(a.version + 1);
    }
  });

  it("a decision that loses the race inside its batch writes none of its effects and answers 409", async () => {
    const a = await assessmentBy(org, org.member);
    const real = db();
    // Another reviewer's decision lands between our read and our batch.
    const racing = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop !== "batch") return Reflect.get(target, prop, receiver);
        return async (queries: Parameters<typeof real.batch>[0]) => {
          await real
            .update(orgRiskAssessmentsTable)
            .set({ approvalStatus: "rejected" })
            .where(eq(orgRiskAssessmentsTable.id, a.id));
          return real.batch(queries);
        };
      },
    });
    const reviewer = {
      kind: "user" as const,
      clientKey: "k",
      userId: org.reviewer.userId,
      organizationId: org.orgId,
      roles: ["reviewer"],
      isSuperAdmin: false,
    };
    const err = await decideAssessment({ db: racing, clock: () => new Date() }, reviewer, a.id, {
      status: "approved",
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: "CONFLICT" });
    expect(await decisionsOn(a.id)).toHaveLength(0);
    expect(await auditOf(a.id)).toHaveLength(0);
    expect((await notificationsOf(org.member)).filter((n) => n.link?.endsWith(a.id))).toHaveLength(0);
    expect((await mailsTo(org.member)).filter((m) => m.textBody.includes(a.id))).toHaveLength(0);
    expect((await assessmentRow(a.id)).approvalStatus).toBe("rejected");
  });

  it("obeys the creator's Approval Requests switch for the e-mail; the in-app notification always comes", async () => {
    const quiet = await seedUser(org.orgId, ["member"], { name: "Quiet Member" });
    await setSwitches(quiet, { approvalRequests: false });
    const a = await assessmentBy(org, quiet, { toolName: "Quiet Tool" });
    expect((await decide(org.reviewer, a.id, { status: "approved" })).status).toBe(201);
    expect(await notificationsOf(quiet)).toHaveLength(1);
    expect(await mailsTo(quiet)).toHaveLength(0);
  });
});

describe("GET /api/assessments/{id}/decisions", () => {
  it("lists the history newest first with who, when, decision and comment; whoever can see the assessment", async () => {
    const a = await assessmentBy(org, org.member, { toolName: "History Tool" });
    expect(
      (await decide(org.reviewer, a.id, { status: "changes_requested", comments: "Add the department" })).status,
    ).toBe(201);
    expect((await org.member.fetch(`/api/assessments/${a.id}/resubmit`, { method: "POST" })).status).toBe(200);
    expect((await decide(org.admin, a.id, { status: "approved", comments: "Fine now" })).status).toBe(201);

    const items = await history(org.member, a.id);
    expect(items.map((d) => [d.status, d.reviewer_name, d.comments])).toEqual([
      ["approved", "Ada Admin", "Fine now"],
      ["changes_requested", "Rita Reviewer", "Add the department"],
    ]);
    expect(items[0]!.created_at >= items[1]!.created_at).toBe(true);
    expect(await history(org.viewer, a.id)).toHaveLength(2);
    expect(await history(org.analyst, a.id)).toHaveLength(2);
  });

  it("an empty history is an empty list; members cannot see colleagues' assessments (403); other organizations 404", async () => {
    const mine = await assessmentBy(org, org.member);
    expect(await history(org.member, mine.id)).toEqual([]);
    const theirs = await assessmentBy(org, org.analyst);
    await expectError(await org.member.fetch(`/api/assessments/${theirs.id}/decisions`), 403, "FORBIDDEN");
    await expectError(await other.admin.fetch(`/api/assessments/${mine.id}/decisions`), 404, "NOT_FOUND");
    await expectError(await signedOut.fetch(`/api/assessments/${mine.id}/decisions`), 401, "UNAUTHENTICATED");
  });
});

describe("POST /api/assessments/{id}/resubmit", () => {
  const resubmit = (caller: Caller, id: string) => caller.fetch(`/api/assessments/${id}/resubmit`, { method: "POST" });

  it("the requester resubmits after changes were requested: pending again, those who decide are notified, audited", async () => {
    const a = await assessmentBy(org, org.member, {
      toolName: "Resubmitted Tool",
      approvalStatus: "changes_requested",
      status: "completed",
    });
    const res = await resubmit(org.member, a.id);
    expect(res.status).toBe(200);
    const { assessment } = AssessmentResponse.parse(await res.json());
    expect(assessment).toMatchObject({ approval_status: "pending", status: "pending_review", version: a.version + 1 });

    for (const decider of [org.admin, org.reviewer]) {
      const note = (await notificationsOf(decider)).find((n) => n.link === `/dashboard/assessments/${a.id}`);
      expect(note).toMatchObject({
        type: "approval_requested",
        title: "Resubmitted for review",
        message: "Max Member resubmitted Resubmitted Tool for review",
      });
      expect((await mailsTo(decider)).some((m) => m.subject === "Review requested: Resubmitted Tool")).toBe(true);
    }
    for (const bystander of [org.analyst, org.viewer, org.member]) {
      expect(
        (await notificationsOf(bystander)).filter((n) => n.link === `/dashboard/assessments/${a.id}`),
      ).toHaveLength(0);
    }
    expect(await auditOf(a.id, "ASSESSMENT_RESUBMITTED")).toHaveLength(1);
  });

  it("an admin may resubmit anyone's; the requester's colleagues may not (403); other organizations 404", async () => {
    const a = await assessmentBy(org, org.member, { approvalStatus: "changes_requested", status: "completed" });
    await expectError(await resubmit(org.reviewer, a.id), 403, "FORBIDDEN", /requested this assessment/);
    await expectError(await resubmit(org.analyst, a.id), 403, "FORBIDDEN");
    await expectError(await resubmit(org.viewer, a.id), 403, "FORBIDDEN");
    await expectError(await resubmit(other.admin, a.id), 404, "NOT_FOUND");
    await expectError(await resubmit(signedOut, a.id), 401, "UNAUTHENTICATED");
    expect((await resubmit(org.admin, a.id)).status).toBe(200);
    // The admin resubmitted: the reviewer is told, the admin is not told of their own action.
    expect((await notificationsOf(org.reviewer)).some((n) => n.link?.endsWith(a.id))).toBe(true);
    expect((await notificationsOf(org.admin)).some((n) => n.link?.endsWith(a.id))).toBe(false);
  });

  it("only after changes were requested (409): pending, approved, rejected, archived; twice at once, once", async () => {
    for (const approvalStatus of ["pending", "approved", "rejected"] as const) {
      const a = await assessmentBy(org, org.member, { approvalStatus });
      await expectError(await resubmit(org.member, a.id), 409, "CONFLICT", /requested changes/);
    }
    const archived = await assessmentBy(org, org.member, { approvalStatus: "changes_requested", status: "archived" });
    await expectError(await resubmit(org.member, archived.id), 409, "CONFLICT", /archived/);

    const a = await assessmentBy(org, org.member, { approvalStatus: "changes_requested", status: "completed" });
    const results = await Promise.all([resubmit(org.member, a.id), resubmit(org.admin, a.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditOf(a.id, "ASSESSMENT_RESUBMITTED")).toHaveLength(1);
    expect((await notificationsOf(org.reviewer)).filter((n) => n.link?.endsWith(a.id))).toHaveLength(1);
  });
});

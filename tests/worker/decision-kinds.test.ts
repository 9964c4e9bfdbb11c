/**
 * The decision kinds of the Safe-to-Try lane on POST /api/assessments/{id}/decisions: approved
 * with conditions, a trial granted or extended (once) by a reviewer, retiring a tool, a rejection
 * naming an approved alternative, and which decision applies in which state.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { AssessmentList, AssessmentResponse } from "@core/contract/assessments";
import { DecisionResponse } from "@core/contract/review";
import { DAY_MS } from "@core/contract/safe-to-try-rules";
import { renderPrintView } from "@worker/report-pdf/print-view";
import { sampleAnalysis } from "./helpers";
import { setPolicy } from "./lane-support";
import {
  assessmentBy,
  assessmentRow,
  auditOf,
  decisionsOn,
  expectError,
  mailsTo,
  notificationsOf,
  reviewOrg,
  type ReviewOrg,
} from "./review-support";
import type { Caller } from "./seeded-callers";

let org: ReviewOrg;
let other: ReviewOrg;

beforeAll(async () => {
  org = await reviewOrg("Kinds Co");
  other = await reviewOrg("Kinds Other Co");
  await setPolicy(org, { guardrails: ["No customer data"] });
});

const decide = (caller: Caller, id: string, body: unknown) =>
  caller.json("POST", `/api/assessments/${id}/decisions`, body);
const decided = async (caller: Caller, id: string, body: unknown) => {
  const res = await decide(caller, id, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return DecisionResponse.parse(await res.json());
};
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const day = (iso: string) => iso.slice(0, 10);

describe("approved_with_conditions", () => {
  it("needs at least one condition; they are recorded and shown wherever the tool appears", async () => {
    const a = await assessmentBy(org, org.member, { toolName: "Miro" });
    await expectError(
      await decide(org.reviewer, a.id, { status: "approved_with_conditions" }),
      400,
      "INVALID_REQUEST",
      /conditions: at least one condition is required/,
    );
    await expectError(
      await decide(org.reviewer, a.id, { status: "approved_with_conditions", conditions: [] }),
      400,
      "INVALID_REQUEST",
      /conditions/,
    );
    await expectError(
      await decide(org.reviewer, a.id, { status: "approved_with_conditions", conditions: ["  "] }),
      400,
      "INVALID_REQUEST",
      /conditions\.0: a condition cannot be blank/,
    );
    expect(await decisionsOn(a.id)).toHaveLength(0);

    const body = await decided(org.reviewer, a.id, {
      status: "approved_with_conditions",
      conditions: [" Design team only ", "No customer data on boards"],
      comments: "Fine for workshops.",
    });
    expect(body.decision).toMatchObject({
      status: "approved_with_conditions",
      conditions: ["Design team only", "No customer data on boards"],
      actor: "user",
    });
    expect(body.decision.approved_at).toBe(body.decision.created_at);
    expect(body.assessment).toMatchObject({
      decision_state: "approved_with_conditions",
      conditions: ["Design team only", "No customer data on boards"],
      expires_at: null,
    });
    const list = AssessmentList.parse(await (await org.member.fetch("/api/assessments?q=Miro")).json());
    expect(list.items[0]?.conditions).toEqual(["Design team only", "No customer data on boards"]);

    const [note] = await notificationsOf(org.member);
    expect(note).toMatchObject({
      type: "approval_granted",
      title: "Assessment approved with conditions",
      message: "Your risk assessment for Miro has been approved with conditions",
    });
    const mail = (await mailsTo(org.member)).find((m) => m.subject === "Miro: assessment approved with conditions");
    expect(mail?.textBody).toContain("Conditions:\n- Design team only\n- No customer data on boards");
    const [audit] = await auditOf(a.id, "ASSESSMENT_APPROVED_WITH_CONDITIONS");
    expect(JSON.parse(audit!.details!)).toMatchObject({
      conditions: ["Design team only", "No customer data on boards"],
    });
  });

  it("conditions, an expiry or an alternative on a decision of another kind: 400, nothing written", async () => {
    const a = await assessmentBy(org, org.member);
    await expectError(
      await decide(org.reviewer, a.id, { status: "approved", conditions: ["x"] }),
      400,
      "INVALID_REQUEST",
      /conditions: only an approval with conditions or a trial/,
    );
    await expectError(
      await decide(org.reviewer, a.id, { status: "approved", expires_at: inDays(3) }),
      400,
      "INVALID_REQUEST",
      /expires_at: only a trial/,
    );
    await expectError(
      await decide(org.reviewer, a.id, { status: "approved", alternative_assessment_id: a.id }),
      400,
      "INVALID_REQUEST",
      /alternative_assessment_id: only a rejection/,
    );
    expect(await decisionsOn(a.id)).toHaveLength(0);
  });
});

describe("trial granted by a reviewer", () => {
  it("needs an expiry in the future, within 90 days; a date means the end of that day", async () => {
    const a = await assessmentBy(org, org.member, { toolName: "Loom" });
    await expectError(
      await decide(org.reviewer, a.id, { status: "trial" }),
      400,
      "INVALID_REQUEST",
      /expires_at: a trial needs/,
    );
    for (const [expires_at, message] of [
      ["next week", /expires_at: not a date/],
      ["2026-02-30T25:00:00Z", /expires_at: not a date/],
      [inDays(-1), /expires_at: a trial must end in the future/],
      [inDays(92), /expires_at: a trial can last at most 90 days/],
    ] as const) {
      await expectError(
        await decide(org.reviewer, a.id, { status: "trial", expires_at }),
        400,
        "INVALID_REQUEST",
        message,
      );
    }
    const date = day(inDays(90));
    const body = await decided(org.reviewer, a.id, { status: "trial", expires_at: date });
    expect(body.decision).toMatchObject({
      status: "trial",
      actor: "user",
      reviewer_id: org.reviewer.userId,
      expires_at: `${date}T23:59:59.999Z`,
      policy_version: null,
      conditions: ["No customer data"],
    });
    expect(body.assessment).toMatchObject({
      decision_state: "trial",
      expires_at: `${date}T23:59:59.999Z`,
      conditions: ["No customer data"],
    });
    const [note] = await notificationsOf(org.member);
    expect(note).toMatchObject({
      type: "approval_granted",
      message: `Your risk assessment for Loom has been approved for a trial until ${date}`,
    });
    expect(await auditOf(a.id, "ASSESSMENT_TRIAL_GRANTED")).toHaveLength(1);
  });

  it("the reviewer's own guardrails replace the policy's", async () => {
    const a = await assessmentBy(org, org.member);
    const body = await decided(org.reviewer, a.id, {
      status: "trial",
      expires_at: inDays(10),
      conditions: ["Only the sales team"],
    });
    expect(body.assessment.conditions).toEqual(["Only the sales team"]);
  });

  it("is extended once: a second extension 409; the extension must end later; its guardrails are kept", async () => {
    const a = await assessmentBy(org, org.member, { toolName: "Pitch" });
    const first = await decided(org.reviewer, a.id, {
      status: "trial",
      expires_at: inDays(10),
      conditions: ["Keep it small"],
    });
    await expectError(
      await decide(org.admin, a.id, { status: "trial", expires_at: inDays(5) }),
      400,
      "INVALID_REQUEST",
      new RegExp(
        `expires_at: an extension must end after the current end of the trial \\(${day(first.decision.expires_at!)}\\)`,
      ),
    );
    const extended = await decided(org.admin, a.id, { status: "trial", expires_at: inDays(40) });
    expect(extended.assessment).toMatchObject({ decision_state: "trial", conditions: ["Keep it small"] });
    const [note] = await notificationsOf(org.member);
    expect(note).toMatchObject({
      title: "Trial extended",
      message: `The trial of Pitch has been extended until ${day(inDays(40))}`,
    });
    expect(await auditOf(a.id, "ASSESSMENT_TRIAL_EXTENDED")).toHaveLength(1);
    await expectError(
      await decide(org.reviewer, a.id, { status: "trial", expires_at: inDays(60) }),
      409,
      "CONFLICT",
      /already extended once/,
    );
    expect((await decisionsOn(a.id)).length).toBe(2);
  });

  it("two reviewers extending at once: one wins, the other 409", async () => {
    const a = await assessmentBy(org, org.member, {
      approvalStatus: "trial",
      status: "completed",
      trialExpiresAt: inDays(2),
    });
    const results = await Promise.all([
      decide(org.reviewer, a.id, { status: "trial", expires_at: inDays(20) }),
      decide(org.admin, a.id, { status: "trial", expires_at: inDays(21) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await decisionsOn(a.id)).toHaveLength(1);
  });
});

describe("which decision applies in which state", () => {
  it("a running trial may still be approved, rejected, sent back or retired", async () => {
    for (const body of [
      { status: "approved" },
      { status: "rejected", comments: "Not needed" },
      { status: "changes_requested", comments: "Which team?" },
      { status: "retired" },
      { status: "approved_with_conditions", conditions: ["Only marketing"] },
    ]) {
      const a = await assessmentBy(org, org.member, {
        approvalStatus: "trial",
        status: "completed",
        trialExpiresAt: inDays(5),
      });
      const res = await decided(org.reviewer, a.id, body);
      expect(res.assessment.decision_state).toBe(body.status);
      expect(res.assessment.expires_at).toBeNull();
    }
  });

  it("an ended trial needs approve, approve with conditions, extend, reject or retire; not 'changes requested'", async () => {
    const a = await assessmentBy(org, org.member, {
      approvalStatus: "trial_ended",
      status: "completed",
      trialExpiresAt: inDays(-1),
    });
    await expectError(
      await decide(org.reviewer, a.id, { status: "changes_requested", comments: "?" }),
      409,
      "CONFLICT",
      /at the end of its trial cannot be changes requested\. Choose one of: approved, approved with conditions, approved for a trial, rejected, retired/,
    );
    const extended = await decided(org.reviewer, a.id, { status: "trial", expires_at: inDays(14) });
    expect(extended.assessment.decision_state).toBe("trial");
  });

  it("an approved tool can only be retired; retiring keeps its history; a retired tool cannot be decided", async () => {
    const a = await assessmentBy(org, org.member, { toolName: "Old Tool" });
    await decided(org.reviewer, a.id, { status: "approved" });
    await expectError(
      await decide(org.reviewer, a.id, { status: "rejected", comments: "Too late" }),
      409,
      "CONFLICT",
      /already approved\. An approved tool can only be retired/,
    );
    const retired = await decided(org.admin, a.id, { status: "retired", comments: "Replaced by New Tool" });
    expect(retired.assessment).toMatchObject({ decision_state: "retired", status: "completed" });
    expect((await decisionsOn(a.id)).map((d) => d.status).sort()).toEqual(["approved", "retired"]);
    const [note] = await notificationsOf(org.member);
    expect(note).toMatchObject({
      type: "approval_denied",
      message: "Your risk assessment for Old Tool has been retired",
    });
    expect(await auditOf(a.id, "ASSESSMENT_RETIRED")).toHaveLength(1);
    await expectError(await decide(org.reviewer, a.id, { status: "approved" }), 409, "CONFLICT", /already retired/);
  });

  it("retiring is for admins and reviewers only", async () => {
    const a = await assessmentBy(org, org.member, { approvalStatus: "approved", status: "completed" });
    for (const caller of [org.analyst, org.member, org.viewer]) {
      await expectError(await decide(caller, a.id, { status: "retired" }), 403, "FORBIDDEN");
    }
    await expectError(await decide(other.admin, a.id, { status: "retired" }), 404, "NOT_FOUND");
  });

  it("a pending assessment cannot be retired (nothing to stop using)", async () => {
    const a = await assessmentBy(org, org.member);
    await expectError(await decide(org.reviewer, a.id, { status: "retired" }), 409, "CONFLICT");
  });
});

describe("rejecting with an approved alternative", () => {
  it("names an approved tool of the catalog; the requester's notification names it", async () => {
    const alt = await assessmentBy(org, org.analyst, {
      toolName: "Notion",
      approvalStatus: "approved",
      status: "completed",
    });
    const a = await assessmentBy(org, org.member, { toolName: "Random Notes" });
    const body = await decided(org.reviewer, a.id, {
      status: "rejected",
      comments: "We already have a notes tool.",
      alternative_assessment_id: alt.id,
    });
    expect(body.decision.alternative_assessment_id).toBe(alt.id);
    const [note] = await notificationsOf(org.member);
    expect(note).toMatchObject({
      type: "approval_denied",
      message: "Your risk assessment for Random Notes has been rejected; use Notion instead, which is approved",
    });
    const mail = (await mailsTo(org.member)).find((m) => m.subject === "Random Notes: assessment rejected");
    expect(mail?.textBody).toMatch(/The approved alternative: \S*\/dashboard\/catalog\?q=Notion\n/);
    const [audit] = await auditOf(a.id, "ASSESSMENT_REJECTED");
    expect(JSON.parse(audit!.details!)).toMatchObject({ alternative_assessment_id: alt.id, alternative: "Notion" });
  });

  it("refuses an alternative that is not an approved tool of the organization: 400 naming the field", async () => {
    const pending = await assessmentBy(org, org.analyst);
    const foreign = await assessmentBy(other, other.analyst, { approvalStatus: "approved", status: "completed" });
    const archived = await assessmentBy(org, org.analyst, { approvalStatus: "approved", status: "archived" });
    const a = await assessmentBy(org, org.member);
    for (const id of [pending.id, foreign.id, archived.id, a.id, "no-such-id"]) {
      await expectError(
        await decide(org.reviewer, a.id, { status: "rejected", comments: "No", alternative_assessment_id: id }),
        400,
        "INVALID_REQUEST",
        /alternative_assessment_id: not an approved tool of your organization's catalog/,
      );
    }
    expect((await assessmentRow(a.id)).approvalStatus).toBe("pending");
  });
});

describe("the detail after a decision", () => {
  it("a decided assessment carries its decision state, conditions and expiry in GET /api/assessments/{id}", async () => {
    const a = await assessmentBy(org, org.member);
    const expires = inDays(3);
    await decided(org.reviewer, a.id, { status: "trial", expires_at: expires });
    const { assessment } = AssessmentResponse.parse(await (await org.member.fetch(`/api/assessments/${a.id}`)).json());
    expect(assessment).toMatchObject({
      decision_state: "trial",
      expires_at: expires,
      conditions: ["No customer data"],
    });
  });
});

describe("the report's print view (PDF)", () => {
  it("names the trial's end and its guardrails, or the conditions of the approval", async () => {
    const base = {
      toolName: "Printed Tool",
      category: null,
      department: null,
      purpose: null,
      priority: "normal",
      status: "completed",
      createdBy: "Max Member",
      createdAt: "2026-11-01T00:00:00.000Z",
      updatedAt: "2026-11-01T00:00:00.000Z",
    };
    const trial = await renderPrintView({
      analysis: sampleAnalysis(),
      metadata: {
        ...base,
        approvalStatus: "trial",
        trialEndsAt: "2026-12-26T10:00:00.000Z",
        conditions: ["No customer data", "Sign in with SSO"],
      },
      generatedAt: "2026-11-26T00:00:00.000Z",
    });
    expect(trial).toContain("Trial ends");
    expect(trial).toContain("Guardrails");
    expect(trial).toContain("No customer data; Sign in with SSO");
    const conditioned = await renderPrintView({
      analysis: sampleAnalysis(),
      metadata: { ...base, approvalStatus: "approved_with_conditions", conditions: ["EU only"] },
      generatedAt: "2026-11-26T00:00:00.000Z",
    });
    expect(conditioned).toContain("Conditions");
    expect(conditioned).toContain("EU only");
    expect(conditioned).not.toContain("Trial ends");
  });
});

/**
 * Requesting a tool through the Safe-to-Try lane: the policy's evaluation (evaluateLane, every
 * rule and its edge values), POST /api/assessments with data_class and people (an instant trial
 * written by the policy, or review with every reason), GET /api/assessments/{id}, and the answer
 * before saving (POST /api/organization/safe-to-try-policy/evaluate).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orgRiskAssessmentsTable } from "@core/db/schema";
import { AssessmentResponse } from "@core/contract/assessments";
import { DecisionList } from "@core/contract/review";
import { LanePreview, type SafeToTryPolicyInput } from "@core/contract/safe-to-try";
import { DAY_MS, type SafeToTryPolicyFields } from "@core/contract/safe-to-try-rules";
import { evaluateLane, type LaneRequest } from "@core/domain/safe-to-try/evaluate-lane";
import { completedJob } from "./assessment-fixtures";
import { db } from "./helpers";
import { analysisWith, newUrl, OPEN_POLICY, privacyFinding, request, requested, setPolicy } from "./lane-support";
import {
  auditOf,
  decisionsOn,
  expectError,
  mailsTo,
  notificationsOf,
  reviewOrg,
  type ReviewOrg,
} from "./review-support";

const NOW = new Date("2026-11-20T10:00:00.000Z");
const policy = (over: Partial<SafeToTryPolicyFields> = {}, version = 3) => ({
  values: { ...(OPEN_POLICY as SafeToTryPolicyFields), ...over },
  version,
  updatedAt: null,
  updatedBy: null,
});
const fine: LaneRequest = { dataClass: "internal", people: 10 };
const lane = (
  score: number,
  req: LaneRequest = fine,
  over: Partial<SafeToTryPolicyFields> = {},
  privacy = [] as never[],
) => evaluateLane(policy(over), analysisWith("https://vendor.example/", { score, privacy }), req, NOW);
const texts = (l: ReturnType<typeof lane>) => l.reasons.map((r) => r.text);

describe("evaluateLane: the policy's rules", () => {
  it("qualifies when every check passes, at the edge values: score = max, level = max, data class = max, people = max", () => {
    const l = lane(4, { dataClass: "internal", people: 10 });
    expect(l).toMatchObject({
      outcome: "trial",
      summary: "Qualifies for a 30-day trial",
      expires_at: new Date(NOW.getTime() + 30 * DAY_MS).toISOString(),
      policy_version: 3,
      trial_days: 30,
      guardrails: OPEN_POLICY.guardrails,
      evaluated_at: NOW.toISOString(),
    });
    expect(texts(l)).toEqual([
      "overall score 4 is at most 4",
      "risk level medium is within medium",
      "none of the 3 findings that always need review was found",
      "internal data is allowed (up to internal)",
      "10 people is within the 10 a trial allows",
    ]);
  });

  it("needs review just past each edge, naming every failed check", () => {
    expect(texts(lane(4.1))).toEqual(["overall score 4.1 is above 4"]);
    expect(texts(lane(3.5, fine, { max_risk_level: "low" }))).toEqual(["risk level medium is above low"]);
    expect(texts(lane(2, { dataClass: "confidential", people: 3 }))).toEqual([
      "confidential data is more sensitive than the internal data a trial allows",
    ]);
    expect(texts(lane(2, { dataClass: "internal", people: 11 }))).toEqual([
      "11 people is more than the 10 a trial allows",
    ]);
    const all = lane(6.8, { dataClass: "personal", people: 250 }, { max_risk_level: "low" });
    expect(all.outcome).toBe("review");
    expect(all.expires_at).toBeNull();
    expect(all.summary).toBe(
      "Needs review because: overall score 6.8 is above 4; risk level high is above low; personal data is more sensitive than the internal data a trial allows; 250 people is more than the 10 a trial allows",
    );
  });

  it("a finding that always needs review, with the vendor's words and the page they are on", () => {
    const l = lane(2, fine, {}, [privacyFinding("privacy.sells_data")] as never[]);
    expect(l.outcome).toBe("review");
    expect(l.reasons).toEqual([
      {
        text: "sells personal data, a finding that always needs review",
        source_url: "https://vendor.example/privacy",
        evidence: "We may sell your personal information to our partners.",
      },
    ]);
  });

  it("counts a finding only when the policy names it, it counts as a risk, and nothing answers it", () => {
    const sells = privacyFinding("privacy.sells_data");
    expect(lane(2, fine, { review_findings: [] }, [sells] as never[]).outcome).toBe("trial");
    expect(lane(2, fine, {}, [{ ...sells, polarity: "info" }] as never[]).outcome).toBe("trial");
    const trains = privacyFinding("privacy.trains_on_data", { finding: "Customer content trains AI models." });
    const optOut = privacyFinding("privacy.training_opt_out", { polarity: "strength", weight: -1 });
    expect(lane(2, fine, {}, [trains] as never[]).outcome).toBe("review");
    expect(lane(2, fine, {}, [trains, optOut] as never[]).outcome).toBe("trial");
    const noPolicy = privacyFinding("privacy.policy_missing", {
      evidence: "",
      finding: "No privacy policy was found.",
    });
    expect(lane(2, fine, {}, [noPolicy] as never[]).reasons).toEqual([
      {
        text: "no privacy policy found, a finding that always needs review",
        source_url: "https://vendor.example/privacy",
      },
    ]);
  });

  it("needs review when the lane is off, when there is no report, or when the request leaves out what it needs", () => {
    expect(lane(1, fine, { enabled: false })).toMatchObject({
      outcome: "review",
      reasons: [{ text: "the organization's Safe-to-Try lane is off" }],
    });
    expect(evaluateLane(policy(), null, fine, NOW).reasons).toEqual([
      { text: "there is no report of the vendor to judge" },
    ]);
    expect(texts(lane(1, { dataClass: undefined, people: undefined } as never))).toEqual([
      "what data will go into the tool was not given",
      "how many people will use it was not given",
    ]);
  });

  it("a trial as long as the policy says: 1 day and 90 days", () => {
    expect(lane(1, fine, { trial_days: 1 })).toMatchObject({
      summary: "Qualifies for a 1-day trial",
      expires_at: new Date(NOW.getTime() + DAY_MS).toISOString(),
    });
    expect(lane(1, fine, { trial_days: 90 }).expires_at).toBe(new Date(NOW.getTime() + 90 * DAY_MS).toISOString());
  });
});

let org: ReviewOrg;
beforeAll(async () => {
  org = await reviewOrg("Lane Co");
  await setPolicy(org);
});

describe("POST /api/assessments through the lane", () => {
  it("a qualifying request is approved for trial at once: decision by the policy, in history, audit and notifications", async () => {
    const before = Date.now();
    const res = await request(org.member, org, { data_class: "internal", people: 4, tool_name: "Quick Notes" });
    expect(res.status).toBe(201);
    const { assessment: a } = AssessmentResponse.parse(await res.json());
    expect(a).toMatchObject({
      approval_status: "trial",
      decision_state: "trial",
      status: "completed",
      data_class: "internal",
      people: 4,
      conditions: OPEN_POLICY.guardrails,
    });
    expect(a.lane).toMatchObject({ outcome: "trial", summary: "Qualifies for a 30-day trial", trial_days: 30 });
    const expires = Date.parse(a.lane!.expires_at!);
    expect(expires - before).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);
    expect(a.expires_at).toBe(a.lane!.expires_at);

    const [entry] = DecisionList.parse(
      await (await org.member.fetch(`/api/assessments/${a.id}/decisions`)).json(),
    ).items;
    expect(entry).toMatchObject({
      actor: "policy",
      reviewer_id: null,
      status: "trial",
      expires_at: a.lane!.expires_at,
      policy_version: a.lane!.policy_version,
      conditions: OPEN_POLICY.guardrails,
      reason: "Qualifies for a 30-day trial",
      assessment_version: 1,
    });

    const [audit] = await auditOf(a.id, "ASSESSMENT_TRIAL_GRANTED");
    expect(audit).toMatchObject({ userId: null, organizationId: org.orgId });
    expect(JSON.parse(audit!.details!)).toMatchObject({
      actor: "policy",
      policy_version: a.lane!.policy_version,
      requested_by: org.member.userId,
    });

    const day = a.lane!.expires_at!.slice(0, 10);
    const [note] = await notificationsOf(org.member);
    expect(note).toMatchObject({
      type: "approval_granted",
      title: "Assessment approved for a trial",
      message: `Your risk assessment for Quick Notes has been approved for a trial until ${day}`,
    });
    const mail = (await mailsTo(org.member)).find((m) => m.subject === "Quick Notes: assessment approved for a trial");
    expect(mail?.textBody).toContain(
      "Guardrails while you try it:\n- No customer data\n- Sign in with your work account",
    );
    expect(mail?.textBody).toContain("Decided by the Safe-to-Try policy (version");
    for (const reviewer of [org.reviewer, org.admin]) {
      const fyi = (await notificationsOf(reviewer)).find((n) => n.link === `/dashboard/assessments/${a.id}`);
      expect(fyi).toMatchObject({ type: "approval_requested", title: "Trial started" });
      expect(fyi!.message).toContain("You can still approve, reject or request changes");
    }

    const detail = AssessmentResponse.parse(await (await org.member.fetch(`/api/assessments/${a.id}`)).json());
    expect(detail.assessment.lane).toEqual(a.lane);
    expect(detail.assessment.decision_state).toBe("trial");
  });

  it("a request that needs review waits for a reviewer, with every reason kept and shown", async () => {
    const analysis = analysisWith(newUrl(), { score: 6.8, privacy: [privacyFinding("privacy.sells_data")] });
    const a = await requested(org.analyst, org, { data_class: "personal", people: 3 }, analysis);
    expect(a).toMatchObject({ approval_status: "pending", decision_state: "pending", status: "pending_review" });
    expect(a.lane).toMatchObject({ outcome: "review", expires_at: null });
    expect(a.lane!.reasons).toEqual([
      { text: "overall score 6.8 is above 4" },
      { text: "risk level high is above medium" },
      {
        text: "sells personal data, a finding that always needs review",
        source_url: "https://vendor.example/privacy",
        evidence: "We may sell your personal information to our partners.",
      },
      { text: "personal data is more sensitive than the internal data a trial allows" },
    ]);
    expect(a.lane!.summary).toMatch(/^Needs review because: overall score 6\.8 is above 4; /);
    expect(await decisionsOn(a.id)).toHaveLength(0);
    const asked = (await notificationsOf(org.reviewer)).find((n) => n.link === `/dashboard/assessments/${a.id}`);
    expect(asked).toMatchObject({ type: "approval_requested", title: "Approval requested" });
  });

  it("without data class and people it needs review; saving again with them grants the trial", async () => {
    const analysis = analysisWith(newUrl());
    const first = await requested(org.member, org, {}, analysis);
    expect(first.decision_state).toBe("pending");
    expect(first.lane!.reasons.map((r) => r.text)).toEqual([
      "what data will go into the tool was not given",
      "how many people will use it was not given",
    ]);
    const again = await requested(org.member, org, { data_class: "public", people: 1 }, analysis);
    expect(again).toMatchObject({ id: first.id, decision_state: "trial", data_class: "public", people: 1 });
    expect((await decisionsOn(first.id)).map((d) => d.status)).toEqual(["trial"]);
  });

  it("saving a tool already decided keeps its decision when the report did not change", async () => {
    const analysis = analysisWith(newUrl());
    const a = await requested(org.member, org, { data_class: "internal", people: 2 }, analysis);
    expect(a.decision_state).toBe("trial");
    const again = await requested(org.member, org, { data_class: "internal", people: 2 }, analysis);
    expect(again.decision_state).toBe("trial");
    expect(await decisionsOn(a.id)).toHaveLength(1);
  });

  it("an organization with the lane off: every request waits for review, saying why", async () => {
    const off = await reviewOrg("Lane Off Co");
    const a = await requested(off.member, off, { data_class: "public", people: 1 });
    expect(a.decision_state).toBe("pending");
    expect(a.lane).toMatchObject({
      outcome: "review",
      reasons: [{ text: "the organization's Safe-to-Try lane is off" }],
      policy_version: 0,
    });
  });

  it("refuses an invalid data class or number of people with 400 naming the field, writing nothing", async () => {
    const url = newUrl();
    for (const [body, message] of [
      [{ data_class: "secret" }, /data_class/],
      [{ people: 0 }, /people: must be at least 1/],
      [{ people: 2.5 }, /people: must be a whole number/],
      [{ people: "many" }, /people/],
    ] as const) {
      const jobId = await completedJob(org.member, org.orgId, url, analysisWith(url));
      await expectError(
        await org.member.json("POST", "/api/assessments", { job_id: jobId, ...body }),
        400,
        "INVALID_REQUEST",
        message,
      );
    }
    const rows = await db().select().from(orgRiskAssessmentsTable).where(eq(orgRiskAssessmentsTable.url, url));
    expect(rows).toHaveLength(0);
  });
});

describe("POST /api/organization/safe-to-try-policy/evaluate", () => {
  const evaluate = (body: unknown, caller = org.member) =>
    caller.json("POST", "/api/organization/safe-to-try-policy/evaluate", body);

  it("answers before saving exactly as saving will, writing nothing; then names the saved tool", async () => {
    const analysis = analysisWith(newUrl(), { score: 3 });
    const jobId = await completedJob(org.member, org.orgId, analysis.url, analysis);
    const res = await evaluate({ job_id: jobId, data_class: "internal", people: 2 });
    expect(res.status).toBe(200);
    const preview = LanePreview.parse(await res.json());
    expect(preview.existing).toBeNull();
    expect(preview.lane).toMatchObject({ outcome: "trial", summary: "Qualifies for a 30-day trial" });
    const rows = await db().select().from(orgRiskAssessmentsTable).where(eq(orgRiskAssessmentsTable.url, analysis.url));
    expect(rows).toHaveLength(0);

    const saved = await org.member.json("POST", "/api/assessments", {
      job_id: jobId,
      data_class: "internal",
      people: 2,
    });
    const a = AssessmentResponse.parse(await saved.json()).assessment;
    expect(a.lane!.reasons).toEqual(preview.lane.reasons);
    const after = LanePreview.parse(
      await (await evaluate({ job_id: jobId, data_class: "personal", people: 2 })).json(),
    );
    expect(after.existing).toEqual({ assessment_id: a.id, state: "trial", decision_state: "trial" });
    expect(after.lane.outcome).toBe("review");
  });

  it("errors as saving does: another's job 404, no cached analysis 404, viewers 403, bad field 400", async () => {
    const jobId = await completedJob(org.analyst, org.orgId, newUrl());
    await expectError(await evaluate({ job_id: jobId }), 404, "NOT_FOUND");
    await expectError(await evaluate({ url: "https://never-analyzed.example.com/" }), 404, "NOT_FOUND");
    await expectError(await evaluate({ url: "https://x.example.com/" }, org.viewer), 403, "FORBIDDEN");
    await expectError(await evaluate({ job_id: jobId, people: -1 }), 400, "INVALID_REQUEST", /people/);
  });
});

describe("a policy changed between requests", () => {
  it("a new request is judged by the new version, and its trial names it", async () => {
    const changed = await setPolicy(org, { trial_days: 7, max_people: 2 } satisfies Partial<SafeToTryPolicyInput>);
    const a = await requested(org.member, org, { data_class: "internal", people: 2 });
    expect(a.lane).toMatchObject({ outcome: "trial", trial_days: 7, policy_version: changed.version });
    const b = await requested(org.member, org, { data_class: "internal", people: 3 });
    expect(b.lane!.reasons).toEqual([{ text: "3 people is more than the 2 a trial allows" }]);
    await setPolicy(org);
  });
});

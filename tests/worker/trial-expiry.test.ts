/**
 * The scheduled trial expiry ("7 * * * *", core/domain/safe-to-try/run-trial-expiry.ts): notices
 * 7 days and 1 day before a trial ends (requester and reviewers; the trial.expiring event), the
 * end (trial_ended, which needs a decision), run twice or at once, an extended trial, a policy
 * changed while a trial runs.
 */
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { organizationEventsTable, userNotificationsTable } from "@core/db/schema";
import { AssessmentResponse } from "@core/contract/assessments";
import { ApprovalsList, DecisionResponse } from "@core/contract/review";
import { DAY_MS } from "@core/contract/safe-to-try-rules";
import { runTrialExpiry } from "@core/domain/safe-to-try/run-trial-expiry";
import type { Env } from "@worker/env";
import { runScheduled } from "@worker/scheduled";
import { db } from "./helpers";
import { requested, setPolicy } from "./lane-support";
import {
  assessmentBy,
  assessmentRow,
  auditOf,
  decisionsOn,
  mailsTo,
  reviewOrg,
  type ReviewOrg,
} from "./review-support";
import type { Caller } from "./seeded-callers";

let org: ReviewOrg;
beforeAll(async () => {
  org = await reviewOrg("Expiry Co");
  await setPolicy(org);
});

const at = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS);
const runAt = (when: Date) => runScheduled({ cron: "7 * * * *", scheduledTime: when.getTime() }, env as unknown as Env);
const notesAbout = (user: Caller, assessmentId: string, type: string) =>
  db()
    .select()
    .from(userNotificationsTable)
    .where(
      and(
        eq(userNotificationsTable.userId, user.userId),
        eq(userNotificationsTable.type, type as "trial_expiring"),
        eq(userNotificationsTable.link, `/dashboard/assessments/${assessmentId}`),
      ),
    );
const eventsAbout = async (assessmentId: string) =>
  (await db().select().from(organizationEventsTable).where(eq(organizationEventsTable.type, "trial.expiring")))
    .map((e) => JSON.parse(e.data))
    .filter((d) => d.assessment_id === assessmentId);

/** A trial granted at once by the policy to the member's request. */
async function trial(toolName = "Trial Tool") {
  const a = await requested(org.member, org, { data_class: "internal", people: 3, tool_name: toolName });
  expect(a.decision_state).toBe("trial");
  return a;
}

describe("notices before the end", () => {
  it("7 days before: requester and reviewers told (app, e-mail, trial.expiring event); a second run sends nothing", async () => {
    const a = await trial("Whiteboard");
    const expires = a.expires_at!;
    await runAt(at(expires, -6.5));
    for (const user of [org.member, org.reviewer, org.admin]) {
      const notes = await notesAbout(user, a.id, "trial_expiring");
      expect(notes, user.email).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        title: "Trial ends in 7 days",
        message: `The trial of Whiteboard ends in 7 days (${expires.slice(0, 10)}). A reviewer decides whether it stays: approve, approve with conditions, extend it once, or retire it`,
      });
    }
    expect(await notesAbout(org.analyst, a.id, "trial_expiring")).toHaveLength(0);
    expect((await mailsTo(org.member)).filter((m) => m.subject === "Whiteboard: trial ends in 7 days")).toHaveLength(1);
    expect(await eventsAbout(a.id)).toEqual([
      {
        organization_id: org.orgId,
        assessment_id: a.id,
        tool_name: "Whiteboard",
        url: a.url,
        link: `/dashboard/assessments/${a.id}`,
        expires_at: expires,
        days_left: 7,
      },
    ]);

    await runAt(at(expires, -6.4));
    await runAt(at(expires, -6.5));
    expect(await notesAbout(org.member, a.id, "trial_expiring")).toHaveLength(1);
    expect(await eventsAbout(a.id)).toHaveLength(1);
    expect((await mailsTo(org.reviewer)).filter((m) => m.subject === "Whiteboard: trial ends in 7 days")).toHaveLength(
      1,
    );
  });

  it("1 day before: 'ends tomorrow', once; a late first run sends only the nearer notice", async () => {
    const a = await trial("Diagrams");
    await runAt(at(a.expires_at!, -0.5));
    await runAt(at(a.expires_at!, -0.4));
    const notes = await notesAbout(org.member, a.id, "trial_expiring");
    expect(notes.map((n) => n.title)).toEqual(["Trial ends tomorrow"]);
    expect((await eventsAbout(a.id)).map((e) => e.days_left)).toEqual([1]);
  });

  it("a trial shorter than the lead time gets no '7 days left' notice", async () => {
    const short = await reviewOrg("Short Trials Co");
    await setPolicy(short, { trial_days: 5 });
    const a = await requested(short.member, short, { data_class: "internal", people: 1 });
    await runTrialExpiry(db(), at(a.expires_at!, -4.5));
    expect(await notesAbout(short.member, a.id, "trial_expiring")).toHaveLength(0);
    await runTrialExpiry(db(), at(a.expires_at!, -0.9));
    expect((await notesAbout(short.member, a.id, "trial_expiring")).map((n) => n.title)).toEqual([
      "Trial ends tomorrow",
    ]);
  });
});

describe("the end of a trial", () => {
  it("becomes trial_ended, written by the system, and needs a decision; run twice, it ends once", async () => {
    const a = await trial("Survey Tool");
    const expires = a.expires_at!;
    await runAt(at(expires, 0.01));
    const row = await assessmentRow(a.id);
    expect(row.approvalStatus).toBe("trial_ended");
    expect(row.trialExpiresAt).toBe(expires);
    const ended = (await decisionsOn(a.id)).filter((d) => d.status === "trial_ended");
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({
      actorKind: "system",
      reviewerId: null,
      expiresAt: expires,
      policyVersion: a.lane!.policy_version,
      reason: `The trial ended on ${expires.slice(0, 10)} without a decision; the tool needs one now.`,
    });
    for (const user of [org.member, org.reviewer]) {
      expect(await notesAbout(user, a.id, "trial_ended")).toEqual([
        expect.objectContaining({
          title: "Trial ended",
          message: `The trial of Survey Tool ended on ${expires.slice(0, 10)}. It needs a decision: approve, approve with conditions, extend the trial once, or retire it`,
        }),
      ]);
    }
    expect(await auditOf(a.id, "TRIAL_ENDED")).toHaveLength(1);

    await runAt(at(expires, 0.02));
    await runTrialExpiry(db(), at(expires, 3));
    expect((await decisionsOn(a.id)).filter((d) => d.status === "trial_ended")).toHaveLength(1);
    expect(await notesAbout(org.member, a.id, "trial_ended")).toHaveLength(1);
    expect(await auditOf(a.id, "TRIAL_ENDED")).toHaveLength(1);

    const queue = ApprovalsList.parse(await (await org.reviewer.fetch("/api/approvals?q=Survey%20Tool")).json());
    expect(queue.items.map((i) => i.id)).toEqual([a.id]);
    const res = await org.reviewer.json("POST", `/api/assessments/${a.id}/decisions`, {
      status: "approved_with_conditions",
      conditions: ["Marketing only"],
    });
    expect(res.status).toBe(201);
    expect(DecisionResponse.parse(await res.json()).assessment.decision_state).toBe("approved_with_conditions");
  });

  it("two runs at the same moment end each trial once and tell each person once", async () => {
    const a = await trial("Parallel Tool");
    const when = at(a.expires_at!, 0.5);
    const results = await Promise.all([runTrialExpiry(db(), when), runTrialExpiry(db(), when)]);
    expect(results.map((r) => r.ended).reduce((x, y) => x + y)).toBeGreaterThanOrEqual(1);
    expect((await decisionsOn(a.id)).filter((d) => d.status === "trial_ended")).toHaveLength(1);
    expect(await notesAbout(org.reviewer, a.id, "trial_ended")).toHaveLength(1);
  });

  it("a trial decided before its end is not ended; an archived one is left alone", async () => {
    const decided = await trial("Decided Early");
    await org.reviewer.json("POST", `/api/assessments/${decided.id}/decisions`, { status: "approved" });
    const archived = await assessmentBy(org, org.member, {
      approvalStatus: "trial",
      status: "archived",
      trialExpiresAt: new Date(Date.now() - DAY_MS).toISOString(),
    });
    await runTrialExpiry(db(), at(decided.expires_at!, 1));
    expect((await assessmentRow(decided.id)).approvalStatus).toBe("approved");
    expect((await assessmentRow(archived.id)).approvalStatus).toBe("trial");
  });
});

describe("an extended trial", () => {
  it("gets its notices and its end again, for the new end", async () => {
    const a = await trial("Extended Tool");
    await runTrialExpiry(db(), at(a.expires_at!, 0.1));
    expect((await assessmentRow(a.id)).approvalStatus).toBe("trial_ended");
    const newEnd = new Date(Date.now() + 20 * DAY_MS).toISOString();
    const res = await org.reviewer.json("POST", `/api/assessments/${a.id}/decisions`, {
      status: "trial",
      expires_at: newEnd,
    });
    expect(res.status).toBe(201);
    await runTrialExpiry(db(), at(newEnd, -0.5));
    expect((await notesAbout(org.member, a.id, "trial_expiring")).map((n) => n.message)).toContain(
      `The trial of Extended Tool ends tomorrow (${newEnd.slice(0, 10)}). A reviewer decides whether it stays: approve, approve with conditions, extend it once, or retire it`,
    );
    await runTrialExpiry(db(), at(newEnd, 0.1));
    expect((await decisionsOn(a.id)).filter((d) => d.status === "trial_ended")).toHaveLength(2);
    expect(await notesAbout(org.member, a.id, "trial_ended")).toHaveLength(2);
  });
});

describe("a policy changed while a trial runs", () => {
  it("the running trial keeps its end, its guardrails and its policy version; new requests follow the new policy", async () => {
    const a = await trial("Steady Tool");
    const changed = await setPolicy(org, { trial_days: 3, guardrails: ["Only on weekdays"], max_overall_score: 1 });
    expect(changed.version).toBeGreaterThan(a.lane!.policy_version);

    const detail = AssessmentResponse.parse(await (await org.member.fetch(`/api/assessments/${a.id}`)).json());
    expect(detail.assessment).toMatchObject({
      decision_state: "trial",
      expires_at: a.expires_at,
      conditions: a.conditions,
    });
    // The new, shorter trial length does not end it early.
    await runTrialExpiry(db(), new Date(Date.now() + 4 * DAY_MS));
    expect((await assessmentRow(a.id)).approvalStatus).toBe("trial");

    await runTrialExpiry(db(), at(a.expires_at!, 0.1));
    const [ended] = (await decisionsOn(a.id)).filter((d) => d.status === "trial_ended");
    expect(ended).toMatchObject({ policyVersion: a.lane!.policy_version, conditions: JSON.stringify(a.conditions) });

    const next = await requested(org.member, org, { data_class: "internal", people: 3 });
    expect(next.lane).toMatchObject({ outcome: "review", policy_version: changed.version });
    await setPolicy(org);
  });
});

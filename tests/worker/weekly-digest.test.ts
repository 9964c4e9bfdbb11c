/**
 * The weekly digest (scheduled, Monday 08:00 UTC): a summary of the organization's last week to
 * each member who turned it on; idempotent, a second run for the same week sends nothing.
 */
import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assessmentApprovalsTable, emailOutboxTable } from "@core/db/schema";
import type { EmailMessage, EmailTransport } from "@core/email/email-sender";
import { digestWeek, sendWeeklyDigest } from "@core/domain/notifications/send-weekly-digest";
import type { Env } from "@worker/env";
import { runScheduled } from "@worker/scheduled";
import { db } from "./helpers";
import { seedUser } from "./seeded-callers";
import { assessmentBy, reviewOrg, setSwitches } from "./review-support";

function recordingTransport() {
  const delivered: EmailMessage[] = [];
  const transport: EmailTransport = { name: "fake", deliver: async (m) => void delivered.push(m) };
  return { transport, delivered };
}

describe("digestWeek", () => {
  it("is the last full week, Monday to Monday UTC, with its ISO week label", () => {
    expect(digestWeek(new Date("2030-01-14T08:00:00Z"))).toEqual({
      start: new Date("2030-01-07T00:00:00Z"),
      end: new Date("2030-01-14T00:00:00Z"),
      label: "2030-W02",
    });
    // Any moment of the same week gives the same week (a retried run on Tuesday).
    expect(digestWeek(new Date("2030-01-15T23:59:00Z")).label).toBe("2030-W02");
    expect(digestWeek(new Date("2030-01-20T23:59:00Z")).label).toBe("2030-W02");
    expect(digestWeek(new Date("2026-01-05T08:00:00Z")).label).toBe("2026-W01");
    expect(digestWeek(new Date("2027-01-04T08:00:00Z")).label).toBe("2026-W53");
  });
});

describe("sendWeeklyDigest", () => {
  it("e-mails those who turned it on a summary of their organization's week and what waits for them; twice sends nothing twice", async () => {
    const org = await reviewOrg("Digest Co");
    const now = new Date("2030-02-11T08:00:00Z"); // a Monday: the week of Feb 4 to Feb 10
    const inWeek = (day: number) => new Date(Date.UTC(2030, 1, day, 12)).toISOString();
    await setSwitches(org.reviewer, { weeklyDigest: true });
    await setSwitches(org.member, { weeklyDigest: true });
    const suspended = await seedUser(org.orgId, ["admin"], { suspended: true });
    await setSwitches(suspended, { weeklyDigest: true });

    await assessmentBy(org, org.analyst, { toolName: "Waiting Urgent", priority: "urgent", createdAt: inWeek(5) });
    await assessmentBy(org, org.member, { toolName: "Waiting Old", createdAt: "2030-01-02T00:00:00.000Z" });
    await assessmentBy(org, org.member, {
      toolName: "Needs Changes",
      approvalStatus: "changes_requested",
      status: "completed",
      createdAt: inWeek(6),
    });
    const decided = await assessmentBy(org, org.analyst, {
      toolName: "Decided",
      approvalStatus: "approved",
      status: "completed",
      createdAt: inWeek(4),
    });
    await db()
      .insert(assessmentApprovalsTable)
      .values([
        {
          id: crypto.randomUUID(),
          assessmentId: decided.id,
          organizationId: org.orgId,
          reviewerId: org.reviewer.userId,
          status: "approved",
          approvedAt: inWeek(7),
          createdAt: inWeek(7),
        },
        {
          id: crypto.randomUUID(),
          assessmentId: decided.id,
          organizationId: org.orgId,
          reviewerId: org.reviewer.userId,
          status: "changes_requested",
          comments: "x",
          createdAt: inWeek(6),
        },
        {
          id: crypto.randomUUID(),
          assessmentId: decided.id,
          organizationId: org.orgId,
          reviewerId: org.reviewer.userId,
          status: "rejected",
          comments: "old",
          createdAt: "2030-01-20T00:00:00.000Z",
        },
      ]);

    const fake = recordingTransport();
    const deps = { db: db(), transport: fake.transport, now: () => now, appOrigin: "https://risk.example.com" };
    expect(await sendWeeklyDigest(deps)).toEqual({ week: "2030-W06", queued: 2 });
    const to = (user: { email: string }) => fake.delivered.filter((m) => m.to === user.email);
    expect(fake.delivered.map((m) => m.to).sort()).toEqual([org.member.email, org.reviewer.email].sort());

    const [reviewerMail] = to(org.reviewer);
    expect(reviewerMail!.subject).toBe("Your weekly review summary for Digest Co");
    expect(reviewerMail!.text).toContain("Digest Co's week on Rapid Risk Review (Feb 4, 2030 to Feb 10, 2030)");
    expect(reviewerMail!.text).toContain("- New assessments: 3");
    expect(reviewerMail!.text).toContain("- Decisions: 1 approved, 0 rejected, 1 with changes requested");
    expect(reviewerMail!.text).toContain(
      "- 2 assessments wait for a decision (urgent first, then oldest):\n    - Waiting Urgent\n    - Waiting Old",
    );
    expect(reviewerMail!.text).toContain("https://risk.example.com/dashboard");
    expect(reviewerMail!.text).not.toContain("Needs Changes");

    const [memberMail] = to(org.member);
    expect(memberMail!.text).toContain("- 1 of your assessments needs changes before review:\n    - Needs Changes");
    expect(memberMail!.text).not.toContain("wait for a decision");

    // A retried run of the same week: nothing new is written or sent.
    expect(await sendWeeklyDigest({ ...deps, now: () => new Date("2030-02-12T09:00:00Z") })).toEqual({
      week: "2030-W06",
      queued: 0,
    });
    expect(fake.delivered).toHaveLength(2);
    const rows = await db()
      .select()
      .from(emailOutboxTable)
      .where(like(emailOutboxTable.dedupeKey, "weekly-digest:%:2030-W06"));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.status === "sent")).toBe(true);

    // The next week is a new digest.
    expect((await sendWeeklyDigest({ ...deps, now: () => new Date("2030-02-18T08:00:00Z") })).queued).toBe(2);
  });

  it("says so when nothing waits; users who did not turn it on get none", async () => {
    const org = await reviewOrg("Quiet Digest Co");
    await setSwitches(org.viewer, { weeklyDigest: true });
    await setSwitches(org.admin, { weeklyDigest: false });
    const fake = recordingTransport();
    await sendWeeklyDigest({ db: db(), transport: fake.transport, now: () => new Date("2030-03-04T08:00:00Z") });
    const mine = fake.delivered.filter((m) => m.subject.endsWith("Quiet Digest Co"));
    expect(mine.map((m) => m.to)).toEqual([org.viewer.email]);
    expect(mine[0]!.text).toContain("- Nothing. You are all caught up.");
  });

  it("run by its cron expression twice, it queues each digest once", async () => {
    const org = await reviewOrg("Cron Digest Co");
    await setSwitches(org.analyst, { weeklyDigest: true });
    await runScheduled({ cron: "0 8 * * 1", scheduledTime: Date.now() }, env as unknown as Env);
    await runScheduled({ cron: "0 8 * * 1", scheduledTime: Date.now() }, env as unknown as Env);
    const rows = await db().select().from(emailOutboxTable).where(eq(emailOutboxTable.toAddress, org.analyst.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dedupeKey).toBe(`weekly-digest:${org.analyst.userId}:${digestWeek(new Date()).label}`);
    expect(rows[0]!.status).toBe("kept"); // no provider configured in tests
  });
});

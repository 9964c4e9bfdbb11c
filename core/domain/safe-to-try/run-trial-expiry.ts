import { and, asc, eq, gt, lte, ne, notExists, sql, type SQL } from "drizzle-orm";
import {
  assessmentApprovalsTable,
  orgRiskAssessmentsTable,
  trialNoticesTable,
  type OrgRiskAssessmentRow,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { systemClock, type Clock } from "@core/lib/clock";
import { runBatch, type Statement } from "@core/db/batch";
import { insertWhere } from "@core/db/insert-where";
import { qualified } from "@core/db/qualified";
import { DAY_MS, TRIAL_NOTICE_DAYS, type TrialNoticeDays } from "@core/contract/safe-to-try-rules";
import { auditEventQueryIf } from "../audit/record-audit-event";
import { policyResource } from "../assessments/assessment-access";
import { organizationEventStatement } from "../events/organization-event";
import { notificationStatements } from "../notifications/notification-statements";
import {
  assessmentLink,
  dayOf,
  toolOrUrl,
  trialEndedDraft,
  trialExpiringDraft,
} from "../notifications/notification-texts";
import { membersWho, organizationMembers, type OrgMember } from "../notifications/organization-members";

/** Trials handled per run and kind at most; the next run (an hour later) takes the rest. */
const BATCH_LIMIT = 200;

const t = orgRiskAssessmentsTable;
const n = trialNoticesTable;
const a = assessmentApprovalsTable;

type NoticeKind = "7d" | "1d" | "ended";
const kindOf = (days: TrialNoticeDays): NoticeKind => (days === 7 ? "7d" : "1d");

/** When the current trial began: its newest `trial` history entry (a grant or an extension). */
const trialStart = sql<
  string | null
>`(SELECT max(${a.createdAt}) FROM ${a} WHERE ${a.assessmentId} = ${qualified(t.id)} AND ${a.status} = 'trial')`;
/** The policy version of that entry (null for a trial a reviewer granted). */
const trialPolicyVersion = sql<
  number | null
>`(SELECT ${a.policyVersion} FROM ${a} WHERE ${a.assessmentId} = ${qualified(t.id)} AND ${a.status} = 'trial' ORDER BY ${a.createdAt} DESC, ${a.id} DESC LIMIT 1)`;

/** No notice of this kind was written yet for this trial (assessment and expiry). */
const notNoticed = (kind: NoticeKind, db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(n)
      .where(and(eq(n.assessmentId, qualified(t.id)), eq(n.expiresAt, qualified(t.trialExpiresAt)), eq(n.kind, kind))),
  );

/**
 * The scheduled trial expiry (hourly): 7 days and 1 day before a trial ends, its requester and
 * the organization's reviewers are told (in the app, by e-mail when their switch is on, and as a
 * `trial.expiring` organization event); when it has ended, the tool becomes `trial_ended`
 * (history entry by the system, notifications, TRIAL_ENDED audit) and waits for a decision.
 * Idempotent: each notice and each end is written together with its row in trial_notices, whose
 * unique index (assessment, expiry, kind) lets it happen once per trial; a retried or overlapping
 * run writes and sends nothing twice. An extended trial has a new expiry, so its notices come
 * again. A notice is skipped when the trial was shorter than its lead time (a 5-day trial gets no
 * "7 days left"), and "7 days" gives way to "1 day" when both are due.
 */
export async function runTrialExpiry(
  db: Db,
  at: Date,
  clock: Clock = systemClock,
): Promise<{ notices: number; ended: number }> {
  // `at` decides what is due (the trigger's scheduled time); what is written carries the time it
  // was written, so a history never lists an entry before an earlier one.
  const now = clock();
  const members = new Map<string, Promise<OrgMember[]>>();
  const membersOf = (organizationId: string) => {
    let m = members.get(organizationId);
    if (!m) {
      m = organizationMembers(db, organizationId);
      members.set(organizationId, m);
    }
    return m;
  };

  let ended = 0;
  for (const row of await endedTrials(db, at)) {
    if (await endTrial(db, row.assessment, row.policyVersion, await membersOf(row.assessment.organizationId), now)) {
      ended++;
    }
  }
  let notices = 0;
  for (const days of TRIAL_NOTICE_DAYS) {
    for (const row of await trialsDueNotice(db, at, days)) {
      if (await noticeTrial(db, row, days, await membersOf(row.organizationId), now)) notices++;
    }
  }
  return { notices, ended };
}

function endedTrials(db: Db, now: Date) {
  return db
    .select({ assessment: t, policyVersion: trialPolicyVersion })
    .from(t)
    .where(
      and(
        eq(t.approvalStatus, "trial"),
        lte(t.trialExpiresAt, now.toISOString()),
        ne(t.status, "archived"),
        notNoticed("ended", db),
      ),
    )
    .orderBy(asc(t.trialExpiresAt))
    .limit(BATCH_LIMIT);
}

/**
 * Trials whose notice `days` before the end is due: ending within `days` days (but, for 7 days,
 * not within 1 day, whose notice then goes instead), begun more than `days` days before the end.
 */
function trialsDueNotice(db: Db, now: Date, days: TrialNoticeDays) {
  const horizon = new Date(now.getTime() + days * DAY_MS).toISOString();
  const nearer = TRIAL_NOTICE_DAYS.filter((d) => d < days).at(-1);
  const after = nearer ? new Date(now.getTime() + nearer * DAY_MS).toISOString() : now.toISOString();
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.approvalStatus, "trial"),
        gt(t.trialExpiresAt, after),
        lte(t.trialExpiresAt, horizon),
        ne(t.status, "archived"),
        sql`(${trialStart} IS NULL OR julianday(${t.trialExpiresAt}) - julianday(${trialStart}) > ${days})`,
        notNoticed(kindOf(days), db),
      ),
    )
    .orderBy(asc(t.trialExpiresAt))
    .limit(BATCH_LIMIT);
}

/** Who hears about a trial: its requester and those who may decide it. */
function recipientsOf(row: OrgRiskAssessmentRow, members: OrgMember[]): OrgMember[] {
  return [
    ...members.filter((m) => m.userId === row.createdBy),
    ...membersWho(members, row.organizationId, "assessment.decide", policyResource(row)),
  ];
}

/**
 * The notice's row, written only if the trial is still running with that expiry and no notice of
 * the kind exists yet; everything else of the notice or end is conditional on this row.
 */
function noticeRow(
  db: Db,
  row: OrgRiskAssessmentRow,
  kind: NoticeKind,
  now: Date,
): { id: string; statement: Statement; written: SQL } {
  const id = crypto.randomUUID();
  const stillRunning = and(eq(t.id, row.id), eq(t.approvalStatus, "trial"), eq(t.trialExpiresAt, row.trialExpiresAt!));
  const statement = insertWhere(
    db,
    n,
    {
      id,
      assessmentId: row.id,
      organizationId: row.organizationId,
      expiresAt: row.trialExpiresAt!,
      kind,
      createdAt: now.toISOString(),
    },
    sql`EXISTS (SELECT 1 FROM ${t} WHERE ${stillRunning})`,
  ).onConflictDoNothing();
  return { id, statement, written: sql`EXISTS (SELECT 1 FROM ${n} WHERE ${n.id} = ${id})` };
}

async function noticeTrial(
  db: Db,
  row: OrgRiskAssessmentRow,
  days: TrialNoticeDays,
  members: OrgMember[],
  now: Date,
): Promise<boolean> {
  const expiresAt = row.trialExpiresAt!;
  const { id, statement, written } = noticeRow(db, row, kindOf(days), now);
  await runBatch(db, [
    statement,
    ...notificationStatements(db, {
      organizationId: row.organizationId,
      recipients: recipientsOf(row, members),
      draft: trialExpiringDraft({ assessment: row, expiresAt, days }),
      now,
      when: written,
    }),
    organizationEventStatement(
      db,
      {
        type: "trial.expiring",
        data: {
          organization_id: row.organizationId,
          assessment_id: row.id,
          tool_name: toolOrUrl(row),
          url: row.url,
          link: assessmentLink(row.id),
          expires_at: expiresAt,
          days_left: days,
        },
      },
      now,
      written,
    ),
  ]);
  return noticeWritten(db, id);
}

async function endTrial(
  db: Db,
  row: OrgRiskAssessmentRow,
  policyVersion: number | null,
  members: OrgMember[],
  now: Date,
): Promise<boolean> {
  const expiresAt = row.trialExpiresAt!;
  const at = now.toISOString();
  const reason = `The trial ended on ${dayOf(expiresAt)} without a decision; the tool needs one now.`;
  const { id, statement, written } = noticeRow(db, row, "ended", now);
  await runBatch(db, [
    statement,
    insertWhere(
      db,
      a,
      {
        id: crypto.randomUUID(),
        assessmentId: row.id,
        organizationId: row.organizationId,
        actorKind: "system",
        reviewerId: null,
        status: "trial_ended",
        conditions: row.conditions,
        expiresAt,
        reason,
        policyVersion,
        assessmentVersion: row.version,
        createdAt: at,
      },
      written,
    ),
    db
      .update(t)
      .set({ approvalStatus: "trial_ended", version: sql`${t.version} + 1`, updatedAt: at })
      .where(and(eq(t.id, row.id), written)),
    ...notificationStatements(db, {
      organizationId: row.organizationId,
      recipients: recipientsOf(row, members),
      draft: trialEndedDraft({ assessment: row, expiresAt }),
      now,
      when: written,
    }),
    auditEventQueryIf(
      db,
      {
        action: "TRIAL_ENDED",
        resourceType: "assessment",
        resourceId: row.id,
        userId: null,
        organizationId: row.organizationId,
        details: { tool: toolOrUrl(row), expires_at: expiresAt, policy_version: policyVersion, reason },
      },
      now,
      written,
    ),
  ]);
  return noticeWritten(db, id);
}

/** Whether this run's batch wrote its notice (another run may have been first: then it wrote nothing). */
async function noticeWritten(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: n.id }).from(n).where(eq(n.id, id)).limit(1);
  return row !== undefined;
}

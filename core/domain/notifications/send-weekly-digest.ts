import { and, asc, count, eq, gte, lt, ne } from "drizzle-orm";
import {
  assessmentApprovalsTable,
  notificationPreferencesTable,
  organizationsTable,
  orgRiskAssessmentsTable,
  userProfilesTable,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch, type Statement } from "@core/db/batch";
import { APP_ORIGIN_PLACEHOLDER as APP, deliverEmail, queueEmail, type DeliveryDeps } from "@core/email/outbox";
import type { EmailMessage } from "@core/email/email-sender";
import { SETTINGS_LINK, toolOrUrl } from "./notification-texts";
import { membersWho, organizationMembers, type OrgMember } from "./organization-members";
import { type ToolChanges, vendorChangeLines, weekOfVendorChanges } from "../monitoring/digest-changes";

const DAY_MS = 24 * 3600_000;
/** Names listed per section of the digest; the rest are counted. */
const LISTED = 5;

/** The week a digest covers: the last full week (Monday to Monday, UTC) before `now`, and its ISO week label. */
export function digestWeek(now: Date): { start: Date; end: Date; label: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const end = new Date(today - sinceMonday * DAY_MS);
  const start = new Date(end.getTime() - 7 * DAY_MS);
  return { start, end, label: isoWeekLabel(start) };
}

/** "2026-W47" for the ISO week that starts on the Monday `monday`. */
function isoWeekLabel(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

interface WeekOfOrganization {
  name: string;
  newAssessments: number;
  decisions: { approved: number; rejected: number; changes_requested: number };
  /** Waiting for a decision now, oldest first (urgent first). */
  pending: {
    id: string;
    toolName: string | null;
    url: string;
    createdBy: string;
    createdAt: string;
    priority: string;
  }[];
  /** Waiting for their requester to make changes, by requester. */
  changesRequested: Map<string, { toolName: string | null; url: string }[]>;
  /** Tools whose vendor changed during the week (vendor monitoring), most severe first. */
  vendorChanges: ToolChanges[];
}

/**
 * The weekly digest (scheduled): e-mails every active member who turned "Weekly Digest" on a
 * summary of their organization's last full week (new assessments, decisions) and what waits
 * for them now (assessments to decide, for those who may decide; their own assessments whose
 * reviewer requested changes). Idempotent: each message carries the key
 * `weekly-digest:<user>:<week>`, so a retried or repeated run for the same week writes and
 * sends nothing twice. Returns the week and how many digests this run queued.
 */
export async function sendWeeklyDigest(deps: DeliveryDeps): Promise<{ week: string; queued: number }> {
  const { db } = deps;
  const now = deps.now();
  const week = digestWeek(now);
  const subscribers = await digestSubscribers(db);
  let queued = 0;
  for (const [organizationId, userIds] of subscribers) {
    const summary = await weekOfOrganization(db, organizationId, week);
    if (!summary) continue;
    const members = await organizationMembers(db, organizationId);
    const messages = members
      .filter((m) => userIds.has(m.userId))
      .map((m) =>
        queueEmail(db, digestEmail(m, summary, organizationId, members, week), now, {
          dedupeKey: `weekly-digest:${m.userId}:${week.label}`,
        }),
      );
    for (let i = 0; i < messages.length; i += 50) {
      await runBatch(
        db,
        messages.slice(i, i + 50).map((m): Statement => m.statement),
      );
    }
    for (const message of messages) {
      // A message written by an earlier run of this week is not there under this id: nothing to send.
      if (await deliverEmail(deps, message.id)) queued++;
    }
  }
  return { week: week.label, queued };
}

/** Users with the digest on, active members of an organization, by organization. */
async function digestSubscribers(db: Db): Promise<Map<string, Set<string>>> {
  const p = userProfilesTable;
  const n = notificationPreferencesTable;
  const rows = await db
    .select({ userId: p.id, organizationId: p.organizationId })
    .from(n)
    .innerJoin(p, eq(p.id, n.userId))
    .where(and(eq(n.weeklyDigest, true), eq(p.status, "active"), eq(p.isSuspended, false)));
  const byOrg = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!r.organizationId) continue;
    byOrg.set(r.organizationId, (byOrg.get(r.organizationId) ?? new Set()).add(r.userId));
  }
  return byOrg;
}

async function weekOfOrganization(
  db: Db,
  organizationId: string,
  week: { start: Date; end: Date },
): Promise<WeekOfOrganization | null> {
  const t = orgRiskAssessmentsTable;
  const d = assessmentApprovalsTable;
  const from = week.start.toISOString();
  const to = week.end.toISOString();
  const [[org], [created], decided, waiting] = await Promise.all([
    db
      .select({ name: organizationsTable.name })
      .from(organizationsTable)
      .where(eq(organizationsTable.id, organizationId)),
    db
      .select({ value: count() })
      .from(t)
      .where(and(eq(t.organizationId, organizationId), gte(t.createdAt, from), lt(t.createdAt, to))),
    db
      .select({ status: d.status, value: count() })
      .from(d)
      .where(and(eq(d.organizationId, organizationId), gte(d.createdAt, from), lt(d.createdAt, to)))
      .groupBy(d.status),
    db
      .select({
        id: t.id,
        toolName: t.toolName,
        url: t.url,
        createdBy: t.createdBy,
        createdAt: t.createdAt,
        priority: t.priority,
        approvalStatus: t.approvalStatus,
      })
      .from(t)
      .where(
        and(
          eq(t.organizationId, organizationId),
          ne(t.status, "archived"),
          ne(t.approvalStatus, "approved"),
          ne(t.approvalStatus, "rejected"),
        ),
      )
      .orderBy(asc(t.createdAt)),
  ]);
  if (!org) return null;
  const decisions = { approved: 0, rejected: 0, changes_requested: 0 };
  for (const row of decided) if (row.status in decisions) decisions[row.status as keyof typeof decisions] = row.value;
  const pending = waiting
    .filter((w) => w.approvalStatus === "pending")
    .sort((a, b) => (a.priority === b.priority ? 0 : a.priority === "urgent" ? -1 : 1));
  const changesRequested = new Map<string, { toolName: string | null; url: string }[]>();
  for (const w of waiting.filter((x) => x.approvalStatus === "changes_requested")) {
    changesRequested.set(w.createdBy, [...(changesRequested.get(w.createdBy) ?? []), w]);
  }
  const vendorChanges = await weekOfVendorChanges(db, organizationId, week);
  return { name: org.name, newAssessments: created?.value ?? 0, decisions, pending, changesRequested, vendorChanges };
}

const day = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

function listed(items: { toolName: string | null; url: string }[]): string[] {
  const lines = items.slice(0, LISTED).map((i) => `    - ${toolOrUrl(i)}`);
  if (items.length > LISTED) lines.push(`    - and ${items.length - LISTED} more`);
  return lines;
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function digestEmail(
  member: OrgMember,
  summary: WeekOfOrganization,
  organizationId: string,
  members: OrgMember[],
  week: { start: Date; end: Date },
): EmailMessage {
  const canDecide = membersWho([member], organizationId, "assessment.decide").length > 0;
  const mine = summary.changesRequested.get(member.userId) ?? [];
  const waiting: string[] = [];
  if (canDecide && summary.pending.length > 0) {
    waiting.push(
      `- ${plural(summary.pending.length, "assessment waits", "assessments wait")} for a decision (urgent first, then oldest):`,
      ...listed(summary.pending),
    );
  }
  if (mine.length > 0) {
    waiting.push(
      `- ${plural(mine.length, "of your assessments needs", "of your assessments need")} changes before review:`,
      ...listed(mine),
    );
  }
  const { approved, rejected, changes_requested } = summary.decisions;
  const lastDay = new Date(week.end.getTime() - DAY_MS);
  return {
    to: member.email,
    subject: `Your weekly review summary for ${summary.name}`,
    text: [
      `Hello ${member.name},`,
      "",
      `${summary.name}'s week on Rapid Risk Review (${day.format(week.start)} to ${day.format(lastDay)}):`,
      "",
      `- New assessments: ${summary.newAssessments}`,
      `- Decisions: ${approved} approved, ${rejected} rejected, ${changes_requested} with changes requested`,
      `- Members: ${members.length}`,
      ...vendorChangeLines(member, organizationId, summary.vendorChanges, APP),
      "",
      "Waiting for you now:",
      ...(waiting.length ? waiting : ["- Nothing. You are all caught up."]),
      "",
      `Open your dashboard: ${APP}/dashboard`,
      "",
      `You get this e-mail because "Weekly Digest" is on in your notification settings: ${APP}${SETTINGS_LINK}`,
      "",
      "Rapid Risk Review",
    ].join("\n"),
  };
}

import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import {
  assessmentMonitoringTable,
  monitoredVendorsTable,
  vendorChecksTable,
  type OrgRiskAssessmentRow,
} from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { conflict } from "@core/lib/errors";
import { can } from "@core/contract/permissions";
import { CHECK_COOLDOWN_SECONDS, type Monitoring, type MonitoringFrequency } from "@core/contract/monitoring";
import type { Actor } from "../actor";
import { findAssessmentFor, policyResource, requireMember, type MemberActor } from "../assessments/assessment-access";
import { auditEventQuery } from "../audit/record-audit-event";
import type { Settings } from "../settings/settings-reader";
import { underWatchLimitSql } from "./organization-settings";
import { isWatching } from "./watchers";
import { ensureVendorStatement, refreshVendorStatement } from "./vendor-schedule";

export interface MonitoringDeps {
  db: Db;
  clock: Clock;
  settings: Settings;
  /** Seconds "Check now" waits after a check of the vendor (CHECK_COOLDOWN_SECONDS unless a test shortens it). */
  cooldownSeconds?: number;
}

/**
 * How an assessment's vendor is monitored: its frequency, the vendor's last and next check, the
 * latest check since the assessment was saved, when "Check now" is allowed again, and whether the
 * caller watches it. Who may call: `assessment.view` on the assessment.
 */
export async function getMonitoring(deps: MonitoringDeps, actor: Actor, id: string): Promise<Monitoring> {
  const member = requireMember(actor, "Please sign in to continue.");
  const assessment = await findAssessmentFor(deps.db, member, id);
  return monitoringView(deps, member, assessment);
}

/**
 * Sets how often the assessment's vendor is checked (off, daily, weekly, monthly); the vendor's
 * schedule follows at once (the most frequent watcher decides). Turning monitoring on when the
 * organization already watches as many vendors as the platform allows is refused (409), in the
 * same statement that writes it. Audited (MONITORING_FREQUENCY_CHANGED) in the same batch.
 * Who may call: `assessment.create` and `assessment.view` on it (viewers 403).
 */
export async function setMonitoring(
  deps: MonitoringDeps,
  actor: Actor,
  id: string,
  frequency: MonitoringFrequency,
): Promise<Monitoring> {
  const member = requireMember(actor, "Please sign in to continue.");
  const assessment = await findAssessmentFor(deps.db, member, id, "assessment.create");
  const now = deps.clock();
  const at = now.toISOString();
  const m = assessmentMonitoringTable;
  const [current] = await deps.db.select().from(m).where(eq(m.assessmentId, id)).limit(1);
  const before = current?.frequency ?? "off";
  if (before !== frequency) {
    const allowed = frequency === "off" ? sql`1` : underWatchLimitSql(assessment.organizationId, assessment.vendorKey);
    const values = { frequency, updatedAt: at, updatedBy: member.userId };
    const [written] = await deps.db.batch([
      deps.db
        .insert(m)
        .select(
          sql`SELECT ${id}, ${assessment.organizationId}, ${assessment.vendorKey}, ${frequency}, ${at}, ${at}, ${member.userId} WHERE ${allowed}`,
        )
        .onConflictDoUpdate({ target: m.assessmentId, set: values })
        .returning({ id: m.assessmentId }),
      ensureVendorStatement(deps.db, { vendorKey: assessment.vendorKey, url: assessment.url }, now),
      refreshVendorStatement(deps.db, assessment.vendorKey, now),
      auditEventQuery(
        deps.db,
        {
          action: "MONITORING_FREQUENCY_CHANGED",
          resourceType: "assessment",
          resourceId: id,
          userId: member.userId,
          organizationId: assessment.organizationId,
          details: { from: before, to: frequency },
        },
        now,
      ),
    ]);
    if (written.length === 0) {
      const limit = await deps.settings.get("monitoring.watched_vendors_per_organization");
      throw conflict(
        `Your organization already watches ${limit} vendors, the most it may. Turn monitoring off for another tool, or ask your administrator to raise the limit.`,
      );
    }
  }
  return monitoringView(deps, member, assessment);
}

/** The monitoring of an assessment as the API shows it to this member. */
export async function monitoringView(
  deps: { db: Db; clock: Clock; cooldownSeconds?: number },
  member: MemberActor,
  assessment: OrgRiskAssessmentRow,
): Promise<Monitoring> {
  const m = assessmentMonitoringTable;
  const v = monitoredVendorsTable;
  const c = vendorChecksTable;
  const [[row], [vendor], [latest], [recent], watching] = await Promise.all([
    deps.db.select().from(m).where(eq(m.assessmentId, assessment.id)).limit(1),
    deps.db.select().from(v).where(eq(v.vendorKey, assessment.vendorKey)).limit(1),
    deps.db
      .select()
      .from(c)
      .where(
        and(eq(c.vendorKey, assessment.vendorKey), gte(c.createdAt, assessment.createdAt), ne(c.trigger, "report")),
      )
      .orderBy(desc(c.createdAt))
      .limit(1),
    deps.db
      .select({ createdAt: c.createdAt })
      .from(c)
      .where(and(eq(c.vendorKey, assessment.vendorKey), ne(c.trigger, "report")))
      .orderBy(desc(c.createdAt))
      .limit(1),
    isWatching(deps.db, assessment, member.userId),
  ]);
  const frequency = row?.frequency ?? "off";
  const now = deps.clock().getTime();
  const cooldown = deps.cooldownSeconds ?? CHECK_COOLDOWN_SECONDS;
  const availableAt = recent ? new Date(recent.createdAt).getTime() + cooldown * 1000 : 0;
  return {
    frequency,
    last_checked_at: vendor?.lastCheckedAt ?? null,
    next_check_at: frequency === "off" || assessment.status === "archived" ? null : (vendor?.nextCheckAt ?? null),
    last_check: latest
      ? {
          id: latest.id,
          status: latest.status,
          completed_at: latest.completedAt,
          error: latest.status === "failed" ? latest.error : null,
        }
      : null,
    check_available_at: availableAt > now ? new Date(availableAt).toISOString() : null,
    watching,
    can_manage: can(member, "assessment.create", policyResource(assessment)),
  };
}

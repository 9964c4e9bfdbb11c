/**
 * What a check's changes do in each organization watching the vendor, one batch per
 * organization (marked delivered in that batch, so a retried check tells nobody twice):
 *  - the watchers of each assessment (creator, deciders, whoever pressed Watch) who can see it
 *    get a `vendor_changed` notification for medium and high changes, and its e-mail when their
 *    "Vendor changes" switch is on;
 *  - an approved assessment whose risk level rose, whose verified certification was lost, or one
 *    of whose high-severity quotes changed goes back to pending review with a system entry in its
 *    history naming the change (unless the organization turned that off);
 *  - the organization event `vendor.changed` for its integrations.
 */
import { and, eq, ne } from "drizzle-orm";
import {
  assessmentMonitoringTable,
  organizationsTable,
  orgRiskAssessmentsTable,
  type OrgRiskAssessmentRow,
  vendorCheckDeliveriesTable,
  vendorChecksTable,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch, type Statement } from "@core/db/batch";
import {
  changeAlerts,
  type DetectedChange,
  REOPENABLE_APPROVALS,
  type ChangeSeverity,
} from "@core/contract/monitoring";
import { sql } from "drizzle-orm";
import { policyResource } from "../assessments/assessment-access";
import { reopenAssessmentStatements } from "../decisions/reopen-assessment";
import { organizationEventStatement } from "../events/organization-event";
import { notificationStatements } from "../notifications/notification-statements";
import { membersWho, organizationMembers } from "../notifications/organization-members";
import { changesLink, vendorChangedDraft } from "./change-notifications";
import { monitoringSettingsOf } from "./organization-settings";
import { watchersOf } from "./watchers";

export interface CheckOutcome {
  id: string;
  vendorKey: string;
  changes: DetectedChange[];
}

/**
 * Tells every organization watching the vendor about the check's changes (those not told yet),
 * then marks the check's effects done. Returns how many organizations were told now.
 */
export async function deliverCheckChanges(db: Db, check: CheckOutcome, now: Date): Promise<number> {
  let told = 0;
  if (check.changes.length > 0) {
    const a = orgRiskAssessmentsTable;
    const m = assessmentMonitoringTable;
    const o = organizationsTable;
    const rows = await db
      .select({ assessment: a })
      .from(a)
      .innerJoin(m, eq(m.assessmentId, a.id))
      .innerJoin(o, eq(o.id, a.organizationId))
      .where(
        and(eq(a.vendorKey, check.vendorKey), ne(m.frequency, "off"), ne(a.status, "archived"), eq(o.status, "active")),
      );
    const byOrganization = new Map<string, OrgRiskAssessmentRow[]>();
    for (const { assessment } of rows) {
      byOrganization.set(assessment.organizationId, [
        ...(byOrganization.get(assessment.organizationId) ?? []),
        assessment,
      ]);
    }
    const d = vendorCheckDeliveriesTable;
    const done = new Set(
      (await db.select({ id: d.organizationId }).from(d).where(eq(d.checkId, check.id))).map((r) => r.id),
    );
    for (const [organizationId, assessments] of byOrganization) {
      if (done.has(organizationId)) continue;
      await runBatch(db, await organizationStatements(db, check, organizationId, assessments, now));
      told++;
    }
  }
  const t = vendorChecksTable;
  await db.update(t).set({ effectsDoneAt: now.toISOString() }).where(eq(t.id, check.id));
  return told;
}

async function organizationStatements(
  db: Db,
  check: CheckOutcome,
  organizationId: string,
  assessments: OrgRiskAssessmentRow[],
  now: Date,
): Promise<Statement[]> {
  const d = vendorCheckDeliveriesTable;
  const token = crypto.randomUUID();
  const delivered = sql`EXISTS (SELECT 1 FROM ${d} WHERE ${d.checkId} = ${check.id} AND ${d.organizationId} = ${organizationId} AND ${d.token} = ${token})`;
  const statements: Statement[] = [
    db
      .insert(d)
      .values({ checkId: check.id, organizationId, token, createdAt: now.toISOString() })
      .onConflictDoNothing(),
  ];
  const [settings, members, watchers] = await Promise.all([
    monitoringSettingsOf(db, organizationId),
    organizationMembers(db, organizationId),
    watchersOf(db, assessments),
  ]);
  const alerts = check.changes.filter((c) => changeAlerts(c.severity));
  const trigger = reopenTrigger(check.changes);
  for (const assessment of assessments) {
    let reopened = false;
    if (
      settings.reopenOnChange &&
      trigger &&
      (REOPENABLE_APPROVALS as readonly string[]).includes(assessment.approvalStatus)
    ) {
      const reopen = await reopenAssessmentStatements(db, {
        assessment,
        reason: `Vendor monitoring: ${trigger.summary}${check.changes.length > 1 ? ` (${check.changes.length} changes in this check)` : ""}`,
        actor: { kind: "system", userId: null },
        audit: {
          action: "ASSESSMENT_REOPENED_BY_MONITORING",
          details: { check_id: check.id, change: trigger.kind, summary: trigger.summary },
        },
        now,
      });
      statements.push(...reopen.statements);
      reopened = reopen.statements.length > 0;
    }
    if (alerts.length > 0) {
      const who = watchers.get(assessment.id) ?? new Set<string>();
      const recipients = membersWho(members, organizationId, "assessment.view", policyResource(assessment)).filter(
        (m) => who.has(m.userId),
      );
      statements.push(
        ...notificationStatements(db, {
          organizationId,
          recipients,
          draft: vendorChangedDraft({ assessment, changes: alerts, reopened }),
          now,
          when: delivered,
        }),
      );
    }
    if (check.changes.some((c) => c.kind !== "page_unreachable")) {
      statements.push(organizationEventStatement(db, eventOf(check, assessment, reopened), now));
    }
  }
  return statements;
}

/** The change that sends an approval back to review: the risk level rose, a verified certification was lost, a high-severity quote changed. */
export function reopenTrigger(changes: DetectedChange[]): DetectedChange | null {
  return (
    changes.find((c) => c.kind === "level_changed" && c.severity === "high") ??
    changes.find((c) => c.kind === "certification_removed") ??
    changes.find((c) => (c.kind === "quote_changed" || c.kind === "quote_removed") && c.severity === "high") ??
    null
  );
}

const SEVERITY_ORDER: ChangeSeverity[] = ["high", "medium", "low"];

function eventOf(check: CheckOutcome, assessment: OrgRiskAssessmentRow, reopened: boolean) {
  const highest = SEVERITY_ORDER.find((s) => check.changes.some((c) => c.severity === s)) ?? "low";
  return {
    type: "vendor.changed" as const,
    data: {
      organization_id: assessment.organizationId,
      assessment_id: assessment.id,
      tool_name: assessment.toolName,
      url: assessment.url,
      link: changesLink(assessment.id),
      check_id: check.id,
      changes: check.changes.length,
      highest_severity: highest,
      kinds: [...new Set(check.changes.map((c) => c.kind))],
      summary: check.changes[0]?.summary ?? null,
      reopened,
    },
  };
}

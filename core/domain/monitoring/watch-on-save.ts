import { sql, type SQL } from "drizzle-orm";
import {
  assessmentMonitoringTable,
  organizationMonitoringSettingsTable,
  type OrgRiskAssessmentRow,
  vendorChecksTable,
} from "@core/db/schema";
import { insertWhere } from "@core/db/insert-where";
import { Analysis } from "@core/contract/analysis";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { DEFAULT_MONITORING_FREQUENCY } from "@core/contract/monitoring-rules";
import { underWatchLimitSql } from "./organization-settings";
import { snapshotOfReport } from "./snapshot";
import { ensureVendorStatement, refreshVendorStatement } from "./vendor-schedule";

/**
 * A newly saved assessment is watched: its monitoring row gets the organization's default
 * frequency (weekly unless changed), or `off` when the organization already watches as many
 * vendors as the platform allows; its vendor is registered and its schedule recomputed (a vendor
 * never checked is due at once); a vendor no check has read gets the saved report as the
 * baseline its first check compares with. Statements for the save's own batch, written only if
 * the save was (`applied`).
 */
export function watchOnSaveStatements(db: Db, assessment: OrgRiskAssessmentRow, applied: SQL, now: Date): Statement[] {
  const m = assessmentMonitoringTable;
  const s = organizationMonitoringSettingsTable;
  const at = now.toISOString();
  const chosen = sql`COALESCE((SELECT ${s.defaultFrequency} FROM ${s} WHERE ${s.organizationId} = ${assessment.organizationId}), ${DEFAULT_MONITORING_FREQUENCY})`;
  const frequency = sql`CASE WHEN ${chosen} = 'off' OR ${underWatchLimitSql(assessment.organizationId, assessment.vendorKey)} THEN ${chosen} ELSE 'off' END`;
  return [
    ...reportBaseline(db, assessment, applied, now),
    // INSERT ... SELECT in the table's column order, the frequency computed in SQL; nothing when
    // the save did not happen.
    db
      .insert(m)
      .select(
        sql`SELECT ${assessment.id}, ${assessment.organizationId}, ${assessment.vendorKey}, ${frequency}, ${at}, ${at}, NULL WHERE ${applied} AND NOT EXISTS (SELECT 1 FROM ${m} WHERE ${m.assessmentId} = ${assessment.id})`,
      ),
    ensureVendorStatement(db, { vendorKey: assessment.vendorKey, url: assessment.url }, now),
    refreshVendorStatement(db, assessment.vendorKey, now),
  ];
}

/**
 * A vendor no check has read yet gets the saved report as its first baseline, so the first check
 * tells what changed since the report the assessment is decided on (a completed "check" of
 * trigger `report`, written only if the save was and no check of the vendor completed before).
 */
function reportBaseline(db: Db, assessment: OrgRiskAssessmentRow, applied: SQL, now: Date): Statement[] {
  const parsed = assessment.analysis ? Analysis.safeParse(JSON.parse(assessment.analysis)) : null;
  if (!parsed?.success) return [];
  const analysis = parsed.data;
  const t = vendorChecksTable;
  const at = now.toISOString();
  const id = crypto.randomUUID();
  return [
    insertWhere(
      db,
      t,
      {
        id,
        vendorKey: assessment.vendorKey,
        url: assessment.url,
        trigger: "report",
        slot: `report:${id}`,
        status: "completed",
        startedAt: at,
        completedAt: at,
        overallScore: analysis.overall_risk.score,
        pricingScore: analysis.pricing_risk.score,
        privacyLegalScore: analysis.privacy_legal_risk.score,
        securityScore: analysis.security_risk.score,
        riskLevel: analysis.overall_risk.level,
        certifications: JSON.stringify(
          analysis.security_risk.certifications.filter((c) => c.verified).map((c) => c.name),
        ),
        snapshot: JSON.stringify(snapshotOfReport(analysis, now)),
        effectsDoneAt: at,
        createdAt: at,
        updatedAt: at,
      },
      sql`${applied} AND NOT EXISTS (SELECT 1 FROM ${t} WHERE ${t.vendorKey} = ${assessment.vendorKey} AND ${t.status} = 'completed')`,
    ),
  ];
}

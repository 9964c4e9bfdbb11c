import { sql, type SQL } from "drizzle-orm";
import {
  assessmentMonitoringTable,
  organizationMonitoringSettingsTable,
  type OrgRiskAssessmentRow,
} from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { DEFAULT_MONITORING_FREQUENCY } from "@core/contract/monitoring-rules";
import { underWatchLimitSql } from "./organization-settings";
import { ensureVendorStatement, refreshVendorStatement } from "./vendor-schedule";

/**
 * A newly saved assessment is watched: its monitoring row gets the organization's default
 * frequency (weekly unless changed), or `off` when the organization already watches as many
 * vendors as the platform allows; its vendor is registered and its schedule recomputed (a vendor
 * never checked is due at once, which records the baseline later checks compare with). Statements
 * for the save's own batch, written only if the save was (`applied`).
 */
export function watchOnSaveStatements(db: Db, assessment: OrgRiskAssessmentRow, applied: SQL, now: Date): Statement[] {
  const m = assessmentMonitoringTable;
  const s = organizationMonitoringSettingsTable;
  const at = now.toISOString();
  const chosen = sql`COALESCE((SELECT ${s.defaultFrequency} FROM ${s} WHERE ${s.organizationId} = ${assessment.organizationId}), ${DEFAULT_MONITORING_FREQUENCY})`;
  const frequency = sql`CASE WHEN ${chosen} = 'off' OR ${underWatchLimitSql(assessment.organizationId, assessment.vendorKey)} THEN ${chosen} ELSE 'off' END`;
  return [
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

import { and, countDistinct, eq, ne, sql, type SQL } from "drizzle-orm";
import {
  assessmentMonitoringTable,
  organizationMonitoringSettingsTable,
  orgRiskAssessmentsTable,
  platformSettingsTable,
} from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { SETTING_DEFINITIONS } from "@core/contract/platform-settings";
import {
  DEFAULT_MONITORING_FREQUENCY,
  type OrganizationMonitoringSettings,
  type UpdateOrganizationMonitoringSettings,
} from "@core/contract/monitoring";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { auditEventQuery } from "../audit/record-audit-event";
import type { Settings } from "../settings/settings-reader";

const LIMIT_KEY = "monitoring.watched_vendors_per_organization";

/** An organization's monitoring settings; the defaults when it saved none. */
export async function monitoringSettingsOf(db: Db, organizationId: string) {
  const t = organizationMonitoringSettingsTable;
  const [row] = await db.select().from(t).where(eq(t.organizationId, organizationId)).limit(1);
  return {
    defaultFrequency: row?.defaultFrequency ?? DEFAULT_MONITORING_FREQUENCY,
    reopenOnChange: row?.reopenOnChange ?? true,
  };
}

/**
 * The platform's cap on watched vendors per organization, read inside the statement that
 * checks it (so the check and the write are one statement): the super admin's value, else the
 * default in code. The setting has no environment variable, so this is the value the settings
 * reader gives too.
 */
export function watchedVendorLimitSql(): SQL {
  const p = platformSettingsTable;
  const fallback = SETTING_DEFINITIONS[LIMIT_KEY].default;
  return sql`COALESCE((SELECT CASE WHEN json_valid(${p.value}) AND json_type(${p.value}) = 'integer' AND CAST(${p.value} AS INTEGER) >= 0 THEN CAST(${p.value} AS INTEGER) END FROM ${p} WHERE ${p.key} = ${LIMIT_KEY}), ${fallback})`;
}

/**
 * SQL: the organization watches fewer vendors than the cap, not counting `vendorKey` (an
 * assessment of a vendor already watched costs nothing more).
 */
export function underWatchLimitSql(organizationId: string, vendorKey: string): SQL {
  const m = assessmentMonitoringTable;
  const a = orgRiskAssessmentsTable;
  return sql`(SELECT COUNT(DISTINCT ${m.vendorKey}) FROM ${m} INNER JOIN ${a} ON ${a.id} = ${m.assessmentId}
    WHERE ${m.organizationId} = ${organizationId} AND ${m.frequency} <> 'off' AND ${a.status} <> 'archived'
      AND ${m.vendorKey} <> ${vendorKey}) < ${watchedVendorLimitSql()}`;
}

/** Vendors the organization watches now (not archived, frequency not off). */
export async function watchedVendorCount(db: Db, organizationId: string): Promise<number> {
  const m = assessmentMonitoringTable;
  const a = orgRiskAssessmentsTable;
  const [row] = await db
    .select({ n: countDistinct(m.vendorKey) })
    .from(m)
    .innerJoin(a, eq(a.id, m.assessmentId))
    .where(and(eq(m.organizationId, organizationId), ne(m.frequency, "off"), ne(a.status, "archived")));
  return row?.n ?? 0;
}

export interface MonitoringSettingsDeps {
  db: Db;
  clock: Clock;
  settings: Settings;
}

/**
 * The organization's monitoring settings with its watched vendors and the cap.
 * Who may call: `team.view` (every active member of the organization).
 */
export async function getOrganizationMonitoringSettings(
  deps: MonitoringSettingsDeps,
  actor: Actor,
): Promise<OrganizationMonitoringSettings> {
  const member = authorize(actor, "team.view");
  return settingsView(deps, member.organizationId);
}

async function settingsView(deps: MonitoringSettingsDeps, organizationId: string) {
  const [settings, watched, limit] = await Promise.all([
    monitoringSettingsOf(deps.db, organizationId),
    watchedVendorCount(deps.db, organizationId),
    deps.settings.get(LIMIT_KEY),
  ]);
  return {
    default_frequency: settings.defaultFrequency,
    reopen_on_change: settings.reopenOnChange,
    watched_vendors: watched,
    watched_vendor_limit: limit,
  };
}

/**
 * Changes the organization's default frequency (for assessments saved from now on) and whether
 * monitored changes send approved assessments back to review. Audited (MONITORING_SETTINGS_UPDATED,
 * old and new values) in the same batch. Who may call: `organization.manage`.
 */
export async function updateOrganizationMonitoringSettings(
  deps: MonitoringSettingsDeps,
  actor: Actor,
  input: UpdateOrganizationMonitoringSettings,
): Promise<OrganizationMonitoringSettings> {
  const member = authorize(actor, "organization.manage");
  const before = await monitoringSettingsOf(deps.db, member.organizationId);
  const after = {
    defaultFrequency: input.default_frequency ?? before.defaultFrequency,
    reopenOnChange: input.reopen_on_change ?? before.reopenOnChange,
  };
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  if (after.defaultFrequency !== before.defaultFrequency)
    changed.default_frequency = { from: before.defaultFrequency, to: after.defaultFrequency };
  if (after.reopenOnChange !== before.reopenOnChange)
    changed.reopen_on_change = { from: before.reopenOnChange, to: after.reopenOnChange };
  if (Object.keys(changed).length > 0) {
    const now = deps.clock();
    const t = organizationMonitoringSettingsTable;
    const values = { ...after, updatedAt: now.toISOString(), updatedBy: member.userId };
    await deps.db.batch([
      deps.db
        .insert(t)
        .values({ organizationId: member.organizationId, ...values })
        .onConflictDoUpdate({ target: t.organizationId, set: values }),
      auditEventQuery(
        deps.db,
        {
          action: "MONITORING_SETTINGS_UPDATED",
          resourceType: "organization",
          resourceId: member.organizationId,
          userId: member.userId,
          organizationId: member.organizationId,
          details: changed,
        },
        now,
      ),
    ]);
  }
  return settingsView(deps, member.organizationId);
}

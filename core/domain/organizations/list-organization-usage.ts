import { asc, desc, eq } from "drizzle-orm";
import { organizationUsageTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { UsageMetric } from "@core/contract/organization";
import type { Actor } from "../actor";
import { authorize } from "../authorize";

/**
 * The latest usage metrics the daily job recorded for the admin's organization: latest day
 * first, within a day by metric name. Non-admins: 403.
 */
export async function listOrganizationUsage(
  deps: { db: Db },
  actor: Actor,
  input: { limit: number },
): Promise<UsageMetric[]> {
  const { organizationId } = authorize(actor, "organization.manage");
  const { db } = deps;
  const u = organizationUsageTable;
  return db
    .select({
      id: u.id,
      metric_name: u.metricName,
      metric_value: u.metricValue,
      period: u.period,
      period_start: u.periodStart,
      recorded_at: u.recordedAt,
    })
    .from(u)
    .where(eq(u.organizationId, organizationId))
    .orderBy(desc(u.periodStart), asc(u.metricName))
    .limit(input.limit);
}

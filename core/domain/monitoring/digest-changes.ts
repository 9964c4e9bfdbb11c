import { and, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { orgRiskAssessmentsTable, vendorChangesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { can } from "@core/contract/permissions";
import { type ChangeSeverityValue, SEVERITY_LABEL } from "@core/contract/monitoring-rules";
import { toolOrUrl } from "../notifications/notification-texts";
import { memberAsActor, type OrgMember } from "../notifications/organization-members";
import { shorten } from "./change-words";

/** One tool whose vendor changed in the week: how many changes, the most severe, and its summary. */
export interface ToolChanges {
  id: string;
  toolName: string | null;
  url: string;
  createdBy: string;
  changes: number;
  highest: ChangeSeverityValue;
  summary: string;
}

const LISTED = 5;

/**
 * The week's vendor changes of the organization's (not archived) assessments, by tool, most
 * severe first: the weekly digest's "Vendor changes" section.
 */
export async function weekOfVendorChanges(
  db: Db,
  organizationId: string,
  week: { start: Date; end: Date },
): Promise<ToolChanges[]> {
  const a = orgRiskAssessmentsTable;
  const c = vendorChangesTable;
  const rank = sql<number>`MIN(CASE ${c.severity} WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END)`;
  const rows = await db
    .select({
      id: a.id,
      toolName: a.toolName,
      url: a.url,
      createdBy: a.createdBy,
      changes: sql<number>`COUNT(*)`,
      rank,
      // The summary of the most severe change (SQLite takes the bare column from the row with the MIN).
      summary: sql<string>`${c.summary}`,
    })
    .from(c)
    .innerJoin(a, and(eq(a.vendorKey, c.vendorKey), gte(c.detectedAt, a.createdAt)))
    .where(
      and(
        eq(a.organizationId, organizationId),
        ne(a.status, "archived"),
        gte(c.detectedAt, week.start.toISOString()),
        lt(c.detectedAt, week.end.toISOString()),
      ),
    )
    .groupBy(a.id)
    .orderBy(rank, desc(sql`COUNT(*)`));
  const severities: ChangeSeverityValue[] = ["high", "medium", "low"];
  return rows.map((r) => ({
    id: r.id,
    toolName: r.toolName,
    url: r.url,
    createdBy: r.createdBy,
    changes: r.changes,
    highest: severities[r.rank] ?? "low",
    summary: r.summary,
  }));
}

/** The digest's lines about vendor changes, of the tools this member can see. */
export function vendorChangeLines(
  member: OrgMember,
  organizationId: string,
  tools: ToolChanges[],
  appOrigin: string,
): string[] {
  const actor = memberAsActor(member, organizationId);
  const visible = tools.filter((t) => can(actor, "assessment.view", { organizationId, ownerId: t.createdBy }));
  if (visible.length === 0) return [];
  const total = visible.reduce((n, t) => n + t.changes, 0);
  const lines = visible.slice(0, LISTED).map((t) => {
    const more = t.changes > 1 ? ` (+${t.changes - 1} more)` : "";
    return `    - ${toolOrUrl(t)}, ${SEVERITY_LABEL[t.highest].toLowerCase()}: ${shorten(t.summary, 120)}${more}`;
  });
  if (visible.length > LISTED) lines.push(`    - and ${visible.length - LISTED} more tools`);
  return [
    `- Vendor changes: ${total} on ${visible.length} tool${visible.length === 1 ? "" : "s"} (${appOrigin}/dashboard/changes):`,
    ...lines,
  ];
}

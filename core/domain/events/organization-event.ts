import type { SQL } from "drizzle-orm";
import { organizationEventsTable } from "@core/db/schema";
import { insertWhere } from "@core/db/insert-where";
import type { Db } from "@core/db";
import type { OrganizationEventData, OrganizationEventType } from "@core/contract/events";

export interface OrganizationEventInput {
  type: OrganizationEventType;
  data: OrganizationEventData;
}

/**
 * The INSERT of one organization event, to run inside the db.batch that makes the change it
 * reports (D1 has no interactive transactions): the event exists exactly when the change does.
 * With `when`, it is written only if that SQL condition holds when it runs (for a batch whose
 * change is itself conditional). Delivery to webhooks and Slack reads the table afterwards.
 */
export function organizationEventStatement(db: Db, event: OrganizationEventInput, now: Date, when?: SQL) {
  const row = {
    id: crypto.randomUUID(),
    organizationId: event.data.organization_id,
    type: event.type,
    data: JSON.stringify(event.data),
    createdAt: now.toISOString(),
  };
  return when ? insertWhere(db, organizationEventsTable, row, when) : db.insert(organizationEventsTable).values(row);
}

/** The same INSERT, written only if `when` holds as it runs: for a batch whose change is conditional. */
export function organizationEventStatementIf(db: Db, event: OrganizationEventInput, now: Date, when: SQL) {
  return insertWhere(
    db,
    organizationEventsTable,
    {
      id: crypto.randomUUID(),
      organizationId: event.data.organization_id,
      type: event.type,
      data: JSON.stringify(event.data),
      createdAt: now.toISOString(),
    },
    when,
  );
}

/** What events about an assessment carry: ids and a summary (what a read token could see). */
export function assessmentSummary(a: {
  id: string;
  organizationId: string;
  toolName: string | null;
  vendorName: string | null;
  url: string;
  overallScore: number | null;
  riskLevel: string | null;
}) {
  return {
    organization_id: a.organizationId,
    assessment_id: a.id,
    tool_name: a.toolName ?? a.vendorName ?? null,
    vendor_name: a.vendorName,
    url: a.url,
    score: a.overallScore,
    risk_level: a.riskLevel,
    link: `/dashboard/assessments/${a.id}`,
  };
}

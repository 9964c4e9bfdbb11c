import { organizationEventsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { OrganizationEventData, OrganizationEventType } from "@core/contract/events";

export interface OrganizationEventInput {
  type: OrganizationEventType;
  data: OrganizationEventData;
}

/**
 * The INSERT of one organization event, to run inside the db.batch that makes the change it
 * reports (D1 has no interactive transactions): the event exists exactly when the change does.
 * Delivery to webhooks and Slack reads the table afterwards.
 */
export function organizationEventStatement(db: Db, event: OrganizationEventInput, now: Date) {
  return db.insert(organizationEventsTable).values({
    id: crypto.randomUUID(),
    organizationId: event.data.organization_id,
    type: event.type,
    data: JSON.stringify(event.data),
    createdAt: now.toISOString(),
  });
}

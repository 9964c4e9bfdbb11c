/**
 * Events of an organization that leave the product: webhook deliveries and Slack messages read
 * them. A feature that changes something an integration may care about writes one event in the
 * same db.batch as the change (core/domain/events/organization-event.ts), so an event exists
 * exactly when its change does. Payloads carry ids and a summary, never more than an
 * organization's read token could see.
 */
import { z } from "zod";

export const OrganizationEventType = z.enum([
  "assessment.saved",
  "assessment.decided",
  "analysis.completed",
  "analysis.failed",
  "vendor.changed",
  "trial.expiring",
  "member.joined",
]);
export type OrganizationEventType = z.infer<typeof OrganizationEventType>;

/** What a test delivery ("Send test event") carries as its type; never written as an event. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** The summary every event carries; features add fields of their own to `data`. */
export const OrganizationEventData = z
  .object({
    organization_id: z.string(),
    assessment_id: z.string().nullable().optional(),
    tool_name: z.string().nullable().optional(),
    url: z.string().nullable().optional(),
    /** A path of the app for a person to look, e.g. /dashboard/assessments/{id}. */
    link: z.string().nullable().optional(),
  })
  .catchall(z.unknown());
export type OrganizationEventData = z.infer<typeof OrganizationEventData>;

/** The body of a delivery (Standard Webhooks: type, timestamp, data). */
export const OrganizationEvent = z.object({
  id: z.string(),
  type: z.union([OrganizationEventType, z.literal(WEBHOOK_TEST_EVENT)]),
  timestamp: z.string(),
  data: OrganizationEventData,
});
export type OrganizationEvent = z.infer<typeof OrganizationEvent>;

/**
 * Notifications (the bell) and each user's notification switches: shapes of the JSON API
 *. Used by the routes, the SPA and the tests.
 */
import { z } from "zod";
import { NotificationType } from "./enums";

/** The bell shows this many, newest first. */
export const NOTIFICATION_LIST_SIZE = 10;

export const Notification = z.object({
  id: z.string(),
  type: NotificationType,
  title: z.string(),
  message: z.string(),
  link: z.string().nullable().describe("A path of the app, e.g. /dashboard/assessments/{id}."),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({
  items: z.array(Notification).describe(`The ${NOTIFICATION_LIST_SIZE} newest, newest first.`),
  unread_count: z.number().int().describe("All of the user's unread notifications, not only those listed."),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** Settings → Notifications. A user without saved switches has the defaults. */
export const NotificationPreferences = z.object({
  assessment_completed: z.boolean().describe("An analysis you started has finished (default on)."),
  approval_requests: z.boolean().describe("An assessment waits for your review, and a decision on yours (default on)."),
  comments_and_mentions: z.boolean().describe("Comments on assessments you follow, and mentions of you (default on)."),
  weekly_digest: z.boolean().describe("A weekly summary of your organization's reviews (default off)."),
  vendor_changes: z.boolean().describe("A watched vendor changed what an assessment relied on (default on)."),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  assessment_completed: true,
  approval_requests: true,
  comments_and_mentions: true,
  weekly_digest: false,
  vendor_changes: true,
};

/** PUT: the switches to set; those left out keep their value. */
export const UpdateNotificationPreferences = NotificationPreferences.partial().strict();
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferences>;

/** Which switch decides whether a notification of this type is also e-mailed (in the app it always appears). */
export const EMAIL_SWITCH_OF: Record<NotificationType, Exclude<keyof NotificationPreferences, "weekly_digest">> = {
  approval_requested: "approval_requests",
  approval_granted: "approval_requests",
  approval_denied: "approval_requests",
  comment: "comments_and_mentions",
  mention: "comments_and_mentions",
  assessment_completed: "assessment_completed",
  vendor_changed: "vendor_changes",
  trial_expiring: "approval_requests",
  trial_ended: "approval_requests",
  membership_requested: "approval_requests",
  integration_failing: "approval_requests",
};

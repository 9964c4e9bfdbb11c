/**
 * The value sets of the signed-in product (spec 02 sections 3-4). One source for each: the
 * drizzle columns, the API schemas and the SPA take their values from here.
 */
import { z } from "zod";

/** Assessment status; a newly saved assessment is `pending_review`. */
export const AssessmentStatus = z.enum(["draft", "processing", "completed", "failed", "archived", "pending_review"]);
export type AssessmentStatus = z.infer<typeof AssessmentStatus>;

/** Where an assessment stands in review; only `pending` can be decided. */
export const ApprovalStatus = z.enum(["pending", "approved", "rejected", "changes_requested"]);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

/** A reviewer's decision on a pending assessment. */
export const DecisionStatus = z.enum(["approved", "rejected", "changes_requested"]);
export type DecisionStatus = z.infer<typeof DecisionStatus>;

export const Priority = z.enum(["normal", "urgent"]);
export type Priority = z.infer<typeof Priority>;

export const NotificationType = z.enum([
  "approval_granted",
  "approval_denied",
  "approval_requested",
  "comment",
  "mention",
  "assessment_completed",
]);
export type NotificationType = z.infer<typeof NotificationType>;

export const AuditSeverity = z.enum(["info", "warning", "critical"]);
export type AuditSeverity = z.infer<typeof AuditSeverity>;

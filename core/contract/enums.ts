/**
 * The value sets of the product. One source for each: the
 * drizzle columns (through core/db/enum-values.ts), the API schemas and the SPA take their
 * values from here. Organization roles are the one exception: ROLES lives in permissions.ts,
 * which the SPA's first load imports without zod.
 */
import { z } from "zod";

/** An analysis job (public_analysis_jobs, org_analysis_jobs). */
export const JobStatus = z.enum(["pending", "processing", "completed", "failed"]);
export type JobStatus = z.infer<typeof JobStatus>;

/** A user profile: active members, users waiting for an admin, rejected users. */
export const ProfileStatus = z.enum(["active", "pending_approval", "rejected"]);
export type ProfileStatus = z.infer<typeof ProfileStatus>;

/**
 * A request to join an organization (pending_approvals); only `pending` can be decided (a super
 * admin may still approve a `rejected` one, lifting the refusal). `cancelled`: closed without a
 * decision, because the organization lost the domain that routed the person to it.
 */
export const MembershipRequestStatus = z.enum(["pending", "approved", "rejected", "cancelled"]);
export type MembershipRequestStatus = z.infer<typeof MembershipRequestStatus>;

/**
 * An e-mail in the outbox: `queued` when written, `sending` while one sender holds it, then
 * `sent`; `failed` after a failed attempt (retried with back-off until it gives up, the error
 * kept); `kept` when no e-mail provider is configured (the message stays in the outbox and the log).
 */
export const EmailStatus = z.enum(["queued", "sending", "sent", "failed", "kept"]);
export type EmailStatus = z.infer<typeof EmailStatus>;

/** Assessment status; a newly saved assessment is `pending_review`. */
export const AssessmentStatus = z.enum(["draft", "processing", "completed", "failed", "archived", "pending_review"]);
export type AssessmentStatus = z.infer<typeof AssessmentStatus>;

/**
 * Where an assessment stands in review (the API's `approval_status` and `decision_state`).
 * `pending` waits for a reviewer: a new save, a resubmission, or an assessment sent back to review
 * (an edit of what was decided, a changed report, a monitored change of the vendor's evidence).
 * `trial` runs until its expiry and then becomes `trial_ended`, which needs a decision; `retired`
 * is a tool the organization stopped using (its history kept).
 */
export const ApprovalStatus = z.enum([
  "pending",
  "approved",
  "rejected",
  "changes_requested",
  "approved_with_conditions",
  "trial",
  "trial_ended",
  "retired",
]);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

/**
 * What a reviewer may decide (POST /api/assessments/{id}/decisions): approve, approve with
 * conditions, grant (or extend) a trial, reject, request changes, or retire a tool the
 * organization stops using. Which of them applies in which state: allowedDecisions() in
 * safe-to-try-rules.ts.
 */
export const ReviewerDecision = z.enum([
  "approved",
  "rejected",
  "changes_requested",
  "approved_with_conditions",
  "trial",
  "retired",
]);
export type ReviewerDecision = z.infer<typeof ReviewerDecision>;

/**
 * What an entry of an assessment's review history says: a decision, the end of a trial
 * (`trial_ended`, written when its expiry passes) or the assessment sent back to pending review
 * (`reopened`, with the reason).
 */
export const DecisionStatus = z.enum([
  "approved",
  "rejected",
  "changes_requested",
  "approved_with_conditions",
  "trial",
  "retired",
  "trial_ended",
  "reopened",
]);
export type DecisionStatus = z.infer<typeof DecisionStatus>;

/**
 * Who wrote an entry of the review history: a person (`user`), the organization's Safe-to-Try
 * policy (`policy`), or the product itself (`system`: monitoring, a trial's end).
 */
export const DecisionActor = z.enum(["user", "policy", "system"]);
export type DecisionActor = z.infer<typeof DecisionActor>;

/** A tool's state in the organization's catalog (from its approval status, see catalogState). */
export const CatalogState = z.enum([
  "in_review",
  "trial",
  "trial_ended",
  "approved",
  "approved_with_conditions",
  "rejected",
  "retired",
]);
export type CatalogState = z.infer<typeof CatalogState>;

export const Priority = z.enum(["normal", "urgent"]);
export type Priority = z.infer<typeof Priority>;

export const NotificationType = z.enum([
  "approval_granted",
  "approval_denied",
  "approval_requested",
  "comment",
  "mention",
  "assessment_completed",
  "vendor_changed",
  "trial_expiring",
  "trial_ended",
  "membership_requested",
  "integration_failing",
]);
export type NotificationType = z.infer<typeof NotificationType>;

export const AuditSeverity = z.enum(["info", "warning", "critical"]);
export type AuditSeverity = z.infer<typeof AuditSeverity>;

/** An organization: active, or suspended by a super admin (its members cannot sign in or analyze). */
export const OrganizationStatus = z.enum(["active", "suspended"]);
export type OrganizationStatus = z.infer<typeof OrganizationStatus>;

/** An organization's plan; new organizations start on `free`. */
export const SubscriptionTier = z.enum(["free", "starter", "professional", "enterprise"]);
export type SubscriptionTier = z.infer<typeof SubscriptionTier>;

/** Where an organization's subscription stands; new organizations start on `trial`. */
export const SubscriptionStatus = z.enum(["trial", "active", "past_due", "canceled"]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/**
 * How an organization proved that it controls its e-mail domain: its founder or an admin signed in
 * with an account the domain's Google Workspace manages (`workspace`), a DNS TXT record at
 * `_rrr-challenge.<domain>` (`dns`), or a platform super admin created it with that domain
 * (`platform`). An organization holds a domain only with one of them.
 */
export const DomainProof = z.enum(["workspace", "dns", "platform"]);
export type DomainProof = z.infer<typeof DomainProof>;

-- The product has no foreign keys: the copy of assessment_approvals needs no PRAGMA foreign_keys around it.
-- Only the columns the old table had are copied; the new ones take their defaults.
CREATE TABLE `organization_events` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`type` text NOT NULL,
	`data` text NOT NULL,
	`created_at` text NOT NULL,
	`dispatched_at` text
);
--> statement-breakpoint
CREATE INDEX `organization_events_org_created_idx` ON `organization_events` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `organization_events_undispatched_idx` ON `organization_events` (`dispatched_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `__new_assessment_approvals` (
	`id` text PRIMARY KEY NOT NULL,
	`assessment_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`actor_kind` text DEFAULT 'user' NOT NULL,
	`reviewer_id` text,
	`status` text NOT NULL,
	`comments` text,
	`conditions` text,
	`expires_at` text,
	`reason` text,
	`policy_version` integer,
	`alternative_assessment_id` text,
	`self_approved` integer DEFAULT false NOT NULL,
	`assessment_version` integer,
	`approved_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_assessment_approvals`("id", "assessment_id", "organization_id", "reviewer_id", "status", "comments", "approved_at", "created_at") SELECT "id", "assessment_id", "organization_id", "reviewer_id", "status", "comments", "approved_at", "created_at" FROM `assessment_approvals`;--> statement-breakpoint
DROP TABLE `assessment_approvals`;--> statement-breakpoint
ALTER TABLE `__new_assessment_approvals` RENAME TO `assessment_approvals`;--> statement-breakpoint
CREATE INDEX `assessment_approvals_assessment_idx` ON `assessment_approvals` (`assessment_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `notification_preferences` ADD `vendor_changes` integer DEFAULT true NOT NULL;
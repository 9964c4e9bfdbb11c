CREATE TABLE `assessment_monitoring` (
	`assessment_id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`vendor_key` text NOT NULL,
	`frequency` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
CREATE INDEX `assessment_monitoring_org_vendor_idx` ON `assessment_monitoring` (`organization_id`,`vendor_key`,`frequency`);--> statement-breakpoint
CREATE INDEX `assessment_monitoring_vendor_idx` ON `assessment_monitoring` (`vendor_key`,`frequency`);--> statement-breakpoint
CREATE TABLE `assessment_watchers` (
	`assessment_id` text NOT NULL,
	`user_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`watching` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`assessment_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `assessment_watchers_user_idx` ON `assessment_watchers` (`user_id`);--> statement-breakpoint
CREATE TABLE `monitored_vendors` (
	`vendor_key` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`interval_seconds` integer,
	`next_check_at` text,
	`last_checked_at` text,
	`last_check_id` text,
	`active_check_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `monitored_vendors_due_idx` ON `monitored_vendors` (`next_check_at`);--> statement-breakpoint
CREATE TABLE `organization_monitoring_settings` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`default_frequency` text DEFAULT 'weekly' NOT NULL,
	`reopen_on_change` integer DEFAULT true NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
CREATE TABLE `vendor_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`vendor_key` text NOT NULL,
	`check_id` text NOT NULL,
	`detected_at` text NOT NULL,
	`kind` text NOT NULL,
	`dimension` text,
	`severity` text NOT NULL,
	`source_url` text,
	`before` text,
	`after` text,
	`summary` text NOT NULL,
	`details` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `vendor_changes_vendor_detected_idx` ON `vendor_changes` (`vendor_key`,`detected_at`,`id`);--> statement-breakpoint
CREATE INDEX `vendor_changes_check_idx` ON `vendor_changes` (`check_id`);--> statement-breakpoint
CREATE INDEX `vendor_changes_detected_idx` ON `vendor_changes` (`detected_at`);--> statement-breakpoint
CREATE TABLE `vendor_check_deliveries` (
	`check_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`token` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`check_id`, `organization_id`)
);
--> statement-breakpoint
CREATE TABLE `vendor_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`vendor_key` text NOT NULL,
	`url` text NOT NULL,
	`trigger` text NOT NULL,
	`slot` text NOT NULL,
	`requested_by` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_by` text,
	`claimed_attempt` integer,
	`error` text,
	`queued_at` text,
	`started_at` text,
	`completed_at` text,
	`overall_score` real,
	`pricing_score` real,
	`privacy_legal_score` real,
	`security_score` real,
	`risk_level` text,
	`certifications` text,
	`snapshot` text,
	`changes_count` integer DEFAULT 0 NOT NULL,
	`effects_done_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vendor_checks_vendor_slot_idx` ON `vendor_checks` (`vendor_key`,`slot`);--> statement-breakpoint
CREATE INDEX `vendor_checks_vendor_created_idx` ON `vendor_checks` (`vendor_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `vendor_checks_vendor_completed_idx` ON `vendor_checks` (`vendor_key`,`status`,`completed_at`);--> statement-breakpoint
CREATE INDEX `vendor_checks_status_updated_idx` ON `vendor_checks` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `vendor_checks_completed_idx` ON `vendor_checks` (`completed_at`);
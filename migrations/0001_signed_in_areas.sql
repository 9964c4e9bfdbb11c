CREATE TABLE `assessment_approvals` (
	`id` text PRIMARY KEY NOT NULL,
	`assessment_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`reviewer_id` text NOT NULL,
	`status` text NOT NULL,
	`comments` text,
	`approved_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `assessment_approvals_assessment_idx` ON `assessment_approvals` (`assessment_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `assessment_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assessment_categories_name_idx` ON `assessment_categories` (`name`);--> statement-breakpoint
CREATE TABLE `assessment_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`assessment_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`user_id` text NOT NULL,
	`comment` text NOT NULL,
	`parent_comment_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `assessment_comments_assessment_idx` ON `assessment_comments` (`assessment_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `notification_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`assessment_completed` integer DEFAULT true NOT NULL,
	`approval_requests` integer DEFAULT true NOT NULL,
	`comments_and_mentions` integer DEFAULT true NOT NULL,
	`weekly_digest` integer DEFAULT false NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `org_risk_assessments` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`url` text NOT NULL,
	`vendor_key` text NOT NULL,
	`tool_name` text,
	`vendor_name` text,
	`logo_url` text,
	`category_id` text,
	`department` text,
	`requested_purpose` text,
	`priority` text DEFAULT 'normal' NOT NULL,
	`analysis` text,
	`analyzed_pages` text,
	`overall_score` real,
	`risk_level` text,
	`status` text DEFAULT 'pending_review' NOT NULL,
	`approval_status` text DEFAULT 'pending' NOT NULL,
	`job_id` text,
	`analyzed_at` text,
	`created_by` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `org_risk_assessments_org_url_idx` ON `org_risk_assessments` (`organization_id`,`url`);--> statement-breakpoint
CREATE INDEX `org_risk_assessments_org_created_idx` ON `org_risk_assessments` (`organization_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `org_risk_assessments_org_approval_idx` ON `org_risk_assessments` (`organization_id`,`approval_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `org_risk_assessments_org_creator_idx` ON `org_risk_assessments` (`organization_id`,`created_by`,`created_at`);--> statement-breakpoint
CREATE TABLE `organization_usage` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`metric_name` text NOT NULL,
	`metric_value` real NOT NULL,
	`period` text NOT NULL,
	`period_start` text NOT NULL,
	`recorded_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organization_usage_unique_idx` ON `organization_usage` (`organization_id`,`metric_name`,`period`,`period_start`);--> statement-breakpoint
CREATE TABLE `platform_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	`description` text,
	`category` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `platform_settings_key_idx` ON `platform_settings` (`key`);--> statement-breakpoint
CREATE TABLE `user_notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`organization_id` text,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`link` text,
	`read` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `user_notifications_user_created_idx` ON `user_notifications` (`user_id`,`created_at`);
CREATE TABLE `org_analysis_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`vendor_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`result` text,
	`error_message` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`started_at` text,
	`completed_at` text,
	`organization_id` text NOT NULL,
	`user_id` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `org_jobs_org_created_idx` ON `org_analysis_jobs` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `org_jobs_status_updated_idx` ON `org_analysis_jobs` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `public_analysis_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`vendor_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`result` text,
	`error_message` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`started_at` text,
	`completed_at` text,
	`client_key` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `public_jobs_client_created_idx` ON `public_analysis_jobs` (`client_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `public_jobs_status_updated_idx` ON `public_analysis_jobs` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `audit_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`organization_id` text,
	`action` text NOT NULL,
	`resource_type` text NOT NULL,
	`resource_id` text,
	`severity` text DEFAULT 'info' NOT NULL,
	`details` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_logs_org_created_idx` ON `audit_logs` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`status` text NOT NULL,
	`provider` text,
	`error` text,
	`created_at` text NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`domain` text,
	`billing_email` text,
	`status` text DEFAULT 'active' NOT NULL,
	`subscription_tier` text DEFAULT 'free' NOT NULL,
	`subscription_status` text DEFAULT 'trial' NOT NULL,
	`monthly_assessment_limit` integer DEFAULT 10 NOT NULL,
	`assessments_used_this_month` integer DEFAULT 0 NOT NULL,
	`usage_period` text,
	`is_personal` integer DEFAULT false NOT NULL,
	`trial_ends_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_domain_idx` ON `organizations` (`domain`);--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` text PRIMARY KEY NOT NULL,
	`variant` text,
	`url` text NOT NULL,
	`referrer` text,
	`user_agent` text,
	`session_id` text,
	`user_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_created_idx` ON `page_views` (`created_at`);--> statement-breakpoint
CREATE TABLE `pending_approvals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`requested_at` text NOT NULL,
	`decided_at` text,
	`decided_by` text
);
--> statement-breakpoint
CREATE INDEX `pending_approvals_org_status_idx` ON `pending_approvals` (`organization_id`,`status`);--> statement-breakpoint
CREATE INDEX `pending_approvals_user_idx` ON `pending_approvals` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`full_name` text,
	`avatar_url` text,
	`organization_id` text,
	`status` text NOT NULL,
	`is_suspended` integer DEFAULT false NOT NULL,
	`suspension_reason` text,
	`auth_issuer` text NOT NULL,
	`auth_subject` text NOT NULL,
	`last_login_at` text,
	`last_login_ip` text,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_profiles_email_idx` ON `user_profiles` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_profiles_identity_idx` ON `user_profiles` (`auth_issuer`,`auth_subject`);--> statement-breakpoint
CREATE INDEX `user_profiles_org_idx` ON `user_profiles` (`organization_id`);--> statement-breakpoint
CREATE TABLE `user_roles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_roles_user_org_role_idx` ON `user_roles` (`user_id`,`organization_id`,`role`);--> statement-breakpoint
CREATE INDEX `user_roles_org_idx` ON `user_roles` (`organization_id`);--> statement-breakpoint
CREATE TABLE `user_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`secret_hash` text NOT NULL,
	`ip_address` text,
	`location` text,
	`user_agent` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `user_sessions_user_idx` ON `user_sessions` (`user_id`);
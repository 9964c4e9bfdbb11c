CREATE TABLE `rate_limit_events` (
	`id` text PRIMARY KEY NOT NULL,
	`action` text NOT NULL,
	`user_id` text NOT NULL,
	`organization_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_events_user_idx` ON `rate_limit_events` (`action`,`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `rate_limit_events_org_idx` ON `rate_limit_events` (`action`,`organization_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `rate_limit_events_created_idx` ON `rate_limit_events` (`created_at`);--> statement-breakpoint
CREATE TABLE `super_admin_identities` (
	`email` text PRIMARY KEY NOT NULL,
	`issuer` text NOT NULL,
	`subject` text NOT NULL,
	`pinned_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `thread_key` text;--> statement-breakpoint
CREATE INDEX `email_outbox_thread_idx` ON `email_outbox` (`thread_key`,`created_at`);--> statement-breakpoint
ALTER TABLE `organizations` ADD `domain_verified_at` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `domain_proof` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `challenge_domain` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `challenge_token` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `challenge_created_at` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `require_two_approvals` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `user_sessions` ADD `hosted_domain` text;
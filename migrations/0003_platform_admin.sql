CREATE TABLE `daily_counters` (
	`day` text NOT NULL,
	`name` text NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `name`)
);
--> statement-breakpoint
CREATE INDEX `org_jobs_created_idx` ON `org_analysis_jobs` (`created_at`);--> statement-breakpoint
CREATE INDEX `public_jobs_created_idx` ON `public_analysis_jobs` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_logs_created_idx` ON `audit_logs` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_logs_user_created_idx` ON `audit_logs` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `organizations_created_idx` ON `organizations` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `user_profiles_created_idx` ON `user_profiles` (`created_at`,`id`);
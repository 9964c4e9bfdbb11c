CREATE TABLE `job_event_streams` (
	`id` text PRIMARY KEY NOT NULL,
	`client_key` text NOT NULL,
	`job_id` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `job_event_streams_client_idx` ON `job_event_streams` (`client_key`,`expires_at`);--> statement-breakpoint
CREATE INDEX `job_event_streams_expires_idx` ON `job_event_streams` (`expires_at`);--> statement-breakpoint
ALTER TABLE `org_analysis_jobs` ADD `claimed_by` text;--> statement-breakpoint
ALTER TABLE `org_analysis_jobs` ADD `claimed_attempt` integer;--> statement-breakpoint
ALTER TABLE `org_analysis_jobs` ADD `units_charged` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `public_analysis_jobs` ADD `claimed_by` text;--> statement-breakpoint
ALTER TABLE `public_analysis_jobs` ADD `claimed_attempt` integer;
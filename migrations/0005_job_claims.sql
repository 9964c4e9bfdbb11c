ALTER TABLE `org_analysis_jobs` ADD `claimed_by` text;--> statement-breakpoint
ALTER TABLE `org_analysis_jobs` ADD `claimed_attempt` integer;--> statement-breakpoint
ALTER TABLE `public_analysis_jobs` ADD `claimed_by` text;--> statement-breakpoint
ALTER TABLE `public_analysis_jobs` ADD `claimed_attempt` integer;
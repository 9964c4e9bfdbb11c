CREATE TABLE `safe_to_try_policies` (
	`organization_id` text NOT NULL,
	`version` integer NOT NULL,
	`enabled` integer NOT NULL,
	`max_overall_score` real NOT NULL,
	`max_risk_level` text NOT NULL,
	`review_findings` text NOT NULL,
	`max_data_class` text NOT NULL,
	`trial_days` integer NOT NULL,
	`max_people` integer NOT NULL,
	`guardrails` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`organization_id`, `version`)
);
--> statement-breakpoint
CREATE TABLE `trial_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`assessment_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trial_notices_trial_kind_idx` ON `trial_notices` (`assessment_id`,`expires_at`,`kind`);--> statement-breakpoint
ALTER TABLE `org_risk_assessments` ADD `data_class` text;--> statement-breakpoint
ALTER TABLE `org_risk_assessments` ADD `people` integer;--> statement-breakpoint
ALTER TABLE `org_risk_assessments` ADD `lane` text;--> statement-breakpoint
ALTER TABLE `org_risk_assessments` ADD `trial_expires_at` text;--> statement-breakpoint
ALTER TABLE `org_risk_assessments` ADD `conditions` text;--> statement-breakpoint
CREATE INDEX `org_risk_assessments_trial_idx` ON `org_risk_assessments` (`approval_status`,`trial_expires_at`);
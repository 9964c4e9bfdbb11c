ALTER TABLE `org_risk_assessments` ADD `reanalysis_job_id` text;--> statement-breakpoint
ALTER TABLE `org_risk_assessments` ADD `reanalysis_error` text;--> statement-breakpoint
CREATE INDEX `org_risk_assessments_org_vendor_idx` ON `org_risk_assessments` (`organization_id`,`vendor_key`);--> statement-breakpoint
CREATE INDEX `org_risk_assessments_org_stats_idx` ON `org_risk_assessments` (`organization_id`,`status`,`approval_status`,`risk_level`,`overall_score`,`created_by`);--> statement-breakpoint
CREATE INDEX `org_risk_assessments_reanalysis_idx` ON `org_risk_assessments` (`reanalysis_job_id`);
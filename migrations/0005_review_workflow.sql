ALTER TABLE `assessment_comments` ADD `mentions` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `next_attempt_at` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `dedupe_key` text;--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_dedupe_idx` ON `email_outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `user_notifications_user_read_idx` ON `user_notifications` (`user_id`,`read`);
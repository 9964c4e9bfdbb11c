-- The assessment categories every organization chooses from (spec 02 section 3).
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-ai-machine-learning', 'AI & Machine Learning', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-communication', 'Communication', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-productivity', 'Productivity', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-developer-tools', 'Developer Tools', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-design', 'Design', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-marketing', 'Marketing', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-sales-crm', 'Sales & CRM', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-finance-accounting', 'Finance & Accounting', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-hr', 'HR', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-security', 'Security', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-analytics', 'Analytics', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-file-storage', 'File Storage', '2026-11-25T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO assessment_categories (id, name, created_at) VALUES ('cat-other', 'Other', '2026-11-25T00:00:00.000Z');

import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { EmailStatus } from "../../shared/enums";

/**
 * Every e-mail the product sends is written here first. Without a configured provider the
 * row stays `kept` (readable in the local log); with one it becomes `sent` or `failed`.
 */
export const emailOutboxTable = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    status: text("status", { enum: enumValues(EmailStatus) }).notNull(),
    provider: text("provider"),
    error: text("error"),
    createdAt: text("created_at").notNull(),
    sentAt: text("sent_at"),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

export type EmailOutboxRow = typeof emailOutboxTable.$inferSelect;

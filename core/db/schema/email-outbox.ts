import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { EmailStatus } from "@core/contract/enums";

/**
 * Every e-mail the product sends is written here first (in the same db.batch as the change that
 * causes it, where there is one), then delivered: `sent`, or `failed` with its error and retried
 * by the scheduled job with back-off (`next_attempt_at`). Without a configured provider the row
 * becomes `kept` (readable in the local log). Nothing is ever deleted.
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
    /** Delivery attempts so far. */
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt is due (queued and failed rows), or when a sender's hold ends (sending); null when none will be made. */
    nextAttemptAt: text("next_attempt_at"),
    /** Makes a message once-only, e.g. `weekly-digest:<user>:<week>`: a second insert with the same key writes nothing. */
    dedupeKey: text("dedupe_key"),
    /**
     * Messages of one conversation for one recipient (e.g. `comments:<user>:<assessment>`): at
     * most one is sent per window; later ones fold into one message sent when the window ends.
     */
    threadKey: text("thread_key"),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("email_outbox_dedupe_idx").on(t.dedupeKey),
    index("email_outbox_thread_idx").on(t.threadKey, t.createdAt),
  ],
);

export type EmailOutboxRow = typeof emailOutboxTable.$inferSelect;

import { sql, type SQL } from "drizzle-orm";
import { userNotificationsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { queueEmail, queueThreadedEmail, type EmailThread } from "@core/email/outbox";
import type { NotificationType } from "@core/contract/enums";
import { EMAIL_SWITCH_OF } from "@core/contract/notifications";
import type { OrgMember } from "./organization-members";

/** One notification as it is written for each recipient: in the app, and as an e-mail when their switch is on. */
export interface NotificationDraft {
  type: NotificationType;
  title: string;
  message: string;
  /** A path of the app. */
  link: string;
  email: {
    subject: string;
    /** The plain-text body for one recipient (links start with APP_ORIGIN_PLACEHOLDER). */
    text: (recipient: OrgMember) => string;
    /** A conversation (comments on one assessment): at most one e-mail per recipient per window, later ones folded. */
    thread?: (recipient: OrgMember) => EmailThread;
  };
}

/**
 * The statements that notify `recipients`, for the db.batch of the change that causes it: one
 * in-app notification each (always), and one queued e-mail each whose switch for this type is
 * on. With `when`, each statement writes only if that SQL condition holds when it runs (so a
 * change that loses a race notifies nobody). `inAppOnly`: the caller sends the e-mail its own way.
 */
export function notificationStatements(
  db: Db,
  input: {
    organizationId: string | null;
    recipients: OrgMember[];
    draft: NotificationDraft;
    now: Date;
    when?: SQL;
    inAppOnly?: boolean;
  },
): Statement[] {
  const { draft, now, when } = input;
  const statements: Statement[] = [];
  const seen = new Set<string>();
  for (const recipient of input.recipients) {
    if (seen.has(recipient.userId)) continue;
    seen.add(recipient.userId);
    statements.push(inAppStatement(db, recipient.userId, input.organizationId, draft, now, when));
    if (!input.inAppOnly && recipient.preferences[EMAIL_SWITCH_OF[draft.type]]) {
      const message = { to: recipient.email, subject: draft.email.subject, text: draft.email.text(recipient) };
      const thread = draft.email.thread?.(recipient);
      if (thread) statements.push(...queueThreadedEmail(db, message, now, { thread, when }));
      else statements.push(queueEmail(db, message, now, { when }).statement);
    }
  }
  return statements;
}

function inAppStatement(
  db: Db,
  userId: string,
  organizationId: string | null,
  draft: NotificationDraft,
  now: Date,
  when?: SQL,
): Statement {
  const t = userNotificationsTable;
  const id = crypto.randomUUID();
  const at = now.toISOString();
  if (!when) {
    return db.insert(t).values({
      id,
      userId,
      organizationId,
      type: draft.type,
      title: draft.title,
      message: draft.message,
      link: draft.link,
      read: false,
      createdAt: at,
    });
  }
  // INSERT ... SELECT ... WHERE, values in the table's column order
  // (id, user_id, organization_id, type, title, message, link, read, created_at).
  return db
    .insert(t)
    .select(
      sql`SELECT ${id}, ${userId}, ${organizationId}, ${draft.type}, ${draft.title}, ${draft.message}, ${draft.link}, 0, ${at} WHERE ${when}`,
    );
}

import { eq } from "drizzle-orm";
import { emailOutboxTable } from "../db/schema";
import type { Db } from "../db";
import type { EmailStatus } from "../shared/enums";
import { resendTransport } from "./resend";

/** One e-mail, plain text. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export type EmailOutcome = { id: string; status: EmailStatus };

/**
 * The port the domain sends e-mail through. Every message is first written to the
 * email_outbox table, so none is ever dropped silently: with a provider configured it then
 * goes out and the row becomes `sent` (or `failed`, with the error, for a later retry);
 * without one it stays `kept` and is printed in the log.
 */
export interface EmailSender {
  send(message: EmailMessage): Promise<EmailOutcome>;
}

/** A provider that delivers one message over HTTP; throws on failure. */
export interface EmailTransport {
  name: string;
  deliver(message: EmailMessage): Promise<void>;
}

export interface EmailSettings {
  EMAIL_RESEND_API_KEY?: string;
  EMAIL_FROM?: string;
}

/** The configured provider, or null (outbox only). */
export function transportFromSettings(settings: EmailSettings, fetchFn: typeof fetch = fetch): EmailTransport | null {
  const apiKey = settings.EMAIL_RESEND_API_KEY?.trim();
  const from = settings.EMAIL_FROM?.trim();
  if (!apiKey) return null;
  if (!from) {
    console.warn(JSON.stringify({ level: "warn", msg: "EMAIL_RESEND_API_KEY is set but EMAIL_FROM is not: e-mails stay in the outbox" }));
    return null;
  }
  return resendTransport({ apiKey, from, fetch: fetchFn });
}

export function createEmailSender(deps: {
  db: Db;
  transport: EmailTransport | null;
  now: () => Date;
  log?: (line: string) => void;
}): EmailSender {
  const log = deps.log ?? ((line: string) => console.log(line));
  return {
    async send(message) {
      const id = crypto.randomUUID();
      await deps.db.insert(emailOutboxTable).values({
        id,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        status: "kept",
        provider: deps.transport?.name ?? null,
        createdAt: deps.now().toISOString(),
      });
      if (!deps.transport) {
        log(JSON.stringify({ level: "info", msg: "e-mail kept in the outbox (no e-mail provider configured)", id, ...message }));
        return { id, status: "kept" };
      }
      try {
        await deps.transport.deliver(message);
      } catch (err) {
        const error = String(err instanceof Error ? err.message : err).slice(0, 500);
        await deps.db.update(emailOutboxTable).set({ status: "failed", error }).where(eq(emailOutboxTable.id, id));
        console.error(JSON.stringify({ level: "error", msg: "e-mail delivery failed; kept in the outbox", id, to: message.to, error }));
        return { id, status: "failed" };
      }
      await deps.db
        .update(emailOutboxTable)
        .set({ status: "sent", sentAt: deps.now().toISOString() })
        .where(eq(emailOutboxTable.id, id));
      return { id, status: "sent" };
    },
  };
}

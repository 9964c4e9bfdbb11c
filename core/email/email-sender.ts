import { deliverDueEmails, deliverEmail, queueEmail, type DeliveryDeps } from "./outbox";
import { resendTransport } from "./resend";
import type { EmailMessage, EmailOutcome, EmailTransport } from "./message";

export type { EmailMessage, EmailOutcome, EmailTransport } from "./message";

/**
 * The port the domain sends e-mail through. Every message is first written to the
 * email_outbox table, so none is ever dropped silently: with a provider configured it then
 * goes out and the row becomes `sent` (or `failed`, with the error, retried by the scheduled
 * job with back-off); without one it becomes `kept` and is printed in the log: in full in
 * development; in production only the outbox row's id (DeliveryDeps.redactLogs).
 * Changes that notify write their messages into the outbox in their own db.batch
 * (core/email/outbox.ts `queueEmail`); `flush` then delivers what is queued.
 */
export interface EmailSender {
  /** Writes one message to the outbox and delivers it now. */
  send(message: EmailMessage): Promise<EmailOutcome>;
  /** Delivers messages queued by db.batch statements (at most `limit`); failures stay for the scheduled retry. */
  flush(limit?: number): Promise<EmailOutcome[]>;
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
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: "EMAIL_RESEND_API_KEY is set but EMAIL_FROM is not: e-mails stay in the outbox",
      }),
    );
    return null;
  }
  return resendTransport({ apiKey, from, fetch: fetchFn });
}

export function createEmailSender(deps: DeliveryDeps): EmailSender {
  return {
    async send(message) {
      const { id, statement } = queueEmail(deps.db, message, deps.now());
      await statement;
      return (await deliverEmail(deps, id)) ?? { id, status: "queued" };
    },
    flush: (limit = 20) => deliverDueEmails(deps, { limit, statuses: ["queued"] }),
  };
}

import type { EmailStatus } from "../contract/enums";

/** One e-mail, plain text. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export type EmailOutcome = { id: string; status: EmailStatus };

/** A provider that delivers one message over HTTP; throws on failure. */
export interface EmailTransport {
  name: string;
  deliver(message: EmailMessage): Promise<void>;
}

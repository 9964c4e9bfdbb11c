import type { EmailMessage, EmailTransport } from "./message";
import { headerSafe } from "./outbox";

/** Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
const RESEND_ENDPOINT = "https://api.resend.com/emails";

export function resendTransport(options: { apiKey: string; from: string; fetch?: typeof fetch }): EmailTransport {
  const fetchFn = options.fetch ?? fetch;
  return {
    name: "resend",
    async deliver(message: EmailMessage) {
      const res = await fetchFn(RESEND_ENDPOINT, {
        method: "POST",
        headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
        // Headers never carry control characters, whatever was stored.
        body: JSON.stringify({
          from: headerSafe(options.from),
          to: [headerSafe(message.to)],
          subject: headerSafe(message.subject),
          text: message.text,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        const body = (await res.text().catch(() => "")).slice(0, 300);
        throw new Error(`Resend answered ${res.status}: ${body}`);
      }
    },
  };
}

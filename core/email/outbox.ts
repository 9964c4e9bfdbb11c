import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import { emailOutboxTable, type EmailOutboxRow } from "../db/schema";
import type { Db } from "../db";
import type { Statement } from "../db/batch";
import type { EmailStatus } from "../contract/enums";
import type { EmailMessage, EmailOutcome, EmailTransport } from "./message";

/**
 * The e-mail outbox as a queue. A message is written `queued` (on its own, or as a statement in
 * the db.batch of the change that causes it), then a sender claims it (`sending`, with a hold of
 * SENDING_HOLD_MS so a crashed sender's message is picked up again), delivers it and marks it
 * `sent`; a failed attempt leaves it `failed` with its error and the time of the next attempt,
 * doubling from FIRST_RETRY_MS up to MAX_RETRY_MS, until MAX_ATTEMPTS (then it stays `failed`
 * with no next attempt: nothing is deleted). Without a provider a message becomes `kept`.
 */
export const MAX_ATTEMPTS = 10;
export const FIRST_RETRY_MS = 5 * 60_000;
export const MAX_RETRY_MS = 24 * 3600_000;
export const SENDING_HOLD_MS = 10 * 60_000;

/**
 * Links in stored messages start with this; the sender replaces it with the app's public origin
 * (the request's, or APP_ORIGIN for scheduled work), so code that writes messages without a
 * request (the analysis Worker, the digest) needs no origin. Without one, links are paths.
 */
export const APP_ORIGIN_PLACEHOLDER = "{{app_origin}}";

export function withAppOrigin(text: string, appOrigin: string | null | undefined): string {
  return text.replaceAll(APP_ORIGIN_PLACEHOLDER, (appOrigin ?? "").replace(/\/+$/, ""));
}

/** How long to wait after the `attempts`-th failed attempt: 5 min, 10, 20, ... at most a day. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export interface QueueOptions {
  /** A message with a key is written once: a second insert with the same key writes nothing. */
  dedupeKey?: string;
  /** Written only if this SQL condition holds when the statement runs (a batch whose first statement may lose a race). */
  when?: SQL;
}

/** The INSERT of one queued message, for a db.batch; `id` is the row it writes. */
export function queueEmail(
  db: Db,
  message: EmailMessage,
  now: Date,
  options: QueueOptions = {},
): { id: string; statement: Statement } {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  const t = emailOutboxTable;
  if (!options.when) {
    const insert = db
      .insert(t)
      .values({
        id,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        status: "queued",
        createdAt: at,
        attempts: 0,
        nextAttemptAt: at,
        dedupeKey: options.dedupeKey ?? null,
      })
      .onConflictDoNothing();
    return { id, statement: insert };
  }
  // INSERT ... SELECT ... WHERE: the selected values follow the table's column order
  // (id, to, subject, text, status, provider, error, created_at, sent_at, attempts, next_attempt_at, dedupe_key).
  const insert = db
    .insert(t)
    .select(
      sql`SELECT ${id}, ${message.to}, ${message.subject}, ${message.text}, 'queued', NULL, NULL, ${at}, NULL, 0, ${at}, ${options.dedupeKey ?? null} WHERE ${options.when}`,
    )
    .onConflictDoNothing();
  return { id, statement: insert };
}

export interface DeliveryDeps {
  db: Db;
  transport: EmailTransport | null;
  now: () => Date;
  log?: (line: string) => void;
  /** Replaces APP_ORIGIN_PLACEHOLDER in messages. */
  appOrigin?: string | null;
  /**
   * Production (isProduction(env)): log lines name the outbox row only, no address, subject or
   * body (more people read logs than read e-mails).
   */
  redactLogs?: boolean;
}

const defaultLog = (line: string) => console.log(line);

/**
 * Delivers one message the caller names, if it is still waiting (queued, failed and due, or a
 * sender's hold ran out): claims it with one conditional UPDATE so that two senders never send
 * it twice, then sends. Returns null when the message was not there to claim.
 */
export async function deliverEmail(deps: DeliveryDeps, id: string): Promise<EmailOutcome | null> {
  const claimed = await claim(deps, id);
  if (!claimed) return null;
  return attempt(deps, claimed);
}

async function claim(deps: DeliveryDeps, id: string): Promise<EmailOutboxRow | null> {
  const t = emailOutboxTable;
  const now = deps.now();
  const [row] = await deps.db
    .update(t)
    .set({ status: "sending", nextAttemptAt: new Date(now.getTime() + SENDING_HOLD_MS).toISOString() })
    .where(
      and(
        eq(t.id, id),
        inArray(t.status, ["queued", "failed", "sending"]),
        isNotNull(t.nextAttemptAt),
        lte(t.nextAttemptAt, now.toISOString()),
      ),
    )
    .returning();
  return row ?? null;
}

async function attempt(deps: DeliveryDeps, row: EmailOutboxRow): Promise<EmailOutcome> {
  const t = emailOutboxTable;
  const log = deps.log ?? defaultLog;
  const message = { to: row.toAddress, subject: row.subject, text: withAppOrigin(row.textBody, deps.appOrigin) };
  const finish = async (status: EmailStatus, set: Partial<EmailOutboxRow>) => {
    await deps.db
      .update(t)
      .set({ status, ...set })
      .where(eq(t.id, row.id));
    return { id: row.id, status };
  };
  if (!deps.transport) {
    const shown = deps.redactLogs ? {} : message;
    log(
      JSON.stringify({
        level: "info",
        msg: "e-mail kept in the outbox (no e-mail provider configured)",
        id: row.id,
        ...shown,
      }),
    );
    return finish("kept", { provider: null, nextAttemptAt: null });
  }
  const attempts = row.attempts + 1;
  try {
    await deps.transport.deliver(message);
  } catch (err) {
    const error = String(err instanceof Error ? err.message : err).slice(0, 500);
    const givenUp = attempts >= MAX_ATTEMPTS;
    const next = givenUp ? null : new Date(deps.now().getTime() + retryDelayMs(attempts)).toISOString();
    console.error(
      JSON.stringify({
        level: "error",
        msg: givenUp
          ? "e-mail delivery failed for the last time; kept in the outbox"
          : "e-mail delivery failed; will retry",
        id: row.id,
        to: deps.redactLogs ? undefined : row.toAddress,
        attempts,
        next_attempt_at: next,
        error,
      }),
    );
    return finish("failed", { provider: deps.transport.name, attempts, error, nextAttemptAt: next });
  }
  return finish("sent", {
    provider: deps.transport.name,
    attempts,
    error: null,
    nextAttemptAt: null,
    sentAt: deps.now().toISOString(),
  });
}

/**
 * Delivers the messages that are due, oldest due first, at most `limit`: with `statuses`
 * ["queued"] only those never tried (after a request), by default also failed ones whose
 * back-off ended and ones whose sender's hold ran out (the scheduled retry).
 */
export async function deliverDueEmails(
  deps: DeliveryDeps,
  options: { limit?: number; statuses?: EmailStatus[] } = {},
): Promise<EmailOutcome[]> {
  const t = emailOutboxTable;
  const due = await deps.db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        inArray(t.status, options.statuses ?? ["queued", "failed", "sending"]),
        isNotNull(t.nextAttemptAt),
        lte(t.nextAttemptAt, deps.now().toISOString()),
      ),
    )
    .orderBy(asc(t.nextAttemptAt))
    .limit(options.limit ?? 50);
  const outcomes: EmailOutcome[] = [];
  for (const { id } of due) {
    const outcome = await deliverEmail(deps, id);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

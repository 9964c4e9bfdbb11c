import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import { emailOutboxTable, type EmailOutboxRow } from "../db/schema";
import type { Db } from "../db";
import type { Statement } from "../db/batch";
import { insertWhere } from "../db/insert-where";
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
  /** The thread the message belongs to (see queueThreadedEmail). */
  threadKey?: string;
}

/**
 * Text that goes into an e-mail header (subject, address): control characters (\p{Cc}: CR, LF,
 * NUL, ...) and line or paragraph separators become spaces, so nothing a user typed (a tool name,
 * an organization's name, a person's name) can add a header or end the headers early.
 */
export function headerSafe(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
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
  const row = {
    id,
    toAddress: headerSafe(message.to),
    subject: headerSafe(message.subject),
    textBody: message.text,
    status: "queued" as const,
    createdAt: at,
    attempts: 0,
    nextAttemptAt: at,
    dedupeKey: options.dedupeKey ?? null,
    threadKey: options.threadKey ?? null,
  };
  if (!options.when) return { id, statement: db.insert(t).values(row).onConflictDoNothing() };
  return { id, statement: insertWhere(db, t, row, options.when).onConflictDoNothing() };
}

/** A conversation's messages to one recipient (comments on one assessment), at most one per window. */
export interface EmailThread {
  /** e.g. `comments:<user>:<assessment>`. */
  key: string;
  windowMs: number;
  /** The subject of the message later ones fold into. */
  foldedSubject: string;
  /** The start of that message (greeting, link, why they get it); parts are appended after it. */
  foldedIntro: string;
  /** This message's own part in it. */
  part: string;
}

/**
 * Queues a message of a thread: at most one message per recipient and thread goes out per
 * `windowMs`. The first one goes out at once; one arriving within the window after it folds
 * into a single message that goes out when the window ends (its intro, then each part in order);
 * later ones join that message until it has gone. Statements for the change's db.batch, each
 * written only if `when` holds. A folded message is dated (created_at) when it is due, so the
 * next window starts there.
 */
export function queueThreadedEmail(
  db: Db,
  message: EmailMessage,
  now: Date,
  options: { thread: EmailThread; when?: SQL },
): Statement[] {
  const t = emailOutboxTable;
  const { key, windowMs } = options.thread;
  const at = now.toISOString();
  const since = new Date(now.getTime() - windowMs).toISOString();
  const when = options.when ?? sql`1`;
  const immediate = queueEmail(db, message, now, {
    threadKey: key,
    when: sql`${when} AND NOT EXISTS (SELECT 1 FROM ${t} WHERE ${t.threadKey} = ${key} AND ${t.createdAt} > ${since})`,
  });
  const sentNow = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${immediate.id})`;
  const foldWaiting = and(eq(t.threadKey, key), eq(t.status, "queued"), sql`${t.createdAt} > ${at}`);
  const part = `\n\n${options.thread.part}`;
  const due = sql`(SELECT strftime('%Y-%m-%dT%H:%M:%fZ', max(${t.createdAt}), ${`+${Math.round(windowMs / 1000)} seconds`}) FROM ${t} WHERE ${t.threadKey} = ${key})`;
  return [
    immediate.statement,
    // A folded message is waiting: this part joins it.
    db
      .update(t)
      .set({ textBody: sql`${t.textBody} || ${part}`, subject: headerSafe(options.thread.foldedSubject) })
      .where(and(foldWaiting, sql`NOT ${sentNow}`, when)),
    // None waits yet: this part starts one, due when the window of the last message ends.
    insertWhere(
      db,
      t,
      {
        id: crypto.randomUUID(),
        toAddress: headerSafe(message.to),
        subject: headerSafe(options.thread.foldedSubject),
        textBody: options.thread.foldedIntro + part,
        status: "queued",
        // SQL values: dated when due.
        createdAt: due as unknown as string,
        nextAttemptAt: due as unknown as string,
        attempts: 0,
        threadKey: key,
      },
      sql`${when} AND NOT ${sentNow} AND NOT EXISTS (SELECT 1 FROM ${t} WHERE ${foldWaiting})`,
    ),
  ];
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

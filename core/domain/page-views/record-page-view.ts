import { pageViewsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import type { PageViewRequest } from "@core/contract/api";
import type { Actor } from "../actor";

/** Longest user agent stored; real ones are far shorter, longer ones are truncated, not refused. */
export const MAX_USER_AGENT = 512;

export interface RecordPageViewDeps {
  db: Db;
  clock: Clock;
}

/**
 * Stores one page view (landing variants and the 404 page). Anyone may call it. The user is
 * taken from the actor, never from the request body, and the user agent from the request's
 * header, so a visitor cannot attribute views to someone else. Empty strings are stored as null.
 */
export async function recordPageView(
  deps: RecordPageViewDeps,
  actor: Actor,
  input: PageViewRequest & { headerUserAgent: string | null },
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const userAgent = (input.headerUserAgent ?? input.user_agent ?? "").slice(0, MAX_USER_AGENT);
  await deps.db.insert(pageViewsTable).values({
    id,
    variant: input.variant,
    url: input.url,
    referrer: input.referrer || null,
    userAgent: userAgent || null,
    sessionId: input.session_id,
    userId: actor.kind === "anonymous" ? null : actor.userId,
    createdAt: deps.clock().toISOString(),
  });
  return { id };
}

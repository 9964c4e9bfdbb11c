/**
 * Helpers of the monitoring tests in the analysis Worker: run a check of a vendor end to end
 * (its row, its queue message, the consumer), and switch a recorded site to another version
 * through the replay server (tests/support/site-versions.mjs).
 */
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { monitoredVendorsTable, vendorChangesTable, vendorChecksTable } from "@core/db/schema";
import type { Change } from "@core/contract/monitoring";
import { processCheckMessage, type CheckDeps } from "@queue-consumer/jobs/process-check-message";
import { observeVendor } from "@queue-consumer/monitoring/observe-vendor";
import { db, fakeMessage, testEnv } from "./helpers";

export const checkDeps = (now: () => Date = () => new Date(), over: Partial<CheckDeps> = {}): CheckDeps => ({
  observe: observeVendor,
  pipeline: { fetch: (i, init) => fetch(i, init), replayOrigin: testEnv.CRAWL_REPLAY_ORIGIN, now },
  now,
  ...over,
});

/** Serves `version` (v1, v2, ...) of the site at `host` from now on. */
export async function serveVersion(host: string, version: string) {
  const res = await fetch(`${testEnv.CRAWL_REPLAY_ORIGIN}/site-versions.control/${host}/${version}`);
  expect(await res.text()).toBe("ok");
}

/** A pending check of the vendor, as the cron trigger or "Check now" writes it; its id. */
export async function insertCheck(url: string, at = new Date()) {
  const u = new URL(url);
  const vendorKey = u.hostname.replace(/^www\./, "");
  const id = crypto.randomUUID();
  const iso = at.toISOString();
  await db()
    .insert(monitoredVendorsTable)
    .values({ vendorKey, url, nextCheckAt: iso, createdAt: iso, updatedAt: iso })
    .onConflictDoNothing();
  await db()
    .insert(vendorChecksTable)
    .values({
      id,
      vendorKey,
      url,
      trigger: "scheduled",
      slot: iso + id,
      status: "pending",
      queuedAt: iso,
      createdAt: iso,
      updatedAt: iso,
    });
  await db()
    .update(monitoredVendorsTable)
    .set({ activeCheckId: id })
    .where(eq(monitoredVendorsTable.vendorKey, vendorKey));
  return { id, vendorKey };
}

/** Runs one delivery of a check's message through the consumer. */
export async function deliverCheck(
  check: { id: string; vendorKey: string },
  url: string,
  deps: CheckDeps = checkDeps(),
  attempt = 1,
  messageId?: string,
) {
  const body = { v: 1 as const, type: "check" as const, checkId: check.id, vendorKey: check.vendorKey, url };
  const { message, calls } = fakeMessage(body, attempt);
  if (messageId) (message as { id: string }).id = messageId;
  await processCheckMessage(message, testEnv, deps);
  return calls;
}

/** A check of the vendor, from writing it to its completion; the check row. */
export async function runCheck(url: string, deps: CheckDeps = checkDeps()) {
  const check = await insertCheck(url, deps.now());
  const calls = await deliverCheck(check, url, deps);
  expect(calls).toEqual({ ack: 1, retry: [] });
  const [row] = await db().select().from(vendorChecksTable).where(eq(vendorChecksTable.id, check.id));
  return row!;
}

/** The changes a check stored, in their order (most severe first). */
export async function changesOf(checkId: string) {
  const rows = await db()
    .select()
    .from(vendorChangesTable)
    .where(and(eq(vendorChangesTable.checkId, checkId)))
    .orderBy(desc(vendorChangesTable.id));
  return rows;
}

/** A change as the tests compare it: what it is and the exact text before and after. */
export function brief(
  c: Pick<Change, "kind" | "severity" | "dimension" | "before" | "after"> & {
    source_url?: string | null;
    sourceUrl?: string | null;
  },
) {
  const url = c.source_url ?? c.sourceUrl ?? null;
  return {
    kind: c.kind,
    severity: c.severity,
    dimension: c.dimension,
    page: url ? new URL(url).pathname : null,
    before: c.before,
    after: c.after,
  };
}

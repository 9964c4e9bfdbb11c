/**
 * The monitoring cron job of the analysis Worker: due vendors' checks go to the queue in bounded
 * batches; a retried run (same scheduled time) enqueues nothing twice; a failed send and a dead
 * consumer are recovered by later runs; vendors nobody watches are skipped; old history goes.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  assessmentMonitoringTable,
  monitoredVendorsTable,
  organizationsTable,
  orgRiskAssessmentsTable,
  vendorChangesTable,
  vendorChecksTable,
} from "@core/db/schema";
import { CheckMessage } from "@core/contract/queue";
import { dispatchDueChecks } from "@core/domain/monitoring/dispatch-checks";
import type { Env } from "@queue-consumer/env";
import { runMonitoringCron } from "@queue-consumer/jobs/monitoring-cron";
import { db, testEnv } from "./helpers";

/** A queue that records what was sent (or refuses, when `failing`). */
function fakeQueue() {
  const batches: { body: CheckMessage }[][] = [];
  const queue = {
    failing: false,
    batches,
    sent: () => batches.flat().map((m) => m.body),
    async sendBatch(messages: { body: CheckMessage }[]) {
      if (queue.failing) throw new Error("Queue send failed");
      batches.push(messages);
    },
  };
  return queue;
}

/** `count` vendors watched (weekly) by one organization's assessments, due at `due`; their keys. */
async function watchedVendors(count: number, due: string, tag = crypto.randomUUID().slice(0, 6), frequency = "weekly") {
  const orgId = crypto.randomUUID();
  const at = "2026-01-01T00:00:00.000Z";
  await db()
    .insert(organizationsTable)
    .values({ id: orgId, name: `Cron ${tag}`, domain: `${tag}.cron.test`, createdAt: at, updatedAt: at });
  const keys: string[] = [];
  const assessments: (typeof orgRiskAssessmentsTable.$inferInsert)[] = [];
  const monitoring: (typeof assessmentMonitoringTable.$inferInsert)[] = [];
  const vendors: (typeof monitoredVendorsTable.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const key = `v${i}-${tag}.cron-vendor.com`;
    keys.push(key);
    const id = crypto.randomUUID();
    assessments.push({
      id,
      organizationId: orgId,
      url: `https://${key}/`,
      vendorKey: key,
      createdBy: "u",
      createdAt: at,
      updatedAt: at,
    });
    monitoring.push({
      assessmentId: id,
      organizationId: orgId,
      vendorKey: key,
      frequency: frequency as "weekly",
      createdAt: at,
      updatedAt: at,
    });
    vendors.push({
      vendorKey: key,
      url: `https://${key}/`,
      intervalSeconds: 604800,
      nextCheckAt: due,
      createdAt: at,
      updatedAt: at,
    });
  }
  for (let i = 0; i < count; i += 8) {
    await db()
      .insert(orgRiskAssessmentsTable)
      .values(assessments.slice(i, i + 8));
    await db()
      .insert(assessmentMonitoringTable)
      .values(monitoring.slice(i, i + 8));
    await db()
      .insert(monitoredVendorsTable)
      .values(vendors.slice(i, i + 8));
  }
  return keys;
}

/** A completed check of the vendor, finished at `completedAt`; its id. */
async function completedCheck(vendorKey: string, completedAt: string) {
  const id = crypto.randomUUID();
  await db()
    .insert(vendorChecksTable)
    .values({
      id,
      vendorKey,
      url: `https://${vendorKey}/`,
      trigger: "scheduled",
      slot: completedAt,
      status: "completed",
      completedAt,
      createdAt: completedAt,
      updatedAt: completedAt,
    });
  return id;
}

const checksOf = (keys: string[]) =>
  db()
    .select()
    .from(vendorChecksTable)
    .where(inArray(vendorChecksTable.vendorKey, keys.slice(0, 90)));

describe("the monitoring cron job", () => {
  it("sends due vendors' checks in batches of at most 100, each vendor once, within the run's bound", async () => {
    const run = new Date("2026-03-02T10:00:00.000Z");
    const keys = await watchedVendors(230, "2026-03-02T09:00:00.000Z");
    const queue = fakeQueue();
    const first = await dispatchDueChecks(db(), queue, run, 200);
    expect(first).toMatchObject({ due: 200, dispatched: 200 });
    expect(queue.batches.map((b) => b.length)).toEqual([100, 100]);
    for (const body of queue.sent()) expect(CheckMessage.parse(body)).toMatchObject({ type: "check", v: 1 });
    expect(new Set(queue.sent().map((m) => m.vendorKey)).size).toBe(200);

    // The same run retried: every vendor sent has its check on its way; only the rest go.
    const retried = await dispatchDueChecks(db(), queue, run, 200);
    expect(retried).toMatchObject({ due: 30, dispatched: 30 });
    expect(new Set(queue.sent().map((m) => m.vendorKey))).toEqual(new Set(keys));
    expect(queue.sent()).toHaveLength(230);
    const again = await dispatchDueChecks(db(), queue, run, 200);
    expect(again).toMatchObject({ due: 0, dispatched: 0 });
    expect(queue.sent()).toHaveLength(230);
    // Each check is written once, keyed by the time its vendor fell due.
    const rows = await checksOf(keys);
    expect(rows).toHaveLength(90);
    for (const r of rows)
      expect(r).toMatchObject({ trigger: "scheduled", slot: "2026-03-02T09:00:00.000Z", status: "pending" });
    const [vendor] = await db()
      .select()
      .from(monitoredVendorsTable)
      .where(eq(monitoredVendorsTable.vendorKey, keys[0]!));
    expect(vendor!.activeCheckId).toBe(rows.find((r) => r.vendorKey === keys[0])!.id);
    // Done with them (their consumer would have completed them): out of the later tests' way.
    for (let i = 0; i < keys.length; i += 90) {
      await db()
        .update(vendorChecksTable)
        .set({ status: "completed", completedAt: run.toISOString() })
        .where(inArray(vendorChecksTable.vendorKey, keys.slice(i, i + 90)));
    }
  });

  it("runs on the Worker's cron trigger with the analysis queue", async () => {
    const keys = await watchedVendors(3, "2026-04-01T00:00:00.000Z");
    const queue = fakeQueue();
    const env = { ...testEnv, ANALYSIS_QUEUE: queue } as unknown as Env;
    const result = await runMonitoringCron(env, new Date("2026-04-01T00:05:00.000Z"));
    expect(result.dispatched).toBeGreaterThanOrEqual(3);
    expect(queue.sent().map((m) => m.vendorKey)).toEqual(expect.arrayContaining(keys));
  });

  it("skips a vendor nobody watches any more and looks again a day later", async () => {
    const [key] = await watchedVendors(1, "2026-05-01T00:00:00.000Z", undefined, "off");
    const queue = fakeQueue();
    const run = new Date("2026-05-01T01:00:00.000Z");
    await dispatchDueChecks(db(), queue, run);
    expect(queue.sent().map((m) => m.vendorKey)).not.toContain(key);
    const [vendor] = await db().select().from(monitoredVendorsTable).where(eq(monitoredVendorsTable.vendorKey, key!));
    expect(vendor).toMatchObject({
      intervalSeconds: null,
      nextCheckAt: "2026-05-02T01:00:00.000Z",
      activeCheckId: null,
    });
  });

  it("a send the queue refused is sent by a later run; a check whose consumer died is sent again, then failed", async () => {
    const keys = await watchedVendors(2, "2026-06-01T00:00:00.000Z");
    const queue = fakeQueue();
    queue.failing = true;
    await dispatchDueChecks(db(), queue, new Date("2026-06-01T00:01:00.000Z"));
    expect(queue.sent().filter((m) => keys.includes(m.vendorKey))).toEqual([]);
    const unsent = await checksOf(keys);
    expect(unsent.map((c) => c.queuedAt)).toEqual([null, null]);
    queue.failing = false;
    await dispatchDueChecks(db(), queue, new Date("2026-06-01T00:06:00.000Z"));
    expect(
      queue
        .sent()
        .filter((m) => keys.includes(m.vendorKey))
        .map((m) => m.vendorKey)
        .sort(),
    ).toEqual([...keys].sort());

    // One is claimed and its consumer dies: sent again after 5 minutes, failed after its last attempt.
    const [check] = await checksOf(keys.slice(0, 1));
    await db()
      .update(vendorChecksTable)
      .set({
        status: "processing",
        attempts: 1,
        startedAt: "2026-06-01T00:07:00.000Z",
        updatedAt: "2026-06-01T00:07:00.000Z",
      })
      .where(eq(vendorChecksTable.id, check!.id));
    const before = queue.sent().length;
    await dispatchDueChecks(db(), queue, new Date("2026-06-01T00:13:00.000Z"));
    expect(
      queue
        .sent()
        .slice(before)
        .map((m) => m.checkId),
    ).toContain(check!.id);
    await db()
      .update(vendorChecksTable)
      .set({
        status: "processing",
        attempts: 4,
        startedAt: "2026-06-01T00:14:00.000Z",
        updatedAt: "2026-06-01T00:14:00.000Z",
      })
      .where(eq(vendorChecksTable.id, check!.id));
    const result = await dispatchDueChecks(db(), queue, new Date("2026-06-01T00:20:00.000Z"));
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const [failed] = await db().select().from(vendorChecksTable).where(eq(vendorChecksTable.id, check!.id));
    expect(failed).toMatchObject({
      status: "failed",
      error: "The check stopped unexpectedly and could not be resumed.",
    });
    // The vendor is free for its next check, within a day.
    const [vendor] = await db()
      .select()
      .from(monitoredVendorsTable)
      .where(eq(monitoredVendorsTable.vendorKey, keys[0]!));
    expect(vendor).toMatchObject({
      activeCheckId: null,
      lastCheckId: check!.id,
      nextCheckAt: "2026-06-02T00:20:00.000Z",
    });
  });

  it("removes checks older than 400 days with their changes, but never a vendor's latest", async () => {
    const key = `old-${crypto.randomUUID().slice(0, 6)}.cron-vendor.com`;
    const check = async (completedAt: string) => {
      const id = await completedCheck(key, completedAt);
      await db()
        .insert(vendorChangesTable)
        .values({
          id: `${id}:000`,
          vendorKey: key,
          checkId: id,
          detectedAt: completedAt,
          kind: "document_changed",
          severity: "low",
          summary: "x",
          details: "{}",
        });
      return id;
    };
    const oldest = await check("2024-01-01T00:00:00.000Z");
    const kept = await check("2025-02-01T00:00:00.000Z");
    const latest = await check("2025-03-01T00:00:00.000Z");
    // 2026-04-10 minus 400 days is 2025-03-06: all three are older, the latest stays.
    await dispatchDueChecks(db(), fakeQueue(), new Date("2026-04-10T00:00:00.000Z"));
    const left = await db()
      .select({ id: vendorChecksTable.id })
      .from(vendorChecksTable)
      .where(eq(vendorChecksTable.vendorKey, key));
    expect(left.map((r) => r.id)).toEqual([latest]);
    const changes = await db().select().from(vendorChangesTable).where(eq(vendorChangesTable.vendorKey, key));
    expect(changes.map((c) => c.checkId)).toEqual([latest]);
    expect([oldest, kept]).not.toContain(latest);
  });

  it("keeps history younger than 400 days", async () => {
    const key = `young-${crypto.randomUUID().slice(0, 6)}.cron-vendor.com`;
    for (const completedAt of ["2025-03-10T00:00:00.000Z", "2025-04-01T00:00:00.000Z"])
      await completedCheck(key, completedAt);
    await dispatchDueChecks(db(), fakeQueue(), new Date("2026-04-10T00:00:00.000Z"));
    const left = await db().select().from(vendorChecksTable).where(eq(vendorChecksTable.vendorKey, key));
    expect(left).toHaveLength(2);
  });
});

import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb } from "@core/db";
import { publicAnalysisJobsTable } from "@core/db/schema";
import type { Env } from "@queue-consumer/env";

export const testEnv = env as unknown as Env;
export const db = () => createDb(testEnv.DB);

export async function insertPublicJob(url: string, over: Partial<typeof publicAnalysisJobsTable.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const u = new URL(url);
  await db()
    .insert(publicAnalysisJobsTable)
    .values({
      id,
      url: u.href,
      vendorKey: u.hostname.replace(/^www\./, ""),
      clientKey: "test",
      createdAt: now,
      updatedAt: now,
      ...over,
    });
  return id;
}

export async function readPublicJob(id: string) {
  const [row] = await db().select().from(publicAnalysisJobsTable).where(eq(publicAnalysisJobsTable.id, id));
  return row!;
}

/** A queue message whose ack/retry calls are recorded. */
export function fakeMessage<T>(body: T, attempts = 1) {
  const calls: { ack: number; retry: { delaySeconds?: number }[] } = { ack: 0, retry: [] };
  const message = {
    id: crypto.randomUUID(),
    timestamp: new Date(),
    body,
    attempts,
    ack: () => void calls.ack++,
    retry: (opts?: { delaySeconds?: number }) => void calls.retry.push(opts ?? {}),
  } as unknown as Message<unknown>;
  return { message, calls };
}

export function analyzeMessage(jobId: string, url: string) {
  return { v: 1 as const, type: "analyze" as const, jobId, scope: "public" as const, url };
}

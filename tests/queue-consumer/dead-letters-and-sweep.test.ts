import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "@queue-consumer/index";
import type { Env } from "@queue-consumer/env";

const consumer = worker as ExportedHandler<Env>;
import { DEAD_LETTER_MESSAGE } from "@queue-consumer/jobs/fail-dead-letters";
import { STOPPED_MESSAGE, sweepStaleJobs } from "@queue-consumer/jobs/sweep-stale-jobs";
import { analyzeMessage, insertPublicJob, readPublicJob, testEnv } from "./helpers";

describe("dead letter queue", () => {
  it("fails the jobs of messages that exhausted their retries", async () => {
    const jobId = await insertPublicJob("https://crashy-vendor.com/", { status: "processing", attempts: 4 });
    const batch = createMessageBatch<unknown>("analysis-jobs-dlq", [
      { id: "d1", timestamp: new Date(), attempts: 1, body: analyzeMessage(jobId, "https://crashy-vendor.com/") },
      { id: "d2", timestamp: new Date(), attempts: 1, body: "garbage" },
    ]);
    const ctx = createExecutionContext();
    await consumer.queue!(batch, testEnv, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks.sort()).toEqual(["d1", "d2"]);
    expect(await readPublicJob(jobId)).toMatchObject({ status: "failed", errorMessage: DEAD_LETTER_MESSAGE });
  });
});

describe("stale job sweep", () => {
  function recordingQueue() {
    const sent: unknown[] = [];
    return {
      sent,
      queue: { send: async (m: unknown) => void sent.push(m), sendBatch: async () => {} } as unknown as Queue,
    };
  }

  it("re-queues a job whose worker died, and fails one that has no attempts left", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    const longAgo = new Date(now.getTime() - 30 * 60_000).toISOString();
    const recent = new Date(now.getTime() - 30_000).toISOString();
    const dead = await insertPublicJob("https://dead-worker.com/", {
      status: "processing",
      startedAt: longAgo,
      updatedAt: longAgo,
      attempts: 1,
    });
    const exhausted = await insertPublicJob("https://exhausted.com/", {
      status: "processing",
      startedAt: longAgo,
      updatedAt: longAgo,
      attempts: 4,
    });
    const lost = await insertPublicJob("https://lost-message.com/", {
      status: "pending",
      updatedAt: longAgo,
      createdAt: longAgo,
    });
    const busy = await insertPublicJob("https://busy.com/", {
      status: "processing",
      startedAt: recent,
      updatedAt: recent,
      attempts: 1,
    });

    const { sent, queue } = recordingQueue();
    const result = await sweepStaleJobs({ ...testEnv, ANALYSIS_QUEUE: queue }, now);
    expect(result).toEqual({ requeued: 2, failed: 1 });
    expect(sent).toEqual(
      expect.arrayContaining([
        analyzeMessage(dead, "https://dead-worker.com/"),
        analyzeMessage(lost, "https://lost-message.com/"),
      ]),
    );
    expect((await readPublicJob(dead)).status).toBe("pending");
    expect(await readPublicJob(exhausted)).toMatchObject({ status: "failed", errorMessage: STOPPED_MESSAGE });
    expect((await readPublicJob(busy)).status).toBe("processing");

    // A second sweep right away finds nothing new to do.
    expect(await sweepStaleJobs({ ...testEnv, ANALYSIS_QUEUE: queue }, now)).toEqual({ requeued: 0, failed: 0 });
  });
});

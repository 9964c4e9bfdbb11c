/**
 * D1 failing under the consumer (queue-consumer/faults.ts injects errors the way D1 reports
 * them): deliveries are retried, never crash the batch, and jobs end completed with their whole
 * result or failed with a message and no result; nothing is left half-written.
 */
import { describe, expect, it } from "vitest";
import { withD1Faults } from "@queue-consumer/faults";
import { failDeadLetters } from "@queue-consumer/jobs/fail-dead-letters";
import { processAnalysisMessage, type ProcessDeps } from "@queue-consumer/jobs/process-analysis-message";
import { sweepStaleJobs } from "@queue-consumer/jobs/sweep-stale-jobs";
import { readCachedAnalysis } from "@core/domain/analysis/cache";
import { forgetCachedSettings } from "@core/domain/settings/settings-reader";
import { MAX_ATTEMPTS } from "@core/domain/analysis/job-store";
import { createDb } from "@core/db";
import { publicAnalysisJobsTable } from "@core/db/schema";
import { Analysis } from "@core/contract/analysis";
import { sampleAnalysis } from "../worker/helpers";
import { analyzeMessage, fakeMessage, insertPublicJob, readPublicJob, testEnv } from "./helpers";

const deps: ProcessDeps = {
  analyze: async (url) => sampleAnalysis(url),
  pipeline: { fetch, now: () => new Date() },
  now: () => new Date(),
};

/** The UPDATE that completes a job (writes its result). */
const COMPLETE = /update "public_analysis_jobs" set "status" = \?, "result" = \?/;

function vendor() {
  return `https://d1-fault-${crypto.randomUUID().slice(0, 8)}.example-vendor.com/`;
}

describe("D1 errors in the consumer", () => {
  it("a failing completion is retried, then completes with its whole result", async () => {
    const url = vendor();
    const jobId = await insertPublicJob(url);
    const env = { ...testEnv, DB: withD1Faults(testEnv.DB, { match: COMPLETE, times: 2 }) };
    for (const attempt of [1, 2]) {
      const { message, calls } = fakeMessage(analyzeMessage(jobId, url), attempt);
      await processAnalysisMessage(message, env, deps);
      expect(calls.retry).toHaveLength(1);
      expect(await readPublicJob(jobId)).toMatchObject({ status: "pending", result: null });
    }
    const { message, calls } = fakeMessage(analyzeMessage(jobId, url), 3);
    await processAnalysisMessage(message, env, deps);
    expect(calls.ack).toBe(1);
    const job = await readPublicJob(jobId);
    expect(job.status).toBe("completed");
    Analysis.parse(JSON.parse(job.result!));
    expect(await readCachedAnalysis(testEnv.CACHE, new URL(url).hostname)).not.toBeNull();
  });

  it("a read failing after the analysis (the cache lifetime setting) is retried before the job completes, so the cache always gets a completed job's report", async () => {
    const url = vendor();
    const jobId = await insertPublicJob(url);
    forgetCachedSettings();
    const env = { ...testEnv, DB: withD1Faults(testEnv.DB, { match: /from "platform_settings"/, times: 1 }) };
    const first = fakeMessage(analyzeMessage(jobId, url), 1);
    await processAnalysisMessage(first.message, env, deps);
    expect(first.calls.retry).toHaveLength(1);
    expect(await readPublicJob(jobId)).toMatchObject({ status: "pending", result: null });
    expect(await readCachedAnalysis(testEnv.CACHE, new URL(url).hostname)).toBeNull();

    const second = fakeMessage(analyzeMessage(jobId, url), 2);
    await processAnalysisMessage(second.message, env, deps);
    expect(second.calls.ack).toBe(1);
    expect((await readPublicJob(jobId)).status).toBe("completed");
    expect(await readCachedAnalysis(testEnv.CACHE, new URL(url).hostname)).not.toBeNull();
  });

  it("a completion that keeps failing ends the job failed with a message and no result", async () => {
    const url = vendor();
    const jobId = await insertPublicJob(url);
    const env = { ...testEnv, DB: withD1Faults(testEnv.DB, { match: COMPLETE }) };
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await processAnalysisMessage(fakeMessage(analyzeMessage(jobId, url), attempt).message, env, deps);
    }
    expect(await readPublicJob(jobId)).toMatchObject({ status: "failed", result: null });
    expect((await readPublicJob(jobId)).errorMessage).toMatch(/internal error/);
  });

  it("a delivery that claimed its job and then lost the database is retried, and the retry takes the job back", async () => {
    const url = vendor();
    const jobId = await insertPublicJob(url);
    // The completion fails, and so does putting the job back: it stays "processing".
    const env = {
      ...testEnv,
      DB: withD1Faults(testEnv.DB, {
        match: /update "public_analysis_jobs" set "status" = \?, "(result|error_message)" = \?/,
        times: 2,
      }),
    };
    const first = fakeMessage(analyzeMessage(jobId, url), 1);
    await processAnalysisMessage(first.message, env, deps);
    expect(first.calls.retry).toHaveLength(1);
    expect((await readPublicJob(jobId)).status).toBe("processing");

    // A duplicate (another message for the job) is not allowed in while it looks alive...
    const duplicate = fakeMessage(analyzeMessage(jobId, url), 1);
    await processAnalysisMessage(duplicate.message, env, deps);
    expect(duplicate.calls.ack).toBe(1);
    expect((await readPublicJob(jobId)).attempts).toBe(1);

    // ...but the retry of the same message is.
    const retry = {
      ...first.message,
      attempts: 2,
      ack: () => void first.calls.ack++,
      retry: () => void first.calls.retry.push({}),
    } as Message<unknown>;
    await processAnalysisMessage(retry, env, deps);
    expect(first.calls.ack).toBe(1);
    expect(await readPublicJob(jobId)).toMatchObject({ status: "completed", attempts: 2 });
  });

  it("a database down altogether: the delivery is retried, nothing is written, the batch does not crash", async () => {
    const url = vendor();
    const jobId = await insertPublicJob(url);
    const env = { ...testEnv, DB: withD1Faults(testEnv.DB, { rate: 1 }) };
    const { message, calls } = fakeMessage(analyzeMessage(jobId, url), 1);
    await expect(processAnalysisMessage(message, env, deps)).resolves.toBeUndefined();
    expect(calls.retry).toHaveLength(1);
    expect(calls.ack).toBe(0);
    expect(await readPublicJob(jobId)).toMatchObject({ status: "pending", attempts: 0, result: null });
  });

  it("under random D1 errors (30%), every job ends completed or failed, none half-written", async () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const env = { ...testEnv, DB: withD1Faults(testEnv.DB, { rate: 0.3, random }) };
    const jobs = await Promise.all(Array.from({ length: 20 }, async () => ({ url: vendor(), id: "" })));
    for (const job of jobs) job.id = await insertPublicJob(job.url);

    // The queue: up to MAX_ATTEMPTS deliveries, then the dead letter queue (its own retries), then the sweep.
    for (const job of jobs) {
      let done = false;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS && !done; attempt++) {
        const { message, calls } = fakeMessage(analyzeMessage(job.id, job.url), attempt);
        await processAnalysisMessage(message, env, deps);
        done = calls.ack > 0;
      }
      for (let dlq = 0; dlq < 3 && !done; dlq++) {
        const { message, calls } = fakeMessage(analyzeMessage(job.id, job.url), 1);
        await failDeadLetters(
          { queue: "analysis-jobs-dlq", messages: [message] } as unknown as MessageBatch<unknown>,
          env,
          () => new Date(),
        );
        done = calls.ack > 0;
      }
    }
    const later = new Date(Date.now() + 11 * 60_000);
    await sweepStaleJobs({ ...testEnv, ANALYSIS_QUEUE: { send: async () => {} } as unknown as Queue }, later);

    const rows = await createDb(testEnv.DB)
      .select()
      .from(publicAnalysisJobsTable)
      .then((all) => all.filter((r) => jobs.some((j) => j.id === r.id)));
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      if (row.status === "completed") {
        Analysis.parse(JSON.parse(row.result!));
        expect(
          await readCachedAnalysis(testEnv.CACHE, new URL(row.url).hostname),
          "a completed job's report is in the cache",
        ).not.toBeNull();
      } else {
        expect(["failed", "pending"]).toContain(row.status);
        expect(row.result).toBeNull();
      }
    }
    // What is still pending was re-queued by the sweep; nothing is stuck processing.
    expect(rows.filter((r) => r.status === "processing")).toEqual([]);
    expect((env.DB as unknown as { faults: number }).faults).toBeGreaterThan(5);
  });
});

describe("the fault seam", () => {
  it("is off unless development asks for it", async () => {
    const { withConfiguredFaults } = await import("@queue-consumer/faults");
    expect(withConfiguredFaults({ ...testEnv, ENVIRONMENT: "production", FAULT_D1_ERROR_RATE: "1" }).DB).toBe(
      testEnv.DB,
    );
    expect(withConfiguredFaults({ ...testEnv, ENVIRONMENT: "development" }).DB).toBe(testEnv.DB);
    expect(withConfiguredFaults({ ...testEnv, ENVIRONMENT: "development", FAULT_D1_ERROR_RATE: "0.5" }).DB).not.toBe(
      testEnv.DB,
    );
  });
});

import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "@queue-consumer/index";
import type { Env } from "@queue-consumer/env";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import { processAnalysisMessage, type ProcessDeps } from "@queue-consumer/jobs/process-analysis-message";
import { AnalysisError } from "@queue-consumer/analysis-types";
import { readCachedAnalysis } from "@core/domain/analysis/cache";
import { Analysis } from "@core/contract/analysis";
import { eq } from "drizzle-orm";
import { platformSettingsTable } from "@core/db/schema";
import { forgetCachedSettings } from "@core/domain/settings/settings-reader";
import { analyzeMessage, db, fakeMessage, insertPublicJob, readPublicJob, testEnv } from "./helpers";

const consumer = worker as ExportedHandler<Env>;
const now = () => new Date();

function deps(over: Partial<ProcessDeps> = {}, fetchImpl: typeof fetch = (i, init) => fetch(i, init)): ProcessDeps {
  return {
    analyze: analyzeVendorUrl,
    pipeline: { fetch: fetchImpl, replayOrigin: testEnv.CRAWL_REPLAY_ORIGIN, now },
    now,
    ...over,
  };
}

describe("analysis queue consumer", () => {
  it("processes a message end to end against the replayed vendor site", async () => {
    const url = "https://northwindnotes.com/";
    const jobId = await insertPublicJob(url);
    const batch = createMessageBatch("analysis-jobs", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: analyzeMessage(jobId, url) },
    ]);
    const ctx = createExecutionContext();
    await consumer.queue!(batch, testEnv, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["m1"]);
    expect(result.retryMessages).toEqual([]);

    const job = await readPublicJob(jobId);
    expect(job.status).toBe("completed");
    expect(job.attempts).toBe(1);
    const analysis = Analysis.parse(JSON.parse(job.result!));
    expect(analysis.url).toBe(url);
    expect(analysis.vendor_name).toMatch(/northwind/i);
    // Every quoted finding points at an original vendor URL, never at the replay server.
    const findings = [analysis.pricing_risk, analysis.privacy_legal_risk, analysis.security_risk].flatMap(
      (d) => d.findings,
    );
    expect(findings.length).toBeGreaterThan(3);
    for (const f of findings) expect(f.source_url).not.toContain("127.0.0.1");

    const cached = await readCachedAnalysis(testEnv.CACHE, "northwindnotes.com");
    expect(cached?.analysis).toEqual(analysis);
  });

  it("retries a delivery whose fetch failed, then completes on the next attempt", async () => {
    const url = "https://tinytask.dev/";
    const jobId = await insertPublicJob(url);
    let failing = true;
    const flaky: typeof fetch = async (input, init) => {
      if (failing) throw new TypeError("Network connection lost.");
      return fetch(input, init);
    };

    const first = fakeMessage(analyzeMessage(jobId, url), 1);
    await processAnalysisMessage(first.message, testEnv, deps({}, flaky));
    expect(first.calls.ack).toBe(0);
    expect(first.calls.retry).toEqual([{ delaySeconds: 1 }]);
    expect((await readPublicJob(jobId)).status).toBe("pending");

    failing = false;
    const second = fakeMessage(analyzeMessage(jobId, url), 2);
    await processAnalysisMessage(second.message, testEnv, deps({}, flaky));
    expect(second.calls.ack).toBe(1);
    const job = await readPublicJob(jobId);
    expect(job.status).toBe("completed");
    expect(job.attempts).toBe(2);
    expect(job.errorMessage).toBeNull();
  });

  it("backs off exponentially and fails the job with a readable message on the last attempt", async () => {
    const jobId = await insertPublicJob("https://down-vendor.com/");
    const analyze = vi.fn(async () => {
      throw new AnalysisError("Could not reach down-vendor.com: the connection timed out.", true);
    });
    const third = fakeMessage(analyzeMessage(jobId, "https://down-vendor.com/"), 3);
    await processAnalysisMessage(third.message, testEnv, deps({ analyze }));
    expect(third.calls.retry).toEqual([{ delaySeconds: 4 }]);

    const last = fakeMessage(analyzeMessage(jobId, "https://down-vendor.com/"), 4);
    await processAnalysisMessage(last.message, testEnv, deps({ analyze }));
    expect(last.calls).toEqual({ ack: 1, retry: [] });
    const job = await readPublicJob(jobId);
    expect(job.status).toBe("failed");
    expect(job.errorMessage).toBe("Could not reach down-vendor.com: the connection timed out.");
  });

  it("fails at once on an error that retrying cannot fix", async () => {
    const jobId = await insertPublicJob("https://gone-vendor.com/");
    const analyze = vi.fn(async () => {
      throw new AnalysisError("gone-vendor.com answered 404 Not Found for its home page.", false);
    });
    const msg = fakeMessage(analyzeMessage(jobId, "https://gone-vendor.com/"), 1);
    await processAnalysisMessage(msg.message, testEnv, deps({ analyze }));
    expect(msg.calls).toEqual({ ack: 1, retry: [] });
    expect(await readPublicJob(jobId)).toMatchObject({
      status: "failed",
      errorMessage: expect.stringContaining("404"),
    });
  });

  it("hides internal errors behind a readable message", async () => {
    const jobId = await insertPublicJob("https://buggy-vendor.com/");
    const analyze = vi.fn(async () => {
      throw new RangeError("Invalid array length at engine.ts:42");
    });
    const msg = fakeMessage(analyzeMessage(jobId, "https://buggy-vendor.com/"), 4);
    await processAnalysisMessage(msg.message, testEnv, deps({ analyze }));
    const job = await readPublicJob(jobId);
    expect(job.status).toBe("failed");
    expect(job.errorMessage).toBe("The analysis failed because of an internal error. Please try again.");
  });

  it("acks a poison message, and fails the job it names", async () => {
    const unreadable = fakeMessage("not an object");
    await processAnalysisMessage(unreadable.message, testEnv, deps());
    expect(unreadable.calls).toEqual({ ack: 1, retry: [] });

    const jobId = await insertPublicJob("https://vendor.com/");
    const broken = fakeMessage({ v: 1, type: "analyze", jobId, scope: "public", url: "not a url" });
    await processAnalysisMessage(broken.message, testEnv, deps());
    expect(broken.calls).toEqual({ ack: 1, retry: [] });
    const job = await readPublicJob(jobId);
    expect(job.status).toBe("failed");
    expect(job.errorMessage).toMatch(/could not be read/);

    const future = fakeMessage({ v: 2, type: "analyze", jobId: "x", scope: "public", url: "https://vendor.com/" });
    await processAnalysisMessage(future.message, testEnv, deps());
    expect(future.calls.ack).toBe(1);
  });

  it("a duplicate delivery does not create a second result", async () => {
    const url = "https://northwindnotes.com/";
    const jobId = await insertPublicJob(url);
    await processAnalysisMessage(fakeMessage(analyzeMessage(jobId, url)).message, testEnv, deps());
    const done = await readPublicJob(jobId);
    expect(done.status).toBe("completed");

    const analyze = vi.fn(analyzeVendorUrl);
    const again = fakeMessage(analyzeMessage(jobId, url));
    await processAnalysisMessage(again.message, testEnv, deps({ analyze }));
    expect(again.calls).toEqual({ ack: 1, retry: [] });
    expect(analyze).not.toHaveBeenCalled();
    expect(await readPublicJob(jobId)).toEqual(done);
  });

  it("a duplicate delivered while the job is being processed is skipped", async () => {
    const jobId = await insertPublicJob("https://vendor.com/", {
      status: "processing",
      startedAt: new Date().toISOString(),
      attempts: 1,
    });
    const analyze = vi.fn(analyzeVendorUrl);
    const dup = fakeMessage(analyzeMessage(jobId, "https://vendor.com/"));
    await processAnalysisMessage(dup.message, testEnv, deps({ analyze }));
    expect(dup.calls.ack).toBe(1);
    expect(analyze).not.toHaveBeenCalled();
    expect((await readPublicJob(jobId)).status).toBe("processing");
  });

  it("a message for an unknown job is acked", async () => {
    const msg = fakeMessage(analyzeMessage("no-such-job", "https://vendor.com/"));
    await processAnalysisMessage(msg.message, testEnv, deps());
    expect(msg.calls).toEqual({ ack: 1, retry: [] });
  });

  it("writes the cache with the lifetime of the platform setting analysis.cache_ttl_seconds", async () => {
    await db().insert(platformSettingsTable).values({
      id: crypto.randomUUID(),
      key: "analysis.cache_ttl_seconds",
      value: "7200",
      category: "analysis",
      updatedAt: new Date().toISOString(),
    });
    forgetCachedSettings();
    const url = "https://formforge.co/";
    const jobId = await insertPublicJob(url);
    const msg = fakeMessage(analyzeMessage(jobId, url));
    await processAnalysisMessage(msg.message, testEnv, deps());
    expect((await readPublicJob(jobId)).status).toBe("completed");
    const { keys } = await testEnv.CACHE.list({ prefix: "v1:analysis:formforge.co" });
    const expiresIn = keys[0]!.expiration! - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(7100);
    expect(expiresIn).toBeLessThanOrEqual(7200);
    await db().delete(platformSettingsTable).where(eq(platformSettingsTable.key, "analysis.cache_ttl_seconds"));
    forgetCachedSettings();
  });
});

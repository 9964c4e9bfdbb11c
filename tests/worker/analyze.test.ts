import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publicAnalysisJobsTable } from "@core/db/schema";
import { AnalyzeCached, AnalyzeQueued, ErrorEnvelope } from "@core/contract/api";
import { db, postJson, sampleAnalysis, seedCache } from "./helpers";

describe("POST /api/analyze", () => {
  it("queues a public job for an anonymous visitor and adds https://", async () => {
    const res = await postJson("/api/analyze", { url: "Fresh-Vendor.io" });
    expect(res.status).toBe(202);
    const body = AnalyzeQueued.parse(await res.json());
    expect(body.isPublicJob).toBe(true);
    const [row] = await db().select().from(publicAnalysisJobsTable).where(eq(publicAnalysisJobsTable.id, body.job_id));
    expect(row).toMatchObject({ url: "https://fresh-vendor.io/", vendorKey: "fresh-vendor.io", status: "pending" });
  });

  it("answers from the cache at once, keyed on the host without www", async () => {
    const cachedAt = new Date(Date.now() - 3600_000);
    await seedCache("cached-vendor.com", sampleAnalysis("https://cached-vendor.com/"), cachedAt);
    const res = await postJson("/api/analyze", { url: "https://www.cached-vendor.com" });
    expect(res.status).toBe(200);
    const body = AnalyzeCached.parse(await res.json());
    expect(body.cached).toBe(true);
    expect(body.analysis.vendor_name).toBe("Example Vendor");
    expect(body.cachedAt).toBe(cachedAt.toISOString());
  });

  it("forceRefresh skips the cache and queues a new job (anonymous: for a report over an hour old)", async () => {
    // Younger reports are returned as they are to anonymous visitors (tests/worker/abuse-limits.test.ts).
    await seedCache(
      "refresh-vendor.com",
      sampleAnalysis("https://refresh-vendor.com/"),
      new Date(Date.now() - 2 * 3600_000),
    );
    const res = await postJson("/api/analyze", { url: "refresh-vendor.com", forceRefresh: true });
    expect(res.status).toBe(202);
    AnalyzeQueued.parse(await res.json());
  });

  it("treats a cache value that no longer parses as a miss", async () => {
    await env.CACHE.put("v1:analysis:broken-vendor.com", JSON.stringify({ analysis: { nope: true }, cachedAt: "x" }));
    const res = await postJson("/api/analyze", { url: "broken-vendor.com" });
    expect(res.status).toBe(202);
  });

  it.each([
    [undefined, "URL_REQUIRED", "Please enter a SaaS application URL to analyze"],
    ["", "URL_REQUIRED", "Please enter a SaaS application URL to analyze"],
    ["   ", "URL_REQUIRED", "Please enter a SaaS application URL to analyze"],
    ["not a url", "INVALID_URL", "Please enter a valid domain (e.g., notion.so)"],
    ["notion", "INVALID_URL", "Please enter a valid domain (e.g., notion.so)"],
    ["http://", "INVALID_URL", "Please enter a valid domain (e.g., notion.so)"],
    ["ftp://files.example.org", "INVALID_URL", "Only http and https"],
    ["javascript:alert(1)", "INVALID_URL", "Please enter a valid domain"],
    ["127.0.0.1", "INVALID_URL", "IP addresses"],
    ["http://0x7f000001/", "INVALID_URL", "IP addresses"],
    ["http://2130706433/", "INVALID_URL", "IP addresses"],
    ["https://[::1]/", "INVALID_URL", "IP addresses"],
    ["http://169.254.169.254/latest/meta-data", "INVALID_URL", "IP addresses"],
    ["localhost", "INVALID_URL", "Please enter a valid domain"],
    ["http://localhost:8787", "INVALID_URL", "custom port"],
    ["app.localhost", "INVALID_URL", "Local, internal and test"],
    ["printer.local", "INVALID_URL", "Local, internal and test"],
    ["metadata.google.internal", "INVALID_URL", "Cloud metadata"],
    ["service.internal", "INVALID_URL", "Local, internal and test"],
    ["vendor.test", "INVALID_URL", "Local, internal and test"],
    ["https://user:pass@vendor.com/", "INVALID_URL", "user name or password"],
    ["https://vendor.com:8443/", "INVALID_URL", "custom port"],
    ["127.0.0.1.nip.io", "INVALID_URL", "private addresses"],
    ["localhost.direct", "INVALID_URL", "private addresses"],
    ["https://app.localhost.direct/", "INVALID_URL", "private addresses"],
    ["10-0-0-1.traefik.me", "INVALID_URL", "private addresses"],
    ["7f000001.0a000001.rbndr.us", "INVALID_URL", "private addresses"],
    ["api.127.0.0.1.sslip.io", "INVALID_URL", "private addresses"],
    ["https://-bad-.com", "INVALID_URL", "Please enter a valid domain"],
  ])("refuses %s with %s", async (url, code, message) => {
    const res = await postJson("/api/analyze", url === undefined ? {} : { url });
    expect(res.status).toBe(400);
    const body = ErrorEnvelope.parse(await res.json());
    expect(body.error.code).toBe(code);
    expect(body.error.message).toContain(message);
  });

  it("refuses an address over 2048 characters", async () => {
    const res = await postJson("/api/analyze", { url: `${"x".repeat(3000)}.com` });
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json()).error).toMatchObject({ code: "INVALID_URL" });
  });

  it.each([["https://vendor.com:443/"], ["http://vendor.com:80/pricing"], ["VENDOR.com."]])(
    "accepts default ports and case: %s",
    async (url) => {
      const res = await postJson("/api/analyze", { url });
      expect(res.status).toBe(202);
    },
  );

  it("rejects a body that is not JSON with the error envelope", async () => {
    const res = await postJson("/api/analyze", "{not json");
    const raw = await res.text();
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(JSON.parse(raw)).error.code).toBe("INVALID_REQUEST");
  });

  it("rejects fields of the wrong type", async () => {
    const res = await postJson("/api/analyze", { url: "vendor.com", forceRefresh: "yes" });
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("INVALID_REQUEST");
  });
});

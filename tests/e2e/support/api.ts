import type { Page } from "playwright-core";

/** A JSON call of the API from the page: its session cookie, its origin (as the SPA calls it). */
export async function apiCall<T = any>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {}
      return { status: res.status, json };
    },
    { method, path, body },
  );
}

/** Analyzes an address as the page's user (a fresh crawl with `forceRefresh`); the job id, when one ran. */
export async function analyze(page: Page, url: string, forceRefresh = false): Promise<string | undefined> {
  const started = await apiCall(page, "POST", "/api/analyze", { url, forceRefresh });
  const jobId: string | undefined = started.json?.job_id;
  if (jobId) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const job = await apiCall(page, "GET", `/api/jobs/${jobId}`);
      if (job.json?.status === "completed") break;
      if (job.json?.status === "failed") throw new Error(`analysis of ${url} failed: ${job.json.error_message}`);
      if (Date.now() > deadline) throw new Error(`analysis of ${url} did not finish`);
      await page.waitForTimeout(300);
    }
  }
  return jobId;
}

/** Analyzes an address as the page's user (waiting for its job) and saves it; returns the assessment. */
export async function analyzeAndSave(page: Page, url: string, metadata: Record<string, unknown> = {}) {
  const jobId = await analyze(page, url);
  const saved = await apiCall(
    page,
    "POST",
    "/api/assessments",
    jobId ? { job_id: jobId, ...metadata } : { url, ...metadata },
  );
  if (saved.status !== 201 && saved.status !== 200) throw new Error(`saving ${url}: ${JSON.stringify(saved)}`);
  return saved.json.assessment as { id: string; tool_name: string | null; url: string };
}

/** How far the page reaches past the window's right edge, in CSS pixels (0 when nothing is cut off). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

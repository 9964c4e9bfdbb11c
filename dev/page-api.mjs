/**
 * The API as a signed-in page calls it (its session cookie, its origin), for the browser tests
 * and the screenshot pass: a JSON call, an analysis followed to its end, an analysis saved.
 */

/**
 * A JSON call of the API from the page.
 * @param {import("playwright-core").Page} page
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<{ status: number, json: any }>}
 */
export async function apiCall(page, method, path, body) {
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

/**
 * Analyzes an address as the page's user (a fresh crawl with `forceRefresh`) and waits for the
 * job; its id, when one ran (a cached report needs none).
 * @param {import("playwright-core").Page} page
 * @param {string} url
 * @returns {Promise<string | undefined>}
 */
export async function analyze(page, url, forceRefresh = false) {
  const started = await apiCall(page, "POST", "/api/analyze", { url, forceRefresh });
  const jobId = started.json?.job_id;
  if (!jobId) return undefined;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const job = await apiCall(page, "GET", `/api/jobs/${jobId}`);
    if (job.json?.status === "completed") return jobId;
    if (job.json?.status === "failed") throw new Error(`analysis of ${url} failed: ${job.json.error_message}`);
    if (Date.now() > deadline) throw new Error(`analysis of ${url} did not finish`);
    await page.waitForTimeout(300);
  }
}

/**
 * Analyzes an address and saves it with `metadata`; the saved assessment. A tool name longer
 * than the contract allows is saved cut to the longest it takes (`cutLongName`).
 * @param {import("playwright-core").Page} page
 * @param {string} url
 * @param {Record<string, unknown>} [metadata]
 * @returns {Promise<{ id: string, tool_name: string | null, url: string }>}
 */
export async function analyzeAndSave(page, url, metadata = {}, { cutLongName = false } = {}) {
  const jobId = await analyze(page, url);
  const source = jobId ? { job_id: jobId } : { url };
  let saved = await apiCall(page, "POST", "/api/assessments", { ...source, ...metadata });
  if (saved.status === 400 && cutLongName && typeof metadata.tool_name === "string") {
    const max = Number(/at most (\d+)/.exec(saved.json?.error?.message ?? "")?.[1] ?? 120);
    saved = await apiCall(page, "POST", "/api/assessments", {
      ...source,
      ...metadata,
      tool_name: metadata.tool_name.slice(0, max),
    });
  }
  if (saved.status !== 201 && saved.status !== 200) throw new Error(`saving ${url}: ${JSON.stringify(saved)}`);
  return saved.json.assessment;
}

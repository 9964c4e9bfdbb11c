import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { answerAnalyzeWith, cannedAnalysis, shot } from "./support/public";

const MONTHLY_TEXT =
  "Your organization has reached its monthly assessment limit. Please contact your administrator to increase your limit or wait until next month.";

/** Counts POST /api/analyze requests the page sends. */
function countAnalyzeRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/analyze") seen.push(r.postData() ?? "");
  });
  return seen;
}

async function submit(page: Page, value: string) {
  const input = page.getByLabel("Vendor website");
  await input.fill(value);
  await input.press("Enter");
}

describe("analyze form: validation and the error catalogue", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("asks for a URL when the field is empty, without calling the API", async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await newPage(browser, { width });
      const requests = countAnalyzeRequests(page);
      await page.goto("/");
      await page.getByRole("button", { name: "Analyze", exact: true }).click();
      const alert = page.getByRole("alert").filter({ hasText: "URL Required" });
      await expect(alert.textContent()).resolves.toContain("Please enter a SaaS application URL to analyze");
      await expect(page.getByLabel("Vendor website").getAttribute("aria-invalid")).resolves.toBe("true");
      expect(requests).toEqual([]);
      await shot(page, "error-url-required");
      await context.close();
    }
  });

  it.each([["not a url"], ["notion"], ["localhost"], ["ftp://files.example.org"]])(
    "refuses %s as an invalid URL",
    async (value) => {
      const { context, page } = await newPage(browser);
      const requests = countAnalyzeRequests(page);
      await page.goto("/");
      await submit(page, value);
      const alert = page.getByRole("alert").filter({ hasText: "Invalid URL" });
      await expect(alert.textContent()).resolves.toContain("Please enter a valid domain (e.g., notion.so)");
      expect(requests).toEqual([]);
      if (value === "not a url") await shot(page, "error-invalid-url");
      // Typing again clears the error.
      await page.getByLabel("Vendor website").fill("notion.so");
      await expect(alert.count()).resolves.toBe(0);
      await context.close();
    },
  );

  it("prepends https:// and sends the normalized address", async () => {
    const { context, page } = await newPage(browser);
    await answerAnalyzeWith(page, 200, {
      cached: true,
      analysis: cannedAnalysis("example-vendor.com"),
      cachedAt: new Date().toISOString(),
    });
    const requests = countAnalyzeRequests(page);
    await page.goto("/");
    await submit(page, "  Example-Vendor.com  ");
    await page.getByTestId("report").waitFor();
    expect(requests.map((b) => JSON.parse(b))).toEqual([{ url: "https://example-vendor.com/", forceRefresh: false }]);
    await context.close();
  });

  it("shows the monthly-limit alert on 429 and disables the form until it is dismissed", async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await newPage(browser, { width });
      await answerAnalyzeWith(page, 429, {
        error: { code: "MONTHLY_LIMIT_REACHED", message: `Monthly assessment limit reached. ${MONTHLY_TEXT}` },
      });
      const requests = countAnalyzeRequests(page);
      await page.goto("/");
      await submit(page, "notion.so");
      const alert = page.getByRole("alert").filter({ hasText: "Monthly Limit Reached" });
      await expect(alert.textContent()).resolves.toContain(MONTHLY_TEXT);
      const input = page.getByLabel("Vendor website");
      await expect(input.isDisabled()).resolves.toBe(true);
      await expect(page.getByRole("button", { name: "Analyze", exact: true }).isDisabled()).resolves.toBe(true);
      // The busy state is cleared: the button reads Analyze again, not Analyzing...
      await expect(page.getByRole("button", { name: "Analyzing..." }).count()).resolves.toBe(0);
      // Quick-picks cannot start an analysis either.
      await expect(page.getByRole("button", { name: /Analyze Slack/ }).isDisabled()).resolves.toBe(true);
      await shot(page, "monthly-limit");
      await alert.getByRole("button", { name: "Dismiss" }).click();
      await expect(alert.count()).resolves.toBe(0);
      await expect(input.isEnabled()).resolves.toBe(true);
      await input.press("Enter");
      await alert.waitFor();
      expect(requests.length).toBe(2);
      await context.close();
    }
  });

  it("treats any 429 without a code as the monthly limit", async () => {
    const { context, page } = await newPage(browser);
    await page.route("**/api/analyze", (route) => route.fulfill({ status: 429, body: "" }));
    await page.goto("/");
    await submit(page, "notion.so");
    await page.getByRole("alert").filter({ hasText: "Monthly Limit Reached" }).waitFor();
    await context.close();
  });

  it("explains the anonymous hourly limit with the server's message", async () => {
    const { context, page } = await newPage(browser);
    const message =
      "Too many analyses from your network: the limit is 10 per hour without an account. Please try again later.";
    await answerAnalyzeWith(page, 429, { error: { code: "RATE_LIMITED", message } });
    await page.goto("/");
    await submit(page, "notion.so");
    const alert = page.getByRole("alert").filter({ hasText: "Limit Reached" }).first();
    await expect(alert.textContent()).resolves.toContain(message);
    await expect(page.getByLabel("Vendor website").isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it.each([
    ["Authentication required", 401, "Authentication Required", "Please sign in to analyze SaaS tools"],
    [
      "The analysis service is deploying",
      503,
      "Service Deploying",
      "The analysis service is currently deploying. Please try again in 2-3 minutes.",
    ],
    ["Something went wrong on our side. Please try again.", 500, "Analysis Failed", "An unexpected error occurred"],
  ])("maps %s to its title and text", async (serverMessage, status, title, text) => {
    const { context, page } = await newPage(browser);
    await answerAnalyzeWith(page, status, {
      error: { code: status === 401 ? "UNAUTHENTICATED" : "INTERNAL", message: serverMessage },
    });
    await page.goto("/");
    await submit(page, "notion.so");
    const box = page.getByRole("alert").filter({ hasText: title }).filter({ hasText: text });
    await box.first().waitFor();
    // Also a destructive toast, and the busy state is cleared.
    await expect.poll(() => page.getByTestId("toast").filter({ hasText: title }).count()).toBe(1);
    await expect(page.getByRole("button", { name: "Analyze", exact: true }).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it("reports a network failure", async () => {
    const { context, page } = await newPage(browser);
    await page.route("**/api/analyze", (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    await submit(page, "notion.so");
    const box = page.getByRole("alert").filter({ hasText: "Network Error" }).first();
    await expect(box.textContent()).resolves.toContain(
      "Unable to connect to the analysis service. Please check your connection.",
    );
    // The address typed is fine: the field is not marked invalid for the service's failure.
    await expect(page.getByLabel("Vendor website").getAttribute("aria-invalid")).resolves.toBeNull();
    await shot(page, "error-network");
    await context.close();
  });

  it("reports an answer that is neither cached nor a job as an unexpected format", async () => {
    const { context, page } = await newPage(browser);
    await answerAnalyzeWith(page, 200, { ok: true });
    await page.goto("/");
    await submit(page, "notion.so");
    await page.getByRole("alert").filter({ hasText: "Unexpected response format" }).first().waitFor();
    await context.close();
  });

  it("shows Analysis Failed with Try Again when the job fails (real pipeline: a site that is not recorded)", async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await newPage(browser, { width });
      await page.goto("/");
      // The request, not the "Analyzing..." label: a site that is not recorded fails within moments.
      const started = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/analyze");
      await submit(page, `unrecorded-vendor-${width}.com`);
      await started;
      const failed = page
        .getByRole("alert")
        .filter({ hasText: "Analysis Failed" })
        .filter({ has: page.getByRole("button", { name: "Try Again" }) });
      await failed.waitFor({ timeout: 45_000 });
      const text = (await failed.textContent()) ?? "";
      expect(text.replace("Analysis Failed", "").replace("Try Again", "").trim().length).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId("toast").filter({ hasText: "Analysis Failed" }).count()).toBe(1);
      await shot(page, "job-failed");
      // Try Again repeats the same address.
      const retried = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/analyze"));
      await failed.getByRole("button", { name: "Try Again" }).click();
      expect(JSON.parse((await retried).postData() ?? "{}").url).toBe(`https://unrecorded-vendor-${width}.com/`);
      await failed.waitFor({ timeout: 45_000 });
      await context.close();
    }
  }, 120_000);

  it("falls back to polling, with retries, when the event stream is unavailable", async () => {
    const { context, page } = await newPage(browser);
    const events: string[] = [];
    await page.route("**/api/jobs/*/events", (route) => {
      events.push(route.request().url());
      return route.abort("failed");
    });
    // The first two job reads fail as network errors; the retry policy absorbs them.
    let failures = 2;
    const reads: number[] = [];
    await page.route(/\/api\/jobs\/[^/]+$/, (route) => {
      reads.push(Date.now());
      if (failures-- > 0) return route.abort("connectionreset");
      return route.continue();
    });
    await page.goto("/");
    await submit(page, "unrecorded-vendor-polling.com");
    await page
      .getByRole("alert")
      .filter({ hasText: "Analysis Failed" })
      .filter({ has: page.getByRole("button", { name: "Try Again" }) })
      .waitFor({ timeout: 45_000 });
    expect(events.length).toBe(1);
    expect(reads.length).toBeGreaterThanOrEqual(3);
    // 1000 ms, then 2000 ms between the failed reads.
    expect(reads[1]! - reads[0]!).toBeGreaterThanOrEqual(900);
    expect(reads[2]! - reads[1]!).toBeGreaterThanOrEqual(1900);
    await context.close();
  }, 90_000);

  it("stops following a job after 15 minutes and says it is taking longer than expected", async () => {
    const { context, page } = await newPage(browser);
    await page.clock.install();
    const job = {
      id: "7c0ffee0-0000-4000-8000-000000000000",
      status: "processing",
      url: "https://notion.so/",
      created_at: new Date().toISOString(),
      result: null,
      error_message: null,
    };
    await page.route("**/api/analyze", (route) =>
      route.fulfill({
        status: 202,
        contentType: "application/json",
        body: JSON.stringify({ job_id: job.id, isPublicJob: true }),
      }),
    );
    // The stream ends without a final state, so polling takes over.
    await page.route("**/api/jobs/*/events", (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream" },
        body: `event: job\ndata: ${JSON.stringify(job)}\n\n`,
      }),
    );
    await page.route(/\/api\/jobs\/[^/]+$/, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(job) }),
    );
    await page.goto("/");
    const firstPoll = page.waitForResponse((r) => /\/api\/jobs\/[^/]+$/.test(new URL(r.url()).pathname));
    await submit(page, "notion.so");
    await firstPoll;
    // The app has taken the job's state in before the clock jumps.
    await page.getByText("Analyzing security, privacy, and pricing risks...").waitFor();
    await page.clock.fastForward("16:00");
    const box = page.getByRole("alert").filter({ hasText: "Still analyzing" });
    await expect(box.textContent()).resolves.toContain(
      "Analysis is taking longer than expected. Please check back later.",
    );
    await expect(box.getByRole("button", { name: "Check Again" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Analyze", exact: true }).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it("shows the progress panel with the job's state while it runs", async () => {
    const { context, page } = await newPage(browser);
    // Hold the job in "processing" through the event stream, to look at the panel.
    await page.route("**/api/analyze", (route) =>
      route.fulfill({
        status: 202,
        contentType: "application/json",
        body: JSON.stringify({ job_id: "3f2b9c1e-aaaa-bbbb-cccc-000000000000", isPublicJob: true }),
      }),
    );
    const job = {
      id: "3f2b9c1e-aaaa-bbbb-cccc-000000000000",
      status: "processing",
      url: "https://notion.so/",
      created_at: new Date().toISOString(),
      result: null,
      error_message: null,
    };
    await page.route("**/api/jobs/*/events", (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream" },
        body: `event: job\ndata: ${JSON.stringify(job)}\n\n`,
      }),
    );
    await page.route(/\/api\/jobs\/[^/]+$/, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(job) }),
    );
    await page.goto("/");
    await submit(page, "notion.so");
    const panel = page.getByTestId("progress-panel");
    await panel.getByText("Analyzing security, privacy, and pricing risks...").waitFor();
    await expect(panel.textContent()).resolves.toContain("Analysis in progress...");
    await expect(panel.textContent()).resolves.toContain("Job 3f2b9c1e");
    // Most analyses take seconds: no "30-60 seconds" until it is slow, then the product's words.
    await expect(panel.textContent()).resolves.not.toContain("30-60 seconds");
    // The "Analysis Started" toast never hides the job, on a wide screen or a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const started = page.getByTestId("toast").filter({ hasText: "Analysis Started" });
      await started.waitFor();
      await panel.getByTestId("flow-job").scrollIntoViewIfNeeded();
      const toastBox = (await started.boundingBox())!;
      const jobBox = (await panel.getByTestId("flow-job").boundingBox())!;
      const overlaps =
        toastBox.x < jobBox.x + jobBox.width &&
        jobBox.x < toastBox.x + toastBox.width &&
        toastBox.y < jobBox.y + jobBox.height &&
        jobBox.y < toastBox.y + toastBox.height;
      expect(overlaps, `${width} px`).toBe(false);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await panel.getByText("This usually takes 30-60 seconds").waitFor({ timeout: 20_000 });
    await expect(panel.getByRole("progressbar").getAttribute("aria-valuenow")).resolves.toBe("50");
    await expect(page.getByRole("button", { name: "Analyzing..." }).isDisabled()).resolves.toBe(true);
    await shot(page, "progress");
    await context.close();
  });
});

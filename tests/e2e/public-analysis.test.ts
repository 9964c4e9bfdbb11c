import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyzeQueued, Job } from "@core/contract/api";
import { baseURL, launchBrowser, newPage, replayOrigin } from "./support/browser";
import { cannedAnalysis, recordPageViews, shot, waitForPageView } from "./support/public";

const RECENT_COOKIE = "rrr:recent-vendors:v1";

async function submit(page: Page, value: string) {
  const input = page.getByLabel("Vendor website");
  await input.fill(value);
  await input.press("Enter");
}

/** Runs an analysis through the API (no browser) and waits until it is stored. */
async function analyzeViaApi(url: string): Promise<Job> {
  const origin = baseURL();
  const res = await fetch(`${origin}/api/analyze`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ url }),
  });
  if (res.status === 200) return { status: "completed" } as Job;
  expect(res.status).toBe(202);
  const { job_id } = (await res.json()) as AnalyzeQueued;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const job = (await (await fetch(`${origin}/api/jobs/${job_id}`)).json()) as Job;
    if (job.status === "completed" || job.status === "failed") return job;
    if (Date.now() > deadline) throw new Error(`job ${job_id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function setRecentCookie(
  context: BrowserContext,
  entries: { url: string; timestamp: number; riskScore: number | null }[],
) {
  const { hostname } = new URL(baseURL());
  await context.addCookies([
    {
      name: RECENT_COOKIE,
      value: encodeURIComponent(JSON.stringify(entries)),
      domain: hostname,
      path: "/",
      sameSite: "Lax",
      expires: Date.now() / 1000 + 3600,
    },
  ]);
}

async function recentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === RECENT_COOKIE);
  return cookie
    ? {
        cookie,
        entries: JSON.parse(decodeURIComponent(cookie.value)) as {
          url: string;
          timestamp: number;
          riskScore: number | null;
        }[],
      }
    : null;
}

describe("anonymous analysis against the replayed corpus", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("analyzes northwindnotes.com: three cards, findings with working source links and excerpts, certifications", async () => {
    const { context, page } = await newPage(browser, { ownAddress: true });
    const views = recordPageViews(page);
    // Listened for before the page loads: the view is sent before the app has started.
    const landed = waitForPageView(page, (v) => v.variant === "empowerment");
    await page.goto("/");
    await landed;
    // The request, not the short-lived "Analyzing..." label: a cached report replaces it at once.
    const started = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/analyze");
    await submit(page, "northwindnotes.com");
    await started;
    const report = page.getByTestId("report");
    await report.waitFor({ timeout: 90_000 });

    // Overall card.
    await expect(report.getByRole("heading", { name: "Your Risk Assessment" }).isVisible()).resolves.toBe(true);
    await expect(report.getByTestId("vendor-name").textContent()).resolves.toMatch(/Northwind/i);
    // Fresh, or cached when another browser test of this run analyzed the same vendor first.
    const age = await report.getByTestId("report-age").textContent();
    expect(age).toMatch(/^(Analyzed just now|Cached result · analyzed (just now|\d+ minutes? ago))$/);
    const fresh = age === "Analyzed just now";
    await expect(report.getByRole("button", { name: "Refresh" }).isEnabled()).resolves.toBe(true);
    await expect(report.getByTestId("recommendation").textContent()).resolves.not.toBe("");
    const overall = await report.getByTestId("overall-score").textContent();
    expect(Number(overall?.replace("out of 10", "").replace("Overall risk", ""))).toBeLessThanOrEqual(3);
    if (fresh) {
      await expect(page.getByText("Analysis complete!").isVisible()).resolves.toBe(true);
      await expect.poll(() => page.getByTestId("toast").filter({ hasText: "Analysis Complete" }).count()).toBe(1);
    }

    // The three dimension cards, each with a score out of 10, a label and details.
    const cards = report.getByTestId("dimension-card");
    await expect(cards.count()).resolves.toBe(3);
    const titles = await cards.locator("h3").allTextContents();
    expect(titles).toEqual(["Pricing Risk", "Privacy/Legal Risk", "Security Risk"]);
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      const score = Number(await card.getByTestId("dimension-score").textContent());
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
      await expect(
        card
          .getByText(/^(Low|Medium|High) Risk$/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(card.getByRole("heading", { name: /Key Findings/ }).isVisible()).resolves.toBe(true);
    }

    // The security card's header grade: Mozilla's grade and score, one row per Observatory test.
    const headerGrade = cards.nth(2).getByTestId("header-grade");
    await expect(headerGrade.getByTestId("header-grade-letter").textContent()).resolves.toBe("A+");
    await expect(headerGrade.getByText(/Score 110\/100/).isVisible()).resolves.toBe(true);
    await expect(headerGrade.getByTestId("header-test").count()).resolves.toBe(10);
    await expect(
      headerGrade.getByRole("rowheader", { name: "Strict Transport Security (HSTS)" }).isVisible(),
    ).resolves.toBe(true);

    // Findings quote the vendor and link to the page they were read from.
    const findings = report.getByTestId("finding");
    expect(await findings.count()).toBeGreaterThan(3);
    const links = await report.locator('[data-testid="finding"] a[href^="http"]').evaluateAll((as) =>
      as.map((a) => ({
        href: (a as HTMLAnchorElement).href,
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
      })),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(new URL(link.href).hostname.replace(/^www\./, "")).toBe("northwindnotes.com");
      expect(link.target).toBe("_blank");
      expect(link.rel).toContain("noopener");
    }
    // Every linked source is a page that exists (served from the recording; an http:// source is
    // the vendor's redirect to https, itself the finding).
    const replay = replayOrigin();
    for (const href of new Set(links.map((l) => l.href.split("#")[0]!))) {
      const u = new URL(href);
      const res = await fetch(`${replay}/${u.host}${u.pathname}${u.search}`, {
        headers: { "x-original-url": href },
        redirect: "manual",
      });
      expect(res.status, href).toBeLessThan(400);
    }
    await expect(report.getByTestId("evidence").first().textContent()).resolves.toMatch(
      /^“.+”$|^No evidence provided$/,
    );

    // A collapsible excerpt.
    const summary = report.getByText("Show page excerpt").first();
    await summary.click();
    const excerpt = report.getByTestId("excerpt").first();
    await expect(excerpt.isVisible()).resolves.toBe(true);
    expect(((await excerpt.textContent()) ?? "").length).toBeGreaterThan(20);

    // A practice the vendor states more than once: the other quotes are folded, each with its page.
    const more = report.getByTestId("more-evidence").first();
    await more.getByText(/^Also stated in \d more places?$/).click();
    const other = more.locator("li").first();
    await expect(other.isVisible()).resolves.toBe(true);
    await expect(other.locator("p").first().textContent()).resolves.toMatch(/^“.+”$/);
    const otherPage = await other.locator('a[href^="http"]').getAttribute("href");
    expect(new URL(otherPage ?? "").hostname.replace(/^www\./, "")).toBe("northwindnotes.com");

    // Verified certifications only.
    const certs = report.getByTestId("certifications");
    await expect(certs.textContent()).resolves.toContain("SOC 2 Type II");

    // The sample is gone; the call to action to save is there.
    await expect(page.getByTestId("sample-report").count()).resolves.toBe(0);
    await expect(page.getByRole("heading", { name: "Save Your Assessment" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: /Sign up free/ }).getAttribute("href")).resolves.toBe("/auth");

    // A second page view with #results.
    // (Sent when the report completed: watched from the start by recordPageViews.)
    await expect.poll(() => views.some((v) => v.url.endsWith("#results")), { timeout: 10_000 }).toBe(true);

    // The vendor is remembered as a recent chip and in the cookie (90 days, path /, Lax).
    await expect(page.getByTestId("recent-chip-label").allTextContents()).resolves.toEqual(["northwindnotes.com"]);
    const stored = await recentCookie(context);
    expect(stored?.entries).toEqual([
      { url: "https://northwindnotes.com/", timestamp: expect.any(Number), riskScore: expect.any(Number) },
    ]);
    expect(stored?.cookie.path).toBe("/");
    expect(stored?.cookie.sameSite).toBe("Lax");
    const days = ((stored?.cookie.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);

    await shot(page, "report-northwind");
    await context.close();

    // The same report at 360 px (from the cache now).
    const narrow = await newPage(browser, { width: 360 });
    await narrow.page.goto("/");
    await submit(narrow.page, "northwindnotes.com");
    await narrow.page.getByTestId("report").waitFor({ timeout: 30_000 });
    await expect(narrow.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await shot(narrow.page, "report-northwind");
    await narrow.context.close();
  }, 150_000);

  it("shows a high-risk vendor in red words and icons, not colour alone", async () => {
    const job = await analyzeViaApi("quillmate.ai");
    expect(job.status).toBe("completed");
    const { context, page } = await newPage(browser);
    await page.goto("/");
    await submit(page, "quillmate.ai");
    const report = page.getByTestId("report");
    await report.waitFor({ timeout: 30_000 });
    const overallBand = await report.locator("[data-band]").first().getAttribute("data-band");
    expect(overallBand).toBe("high");
    await expect(report.locator("[data-band]").first().textContent()).resolves.toBe("High Risk");
    await expect(report.locator("[data-band] svg").count()).resolves.toBeGreaterThan(0);
    await shot(page, "report-quillmate");
    await context.close();
  }, 150_000);

  it("keeps the report on screen while the call to save it is still loading", async () => {
    const { context, page } = await newPage(browser);
    // The code of "Save Your Assessment" is held back until the report has been looked at.
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/save-assessment-cta-[\w-]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto("/");
    await submit(page, "ledgerly.io");
    await requested;
    const report = page.getByTestId("report");
    await report.getByText("Your Risk Assessment").waitFor({ timeout: 10_000 });
    await expect(page.getByRole("status", { name: "Loading the report" }).count()).resolves.toBe(0);
    release();
    await page.getByTestId("save-cta").getByText("Save Your Assessment").waitFor();
    await expect(report.isVisible()).resolves.toBe(true);
    await context.close();
  }, 150_000);

  it("re-analyzes the most recent vendor on first load from the cache; Refresh of a report under an hour old keeps it", async () => {
    const job = await analyzeViaApi("ledgerly.io");
    expect(job.status).toBe("completed");
    for (const width of [1280, 360]) {
      const { context, page } = await newPage(browser, { width });
      await setRecentCookie(context, [
        { url: "https://ledgerly.io/", timestamp: Date.now(), riskScore: 4 },
        { url: "https://northwindnotes.com/", timestamp: Date.now() - 60_000, riskScore: 2 },
      ]);
      const analyzeBodies: unknown[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().endsWith("/api/analyze"))
          analyzeBodies.push(JSON.parse(r.postData() ?? "{}"));
      });
      await page.goto("/");
      const report = page.getByTestId("report");
      await report.waitFor({ timeout: 30_000 });
      await expect(page.getByLabel("Vendor website").inputValue()).resolves.toBe("ledgerly.io");
      expect(analyzeBodies).toEqual([{ url: "https://ledgerly.io/", forceRefresh: false }]);
      await expect(report.getByTestId("report-age").textContent()).resolves.toMatch(/^Cached result · analyzed /);
      await expect(page.getByText("Using cached result").isVisible()).resolves.toBe(true);
      await expect.poll(() => page.getByTestId("toast").filter({ hasText: "Cached Result" }).count()).toBe(1);
      await shot(page, "cached-result");

      if (width === 1280) {
        // Anonymous visitors cannot refresh a report younger than an hour: the server answers
        // with that report (members always get a new analysis; tests/worker/abuse-limits.test.ts).
        await report.getByRole("button", { name: "Refresh" }).click();
        await page.getByTestId("toast").filter({ hasText: "Recent Report" }).waitFor({ state: "attached" });
        expect(analyzeBodies[1]).toEqual({ url: "https://ledgerly.io/", forceRefresh: true });
        await expect(report.getByTestId("report-age").textContent()).resolves.toMatch(/^Cached result · analyzed /);
      }
      await context.close();
    }
  }, 180_000);

  it("keeps recent vendors: 20 at most, newest first, one per host, labels cut at 30 characters", async () => {
    const { context, page } = await newPage(browser);
    // Answer every analysis from a canned cache entry: this test is about the chips.
    await page.route("**/api/analyze", async (route) => {
      const { url } = JSON.parse(route.request().postData() ?? "{}") as { url: string };
      const host = new URL(url).hostname;
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ cached: true, analysis: cannedAnalysis(host, 5), cachedAt: new Date().toISOString() }),
      });
    });
    const now = Date.now();
    const long = "https://a-very-long-vendor-name-for-testing.example.com/";
    const entries = [
      ...Array.from({ length: 22 }, (_, i) => ({
        url: `https://vendor${i}.com/`,
        timestamp: now - (i + 2) * 60_000,
        riskScore: i % 10,
      })),
      { url: long, timestamp: now - 60_000, riskScore: 8 },
      { url: "https://www.example.org/", timestamp: now - 30_000, riskScore: 1 },
    ];
    await setRecentCookie(context, entries);
    await page.goto("/");
    // First load re-analyzes the most recent one.
    await page.getByTestId("report").waitFor();
    await expect(page.getByLabel("Vendor website").inputValue()).resolves.toBe("www.example.org");
    // Six chips, then "Show 14 more".
    await expect(page.getByTestId("recent-chip-label").count()).resolves.toBe(6);
    await page.getByRole("button", { name: "Show 14 more" }).click();
    const labels = await page.getByTestId("recent-chip-label").allTextContents();
    expect(labels.length).toBe(20);
    expect(labels[0]).toBe("example.org");
    expect(labels[1]).toBe(`${"a-very-long-vendor-name-for-testing.example.com".slice(0, 30)}…`);
    expect(labels[2]).toBe("vendor0.com");
    await shot(page, "recent-chips");

    // Choosing a chip fills the field and analyzes it; it moves to the front.
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/analyze"));
    await page.getByRole("button", { name: /^Analyze https:\/\/vendor3\.com\/ again/ }).click();
    expect(JSON.parse((await posted).postData() ?? "{}").url).toBe("https://vendor3.com/");
    await expect(page.getByLabel("Vendor website").inputValue()).resolves.toBe("vendor3.com");
    await page.getByTestId("vendor-name").getByText("Vendor3", { exact: true }).waitFor();
    await expect(page.getByTestId("recent-chip-label").first().textContent()).resolves.toBe("vendor3.com");

    // Host matching ignores case and a leading www.: no second example.org entry.
    await submit(page, "WWW.Example.ORG");
    await page.getByTestId("vendor-name").getByText("Example", { exact: true }).waitFor();
    const stored = await recentCookie(context);
    expect(stored!.entries.length).toBe(20);
    expect(stored!.entries.filter((e) => new URL(e.url).hostname.replace(/^www\./, "") === "example.org").length).toBe(
      1,
    );
    expect(stored!.entries[0]!.url).toBe("https://www.example.org/");
    expect(stored!.entries[0]!.riskScore).toBe(5);

    // A quick-pick fills the field and submits it.
    const picked = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/analyze"));
    await page.getByRole("button", { name: "Analyze GitHub (github.com)" }).click();
    expect(JSON.parse((await picked).postData() ?? "{}").url).toBe("https://github.com/");
    // Its answer lands (and the vendor is remembered) before Clear: else Clear could come first.
    await expect.poll(() => page.getByTestId("recent-chip-label").first().textContent()).toBe("github.com");

    // Clear forgets them all.
    await page.getByRole("button", { name: "Clear recent vendors" }).click();
    await expect.poll(() => page.getByTestId("recent-vendors").count()).toBe(0); // after the re-render
    expect(await recentCookie(context)).toBeNull();
    await context.close();
  });
});

/**
 * Shared reports: /reports/<host> opens and reloads with the cached analysis, its age, Refresh
 * and Copy link; an unknown host shows an empty state with the analyze form; the landing flow
 * copies the link of a finished report. Screenshots: tests/artifacts/public-report-page-*.png
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPage } from "./support/browser";
import { shot } from "./support/public";
import { analyzeViaApi, signInAs } from "./support/session";

const VENDOR = "formforge.co";

describe("shared reports at /reports/<host>", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await analyzeViaApi(VENDOR);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("opens and reloads a report with its age, Refresh and Copy link", async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, { width });
      await page.goto(`/reports/${VENDOR}`);
      const report = page.getByTestId("report");
      await report.waitFor();
      await page.getByRole("heading", { level: 1, name: `Risk report for ${VENDOR}` }).waitFor();
      await expect(report.getByTestId("report-age").textContent()).resolves.toMatch(/^Cached result · analyzed /);
      await expect(report.getByRole("button", { name: "Refresh" }).isEnabled()).resolves.toBe(true);
      await expect(report.getByRole("button", { name: "Copy link" }).isVisible()).resolves.toBe(true);
      await expect(report.getByTestId("dimension-card").count()).resolves.toBe(3);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
      await shot(page, "report-page");

      await page.reload();
      await page.getByTestId("report").waitFor();
      await expect(page.getByTestId("vendor-name").textContent()).resolves.toMatch(/Formforge/i);
      await context.close();
    }
  });

  it("takes the host as the cache does (upper case, www.)", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/reports/WWW.${VENDOR.toUpperCase()}`);
    await page.getByTestId("report").waitFor();
    await context.close();
  });

  it("Refresh of a report under an hour old, without an account, keeps it and says why", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/reports/${VENDOR}`);
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/analyze"));
    await page.getByTestId("report").getByRole("button", { name: "Refresh" }).click();
    expect(JSON.parse((await posted).postData() ?? "{}")).toEqual({ url: `https://${VENDOR}/`, forceRefresh: true });
    await page.getByText("Recent Report").waitFor();
    await page.getByText(/Reports can be refreshed once they are an hour old; sign in to refresh it now\./).waitFor();
    await page.getByTestId("report").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/reports/${VENDOR}`);
    await context.close();
  });

  it("Refresh by a signed-in user runs a new analysis and shows it at the same address", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, { email: "refresher@reports-refresh.example", name: "Rae Fresher" });
    await page.goto(`/reports/${VENDOR}`);
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/analyze"));
    await page.getByTestId("report").getByRole("button", { name: "Refresh" }).click();
    expect(JSON.parse((await posted).postData() ?? "{}")).toEqual({ url: `https://${VENDOR}/`, forceRefresh: true });
    await page.getByText("Analysis complete!").waitFor({ timeout: 60_000 });
    await page.getByTestId("report-age").getByText("Cached result · analyzed just now").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/reports/${VENDOR}`);
    await context.close();
  }, 90_000);

  it("shows an empty state with the analyze form for a host never analyzed", async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, { width });
      await page.goto("/reports/never-analyzed-vendor.com");
      const empty = page.getByTestId("report-empty");
      await empty.getByRole("heading", { name: "No report for never-analyzed-vendor.com yet" }).waitFor();
      await expect(page.getByLabel("Vendor website").inputValue()).resolves.toBe("never-analyzed-vendor.com");
      await expect(page.getByRole("button", { name: "Analyze", exact: true }).isEnabled()).resolves.toBe(true);
      await shot(page, "report-page-unknown");
      await context.close();
    }
  });

  it("an analysis finished from the empty state moves to that vendor's address", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/reports/never-analyzed-vendor.com");
    const input = page.getByLabel("Vendor website");
    await input.fill(VENDOR);
    await input.press("Enter");
    await page.waitForURL((url) => url.pathname === `/reports/${VENDOR}`);
    await page.getByTestId("report").waitFor();
    await context.close();
  });

  it("the landing page copies the link of a finished report, and the link opens it", async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
    await page.goto("/");
    const input = page.getByLabel("Vendor website");
    await input.fill(VENDOR);
    await input.press("Enter");
    const report = page.getByTestId("report");
    await report.waitFor({ timeout: 30_000 });
    await report.getByRole("button", { name: "Copy link" }).click();
    await page.getByTestId("toast").filter({ hasText: "Link copied" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL()}/reports/${VENDOR}`);
    // The copy toast replaced the flow's own toast instead of piling up beside it? Each action has
    // its own id; at most the two of them are shown.
    expect(await page.getByTestId("toast").count()).toBeLessThanOrEqual(2);
    await page.goto(copied);
    await page.getByTestId("report").waitFor();
    await context.close();
  });
});

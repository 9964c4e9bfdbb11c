/**
 * Vendor monitoring in a real browser against the whole stack: a saved assessment is watched;
 * "Check now" records the vendor's baseline; the vendor's site then changes (a reworded and a
 * removed quote, a lost certification, a raised price: tests/fixtures/monitoring) and the next
 * check's changes show on the Changes tab (old and new sentence side by side, the differing
 * words marked), its scores on the History tab's chart, in /dashboard/changes with its filters,
 * on the dashboard's "Vendor changes (7 days)" card and in the bell. At 1280 and 390 px wide;
 * screenshots in tests/artifacts/monitoring-*.png.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, nextFrames, replayOrigin, screenshot, SCREENSHOTS } from "./support/browser";
import { signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const ADMIN = { email: `ada@monitoring-${RUN}.test`, name: "Ada Admin" };
const VENDOR = "northwind-demo.com";

async function serveVersion(version: string) {
  const res = await fetch(`${replayOrigin()}/site-versions.control/${VENDOR}/${version}`);
  expect(await res.text()).toBe("ok");
}

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.addStyleTag({ content: '[data-testid="toast"]{display:none !important}' });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await nextFrames(page);
  await screenshot(page, `monitoring-${name}-${width}`);
}

/** Presses Check now and waits until the card says the check completed. */
async function checkNow(page: Page) {
  const card = page.getByTestId("monitoring-card");
  const button = card.getByTestId("check-now");
  await expect.poll(() => button.isEnabled(), { timeout: 60_000 }).toBe(true);
  // The check this click starts, by its id: the card shows the previous check's "completed"
  // until the new one is on screen.
  const started = page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/api\/assessments\/[^/]+\/checks$/.test(new URL(r.url()).pathname),
  );
  await button.click();
  const answer = await started;
  expect(answer.status()).toBe(202);
  const { check_id } = (await answer.json()) as { check_id: string };
  const checkPath = `${new URL(answer.url()).pathname}/${check_id}`;
  await expect
    .poll(
      () => page.evaluate(async (path) => ((await (await fetch(path)).json()) as { status: string }).status, checkPath),
      {
        timeout: 60_000,
        interval: 500,
      },
    )
    .toBe("completed");
  await expect
    .poll(() => card.getByTestId("latest-check-status").textContent(), { timeout: 15_000, interval: 500 })
    .toBe("completed");
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

describe("vendor monitoring", { tags: ["browser"], timeout: 180_000 }, () => {
  let browser: Browser;
  let page: Page;
  let detail: string;

  beforeAll(async () => {
    await serveVersion("v1");
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signInAs(page, ADMIN);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.goto("/dashboard/new-assessment");
    await page.getByLabel("Vendor website").fill(VENDOR);
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await page.getByTestId("result-summary").waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "Save Assessment", exact: true }).click();
    await page.waitForURL((url) => /^\/dashboard\/assessments\/[0-9a-f-]{36}$/.test(url.pathname));
    detail = new URL(page.url()).pathname;
  }, 180_000);
  afterAll(async () => {
    await serveVersion("v1");
    await browser?.close();
  });

  it("a saved assessment is watched weekly; Check now records the vendor's first check", async () => {
    const card = page.getByTestId("monitoring-card");
    await card.waitFor();
    await expect(card.getByTestId("monitoring-frequency").textContent()).resolves.toContain("Weekly");
    await expect(card.textContent()).resolves.toContain("Stop watching");
    await checkNow(page);
    await expect(card.textContent()).resolves.toMatch(/Last check\s*just now/);
    await page.getByRole("tab", { name: "Changes" }).click();
    await page.getByTestId("changes-empty").waitFor();
  });

  it("shows what changed after the vendor rewrote its pages: sentences side by side, words marked", async () => {
    await serveVersion("v2");
    await checkNow(page);
    await page.getByRole("tab", { name: "Changes" }).click();
    const changes = page.getByTestId("changes");
    await changes.waitFor({ timeout: 60_000 });
    const quote = changes.locator('[data-kind="quote_changed"][data-severity="high"]');
    await expect(quote.textContent()).resolves.toContain("reworded the sentence behind");
    await expect(quote.locator("del").allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringMatching(/do not/)]),
    );
    await expect(quote.locator("ins").allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringMatching(/may/)]),
    );
    await expect(quote.getByRole("link").getAttribute("href")).resolves.toBe(`https://${VENDOR}/legal/privacy`);
    const lost = changes.locator('[data-kind="certification_removed"]');
    await expect(lost.textContent()).resolves.toContain("SOC 2 Type II is no longer stated as attained.");
    const price = changes.locator('[data-kind="quote_changed"][data-severity="medium"]');
    await expect(price.locator("ins").allTextContents()).resolves.toContain("10");
    await shot(page, "changes");
    // The change sent the assessment back to review? It was pending: it stays pending, nothing to reopen.
    await expect(page.getByTestId("metadata-card").textContent()).resolves.toContain("Pending");
  });

  it("History draws the four scores of each check and lists the checks", async () => {
    await page.getByRole("tab", { name: "History" }).click();
    const history = page.getByTestId("history");
    await history.waitFor({ timeout: 60_000 });
    await history.locator(".recharts-line").first().waitFor();
    expect(await history.locator(".recharts-line").count()).toBe(4);
    // The saved report is the history's first entry, then the two checks.
    expect(await page.getByTestId("history-checks").locator("li").count()).toBe(3);
    await expect(page.getByTestId("history-checks").textContent()).resolves.toContain("11 changes");
    await shot(page, "history");
  });

  it("/dashboard/changes lists the organization's changes, filtered by severity, kind and tool", async () => {
    await page.goto("/dashboard/changes");
    const feed = page.getByTestId("changes-feed");
    await feed.waitFor();
    expect(await feed.getByTestId("change-item").count()).toBe(11);
    await expect(
      feed
        .getByRole("link", { name: /northwind/i })
        .first()
        .getAttribute("href"),
    ).resolves.toBe(`${detail}?tab=changes`);
    await page.getByRole("combobox", { name: "Severity" }).click();
    await page.getByRole("option", { name: "High", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("severity") === "high");
    await expect.poll(() => feed.getByTestId("change-item").count(), { timeout: 45_000 }).toBe(4);
    await page.getByRole("combobox", { name: "Kind" }).click();
    await page.getByRole("option", { name: "Certification lost", exact: true }).click();
    await expect.poll(() => feed.getByTestId("change-item").count(), { timeout: 45_000 }).toBe(1);
    await shot(page, "feed");
    await page.getByLabel("Tool").fill("no-such-tool");
    await page.getByTestId("changes-feed-empty").waitFor();
    await expect(page.getByTestId("changes-feed-empty").textContent()).resolves.toBe(
      "No change matches these filters.",
    );
  });

  it("the dashboard counts the week's vendor changes; the bell tells the creator", async () => {
    await page.goto("/dashboard");
    const card = page.getByTestId("vendor-changes-card");
    await expect.poll(() => card.textContent(), { timeout: 45_000 }).toContain("11");
    await expect(card.textContent()).resolves.toMatch(/4 high · 6 medium · 1 low, on 1 tool/);
    await shot(page, "dashboard");
    await page.getByTestId("notifications-bell").click();
    const menu = page.getByRole("menu", { name: "Notifications" });
    await expect.poll(() => menu.textContent(), { timeout: 45_000 }).toContain("Vendor changed");
    await page.keyboard.press("Escape");
  });

  it("an admin sets the organization's default frequency and the reopening switch on /admin/settings", async () => {
    await page.goto("/admin/settings");
    const card = page.getByTestId("monitoring-settings");
    await card.waitFor();
    await expect
      .poll(() => card.getByTestId("watched-vendors").textContent(), { timeout: 45_000 })
      .toBe("Watching 1 of at most 100 vendors.");
    await card.getByRole("combobox", { name: "New assessments are checked" }).click();
    await page.getByRole("option", { name: "Monthly", exact: true }).click();
    await expect.poll(() => card.getByRole("combobox").textContent(), { timeout: 45_000 }).toBe("Monthly");
    const reopen = card.getByRole("switch", { name: "Send approved tools back to review" });
    await expect(reopen.getAttribute("aria-checked")).resolves.toBe("true");
    await reopen.click();
    await expect.poll(() => reopen.getAttribute("aria-checked"), { timeout: 45_000 }).toBe("false");
    await shot(page, "settings");
    await page.reload();
    await card.waitFor();
    await expect.poll(() => card.getByRole("combobox").textContent(), { timeout: 45_000 }).toBe("Monthly");
  });

  it("works at phone width: the tabs, the side-by-side sentences stacked, the feed's filters", async () => {
    const phone = await newPage(browser, { width: 390, height: 844 });
    await phone.context.addCookies(await page.context().cookies());
    const p = phone.page;
    await p.goto(`${detail}?tab=changes`);
    await p.getByTestId("changes").waitFor({ timeout: 60_000 });
    await noHorizontalScroll(p);
    const [before, after] = await p.getByTestId("word-diff").first().locator("figure").all();
    const [b, a] = [await before!.boundingBox(), await after!.boundingBox()];
    expect(a!.y).toBeGreaterThan(b!.y + b!.height - 1);
    await shot(p, "changes");
    await p.getByRole("tab", { name: "History" }).click();
    await p.getByTestId("history").locator(".recharts-line").first().waitFor();
    await noHorizontalScroll(p);
    await shot(p, "history");
    await p.goto("/dashboard/changes");
    await p.getByTestId("changes-feed").waitFor();
    await noHorizontalScroll(p);
    await shot(p, "feed");
    await p.goto("/dashboard");
    await p.getByTestId("vendor-changes-card").waitFor();
    await noHorizontalScroll(p);
    await shot(p, "dashboard");
    await phone.context.close();
  });
});

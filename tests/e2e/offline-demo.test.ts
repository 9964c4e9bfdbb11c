/**
 * The offline demo from a clone (`npm run start:offline`), at 1280 and 390 px. The browser tests'
 * stack crawls the same recordings; the offline demo's page head (OFFLINE_VENDORS, checked in
 * tests/worker/site.test.ts) is added to the landing page here. The form suggests only recorded
 * vendors, a suggestion analyzes at once, and a vendor that is not recorded is said to be missing
 * from the recordings, never the vendor's 404.
 * Screenshots: tests/artifacts/offline-demo-*.png
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot, viewportShot } from "./support/browser";
import { waitForLiveApp } from "./support/public";

const RECORDED = [
  "northwindnotes.com",
  "quillmate.ai",
  "ledgerly.io",
  "pixelpost.app",
  "formforge.co",
  "chatterbox.video",
  "tinytask.dev",
];

/** Serves the pages with the offline demo's head, as the web Worker writes it with OFFLINE_VENDORS. */
async function asOfflineDemo(page: Page) {
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(
        "</head>",
        `<meta name="rrr-offline-vendors" content="${RECORDED.join(" ")}" /></head>`,
      );
      await route.fulfill({ response: res, body });
    },
  );
}

describe("the offline demo", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([1280, 390])("suggests only recorded vendors, and one analyzes at once (%i px)", async (width) => {
    const { context, page } = await newPage(browser, { width });
    await asOfflineDemo(page);
    await page.goto("/");
    await waitForLiveApp(page);
    const input = page.getByLabel("Vendor website");
    await expect(input.getAttribute("placeholder")).resolves.toBe("e.g., northwindnotes.com or quillmate.ai");
    const chips = page.getByRole("button", { name: /^Analyze .* \(.*\)$/ });
    await expect.poll(() => chips.allTextContents()).toEqual(RECORDED.slice(0, 6));
    await expect(page.getByText("Recorded vendors:").isVisible()).resolves.toBe(true);
    for (const famous of ["Notion", "Slack", "ChatGPT", "GitHub", "Zoom", "Figma"])
      await expect(page.getByRole("button", { name: new RegExp(`^Analyze ${famous}`) }).count()).resolves.toBe(0);
    await screenshot(page, `offline-demo-landing-${width}`);
    await chips.first().click();
    await page.getByText("Your Risk Assessment").first().waitFor({ timeout: 60_000 });
    await expect(page.getByTestId("report").getByTestId("vendor-name").textContent()).resolves.toMatch(/Northwind/i);
    await context.close();
  });

  it.each([1280, 390])(
    "a vendor that is not recorded: 'not in the offline recordings', never a 404 (%i px)",
    async (width) => {
      const { context, page } = await newPage(browser, { width });
      await asOfflineDemo(page);
      await page.goto("/");
      await waitForLiveApp(page);
      await page.getByLabel("Vendor website").fill(`github-${width}.com`);
      await page.getByRole("button", { name: "Analyze", exact: true }).click();
      const failed = page.getByRole("alert").filter({ hasText: "Analysis Failed" });
      await failed.waitFor({ timeout: 45_000 });
      const text = (await failed.textContent()) ?? "";
      expect(text).toContain(`github-${width}.com is not in the offline recordings; try one of `);
      expect(text).not.toMatch(/404|not found/i);
      await failed.scrollIntoViewIfNeeded();
      await viewportShot(page, `offline-demo-unrecorded-${width}`);
      await context.close();
    },
    90_000,
  );
});

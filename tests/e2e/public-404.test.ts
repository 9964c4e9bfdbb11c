import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { shot, waitForPageView } from "./support/public";

describe("404 page", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("says the page was not found, logs the unknown route and links home", async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await newPage(browser, { width, ownAddress: true });
      const warnings: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "warning") warnings.push(m.text());
      });
      const logged = waitForPageView(page, (v) => v.variant === "not_found");
      const res = await page.goto("/vendors/does-not-exist?x=1");
      expect(res?.status(), "the server answers an unknown address with 404, not the app with 200").toBe(404);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Oops! Page not found");
      const view = await logged;
      expect(view.status).toBe(204);
      expect(view.body.url).toMatch(/\/vendors\/does-not-exist\?x=1$/);
      expect(warnings.some((w) => w.includes("/vendors/does-not-exist"))).toBe(true);
      await shot(page, "404");
      await page.getByRole("link", { name: "Return to Home" }).click();
      await page.waitForURL((u) => u.pathname === "/");
      await page.getByRole("heading", { level: 1, name: /Try the tools you need/ }).waitFor();
      await context.close();
    }
  });
});

/**
 * The signed-in shell: the sidebar's links by the permission policy,
 * Ctrl+B and its 7-day cookie, the drawer below 768 px, the user menu by keyboard, and axe.
 * Screenshots: tests/artifacts/shell-*.png
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPage, screenshot } from "./support/browser";
import { expectNoSeriousViolations, signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const ADMIN = { email: `olivia@shell-${RUN}.test`, name: "Olivia Owner" };
const SIDEBAR_COOKIE = "rrr:sidebar";

async function sidebarCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE);
}

describe("signed-in shell", { tags: ["browser"] }, () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await signInAs(page, ADMIN);
    await page.waitForURL((url) => url.pathname === "/dashboard");
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the sidebar links, with Admin Panel for an org admin and no Super Admin", async () => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Dashboard" }).waitFor();
    const labels = (await nav.getByRole("link").allTextContents()).map((t) => t.trim());
    expect(labels).toEqual([
      "Dashboard",
      "Assessments",
      "New Assessment",
      "Approvals",
      "Catalog",
      "Vendor Changes",
      "Team",
      "Settings",
      "Admin Panel",
    ]);
    await expect(nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(nav.getByRole("link", { name: "Assessments" }).getAttribute("href")).resolves.toBe(
      "/dashboard/assessments",
    );
    await expect(nav.getByRole("link", { name: "Admin Panel" }).getAttribute("href")).resolves.toBe("/admin");
    await page.waitForLoadState("networkidle").catch(() => {});
    await screenshot(page, "shell-dashboard-1280");
    await expectNoSeriousViolations(page, "/dashboard");
  });

  it("collapses and expands with Ctrl+B and remembers it in a cookie for 7 days", async () => {
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar.getAttribute("data-state")).resolves.toBe("expanded");
    await page.keyboard.press("Control+b");
    await expect.poll(() => sidebar.getAttribute("data-state")).toBe("collapsed");
    const cookie = await sidebarCookie(context);
    expect(cookie?.value).toBe("collapsed");
    expect(cookie?.path).toBe("/");
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Labels stay readable for assistive technology while collapsed.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team" }).waitFor();
    await screenshot(page, "shell-collapsed-1280");

    await page.reload();
    await expect
      .poll(() => page.getByTestId("sidebar").getAttribute("data-state"), { timeout: 10_000 })
      .toBe("collapsed");
    await page.keyboard.press("Control+b");
    await expect.poll(() => page.getByTestId("sidebar").getAttribute("data-state")).toBe("expanded");
    expect((await sidebarCookie(context))?.value).toBe("expanded");
  });

  it("opens the user menu from the keyboard, moves with the arrows and closes with Escape", async () => {
    const trigger = page.getByRole("button", { name: "User menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "User menu" });
    await menu.waitFor();
    await menu.getByText(ADMIN.email).waitFor();
    await expect(
      menu
        .getByRole("menuitem")
        .allTextContents()
        .then((t) => t.map((s) => s.trim())),
    ).resolves.toEqual(["Organization Admin", "Log out", "Sign out everywhere"]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Organization Admin");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Log out");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Sign out everywhere");
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.includes("User menu") ?? false))
      .toBe(true);
    // Enter on an item follows it.
    await page.keyboard.press("Enter");
    await menu.waitFor();
    // Focus moves into the menu after it opens: Enter on the trigger would close it again.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Organization Admin");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await screenshot(page, "shell-admin-1280");
  });

  it("is a drawer at 390 px: opened by the toggle, focus inside, closed by Escape or a link", async () => {
    const phone = await newPage(browser, { width: 390, height: 844 });
    await phone.context.addCookies(await context.cookies(baseURL()));
    await phone.page.goto("/dashboard");
    await phone.page.getByRole("heading", { level: 1 }).waitFor();
    await expect(phone.page.getByTestId("sidebar").count()).resolves.toBe(0);
    await expect(phone.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await phone.page.waitForLoadState("networkidle").catch(() => {});
    await screenshot(phone.page, "shell-dashboard-390");

    // By attribute: while the drawer is open the page behind it is hidden from the accessibility tree.
    const toggle = phone.page.locator('button[aria-label="Toggle sidebar"]');
    await toggle.click();
    const drawer = phone.page.getByRole("dialog", { name: "Navigation" });
    await drawer.waitFor();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await drawer.getByRole("link", { name: "Admin Panel" }).waitFor();
    await screenshot(phone.page, "shell-drawer-390");
    await expectNoSeriousViolations(phone.page, "the drawer at 390 px");
    await phone.page.keyboard.press("Escape");
    await expect.poll(() => drawer.count()).toBe(0);
    await expect
      .poll(() => phone.page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Toggle sidebar");

    // Ctrl+B opens it too; following a link closes it.
    await phone.page.keyboard.press("Control+b");
    await drawer.waitFor();
    await drawer.getByRole("link", { name: "Admin Panel" }).click();
    await phone.page.waitForURL((url) => url.pathname === "/admin");
    await expect.poll(() => drawer.count()).toBe(0);
    await phone.context.close();
  });
});

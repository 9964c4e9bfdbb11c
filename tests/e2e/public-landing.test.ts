import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { recordPageViews, shot, waitForLiveApp, waitForPageView } from "./support/public";

describe("public landing page", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the empowerment variant by default, with everything the page lists, and records the view", async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await newPage(browser, { width, ownAddress: true });
      const view = waitForPageView(page, (v) => v.variant === "empowerment");
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Try the tools you need");
      const recorded = await view;
      expect(recorded.status).toBe(204);
      expect(recorded.body.url).toMatch(/\/$/);
      expect(recorded.body.session_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

      // Header: logo, Sign In to /auth (the scroll links are hidden on narrow screens).
      await expect(page.getByRole("link", { name: "Sign In" }).getAttribute("href")).resolves.toBe("/auth");
      if (width >= 640) {
        await expect(page.getByRole("link", { name: "How It Works" }).getAttribute("href")).resolves.toBe(
          "#how-it-works",
        );
        await expect(page.getByRole("link", { name: "Sample Report" }).getAttribute("href")).resolves.toBe(
          "#sample-report",
        );
      }
      // The analyze form, labelled, with the placeholder's start.
      const input = page.getByLabel("Vendor website");
      await expect(input.getAttribute("placeholder")).resolves.toMatch(/^e\.g\., notion\.so or /);
      await expect(page.getByRole("button", { name: "Analyze", exact: true }).isEnabled()).resolves.toBe(true);
      // Marketing, four steps, call to action.
      await expect(page.locator("#how-it-works ol > li").count()).resolves.toBe(4);
      await expect(page.getByRole("link", { name: /Get Started Free/ }).getAttribute("href")).resolves.toBe("/auth");
      // The static sample: low risk 2/10, pricing 3, privacy/legal 2, security 2, PDF disabled.
      const sample = page.getByTestId("sample-report");
      // It sits below the form and its code loads after the page's first render.
      await sample.getByText("Low Risk").first().waitFor();
      await expect(sample.getByText("Low Risk").first().isVisible()).resolves.toBe(true);
      await expect(sample.getByTestId("dimension-score").allTextContents()).resolves.toEqual(["3", "2", "2"]);
      await expect(sample.getByTestId("overall-score").textContent()).resolves.toMatch(/^2out of 10/);
      await expect(page.getByRole("button", { name: /Download PDF/ }).isDisabled()).resolves.toBe(true);
      await expect(page.getByText("Downloading reports as PDF needs a free account.").isVisible()).resolves.toBe(true);
      // Footer.
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).resolves.toBe("/privacy");
      await expect(footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).resolves.toBe("/terms");
      await expect(footer.getByRole("link", { name: /Contact/ }).getAttribute("href")).resolves.toMatch(/^mailto:/);
      // Nothing wider than the screen.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
      await shot(page, "landing-empowerment");
      await context.close();
    }
  });

  it("counts one view per landing load, also once the app has started on the drawn page", async () => {
    const { context, page } = await newPage(browser, { ownAddress: true });
    const views = recordPageViews(page);
    const entry = waitForPageView(page, (v) => v.variant === "empowerment");
    await page.goto("/");
    await entry;
    await waitForLiveApp(page);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle").catch(() => {});
    expect(views.map((v) => `${v.variant} ${v.url}`)).toEqual([`empowerment ${new URL("/", page.url()).href}`]);
    await context.close();
  });

  it.each([["/?variant=control"], ["/?v=0"]])("shows the control variant for %s", async (path) => {
    const { context, page } = await newPage(browser, { ownAddress: true });
    const view = waitForPageView(page, (v) => v.variant === "control");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Rapid risk review for SaaS and AI vendors",
    );
    const recorded = await view;
    expect(recorded.status).toBe(204);
    expect(recorded.body.url).toContain(path.slice(1));
    await expect(page.getByRole("button", { name: "Check My Tool (Free)" }).count()).resolves.toBe(0);
    if (path === "/?v=0") await shot(page, "landing-control");
    await context.close();
  });

  it("shows the shadow-IT variant for new=true with its two buttons", async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await newPage(browser, { width, ownAddress: true });
      const view = waitForPageView(page, (v) => v.variant === "variant");
      await page.goto("/?new=true");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain(
        "AI tools nobody has reviewed",
      );
      expect((await view).status).toBe(204);
      await expect(page.getByRole("link", { name: "Set Up for My Team" }).getAttribute("href")).resolves.toBe("/auth");
      await page.getByRole("button", { name: "Check My Tool (Free)" }).click();
      await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).resolves.toBe("url");
      await shot(page, "landing-variant");
      await context.close();
    }
  });

  it("records each view with the same anonymous session id", async () => {
    const { context, page } = await newPage(browser, { ownAddress: true });
    const views = recordPageViews(page);
    const first = waitForPageView(page, (v) => v.variant === "empowerment");
    await page.goto("/");
    await first;
    const control = waitForPageView(page, (v) => v.variant === "control");
    await page.goto("/?variant=control");
    await control;
    const stored = await page.evaluate(() => localStorage.getItem("rrr:session-id"));
    expect(views.length).toBeGreaterThanOrEqual(2);
    expect(new Set(views.map((v) => v.session_id))).toEqual(new Set([stored]));
    await context.close();
  });

  it("is usable with the keyboard: skip link, labelled field, visible focus", async () => {
    const { context, page } = await newPage(browser, { ownAddress: true });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The page arrives drawn; the keyboard works on the live app.
    await waitForLiveApp(page);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to content");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe("solid");
    await page.getByLabel("Vendor website").focus();
    await page.keyboard.type("   ");
    await page.keyboard.press("Enter");
    await page.getByText("URL Required").waitFor();
    await context.close();
  });

  it("has real privacy and terms pages linked from the footer", async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await newPage(browser, { width, ownAddress: true });
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/privacy");
      for (const topic of ["Analyses you run", "Page views", "Cookies and browser storage", "Account data"]) {
        await expect(page.getByRole("heading", { name: new RegExp(topic) }).isVisible()).resolves.toBe(true);
      }
      await expect(page.getByText("rrr:recent-vendors").isVisible()).resolves.toBe(true);
      await shot(page, "privacy");
      await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
      await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/terms");
      await expect(page.getByText(/not legal, security or financial advice/).isVisible()).resolves.toBe(true);
      await shot(page, "terms");
      await context.close();
    }
  });
});

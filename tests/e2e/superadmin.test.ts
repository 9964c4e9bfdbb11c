/**
 * The platform super admin panel in a real browser: a super admin creates an organization,
 * edits limits (invalid values refused, the warning below usage shown), finds a user and ends one
 * of their sessions, approves a request to join, edits a setting with bad JSON (refused) and good
 * JSON (applied: the banner appears on every page), and reads the analytics charts. Everyone
 * else is sent away from /superadmin. Screenshots at 1280 and 390 px: tests/artifacts/superadmin-*.png
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPage, screenshot as save, SCREENSHOTS, viewportShot } from "./support/browser";
import { E2E_SUPER_ADMIN } from "./support/global-setup";
import { analyzeViaApi, expectNoSeriousViolations, signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const DOMAIN = `sa-${RUN}.test`;
const MEMBER = { email: `pat@${DOMAIN}`, name: "Pat Member" };
const JOINER = { email: `jo@${DOMAIN}`, name: "Jo Joiner" };
const NEW_ORG = { name: `Initech ${RUN}`, domain: `initech-${RUN}.test` };
const BANNER = "Maintenance tonight from 22:00 UTC";

/** Quiet network, and scrolled to the top so full-page screenshots are not cut by the sticky bar. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, name);
}

/** The same page at phone width, then back. */
async function phoneShot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("platform super admin panel", { tags: ["browser"] }, () => {
  let browser: Browser;
  let admin: Page;
  let memberContext: BrowserContext;
  let member: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A member with a session (and this month's usage) whose organization the super admin manages.
    ({ context: memberContext, page: member } = await newPage(browser));
    await signInAs(member, MEMBER);
    await member.waitForURL((u) => u.pathname === "/dashboard");
    for (const vendor of ["northwindnotes.com", "tinytask.dev", "formforge.co"]) {
      const res = await memberContext.request.post("/api/analyze", {
        data: { url: vendor, forceRefresh: true },
        headers: { origin: baseURL() },
      });
      expect([200, 202]).toContain(res.status());
    }
    // Analytics data: an anonymous analysis, then a cache hit.
    await analyzeViaApi("https://ledgerly.io/");
    await analyzeViaApi("https://ledgerly.io/");
    // Someone asking to join the member's organization.
    const { page: joiner } = await newPage(browser);
    await signInAs(joiner, JOINER);
    await joiner.waitForURL((u) => u.pathname === "/pending-approval");
    await joiner.context().close();

    ({ page: admin } = await newPage(browser));
    await signInAs(admin, { email: E2E_SUPER_ADMIN, name: "Root Admin" });
  });

  afterAll(async () => {
    // The banner must not outlive this file: other tests look at the same pages.
    await admin
      ?.evaluate(async () => {
        await fetch("/api/platform/settings/site.banner", { method: "DELETE", headers: { origin: location.origin } });
      })
      .catch(() => {});
    await browser?.close();
  });

  it("everyone else reaching /superadmin goes to /", async () => {
    await member.goto("/superadmin/organizations");
    await member.waitForURL((u) => !u.pathname.startsWith("/superadmin"));
    expect(new URL(member.url()).pathname).not.toContain("superadmin");
    const api = await memberContext.request.get("/api/platform/stats");
    expect(api.status()).toBe(403);
  });

  it("the dashboard shows the platform's counts and quick links", async () => {
    await admin.goto("/superadmin");
    const nav = admin.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Organizations" }).waitFor();
    expect((await nav.getByRole("link").allTextContents()).map((t) => t.trim())).toEqual([
      "Dashboard",
      "Organizations",
      "Users",
      "Approvals",
      "Audit Logs",
      "Analytics",
      "Settings",
      "Back to app",
    ]);
    await admin.getByTestId("stat-total-organizations").waitFor();
    expect(Number(await admin.getByTestId("stat-pending-approvals").textContent())).toBeGreaterThanOrEqual(1);
    await admin.getByRole("heading", { name: "Quick links" }).waitFor();
    await settle(admin);
    await screenshot(admin, "superadmin-dashboard-1280");
    await expectNoSeriousViolations(admin, "/superadmin");
    await phoneShot(admin, "superadmin-dashboard");
  });

  it("creates an organization; a taken domain and a missing name are refused", async () => {
    await admin.goto("/superadmin/organizations");
    await admin.getByRole("button", { name: "Create Organization" }).click();
    const dialog = admin.getByRole("dialog", { name: "Create Organization" });
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await dialog.getByText("Organization name is required").waitFor();
    await dialog.getByLabel("Name").fill(NEW_ORG.name);
    await dialog.getByLabel("Domain").fill(DOMAIN); // the member's organization has it
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await dialog.getByText(`An organization with the domain ${DOMAIN} already exists.`).waitFor();
    await screenshot(admin, "superadmin-create-organization-1280");
    await dialog.getByLabel("Domain").fill(NEW_ORG.domain);
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await admin.waitForURL((u) => /^\/superadmin\/organizations\/[^/]+$/.test(u.pathname));
    await admin.getByRole("heading", { name: NEW_ORG.name }).waitFor();
    await expect(admin.getByTestId("monthly-limit").textContent()).resolves.toBe("10");
    await admin.getByText("Trial", { exact: true }).waitFor();
    await admin.getByText(/No members yet/).waitFor();
  });

  it("edits the limit: invalid values are refused with the product's messages, a valid one is saved", async () => {
    await admin.getByRole("button", { name: "Edit monthly limit" }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit monthly limit" });
    const input = dialog.getByLabel("Monthly assessment limit");
    for (const [value, message] of [
      ["abc", "Please enter a valid number"],
      ["2.5", "Please enter a valid number"],
      ["0", "Limit must be at least 1"],
      ["10001", "Limit cannot exceed 10,000"],
    ] as const) {
      await input.fill(value);
      await expect.poll(() => dialog.getByTestId("limit-error").textContent()).toBe(message);
      await expect(dialog.getByRole("button", { name: "Save" }).isDisabled()).resolves.toBe(true);
    }
    await screenshot(admin, "superadmin-limit-invalid-1280");
    await input.fill("250");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => admin.getByTestId("monthly-limit").textContent()).toBe("250");
  });

  it("warns, without blocking, when the new limit is below this month's usage", async () => {
    await admin.goto("/superadmin/organizations");
    await admin.getByLabel("Search organizations").fill(DOMAIN);
    await expect.poll(() => admin.getByTestId("organization-row").count()).toBe(1);
    await admin.getByRole("link", { name: /^View / }).click();
    await expect.poll(() => admin.getByTestId("assessments-used").textContent()).toContain("3 of 10");
    await admin.getByRole("button", { name: "Edit monthly limit" }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit monthly limit" });
    await dialog.getByLabel("Monthly assessment limit").fill("2");
    await dialog.getByTestId("limit-warning").waitFor();
    await expect(dialog.getByTestId("limit-warning").textContent()).resolves.toBe(
      "Warning: New limit is less than current usage. This won't affect existing assessments but may prevent new ones.",
    );
    await screenshot(admin, "superadmin-limit-warning-1280");
    await phoneShot(admin, "superadmin-limit-warning");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => admin.getByTestId("monthly-limit").textContent()).toBe("2");
    await settle(admin);
    await screenshot(admin, "superadmin-organization-1280");
    await expectNoSeriousViolations(admin, "/superadmin/organizations/{id}");
    await phoneShot(admin, "superadmin-organization");
  });

  it("finds a user and ends one of their sessions: their next request is signed out", async () => {
    await admin.goto("/superadmin/users");
    await admin.getByLabel("Search users").fill(MEMBER.email);
    await expect.poll(() => admin.getByTestId("user-row").count()).toBe(1);
    await screenshot(admin, "superadmin-users-1280");
    await admin.getByRole("link", { name: new RegExp(MEMBER.name) }).click();
    await admin.getByRole("heading", { name: MEMBER.name }).waitFor();
    const session = admin.getByTestId("session-row").first();
    await session.getByText("Active").waitFor();
    await settle(admin);
    await screenshot(admin, "superadmin-user-1280");
    await expectNoSeriousViolations(admin, "/superadmin/users/{id}");
    await phoneShot(admin, "superadmin-user");
    await session.getByRole("button", { name: /End session/ }).click();
    await session.getByText("Ended").waitFor();

    await member.goto("/dashboard");
    await member.waitForURL((u) => u.pathname === "/auth");
  });

  it("approves a request to join from any organization", async () => {
    await admin.goto("/superadmin/approvals");
    const row = admin.getByTestId("membership-request").filter({ hasText: JOINER.email });
    await row.getByRole("button", { name: `Approve ${JOINER.email}` }).click();
    await row.getByText("Approved").waitFor();
    await screenshot(admin, "superadmin-approvals-1280");
  });

  it("edits a setting: bad JSON is refused, good JSON applies (the banner shows on every page)", async () => {
    await admin.goto("/superadmin/settings");
    const card = admin.locator('[data-testid="setting"][data-key="site.banner"]');
    // Named in words, its key beside the name.
    await card.getByRole("heading", { name: "Site banner" }).waitFor();
    await card.getByText("site.banner", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Edit Site banner" }).click();
    const field = card.getByLabel("Value (JSON)");
    await field.fill('{"message": "Maintenance", level: warning');
    await card.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => card.getByTestId("setting-error").textContent()).toBe("Invalid JSON format");
    await field.fill('{"message": "Maintenance", "level": "loud"}');
    await card.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => card.getByTestId("setting-error").textContent())
      .toContain('level must be "info", "warning" or "critical"');
    await screenshot(admin, "superadmin-settings-invalid-1280");

    await field.fill(JSON.stringify({ message: BANNER, level: "warning" }));
    await card.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => card.getByTestId("setting-value").textContent()).toContain(BANNER);
    await card.getByText(`by ${E2E_SUPER_ADMIN}`).waitFor();
    await admin.getByTestId("site-banner").getByText(BANNER).waitFor();
    await settle(admin);
    await screenshot(admin, "superadmin-settings-1280");
    await expectNoSeriousViolations(admin, "/superadmin/settings");
    await phoneShot(admin, "superadmin-settings");

    // A visitor's landing page shows it too.
    const { page: visitor } = await newPage(browser);
    await visitor.goto("/");
    await visitor.getByTestId("site-banner").getByText(BANNER).waitFor();
    // The top of the page is what matters here: viewport shots.
    await viewportShot(visitor, "superadmin-banner-landing-1280");
    await visitor.setViewportSize({ width: 390, height: 844 });
    await viewportShot(visitor, "superadmin-banner-landing-390");
    await visitor.context().close();
  });

  it("shows the analytics as charts with their numbers", async () => {
    await admin.goto("/superadmin/analytics");
    await admin.getByRole("heading", { name: "Analyses per day" }).waitFor();
    await expect.poll(() => admin.getByTestId("analytics-chart").count()).toBe(5);
    await expect.poll(() => admin.locator(".recharts-surface").count()).toBeGreaterThanOrEqual(5);
    const analyses = admin.getByTestId("analytics-chart").first().locator("dd").first();
    expect(Number((await analyses.textContent())?.replace(/,/g, ""))).toBeGreaterThanOrEqual(3);
    await settle(admin);
    await screenshot(admin, "superadmin-analytics-1280");
    await expectNoSeriousViolations(admin, "/superadmin/analytics");
    await phoneShot(admin, "superadmin-analytics");
  });

  it("lists the audit log with the changes just made", async () => {
    await admin.goto("/superadmin/audit-logs");
    await admin.getByLabel("Search the audit log").fill("organization_limit");
    await admin.waitForURL((u) => u.searchParams.get("q") === "organization_limit");
    // Only limit changes are left, the two of this run among them.
    await expect
      .poll(() => admin.getByTestId("audit-row").filter({ hasNotText: "organization limit" }).count())
      .toBe(0);
    expect(await admin.getByTestId("audit-row").count()).toBeGreaterThanOrEqual(2);
    await admin
      .getByTestId("audit-row")
      .filter({ hasText: /Monthly assessment limit: 10 → 2(?!\d)/ })
      .waitFor();
    await screenshot(admin, "superadmin-audit-logs-1280");
    await phoneShot(admin, "superadmin-audit-logs");
  });
});

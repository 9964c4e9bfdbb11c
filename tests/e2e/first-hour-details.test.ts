/**
 * The small things a new team trips over in its first hour, each checked in a real browser:
 * the Members table keeps View in reach at 1280 × 800, the list's search box has one clear
 * button, the median-time chart shows its axis labels whole, platform settings refuse in plain
 * words, "Trial ends" never reads as a bare dash, a missing member or user is asked for once,
 * and a member's dashboard says whose figures are whose (at 1280 and 390 px).
 * Screenshots: tests/artifacts/first-hour-*.png
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyze, apiCall, horizontalOverflow } from "./support/api";
import { launchBrowser, newPage, screenshot } from "./support/browser";
import { E2E_SUPER_ADMIN } from "./support/global-setup";
import { signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const DOMAIN = `details-${RUN}.test`;
const ADMIN = { email: `ada@${DOMAIN}`, name: "Ada Admin" };
const MEMBER = { email: `mo@${DOMAIN}`, name: "Mo Member" };

describe("first-hour details", { tags: ["browser"] }, () => {
  let browser: Browser;
  let admin: Page;
  let member: Page;
  let root: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: admin } = await newPage(browser, { width: 1280, height: 800 }));
    ({ page: member } = await newPage(browser));
    ({ page: root } = await newPage(browser));
    await signInAs(admin, ADMIN);
    await admin.waitForURL((url) => url.pathname === "/dashboard");
    await signInAs(member, MEMBER);
    await member.waitForURL((url) => url.pathname === "/pending-approval");
    await admin.goto(`/admin/approvals?q=${encodeURIComponent(MEMBER.email)}`);
    await admin.getByRole("button", { name: `Approve ${MEMBER.email}` }).click();
    await admin.getByRole("button", { name: `Approve ${MEMBER.email}` }).waitFor({ state: "detached" });
    await member.getByRole("button", { name: "Check Status" }).click();
    await member.waitForURL((url) => url.pathname.startsWith("/dashboard"));
    await signInAs(root, { email: E2E_SUPER_ADMIN, name: "Root Admin" });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("the Members table keeps every View link in reach at 1280 × 800", async () => {
    await admin.goto("/admin/members");
    await admin.getByTestId("member-row").nth(1).waitFor();
    const table = admin.getByRole("table", { name: "Members" });
    const scrolls = await table.evaluate((t) => {
      const box = t.parentElement!;
      return box.scrollWidth - box.clientWidth;
    });
    expect(scrolls).toBe(0);
    const frame = (await table.boundingBox())!;
    for (const link of await admin.getByRole("link", { name: /^View / }).all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    await screenshot(admin, "first-hour-members-1280");
  });

  it("the list's search box has one clear button", async () => {
    await admin.goto("/dashboard/assessments");
    const box = admin.getByPlaceholder("Tool name or URL");
    await box.fill("quill");
    await expect(admin.getByRole("button", { name: "Clear search" }).count()).resolves.toBe(1);
    // A search field of type "search" brings the browser's own clear button beside ours.
    await expect(box.getAttribute("type")).resolves.not.toBe("search");
    await expect(box.getAttribute("role")).resolves.toBe("searchbox");
  });

  it("a missing member or user is asked for once", async () => {
    for (const [page, path, api] of [
      [admin, "/admin/members/no-such-member", "/api/organization/members/no-such-member"],
      [root, "/superadmin/users/no-such-user", "/api/platform/users/no-such-user"],
      [root, "/superadmin/organizations/no-such-org", "/api/platform/organizations/no-such-org"],
    ] as const) {
      const asked: string[] = [];
      const count = (req: { url(): string }) => {
        if (new URL(req.url()).pathname === api) asked.push(req.url());
      };
      page.on("request", count);
      await page.goto(path);
      await page
        .getByText(/not found/)
        .first()
        .waitFor();
      await page.waitForLoadState("networkidle");
      page.off("request", count);
      expect(asked, path).toHaveLength(1);
    }
  });

  it("the median-time chart shows its axis labels whole; a trial without an end date says so", async () => {
    // A finished analysis today, so the chart has a median to draw.
    await analyze(admin, "tinytask.dev", true);
    await root.goto("/superadmin/analytics");
    const card = root.getByTestId("analytics-chart").filter({ hasText: "Median time to a finished report" });
    await card.locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value").first().waitFor();
    const cut = await card.evaluate((el) => {
      const svg = el.querySelector("svg.recharts-surface")!.getBoundingClientRect();
      return Array.from(el.querySelectorAll(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value"))
        .map((t) => t.getBoundingClientRect())
        .filter((r) => r.left < svg.left - 0.5).length;
    });
    expect(cut).toBe(0);
    await screenshot(root, "first-hour-analytics-1280");

    const orgs = await apiCall(root, "GET", `/api/platform/organizations?q=${encodeURIComponent(DOMAIN)}`);
    await root.goto(`/superadmin/organizations/${orgs.json.items[0].id}`);
    const trial = root.getByTestId("trial-ends");
    await trial.waitFor();
    expect(await trial.textContent()).toMatch(/^(No end date set|Not on trial|Ended .+|[A-Z][a-z]{2} \d{1,2}, \d{4})$/);
  });

  it("platform settings refuse in the product's words", async () => {
    await root.goto("/superadmin/settings");
    const card = root
      .getByTestId("setting")
      .filter({ has: root.getByText("signup.consumer_domains_extra", { exact: true }) });
    await card.getByRole("button", { name: "Edit Extra personal mail domains" }).click();
    await card.getByLabel("Value (JSON)").fill('["mail.example", 1]');
    await card.getByRole("button", { name: "Save" }).click();
    const error = card.getByTestId("setting-error");
    await error.waitFor();
    expect(await error.textContent()).toBe(
      "Invalid value for signup.consumer_domains_extra: Each entry must be a mail domain such as example.com (entry 2)",
    );
    expect(await error.textContent()).not.toMatch(/Invalid input|expected string|received/);
  });

  it.each([1280, 390])("a member's dashboard says whose figures are whose (%i px)", async (width) => {
    await member.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await member.goto("/dashboard");
    const cards = member.getByTestId("stat-card");
    await member.getByTestId("usage-note").waitFor();
    const texts = await cards.allTextContents();
    expect(texts[0]).toContain("Saved by you");
    expect(texts[1]).toContain("Yours that require attention");
    expect(texts[2]).toContain("Yours in progress");
    expect(await member.getByTestId("usage-note").textContent()).toMatch(/% used by all of Details /);
    expect(await horizontalOverflow(member)).toBe(0);
    await screenshot(member, `first-hour-member-dashboard-${width}`);
    // An admin's figures are the organization's.
    await admin.goto("/dashboard");
    await admin.getByTestId("usage-note").waitFor();
    expect(await admin.getByTestId("stat-card").first().textContent()).toContain("Saved for your organization");
  });
});

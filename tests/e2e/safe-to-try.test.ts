/**
 * The Safe-to-Try lane and the catalog in a real browser, as an organization uses them: the admin
 * turns the lane on in Settings → Organization; a member requests a low-risk tool and sees, before
 * saving, that it qualifies for a trial (and why); saving approves it at once; the hourly expiry
 * job (run by the stack's scheduled handler at chosen times) tells the member 7 days before and
 * ends the trial; the admin approves it with conditions. A risky tool shows why it needs review and
 * is rejected with the approved one as alternative. The catalog (filters in the address, "Can I
 * use X?", CSV) at 1280 and 390 px; the landing page's promise opens how the lane works.
 * Screenshots: tests/artifacts/lane-*.png
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPage, nextFrames, screenshot, SCREENSHOTS } from "./support/browser";
import { expectNoSeriousViolations, signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const ADMIN = { email: `ada@lane-${RUN}.test`, name: "Ada Admin" };
const MEMBER = { email: `max@lane-${RUN}.test`, name: "Max Member" };
const SAFE = { host: "northwindnotes.com", tool: "Northwind Notes" };
const RISKY = { host: "quillmate.ai", tool: "QuillMate" };
const DAY = 86_400_000;

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  const style = await page.addStyleTag({ content: '[data-testid="toast"]{display:none !important}' });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await nextFrames(page);
  await screenshot(page, `lane-${name}-${width}`);
  await style.evaluate((el) => (el as Element).remove());
}

async function atWidth(page: Page, width: number, run: () => Promise<void>) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width, height: 844 });
  await nextFrames(page);
  await run();
  await page.setViewportSize(size);
  await nextFrames(page);
}

/** Runs the web Worker's hourly trial expiry as if the clock said `time` (wrangler dev's scheduled handler). */
async function runExpiryAt(time: number) {
  const res = await fetch(
    `${baseURL()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("7 * * * *")}&time=${time}&format=json`,
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

async function pick(page: Page, scope: ReturnType<Page["getByTestId"]> | Page, label: string | RegExp, option: string) {
  await scope.getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  // Closed again: while the list is open, the rest of the page is hidden from the locators.
  await page.getByRole("listbox").waitFor({ state: "detached" });
}

/** Analyzes a vendor on New Assessment and waits for the save form. */
async function analyze(page: Page, host: string) {
  await page.goto("/dashboard/new-assessment");
  await page.getByLabel("Vendor website").fill(host);
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await page.getByTestId("result-summary").waitFor({ timeout: 60_000 });
  return page.getByTestId("save-form");
}

async function assessmentOf(page: Page) {
  return page.evaluate(async () => {
    const id = location.pathname.split("/").pop();
    return (await (await fetch(`/api/assessments/${id}`)).json()).assessment as {
      id: string;
      decision_state: string;
      expires_at: string | null;
    };
  });
}

describe("the Safe-to-Try lane and the catalog", { tags: ["browser"] }, () => {
  let browser: Browser;
  let admin: Page;
  let member: Page;
  let safePath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: admin } = await newPage(browser));
    ({ page: member } = await newPage(browser));
    await signInAs(admin, ADMIN);
    await admin.waitForURL((url) => url.pathname === "/dashboard");
    await signInAs(member, MEMBER);
    await member.waitForURL((url) => url.pathname === "/pending-approval");
    await admin.goto("/admin/approvals");
    const row = admin.getByTestId("membership-request").filter({ hasText: MEMBER.email });
    await row.getByRole("button", { name: `Approve ${MEMBER.email}` }).click();
    await row.getByText("Approved").waitFor();
    await member.getByRole("button", { name: "Check Status" }).click();
    await member.waitForURL((url) => url.pathname === "/dashboard");
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("the admin turns the lane on in Settings → Organization; each save is a version", async () => {
    await admin.goto("/dashboard/settings?tab=organization");
    const card = admin.getByTestId("policy-card");
    await card.getByText("Never saved: the default policy (lane off).").waitFor();
    await card.getByRole("switch", { name: "Safe-to-Try lane" }).click();
    await card.getByLabel("Trial length (days)").fill("91");
    await card.getByRole("button", { name: "Save policy" }).click();
    await card.getByText("Trial length must be at most 90.").waitFor();
    await card.getByLabel("Trial length (days)").fill("30");
    await card.getByRole("button", { name: "Save policy" }).click();
    await card
      .getByTestId("policy-version")
      .getByText(/^Version 1, saved .* by Ada Admin\.$/)
      .waitFor();
    await shot(admin, "policy");
    await atWidth(admin, 390, () => shot(admin, "policy"));
    await expectNoSeriousViolations(admin, "Settings → Organization with the policy");
  });

  it("a low-risk request shows before saving that it qualifies, and saving approves it for a trial at once", async () => {
    const form = await analyze(member, SAFE.host);
    await form.getByLabel("Tool Name").fill(SAFE.tool);
    // Analyzed before saving: a category suggested from its pages, which the member may change.
    await form.getByTestId("suggested-category").getByText("Productivity").waitFor({ timeout: 15_000 });
    const preview = form.getByTestId("lane-answer");
    await expect.poll(() => preview.getAttribute("data-outcome"), { timeout: 15_000 }).toBe("review");
    await preview.getByText("what data will go into the tool was not given").waitFor();
    await pick(member, form, "What data will go into it?", "Internal");
    await form.getByLabel("How many people?").fill("5");
    await expect.poll(() => preview.getAttribute("data-outcome"), { timeout: 15_000 }).toBe("trial");
    await preview.getByText("Qualifies for a 30-day trial").waitFor();
    await preview.getByText("5 people is within the 10 a trial allows").waitFor();
    await shot(member, "request");
    await atWidth(member, 390, () => shot(member, "request"));

    await member.getByRole("button", { name: "Save Assessment", exact: true }).click();
    await member.waitForURL((url) => /^\/dashboard\/assessments\/[0-9a-f-]{36}$/.test(url.pathname));
    safePath = new URL(member.url()).pathname;
    await member.getByTestId("tool-terms").getByText("No customer data").waitFor();
    await member
      .getByTestId("trial-end")
      .first()
      .getByText(/Trial until .*\(30 days left\)/)
      .waitFor();
    const panel = member.getByTestId("approval-panel");
    await expect.poll(() => panel.getByTestId("approval-status").getAttribute("data-status")).toBe("trial");
    await panel.getByTestId("decision").filter({ hasText: "Safe-to-Try policy" }).waitFor();
    await shot(member, "trial");
    await atWidth(member, 390, () => shot(member, "trial"));
    await expectNoSeriousViolations(member, "an assessment on trial");
  });

  it("the expiry job tells the member 7 days before, then ends the trial; the admin approves it with conditions", async () => {
    await member.goto(safePath);
    const trial = await assessmentOf(member);
    expect(trial.decision_state).toBe("trial");
    const end = Date.parse(trial.expires_at!);
    await runExpiryAt(end - 6.5 * DAY);
    await runExpiryAt(end - 6.4 * DAY);
    await member.reload();
    await member.getByTestId("notifications-bell").click();
    const menu = member.getByRole("menu", { name: "Notifications" });
    await expect
      .poll(() => menu.getByTestId("notification-item").filter({ hasText: "Trial ends in 7 days" }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await shot(member, "bell");
    await member.keyboard.press("Escape");

    await runExpiryAt(end + 3_600_000);
    await admin.goto("/dashboard/approvals");
    const card = admin.getByTestId("approval-card").filter({ hasText: SAFE.tool });
    await card.getByText("Trial ended").first().waitFor({ timeout: 15_000 });
    await card.getByRole("link", { name: "View Details" }).click();
    await admin.waitForURL((url) => url.pathname === safePath);
    const panel = admin.getByTestId("approval-panel");
    await expect.poll(() => panel.getByTestId("approval-status").getAttribute("data-status")).toBe("trial_ended");
    await panel.getByTestId("decision").filter({ hasText: "System" }).waitFor();
    await panel.getByRole("radio", { name: "Approve with conditions" }).click();
    const submit = panel.getByRole("button", { name: "Submit decision" });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await panel.getByTestId("decision-conditions").fill("Internal notes only\nSign in with SSO");
    await shot(admin, "decide");
    await submit.click();
    await expect
      .poll(() => panel.getByTestId("approval-status").getAttribute("data-status"), { timeout: 15_000 })
      .toBe("approved_with_conditions");
    await admin.getByTestId("tool-terms").getByText("Sign in with SSO").waitFor();
  });

  it("a risky request shows why it needs review; rejected, it names the approved alternative", async () => {
    const form = await analyze(member, RISKY.host);
    await form.getByLabel("Tool Name").fill(RISKY.tool);
    await pick(member, form, "What data will go into it?", "Internal");
    await form.getByLabel("How many people?").fill("3");
    const preview = form.getByTestId("lane-answer");
    await expect.poll(() => preview.getAttribute("data-outcome"), { timeout: 15_000 }).toBe("review");
    await preview.getByText(/overall score [\d.]+ is above 4/).waitFor();
    await pick(member, form, "Category", "Productivity");
    await member.getByRole("button", { name: "Save Assessment", exact: true }).click();
    await member.waitForURL((url) => /^\/dashboard\/assessments\/[0-9a-f-]{36}$/.test(url.pathname));
    const riskyPath = new URL(member.url()).pathname;
    const alternatives = member.getByTestId("alternatives");
    await alternatives.getByText(SAFE.tool).waitFor({ timeout: 15_000 });
    await shot(member, "review");

    await admin.goto(riskyPath);
    const panel = admin.getByTestId("approval-panel");
    await panel.getByRole("radio", { name: "Reject" }).click();
    await pick(admin, panel, "Approved alternative (optional)", `${SAFE.tool} · Productivity`);
    await panel.getByPlaceholder("Required: Explain your decision...").fill("Trains on our content by default.");
    await panel.getByRole("button", { name: "Submit decision" }).click();
    await expect
      .poll(() => panel.getByTestId("approval-status").getAttribute("data-status"), { timeout: 15_000 })
      .toBe("rejected");
    await panel.getByTestId("decision-alternative").getByText(SAFE.tool).waitFor();

    await member.reload();
    await member.getByTestId("notifications-bell").click();
    await member
      .getByRole("menu", { name: "Notifications" })
      .getByText(`use ${SAFE.tool} instead, which is approved`, { exact: false })
      .waitFor({ timeout: 15_000 });
    await member.keyboard.press("Escape");
  });

  it("the catalog: every tool's state, filters in the address, 'Can I use X?', CSV, at 1280 and 390 px", async () => {
    await member.goto("/dashboard");
    await member.getByTestId("approved-month-count").getByText("1").waitFor({ timeout: 15_000 });
    await member.getByRole("link", { name: "Catalog" }).first().click();
    await member.waitForURL((url) => url.pathname === "/dashboard/catalog");
    const table = member.getByTestId("catalog-table");
    const safeRow = table.getByTestId("catalog-row").filter({ hasText: SAFE.tool });
    await safeRow.getByText("Approved with conditions").waitFor();
    await safeRow.getByText("Internal notes only").waitFor();
    await safeRow.getByText("Ada Admin").waitFor();
    await table.getByTestId("catalog-row").filter({ hasText: RISKY.tool }).getByText("Rejected").waitFor();
    await shot(member, "catalog");
    await expectNoSeriousViolations(member, "the catalog");

    await pick(member, member, "State", "Rejected");
    await member.waitForURL((url) => url.searchParams.get("state") === "rejected");
    await expect.poll(() => table.getByTestId("catalog-row").count()).toBe(1);
    await expect(member.getByTestId("catalog-csv").getAttribute("href")).resolves.toBe(
      "/api/catalog/export.csv?state=rejected",
    );
    await member.goBack();
    await expect.poll(() => table.getByTestId("catalog-row").count()).toBe(2);

    const ask = member.getByTestId("can-i-use");
    await ask.getByLabel("Can I use…?").fill(RISKY.host);
    await ask.getByRole("button", { name: "Check" }).click();
    await ask.getByText("No: it was rejected.").waitFor();
    await ask.getByRole("link", { name: "Approved Productivity tools" }).waitFor();

    await atWidth(member, 390, async () => {
      await member.getByTestId("catalog-cards").getByTestId("catalog-card").filter({ hasText: SAFE.tool }).waitFor();
      await expect(table.isVisible()).resolves.toBe(false);
      const overflow = await member.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(member, "catalog");
      await expectNoSeriousViolations(member, "the catalog at 390 px");
    });

    // Not in the catalog, given by its address: it is analyzed at once.
    await ask.getByLabel("Can I use…?").fill("ledgerly.io");
    await ask.getByRole("button", { name: "Check" }).click();
    await member.waitForURL((url) => url.pathname === "/dashboard/new-assessment");
    await member.getByTestId("result-summary").waitFor({ timeout: 60_000 });
  });

  it("the landing page's Safe-to-Try promise opens how the lane works", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    await page.getByTestId("safe-to-try-link").click();
    await page.waitForURL((url) => url.pathname === "/safe-to-try");
    await page.getByRole("heading", { level: 1, name: "The Safe-to-Try Lane" }).waitFor();
    await shot(page, "page");
    await atWidth(page, 390, () => shot(page, "page"));
    await expectNoSeriousViolations(page, "/safe-to-try");
    await context.close();
  });
});

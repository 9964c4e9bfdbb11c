/**
 * Joining an organization, seen by everyone involved, in a real browser at 1280 and 390 px: the
 * admin is told in the bell that someone waits (the notification leads to the request), a
 * declined joiner pressing Check Status learns why on /auth, the audit log names whom each entry
 * is about, and a super admin's own organization panel lists only their organization's requests.
 * Screenshots: tests/artifacts/joining-*.png
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { horizontalOverflow } from "./support/api";
import { launchBrowser, newPage, screenshot } from "./support/browser";
import { E2E_SUPER_ADMIN } from "./support/global-setup";
import { signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const DOMAIN = `joining-${RUN}.test`;
const ADMIN = { email: `ann@${DOMAIN}`, name: "Ann Admin" };
const JOINERS = {
  1280: { email: `jo@${DOMAIN}`, name: "Jo Joiner" },
  390: { email: `jay@${DOMAIN}`, name: "Jay Joiner" },
} as const;
const DECLINED = { email: `dee@${DOMAIN}`, name: "Dee Declined" };

describe("joining an organization", { tags: ["browser"] }, () => {
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: admin } = await newPage(browser));
    await signInAs(admin, ADMIN);
    await admin.waitForURL((url) => url.pathname === "/dashboard");
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([1280, 390] as const)(
    "the admin's bell says someone waits, and leads to the request (%i px)",
    async (width) => {
      const joiner = JOINERS[width];
      const { page } = await newPage(browser);
      await signInAs(page, joiner);
      await page.waitForURL((url) => url.pathname === "/pending-approval");

      await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await admin.goto("/dashboard");
      await admin.getByTestId("notifications-badge").waitFor({ timeout: 15_000 });
      await admin.getByTestId("notifications-bell").click();
      const item = admin
        .getByRole("menu")
        .getByTestId("notification-item")
        .filter({ hasText: "Someone asks to join" })
        .filter({ hasText: joiner.email });
      await item.waitFor();
      expect(await item.textContent()).toContain(`${joiner.name} (${joiner.email}) asks to join`);
      await screenshot(admin, `joining-bell-${width}`);
      await item.click();
      await admin.waitForURL(
        (url) => url.pathname === "/admin/approvals" && url.searchParams.get("q") === joiner.email,
      );
      await admin.getByRole("button", { name: `Approve ${joiner.email}` }).waitFor();
      expect(await horizontalOverflow(admin)).toBe(0);
      await admin.getByRole("button", { name: `Approve ${joiner.email}` }).click();
      await admin.getByRole("button", { name: `Approve ${joiner.email}` }).waitFor({ state: "detached" });
      await admin.setViewportSize({ width: 1280, height: 900 });
    },
  );

  it.each([1280, 390] as const)(
    "a declined joiner pressing Check Status is told why on /auth (%i px)",
    async (width) => {
      const person = { ...DECLINED, email: `dee-${width}@${DOMAIN}` };
      const { page } = await newPage(browser, { width, height: width === 390 ? 844 : 900 });
      await signInAs(page, person);
      await page.waitForURL((url) => url.pathname === "/pending-approval");
      await admin.goto(`/admin/approvals?q=${encodeURIComponent(person.email)}`);
      await admin.getByRole("button", { name: `Reject ${person.email}` }).click();
      await admin.getByRole("button", { name: `Reject ${person.email}` }).waitFor({ state: "detached" });

      await page.getByRole("button", { name: "Check Status" }).click();
      await page.waitForURL((url) => url.pathname === "/auth");
      const why = page.getByRole("alert").filter({ hasText: "Request declined" });
      await why.getByText(/Your request to join the organization was declined by an administrator/).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `joining-declined-${width}`);
    },
  );

  it("the audit log names whom each entry is about", async () => {
    await admin.goto("/admin/audit-logs?q=MEMBERSHIP_REJECTED");
    const entry = admin.getByTestId("audit-entry").first();
    await entry.waitFor();
    await expect(entry.getByTestId("audit-subject").textContent()).resolves.toMatch(/Dee Declined/);
    await screenshot(admin, "joining-audit-1280");
  });

  it("a super admin's own organization panel lists only their organization's requests", async () => {
    const { page } = await newPage(browser);
    await signInAs(page, { email: E2E_SUPER_ADMIN, name: "Root Admin" });
    const stranger = { email: `olga@${DOMAIN}`, name: "Olga Other" };
    const { page: other } = await newPage(browser);
    await signInAs(other, stranger);
    await page.goto("/admin/approvals");
    await page.getByRole("heading", { name: /Membership requests/i }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.locator("main").textContent()).not.toContain(stranger.email);
    expect(await page.locator("main").textContent()).not.toContain(DOMAIN);
    // The platform's own page lists every organization's.
    await page.goto(`/superadmin/approvals?q=${encodeURIComponent(stranger.email)}`);
    await page.getByText(stranger.email).first().waitFor();
  });
});

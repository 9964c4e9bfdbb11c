/**
 * Sign-in and joining in a real browser, through the local OpenID provider (the same code path
 * as Google): the first user of a domain becomes its admin, the second waits for approval, the
 * admin approves on /admin/approvals, Check Status lets the second user in, Log out returns to
 * /auth. Screenshots: tests/artifacts/auth-*.png
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPage, screenshot, SCREENSHOTS } from "./support/browser";
import { E2E_SUPER_ADMIN } from "./support/global-setup";

const RUN = Date.now().toString(36);
const DOMAIN = `northwind-${RUN}.test`;
/** The organization the first user creates: named after the domain. */
const ORGANIZATION = `Northwind ${RUN.charAt(0).toUpperCase()}${RUN.slice(1)}`;
const ADMIN = { email: `alice@${DOMAIN}`, name: "Alice Admin" };
const JOINER = { email: `bob@${DOMAIN}`, name: "Bob Builder" };

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.waitForLoadState("networkidle").catch(() => {});
  await screenshot(page, `auth-${name}`);
}

/** From /auth through the local provider's sign-in page back into the app. */
async function signIn(page: Page, user: { email: string; name: string }, providerShot?: string) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const email = page.locator("input[name=email]");
  await email.waitFor({ timeout: 15_000 });
  expect(new URL(page.url()).origin).not.toBe(baseURL()); // we are at the provider
  await email.fill(user.email);
  await page.locator("input[name=name]").fill(user.name);
  if (providerShot) await shot(page, providerShot);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.origin === baseURL() && url.pathname !== "/api/auth/google/callback", {
    timeout: 15_000,
  });
}

async function openUserMenu(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  return page.getByRole("menu", { name: "User menu" });
}

describe("sign-in and joining an organization", { tags: ["browser"] }, () => {
  let browser: Browser;
  let adminCtx: BrowserContext;
  let joinerCtx: BrowserContext;
  let admin: Page;
  let joiner: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: adminCtx, page: admin } = await newPage(browser));
    ({ context: joinerCtx, page: joiner } = await newPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a protected page sends a visitor without a session to /auth", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/dashboard");
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByText("no credit card needed").waitFor();
    await shot(page, "sign-in-page");
    await page.goto("/pending-approval");
    await page.waitForURL((url) => url.pathname === "/auth");
    await context.close();
  });

  it("the first user of a domain signs in through the provider and lands in the app as its admin", async () => {
    await signIn(admin, ADMIN, "local-provider");
    await admin.waitForURL((url) => url.pathname.startsWith("/dashboard"));
    const cookies = await adminCtx.cookies();
    const session = cookies.find((c) => c.name === "rrr_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    await admin.getByText(ADMIN.name).first().waitFor();
    await shot(admin, "admin-dashboard");

    const menu = await openUserMenu(admin);
    await menu.getByText(ADMIN.email).waitFor();
    await menu.getByRole("menuitem", { name: "Organization Admin" }).waitFor();
    await expect(menu.getByRole("menuitem", { name: "Super Admin" }).count()).resolves.toBe(0);
    await expect(admin.getByRole("button", { name: "User menu" }).textContent()).resolves.toContain("AA");
    await shot(admin, "user-menu");
    await admin.keyboard.press("Escape");
  });

  it("a second user of the same domain lands on /pending-approval", async () => {
    await signIn(joiner, JOINER);
    await joiner.waitForURL((url) => url.pathname === "/pending-approval");
    await joiner.getByRole("heading", { name: "Approval Pending" }).waitFor();
    const card = await joiner.locator("main").textContent();
    expect(card).toContain(JOINER.email);
    expect(card).toContain(`Your request to join ${ORGANIZATION} is waiting`);
    await joiner.getByRole("button", { name: "Check Status" }).click();
    await joiner.getByText("still waiting for approval").waitFor();
    expect(new URL(joiner.url()).pathname).toBe("/pending-approval");
    await shot(joiner, "pending-approval");

    // The member areas stay closed while waiting (checked in another tab; this one stays put).
    const probe = await joinerCtx.newPage();
    await probe.goto("/admin");
    await probe.waitForURL((url) => url.pathname !== "/admin");
    await probe.close();
  });

  it("the admin approves the request on /admin/approvals", async () => {
    await admin.goto("/admin/approvals");
    const row = admin.getByTestId("membership-request").filter({ hasText: JOINER.email });
    await row.waitFor();
    await shot(admin, "approvals-pending");
    await row.getByRole("button", { name: `Approve ${JOINER.email}` }).click();
    await admin.getByTestId("membership-request").filter({ hasText: JOINER.email }).getByText("Approved").waitFor();
    await shot(admin, "approvals-approved");
  });

  it("the second user's Check Status lets them in", async () => {
    expect(new URL(joiner.url()).pathname).toBe("/pending-approval");
    await joiner.getByRole("button", { name: "Check Status" }).click();
    await joiner.waitForURL((url) => url.pathname.startsWith("/dashboard"));
    await joiner.getByText(JOINER.name).first().waitFor();
    await shot(joiner, "member-dashboard");

    // A member is not an org admin: no menu item, and /admin sends them home.
    const menu = await openUserMenu(joiner);
    await expect(menu.getByRole("menuitem", { name: "Organization Admin" }).count()).resolves.toBe(0);
    await joiner.keyboard.press("Escape");
    await joiner.goto("/admin/approvals");
    await joiner.waitForURL((url) => !url.pathname.startsWith("/admin"));
  });

  it("Log out returns to /auth and ends the session", async () => {
    await joiner.goto("/dashboard");
    const menu = await openUserMenu(joiner);
    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await joiner.waitForURL((url) => url.pathname === "/auth");
    expect((await joinerCtx.cookies()).find((c) => c.name === "rrr_session")).toBeUndefined();
    await shot(joiner, "logged-out");
    await joiner.goto("/dashboard");
    await joiner.waitForURL((url) => url.pathname === "/auth");
  });

  it("a failed sign-in lands on /auth with a readable message", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/api/auth/google/callback?code=forged&state=forged");
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByText(/could not be verified/).waitFor();
    await shot(page, "sign-in-error");
    await context.close();
  });

  it("a super admin sees the Super Admin item", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, { email: E2E_SUPER_ADMIN, name: "Root Admin" });
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"));
    const menu = await openUserMenu(page);
    await menu.getByRole("menuitem", { name: "Super Admin" }).waitFor();
    await shot(page, "super-admin-menu");
    await context.close();
  });
});

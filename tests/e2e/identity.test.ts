/**
 * Identity through the local OpenID provider in a real browser: a second identity (another
 * subject) with an existing person's address is refused with the app's own text; an account
 * without Workspace management (no `hd`) gets a personal organization; "Sign out everywhere"
 * in the user menu ends the sessions of every browser. Screenshots: tests/artifacts/identity-*.png
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ERROR_MESSAGES } from "@core/contract/auth-errors";
import { launchBrowser, newPage, screenshot, SCREENSHOTS } from "./support/browser";
import { signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const OWNER = { email: `owner@identity-${RUN}.test`, name: "Olga Owner" };

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.waitForLoadState("networkidle").catch(() => {});
  await screenshot(page, `identity-${name}`);
}

describe("identity and sessions in the browser", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a second identity with an existing address is refused with the app's own message", async () => {
    const first = await newPage(browser);
    await signInAs(first.page, OWNER);
    await first.page.waitForURL((url) => url.pathname.startsWith("/dashboard"));

    const second = await newPage(browser);
    await signInAs(second.page, { ...OWNER, name: "Mallory", account: "another-account" });
    await second.page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(second.page.url()).search).toBe("?error=identity_conflict");
    await second.page.getByText(AUTH_ERROR_MESSAGES.identity_conflict).waitFor();
    await shot(second.page, "conflict");
    expect((await second.context.cookies()).some((c) => c.name.endsWith("rrr_session"))).toBe(false);

    // The owner's session is untouched.
    await first.page.reload();
    await first.page.getByText(OWNER.name).first().waitFor();
    await first.context.close();
    await second.context.close();
  });

  it("a link with its own words shows only the app's text", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/auth?error=${encodeURIComponent("Your account is locked. Call +1 555 0100.")}`);
    await page.getByRole("button", { name: "Sign in with Google" }).waitFor();
    expect(await page.locator("main").textContent()).not.toContain("555");
    await page.goto("/auth?error=made_up_code");
    await page.getByText("Sign-in failed. Please try again.").waitFor();
    await context.close();
  });

  it("an account not managed by its domain's Workspace gets a personal organization", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, { email: `freelancer@unmanaged-${RUN}.test`, name: "Fay Freelancer", workspace: false });
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"));
    await page.getByText("Fay Freelancer (personal)").first().waitFor();
    await shot(page, "personal-organization");
    await context.close();
  });

  it("Sign out everywhere ends the sessions of every browser", async () => {
    const user = { email: `roamer@roaming-${RUN}.test`, name: "Rita Roamer" };
    const laptop = await newPage(browser);
    const phone = await newPage(browser, { width: 390, height: 844 });
    await signInAs(laptop.page, user);
    await signInAs(phone.page, user);
    await phone.page.waitForURL((url) => url.pathname.startsWith("/dashboard"));

    await laptop.page.waitForURL((url) => url.pathname.startsWith("/dashboard"));
    await laptop.page.getByRole("button", { name: "User menu" }).click();
    const menu = laptop.page.getByRole("menu", { name: "User menu" });
    await menu.getByRole("menuitem", { name: "Sign out everywhere" }).waitFor();
    await shot(laptop.page, "user-menu");
    await menu.getByRole("menuitem", { name: "Sign out everywhere" }).click();
    await laptop.page.waitForURL((url) => url.pathname === "/auth");

    await phone.page.goto("/dashboard");
    await phone.page.waitForURL((url) => url.pathname === "/auth");
    await laptop.context.close();
    await phone.context.close();
  });
});

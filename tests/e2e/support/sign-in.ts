import type { Page } from "playwright-core";
import { baseURL } from "./browser";

/**
 * From /auth through the local OpenID provider's sign-in page back into the app. `account`
 * gives the same address another subject (a second identity); `workspace: false` signs in with
 * an account that is not managed by the domain's Workspace (no `hd`).
 */
export async function signInThroughProvider(
  page: Page,
  user: { email: string; name: string; account?: string; workspace?: boolean },
) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const email = page.locator("input[name=email]");
  await email.waitFor({ timeout: 15_000 });
  await email.fill(user.email);
  await page.locator("input[name=name]").fill(user.name);
  if (user.account) await page.locator("input[name=account]").fill(user.account);
  if (user.workspace === false) await page.locator("input[name=workspace]").uncheck();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.origin === baseURL() && url.pathname !== "/api/auth/google/callback", { timeout: 15_000 });
}

/**
 * The product judges others' headers; it must pass its own test. Mozilla's HTTP Observatory
 * scanner (dev/observatory-scanner.mjs: installed into a cache folder, run over https through a
 * local TLS proxy) grades the app's real responses: A+ (score >= 100) on the landing page and on
 * the signed-in shell. A real browser then checks that the policy breaks nothing: no Content
 * Security Policy violation on the landing page, an analysis, sign-in and the dashboard.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanApp } from "../../dev/observatory-scanner.mjs";
import { baseURL, launchBrowser, newPage, screenshot } from "./support/browser";
import { signInAs } from "./support/session";

const RUN = Date.now().toString(36);

interface Scan {
  grade: string;
  score: number;
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
  responseHeaders: Record<string, string>;
}

function expectAPlus(scan: Scan) {
  const failed = Object.entries(scan.tests).filter(([, t]) => !t.pass);
  expect(failed, JSON.stringify(scan.tests, null, 1)).toEqual([]);
  expect(scan.grade).toBe("A+");
  expect(scan.score).toBeGreaterThanOrEqual(100);
  expect(scan.tests["content-security-policy"]!.result).not.toMatch(/unsafe-inline$|unsafe-eval|not-implemented/);
}

describe("Mozilla HTTP Observatory grade of our own app", () => {
  it("the landing page scores A+", async () => {
    const scan: Scan = await scanApp({ origin: baseURL(), path: "/" });
    console.log(`Observatory, landing page: ${scan.grade} (${scan.score})`);
    expectAPlus(scan);
    expect(scan.responseHeaders["content-security-policy"]).toMatch(/script-src 'self';/);
  }, 180_000);

  it("the API scores A+ too", async () => {
    const scan: Scan = await scanApp({ origin: baseURL(), path: "/api/health" });
    console.log(`Observatory, API: ${scan.grade} (${scan.score})`);
    expectAPlus(scan);
  }, 120_000);
});

describe("the signed-in shell, and the policy breaking nothing in a browser", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Every CSP violation the page reports (console and securitypolicyviolation events). */
  function watchViolations(page: Page) {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    void page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    return violations;
  }

  it("no violation on the landing page and during an analysis", async () => {
    const { context, page } = await newPage(browser);
    const violations = watchViolations(page);
    await page.goto("/");
    await page.getByLabel("Vendor website").fill("northwindnotes.com");
    await page.keyboard.press("Enter");
    await page.getByTestId("report").waitFor({ timeout: 90_000 });
    await page.waitForLoadState("networkidle").catch(() => {});
    await screenshot(page, "headers-landing-report");
    expect(violations).toEqual([]);
    await context.close();
  });

  it("signs in through the provider without a violation, and the signed-in shell scores A+", async () => {
    const { context, page } = await newPage(browser);
    const violations = watchViolations(page);
    await signInAs(page, { email: `shell@headers-${RUN}.test`, name: "Shell Tester" });
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"));
    await page.getByText("Shell Tester").first().waitFor();
    await page.waitForLoadState("networkidle").catch(() => {});
    await screenshot(page, "headers-dashboard");
    expect(violations).toEqual([]);

    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    expect(cookie).toContain("rrr_session=");
    const scan: Scan = await scanApp({ origin: baseURL(), path: "/dashboard", cookie });
    console.log(`Observatory, signed-in shell: ${scan.grade} (${scan.score})`);
    expectAPlus(scan);
    await context.close();
  }, 180_000);
});

/**
 * The API as an organization admin meets it, in a real browser: /admin/api creates a token whose
 * secret is shown once and copied with the Copy button, then curl uses it (RateLimit headers, the
 * organization's data, a scope it lacks refused); the secret is nowhere after the dialog closes.
 * A webhook is added (its whsec_ secret shown once). /api/docs renders the document within the
 * app's own Content-Security-Policy. Screenshots: tests/artifacts/api-*.png
 */
import { spawnSync } from "node:child_process";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPage, screenshot } from "./support/browser";
import { expectNoSeriousViolations, signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const ADMIN = { email: `ines@tokens-${RUN}.test`, name: "Ines Admin" };

function curl(...args: string[]) {
  const run = spawnSync("curl", ["-s", "-i", "--max-time", "30", ...args], { encoding: "utf8" });
  const [head, ...rest] = run.stdout.split(/\r?\n\r?\n/);
  const status = Number(/^HTTP\/[\d.]+ (\d{3})/m.exec(head ?? "")?.[1]);
  const headers = Object.fromEntries(
    (head ?? "")
      .split(/\r?\n/)
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return { status, headers, body: rest.join("\n\n") };
}

async function phone(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(size);
}

describe("API tokens, webhooks and the API reference", { tags: ["browser"] }, () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const opened = await newPage(browser);
    page = opened.page;
    await opened.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
    await signInAs(page, ADMIN);
    await page.waitForURL((url) => url.pathname === "/dashboard");
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("creates a token, shows its secret once, copies it, and curl uses it", async () => {
    await page.goto("/admin/api");
    await page.getByRole("heading", { name: "API & Integrations" }).waitFor();
    await page.getByRole("button", { name: "Create token" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Vendor sheet sync");
    await dialog.getByRole("checkbox", { name: "analyze" }).click();
    await screenshot(page, "api-create-token");
    await dialog.getByRole("button", { name: "Create token" }).click();
    const shown = dialog.getByTestId("secret-once");
    await shown.waitFor();
    const secret = (await shown.textContent())!.trim();
    expect(secret).toMatch(/^rrr_[0-9A-Za-z]{36}$/);
    await dialog.getByRole("button", { name: "Copy API token" }).click();
    await dialog.getByRole("button", { name: "Copied API token" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, "api-token-secret");
    await expectNoSeriousViolations(page, "the token's secret");
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByText("Vendor sheet sync").waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await page.getByText(`${secret.slice(0, 8)}…`).waitFor();
    expect(await page.content()).not.toContain(secret);

    const analyzed = curl(
      "-X",
      "POST",
      `${baseURL()}/api/analyze`,
      "-H",
      `Authorization: Bearer ${secret}`,
      "-H",
      "Content-Type: application/json",
      "-d",
      JSON.stringify({ url: "northwindnotes.com" }),
    );
    expect([200, 202], analyzed.body).toContain(analyzed.status);
    expect(analyzed.headers.ratelimit).toMatch(/^"token";r=\d+;t=\d+/);
    expect(analyzed.headers["ratelimit-policy"]).toMatch(/^"token";q=\d+;w=60/);
    const listed = curl(`${baseURL()}/api/assessments`, "-H", `Authorization: Bearer ${secret}`);
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.body)).toHaveProperty("items");
    const refused = curl(`${baseURL()}/api/organization/audit-logs`, "-H", `Authorization: Bearer ${secret}`);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error.code).toBe("INSUFFICIENT_SCOPE");

    // The list shows its last use.
    await page.reload();
    await page
      .getByText(/Last used .* from /)
      .first()
      .waitFor();
    await screenshot(page, "api-integrations");
    await phone(page, "api-integrations");
  });

  it("adds a webhook and shows its signing secret once", async () => {
    await page.goto("/admin/api");
    await page.getByRole("button", { name: "Add webhook" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Address").fill("https://grc.receiver-example.com/hooks/rrr");
    await dialog.getByRole("button", { name: "Add webhook" }).click();
    const shown = dialog.getByTestId("secret-once");
    await shown.waitFor();
    expect((await shown.textContent())!.trim()).toMatch(/^whsec_/);
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByText("https://grc.receiver-example.com/hooks/rrr").waitFor();
  });

  it("/api/docs renders the document from the app itself, with nothing refused by its policy", async () => {
    const refusals: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refusals.push(m.text());
    });
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto("/api/docs");
    await page.locator(".opblock").first().waitFor({ timeout: 20_000 });
    expect(await page.locator(".opblock").count()).toBeGreaterThan(60);
    await page.getByText("analyzeVendor").first().waitFor();
    expect(refusals).toEqual([]);
    expect(requests.filter((u) => !u.startsWith(baseURL()) && !u.startsWith("data:"))).toEqual([]);
    await screenshot(page, "api-docs");
  });
});

/**
 * The trust rules in a real browser: a decision carries the version on screen (a stale one is
 * refused with what to do, then the reloaded one goes through); an administrator's change made
 * with a sign-in older than 12 hours opens the re-authentication prompt, which signs in again and
 * returns to the same page, where the change then succeeds; the organization settings show the
 * domain's DNS challenge. Screenshots at 1280 and 390 wide: tests/artifacts/trust-*.png
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, nextFrames, screenshot, SCREENSHOTS, stack } from "./support/browser";
import { analyzeViaApi, expectNoSeriousViolations, signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const ADMIN = { email: `alice@trust-${RUN}.test`, name: "Alice Admin" };
const MEMBER = { email: `max@trust-${RUN}.test`, name: "Max Member" };
const VENDOR = "hearthdesk.io";

/** The stack's D1 database file (wrangler dev --persist-to). */
function d1File(): string {
  const dir = join(stack().persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database in ${dir}`);
  return join(dir, file);
}

/** Moves the sign-in of every session of `email` `hours` into the past (as if signed in then). */
function signedInHoursAgo(email: string, hours: number) {
  const db = new DatabaseSync(d1File());
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const at = new Date(Date.now() - hours * 3600_000).toISOString();
    const changed = db
      .prepare("UPDATE user_sessions SET created_at = ? WHERE user_id = (SELECT id FROM user_profiles WHERE email = ?)")
      .run(at, email);
    expect(Number(changed.changes)).toBeGreaterThan(0);
  } finally {
    db.close();
  }
}

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;
}

async function toastWith(page: Page, text: string | RegExp) {
  await page.getByTestId("toast").filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function phoneShot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await nextFrames(page);
  await screenshot(page, `trust-${name}-390`);
  await page.setViewportSize(size);
}

describe("trust rules in the browser", { tags: ["browser"] }, () => {
  let browser: Browser;
  let admin: Page;
  let member: Page;
  let assessmentId: string;

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
    await analyzeViaApi(VENDOR);
    const saved = await api<{ assessment: { id: string; version: number } }>(member, "POST", "/api/assessments", {
      url: VENDOR,
      tool_name: "HearthDesk",
      requested_purpose: "Customer support inbox",
    });
    expect(saved.status).toBe(201);
    assessmentId = saved.json.assessment.id;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("a decision sends the version on screen; a stale one is refused with what to do, the reloaded one goes through", async () => {
    await admin.goto(`/dashboard/assessments/${assessmentId}`);
    const panel = admin.getByTestId("approval-panel");
    const submit = panel.getByRole("button", { name: "Submit decision" });
    await submit.waitFor();

    // Meanwhile the requester changes what the decision is about.
    const edit = await api(member, "PATCH", `/api/assessments/${assessmentId}`, {
      requested_purpose: "Customer support inbox, with customers' payment details",
    });
    expect(edit.status).toBe(200);

    const sent = admin.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/decisions"));
    await submit.click();
    expect(JSON.parse((await sent).postData() ?? "{}")).toMatchObject({ status: "approved", version: 1 });
    await toastWith(admin, /changed since you opened it \(you looked at version 1; it is now version 2\)/);
    await screenshot(admin, "trust-stale-decision-1280");
    await expect(panel.getByTestId("approval-status").getAttribute("data-status")).resolves.toBe("pending");

    // The page re-read the assessment: the next decision names version 2 and goes through.
    await admin.getByText("Customer support inbox, with customers' payment details").first().waitFor();
    const again = admin.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/decisions"));
    await submit.click();
    expect(JSON.parse((await again).postData() ?? "{}")).toMatchObject({ version: 2 });
    await toastWith(admin, "Assessment status updated successfully");
    await expect
      .poll(() => panel.getByTestId("approval-status").getAttribute("data-status"), { timeout: 15_000 })
      .toBe("approved");
  });

  it("an edit of the approved assessment sends it back to review, and the history says why", async () => {
    const edit = await api(member, "PATCH", `/api/assessments/${assessmentId}`, { department: "Finance" });
    expect(edit.status).toBe(200);
    await admin.goto(`/dashboard/assessments/${assessmentId}`);
    const panel = admin.getByTestId("approval-panel");
    await expect
      .poll(() => panel.getByTestId("approval-status").getAttribute("data-status"), { timeout: 15_000 })
      .toBe("pending");
    await panel.getByTestId("decision").filter({ hasText: 'Department changed from nothing to "Finance"' }).waitFor();
    await panel.getByTestId("decision").filter({ hasText: "Back in review" }).first().waitFor();
    await screenshot(admin, "trust-reopened-1280");
    await phoneShot(admin, "reopened");
  });

  it("an admin's change with a sign-in older than 12 hours asks to sign in again, then returns to the page", async () => {
    await admin.goto("/admin/settings");
    const rule = admin.getByRole("switch", { name: /Two approvals for high-risk tools/ });
    await rule.waitFor();
    await expect(rule.getAttribute("aria-checked")).resolves.toBe("false");
    signedInHoursAgo(ADMIN.email, 13);

    await rule.click();
    const prompt = admin.getByTestId("reauthentication-prompt");
    await prompt.waitFor({ timeout: 15_000 });
    await prompt.getByText("need a sign-in from the last 12 hours").waitFor();
    // Still signed in: the prompt does not end the session.
    expect(new URL(admin.url()).pathname).toBe("/admin/settings");
    await screenshot(admin, "trust-reauthenticate-1280");
    await expectNoSeriousViolations(admin, "the re-authentication prompt");
    await phoneShot(admin, "reauthenticate");

    await prompt.getByRole("button", { name: "Sign in again" }).click();
    const email = admin.locator("input[name=email]");
    await email.waitFor({ timeout: 15_000 });
    await email.fill(ADMIN.email);
    await admin.locator("input[name=name]").fill(ADMIN.name);
    await admin.getByRole("button", { name: "Sign in", exact: true }).click();
    await admin.waitForURL((url) => url.pathname === "/admin/settings", { timeout: 15_000 });

    const fresh = admin.getByRole("switch", { name: /Two approvals for high-risk tools/ });
    await fresh.click();
    await toastWith(admin, "Review rule saved");
    await expect.poll(() => fresh.getAttribute("aria-checked"), { timeout: 15_000 }).toBe("true");
  });

  it("a domain the admin's sign-in does not prove waits for its DNS record", async () => {
    await admin.goto("/admin/settings");
    const domain = admin.getByLabel("Domain");
    await domain.fill(`acquired-${RUN}.test`);
    await admin.getByRole("button", { name: "Save Changes" }).click();
    const challenge = admin.getByTestId("domain-challenge");
    await challenge.waitFor({ timeout: 15_000 });
    await challenge.getByText(`_rrr-challenge.acquired-${RUN}.test`).waitFor();
    await expect(domain.inputValue()).resolves.toBe(`trust-${RUN}.test`);
    await challenge.getByRole("button", { name: "Verify now" }).click();
    await toastWith(admin, /TXT record was not found/);
    await screenshot(admin, "trust-domain-challenge-1280");
    await expectNoSeriousViolations(admin, "/admin/settings with a domain challenge");
    await phoneShot(admin, "domain-challenge");
  });
});

/**
 * The signed-in workspace in a real browser against the whole stack (recorded vendor sites):
 * New Assessment analyzes a vendor and saves it with its metadata; the list finds it by search
 * and filters (kept in the address); the detail page's tabs and sources; the PDF (read back with
 * unpdf: the vendor's name is in it); the CSV export; the overview; the progress page of a job,
 * with and without a session. Screenshots at 1280 and 390 wide: tests/artifacts/workspace-*.png
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, downloadBytes, launchBrowser, newPage, nextFrames, screenshot, SCREENSHOTS } from "./support/browser";
import { signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const ANALYST = { email: `ana@workspace-${RUN}.test`, name: "Ana Lyst" };
const VENDOR = "quillmate.ai";

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.addStyleTag({ content: '[data-testid="toast"]{display:none !important}' });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await nextFrames(page);
  await screenshot(page, `workspace-${name}-${width}`);
}

/** Analyzes a vendor on New Assessment and waits for the result summary. */
async function analyze(page: Page, vendor: string) {
  await page.goto("/dashboard/new-assessment");
  await page.getByLabel("Vendor website").fill(vendor);
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await page.getByTestId("result-summary").waitFor({ timeout: 60_000 });
}

async function saveWithDefaults(page: Page) {
  await page.getByRole("button", { name: "Save Assessment", exact: true }).click();
  await page.waitForURL((url) => /^\/dashboard\/assessments\/[0-9a-f-]{36}$/.test(url.pathname));
  await page.getByTestId("score-card").first().waitFor();
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  // Closed again: while the list is open, the rest of the page is hidden from the locators.
  await page.getByRole("listbox").waitFor({ state: "detached" });
}

/**
 * Waits until the progress page shows the job's short id and its vendor, checking on every
 * animation frame: a finished job's page moves on 2 seconds after it shows, which a slower
 * poll of the page could miss.
 */
async function showsJob(page: Page, jobId: string, vendor: string) {
  await page.waitForFunction(
    ([id, host]) =>
      document.querySelector('[data-testid="job-id"]')?.textContent === id &&
      (document.querySelector('[data-testid="pending-job"]')?.textContent ?? "").includes(host!),
    [jobId.slice(0, 8), vendor],
    { polling: "raf", timeout: 15_000 },
  );
}

describe("the signed-in workspace", { tags: ["browser"] }, () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let detailPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await signInAs(page, ANALYST);
    await page.waitForURL((url) => url.pathname === "/dashboard");
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("starts with an empty overview: the four stat cards and 'No assessments yet'", async () => {
    const empty = page.getByTestId("dashboard-empty");
    await empty.waitFor();
    await expect(empty.textContent()).resolves.toContain("No assessments yet");
    await expect(empty.getByRole("link", { name: "Create Assessment" }).getAttribute("href")).resolves.toBe(
      "/dashboard/new-assessment",
    );
    const titles = await page.getByTestId("stat-card").locator("h2").allTextContents();
    expect(titles).toEqual(["Total Assessments", "High Risk Items", "Pending Reviews", "Usage This Month"]);
    await expect(page.getByTestId("stat-card").nth(3).textContent()).resolves.toContain("0/10");
    await shot(page, "overview-empty");
  });

  it("analyzes a recorded vendor on New Assessment and saves it with its metadata", async () => {
    await analyze(page, VENDOR);
    await expect(page.getByTestId("result-vendor").textContent()).resolves.toMatch(/QuillMate/i);
    const form = page.getByTestId("save-form");
    await expect(
      form.getByRole("button", { name: /Save Assessment to Organization/ }).getAttribute("aria-expanded"),
    ).resolves.toBe("true");
    await expect(form.getByLabel("Tool Name").inputValue()).resolves.toMatch(/QuillMate/i);
    await form.getByLabel("Tool Name").fill("Quill Writer");
    await pickOption(page, "Category", "AI & Machine Learning");
    await form.getByLabel("Department").fill("Marketing");
    await form.getByLabel("Purpose / Use Case").fill("Drafting campaign copy");
    await pickOption(page, "Priority", "Urgent");
    await shot(page, "new-assessment");
    await saveWithDefaults(page);
    detailPath = new URL(page.url()).pathname;

    await page.getByRole("heading", { level: 1, name: "Quill Writer" }).waitFor();
    const details = page.getByTestId("metadata-card");
    for (const text of [
      "AI & Machine Learning",
      "Marketing",
      "Drafting campaign copy",
      "Urgent",
      "Pending review",
      "Ana Lyst",
    ]) {
      await expect(details.textContent()).resolves.toContain(text);
    }
  });

  it("shows the detail: score cards coloured by the risk bands, Overall Assessment, tabs and sources", async () => {
    const cards = page.getByTestId("score-card");
    await expect(cards.count()).resolves.toBe(3);
    await expect(cards.locator("h3").allTextContents()).resolves.toEqual([
      "Overall Risk",
      "Pricing Risk",
      "Security Risk",
    ]);
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      const score = Number((await card.locator("p").first().textContent())!.replace("/10", ""));
      // The colour follows the same bands as the label beside it: 3 or less low, up to 6 medium.
      const expected = score <= 3 ? "low" : score <= 6 ? "medium" : "high";
      await expect(card.getAttribute("data-band")).resolves.toBe(expected);
      const label = (await card.locator("p").nth(1).textContent()) ?? "";
      expect(label.toLowerCase()).toContain(expected === "high" ? "risk" : `${expected} risk`);
      if (expected === "high") expect(label).toMatch(/High|Critical/);
      await expect(card.getByRole("progressbar").getAttribute("aria-valuenow")).resolves.toBe(
        String(Math.round(score * 10)),
      );
    }
    // The header's risk level badge is in the overall score's colour.
    await expect(page.getByTestId("risk-level-badge").first().getAttribute("data-band")).resolves.toBe(
      await cards.first().getAttribute("data-band"),
    );
    await expect(page.getByTestId("overall-assessment").textContent()).resolves.toMatch(/.{40,}/);
    await expect(page.getByRole("tab").allTextContents()).resolves.toEqual([
      "Overview",
      "Pricing Analysis",
      "Privacy & Legal",
      "Security",
      "Sources & References",
      "History",
      "Changes",
    ]);
    await shot(page, "detail");

    await page.getByRole("tab", { name: "Privacy & Legal" }).click();
    const findings = page.getByRole("tabpanel").getByTestId("findings");
    await findings.waitFor();
    await expect(findings.getByRole("link").first().getAttribute("href")).resolves.toMatch(
      /^https:\/\/quillmate\.ai\//,
    );

    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByRole("tabpanel").getByRole("heading", { name: "Verified Certifications" }).waitFor();
    await page.getByRole("tabpanel").getByTestId("header-grade").waitFor();
    await shot(page, "detail-security");

    await page.getByRole("tab", { name: "Sources & References" }).click();
    const sources = page.getByTestId("sources");
    await sources.waitFor();
    for (const group of ["Main page", "Pricing pages", "Legal and compliance pages", "Security pages"]) {
      await sources.getByRole("heading", { name: new RegExp(`^${group}`) }).waitFor();
    }
    const main = sources.getByTestId("source-page").first();
    await expect(main.textContent()).resolves.toMatch(/Scraped.*Content length.*characters.*Links extracted/);
    await expect(main.getByRole("link").getAttribute("href")).resolves.toBe("https://quillmate.ai/");
    await shot(page, "detail-sources");
  });

  it("downloads the report as a PDF named after the vendor, with the vendor's name in it", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByTestId("download-pdf").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^QuillMate.*\.pdf$/i);
    const bytes = await downloadBytes(download);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toMatch(/QuillMate/i);
    expect(text).toContain("Quill Writer");
  });

  it("finds the assessment in the list by search and filters, kept in the address", async () => {
    // Vendors the public-site tests do not analyze (they expect fresh reports of theirs).
    for (const vendor of ["chatterbox.video", "datavaultcrm.com"]) {
      await analyze(page, vendor);
      await saveWithDefaults(page);
    }
    await page.goto("/dashboard/assessments");
    await page.getByRole("heading", { level: 1, name: "Risk Assessments" }).waitFor();
    await expect
      .poll(() => page.getByTestId("count-line").textContent(), { timeout: 15_000 })
      .toBe("Showing 3 assessments");
    await shot(page, "list");

    await page.getByRole("searchbox", { name: "Search" }).fill("quill");
    await page.waitForURL((url) => url.searchParams.get("q") === "quill");
    await expect
      .poll(() => page.getByTestId("count-line").textContent(), { timeout: 15_000 })
      .toBe("Showing 1 assessment");
    await expect(page.getByTestId("assessment-card").locator("h3").textContent()).resolves.toBe("Quill Writer");

    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await page.waitForURL((url) => !url.searchParams.has("q"));
    const level = (await page
      .getByTestId("assessment-card")
      .filter({ hasText: "Quill Writer" })
      .getByTestId("risk-level-badge")
      .textContent())!.trim();
    await pickOption(page, "Risk level", level.replace(" risk", ""));
    await page.waitForURL((url) => url.searchParams.get("risk") === level.replace(" risk", "").toLowerCase());
    await expect
      .poll(
        async () =>
          (await page.getByTestId("assessment-card").locator("h3").allTextContents()).includes("Quill Writer"),
        { timeout: 15_000 },
      )
      .toBe(true);

    await pickOption(page, "Status", "Archived");
    await page.waitForURL((url) => url.searchParams.get("status") === "archived");
    await page.getByTestId("list-empty").waitFor();
    await expect(page.getByTestId("list-empty").textContent()).resolves.toContain("Try adjusting your filters");

    // The filters live in the address: back returns to the previous filter.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("status"));
    await expect
      .poll(async () => (await page.getByTestId("assessment-card").count()) > 0, { timeout: 15_000 })
      .toBe(true);
  });

  it("exports the filtered list as CSV", async () => {
    await page.goto("/dashboard/assessments?q=quill");
    await expect
      .poll(() => page.getByTestId("count-line").textContent(), { timeout: 15_000 })
      .toBe("Showing 1 assessment");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    expect(download.suggestedFilename()).toMatch(/^assessments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = new TextDecoder()
      .decode(await downloadBytes(download))
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Decision,Tool Name,Vendor,URL,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Pending,Quill Writer,/);
  });

  it("shows the overview with counts, the chart and the recent assessments", async () => {
    await page.goto("/dashboard");
    await page.getByTestId("risk-chart").waitFor();
    await expect(page.getByTestId("stat-card").first().textContent()).resolves.toContain("3");
    await expect(page.getByTestId("recent-assessments").getByTestId("assessment-card").count()).resolves.toBe(3);
    await expect(page.getByRole("link", { name: /View All/ }).getAttribute("href")).resolves.toBe(
      "/dashboard/assessments",
    );
    await shot(page, "overview");
  });

  it("follows a re-analysis on the progress page, then returns to the list", async () => {
    await page.goto(detailPath);
    await page.getByRole("button", { name: "Re-analyze" }).click();
    // Asked first: it spends one of the organization's monthly assessments.
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText(/uses one of your organization's monthly assessments/).waitFor();
    // Listened for before the click: the recorded site answers in well under a second, so both the
    // answer and the "Follow progress" notice can be gone before a later wait starts.
    const started = page.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith("/reanalyze") && r.request().method() === "POST",
    );
    await confirm.getByRole("button", { name: "Re-analyze" }).click();
    const answer = await started;
    expect(answer.status()).toBe(202);
    const jobId = ((await answer.json()) as { job_id: string }).job_id;
    await page.goto(`/dashboard/assessments/pending/${jobId}`);
    await page.getByTestId("pending-job").waitFor();
    // Checked on every frame: a finished job's page moves on 2 seconds after it shows.
    await showsJob(page, jobId, "quillmate.ai");
    await shot(page, "pending");
    await page.waitForURL((url) => url.pathname === "/dashboard/assessments", { timeout: 30_000 });
  });

  it("shows a missing assessment as 'Assessment not found' with a way back", async () => {
    await page.goto("/dashboard/assessments/00000000-0000-4000-8000-000000000000");
    const box = page.getByTestId("assessment-not-found");
    await box.waitFor();
    await expect(box.getByRole("heading").textContent()).resolves.toBe("Assessment not found");
    await box.getByRole("link", { name: /Back to Assessments/ }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/assessments");
  });

  it("works at 390 px wide: overview, list and detail without sideways scrolling", async () => {
    const { context: phone, page: small } = await newPage(browser, { width: 390, height: 844 });
    await phone.addCookies(await context.cookies());
    for (const path of ["/dashboard", "/dashboard/assessments", detailPath, "/dashboard/new-assessment"]) {
      await small.goto(path);
      await small.locator("main h1").first().waitFor();
      await small.waitForLoadState("networkidle").catch(() => {});
      await expect(small.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
      const name = path === detailPath ? "detail" : path.split("/").pop()!;
      await shot(small, name);
    }
    await phone.close();
  });

  it("lets a visitor without a session follow a public job on the progress page", async () => {
    const res = await fetch(`${baseURL()}/api/analyze`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL() },
      // A vendor no other test analyzes: a visitor's refresh of a younger report gets the report.
      body: JSON.stringify({ url: "tinytask-visitor.dev", forceRefresh: true }),
    });
    const { job_id } = (await res.json()) as { job_id: string };
    const { context: visitor, page: anon } = await newPage(browser);
    await anon.goto(`/dashboard/assessments/pending/${job_id}`);
    await anon.getByTestId("pending-job").waitFor();
    await showsJob(anon, job_id, "tinytask-visitor.dev");
    // Completed: on to the report after 2 seconds.
    await anon.waitForURL((url) => url.pathname === "/reports/tinytask-visitor.dev", { timeout: 30_000 });
    await visitor.close();
  });

  it("saves a shared report from its page with 'Save Your Assessment'", async () => {
    await page.goto(`/reports/${VENDOR}`);
    const cta = page.getByTestId("save-cta");
    await cta.waitFor();
    await cta.getByRole("button", { name: "Save Assessment" }).click();
    // The organization has this vendor already: the same assessment, updated.
    await page.waitForURL((url) => url.pathname === detailPath);
    await page.getByRole("heading", { level: 1, name: "Quill Writer" }).waitFor();
  });

  it("picks up what a visitor analyzed before signing up: the overview offers it, New Assessment analyzes it", async () => {
    const { context: visitor, page: fresh } = await newPage(browser);
    await fresh.goto("/");
    await fresh.getByLabel("Vendor website").fill("formforge.co");
    await fresh.getByRole("button", { name: "Analyze", exact: true }).click();
    const cta = fresh.getByTestId("save-cta");
    await cta.waitFor({ timeout: 60_000 });
    await cta.getByRole("link", { name: /Sign up free/ }).click();
    await fresh.waitForURL((url) => url.pathname === "/auth");
    await signInAs(fresh, { email: `newcomer@pending-${RUN}.test`, name: "Nia Newcomer" });
    await fresh.waitForURL((url) => url.pathname === "/dashboard");
    await fresh.getByText("Your analysis of formforge.co is waiting").waitFor();
    await fresh.getByRole("link", { name: "Continue" }).click();
    await fresh.waitForURL((url) => url.pathname === "/dashboard/new-assessment");
    await expect
      .poll(() => fresh.getByTestId("result-vendor").textContent(), { timeout: 30_000 })
      .toMatch(/FormForge/i);
    await expect(fresh.getByLabel("Vendor website").inputValue()).resolves.toBe("formforge.co");
    await visitor.close();
  });
});

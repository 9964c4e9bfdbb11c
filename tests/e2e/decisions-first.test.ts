/**
 * A team's first hour with decided assessments, in a real browser at 1280 and 390 px: every card
 * starts with its decision (an approved and a rejected tool never look alike), the list filters
 * by decision in the address, and the longest tool name the contract allows (120 characters)
 * keeps every card, title and button on the screen.
 * Screenshots: tests/artifacts/decisions-first-*.png
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_MAX } from "@core/contract/field-limits";
import { analyzeAndSave, apiCall, horizontalOverflow } from "./support/api";
import { launchBrowser, newPage, screenshot } from "./support/browser";
import { signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const ADMIN = { email: `dora@decided-${RUN}.test`, name: "Dora Decider" };
const LONG_TOOL = `QuillMate${" writing assistant for the sales team".repeat(4)}`.slice(0, FIELD_MAX.toolName);
const WIDTHS = [1280, 390] as const;

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
}

/** The decision badge and the text of every card in view, in order. */
async function cardDecisions(page: Page) {
  const cards = page.getByTestId("assessment-card");
  await cards.first().waitFor();
  return cards.evaluateAll((els) =>
    els.map((card) => ({
      firstBadge: card.querySelector("[data-testid]")?.getAttribute("data-testid"),
      decision: card.querySelector('[data-testid="decision-badge"]')?.textContent?.trim(),
      title: card.querySelector("h3")?.textContent?.trim(),
    })),
  );
}

describe("decisions first, and the longest names", { tags: ["browser"] }, () => {
  let browser: Browser;
  let page: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signInAs(page, ADMIN);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    ids.northwind = (await analyzeAndSave(page, "northwindnotes.com", { tool_name: "Northwind Notes" })).id;
    ids.quill = (await analyzeAndSave(page, "quillmate.ai", { tool_name: LONG_TOOL, priority: "urgent" })).id;
    ids.ledgerly = (await analyzeAndSave(page, "ledgerly.io", { tool_name: "Ledgerly" })).id;
    for (const [id, status, comment] of [
      [ids.northwind, "approved", "Fine for notes."],
      [ids.quill, "rejected", "Trains on customer content."],
    ] as const) {
      const res = await apiCall(page, "POST", `/api/assessments/${id}/decisions`, { status, comments: comment });
      expect(res.status).toBe(201);
    }
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each(WIDTHS)("every card starts with its decision, on the list and the dashboard (%i px)", async (width) => {
    await atWidth(page, width);
    await page.goto("/dashboard/assessments");
    const expected = [
      { firstBadge: "decision-badge", decision: "Pending", title: "Ledgerly" },
      { firstBadge: "decision-badge", decision: "Rejected", title: LONG_TOOL },
      { firstBadge: "decision-badge", decision: "Approved", title: "Northwind Notes" },
    ];
    expect(await cardDecisions(page)).toEqual(expected);
    await screenshot(page, `decisions-first-list-${width}`);
    await page.goto("/dashboard");
    await page.getByTestId("recent-assessments").waitFor();
    expect(await cardDecisions(page)).toEqual(expected);
    await atWidth(page, 1280);
  });

  it("filters the list by decision, kept in the address, with every decision kind offered", async () => {
    await page.goto("/dashboard/assessments");
    await page.getByRole("combobox", { name: "Decision" }).click();
    const options = await page.getByRole("option").allTextContents();
    expect(options).toEqual([
      "All decisions",
      "Pending",
      "Approved",
      "Rejected",
      "Changes requested",
      "Approved with conditions",
      "Trial",
      "Trial ended",
      "Retired",
    ]);
    await page.getByRole("option", { name: "Rejected", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("decision") === "rejected");
    await expect
      .poll(() => page.getByTestId("count-line").textContent(), { timeout: 15_000 })
      .toBe("Showing 1 assessment");
    expect((await cardDecisions(page)).map((c) => c.decision)).toEqual(["Rejected"]);
    await page.goto("/dashboard/assessments?decision=approved");
    await expect
      .poll(async () => (await cardDecisions(page)).map((c) => c.title), { timeout: 15_000 })
      .toEqual(["Northwind Notes"]);
  });

  it.each(WIDTHS)("the longest tool name keeps cards, titles and buttons on the screen (%i px)", async (width) => {
    await atWidth(page, width);
    for (const path of ["/dashboard/assessments", "/dashboard", `/dashboard/assessments/${ids.quill}`]) {
      await page.goto(path);
      await page.getByText(LONG_TOOL.slice(0, 30)).first().waitFor();
      expect(await horizontalOverflow(page), path).toBe(0);
    }
    const title = page.getByRole("heading", { level: 1 });
    expect((await title.boundingBox())!.width).toBeLessThanOrEqual(width);
    await screenshot(page, `decisions-first-detail-long-name-${width}`);

    // Pending Approvals: a long-named tool waiting for review keeps its Reject button in reach.
    await apiCall(page, "PATCH", `/api/assessments/${ids.ledgerly}`, {
      tool_name: LONG_TOOL.replace("QuillMate", "Ledgerly"),
    });
    await page.goto("/dashboard/approvals");
    const card = page.getByTestId("approval-card").first();
    await card.waitFor();
    expect(await card.locator('[data-testid="decision-badge"]').first().textContent()).toBe("Pending");
    expect(await horizontalOverflow(page)).toBe(0);
    for (const name of ["View Details", "Approve", "Reject"]) {
      const box = await card
        .getByRole(name === "View Details" ? "link" : "button", { name: new RegExp(name) })
        .boundingBox();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
    }
    await screenshot(page, `decisions-first-approvals-${width}`);
    await apiCall(page, "PATCH", `/api/assessments/${ids.ledgerly}`, { tool_name: "Ledgerly" });
    await atWidth(page, 1280);
  });
});

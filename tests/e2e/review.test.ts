/**
 * The review workflow in a real browser with two users of one organization: the member
 * saves an assessment; the reviewer (the organization's admin) finds it in Pending Approvals,
 * cannot request changes without a comment, requests them with one; the member sees the bell's
 * badge, follows the notification and resubmits; the reviewer approves; the history shows both
 * decisions; a comment's @mention reaches the reviewer; Mark all read clears the badge; the
 * notification switches are saved. Screenshots at 1280 and 390 wide: tests/artifacts/review-*.png
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, nextFrames, screenshot, SCREENSHOTS } from "./support/browser";
import { expectNoSeriousViolations, signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const REVIEWER = { email: `alice@review-${RUN}.test`, name: "Alice Reviewer" };
const MEMBER = { email: `max@review-${RUN}.test`, name: "Max Member" };
// A recorded vendor no other browser test analyzes: its analysis here is fresh (not from the
// cache), so the member also gets "Assessment completed".
const VENDOR = "pixelpost.app";
const TOOL = "PixelPost Studio";

/** A screenshot without the toasts over it (they come back afterwards). */
async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  const style = await page.addStyleTag({ content: '[data-testid="toast"]{display:none !important}' });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await nextFrames(page);
  await screenshot(page, `review-${name}-${width}`);
  await style.evaluate((el) => (el as Element).remove());
}

/** The same page at phone width, for a screenshot, then back. */
async function phoneShot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await nextFrames(page);
  await shot(page, name);
  await page.setViewportSize(size);
  await nextFrames(page);
}

const badge = (page: Page) => page.getByTestId("notifications-badge");

async function badgeText(page: Page) {
  return (await badge(page).count()) ? ((await badge(page).textContent()) ?? "").trim() : "";
}

/** The unread count the server has for the page's user. */
async function unreadOf(page: Page): Promise<number> {
  return page.evaluate(
    async () => ((await (await fetch("/api/notifications")).json()) as { unread_count: number }).unread_count,
  );
}

async function openBell(page: Page) {
  await page.getByTestId("notifications-bell").click();
  const menu = page.getByRole("menu", { name: "Notifications" });
  await menu.waitFor();
  return menu;
}

async function toastTitled(page: Page, title: string) {
  await page.getByTestId("toast").filter({ hasText: title }).first().waitFor({ timeout: 15_000 });
}

describe("review workflow", { tags: ["browser"] }, () => {
  let browser: Browser;
  let reviewer: Page;
  let member: Page;
  let detailPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: reviewer } = await newPage(browser));
    ({ page: member } = await newPage(browser));
    // The first person of the domain creates the organization and is its admin (a decider).
    await signInAs(reviewer, REVIEWER);
    await reviewer.waitForURL((url) => url.pathname === "/dashboard");
    await signInAs(member, MEMBER);
    await member.waitForURL((url) => url.pathname === "/pending-approval");
    await reviewer.goto("/admin/approvals");
    const row = reviewer.getByTestId("membership-request").filter({ hasText: MEMBER.email });
    await row.getByRole("button", { name: `Approve ${MEMBER.email}` }).click();
    await row.getByText("Approved").waitFor();
    await member.getByRole("button", { name: "Check Status" }).click();
    await member.waitForURL((url) => url.pathname === "/dashboard");
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("the bell starts with nothing unread: the request to join it answered is read", async () => {
    await reviewer.goto("/dashboard");
    await expect(badge(reviewer).count()).resolves.toBe(0);
    const menu = await openBell(reviewer);
    await menu.getByText(`${MEMBER.email}) asks to join`, { exact: false }).waitFor();
    await expect(menu.getByRole("menuitem", { name: "Mark all read" }).count()).resolves.toBe(0);
    await reviewer.keyboard.press("Escape");
    await expect
      .poll(() => reviewer.evaluate(() => document.activeElement?.getAttribute("data-testid")), { timeout: 5_000 })
      .toBe("notifications-bell");
  });

  it("the member saves an assessment; it waits in the reviewer's Pending Approvals", async () => {
    await member.goto("/dashboard/new-assessment");
    await member.getByLabel("Vendor website").fill(VENDOR);
    await member.getByRole("button", { name: "Analyze", exact: true }).click();
    await member.getByTestId("result-summary").waitFor({ timeout: 60_000 });
    const form = member.getByTestId("save-form");
    await form.getByLabel("Tool Name").fill(TOOL);
    await form.getByLabel("Department").fill("Operations");
    await form.getByLabel("Purpose / Use Case").fill("Shared meeting notes");
    await member.getByRole("button", { name: "Save Assessment", exact: true }).click();
    await member.waitForURL((url) => /^\/dashboard\/assessments\/[0-9a-f-]{36}$/.test(url.pathname));
    detailPath = new URL(member.url()).pathname;
    await member.getByTestId("approval-panel").getByText("Waiting for a reviewer's decision.").waitFor();
    await member.getByText("No comments yet. Be the first to comment!").waitFor();

    // The reviewer is asked (the bell, refetched on the next page load) and finds it in the queue.
    await reviewer.goto("/dashboard/approvals");
    await expect.poll(() => badgeText(reviewer), { timeout: 15_000 }).toBe("1");
    const card = reviewer.getByTestId("approval-card").filter({ hasText: TOOL });
    await card.waitFor();
    for (const text of ["Max Member", "Operations", "Shared meeting notes", "/10", "risk"])
      await expect(card.textContent()).resolves.toContain(text);
    await reviewer.getByRole("heading", { level: 1, name: "Pending Approvals" }).waitFor();
    await shot(reviewer, "approvals");
    await phoneShot(reviewer, "approvals");
    await expectNoSeriousViolations(reviewer, "/dashboard/approvals");

    // The member, who may not decide, is told so on the same page.
    await member.goto("/dashboard/approvals");
    await member.getByText("You need admin privileges to access approvals").waitFor();
  });

  it("the reviewer cannot request changes without a comment, and can with one", async () => {
    await reviewer
      .getByTestId("approval-card")
      .filter({ hasText: TOOL })
      .getByRole("link", { name: "View Details" })
      .click();
    await reviewer.waitForURL((url) => url.pathname === detailPath);
    const panel = reviewer.getByTestId("approval-panel");
    const submit = panel.getByRole("button", { name: "Submit decision" });
    await expect(panel.getByRole("radio", { name: "Approve", exact: true }).getAttribute("aria-checked")).resolves.toBe(
      "true",
    );
    await expect(panel.getByPlaceholder("Optional comments...").count()).resolves.toBe(1);
    await expect(submit.isEnabled()).resolves.toBe(true);

    await panel.getByRole("radio", { name: "Request changes" }).click();
    const comment = panel.getByPlaceholder("Required: Explain your decision...");
    await comment.waitFor();
    await expect(submit.isDisabled()).resolves.toBe(true);
    await comment.fill("   ");
    await expect(submit.isDisabled()).resolves.toBe(true);
    await shot(reviewer, "decision-blocked");

    await comment.fill("Please add which team uses it and why.");
    await expect(submit.isEnabled()).resolves.toBe(true);
    await submit.click();
    await toastTitled(reviewer, "Success");
    await expect
      .poll(() => panel.getByTestId("approval-status").getAttribute("data-status"), { timeout: 15_000 })
      .toBe("changes_requested");
    await panel.getByTestId("decision").filter({ hasText: "Please add which team uses it and why." }).waitFor();
    await expect(panel.getByRole("button", { name: "Submit decision" }).count()).resolves.toBe(0);
  });

  it("the member sees the bell's badge, follows the notification and resubmits", async () => {
    await member.goto("/dashboard/assessments");
    // "Assessment completed" for their analysis, and the decision.
    await expect.poll(() => unreadOf(member), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => badgeText(member), { timeout: 15_000 }).toBe("2");
    const menu = await openBell(member);
    const decided = menu.getByTestId("notification-item").filter({ hasText: "Assessment changes requested" });
    await expect(decided.getAttribute("data-read")).resolves.toBe("false");
    await expect(decided.textContent()).resolves.toContain(
      `Your risk assessment for ${TOOL} has been returned with changes requested`,
    );
    await menu.getByTestId("notification-item").filter({ hasText: "Assessment completed" }).waitFor();
    await shot(member, "bell");
    await expectNoSeriousViolations(member, "the open bell");
    await phoneShot(member, "bell");
    await decided.click();
    await member.waitForURL((url) => url.pathname === detailPath);
    await expect.poll(() => badgeText(member), { timeout: 15_000 }).toBe("1");

    const panel = member.getByTestId("approval-panel");
    await panel.getByText("Changes requested").first().waitFor();
    await shot(member, "changes-requested");
    await panel.getByRole("button", { name: "Resubmit for review" }).click();
    await toastTitled(member, "Resubmitted for review");
    await expect
      .poll(() => panel.getByTestId("approval-status").getAttribute("data-status"), { timeout: 15_000 })
      .toBe("pending");
  });

  it("the reviewer approves from Pending Approvals; the history shows both decisions", async () => {
    await reviewer.goto("/dashboard/approvals");
    const card = reviewer.getByTestId("approval-card").filter({ hasText: TOOL });
    await card.getByRole("button", { name: `Approve ${TOOL}` }).click();
    const dialog = reviewer.getByRole("dialog", { name: "Approve assessment" });
    await dialog.getByPlaceholder("Optional comments...").fill("Fine for the operations team.");
    await shot(reviewer, "approve-dialog");
    await dialog.getByRole("button", { name: "Approve", exact: true }).click();
    await toastTitled(reviewer, "Success");
    await reviewer.getByText("No pending approvals").waitFor();
    await reviewer.getByText("All assessments have been reviewed").waitFor();

    await reviewer.goto(detailPath);
    const panel = reviewer.getByTestId("approval-panel");
    await expect
      .poll(() => panel.getByTestId("approval-status").getAttribute("data-status"), { timeout: 15_000 })
      .toBe("approved");
    const history = panel.getByTestId("decision");
    await expect.poll(() => history.count(), { timeout: 15_000 }).toBe(2);
    await expect(history.nth(0).textContent()).resolves.toMatch(
      /Approved.*Alice Reviewer.*Fine for the operations team\./,
    );
    await expect(history.nth(1).textContent()).resolves.toMatch(
      /Changes requested.*Alice Reviewer.*Please add which team uses it and why\./,
    );
  });

  it("a comment's @mention reaches the mentioned reviewer", async () => {
    await member.goto(detailPath);
    const box = member.getByRole("combobox", { name: "Add a comment" });
    await box.click();
    await box.pressSequentially("Thanks! @Ali");
    const option = member.getByRole("option", { name: /Alice Reviewer/ });
    await option.waitFor();
    await shot(member, "mention-autocomplete");
    await member.keyboard.press("Enter");
    await expect(box.inputValue()).resolves.toBe("Thanks! @Alice Reviewer ");
    await box.pressSequentially("can we renew it next year?");
    await member.getByRole("button", { name: "Post comment" }).click();
    await toastTitled(member, "Comment added successfully");
    const comment = member.getByTestId("comment").first();
    await expect(comment.textContent()).resolves.toContain("Thanks! @Alice Reviewer can we renew it next year?");
    await comment.getByRole("button", { name: /Delete/ }).waitFor();
    await shot(member, "detail");
    await phoneShot(member, "detail");
    await expectNoSeriousViolations(member, "the detail page's review panels");

    await reviewer.goto(detailPath);
    const menu = await openBell(reviewer);
    const mention = menu.getByTestId("notification-item").filter({ hasText: "You were mentioned" });
    await expect(mention.textContent()).resolves.toContain(
      `Max Member mentioned you on ${TOOL}: "Thanks! @Alice Reviewer can we renew it next year?"`,
    );
    await expect(mention.getAttribute("data-read")).resolves.toBe("false");
    // The reviewer sees the comment but may not delete it.
    await reviewer.keyboard.press("Escape");
    await reviewer.getByTestId("comment").first().waitFor();
    await expect(
      reviewer
        .getByTestId("comment")
        .first()
        .getByRole("button", { name: /Delete/ })
        .count(),
    ).resolves.toBe(0);
  });

  it("Mark all read clears the badge", async () => {
    await expect.poll(() => badgeText(reviewer), { timeout: 15_000 }).not.toBe("");
    const menu = await openBell(reviewer);
    await menu.getByRole("menuitem", { name: "Mark all read" }).click();
    await expect.poll(() => badgeText(reviewer), { timeout: 15_000 }).toBe("");
    await expect
      .poll(
        async () =>
          (
            await menu
              .getByTestId("notification-item")
              .evaluateAll((els) => els.map((e) => e.getAttribute("data-read")))
          ).every((r) => r === "true"),
        { timeout: 15_000 },
      )
      .toBe(true);
    await shot(reviewer, "bell-all-read");
    // Read on the server too.
    await reviewer.reload();
    await reviewer.getByTestId("notifications-bell").waitFor();
    await expect.poll(() => badgeText(reviewer), { timeout: 15_000 }).toBe("");
  });

  it("saves the notification switches (Settings → Notifications)", async () => {
    await member.goto("/dashboard/settings?tab=notifications");
    const digest = member.getByRole("switch", { name: "Weekly Digest" });
    await expect(digest.getAttribute("aria-checked")).resolves.toBe("false");
    for (const name of ["Assessment Completed", "Approval Requests", "Comments & Mentions"]) {
      await expect(member.getByRole("switch", { name }).getAttribute("aria-checked")).resolves.toBe("true");
    }
    const saved = () =>
      member.waitForResponse(
        (r) => r.url().endsWith("/api/me/notification-preferences") && r.request().method() === "PUT",
      );
    await Promise.all([saved(), digest.click()]);
    await member.getByText("Saved").waitFor();
    await Promise.all([saved(), member.getByRole("switch", { name: "Comments & Mentions" }).click()]);
    await member.reload();
    await expect
      .poll(() => member.getByRole("switch", { name: "Weekly Digest" }).getAttribute("aria-checked"), {
        timeout: 15_000,
      })
      .toBe("true");
    await expect(
      member.getByRole("switch", { name: "Comments & Mentions" }).getAttribute("aria-checked"),
    ).resolves.toBe("false");
    await shot(member, "settings");
    await phoneShot(member, "settings");
    await expectNoSeriousViolations(member, "Settings → Notifications");
  });
});

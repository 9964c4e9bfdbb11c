/**
 * Team, settings and the organization admin panel in a real browser: an admin and two members.
 * The admin gives one the reviewer role (the audit log shows ROLE_ASSIGNED), tries to remove the
 * last role (refused), suspends the other (whose next request is signed out), unsuspends, edits
 * the organization settings and searches the audit log; a member opening /admin lands on `/`.
 * Screenshots at 1280 and 390 px: tests/artifacts/team-admin-*.png
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, nextFrames, screenshot, SCREENSHOTS } from "./support/browser";
import { expectNoSeriousViolations, signInAs } from "./support/session";

const RUN = Date.now().toString(36);
const DOMAIN = `harbor-${RUN}.test`;
const ADMIN = { email: `ada@${DOMAIN}`, name: "Ada Admin" };
const REVIEWER = { email: `rae@${DOMAIN}`, name: "Rae Reviewer" };
const SUSPENDED = { email: `sam@${DOMAIN}`, name: "Sam Stone" };

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.waitForLoadState("networkidle").catch(() => {});
  await screenshot(page, `team-admin-${name}`);
}

/** The same page at phone width, then back. */
async function phoneShot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await nextFrames(page);
  await shot(page, `${name}-390`);
  await page.setViewportSize(size);
}

/**
 * The toast that answers a change. The change is a server round trip, which CI (three suites at
 * once) can slow past 10 s: it gets more time than a sign-in does.
 */
async function toastWith(page: Page, text: string | RegExp) {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor({ timeout: 20_000 });
}

describe("team and organization admin", { tags: ["browser"] }, () => {
  let browser: Browser;
  let admin: Page;
  let reviewer: Page;
  let suspended: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: admin } = await newPage(browser));
    ({ page: reviewer } = await newPage(browser));
    ({ page: suspended } = await newPage(browser));
    await signInAs(admin, ADMIN);
    await admin.waitForURL((url) => url.pathname === "/dashboard");
    // Both members ask to join; the admin approves them on /admin/approvals.
    for (const [page, user] of [
      [reviewer, REVIEWER],
      [suspended, SUSPENDED],
    ] as const) {
      await signInAs(page, user);
      await page.waitForURL((url) => url.pathname === "/pending-approval");
    }
    await admin.goto("/admin/approvals");
    for (const user of [REVIEWER, SUSPENDED]) {
      await admin.getByRole("button", { name: `Approve ${user.email}` }).click();
      await admin.getByRole("button", { name: `Approve ${user.email}` }).waitFor({ state: "detached" });
    }
    for (const page of [reviewer, suspended]) {
      await page.getByRole("button", { name: "Check Status" }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/dashboard"));
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a member opening /admin lands on /", async () => {
    await reviewer.goto("/admin");
    await reviewer.waitForURL((url) => url.pathname === "/");
    await reviewer.goto("/admin/members");
    await reviewer.waitForURL((url) => url.pathname === "/");
  });

  it("the team page shows everyone as cards, with initials, roles, status, last login and the count", async () => {
    await reviewer.goto("/dashboard/team");
    const cards = reviewer.getByTestId("team-member");
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(3);
    await expect(reviewer.getByTestId("team-count").textContent()).resolves.toBe("3 team members");
    const ada = cards.filter({ hasText: ADMIN.email });
    expect(await ada.textContent()).toMatch(/AA.*Ada Admin.*Administrator.*Active.*Last login: \w{3} \d{1,2}, \d{4}/);
    expect(await cards.filter({ hasText: SUSPENDED.email }).textContent()).toContain("Member");
    await shot(reviewer, "team-1280");
    await expectNoSeriousViolations(reviewer, "/dashboard/team");
    await phoneShot(reviewer, "team");
  });

  it("Settings → Profile: read-only e-mail, the name saved, Save disabled when blank; no Organization tab for members", async () => {
    await reviewer.goto("/dashboard/settings");
    await reviewer.getByText("Email cannot be changed").waitFor();
    expect(await reviewer.getByRole("tab").allTextContents()).toEqual(["Profile", "Notifications"]);
    const email = reviewer.getByLabel("Email");
    await expect(email.inputValue()).resolves.toBe(REVIEWER.email);
    await expect(email.getAttribute("readonly")).resolves.not.toBeNull();
    const name = reviewer.getByLabel("Full Name");
    const save = reviewer.getByRole("button", { name: "Save Changes" });
    await name.fill("   ");
    await expect(save.isDisabled()).resolves.toBe(true);
    await name.fill("Rae R. Reviewer");
    await save.click();
    await toastWith(reviewer, "Profile updated");
    // The user menu in the top bar shows the new name at once.
    await reviewer
      .locator("header")
      .getByRole("button", { name: /User menu/ })
      .getByText("Rae R. Reviewer")
      .waitFor({ timeout: 5_000 });
    await reviewer.getByText(/sign in with your Google account/).waitFor();
    await reviewer.getByRole("button", { name: "Sign Out" }).waitFor();
    await shot(reviewer, "settings-profile-1280");
    await expectNoSeriousViolations(reviewer, "/dashboard/settings");
    await phoneShot(reviewer, "settings-profile");
  });

  it("Settings → Organization for the admin: name, domain, tier free, limit 10, used this month", async () => {
    await admin.goto("/dashboard/settings?tab=organization");
    const panel = admin.getByRole("tabpanel");
    await panel.getByText(DOMAIN).waitFor();
    const text = await panel.textContent();
    expect(text).toContain(DOMAIN);
    expect(text).toMatch(/Subscription tier\s*Free/);
    expect(text).toMatch(/Monthly assessment limit\s*10/);
    expect(text).toMatch(/Used this month\s*0/);
    await shot(admin, "settings-organization-1280");
  });

  it("the admin dashboard: organization, the four figures, quick links", async () => {
    await admin.goto("/admin");
    await admin.getByRole("heading", { name: "Dashboard" }).waitFor();
    await admin.getByText("Organization Admin").first().waitFor();
    const stats = admin.getByTestId("admin-stat");
    await expect.poll(() => stats.count()).toBe(4);
    expect(await stats.nth(0).textContent()).toMatch(/Total Members\s*3\s*3 active/);
    expect(await stats.nth(1).textContent()).toMatch(/Pending Approvals\s*0/);
    expect(await stats.nth(2).textContent()).toMatch(/Recent Activity\s*\d+/);
    expect(await stats.nth(3).textContent()).toMatch(/Assessments Used\s*0\s*of 10 this month \(0%\)/);
    for (const link of ["Manage members", "Review approvals", "Organization settings"])
      await admin.getByRole("link", { name: link }).waitFor();
    await shot(admin, "dashboard-1280");
    await expectNoSeriousViolations(admin, "/admin");
    await phoneShot(admin, "dashboard");
  });

  it("gives a member the reviewer role from the members table", async () => {
    await admin.goto("/admin/members");
    await admin.getByTestId("member-row").first().waitFor();
    await admin.getByRole("searchbox", { name: "Search members" }).fill("rae");
    await admin.waitForURL((url) => url.searchParams.get("q") === "rae");
    await expect.poll(() => admin.getByTestId("member-row").count()).toBe(1);
    await shot(admin, "members-search-1280");
    await phoneShot(admin, "members-search");
    await admin.getByRole("button", { name: /Manage roles of Rae/ }).click();
    const dialog = admin.getByRole("dialog", { name: "Manage Roles" });
    await dialog.getByText("Review and approve assessments").waitFor();
    const save = dialog.getByRole("button", { name: "Save" });
    await expect(save.isDisabled()).resolves.toBe(true);
    await dialog.getByRole("checkbox", { name: /Reviewer/ }).click();
    await shot(admin, "manage-roles-1280");
    await save.click();
    await toastWith(admin, "Roles updated");
    await expect.poll(async () => admin.getByTestId("member-row").first().textContent()).toMatch(/Reviewer.*Member/);
    await expectNoSeriousViolations(admin, "/admin/members");
  });

  it("the last role cannot be removed; the last admin cannot give up the admin role", async () => {
    await admin.goto("/admin/members?q=sam");
    await admin.getByRole("button", { name: /Manage roles of Sam/ }).click();
    let dialog = admin.getByRole("dialog", { name: "Manage Roles" });
    const member = dialog.getByRole("checkbox", { name: /^Member/ });
    await expect(member.getAttribute("aria-checked")).resolves.toBe("true");
    await member.click();
    await expect(member.getAttribute("aria-checked")).resolves.toBe("true");
    await dialog.getByRole("alert").filter({ hasText: "At least one role must be assigned to the user." }).waitFor();
    await expect(dialog.getByRole("button", { name: "Save" }).isDisabled()).resolves.toBe(true);
    await shot(admin, "last-role-refused-1280");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // The admin tries to hand over their own admin role: the server keeps the last admin.
    await admin.goto("/admin/members?q=ada");
    await admin.getByRole("button", { name: /Manage roles of Ada/ }).click();
    dialog = admin.getByRole("dialog", { name: "Manage Roles" });
    await dialog.getByRole("checkbox", { name: /Reviewer/ }).click();
    await dialog.getByRole("checkbox", { name: /Administrator/ }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await toastWith(admin, "Failed to remove role.");
    await admin
      .getByText(/at least one active administrator/)
      .first()
      .waitFor();
    // The reason also stays in the dialog, beside the choice it refuses.
    await dialog
      .getByRole("alert")
      .filter({ hasText: /at least one active administrator/ })
      .waitFor();
    await shot(admin, "last-admin-refused-1280");
    await admin.keyboard.press("Escape");
  });

  it("suspends a member: their next request is signed out, and they cannot sign in", async () => {
    await admin.goto("/admin/members?q=sam");
    await admin.getByRole("link", { name: /View Sam/ }).click();
    await admin.waitForURL((url) => /^\/admin\/members\/[^/]+$/.test(url.pathname));
    await admin.getByRole("heading", { name: SUSPENDED.name }).waitFor();
    await admin.getByTestId("member-role").first().waitFor();
    await shot(admin, "member-1280");
    await phoneShot(admin, "member");
    await admin.getByRole("button", { name: "Suspend Member" }).click();
    const confirm = admin.getByRole("alertdialog");
    await confirm.getByText("signed out everywhere").waitFor();
    await shot(admin, "suspend-confirm-1280");
    await confirm.getByRole("button", { name: "Suspend Member" }).click();
    await toastWith(admin, "Member suspended");
    await admin.getByText("This member is suspended").waitFor();
    expect(await admin.locator("main").textContent()).toContain("Reason: Suspended by admin");
    await shot(admin, "member-suspended-1280");

    // The suspended member's open tab: the next request ends at /auth, which says why. That request
    // is a click, or one the tab makes on its own (notifications are polled every 30 s): on a slow
    // machine the poll may come first and the link is gone, so the click is not waited for.
    await suspended
      .getByRole("link", { name: "Team" })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => {});
    await suspended.waitForURL((url) => url.pathname === "/auth", { timeout: 15_000 });
    const why = suspended.getByRole("alert").filter({ hasText: "Account suspended" });
    await why.getByText("Your account is suspended. Please contact your organization's administrator.").waitFor();
    await shot(suspended, "signed-out-1280");
    await suspended.getByRole("button", { name: "Sign in with Google" }).click();
    await suspended.locator("input[name=email]").fill(SUSPENDED.email);
    await suspended.locator("input[name=name]").fill(SUSPENDED.name);
    await suspended.getByRole("button", { name: "Sign in", exact: true }).click();
    await suspended.getByText(/Your account is suspended/).waitFor({ timeout: 15_000 });
  });

  it("an unknown member id shows 'Member not found'", async () => {
    const page = await admin.context().newPage();
    await page.goto("/admin/members/no-such-member");
    await page.getByRole("heading", { name: "Member not found" }).waitFor();
    await page.getByRole("link", { name: "Back to Members" }).waitFor();
    await page.close();
  });

  it("unsuspends the member, who can sign in again", async () => {
    await admin.getByRole("button", { name: "Unsuspend Member" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Unsuspend Member" }).click();
    await toastWith(admin, "Member unsuspended");
    await admin.getByRole("button", { name: "Suspend Member" }).waitFor();
    await signInAs(suspended, SUSPENDED);
    await suspended.waitForURL((url) => url.pathname === "/dashboard");
  });

  it("edits the organization settings: a bad billing e-mail is refused, then the change is saved", async () => {
    await admin.goto("/admin/settings");
    const name = admin.getByLabel("Organization Name");
    await name.waitFor();
    await name.fill("");
    await admin.getByRole("button", { name: "Save Changes" }).click();
    await admin.getByText("Organization name is required.").waitFor();
    await name.fill("Harbor Logistics");
    await admin.getByLabel("Billing Email").fill("billing at harbor");
    await admin.getByRole("button", { name: "Save Changes" }).click();
    await admin.getByText("Enter a valid billing e-mail address.").waitFor();
    await shot(admin, "settings-invalid-1280");
    await admin.getByLabel("Billing Email").fill(`billing@${DOMAIN}`);
    await admin.getByRole("button", { name: "Save Changes" }).click();
    await toastWith(admin, "Settings saved");
    // The header names the organization by its new name.
    await admin.locator("header").getByText("Harbor Logistics").waitFor();
    await shot(admin, "settings-1280");
    await expectNoSeriousViolations(admin, "/admin/settings");
    await phoneShot(admin, "settings");
  });

  it("searches the audit log: ROLE_ASSIGNED, the suspension and the settings change are there", async () => {
    await admin.goto("/admin/audit-logs");
    const rows = admin.getByTestId("audit-entry");
    await rows.first().waitFor();
    const actions = async () => await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-action")));
    expect(await actions()).toEqual(
      expect.arrayContaining([
        "ROLE_ASSIGNED",
        "USER_SUSPENDED",
        "USER_UNSUSPENDED",
        "ORGANIZATION_UPDATED",
        "MEMBERSHIP_APPROVED",
      ]),
    );
    await shot(admin, "audit-logs-1280");
    await admin.getByRole("searchbox", { name: "Search the audit log" }).fill("role_assigned");
    await admin.waitForURL((url) => url.searchParams.get("q") === "role_assigned");
    await expect.poll(async () => new Set(await actions())).toEqual(new Set(["ROLE_ASSIGNED"]));
    // The entry names whom it is about and the change: the role, from none to reviewer.
    const assigned = await rows.filter({ hasText: "Role: none → reviewer" }).first().textContent();
    expect(assigned).toContain("Rae R. Reviewer");
    expect(assigned).toContain("Ada Admin");
    await shot(admin, "audit-logs-search-1280");
    await expectNoSeriousViolations(admin, "/admin/audit-logs");
    await phoneShot(admin, "audit-logs-search");
  });

  it("roles & permissions and analytics", async () => {
    await admin.goto("/admin/roles");
    const reviewerCard = admin.locator('[data-testid="role-card"][data-role="reviewer"]');
    await reviewerCard.waitFor();
    expect(await reviewerCard.textContent()).toMatch(/Reviewer.*1 member.*Approve, reject or request changes/);
    await expect.poll(() => admin.getByTestId("role-assignment").count()).toBe(4);
    await shot(admin, "roles-1280");
    await expectNoSeriousViolations(admin, "/admin/roles");
    await phoneShot(admin, "roles");

    // An analysis run by a member of the organization shows on today's bar.
    const status = await admin.evaluate(async () => {
      const res = await fetch("/api/analyze", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url: "formforge.co", forceRefresh: true }),
      });
      return res.status;
    });
    expect(status).toBe(202);
    await admin.goto("/admin/analytics");
    await admin.getByTestId("chart-analyses").locator(".recharts-bar-rectangle path").first().waitFor();
    expect(await admin.locator("main").textContent()).toMatch(/Analyses per day\s*1 in 30 days/);
    await admin.getByTestId("chart-decisions").locator(".recharts-surface").waitFor();
    await admin.getByText("No usage recorded yet").waitFor();
    await shot(admin, "analytics-1280");
    await expectNoSeriousViolations(admin, "/admin/analytics");
    await phoneShot(admin, "analytics");
  });
});

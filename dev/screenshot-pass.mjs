#!/usr/bin/env node
/**
 * A screenshot of every screen of the product, as its users meet it, at 1280 and 390 px wide:
 * the public pages for a visitor; then a founder whose organization is created at sign-in, two
 * colleagues who ask to join (one gets the reviewer role), a member, and a platform super admin
 * with an organization of their own, each on the screens their roles open. The stack is the one
 * `npm start` runs, on free ports, with fresh local state and the repository's recorded vendors.
 *
 *   node dev/current-node.mjs node dev/screenshot-pass.mjs [--label NAME] [--no-build] [--only TEXT]
 *
 * The pictures go to tests/artifacts/screens/<label>/ (git ignores tests/artifacts), named
 * <nn>-<screen>-<width>.png; `--only` keeps the screens whose name contains TEXT.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./browser.mjs";
import { analyzeAndSave, apiCall as api } from "./page-api.mjs";
import { startReplayServer } from "./replay-server.mjs";
import { freePort, offlineHarFiles, ROOT, startStack } from "./stack.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const LABEL = option("--label", "latest");
const ONLY = option("--only", "");
const OUT = join(ROOT, "tests/artifacts/screens", LABEL);
const WIDTHS = [1280, 390];

const RUN = Date.now().toString(36);
const DOMAIN = `acme-${RUN}.test`;
const SUPER_ADMIN = { email: `root@platform-${RUN}.test`, name: "Pia Platform" };
const FOUNDER = { email: `frida@${DOMAIN}`, name: "Frida Founder" };
const REVIEWER = { email: `rae@${DOMAIN}`, name: "Rae Reviewer" };
const MEMBER = { email: `max@${DOMAIN}`, name: "Max Member" };
/** Someone who types a very long name full of signs at the provider. */
const LONG_NAME = { email: `lou@${DOMAIN}`, name: `B<ob> ${"Longname ".repeat(40)}`.trim() };
const REJECTED = { email: `ria@${DOMAIN}`, name: "Ria Rejected" };
const OTHER_ORG_JOINER = { email: `olga@other-${RUN}.test`, name: "Olga Other" };
const OTHER_ORG_FOUNDER = { email: `otto@other-${RUN}.test`, name: "Otto Other" };

let counter = 0;
const taken = [];

async function main() {
  mkdirSync(OUT, { recursive: true });
  const replay = await startReplayServer({ harFiles: offlineHarFiles() });
  const persistTo = mkdtempSync(join(tmpdir(), "rrr-screens-"));
  const stack = await startStack({
    port: await freePort(),
    persistTo,
    build: !argv.includes("--no-build"),
    quiet: true,
    oidcPort: 0,
    vars: {
      CRAWL_REPLAY_ORIGIN: replay.origin,
      // As the offline demo runs (npm run start:offline).
      OFFLINE_VENDORS: replay.vendorList.map((v) => v.host).join(" "),
      ANALYZE_RATE_LIMIT: "0",
      GOOGLE_CLIENT_ID: "",
      OIDC_ISSUER: "",
      SUPER_ADMIN_EMAILS: SUPER_ADMIN.email,
    },
    log: () => {},
  });
  const browser = await chromium.launch({ executablePath: (await findChromium()).path, args: CHROMIUM_ARGS });
  try {
    await tour(browser, stack.origin);
  } finally {
    await browser.close();
    await stack.stop();
    await replay.close();
    rmSync(persistTo, { recursive: true, force: true });
  }
  console.log(`${taken.length} screenshots in ${OUT}`);
}

async function newPage(browser, origin) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/**
 * The page at both widths; `prepare` runs after each resize (open a menu, a tab...). `fullPage`
 * false: only what the window shows (a dialog, an alert scrolled into view).
 */
async function shoot(page, name, prepare, fullPage = true) {
  const n = String(++counter).padStart(3, "0");
  if (ONLY && !name.includes(ONLY)) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForLoadState("networkidle").catch(() => {});
    if (prepare) await prepare(page);
    await page.waitForTimeout(250);
    const file = join(OUT, `${n}-${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage });
    taken.push(file);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function visit(page, path, name, prepare) {
  await page.goto(path);
  await page.waitForLoadState("networkidle").catch(() => {});
  await shoot(page, name, prepare);
}

async function signIn(page, user, { workspace = true } = {}) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await page.locator("input[name=email]").waitFor({ timeout: 15_000 });
  await page.locator("input[name=email]").fill(user.email);
  await page.locator("input[name=name]").fill(user.name);
  if (!workspace) await page.locator("input[name=workspace]").uncheck();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/api/") && !url.href.includes("/interaction/"), {
    timeout: 20_000,
  });
  await page.waitForLoadState("networkidle").catch(() => {});
}

/** Analyzes an address as the page's user and saves it (a tool name too long is cut to fit); its id. */
async function saveAssessment(page, url, metadata = {}) {
  return (await analyzeAndSave(page, url, metadata, { cutLongName: true })).id;
}

async function tour(browser, origin) {
  await visitorScreens(browser, origin);
  const team = await setUpTeam(browser, origin);
  await founderScreens(team);
  await teamScreens(team);
  await superAdminScreens(browser, origin);
  await suspendedMemberScreen(team);
}

/** The public pages, an analysis, a vendor that is not recorded. */
async function visitorScreens(browser, origin) {
  const visitor = await newPage(browser, origin);
  await visit(visitor, "/", "landing");
  await visit(visitor, "/?variant=control", "landing-control");
  await visit(visitor, "/?new=true", "landing-variant");
  await visitor.goto("/");
  await visitor.getByLabel("Vendor website").fill("quillmate.ai");
  await visitor.getByRole("button", { name: "Analyze", exact: true }).click();
  // The analysis's own report (the sample report has the same heading): its call to save comes with it.
  await visitor.getByTestId("save-cta").waitFor({ timeout: 60_000 });
  await shoot(visitor, "landing-result");
  // A finding stated more than once, its other quotes unfolded.
  await shoot(
    visitor,
    "landing-result-more-evidence",
    async () => {
      const more = visitor.getByTestId("more-evidence").first();
      if ((await more.getAttribute("open")) === null) await more.getByText(/^Also stated in/).click();
      await more.scrollIntoViewIfNeeded();
    },
    false,
  );
  await visitor.goto("/");
  await visitor.getByLabel("Vendor website").fill("github.com");
  await visitor.getByRole("button", { name: "Analyze", exact: true }).click();
  const failed = visitor.getByRole("alert").filter({ hasText: "Analysis Failed" }).last();
  await failed.waitFor({ timeout: 60_000 }).catch(() => {});
  await shoot(visitor, "landing-unrecorded-vendor", () => failed.scrollIntoViewIfNeeded().catch(() => {}), false);
  await visit(visitor, "/reports/quillmate.ai", "report-shared");
  await visit(visitor, "/reports/never-analyzed.example", "report-missing");
  await visit(visitor, "/auth", "auth");
  await visit(visitor, "/privacy", "privacy");
  await visit(visitor, "/terms", "terms");
  await visit(visitor, "/no-such-page", "not-found");
}

/**
 * A founder (their organization is created at sign-in) saves three assessments; colleagues ask
 * to join (one is declined, one gets the reviewer role); the reviewer decides two.
 */
async function setUpTeam(browser, origin) {
  const founder = await newPage(browser, origin);
  await signIn(founder, FOUNDER);
  await visit(founder, "/dashboard", "founder-dashboard-empty");
  const ids = {
    northwind: await saveAssessment(founder, "northwindnotes.com", {
      tool_name: "Northwind Notes",
      department: "Marketing",
      requested_purpose: "Team meeting notes",
    }),
    quill: await saveAssessment(founder, "quillmate.ai", {
      tool_name: `QuillMate ${"with a very long internal tool name ".repeat(9)}`.trim(),
      department: "Sales",
      priority: "urgent",
      requested_purpose: "Drafting customer e-mails",
    }),
    ledgerly: await saveAssessment(founder, "ledgerly.io", { tool_name: "Ledgerly" }),
  };
  const pages = {};
  for (const [key, user] of Object.entries({
    reviewer: REVIEWER,
    member: MEMBER,
    longName: LONG_NAME,
    rejected: REJECTED,
  })) {
    pages[key] = await newPage(browser, origin);
    await signIn(pages[key], user);
    if (key === "reviewer") await shoot(pages[key], "pending-approval");
  }
  await visit(founder, "/admin/approvals", "admin-approvals-waiting");
  await founder.getByTestId("notifications-bell").click();
  await shoot(founder, "bell-membership-requested", async (p) => {
    if (
      !(await p
        .getByRole("menu")
        .isVisible()
        .catch(() => false))
    )
      await p.getByTestId("notifications-bell").click();
  });
  await founder.keyboard.press("Escape");
  for (const user of [REVIEWER, MEMBER, LONG_NAME]) {
    await founder.goto("/admin/approvals");
    await founder.getByRole("button", { name: `Approve ${user.email}` }).click();
    await founder.getByRole("button", { name: `Approve ${user.email}` }).waitFor({ state: "detached" });
  }
  await founder.getByRole("button", { name: `Reject ${REJECTED.email}` }).click();
  await founder.getByRole("button", { name: `Reject ${REJECTED.email}` }).waitFor({ state: "detached" });
  await pages.rejected.getByRole("button", { name: "Check Status" }).click();
  await pages.rejected.waitForURL((url) => url.pathname !== "/pending-approval", { timeout: 15_000 }).catch(() => {});
  await shoot(pages.rejected, "rejected-check-status");

  // The reviewer role for Rae, through the API the Manage Roles dialog uses.
  const members = (await api(founder, "GET", "/api/organization/members?limit=100")).json.items;
  const idOf = (email) => members.find((m) => m.email === email).id;
  await api(founder, "PUT", `/api/organization/members/${idOf(REVIEWER.email)}/roles`, { roles: ["reviewer"] });
  for (const page of [pages.reviewer, pages.member, pages.longName]) {
    await page.getByRole("button", { name: "Check Status" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"), { timeout: 15_000 });
  }
  await api(pages.reviewer, "POST", `/api/assessments/${ids.northwind}/decisions`, {
    status: "approved",
    comments: "Fine.",
  });
  await api(pages.reviewer, "POST", `/api/assessments/${ids.quill}/decisions`, {
    status: "rejected",
    comments: "Trains on customer content.",
  });
  await api(founder, "POST", `/api/assessments/${ids.quill}/comments`, { comment: "Asked the vendor about opt-out." });
  return { founder, ...pages, ids, idOf };
}

/** The founder, an organization admin, everywhere. */
async function founderScreens({ founder, ids, idOf }) {
  await visit(founder, "/dashboard", "admin-dashboard");
  await visit(founder, "/dashboard/assessments", "assessments-list");
  await visit(founder, "/dashboard/assessments?decision=approved", "assessments-list-approved");
  await visit(founder, `/dashboard/assessments/${ids.quill}`, "assessment-detail-long-name");
  await visit(founder, `/dashboard/assessments/${ids.northwind}`, "assessment-detail");
  for (const tab of ["Pricing Analysis", "Privacy & Legal", "Security", "Sources & References"]) {
    await founder.getByRole("tab", { name: tab }).click();
    await shoot(founder, `assessment-detail-tab-${tab.split(" ")[0].toLowerCase()}`, async (p) => {
      await p.getByRole("tab", { name: tab }).click();
    });
  }
  await founder.getByRole("button", { name: "Re-analyze" }).click();
  await shoot(founder, "reanalyze-confirm", null, false);
  await founder.keyboard.press("Escape");
  await visit(founder, "/dashboard/assessments/00000000-0000-0000-0000-000000000000", "assessment-missing");
  await visit(founder, "/dashboard/new-assessment", "new-assessment");
  await founder.getByLabel("Vendor website").fill("formforge.co");
  await founder.getByRole("button", { name: "Analyze", exact: true }).click();
  await founder.getByTestId("result-summary").waitFor({ timeout: 60_000 });
  await shoot(founder, "new-assessment-result");
  const job = await api(founder, "POST", "/api/analyze", { url: "tinytask.dev", forceRefresh: true });
  if (job.json?.job_id) {
    await founder.goto(`/dashboard/assessments/pending/${job.json.job_id}`);
    await shoot(founder, "pending-job");
  }
  for (const [path, name] of [
    ["/dashboard/approvals", "approvals"],
    ["/dashboard/team", "team"],
    ["/dashboard/settings", "settings-profile"],
    ["/dashboard/settings?tab=notifications", "settings-notifications"],
    ["/dashboard/settings?tab=organization", "settings-organization"],
    ["/admin", "admin-home"],
    ["/admin/members", "admin-members"],
    [`/admin/members/${idOf(LONG_NAME.email)}`, "admin-member-long-name"],
    ["/admin/members/no-such-member", "admin-member-missing"],
    ["/admin/roles", "admin-roles"],
    ["/admin/approvals", "admin-approvals"],
    ["/admin/audit-logs", "admin-audit-logs"],
    ["/admin/analytics", "admin-analytics"],
    ["/admin/settings", "admin-settings"],
  ])
    await visit(founder, path, name);
  await founder.goto("/dashboard");
  await founder.getByRole("button", { name: /User menu/ }).click();
  await shoot(founder, "user-menu", async (p) => {
    if (
      !(await p
        .getByRole("menu")
        .isVisible()
        .catch(() => false))
    )
      await p.getByRole("button", { name: /User menu/ }).click();
  });
  await founder.keyboard.press("Escape");
}

/** The reviewer, a member, and someone with a very long name. */
async function teamScreens({ reviewer, member, longName, ids }) {
  await visit(reviewer, "/dashboard/approvals", "reviewer-approvals");
  await visit(reviewer, `/dashboard/assessments/${ids.ledgerly}`, "reviewer-detail-pending");
  await saveAssessment(member, "chatterbox.video", { tool_name: "Chatterbox" });
  await visit(member, "/dashboard", "member-dashboard");
  await visit(member, "/dashboard/assessments", "member-assessments");
  await visit(member, "/dashboard/approvals", "member-approvals-denied");
  await visit(longName, "/dashboard", "long-name-dashboard");
  await visit(longName, "/dashboard/team", "long-name-team");
}

/** The platform super admin, with an organization of their own, while someone waits to join another. */
async function superAdminScreens(browser, origin) {
  for (const user of [OTHER_ORG_FOUNDER, OTHER_ORG_JOINER]) await signIn(await newPage(browser, origin), user);
  const root = await newPage(browser, origin);
  await signIn(root, SUPER_ADMIN);
  await visit(root, "/admin/approvals", "superadmin-own-org-approvals");
  await visit(root, "/superadmin", "superadmin-home");
  await visit(root, "/superadmin/organizations", "superadmin-organizations");
  const acme = (await api(root, "GET", `/api/platform/organizations?q=${encodeURIComponent(DOMAIN)}`)).json?.items?.[0];
  if (acme) {
    await visit(root, `/superadmin/organizations/${acme.id}`, "superadmin-organization");
    await root
      .getByRole("button", { name: /Edit/ })
      .first()
      .click()
      .catch(() => {});
    await shoot(root, "superadmin-limit-dialog", null, false);
    await root.keyboard.press("Escape");
  }
  await visit(root, "/superadmin/organizations/no-such-org", "superadmin-organization-missing");
  await visit(root, "/superadmin/users", "superadmin-users");
  const lou = (await api(root, "GET", `/api/platform/users?q=${encodeURIComponent(LONG_NAME.email)}`)).json?.items?.[0];
  if (lou) await visit(root, `/superadmin/users/${lou.id}`, "superadmin-user-long-name");
  for (const [path, name] of [
    ["/superadmin/users/no-such-user", "superadmin-user-missing"],
    ["/superadmin/approvals", "superadmin-approvals"],
    ["/superadmin/audit-logs", "superadmin-audit-logs"],
    ["/superadmin/analytics", "superadmin-analytics"],
    ["/superadmin/settings", "superadmin-settings"],
  ])
    await visit(root, path, name);
}

/** A member suspended while signed in: their open tab's next request. */
async function suspendedMemberScreen({ founder, member, idOf }) {
  await api(founder, "POST", `/api/organization/members/${idOf(MEMBER.email)}/suspension`, { suspended: true });
  await member.goto("/dashboard/assessments");
  await member.waitForURL((url) => url.pathname === "/auth", { timeout: 15_000 }).catch(() => {});
  await shoot(member, "suspended-member");
}

await main();

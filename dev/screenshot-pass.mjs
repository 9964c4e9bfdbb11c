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

/** The page at both widths; `prepare` runs after each resize (open a menu, a tab...). */
async function shoot(page, name, prepare) {
  const n = String(++counter).padStart(3, "0");
  if (ONLY && !name.includes(ONLY)) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForLoadState("networkidle").catch(() => {});
    if (prepare) await prepare(page);
    await page.waitForTimeout(250);
    const file = join(OUT, `${n}-${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
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

/** A JSON call of the API from the page (its session cookie, its origin). */
async function api(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {}
      return { status: res.status, json };
    },
    { method, path, body },
  );
}

/** Analyzes an address as the page's user and saves it; returns the assessment id. */
async function saveAssessment(page, url, metadata = {}) {
  const started = await api(page, "POST", "/api/analyze", { url });
  const jobId = started.json?.job_id;
  if (jobId) {
    for (let i = 0; i < 240; i++) {
      const job = await api(page, "GET", `/api/jobs/${jobId}`);
      if (job.json?.status === "completed") break;
      if (job.json?.status === "failed") throw new Error(`analysis of ${url} failed: ${job.json.error_message}`);
      await page.waitForTimeout(500);
    }
  }
  let saved = await api(
    page,
    "POST",
    "/api/assessments",
    jobId ? { job_id: jobId, ...metadata } : { url, ...metadata },
  );
  if (saved.status === 400 && metadata.tool_name) {
    // Longer than the contract allows: save with the longest name it takes.
    const max = Number(/at most (\d+)/.exec(saved.json?.error?.message ?? "")?.[1] ?? 120);
    saved = await api(page, "POST", "/api/assessments", {
      ...(jobId ? { job_id: jobId } : { url }),
      ...metadata,
      tool_name: metadata.tool_name.slice(0, max),
    });
  }
  if (saved.status !== 201 && saved.status !== 200) throw new Error(`saving ${url}: ${JSON.stringify(saved)}`);
  return saved.json.assessment.id;
}

async function tour(browser, origin) {
  // ---- a visitor ----
  const visitor = await newPage(browser, origin);
  await visit(visitor, "/", "landing");
  await visit(visitor, "/?variant=control", "landing-control");
  await visit(visitor, "/?new=true", "landing-variant");
  await visitor.goto("/");
  await visitor.getByLabel("Vendor website").fill("quillmate.ai");
  await visitor.getByRole("button", { name: "Analyze", exact: true }).click();
  await visitor.getByText("Your Risk Assessment").first().waitFor({ timeout: 60_000 });
  await shoot(visitor, "landing-result");
  await visitor.goto("/");
  await visitor.getByLabel("Vendor website").fill("not-recorded-vendor.example");
  await visitor.getByRole("button", { name: "Analyze", exact: true }).click();
  await visitor
    .getByRole("alert")
    .or(visitor.getByText(/Analysis Failed/))
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(() => {});
  await shoot(visitor, "landing-unrecorded-vendor");
  await visit(visitor, "/reports/quillmate.ai", "report-shared");
  await visit(visitor, "/reports/never-analyzed.example", "report-missing");
  await visit(visitor, "/auth", "auth");
  await visit(visitor, "/privacy", "privacy");
  await visit(visitor, "/terms", "terms");
  await visit(visitor, "/no-such-page", "not-found");

  // ---- the founder: their organization is created at sign-in ----
  const founder = await newPage(browser, origin);
  await signIn(founder, FOUNDER);
  await visit(founder, "/dashboard", "founder-dashboard-empty");
  const northwind = await saveAssessment(founder, "northwindnotes.com", {
    tool_name: "Northwind Notes",
    department: "Marketing",
    requested_purpose: "Team meeting notes",
  });
  const quill = await saveAssessment(founder, "quillmate.ai", {
    tool_name: `QuillMate ${"with a very long internal tool name ".repeat(9)}`.trim(),
    department: "Sales",
    priority: "urgent",
    requested_purpose: "Drafting customer e-mails",
  });
  const ledgerly = await saveAssessment(founder, "ledgerly.io", { tool_name: "Ledgerly" });

  // ---- colleagues ask to join ----
  const reviewer = await newPage(browser, origin);
  await signIn(reviewer, REVIEWER);
  await shoot(reviewer, "pending-approval");
  const member = await newPage(browser, origin);
  await signIn(member, MEMBER);
  const longName = await newPage(browser, origin);
  await signIn(longName, LONG_NAME);
  const rejected = await newPage(browser, origin);
  await signIn(rejected, REJECTED);

  await visit(founder, "/admin/approvals", "admin-approvals-waiting");
  await founder
    .locator("header button[aria-label*='otification' i], header button:has-text('Notifications')")
    .first()
    .click()
    .catch(() => {});
  await shoot(founder, "bell-membership-requested");
  await founder.keyboard.press("Escape");
  for (const user of [REVIEWER, MEMBER, LONG_NAME]) {
    await founder.goto("/admin/approvals");
    await founder.getByRole("button", { name: `Approve ${user.email}` }).click();
    await founder.getByRole("button", { name: `Approve ${user.email}` }).waitFor({ state: "detached" });
  }
  await founder.getByRole("button", { name: `Reject ${REJECTED.email}` }).click();
  await founder.getByRole("button", { name: `Reject ${REJECTED.email}` }).waitFor({ state: "detached" });
  await rejected.getByRole("button", { name: "Check Status" }).click();
  await rejected.waitForURL((url) => url.pathname !== "/pending-approval", { timeout: 15_000 }).catch(() => {});
  await shoot(rejected, "rejected-check-status");

  // The reviewer role for Rae, through the API the Manage Roles dialog uses.
  const members = await api(founder, "GET", "/api/organization/members?limit=100");
  const rae = members.json.items.find((m) => m.email === REVIEWER.email);
  await api(founder, "PUT", `/api/organization/members/${rae.id}/roles`, { roles: ["reviewer"] });
  for (const page of [reviewer, member, longName]) {
    await page.getByRole("button", { name: "Check Status" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"), { timeout: 15_000 });
  }

  // ---- decisions ----
  await api(reviewer, "POST", `/api/assessments/${northwind}/decisions`, { status: "approved", comments: "Fine." });
  await api(reviewer, "POST", `/api/assessments/${quill}/decisions`, {
    status: "rejected",
    comments: "Trains on customer content.",
  });
  await api(founder, "POST", `/api/assessments/${quill}/comments`, { comment: "Asked the vendor about opt-out." });

  // ---- the founder (organization admin) everywhere ----
  await visit(founder, "/dashboard", "admin-dashboard");
  await visit(founder, "/dashboard/assessments", "assessments-list");
  await visit(founder, "/dashboard/assessments?decision=approved", "assessments-list-approved");
  await visit(founder, `/dashboard/assessments/${quill}`, "assessment-detail-long-name");
  await visit(founder, `/dashboard/assessments/${northwind}`, "assessment-detail");
  for (const tab of ["Pricing Analysis", "Privacy & Legal", "Security", "Sources & References"]) {
    await founder.getByRole("tab", { name: tab }).click();
    await shoot(founder, `assessment-detail-tab-${tab.split(" ")[0].toLowerCase()}`, async (p) => {
      await p.getByRole("tab", { name: tab }).click();
    });
  }
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
  await visit(founder, "/dashboard/approvals", "approvals");
  await visit(founder, "/dashboard/team", "team");
  await visit(founder, "/dashboard/settings", "settings-profile");
  await visit(founder, "/dashboard/settings?tab=notifications", "settings-notifications");
  await visit(founder, "/dashboard/settings?tab=organization", "settings-organization");
  await visit(founder, "/admin", "admin-home");
  await visit(founder, "/admin/members", "admin-members");
  const lou = members.json.items.find((m) => m.email === LONG_NAME.email) ?? rae;
  await visit(founder, `/admin/members/${lou.id}`, "admin-member-long-name");
  await visit(founder, "/admin/members/no-such-member", "admin-member-missing");
  await visit(founder, "/admin/roles", "admin-roles");
  await visit(founder, "/admin/approvals", "admin-approvals");
  await visit(founder, "/admin/audit-logs", "admin-audit-logs");
  await visit(founder, "/admin/analytics", "admin-analytics");
  await visit(founder, "/admin/settings", "admin-settings");
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

  // ---- the reviewer and the member ----
  await visit(reviewer, "/dashboard/approvals", "reviewer-approvals");
  await visit(reviewer, `/dashboard/assessments/${ledgerly}`, "reviewer-detail-pending");
  await saveAssessment(member, "chatterbox.video", { tool_name: "Chatterbox" });
  await visit(member, "/dashboard", "member-dashboard");
  await visit(member, "/dashboard/assessments", "member-assessments");
  await visit(member, "/dashboard/approvals", "member-approvals-denied");
  await visit(longName, "/dashboard", "long-name-dashboard");
  await visit(longName, "/dashboard/team", "long-name-team");

  // ---- someone of another organization waits to join it ----
  const otherFounder = await newPage(browser, origin);
  await signIn(otherFounder, OTHER_ORG_FOUNDER);
  const otherJoiner = await newPage(browser, origin);
  await signIn(otherJoiner, OTHER_ORG_JOINER);

  // ---- the platform super admin ----
  const root = await newPage(browser, origin);
  await signIn(root, SUPER_ADMIN);
  await visit(root, "/admin/approvals", "superadmin-own-org-approvals");
  await visit(root, "/superadmin", "superadmin-home");
  await visit(root, "/superadmin/organizations", "superadmin-organizations");
  const orgs = await api(root, "GET", `/api/platform/organizations?q=${encodeURIComponent(DOMAIN)}`);
  const acme = orgs.json?.items?.[0];
  if (acme) {
    await visit(root, `/superadmin/organizations/${acme.id}`, "superadmin-organization");
    await root
      .getByRole("button", { name: /Edit/ })
      .first()
      .click()
      .catch(() => {});
    await shoot(root, "superadmin-limit-dialog");
    await root.keyboard.press("Escape");
  }
  await visit(root, "/superadmin/organizations/no-such-org", "superadmin-organization-missing");
  await visit(root, "/superadmin/users", "superadmin-users");
  const users = await api(root, "GET", `/api/platform/users?q=${encodeURIComponent(LONG_NAME.email)}`);
  const louUser = users.json?.items?.[0];
  if (louUser) await visit(root, `/superadmin/users/${louUser.id}`, "superadmin-user-long-name");
  await visit(root, "/superadmin/users/no-such-user", "superadmin-user-missing");
  await visit(root, "/superadmin/approvals", "superadmin-approvals");
  await visit(root, "/superadmin/audit-logs", "superadmin-audit-logs");
  await visit(root, "/superadmin/analytics", "superadmin-analytics");
  await visit(root, "/superadmin/settings", "superadmin-settings");

  // ---- a member suspended while signed in ----
  const maxRow = members.json.items.find((m) => m.email === MEMBER.email);
  await api(founder, "POST", `/api/organization/members/${maxRow.id}/suspension`, { suspended: true });
  await member.goto("/dashboard/assessments");
  await member.waitForURL((url) => url.pathname === "/auth", { timeout: 15_000 }).catch(() => {});
  await shoot(member, "suspended-member");
}

await main();

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL } from "./browser";

/**
 * From /auth through the local OpenID provider's sign-in page back into the app. `account`
 * gives the same address another subject (a second identity); `workspace: false` signs in with
 * an account that is not managed by the domain's Workspace (no `hd`).
 */
export async function signInAs(
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
  await page.waitForURL((url) => url.origin === baseURL() && url.pathname !== "/api/auth/google/callback", {
    timeout: 15_000,
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not as a <script> tag: the app's Content Security
  // Policy allows no inline script (and must not be loosened for a test).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // Colours are judged as they end up: wait for running transitions (a toast fading in), not
  // for endless ones (spinners).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200) })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** Fails with a readable list when axe finds serious or critical violations. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  const found = await seriousViolations(page);
  const summary = found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html}`).join("\n    ")}`,
  );
  expect(summary, `axe on ${where}`).toEqual([]);
}

/** Runs an analysis through the API (no browser) and waits until it is stored. */
export async function analyzeViaApi(url: string): Promise<void> {
  const origin = baseURL();
  const res = await fetch(`${origin}/api/analyze`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ url }),
  });
  if (res.status === 200) return;
  expect(res.status).toBe(202);
  const { job_id } = (await res.json()) as { job_id: string };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const job = (await (await fetch(`${origin}/api/jobs/${job_id}`)).json()) as { status: string };
    if (job.status === "completed") return;
    if (job.status === "failed") throw new Error(`analysis of ${url} failed`);
    if (Date.now() > deadline) throw new Error(`job ${job_id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

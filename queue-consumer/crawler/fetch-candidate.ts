/**
 * One candidate page of rounds 2-4: robots.txt, fetch, status, format, read, render, record.
 * Every outcome is an attempt (absence findings list them); trouble worth telling the user is
 * an issue. A page the site would not show (bot challenge, 401/403/429, 5xx) is "blocked"; a
 * "page not found" page answered with 200 is a "soft_404": neither is read as a document.
 */
import type { PageKind } from "../engine/types";
import { type CrawlState, mb } from "./crawl-state";
import type { Candidate } from "./discovery";
import { FetchFailure, type FetchedResponse } from "./fetcher";
import { challengeOf, isSoftNotFound } from "./not-documents";
import { bodyFormat, readPage } from "./read-page";
import type { ShellRenderer } from "./render-shells";

/** Page kinds whose absence or failure changes the analysis. */
const IMPORTANT_KINDS: PageKind[] = ["pricing", "privacy", "terms", "dpa", "subprocessors", "security", "trust"];

export async function fetchCandidate(s: CrawlState, renderer: ShellRenderer, c: Candidate): Promise<void> {
  const { attempts, limits, issue } = s;
  if (s.triedUrls.has(c.url)) return;
  s.triedUrls.add(c.url);
  const u = new URL(c.url);
  await s.robots.ensure(c.url);
  if (!s.allowed(u)) {
    attempts.push({ url: c.url, kind: c.kind, outcome: "robots" });
    issue(c.url, "robots", `${c.url} was not read: robots.txt disallows it.`);
    return;
  }
  let res: FetchedResponse;
  try {
    const maxBytes = /\.pdf$/i.test(u.pathname) ? limits.maxPdfBytes : limits.maxHtmlBytes;
    res = await s.client.get(c.url, { maxBytes, timeoutMs: limits.pageTimeoutMs, allowed: s.allowed });
  } catch (err) {
    const f = err instanceof FetchFailure ? err : null;
    const outcome =
      f?.kind === "robots"
        ? "robots"
        : f?.kind === "refused"
          ? "refused"
          : f?.kind === "timeout" || f?.kind === "deadline"
            ? "timeout"
            : "failed";
    attempts.push({ url: c.url, kind: c.kind, outcome });
    issue(f?.url ?? c.url, outcome === "failed" ? "failed" : outcome, f?.message ?? `${c.url} could not be fetched.`);
    return;
  }
  for (const hopUrl of res.chain) s.triedUrls.add(hopUrl);
  const challenge = challengeOf(res.status, res.headers, res.body);
  const gone = res.status === 404 || res.status === 410;
  if (challenge || (res.status >= 400 && !gone)) {
    attempts.push({
      url: c.url,
      kind: c.kind,
      outcome: "blocked",
      status: res.status,
      finalUrl: res.url,
      challenge: !!challenge,
    });
    const why = challenge ? `with ${challenge}` : res.status >= 500 ? "(a server error)" : "(access refused)";
    if (c.via !== "common-path" || IMPORTANT_KINDS.includes(c.kind)) {
      issue(res.url, "blocked", `${res.url} could not be read: the site answered HTTP ${res.status} ${why}.`);
    }
    return;
  }
  if (res.status >= 400) {
    attempts.push({ url: c.url, kind: c.kind, outcome: "not_found", status: res.status, finalUrl: res.url });
    // Guessed paths are expected to miss; a broken link to a policy page is worth reporting.
    if (c.via !== "common-path" && IMPORTANT_KINDS.includes(c.kind)) {
      issue(
        res.url,
        "failed",
        `${res.url} (linked as a ${c.kind.replace("_", " ")} page) answered HTTP ${res.status}.`,
      );
    }
    return;
  }
  if (res.status >= 300) {
    attempts.push({ url: c.url, kind: c.kind, outcome: "failed", status: res.status, finalUrl: res.url });
    return;
  }
  if (s.pageByUrl.has(res.url)) {
    // Sent back to the home page: the address does not exist.
    const home = s.pages[0]?.url === res.url && c.kind !== "home";
    attempts.push({
      url: c.url,
      kind: c.kind,
      outcome: home ? "soft_404" : "ok",
      status: res.status,
      finalUrl: res.url,
    });
    return;
  }
  const format = bodyFormat(res);
  if (format === "unsupported") {
    attempts.push({ url: c.url, kind: c.kind, outcome: "failed", status: res.status, finalUrl: res.url });
    const type = res.contentType.split(";")[0] || "unknown type";
    issue(res.url, "unreadable", `${res.url} is not a web page or PDF (${type}); it was not read.`);
    return;
  }
  const read = await readPage(res, c.kind, c.via, s.deps.now);
  for (const note of read.notes) issue(res.url, "decoding", `${res.url}: ${note}.`);
  if (res.truncated) {
    const cap = mb(format === "pdf" ? limits.maxPdfBytes : limits.maxHtmlBytes);
    issue(res.url, "truncated", `${res.url} is larger than ${cap}; only the first part was read.`);
  }
  const page = await renderer.renderIfShell(read.page, res, read.shell);
  if (s.pageByUrl.has(page.url)) return;
  if (!page.unreadable && isSoftNotFound(page, s.pages[0])) {
    attempts.push({ url: c.url, kind: c.kind, outcome: "soft_404", status: res.status, finalUrl: res.url });
    if (c.via !== "common-path" && IMPORTANT_KINDS.includes(c.kind)) {
      issue(
        res.url,
        "failed",
        `${res.url} (linked as a ${c.kind.replace("_", " ")} page) shows a "page not found" page.`,
      );
    }
    return;
  }
  attempts.push({
    url: c.url,
    kind: c.kind,
    outcome: page.unreadable ? "unreadable" : "ok",
    status: res.status,
    finalUrl: res.url,
  });
  s.addPage(page);
  s.taken.set(page.kind, (s.taken.get(page.kind) ?? 0) + 1);
}

/**
 * One candidate page of rounds 2-4: robots.txt, fetch, status, format, read, render, record.
 * Every outcome is an attempt (absence findings list them); trouble worth telling the user is
 * an issue.
 */
import type { PageKind } from "../engine/types";
import { type CrawlState, mb } from "./crawl-state";
import type { Candidate } from "./discovery";
import { FetchFailure, type FetchedResponse } from "./fetcher";
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
  if (res.status >= 400) {
    const gone = res.status === 404 || res.status === 410;
    attempts.push({ url: c.url, kind: c.kind, outcome: gone ? "not_found" : "failed", status: res.status, finalUrl: res.url });
    // Guessed paths are expected to miss; a broken link to a policy page is worth reporting.
    if (c.via !== "common-path" && (!gone || IMPORTANT_KINDS.includes(c.kind))) {
      issue(res.url, "failed", `${res.url} (linked as a ${c.kind.replace("_", " ")} page) answered HTTP ${res.status}.`);
    }
    return;
  }
  if (res.status >= 300) {
    attempts.push({ url: c.url, kind: c.kind, outcome: "failed", status: res.status, finalUrl: res.url });
    return;
  }
  if (s.pageByUrl.has(res.url)) {
    attempts.push({ url: c.url, kind: c.kind, outcome: "ok", status: res.status, finalUrl: res.url });
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
  attempts.push({ url: c.url, kind: c.kind, outcome: page.unreadable ? "unreadable" : "ok", status: res.status, finalUrl: res.url });
  s.addPage(page);
  s.taken.set(page.kind, (s.taken.get(page.kind) ?? 0) + 1);
}

/**
 * The product reviewed by itself: the crawler and the engine run on Rapid Risk Review's own site
 * (the whole stack as `npm start` runs it, seen as if deployed at https://rapidriskreview.com/,
 * see support/site-recorder.ts) as on any vendor. Every answer of the site is recorded in the
 * corpus' HAR format (tests/artifacts/self-review/rapidriskreview.har, replayable with
 * dev/replay-server.mjs), and the engine run again on that recording must give the same report.
 *
 * It must find the privacy policy and the terms, a valid security.txt, and quote no
 * page-not-found as a document; with the app's security headers in place, an A+ header grade.
 * The report is written to tests/artifacts/self-review/report.md (shown in docs/benchmarks.md).
 *
 * Tagged "browser": it needs the stack that the browser tests' set-up starts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReplayServer } from "../../dev/replay-server.mjs";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import type { Analysis } from "@core/contract/analysis";
import { ARTIFACTS, baseURL } from "./support/browser";
import { startSiteRecorder } from "./support/site-recorder";

const HOST = "rapidriskreview.com";
const OUT = `${ARTIFACTS}/self-review`;
const NOW = () => new Date();

type Finding = Analysis["security_risk"]["findings"][number];

function allFindings(a: Analysis): Finding[] {
  return [...a.pricing_risk.findings, ...a.privacy_legal_risk.findings, ...a.security_risk.findings].filter(
    (f): f is Finding => typeof f === "object" && f !== null,
  );
}

function analyzedUrls(a: Analysis): string[] {
  const p = a.analyzed_pages;
  return [p.main_page, ...p.pricing_pages, ...p.legal_pages, ...p.security_pages].filter((x) => !!x).map((x) => x!.url);
}

describe("the product's review of its own site", { tags: ["browser"] }, () => {
  let recorder: Awaited<ReturnType<typeof startSiteRecorder>>;
  let live: Analysis;
  let homeHeaders: Headers;

  beforeAll(async () => {
    recorder = await startSiteRecorder({
      appOrigin: baseURL(),
      host: HOST,
      description:
        "Rapid Risk Review itself: the landing page, privacy policy and terms, robots.txt, sitemap.xml and security.txt, as served by the web Worker.",
    });
    live = await analyzeVendorUrl(recorder.startUrl, {
      fetch: (input, init) => fetch(input, init),
      replayOrigin: recorder.origin,
      now: NOW,
    });
    homeHeaders = (await fetch(`${baseURL()}/`)).headers;
    mkdirSync(OUT, { recursive: true });
    writeFileSync(`${OUT}/rapidriskreview.har`, JSON.stringify(recorder.har(), null, 1));
    writeFileSync(`${OUT}/report.md`, reportMarkdown(live));
  }, 120_000);

  afterAll(async () => {
    await recorder?.close();
  });

  it("records the site's public answers: home, privacy, terms, robots.txt and security.txt with their headers", () => {
    const recorded = new Map(recorder.recorded().map((r) => [r.url, r.status]));
    for (const path of ["/", "/privacy", "/terms", "/robots.txt", "/.well-known/security.txt"]) {
      expect(recorded.get(`https://${HOST}${path}`), path).toBe(200);
    }
    const har = recorder.har();
    const home = har.log.entries.find((e) => e.request.url === `https://${HOST}/`)!;
    expect(home.response.headers.some((h) => h.name === "content-type" && h.value.startsWith("text/html"))).toBe(true);
    expect(home.response.content.text).toContain("Try the tools you need");
  });

  it("finds the privacy policy and the terms", () => {
    const legal = live.analyzed_pages.legal_pages.map((p) => new URL(p.url).pathname);
    expect(legal).toEqual(expect.arrayContaining(["/privacy", "/terms"]));
  });

  it("finds a valid security.txt with a contact", () => {
    const stxt = live.security_risk.findings.filter(
      (f) => typeof f === "object" && f.source_url?.endsWith("/.well-known/security.txt"),
    );
    expect(stxt.map((f) => (typeof f === "object" ? f.finding : f))).toEqual([
      expect.stringMatching(/^security\.txt gives a vulnerability contact/),
    ]);
    const text = allFindings(live)
      .map((f) => f.finding)
      .join("\n");
    expect(text).not.toMatch(/No security\.txt|security\.txt exists but|Expires date has passed/);
  });

  it("quotes no page-not-found as a document: every address it read as a page answered 200", () => {
    const notFound = recorder
      .recorded()
      .filter((r) => r.status === 404)
      .map((r) => r.url);
    expect(notFound.length, "the crawler tried addresses the site does not have").toBeGreaterThan(0);
    for (const url of analyzedUrls(live)) expect(recorder.statusOf(url), url).toBe(200);
    for (const f of allFindings(live)) {
      expect(notFound, f.finding).not.toContain(f.source_url);
      expect(f.evidence ?? "", f.finding).not.toMatch(/Oops! Page not found|Page not found/i);
    }
  });

  it("gives the same report from the recording (the HAR replays as a corpus vendor)", async () => {
    const replay = await startReplayServer({ harFiles: [`${OUT}/rapidriskreview.har`] });
    try {
      const replayed = await analyzeVendorUrl(recorder.startUrl, {
        fetch: (input, init) => fetch(input, init),
        replayOrigin: replay.origin,
        now: NOW,
      });
      expect(replayed.overall_risk.score).toBe(live.overall_risk.score);
      expect(replayed.analyzed_pages.legal_pages.map((p) => p.url).sort()).toEqual(
        live.analyzed_pages.legal_pages.map((p) => p.url).sort(),
      );
      expect(live.security_risk.header_grade?.grade).toMatch(/^[A-F][+-]?$/);
      expect(replayed.security_risk.header_grade?.grade).toBe(live.security_risk.header_grade?.grade);
    } finally {
      await replay.close();
    }
  });

  // The app's security headers (Content-Security-Policy and the rest, web/public/_headers and the
  // Worker's middleware) must earn A+.
  it("grades the app's own headers A+, as Mozilla's HTTP Observatory would", () => {
    expect(homeHeaders.get("content-security-policy")).toBeTruthy();
    expect(live.security_risk.header_grade?.grade).toBe("A+");
  });
});

/** The report as a short markdown table, for docs/benchmarks.md. */
function reportMarkdown(a: Analysis): string {
  const rows = [
    ["Overall", `${a.overall_risk.score}/10 (${a.overall_risk.level})`, a.overall_risk.recommendation],
    ["Pricing", `${a.pricing_risk.score}/10`, a.pricing_risk.details],
    ["Privacy/legal", `${a.privacy_legal_risk.score}/10`, a.privacy_legal_risk.details],
    ["Security", `${a.security_risk.score}/10`, a.security_risk.details],
    [
      "Header grade",
      a.security_risk.header_grade?.grade ?? "none",
      a.security_risk.header_grade?.no_grade_reason ?? "",
    ],
  ];
  const findings = allFindings(a).map(
    (f) => `- ${f.finding}${f.source_url ? ` (${new URL(f.source_url).pathname})` : ""}`,
  );
  return [
    "| dimension | score | details |",
    "|---|---|---|",
    ...rows.map((r) => `| ${r.map((c) => String(c).replace(/\|/g, "\\|").replace(/\s+/g, " ")).join(" | ")} |`),
    "",
    `Pages read: ${analyzedUrls(a)
      .map((u) => new URL(u).pathname)
      .join(", ")}`,
    "",
    "Findings:",
    ...findings,
    "",
  ].join("\n");
}

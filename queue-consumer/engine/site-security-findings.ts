/**
 * What the site itself shows about its security, beside its pages' text: the HTTP headers of
 * the main page (graded in headers.ts) and `/.well-known/security.txt`.
 */
import type { DimFinding } from "./findings";
import { evaluateHeaders } from "./headers";
import { evaluateSecurityTxt } from "./security-txt";
import type { CrawlResult } from "./types";

export interface SiteSecurity {
  findings: DimFinding[];
  headers: ReturnType<typeof evaluateHeaders>;
}

/** Header and security.txt findings; adds the security.txt signals. */
export function siteSecurityFindings(crawl: CrawlResult, now: Date, signals: Set<string>): SiteSecurity {
  const findings: DimFinding[] = [];
  const headers = evaluateHeaders(crawl.mainPage, crawl.httpProbe, crawl.startUrl);
  for (const t of headers.tests) findings.push({ ...t.finding, dimension: "security" });
  if (!headers.observed) {
    findings.push({
      dimension: "security",
      finding:
        "The vendor's real response headers could not be observed (the recorded home page is a stand-in), so header checks were not scored.",
      source_url: crawl.mainPage.url,
      evidence: "",
      checked_urls: [crawl.mainPage.url],
      risk_impact: "low",
      signal: "headers.not_observed",
      weight: 0,
      polarity: "info",
    });
  }
  const stxtPage = crawl.pages.find((p) => p.kind === "security_txt");
  const stxt = evaluateSecurityTxt(stxtPage, crawl.securityTxtUrl, now);
  for (const f of stxt.findings) {
    findings.push({ ...f, dimension: "security" });
    if (f.signal) signals.add(f.signal);
  }
  return { findings, headers };
}

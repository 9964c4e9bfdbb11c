/**
 * What the site itself shows about its security, beside its pages' text: the HTTP headers of
 * its home page, graded as Mozilla's HTTP Observatory grades them (observatory/), and
 * `/.well-known/security.txt`.
 */
import type { HeaderGrade } from "@core/contract/analysis";
import type { DimFinding } from "../findings";
import { headerGradeFinding } from "../observatory/finding";
import { gradeObservatory } from "../observatory/index";
import { evaluateSecurityTxt } from "../reading/security-txt";
import type { CrawlResult } from "../types";

export interface SiteSecurity {
  findings: DimFinding[];
  /** The security.txt signals. */
  signals: string[];
  headerGrade: HeaderGrade;
}

/** The header grade and its finding, and the security.txt findings with their signals. */
export function siteSecurityFindings(crawl: CrawlResult, now: Date): SiteSecurity {
  const host = new URL(crawl.startUrl).hostname;
  const graded = crawl.observatory?.https.response ?? crawl.observatory?.http.response;
  // The recorded corpus marks stand-in pages in the document itself.
  const standIn = !!graded && graded.url === crawl.mainPage.url && !!crawl.mainPage.meta.synthetic;
  const headerGrade = gradeObservatory(crawl.observatory, { standIn, hostname: host });
  const findings: DimFinding[] = [headerGradeFinding(headerGrade, [headerGrade.graded_url ?? `https://${host}/`])];
  const stxtPage = crawl.pages.find((p) => p.kind === "security_txt");
  const stxt = evaluateSecurityTxt(stxtPage, crawl.securityTxtUrl, now);
  for (const f of stxt.findings) findings.push({ ...f, dimension: "security" });
  const signals = stxt.findings.flatMap((f) => (f.signal ? [f.signal] : []));
  return { findings, signals, headerGrade };
}

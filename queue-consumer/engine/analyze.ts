/**
 * The engine: crawl result in, Analysis out. Pure and deterministic (the clock is passed in);
 * no network, no bindings. A pipeline of stages (stages/), read top to bottom: each is a
 * function of what the stages before it returned, and returns what it adds; none changes what
 * it was given.
 *
 *   1. read          the visible sentences, their languages, the vendor's name
 *   2. signals       the catalogue (signals/) and the rubric's statements matched against the sentences
 *   3. documents     documents read, unreadable, blocked or missing
 *   4. signals       the hits as findings (suppressed or qualified by what else was found)
 *   5. policy date   how old the policy is
 *   6. certifications  owner and status of each mention
 *   7. site security   the header grade and security.txt; the pages' languages
 *   8. rubric        the privacy/legal rubric's answers, each with its quotes and points
 *   9. score         scores (privacy/legal from the rubric), floors, confidence, decision, gaps
 *  10. report        the Analysis
 */
import type { Analysis } from "@core/contract/analysis";
import { languageFindings } from "./language";
import { DIMENSION_KINDS } from "./scoring/confidence";
import { certificationFindings } from "./stages/certifications";
import { documentFindings } from "./stages/documents";
import { policyDateFindings } from "./stages/policy-date";
import { readSite } from "./stages/read";
import { answerRubric } from "./stages/rubric";
import { buildReport } from "./stages/report";
import { scoreAnalysis } from "./stages/score";
import { matchCatalogue, signalFindings } from "./stages/signals";
import { siteSecurityFindings } from "./stages/site-security";
import type { CrawlResult } from "./types";

export const ENGINE_VERSION = "rrr-engine 2.0.0";

export interface EngineOptions {
  now: Date;
}

export function analyzeCrawl(crawl: CrawlResult, opts: EngineOptions): Analysis {
  const site = readSite(crawl);
  const { hits, statements } = matchCatalogue(site);
  const documents = documentFindings(crawl, site.readable, hits, site.languages);
  const textFindings = signalFindings(hits, new Set([...hits.keys(), ...documents.signals]));
  const policyDate = policyDateFindings(site.sentences, opts.now);
  const securityPage = documents.states.get("security.page")?.state;
  const securityUnread = securityPage === "blocked" || securityPage === "unreadable" || securityPage === "language";
  const certs = certificationFindings(crawl, site.sentences, securityUnread, { vendor: site.vendor, now: opts.now });
  const siteSecurity = siteSecurityFindings(crawl, opts.now);
  const languages = languageFindings(site.languages, crawl, DIMENSION_KINDS);

  const rubric = answerRubric({
    site,
    hits,
    statements,
    documents,
    signals: new Set([...documents.signals, ...certs.signals]),
  });

  const scores = scoreAnalysis({
    crawl,
    readable: site.readable,
    languages: site.languages,
    findings: [
      ...documents.findings,
      ...textFindings,
      ...policyDate.findings,
      ...certs.findings,
      ...siteSecurity.findings,
      ...languages,
    ],
    signals: new Set([
      ...hits.keys(),
      ...documents.signals,
      ...policyDate.signals,
      ...certs.signals,
      ...siteSecurity.signals,
    ]),
    inProgressCerts: certs.inProgress,
    headersObserved: siteSecurity.headerGrade.graded,
    rubric,
  });

  return buildReport({
    crawl,
    site,
    scores,
    certifications: certs.certs.certifications,
    headerGrade: siteSecurity.headerGrade,
    rubric,
    now: opts.now,
    engineVersion: ENGINE_VERSION,
  });
}

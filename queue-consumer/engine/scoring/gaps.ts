/**
 * The standard questions a reviewer asks of a vendor, per dimension, and the signals that
 * answer each. A question the pages leave open becomes an information gap (what to ask the
 * vendor); the share of questions the pages answer is the dimension's confidence
 * (confidence.ts).
 */
import type { Dimension, InformationGap, RubricAnswer } from "@core/contract/analysis";
import type { CrawlResult } from "../types";

export interface ReviewerQuestion {
  dimension: Dimension;
  /** Any of these signals answers the question. */
  answeredBy: string[];
  question: string;
  reason: string;
  /** Only ask when this holds (e.g. the product is not free). */
  when?: (ctx: GapContext) => boolean;
  /** A follow-up asked because of an answer (not one of the standard questions: no confidence weight). */
  followUp?: boolean;
}

export interface GapContext {
  signals: ReadonlySet<string>;
  crawl: CrawlResult;
  inProgressCerts: string[];
  headersObserved: boolean;
  /** Dimensions whose pages are in a language the rules read only in part or not at all. */
  partlyRead?: { dimension: Dimension; languages: string[] }[];
}

const paid = (c: GapContext) => !c.signals.has("pricing.no_paid_plan");

export const REVIEWER_QUESTIONS: ReviewerQuestion[] = [
  {
    dimension: "pricing",
    answeredBy: ["pricing.public_prices", "pricing.no_paid_plan"],
    question: "What will the plan we need cost (per seat or usage), and what discounts apply to longer terms?",
    reason: "No prices are published on the pages we read.",
  },
  {
    dimension: "pricing",
    answeredBy: [
      "pricing.auto_renewal",
      "pricing.cancel_anytime",
      "pricing.cancellation_notice",
      "pricing.no_paid_plan",
    ],
    question: "Does the subscription renew automatically, and how much notice is needed to cancel?",
    reason: "Renewal and cancellation terms were not found.",
    when: paid,
  },
  {
    dimension: "pricing",
    answeredBy: ["pricing.refund_available", "pricing.no_refunds", "pricing.no_paid_plan"],
    question: "What is the refund policy if we cancel or downgrade early?",
    reason: "No refund policy was found.",
    when: paid,
  },
  {
    dimension: "pricing",
    answeredBy: [
      "pricing.price_change_notice",
      "pricing.price_change_anytime",
      "pricing.renewal_increase",
      "pricing.renewal_increase_capped",
      "pricing.no_paid_plan",
    ],
    question: "How much notice do you give before price increases, and are increases at renewal capped?",
    reason: "The site does not say how prices may change.",
    when: paid,
  },
  {
    dimension: "pricing",
    answeredBy: [],
    question: "How is usage above the plan's limits billed, and can we set a hard spending cap?",
    reason: "The site bills usage beyond the plan automatically, or prices by usage.",
    when: (c) => c.signals.has("pricing.overage_charges") || c.signals.has("pricing.usage_priced"),
    followUp: true,
  },
  {
    dimension: "privacy_legal",
    answeredBy: ["privacy.policy"],
    question: "Can you provide your privacy policy and describe what personal data the service collects and why?",
    reason: "No privacy policy was found on the site.",
  },
  {
    dimension: "privacy_legal",
    answeredBy: ["legal.terms"],
    question: "Can you provide the terms of service or the customer agreement we would sign?",
    reason: "No terms of service were found on the site.",
  },
  {
    dimension: "privacy_legal",
    answeredBy: ["privacy.trains_on_data", "privacy.no_training", "privacy.trains_on_deidentified"],
    question:
      "Is our data (content, prompts, files) used to train or improve AI models, yours or a third party's, and can we opt out contractually?",
    reason: "The site does not say whether customer data is used for model training.",
  },
  {
    dimension: "privacy_legal",
    answeredBy: [],
    question: "Can model training on our content be switched off for our whole organisation, in writing?",
    reason: "The site says customer content is used to train models.",
    when: (c) => c.signals.has("privacy.trains_on_data"),
    followUp: true,
  },
  {
    dimension: "privacy_legal",
    answeredBy: ["privacy.retention_period"],
    question: "How long do you keep our data during and after the contract, and how is deletion confirmed?",
    reason: "No retention or deletion period is stated.",
  },
  {
    dimension: "privacy_legal",
    answeredBy: ["privacy.dpa_published", "privacy.dpa_offered"],
    question: "Will you sign a Data Processing Agreement (with Standard Contractual Clauses for EU data)?",
    reason: "No Data Processing Agreement was found or mentioned.",
  },
  {
    dimension: "privacy_legal",
    answeredBy: ["privacy.subprocessor_list", "privacy.subprocessors_named"],
    question:
      "Which sub-processors (including AI providers) handle our data, where, and how are we told about changes?",
    reason: "No sub-processor list was found.",
  },
  {
    dimension: "privacy_legal",
    answeredBy: [
      "privacy.sells_data",
      "privacy.no_sale",
      "privacy.ad_sharing",
      "privacy.no_ad_sharing",
      "privacy.sale_under_state_law",
    ],
    question: "Do you sell personal data or share it with advertising partners?",
    reason: "The privacy pages do not say whether personal data is sold or shared for advertising.",
    when: (c) => c.signals.has("privacy.policy"),
  },
  {
    dimension: "privacy_legal",
    answeredBy: ["privacy.data_residency", "privacy.transfer_safeguards"],
    question: "Where is our data stored and processed, and can it stay in our region?",
    reason: "Data location and international transfers are not described.",
  },
  {
    dimension: "privacy_legal",
    answeredBy: ["privacy.data_subject_rights", "privacy.account_deletion"],
    question: "How can our users access, correct, export or delete their personal data?",
    reason: "The pages do not describe how people can access or delete their data.",
  },
  {
    dimension: "privacy_legal",
    answeredBy: ["privacy.data_return_at_exit"],
    question: "When the contract ends, can we export our data, and when is it deleted (backups included)?",
    reason: "What happens to customer data at the end of the contract is not stated.",
  },
  {
    dimension: "security",
    answeredBy: ["cert.attestation"],
    question:
      "Do you have an independent security attestation (SOC 2 Type II or ISO/IEC 27001) you can share under NDA?",
    reason: "No attained security certification or audit report is stated on the site.",
  },
  {
    dimension: "security",
    answeredBy: ["security.sso"],
    question: "Do you support single sign-on (SAML or OIDC), and on which plan?",
    reason: "Single sign-on is not mentioned.",
  },
  {
    dimension: "security",
    answeredBy: ["security.mfa", "security.no_mfa", "security.mfa_planned"],
    question: "Can multi-factor authentication be enforced for all our users?",
    reason: "Multi-factor authentication is not mentioned.",
  },
  {
    dimension: "security",
    answeredBy: ["security.encryption_at_rest"],
    question: "How is our data encrypted at rest and in transit, and who manages the keys?",
    reason: "Encryption at rest is not described.",
  },
  {
    dimension: "security",
    answeredBy: ["security.incident_notification", "security.breach_notice_deadline"],
    question: "How quickly will you notify us of a security incident or personal data breach affecting our data?",
    reason: "No incident or breach notification commitment was found.",
  },
  {
    dimension: "security",
    answeredBy: ["security.pen_test"],
    question: "Do independent penetration tests take place, and can we see a summary of the latest one?",
    reason: "Penetration testing is not mentioned.",
  },
  {
    dimension: "security",
    answeredBy: [
      "security.vuln_disclosure",
      "security.security_txt",
      "security.security_txt_expired",
      "security.bug_bounty",
    ],
    question: "How should security researchers report vulnerabilities to you?",
    reason: "No vulnerability disclosure channel (security.txt or policy) was found.",
  },
];

/** The standard questions of a dimension that apply here, and how many of them the pages answer. */
export function questionsAnswered(
  dimension: Dimension,
  ctx: GapContext,
  ignore: string[] = [],
): { asked: number; answered: number } {
  const asked = REVIEWER_QUESTIONS.filter(
    (q) =>
      q.dimension === dimension &&
      !q.followUp &&
      (!q.when || q.when(ctx)) &&
      !q.answeredBy.every((id) => ignore.includes(id)),
  );
  const answered = asked.filter((q) => q.answeredBy.some((id) => ctx.signals.has(id)));
  return { asked: asked.length, answered: answered.length };
}

export function informationGaps(ctx: GapContext): InformationGap[] {
  const gaps: InformationGap[] = [];
  for (const rule of REVIEWER_QUESTIONS) {
    if (rule.when && !rule.when(ctx)) continue;
    if (rule.answeredBy.some((id) => ctx.signals.has(id))) continue;
    gaps.push({ dimension: rule.dimension, question: rule.question, reason: rule.reason });
  }
  for (const name of ctx.inProgressCerts) {
    gaps.push({
      dimension: "security",
      question: `When will the ${name} ${/SOC/.test(name) ? "report" : "certificate"} be available, and can you share a readiness or bridge letter now?`,
      reason: `The site says ${name} is in progress, not attained.`,
    });
  }
  if (!ctx.headersObserved) {
    gaps.push({
      dimension: "security",
      question:
        "Which HTTP security headers (HSTS, Content-Security-Policy, X-Frame-Options) does the production site send?",
      reason: "The response headers of the vendor's site could not be observed.",
    });
  }
  for (const issue of ctx.crawl.issues) {
    if (!["unreadable", "timeout", "failed", "blocked", "robots"].includes(issue.kind)) continue;
    const attempt = ctx.crawl.attempts.find((a) => a.url === issue.url || a.finalUrl === issue.url);
    const kind = attempt?.kind ?? ctx.crawl.pages.find((p) => p.url === issue.url)?.kind;
    if (!kind || !["pricing", "privacy", "terms", "dpa", "subprocessors", "security", "trust", "home"].includes(kind))
      continue;
    const dimension: Dimension =
      kind === "pricing" ? "pricing" : kind === "security" || kind === "trust" ? "security" : "privacy_legal";
    gaps.push({
      dimension,
      question: `Can you send the content of ${issue.url}? We could not read it.`,
      reason: issue.message,
    });
  }
  for (const { dimension, languages } of ctx.partlyRead ?? []) {
    gaps.push({
      dimension,
      question: `Are these documents available in English, or can you answer the questions above for the ${languages.join(" and ")} version?`,
      reason: `The pages are in ${languages.join(" and ")}, which the rules read only in part.`,
    });
  }
  if (ctx.crawl.robots.disallowsAll) {
    gaps.push({
      dimension: "privacy_legal",
      question: "Can you send your privacy policy, terms, pricing and security documentation directly?",
      reason: "The site's robots.txt disallows crawlers, so only the page you asked for was read.",
    });
  }
  return gaps;
}

/**
 * Rubric questions the privacy policy leaves unanswered, asked of the vendor: the ones the
 * reviewer's standard questions above do not already ask (breach notice, deletion, sale, training,
 * retention, DPA, sub-processors, data location and the contract are asked there). Only when a
 * privacy policy was read: without one, asking for it comes first.
 */
const RUBRIC_ASKS: { questions: string[]; question: string; reason: string }[] = [
  {
    questions: ["data-collection-reasoning", "list-collected"],
    question: "Which personal data do you collect about our users, and what is each used for?",
    reason: "The privacy policy does not list the data it collects or say why.",
  },
  {
    questions: ["behavioral-marketing", "noncritical-purposes"],
    question:
      "Is our users' personal data used for advertising, marketing or analytics, and can those uses be switched off?",
    reason:
      "The privacy policy does not say whether personal data is used beyond providing the service, or how to opt out.",
  },
  {
    questions: ["third-party-access", "third-party-collection"],
    question: "Which third parties can access our data, and do you combine it with data from other sources?",
    reason: "The privacy policy does not say who else gets personal data, or where else it comes from.",
  },
  {
    questions: ["law-enforcement"],
    question: "When do you disclose customer data to law enforcement or governments, and will you tell us first?",
    reason: "The privacy policy does not say when data is disclosed to authorities.",
  },
];

export function rubricGaps(rubric: readonly RubricAnswer[], signals: ReadonlySet<string>): InformationGap[] {
  if (!signals.has("privacy.policy")) return [];
  const open = new Set(rubric.filter((a) => a.answer === null).map((a) => a.question));
  return RUBRIC_ASKS.filter((ask) => ask.questions.some((q) => open.has(q))).map((ask) => ({
    dimension: "privacy_legal",
    question: ask.question,
    reason: ask.reason,
  }));
}

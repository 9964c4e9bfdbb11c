/**
 * The rubric's answers: for each question, the option the pages support and the sentences that
 * say so, or "not stated". The rules, question by question, are below; a statement is a hit of
 * the catalogue (signals/) or of the rubric's own statements (statements.ts).
 *
 * Silence answers a question only where the rubric's option is silence itself, and only when
 * the privacy policy was read: a policy that promises no breach notification does not require
 * it ("Not necessarily"), one that gives no date has no history, one that says nothing of law
 * enforcement leaves it "Not specified", one that promises no notice of changes gives none. Such
 * an answer quotes nothing and names the policy it read. Everywhere else silence is "not stated".
 */
import type { SignalHit } from "../reading/match";
import { anyOf } from "../reading/pattern";
import { ADVERTISING_CONTENT, PROMOTION } from "../reading/uses";
import { quoteFor, type Sentence } from "../reading/text";
import { RUBRIC_QUESTION } from "./questions";

export interface AnswerEvidence {
  source_url: string;
  quote: string;
}

export interface Answer {
  question: string;
  /** The option's slug, or null: not stated. */
  answer: string | null;
  evidence: AnswerEvidence[];
  /** "statement": the quotes say it; "silence": the policy read says nothing of it, which is the answer. */
  basis?: "statement" | "silence";
  /** For an answer from silence: the pages read. */
  checked_urls?: string[];
}

export interface AnswerContext {
  /** Hits of the catalogue and of the rubric's statements, by rule id. */
  hits: ReadonlyMap<string, SignalHit>;
  /** Signals found beside the hits (documents read, attained certifications). */
  signals: ReadonlySet<string>;
  /** The privacy policy's pages, when one was read (silence is read only there). */
  policyUrls: string[];
  /** The policy's own date, when it gives one. */
  policyDate?: { sentence: Sentence; start: number; end: number };
  /** Terms of service were read. */
  termsRead: boolean;
  /** No terms of service were found after searching the site: the addresses tried. */
  termsMissing?: string[];
  /** Documents read, by signal (privacy.dpa_published, legal.terms...), quoted by their title. */
  documents: ReadonlyMap<string, AnswerEvidence>;
}

type Decide = (c: AnswerContext) => Omit<Answer, "question">;

const NOT_STATED: Omit<Answer, "question"> = { answer: null, evidence: [] };

/** The option of the questions that do not arise for a service without personal data. */
const NOT_APPLICABLE = "na";

function quoteOf(hit: SignalHit): AnswerEvidence {
  return { source_url: hit.sentence.page.url, quote: hit.evidence };
}

/** The option, with the quotes of the first hits found among these rule ids (at most two, distinct). */
function stated(c: AnswerContext, answer: string, ids: string[]): Omit<Answer, "question"> {
  const evidence: AnswerEvidence[] = [];
  for (const id of ids) {
    const hit = c.hits.get(id);
    if (!hit) continue;
    const q = quoteOf(hit);
    if (evidence.some((e) => e.quote === q.quote && e.source_url === q.source_url)) continue;
    evidence.push(q);
    if (evidence.length === 2) break;
  }
  return { answer, evidence, basis: "statement" };
}

function silence(c: AnswerContext, answer: string): Omit<Answer, "question"> {
  if (!c.policyUrls.length) return NOT_STATED;
  return { answer, evidence: [], basis: "silence", checked_urls: c.policyUrls };
}

const has = (c: AnswerContext, ...ids: string[]) => ids.some((id) => c.hits.has(id));
const first = (c: AnswerContext, ...ids: string[]) => ids.filter((id) => c.hits.has(id));

const DECISIONS: Record<string, Decide> = {
  "behavioral-marketing": (c) => {
    const yes = first(c, ...TARGETED_ADS);
    if (yes.length) {
      if (has(c, "rubric.ads_opt_out")) return stated(c, "yes-opt-out", [yes[0]!, "rubric.ads_opt_out"]);
      // A consent asked for marketing e-mails alone is not one asked for the advertising.
      if (ADS_WORDS.test(c.hits.get("rubric.ads_opt_in")?.evidence ?? ""))
        return stated(c, "yes-opt-in", [yes[0]!, "rubric.ads_opt_in"]);
      return stated(c, "yes", yes);
    }
    if (has(c, "rubric.no_targeted_ads", "privacy.no_ad_sharing"))
      return stated(c, "no", ["rubric.no_targeted_ads", "privacy.no_ad_sharing"]);
    // A policy that says nothing of advertising does not allow it.
    if (
      !has(
        c,
        "rubric.ads_opt_out",
        "rubric.ads_opt_in",
        "rubric.share_noncritical",
        "rubric.share_own_purpose",
        "rubric.others_trackers",
        "privacy.sells_data",
      )
    )
      return silence(c, "no");
    return NOT_STATED;
  },
  "data-breaches": (c) => {
    if (has(c, "rubric.breach_notice_72")) return stated(c, "yes-72", ["rubric.breach_notice_72"]);
    if (has(c, "rubric.breach_notice", "security.incident_notification"))
      return stated(c, "eventually", ["rubric.breach_notice", "security.incident_notification"]);
    return silence(c, "no");
  },
  "data-collection-reasoning": (c) => (has(c, "rubric.purposes") ? stated(c, "yes", ["rubric.purposes"]) : NOT_STATED),
  "data-deletion": (c) => {
    if (has(c, "rubric.delete_self_service")) return stated(c, "yes-automated", ["rubric.delete_self_service"]);
    const onRequest = first(c, "rubric.delete_on_request", "privacy.account_deletion");
    if (onRequest.length) return stated(c, "yes-contact", onRequest);
    if (has(c, "rubric.no_deletion")) return stated(c, "no", ["rubric.no_deletion"]);
    return NOT_STATED;
  },
  history: (c) => {
    if (has(c, "rubric.policy_versions")) return stated(c, "yes", ["rubric.policy_versions"]);
    if (c.policyDate) {
      const { sentence, start, end } = c.policyDate;
      return {
        answer: "last-modified",
        evidence: [{ source_url: sentence.page.url, quote: quoteFor(sentence, start, end) }],
        basis: "statement",
      };
    }
    if (has(c, "rubric.policy_date_mention")) return stated(c, "last-modified", ["rubric.policy_date_mention"]);
    return silence(c, "no");
  },
  "law-enforcement": (c) => {
    if (has(c, "rubric.legal_disclosure_strict")) return stated(c, "strict", ["rubric.legal_disclosure_strict"]);
    if (has(c, "rubric.legal_disclosure")) return stated(c, "reasonable", ["rubric.legal_disclosure"]);
    // Data processed to meet a legal obligation, with nothing more precise said of authorities.
    if (has(c, "rubric.legal_obligation")) return stated(c, "reasonable", ["rubric.legal_obligation"]);
    return silence(c, "unspecified");
  },
  "list-collected": (c) => {
    // Data named by example ("such as", "including") is a general list; data named without one, or
    // after "we collect the following", is the list itself.
    if (has(c, "rubric.collected_examples"))
      return stated(c, "generally", ["rubric.collected_examples", "rubric.collected_types"]);
    if (has(c, "rubric.collected_exhaustive", "rubric.collected_types"))
      return stated(c, "exhaustively", ["rubric.collected_exhaustive", "rubric.collected_types"]);
    // Collection said only in general terms, in a policy read whole that names no kind of data:
    // the rubric's "only summarily". A short policy may name them where the rules do not look.
    if (has(c, "rubric.collected_summary") && c.policyUrls.length)
      return stated(c, "summarily", ["rubric.collected_summary"]);
    return NOT_STATED;
  },
  "noncritical-purposes": (c) => {
    // Each non-critical use the policy makes (advertising aimed at the person, marketing messages),
    // and whether the user controls it. Opting out of one says the policy makes that use. Measuring
    // how the service is used (analytics) is part of running it, as the rubric's raters read it: it
    // is not a non-critical use by itself, and a browser's own cookie controls are no answer either.
    // A consent asked first says the use it is asked for, as an opt-out does: "marketing e-mails
    // only if you ticked the box" states marketing e-mails.
    const consent = c.hits.get("rubric.consent_for_noncritical")?.evidence;
    // The advertising consent counts for advertising only when it names advertising (not "marketing e-mails").
    const adsConsent = ADS_WORDS.test(c.hits.get("rubric.ads_opt_in")?.evidence ?? "");
    const uses = [
      { use: first(c, ...TARGETED_ADS), optOut: first(c, "rubric.ads_opt_out"), words: ADS_WORDS, optIn: adsConsent },
      {
        use: first(c, "rubric.marketing_use"),
        optOut: first(c, "rubric.marketing_opt_out"),
        words: MARKETING_WORDS,
        optIn: false,
      },
    ].filter((u) => u.use.length || u.optOut.length || u.optIn || (consent !== undefined && u.words.test(consent)));
    // A control over the non-essential uses in general ("you can opt out of all optional data
    // processing", "only with your consent, for non-essential purposes") covers the uses it names,
    // or every use when it names none or says all of them.
    const covers = (statement: string | undefined, u: (typeof uses)[number]) =>
      statement !== undefined &&
      (u.words.test(statement) || !namesAUse(statement) || /\b(?:all|every|any|each)\b/i.test(statement));
    const generalOptOut = c.hits.get("rubric.opt_out_noncritical")?.evidence;
    const optedOut = uses.filter((u) => u.optOut.length || covers(generalOptOut, u));
    // Uses that need consent first are in the user's hands as well.
    const byConsent = (u: (typeof uses)[number]) =>
      u.optIn || (consent !== undefined && (u.words.test(consent) || !namesAUse(consent)));
    const controlled = uses.filter((u) => optedOut.includes(u) || byConsent(u)).length;
    const quotes = [
      ...optedOut.map((u) => u.optOut[0] ?? "rubric.opt_out_noncritical"),
      "rubric.consent_for_noncritical",
      "rubric.ads_opt_in",
    ];
    if (uses.length && controlled === uses.length) return stated(c, optedOut.length ? "opt-out-all" : "opt-in", quotes);
    if (optedOut.length) return stated(c, "opt-out-some", quotes);
    // A consent that names no use at all ("nothing is done with your data beyond the service
    // until you say yes") is asked for every use.
    if (!uses.length && consent !== undefined && !namesAUse(consent)) return stated(c, "opt-in", quotes);
    if (!uses.length)
      return has(c, "rubric.no_noncritical_use")
        ? stated(c, NOT_APPLICABLE, ["rubric.no_noncritical_use"])
        : silence(c, NOT_APPLICABLE);
    // Some uses need consent and the others have no control: no option of the rubric says that.
    if (controlled) return NOT_STATED;
    // The uses are stated and nothing gives the user a say over them: "no", read from the
    // policy's silence about a control (weighed as silence), quoting the uses it states.
    const noControl = silence(c, "no");
    if (noControl.answer === null) return NOT_STATED;
    const useQuotes = stated(
      c,
      "no",
      uses.flatMap((u) => u.use),
    ).evidence;
    return { ...noControl, evidence: useQuotes };
  },
  "revision-notify": (c) => {
    if (has(c, "rubric.change_notice")) return stated(c, "yes", ["rubric.change_notice"]);
    if (has(c, "rubric.change_posted_only")) return stated(c, "no", ["rubric.change_posted_only"]);
    return silence(c, "no");
  },
  security: (c) => {
    if (has(c, "rubric.security_independent") || c.signals.has("cert.attestation"))
      return stated(c, "yes-independent-audits", ["rubric.security_independent", ...SECURITY_PRACTICES]);
    const practices = first(c, ...SECURITY_PRACTICES);
    if (has(c, "rubric.security_reviews") && (practices.length || has(c, "rubric.security_measures")))
      return stated(c, "yes-audits", ["rubric.security_reviews", ...practices, "rubric.security_measures"]);
    // Two named practices or more outline them; one alone, or words like "appropriate measures", are a glimpse.
    if (practices.length >= 2) return stated(c, "yes", practices);
    if (practices.length || has(c, "rubric.security_measures"))
      return stated(c, "somewhat", ["rubric.security_measures", ...practices]);
    return silence(c, "no");
  },
  "third-party-access": (c) => {
    const noncritical = first(
      c,
      "privacy.sells_data",
      "privacy.ad_sharing",
      "rubric.share_noncritical",
      "rubric.share_own_purpose",
      "rubric.others_trackers",
      "privacy.sale_under_state_law",
    );
    if (noncritical.length) return stated(c, "yes-unspecified", noncritical);
    // Sharing with the vendor's group (affiliates, subsidiaries) is sharing beyond its service
    // providers, whatever it also says of them: the rubric's "Yes", the parties not listed.
    if (has(c, "rubric.share_group")) return stated(c, "yes-unspecified", ["rubric.share_group"]);
    if (
      has(c, "rubric.share_service_providers", "privacy.subprocessors_named") ||
      c.signals.has("privacy.subprocessor_list")
    ) {
      const listed = c.signals.has("privacy.subprocessor_list") || has(c, "privacy.subprocessors_named");
      return stated(c, listed ? "yes-specified-critical" : "yes-unspecified-critical", [
        "rubric.share_service_providers",
        "privacy.subprocessors_named",
      ]);
    }
    // A third party's analytics software sees what users do, whatever the policy says of sharing;
    // beside sharing with others than providers, the answer is that wider sharing (below).
    if (has(c, "rubric.third_party_analytics") && !has(c, "rubric.share_any"))
      return stated(c, "yes-unspecified-critical", ["rubric.third_party_analytics"]);
    if (has(c, "rubric.no_sharing")) return stated(c, "no", ["rubric.no_sharing"]);
    // Sharing with others than service providers (group companies, partners, "third parties"
    // unqualified), none of them listed: the rubric's own definition of "Yes".
    if (has(c, "rubric.share_any")) return stated(c, "yes-unspecified", ["rubric.share_any"]);
    // A policy that says nothing of sharing does not allow it.
    return silence(c, "no");
  },
  "third-party-collection": (c) => {
    const noncritical = first(c, "rubric.collect_from_third_parties_noncritical", "privacy.third_party_data");
    if (noncritical.length) return stated(c, "yes", noncritical);
    const critical = c.hits.get("rubric.collect_from_third_parties_critical");
    if (critical) {
      // Only critical when the sentence that says data comes from third parties is the one about signing in or paying.
      const general = c.hits.get("rubric.collect_from_third_parties");
      return stated(c, !general || general.sentence === critical.sentence ? "critical-only" : "yes", [
        "rubric.collect_from_third_parties_critical",
      ]);
    }
    if (has(c, "rubric.collect_from_third_parties")) return stated(c, "yes", ["rubric.collect_from_third_parties"]);
    if (has(c, "rubric.no_third_party_collection")) return stated(c, "no", ["rubric.no_third_party_collection"]);
    // A policy that says nothing of data from third parties does not allow collecting it.
    return silence(c, "no");
  },
  "data-sale": (c) => {
    if (has(c, "privacy.sells_data")) return stated(c, "yes", ["privacy.sells_data"]);
    if (has(c, "privacy.sale_under_state_law")) return stated(c, "state-law-sale", ["privacy.sale_under_state_law"]);
    // Only a denial about personal data itself: "we never sell form responses" leaves the rest open.
    if (has(c, "rubric.no_sale_personal")) return stated(c, "no", ["rubric.no_sale_personal"]);
    return NOT_STATED;
  },
  "ai-training": (c) => {
    if (has(c, "privacy.no_training_opt_out"))
      return stated(c, "yes", ["privacy.no_training_opt_out", "privacy.trains_on_data"]);
    if (has(c, "privacy.trains_on_data"))
      return has(c, "privacy.training_opt_out")
        ? stated(c, "yes-opt-out", ["privacy.trains_on_data", "privacy.training_opt_out"])
        : stated(c, "yes", ["privacy.trains_on_data"]);
    if (has(c, "privacy.trains_on_deidentified")) return stated(c, "de-identified", ["privacy.trains_on_deidentified"]);
    if (has(c, "privacy.no_training")) return stated(c, "no", ["privacy.no_training"]);
    return NOT_STATED;
  },
  retention: (c) => {
    if (has(c, "privacy.retention_indefinite")) return stated(c, "indefinite", ["privacy.retention_indefinite"]);
    if (has(c, "privacy.retention_period")) return stated(c, "period", ["privacy.retention_period"]);
    if (has(c, "privacy.vague_retention")) return stated(c, "as-long-as-necessary", ["privacy.vague_retention"]);
    return NOT_STATED;
  },
  dpa: (c) => {
    if (c.signals.has("privacy.dpa_published"))
      return { answer: "offered", evidence: documentEvidence(c, "privacy.dpa_published"), basis: "statement" };
    return has(c, "privacy.dpa_offered") ? stated(c, "offered", ["privacy.dpa_offered"]) : NOT_STATED;
  },
  "sub-processors": (c) => {
    const listed = c.signals.has("privacy.subprocessor_list") || has(c, "privacy.subprocessors_named");
    const notice = has(c, "privacy.subprocessor_notice");
    if (!listed && !notice) return NOT_STATED;
    const answer = listed ? (notice ? "listed-with-notice" : "listed") : "notice-only";
    const evidence = [
      ...documentEvidence(c, "privacy.subprocessor_list"),
      ...stated(c, answer, ["privacy.subprocessors_named", "privacy.subprocessor_notice"]).evidence,
    ];
    return { answer, evidence: evidence.slice(0, 2), basis: "statement" };
  },
  "data-location": (c) => {
    const stated_ = first(c, "privacy.data_residency", "privacy.transfer_safeguards");
    if (stated_.length) return stated(c, "stated", stated_);
    if (has(c, "privacy.transfer_without_safeguards"))
      return stated(c, "transfers-unprotected", ["privacy.transfer_without_safeguards"]);
    return NOT_STATED;
  },
  "contract-end": (c) =>
    has(c, "privacy.data_return_at_exit")
      ? stated(c, "export-and-delete", ["privacy.data_return_at_exit"])
      : NOT_STATED,
  "contract-terms": (c) => {
    if (c.termsMissing) return { answer: "missing", evidence: [], basis: "silence", checked_urls: c.termsMissing };
    if (!c.termsRead) return NOT_STATED;
    const clauses = first(c, ...ONE_SIDED_CLAUSES);
    if (!clauses.length)
      return { answer: "balanced", evidence: documentEvidence(c, "legal.terms"), basis: "statement" };
    return stated(c, clauses.length >= 3 ? "one-sided" : "some-one-sided", clauses);
  },
};

/** Statements that personal data is used for advertising aimed at the person. */
const TARGETED_ADS = [
  "rubric.targeted_ads",
  "privacy.ad_targeting",
  "privacy.ad_sharing",
  "privacy.cross_site_tracking",
  "privacy.trackers",
];

/** What a consent to non-essential uses names: advertising, marketing messages, analytics. */
const ADS_WORDS = anyOf(ADVERTISING_CONTENT, /\b(?:personali[sz]ed|targeted|tailored|interest[- ]based|profiling)\b/i);
const MARKETING_WORDS = anyOf(PROMOTION, /\b(?:offers)\b/i);
/** Other uses a consent may name; a consent that names any use controls only the uses it names. */
const OTHER_USE_WORDS = /\b(?:analytics|cookies|tracking|measurement|statistics)\b/i;
const namesAUse = (consent: string) => [ADS_WORDS, MARKETING_WORDS, OTHER_USE_WORDS].some((w) => w.test(consent));

/** Security practices named one by one (statements.ts). */
const SECURITY_PRACTICES = [
  "rubric.security_encryption",
  "rubric.security_transport",
  "rubric.security_access",
  "rubric.security_network",
  "rubric.security_physical",
  "rubric.security_authentication",
];

/** Clauses that leave the customer exposed; three or more make the terms one-sided. */
export const ONE_SIDED_CLAUSES = [
  "legal.arbitration",
  "legal.class_action_waiver",
  "legal.perpetual_license",
  "legal.termination_at_will",
  "legal.unilateral_changes",
  "legal.low_liability_cap",
];

/** A document read, quoted by its title (the document stage's quote). */
function documentEvidence(c: AnswerContext, signal: string): AnswerEvidence[] {
  const doc = c.documents.get(signal);
  return doc ? [doc] : [];
}

/**
 * A service that states it collects no personal data: the questions the rubric marks "not
 * applicable" for it answer so, with that sentence, wherever the pages state nothing else. An
 * answer the pages state (a breach notice promised, data listed) still stands; silence does not.
 */
function orNoPersonalData(c: AnswerContext, question: string, a: Omit<Answer, "question">): Omit<Answer, "question"> {
  if (a.basis === "statement" || !has(c, "rubric.no_personal_data")) return a;
  if (!RUBRIC_QUESTION.get(question)?.options.some((o) => o.slug === NOT_APPLICABLE)) return a;
  return stated(c, NOT_APPLICABLE, ["rubric.no_personal_data"]);
}

export function decideAnswers(c: AnswerContext): Answer[] {
  return [...RUBRIC_QUESTION.keys()].map((question) => ({
    question,
    ...orNoPersonalData(c, question, DECISIONS[question]!(c)),
  }));
}

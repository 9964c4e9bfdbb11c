/**
 * Certifications and attestations, with who holds them and how far along they are.
 *
 * A certification is "verified" only when the vendor itself states it as attained on its own
 * pages. Each mention is judged in its clause:
 *   - owner: a mention after "our cloud provider", "runs on Google Cloud, which...", "processed
 *     by Stripe, a ... certified payment provider", or "these apply to its services, not to us"
 *     belongs to a third party and is never the vendor's;
 *   - status: "working towards", "underway", "expect to", "observation period" = in progress;
 *     "is certified", "holds", "has completed", "report available", "signs BAAs" = attained;
 *     a bare mention (a badge, a list item) = claimed without detail;
 *   - a denied mention ("has not completed a SOC 2 audit") is no claim at all.
 * The strongest vendor mention wins (attained > in progress > claimed).
 */
import type { Certification, CertificationStatus } from "../../worker/shared/analysis";
import { clauseEnd, clauseStart, modalityAt } from "./negation";
import { excerptFor, quoteFor, type Sentence } from "./text";

interface CertPattern {
  name: string;
  re: RegExp;
  /** Security weight when attained (strength, negative). */
  weight: number;
  dimension: "security" | "privacy_legal";
  /** Counts as an independent security attestation. */
  attestation: boolean;
}

/** Order matters: specific names before their prefixes (Type II before Type I, Plus before plain). */
export const CERT_PATTERNS: CertPattern[] = [
  {
    name: "SOC 2 Type II",
    re: /\bSOC ?2\b[^.;:]{0,30}?\bType (?:II|2)\b|\bSOC ?2[- ]Type ?(?:II|2)\b/gi,
    weight: -1.5,
    dimension: "security",
    attestation: true,
  },
  {
    name: "SOC 2 Type I",
    re: /\bSOC ?2\b[^.;:]{0,30}?\bType (?:I|1)\b(?![I\d])|\bSOC ?2[- ]Type ?(?:I|1)\b(?![I\d])/gi,
    weight: -0.75,
    dimension: "security",
    attestation: true,
  },
  { name: "SOC 2", re: /\bSOC ?2\b(?![^.;:]{0,30}?\bType\b)/gi, weight: -1, dimension: "security", attestation: true },
  { name: "SOC 1", re: /\bSOC ?1\b|\bSSAE ?18\b|\bISAE ?3402\b/gi, weight: -0.25, dimension: "security", attestation: false },
  { name: "SOC 3", re: /\bSOC ?3\b/gi, weight: -0.5, dimension: "security", attestation: true },
  { name: "ISO/IEC 27001", re: /\bISO(?:\/IEC)?[ -]?27001\b/gi, weight: -1.5, dimension: "security", attestation: true },
  { name: "ISO/IEC 27017", re: /\bISO(?:\/IEC)?[ -]?27017\b/gi, weight: -0.25, dimension: "security", attestation: false },
  { name: "ISO/IEC 27018", re: /\bISO(?:\/IEC)?[ -]?27018\b/gi, weight: -0.25, dimension: "security", attestation: false },
  { name: "ISO/IEC 27701", re: /\bISO(?:\/IEC)?[ -]?27701\b/gi, weight: -0.25, dimension: "security", attestation: false },
  { name: "ISO/IEC 42001", re: /\bISO(?:\/IEC)?[ -]?42001\b/gi, weight: -0.25, dimension: "security", attestation: false },
  { name: "ISO 9001", re: /\bISO[ -]?9001\b/gi, weight: -0.1, dimension: "security", attestation: false },
  {
    name: "PCI DSS",
    re: /\bPCI[ -]?DSS\b|\bPCI (?:compliant|compliance|certified|level 1)\b/gi,
    weight: -0.5,
    dimension: "security",
    attestation: true,
  },
  {
    name: "HIPAA",
    re: /\bHIPAA\b|\bBusiness Associate Agreements?\b|\bBAAs?\b/g,
    weight: -0.25,
    dimension: "security",
    attestation: false,
  },
  { name: "FedRAMP", re: /\bFedRAMP\b/gi, weight: -1.5, dimension: "security", attestation: true },
  { name: "StateRAMP", re: /\bStateRAMP\b/gi, weight: -0.75, dimension: "security", attestation: true },
  {
    name: "CSA STAR",
    re: /\bCSA STAR\b|\bSTAR (?:Level [12]|Registry|Certification|Attestation)\b/gi,
    weight: -0.5,
    dimension: "security",
    attestation: true,
  },
  { name: "HITRUST", re: /\bHITRUST\b/gi, weight: -1, dimension: "security", attestation: true },
  { name: "TISAX", re: /\bTISAX\b/gi, weight: -0.5, dimension: "security", attestation: true },
  {
    name: "C5",
    re: /\bBSI C5\b|\bC5 (?:attestation|report|certificat\w*|audit|testat)/gi,
    weight: -0.5,
    dimension: "security",
    attestation: true,
  },
  { name: "Cyber Essentials Plus", re: /\bCyber Essentials Plus\b/gi, weight: -0.5, dimension: "security", attestation: true },
  { name: "Cyber Essentials", re: /\bCyber Essentials\b(?! Plus)/gi, weight: -0.25, dimension: "security", attestation: false },
  { name: "IRAP", re: /\bIRAP\b/g, weight: -0.5, dimension: "security", attestation: true },
  { name: "GDPR", re: /\bGDPR\b|\bGeneral Data Protection Regulation\b/g, weight: -0.25, dimension: "privacy_legal", attestation: false },
  {
    name: "CCPA",
    re: /\bCCPA\b|\bCPRA\b|\bCalifornia Consumer Privacy Act\b/g,
    weight: -0.25,
    dimension: "privacy_legal",
    attestation: false,
  },
];

/** Laws are "attained" only by a compliance statement, not by being named. */
const LAWS = new Set(["GDPR", "CCPA", "HIPAA"]);

/** GDPR, CCPA, HIPAA: complied with, not certified. */
export function isLaw(name: string): boolean {
  return LAWS.has(name);
}
const LAW_HINT = /\bcompl\w*|\bsign|\bBAAs?\b|\bsupport|\bavailable|\byes\b/i;

const THIRD_PARTY =
  /\b(?:provider|providers|provider's|sub-?processors?|vendors?|partners?|hosting|data cent(?:er|re)s?|datacent(?:er|re)s?|payment processors?|processed by|handled by|runs? on|hosted (?:on|by|with|at)|built on|powered by|infrastructure|cloud)\b|\b(?:AWS|Amazon Web Services|Google Cloud|GCP|Microsoft Azure|Azure|Stripe|Paddle|Cloudflare|Heroku|Salesforce|Twilio|Snowflake|Oracle Cloud|IBM Cloud|Hetzner|OVH\w*|DigitalOcean|Equinix|Braintree|Adyen|PayPal)\b/i;
const THIRD_PARTY_G = new RegExp(THIRD_PARTY.source, "gi");
const NOT_OURS =
  /\bnot (?:to )?(?:us|our|ours|\w+'s own)\b|\bapply to (?:its|their) (?:services|own)\b|\bcover (?:their|its) (?:services|own)\b|\bare (?:\w+'s|their|its) (?:certifications?|attestations?)\b|\bthese are \w+'s\b|\bnot (?:to )?[A-Z][\w-]+(?:'s own)?\b/;
const FIRST_PARTY_SUBJECT = /\b(?:we|we're|we've|our|us|itself)\b/i;

const ATTAINED =
  /\b(?:is|are|was|were|been|being|become|became)\s+(?:now\s+|fully\s+|independently\s+|officially\s+|successfully\s+)?(?:certified|compliant|audited|accredited|validated|attested|registered|authori[sz]ed|assessed)\b|\b(?:certified|audited|accredited|validated|attested|authori[sz]ed)\b|\b(?:has|have)\s+(?:successfully\s+|now\s+)?(?:completed|achieved|obtained|attained|earned|passed|received|maintained)\b|\b(?:hold|holds|held|maintain|maintains|maintained|achieve[sd]?|obtained)\b|\b(?:comply|complies|complied)\s+with\b|\bcompliant\b|\b(?:report|attestation|certificate|certification|letter)s?\b[^.;]{0,40}\b(?:available|on request|upon request|under (?:an? )?NDA|can be requested|covers?)\b|\b(?:share|provide|make available)\b[^.;]{0,40}\b(?:its|our|the)\b[^.;]{0,40}\b(?:report|certificate|attestation)\b|\bsign(?:s|ed)?\b[^.;]{0,30}\b(?:BAAs?|Business Associate Agreements?)\b|\bsupports?\b[^.;]{0,20}\bcompliance\b|\b(?:its|our)\s+(?:most recent |current |latest |annual )?(?:SOC|ISO|PCI)/i;
const IN_PROGRESS =
  /\b(?:working (?:towards?|on)|in progress|underway|under way|undergoing|pursuing|preparing (?:for|to)|expects? to|expected (?:to|in|by)|plans? to|planning to|planned|intends? to|aims? to|in the process of|on track|roadmap|coming soon|not yet|yet to|next (?:year|quarter)|targeting|anticipate[sd]?|readiness)\b|\bobservation period (?:is |has )?(?:in progress|underway|under way|ends|began|begun|started|running)\b/i;

/** Cheap pre-filter: the acronyms are matched case-sensitively (as the patterns need them anyway). */
const CERT_FILTER =
  /SOC ?[123]|ISO|PCI|HIPAA|BAA|FedRAMP|StateRAMP|STAR|HITRUST|TISAX|C5|IRAP|GDPR|CCPA|CPRA|SSAE|ISAE|Business Associate|Cyber Essentials|General Data Protection|California Consumer|[Ss]oc ?2|[Ii]so ?27/;

export interface CertMention {
  name: string;
  status: CertificationStatus;
  thirdParty: boolean;
  sentence: Sentence;
  start: number;
  end: number;
}

function isTableCell(s: Sentence): boolean {
  return s.block.row !== undefined;
}

/** The other cells of a table row, as context for a cell that names a certification. */
function rowContext(s: Sentence): string {
  if (s.block.row === undefined) return "";
  return s.page.blocks
    .filter((b) => b.row === s.block.row && b !== s.block)
    .map((b) => b.text)
    .join(" ; ");
}

function judge(p: CertPattern, s: Sentence, start: number, end: number): CertMention | null {
  const text = s.text;
  const cs = clauseStart(text, start);
  const ce = clauseEnd(text, end);
  const clause = text.slice(cs, ce);
  // Most mentions of a law are not compliance statements: settle those before the costlier checks.
  // Laws are complied with or not; "working towards GDPR" is not a status we report.
  if (LAWS.has(p.name) && !LAW_HINT.test(`${clause} ${rowContext(s)}`)) return null;
  const mod = modalityAt(text, start, end, 6);
  // Third party: a provider is named before the mention in the clause (or the sentence says
  // the certificates are someone else's), and no "we/our" takes the subject back.
  const before = text.slice(cs, start);
  const sentenceBefore = text.slice(0, start);
  const lastProvider = (() => {
    THIRD_PARTY_G.lastIndex = 0;
    let m: RegExpExecArray | null;
    let at = -1;
    while ((m = THIRD_PARTY_G.exec(sentenceBefore))) at = m.index + m[0].length;
    return at;
  })();
  const afterProvider = lastProvider >= 0 ? sentenceBefore.slice(lastProvider) : "";
  const ownerReclaimed = /(?:[;.]|\band\b|,)\s*(?:we|our)\b/i.test(afterProvider);
  const after = text.slice(end, Math.min(text.length, end + 40));
  const providerAfter =
    /^\s*(?:certified|compliant|audited|accredited)?\s*(?:data cent|datacent|hosting|cloud|infrastructure|provider|partner|payment (?:provider|processor))/i.test(
      after,
    );
  const thirdParty = NOT_OURS.test(text) || providerAfter || (lastProvider >= 0 && !ownerReclaimed && !/\bwe\b/i.test(before.slice(-25)));
  if (mod.negated && !IN_PROGRESS.test(clause)) return null;
  // "data that is subject to PCI DSS" names a standard the customer's data falls under, not a claim.
  if (/\bsubject to (?:the )?[^.;]{0,60}$/i.test(before)) return null;

  const context = `${clause} ${rowContext(s)}`;
  let status: CertificationStatus;
  if (IN_PROGRESS.test(context) || mod.future) status = "in_progress";
  else if (ATTAINED.test(context)) status = "attained";
  else status = "claimed_without_detail";

  if (LAWS.has(p.name)) {
    // "rights under the GDPR", "as defined by the CCPA" name a law; only "we comply with",
    // "GDPR compliant", "sign BAAs" state compliance.
    const complianceStatement =
      /\b(?:comply|complies|complied|compliant|compliance with)\b/i.test(clause) ||
      (p.name === "HIPAA" &&
        /\bsign(?:s|ed)?\b[^.;]{0,40}\b(?:BAAs?|Business Associate Agreements?)|\bBAAs?\b[^.;]{0,30}\bavailable\b|\bsupports? HIPAA compliance\b/i.test(
          `${clause} ${rowContext(s)}`,
        ));
    const helpsOthers =
      /\b(?:help|helps|helping|enable|enables|assist|allow|allows|permit|permits)\b[^.;]{0,30}\b(?:you|customers?|organi[sz]ations|controllers?)\b[^.;]{0,20}\bcompl(?:y|iant|iance)\b|\byou must\b|\b(?:your|their|customers?['’]?|its customers['’]?) (?:own )?(?:compliance|obligations)\b|\bresponsible for\b/i.test(
        clause,
      ) ||
      /\b(?:GDPR|CCPA|HIPAA)[- ]compliant (?:data processing|DPA|addendum|agreement|contract|forms?|tools?|solutions?|templates?)\b/i.test(
        clause,
      );
    // "the rights you have under the GDPR" names the law; it states nothing about complying.
    if (/\brights?\b[^.;]{0,40}\b(?:under|pursuant to)\b/i.test(clause)) return null;
    if (!complianceStatement || helpsOthers) {
      if (!(isTableCell(s) && /\b(?:supported|available|compliant|yes)\b/i.test(rowContext(s)))) return null;
    }
    status = "attained";
  }
  return { name: p.name, status, thirdParty, sentence: s, start, end };
}

export function findCertMentions(sentences: Sentence[]): CertMention[] {
  const out: CertMention[] = [];
  for (const s of sentences) {
    if (s.question) continue;
    // Quick filter: every pattern has an upper-case token or a distinctive word.
    if (!CERT_FILTER.test(s.text)) continue;
    const taken: [number, number][] = [];
    for (const p of CERT_PATTERNS) {
      p.re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = p.re.exec(s.text))) {
        const start = m.index;
        const end = start + m[0].length;
        // A longer name already claimed this span ("SOC 2 Type II" vs "SOC 2").
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        taken.push([start, end]);
        const j = judge(p, s, start, end);
        if (j) out.push(j);
      }
    }
  }
  return out;
}

const STATUS_RANK: Record<CertificationStatus, number> = { attained: 0, in_progress: 1, claimed_without_detail: 2 };

export interface CertResult {
  certifications: Certification[];
  /** Vendor mentions per name, with the chosen one first. */
  chosen: Map<string, CertMention>;
  /** Certificates named on the site that belong to someone else (a provider). */
  thirdParty: CertMention[];
}

export function resolveCertifications(mentions: CertMention[]): CertResult {
  const chosen = new Map<string, CertMention>();
  const thirdParty: CertMention[] = [];
  const rank = (m: CertMention) =>
    STATUS_RANK[m.status] * 10 +
    (isTableCell(m.sentence) ? 1 : 0) +
    (m.sentence.page.kind === "security" || m.sentence.page.kind === "trust" ? 0 : 2);
  for (const m of mentions) {
    if (m.thirdParty) {
      thirdParty.push(m);
      continue;
    }
    const prev = chosen.get(m.name);
    if (!prev || rank(m) < rank(prev)) chosen.set(m.name, m);
  }
  // "SOC 2" without a type adds nothing when the site names the type elsewhere.
  if (chosen.has("SOC 2") && (chosen.has("SOC 2 Type II") || chosen.has("SOC 2 Type I"))) chosen.delete("SOC 2");
  const order = CERT_PATTERNS.map((p) => p.name);
  const certifications: Certification[] = [...chosen.values()]
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
    .map((m) => ({
      name: m.name,
      verified: m.status === "attained",
      status: m.status,
      source_url: m.sentence.page.url,
      evidence: certQuote(m),
      excerpt: excerptFor(m.sentence),
    }));
  const vendorNames = new Set(chosen.keys());
  return { certifications, chosen, thirdParty: thirdParty.filter((m) => !vendorNames.has(m.name)) };
}

/**
 * The clause of the sentence that carries the mention, cut at "; " so that a sentence holding
 * two certifications with two statuses gives each its own quote. A slice of the sentence.
 */
function certQuote(m: CertMention): string {
  const t = m.sentence.text;
  const before = t.lastIndexOf("; ", m.start);
  const after = t.indexOf("; ", m.end);
  if (before < 0 && after < 0) return quoteFor(m.sentence, m.start, m.end);
  const from = before < 0 ? 0 : before + 2;
  const to = after < 0 ? t.length : after;
  const clause = t.slice(from, to).trim();
  return clause.length >= 20 && clause.length <= 360 ? clause : quoteFor(m.sentence, m.start, m.end);
}

export function certWeight(name: string): { weight: number; dimension: "security" | "privacy_legal"; attestation: boolean } {
  const p = CERT_PATTERNS.find((c) => c.name === name);
  return p
    ? { weight: p.weight, dimension: p.dimension, attestation: p.attestation }
    : { weight: 0, dimension: "security", attestation: false };
}

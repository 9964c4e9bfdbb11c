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
import type { Certification, CertificationStatus } from "@core/contract/analysis";
import { requiredFragments } from "./keywords";
import { clauseEnd, clauseStart, isNegatedText, modalityAt } from "./negation";
import { CUSTOMER_DUTY } from "./parties";
import { excerptFor, quoteFor, type Sentence } from "./text";
import { anyOf, group, seq, withFlags, words } from "./pattern";

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
    // The words between "SOC 2" and the type never hold another type ("SOC 2 Type 1 is complete and Type 2 is underway").
    re: /\bSOC ?2\b(?:(?!\bType\b)[^.;:]){0,30}?\bType (?:II|2)\b|\bSOC ?2[- ]Type ?(?:II|2)\b/gi,
    weight: -1.5,
    dimension: "security",
    attestation: true,
  },
  {
    name: "SOC 2 Type I",
    re: /\bSOC ?2\b(?:(?!\bType\b)[^.;:]){0,30}?\bType (?:I|1)\b(?![I\d])|\bSOC ?2[- ]Type ?(?:I|1)\b(?![I\d])/gi,
    weight: -0.75,
    dimension: "security",
    attestation: true,
  },
  { name: "SOC 2", re: /\bSOC ?2\b(?![^.;:]{0,30}?\bType\b)/gi, weight: -1, dimension: "security", attestation: true },
  {
    name: "SOC 1",
    re: /\bSOC ?1\b|\bSSAE ?18\b|\bISAE ?3402\b/gi,
    weight: -0.25,
    dimension: "security",
    attestation: false,
  },
  { name: "SOC 3", re: /\bSOC ?3\b/gi, weight: -0.5, dimension: "security", attestation: true },
  {
    name: "ISO/IEC 27001",
    re: /\bISO(?:\/IEC)?[ -]?27001\b/gi,
    weight: -1.5,
    dimension: "security",
    attestation: true,
  },
  {
    name: "ISO/IEC 27017",
    re: /\bISO(?:\/IEC)?[ -]?27017\b/gi,
    weight: -0.25,
    dimension: "security",
    attestation: false,
  },
  {
    name: "ISO/IEC 27018",
    re: /\bISO(?:\/IEC)?[ -]?27018\b/gi,
    weight: -0.25,
    dimension: "security",
    attestation: false,
  },
  {
    name: "ISO/IEC 27701",
    re: /\bISO(?:\/IEC)?[ -]?27701\b/gi,
    weight: -0.25,
    dimension: "security",
    attestation: false,
  },
  {
    name: "ISO/IEC 42001",
    re: /\bISO(?:\/IEC)?[ -]?42001\b/gi,
    weight: -0.25,
    dimension: "security",
    attestation: false,
  },
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
  {
    name: "Cyber Essentials Plus",
    re: /\bCyber Essentials Plus\b/gi,
    weight: -0.5,
    dimension: "security",
    attestation: true,
  },
  {
    name: "Cyber Essentials",
    re: /\bCyber Essentials\b(?! Plus)/gi,
    weight: -0.25,
    dimension: "security",
    attestation: false,
  },
  { name: "IRAP", re: /\bIRAP\b/g, weight: -0.5, dimension: "security", attestation: true },
  {
    name: "GDPR",
    re: /\bGDPR\b|\bGeneral Data Protection Regulation\b/g,
    weight: -0.25,
    dimension: "privacy_legal",
    attestation: false,
  },
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

const THIRD_PARTY = anyOf(
  words(
    "provider",
    "providers",
    "provider's",
    "sub-?processors?",
    "vendors?",
    "partners?",
    "hosting",
    "data cent(?:er|re)s?",
    "datacent(?:er|re)s?",
    "payment processors?",
    "processed by",
    "handled by",
    "runs? on",
    "hosted (?:on|by|with|at)",
    "built on",
    "powered by",
    "infrastructure",
    "cloud",
    "platform",
    "Rechenzentr\\w*",
    "h[ée]bergeur",
    "prestataires?",
    "proveedores?",
  ),
  withFlags(
    words(
      "AWS",
      "Amazon Web Services",
      "Google Cloud",
      "GCP",
      "Microsoft Azure",
      "Azure",
      "Stripe",
      "Paddle",
      "Cloudflare",
      "Heroku",
      "Salesforce",
      "Twilio",
      "Snowflake",
      "Oracle Cloud",
      "IBM Cloud",
      "Hetzner",
      "OVH\\w*",
      "DigitalOcean",
      "Equinix",
      "Braintree",
      "Adyen",
      "PayPal",
    ),
    "i",
  ),
);
/** Words that name a provider only when nobody owns them ("the cloud", not "our cloud platform"). */
const GENERIC_PROVIDER = /^(?:hosting|infrastructure|cloud|platform|data cent(?:er|re)s?|datacent(?:er|re)s?)$/i;
const OWNED = /\b(?:our|we|its own|our own|unsere?[nmrs]?|notre|nos|nuestr[oa]s?)\s+(?:\w+\s+){0,2}$/i;
const THIRD_PARTY_G = new RegExp(THIRD_PARTY.source, "gi");
const NOT_OURS = anyOf(
  /\bnot (?:to )?(?:us|our|ours|\w+'s own)\b/,
  /\bapply to (?:its|their) (?:services|own)\b/,
  /\bcover (?:their|its) (?:services|own)\b/,
  /\bare (?:\w+'s|their|its) (?:certifications?|attestations?)\b/,
  /\bthese are \w+'s\b/,
  /\bnot (?:to )?[A-Z][\w-]+(?:'s own)?\b/,
);

const ATTAINED = anyOf(
  seq(
    /\b(?:is|are|was|were|been|being|become|became)\s+/i,
    /(?:now\s+|fully\s+|independently\s+|officially\s+|successfully\s+)?/i,
    /(?:certified|compliant|audited|accredited|validated|attested|registered|authori[sz]ed|assessed)/i,
    /\b/i,
  ),
  /\b(?:certified|audited|accredited|validated|attested|authori[sz]ed)\b/i,
  seq(
    /\b(?:has|have)\s+(?:successfully\s+|now\s+)?/i,
    /(?:completed|achieved|obtained|attained|earned|passed|received|maintained)\b/i,
  ),
  /\b(?:hold|holds|held|maintain|maintains|maintained|achieve[sd]?|obtained|attained|awarded|granted|earned|secured)\b/i,
  // A certificate renewed, an audit or assessment completed: "the certification was renewed", "assessment completed".
  /\b(?:renewed|recertified|re-certified)\b/i,
  /\b(?:audit|assessment|examination|certification)s?\s+(?:was\s+|were\s+|has been\s+|have been\s+)?(?:successfully\s+)?(?:completed|passed)\b/i,
  // "We undergo annual SOC 2 Type II audits": the audit recurs, so it has been passed.
  /\bundergoe?s?\s+(?:an?\s+)?(?:annual|yearly|regular|periodic|recurring|independent|third[- ]party|external)\b/i,
  // "We have a SOC 2 Type II attestation", "Acme has a current ISO 27001 certificate".
  /\b(?:have|has)\s+(?:a|an|our|its|the|current|valid)\b[^.;]{0,40}\b(?:attestation|certificate|certification|report)\b/i,
  /\b(?:comply|complies|complied)\s+with\b/i,
  /\bcompliant\b/i,
  seq(
    /\b(?:report|attestation|certificate|certification|letter)s?\b[^.;]{0,40}\b/i,
    /(?:available|on request|upon request|under (?:an? )?NDA|can be requested|covers?)\b/i,
  ),
  seq(
    /\b(?:share|provide|make available)\b[^.;]{0,40}\b(?:its|our|the)\b[^.;]{0,40}\b/i,
    /(?:report|certificate|attestation)\b/i,
  ),
  /\bsign(?:s|ed)?\b[^.;]{0,30}\b(?:BAAs?|Business Associate Agreements?)\b/i,
  // A validated level or a public registry entry: "a PCI DSS Level 1 Service Provider", "listed in
  // the CSA STAR registry", "listed on the FedRAMP Marketplace".
  /\b(?:level|tier) [1-4] (?:service provider|merchant)\b/i,
  /\blisted (?:in|on) (?:the )?[^.;]{0,30}\b(?:registry|register|marketplace)\b/i,
  /\bsupports?\b[^.;]{0,20}\bcompliance\b/i,
  /\b(?:its|our)\s+(?:most recent |current |latest |annual )?(?:SOC|ISO|PCI)/i,
);
const IN_PROGRESS = anyOf(
  seq(
    /\b/i,
    group(
      /working (?:towards?|on)|in progress|underway|under way|undergoing|pursuing|preparing (?:for|to)/i,
      /expects? to|expected (?:to|in|by)|plans? to|planning to|planned|intends? to|aims? to/i,
      /in the process of|on track|roadmap|coming soon|not yet|yet to|next (?:year|quarter)|targeting/i,
      /anticipate[sd]?|readiness|scheduled|kick-?off|kicks? off|upcoming|forthcoming|pending|awaiting/i,
      /will (?:begin|start|undergo|complete|obtain|achieve|receive|be (?:certified|audited|completed))/i,
      /(?:audit|assessment) (?:window|period) (?:opens|starts|begins)/i,
      /in (?:the|our) observation (?:window|period)|observation (?:window|period) (?:for|of)/i,
    ),
    /\b/i,
  ),
  /\bobservation period (?:is |has )?(?:in progress|underway|under way|ends|began|begun|started|running)\b/i,
  /\bstreben\b[^.]{0,60}\ban\b/i,
  /\bgeplant\b/i,
  /\bin Vorbereitung\b/i,
  /\ben cours\b/i,
  /\bpr[ée]vue?s?\b/i,
  /\ben proceso\b/i,
  /\btrabajando (?:para|en)\b/i,
  /\bpr[óo]ximo a[ñn]o\b/i,
);

/** German, French and Spanish statements of attainment. */
const ATTAINED_LOCAL = anyOf(
  /\bzertifiziert\b/i,
  /\bZertifizierung\b[^.;]{0,30}\b(?:erhalten|bestanden)\b/i,
  /\btestiert\b/i,
  /\bcertifi[ée]e?s?\b/i,
  /\bcertification obtenue\b/i,
  /\btitulaire\b/i,
  /\bcertificad[oa]s?\b/i,
  /\bcuenta con (?:la )?certificaci[óo]n\b/i,
  /\bdispone(?:mos)? de (?:la )?certificaci[óo]n\b/i,
  /\bcontamos con\b/i,
);
/** A claim to follow or be ready for a standard, not to hold it. */
const ALIGNED = withFlags(
  words(
    "ready",
    "readiness",
    "aligned",
    "alignment",
    "inspired by",
    "based on",
    "in line with",
    "modell?ed on",
    "designed (?:to|with|around)",
    "built to",
    "follows?",
    "following",
    "principles",
    "framework",
    "best practices",
  ),
  "i",
);
/** The customer pursuing a standard: "customers pursuing SOC 2", "teams preparing for ISO 27001". */
const CUSTOMER_PURSUIT =
  /\b(?:customers?|you|users?|clients?|organi[sz]ations|companies|teams|startups)\s+(?:who are |that are )?(?:pursuing|preparing for|working towards?|seeking|going through)\b/i;
/** A label that says the names after it are held: "Certified: ISO/IEC 27001, ISO/IEC 27701". */
const CERTIFIED_LABEL =
  /\b(?:certified|certifications? held|attained|achieved)\s*:\s*(?:[^.;:]{0,60},\s*(?:and\s+)?)?$/i;
/** A certificate's number is a detail, not a bare badge: "(certificate no. IS 123456)". */
const CERTIFICATE_NUMBER = /\bcertificate (?:no\.?|number|#|id)\s*:?\s*(?:[a-z]{1,4}[\s-]?)?\d/i;
/** A table row whose status says the standard is not held. */
const ROW_NOT_HELD = anyOf(
  /\bnot (?:supported|applicable|available|certified|compliant|held)\b/i,
  /\bunsupported\b/i,
  /\bn\/a\b/i,
  /^\s*(?:no|none|—|-)\s*(?:;|$)/i,
);

/**
 * Cheap pre-filter, derived from the patterns (keywords.ts) and run on the lower-cased sentence:
 * a sentence without any of the fragments the patterns require cannot name a certification.
 */
let certFilter: RegExp | null | undefined;
function mayNameCertification(lower: string): boolean {
  if (certFilter === undefined) {
    const fragments = CERT_PATTERNS.map((p) => requiredFragments(p.re));
    certFilter = fragments.some((f) => !f)
      ? null
      : new RegExp(
          [...new Set(fragments.flat() as string[])].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
        );
  }
  return !certFilter || certFilter.test(lower);
}

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

export interface CertContext {
  /** The vendor's own name: never a third party. */
  vendor?: RegExp;
  /** The analysis date: a year after it ("audit planned for 2027") is in the future. */
  now?: Date;
}

/** Where the provider named last before the mention ends (-1: none), skipping owned generic words and the vendor itself. */
function lastProviderEnd(before: string, ctx: CertContext): number {
  THIRD_PARTY_G.lastIndex = 0;
  let m: RegExpExecArray | null;
  let at = -1;
  // biome-ignore lint/suspicious/noAssignInExpressions: the usual loop over a global regular expression's matches
  while ((m = THIRD_PARTY_G.exec(before))) {
    if (GENERIC_PROVIDER.test(m[0]) && OWNED.test(before.slice(0, m.index))) continue;
    if (ctx.vendor?.test(m[0])) continue;
    at = m.index + m[0].length;
  }
  return at;
}

const notPatternCache = new Map<string, { notUs: RegExp; usNotThem: RegExp }>();
function notPatterns(vendorRe: RegExp | undefined) {
  const vendor = vendorRe?.source ?? "(?!)";
  let p = notPatternCache.get(vendor);
  if (!p) {
    p = {
      notUs: new RegExp(`,\\s*not (?:to |by |for )?(?:us|our|ours|we|${vendor})\\b`, "i"),
      usNotThem: new RegExp(
        `\\b(?:we|our|${vendor})\\b[^.;]{0,80},\\s*not (?:just |only |merely )?(?:our|the|its|their)\\b`,
        "i",
      ),
    };
    if (notPatternCache.size > 100) notPatternCache.clear();
    notPatternCache.set(vendor, p);
  }
  return p;
}

/** A named provider's possessive ending right before a mention ("AWS's", "Google Cloud’s"). */
const PROVIDER_POSSESSIVE = new RegExp(`(?:${THIRD_PARTY.source})['’]s\\s*(?:own\\s+)?$`, "i");

/** A provider named right after the mention ("ISO 27001 certified data centres", "a PCI DSS compliant third party"). */
const PROVIDER_AFTER = seq(
  /^\s*(?:certified|compliant|audited|accredited)?\s*/i,
  group(
    /data cent|datacent|hosting|cloud provider|infrastructure provider|provider|partner/i,
    /payment (?:provider|processor)|third[- ]part(?:y|ies)|(?:sub-?)?processors?|vendors?/i,
    /(?:payment )?gateways?|service providers?/i,
  ),
);

/** The mention belongs to someone else: a provider named before it, or "X, not us". */
function isThirdParty(text: string, start: number, end: number, cs: number, ctx: CertContext): boolean {
  const before = text.slice(cs, start);
  const sentenceBefore = text.slice(0, start);
  // "X, not Y": the certificate is X's. Ours when X is us and Y a provider, someone else's when Y is us.
  const { notUs, usNotThem } = notPatterns(ctx.vendor);
  if (notUs.test(text)) return true;
  if (usNotThem.test(text)) return false;
  if (NOT_OURS.test(text)) return true;
  // "AWS's SOC 2 compliant infrastructure": a provider's possessive right before the mention.
  if (PROVIDER_POSSESSIVE.test(sentenceBefore) && !ctx.vendor?.test(sentenceBefore.slice(-40))) return true;
  const after = text.slice(end, Math.min(text.length, end + 40));
  // "a PCI DSS compliant third party" is someone else; "Acme is a PCI DSS certified service provider" is the vendor.
  const providerAfter =
    PROVIDER_AFTER.test(after) && !/\b(?:we are|we're|is|are|as)\s+(?:an?|the|one)\s*$/i.test(before);
  if (providerAfter) return true;
  const lastProvider = lastProviderEnd(sentenceBefore, ctx);
  if (lastProvider < 0) return false;
  const afterProvider = sentenceBefore.slice(lastProvider);
  // "Cloudflare, our CDN, is PCI DSS compliant": the provider's role in apposition, not the vendor.
  const appositive = /^\s*,\s*(?:our|its|the)\s+(?:[\w-]+\s+){0,3}?[\w-]+\s*,/i.test(afterProvider);
  const ownerReclaimed =
    !appositive &&
    (/(?:[;.]|\band\b|,)\s*(?:we|our)\b/i.test(afterProvider) || (!!ctx.vendor && ctx.vendor.test(afterProvider)));
  return !ownerReclaimed && !/\bwe\b/i.test(before.slice(-25));
}

/** Certification names and list separators at the end of a text ("ISO 27001, SOC 2 or "). */
const LIST_TAIL = seq(
  /(?:[,/]\s*|\s+(?:or|and|nor|oder|und|ou|et|ni|o|y)\s+|\s+)?/i,
  group(
    /SOC ?[123](?: Type (?:II|I|1|2))?|ISO(?:\/IEC)?[ -]?\d{4,5}(?::\d{4})?|PCI[ -]?DSS|HIPAA|FedRAMP/i,
    /StateRAMP|CSA STAR|HITRUST|TISAX|C5|IRAP|Cyber Essentials(?: Plus)?|GDPR|CCPA|certifications?/i,
    /attestations?|reports?/i,
  ),
  /\s*[,/]?\s*$/i,
);

const LIST_SEPARATOR = /(?:\s*[,/]\s*|\s+(?:or|and|nor|oder|und|ou|et|ni|o|y)\s*)$/i;

/** "We do not hold SOC 2, ISO 27001 or PCI DSS": a negator before the list denies every name in it. */
function negatedAcrossList(text: string, cs: number, start: number): boolean {
  let left = text.slice(cs, start);
  for (let i = 0; i < 12; i++) {
    const next = left.replace(LIST_SEPARATOR, "").replace(LIST_TAIL, "");
    if (next === left) break;
    left = next;
  }
  const words = left.trim().split(/\s+/).slice(-8).join(" ");
  if (words && isNegatedText(words)) return true;
  // "Certifications we do not hold: SOC 2, ISO 27001."
  if (!left.trim() && cs > 0) {
    const prev = text.slice(0, cs).replace(/[:\s]+$/, "");
    if (/:\s*$/.test(text.slice(0, cs)) && isNegatedText(prev.split(/\s+/).slice(-8).join(" "))) return true;
  }
  return false;
}

/** A year said of the mention: "in 2027", "by Q2 2027", "d’ici 2027" (the year is the group). */
const FUTURE_YEAR = seq(
  /\b/gi,
  group(
    /in|by|for|during|until|from|Q[1-4]|H[12]|early|mid|late|end of|spring|summer|autumn|fall|winter|bis/gi,
    /en|para|d['’]ici/gi,
  ),
  /\s+(?:of\s+)?(20\d\d)\b/gi,
);

/** A year after the analysis date, said of the mention ("planned for 2027", "Q2 2027"). */
function futureYear(clause: string, now: Date | undefined): boolean {
  if (!now) return false;
  const year = now.getUTCFullYear();
  const re = FUTURE_YEAR;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  // biome-ignore lint/suspicious/noAssignInExpressions: the usual loop over a global regular expression's matches
  while ((m = re.exec(clause))) if (Number(m[1]) > year) return true;
  return false;
}

/** A badge or label: the name and a word ("ISO 27001 compliant", "SOC 2 ready"), no one stating it. */
function isBareBadge(s: Sentence, start: number, end: number): boolean {
  if (isTableCell(s)) return false;
  const rest = `${s.text.slice(0, start)} ${s.text.slice(end)}`.replace(/[.!:;,()]/g, " ").trim();
  const words = rest ? rest.split(/\s+/).length : 0;
  return (
    words <= 3 &&
    !/\b(?:we|our|us|is|are|has|have|holds?|held|been|was|were|maintains?|completed|achieved|obtained)\b/i.test(rest)
  );
}

/** A compliance word whose object is the law named right after it ("we comply with the GDPR, the UK GDPR and the CCPA"). */
const LAW_COMPLIANCE_BEFORE =
  /\b(?:comply|complies|complied|complying|compliant|compliance|conform\w*|adhere\w*|konform|conforme|cumple|cumplimos|cumplimiento)\b[^.;]{0,50}$/i;
/** "GDPR-compliant", "CCPA compliance". */
const LAW_COMPLIANCE_AFTER = /^[\s-]*(?:\([^)]{0,20}\)\s*)?(?:compliant|compliance|konform|conforme)\b/i;

/** HIPAA is complied with when the vendor signs BAAs or says it supports HIPAA compliance. */
const HIPAA_STATEMENT = anyOf(
  /\bsign(?:s|ed)?\b[^.;]{0,40}\b(?:BAAs?|Business Associate Agreements?)/i,
  /\bBAAs?\b[^.;]{0,30}\bavailable\b/i,
  /\bsupports? HIPAA compliance\b/i,
);
/** Helping customers comply is not complying: "helps customers comply with GDPR", "your own obligations". */
const HELPS_OTHERS_COMPLY = anyOf(
  seq(
    /\b(?:help|helps|helping|enable|enables|assist|allow|allows|permit|permits)\b[^.;]{0,30}/i,
    /\b(?:you|customers?|organi[sz]ations|controllers?)\b[^.;]{0,20}\bcompl(?:y|iant|iance)/i,
    /\b/i,
  ),
  /\byou must\b/i,
  /\b(?:your|their|customers?['’]?|its customers['’]?) (?:own )?(?:compliance|obligations)\b/i,
  /\bresponsible for\b/i,
);
/** A product for compliance, not a statement of it: "a GDPR-compliant DPA", "HIPAA-compliant forms". */
const COMPLIANT_PRODUCT = seq(
  /\b(?:GDPR|CCPA|HIPAA)[- ]compliant /i,
  /(?:data processing|DPA|addendum|agreement|contract|forms?|tools?|solutions?|templates?)\b/i,
);

function judge(p: CertPattern, s: Sentence, start: number, end: number, ctx: CertContext): CertMention | null {
  const text = s.text;
  const cs = clauseStart(text, start);
  const ce = clauseEnd(text, end);
  const clause = text.slice(cs, ce);
  const row = rowContext(s);
  // Most mentions of a law are not compliance statements: settle those before the costlier checks.
  // Laws are complied with or not; "working towards GDPR" is not a status we report.
  if (LAWS.has(p.name) && !LAW_HINT.test(`${clause} ${row}`)) return null;
  const mod = modalityAt(text, start, end, 6);
  const thirdParty = isThirdParty(text, start, end, cs, ctx);
  // "ISO 27001 certification: planned for 2027": the status after the colon that follows the name.
  const afterColon = /^[^.;:]{0,30}:\s*([^.;]{0,40})/.exec(text.slice(end))?.[1] ?? "";
  const inProgress =
    IN_PROGRESS.test(clause) ||
    IN_PROGRESS.test(row) ||
    IN_PROGRESS.test(afterColon) ||
    mod.future ||
    futureYear(clause, ctx.now);
  if ((mod.negated || negatedAcrossList(text, cs, start)) && !inProgress) return null;
  // "data that is subject to PCI DSS" names a standard the customer's data falls under, not a claim.
  const before = text.slice(cs, start);
  if (/\bsubject to (?:the )?[^.;]{0,60}$/i.test(before)) return null;
  // "Learn about SOC 2 in our blog", "What is ISO 27001?": the standard as a topic, not a claim.
  if (
    /\b(?:learn (?:more )?about|read (?:more )?about|what is|what are|a guide to|introduction to)\s+(?:the\s+)?$/i.test(
      before,
    )
  )
    return null;
  // "Customers must be PCI DSS compliant": a duty of the customer, not a claim of the vendor.
  if (CUSTOMER_DUTY.test(clause) && !/\b(?:we|our)\b/i.test(clause)) return null;
  // The customer's own: "your own ISO 27001 audit", "automate your SOC 2 compliance", "customers
  // pursuing SOC 2".
  if (/\byour (?:own |next |upcoming |first |company['’]s )?$/i.test(before)) return null;
  if (CUSTOMER_PURSUIT.test(clause)) return null;
  // A table row saying "Not supported" / "Not applicable" claims nothing.
  if (isTableCell(s) && ROW_NOT_HELD.test(row)) return null;

  const context = `${clause} ${row}`;
  // A certificate's number, or a "Certified:" label before the name: held, however short the line.
  const heldByLabel = CERTIFICATE_NUMBER.test(text) || CERTIFIED_LABEL.test(text.slice(0, start));
  let status: CertificationStatus;
  if (inProgress) status = "in_progress";
  else if (
    (isBareBadge(s, start, end) && !heldByLabel) ||
    (ALIGNED.test(clause) && !/\b(?:certified|audited|accredited|attested|report)\b/i.test(clause))
  )
    status = "claimed_without_detail";
  else if (ATTAINED.test(context) || ATTAINED_LOCAL.test(context) || heldByLabel) status = "attained";
  else status = "claimed_without_detail";

  if (LAWS.has(p.name)) {
    // "rights under the GDPR", "as defined by the CCPA" name a law; only "we comply with",
    // "GDPR compliant", "sign BAAs" state compliance.
    // Complying with this law, said of it: "we comply with the GDPR", "in compliance with the GDPR",
    // "GDPR-compliant"; not "to comply with our obligations to regulators under the GDPR".
    const lawBefore = text.slice(Math.max(cs, start - 60), start);
    const lawAfter = text.slice(end, Math.min(ce, end + 30));
    const complianceStatement =
      (LAW_COMPLIANCE_BEFORE.test(lawBefore) && !/\b(?:obligations?|requirements?|duties)\b/i.test(lawBefore)) ||
      LAW_COMPLIANCE_AFTER.test(lawAfter) ||
      (p.name === "HIPAA" && HIPAA_STATEMENT.test(context));
    const helpsOthers = HELPS_OTHERS_COMPLY.test(clause) || COMPLIANT_PRODUCT.test(clause);
    // "the rights you have under the GDPR" names the law; it states nothing about complying.
    if (/\brights?\b[^.;]{0,40}\b(?:under|pursuant to)\b/i.test(clause)) return null;
    if (!complianceStatement || helpsOthers) {
      // A compliance table: the law alone in its cell, its status beside it ("GDPR | Compliant").
      const nameCell = isTableCell(s) && s.block.text.split(/\s+/).length <= 6;
      if (!(nameCell && /\b(?:supported|available|compliant|yes)\b/i.test(row))) return null;
    }
    // Working towards a law is not a status we report: "HIPAA compliance is coming soon".
    if (inProgress) return null;
    if (status !== "claimed_without_detail" || !isBareBadge(s, start, end)) status = "attained";
  }
  return { name: p.name, status, thirdParty, sentence: s, start, end };
}

export function findCertMentions(sentences: Sentence[], ctx: CertContext = {}): CertMention[] {
  const out: CertMention[] = [];
  for (const s of sentences) {
    if (s.question) continue;
    if (!mayNameCertification(s.lower)) continue;
    const taken: [number, number][] = [];
    for (const p of CERT_PATTERNS) {
      p.re.lastIndex = 0;
      let m: RegExpExecArray | null;
      // biome-ignore lint/suspicious/noAssignInExpressions: the usual loop over a global regular expression's matches
      while ((m = p.re.exec(s.text))) {
        const start = m.index;
        const end = start + m[0].length;
        // A longer name already claimed this span ("SOC 2 Type II" vs "SOC 2").
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        taken.push([start, end]);
        const j = judge(p, s, start, end, ctx);
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

export function certWeight(name: string): {
  weight: number;
  dimension: "security" | "privacy_legal";
  attestation: boolean;
} {
  const p = CERT_PATTERNS.find((c) => c.name === name);
  return p
    ? { weight: p.weight, dimension: p.dimension, attestation: p.attestation }
    : { weight: 0, dimension: "security", attestation: false };
}

/**
 * Privacy and legal signals: what happens to customer data, and what the contract lets the
 * vendor do. Read mostly from privacy policies, terms, DPAs and sub-processor lists.
 */
import { LEGAL_PAGES, type SignalRule } from "./rule";
import { CUSTOMER_DUTY, CUSTOMER_MAY_NOT, CUSTOMER_PROHIBITION } from "../reading/parties";
import {
  FOR_CONSIDERATION,
  NO_SALE_OF_PERSONAL_DATA,
  NOT_A_DENIAL_OF_SALE,
  NOT_THE_VENDORS_SALE,
  NOT_TO_SELL_RIGHT,
  SALE_VERB,
  SAME_CLAUSE,
  SELLING_DENIED,
  SOLD_DATA,
  STATE_LAW_CONTEXT,
  STATE_LAW_SALE,
} from "../reading/sale";
import { anyOf, gap, group, seq, withFlags, words } from "../reading/pattern";

const PRIVACY_PREFER = [
  "privacy",
  "dpa",
  "terms",
  "subprocessors",
  "ai",
  "legal",
  "security",
  "trust",
  "faq",
  "home",
  "about",
  "other",
] as const;
const TERMS_PREFER = ["terms", "legal", "aup", "ai", "privacy", "dpa", "faq", "other"] as const;

/** A HIPAA Business Associate Agreement or Addendum, or its abbreviation. */
const BAA = /\b(?:business associate (?:agreements?|addend(?:um|a)|contracts?)|BAAs?)\b/i;

/** Recipients the vendor leaves unnamed: partners, or third parties and companies it qualifies only as chosen by it. */
const UNNAMED_RECIPIENTS =
  /\b(?:(?:trusted|selected|select|carefully (?:chosen|selected)|certain|various|business|commercial) (?:partners|third[- ]parties|companies)|other companies(?: we work with)?|partners)\b/i;

/** A country or region data can be kept in. */
const PLACE = String.raw`(?:eu\b|european union|europe\b|eea\b|european economic area|united states|us\b|usa\b|u\.s\.|north america|canada|united kingdom|uk\b|great britain|germany|france|ireland|netherlands|belgium|switzerland|sweden|finland|norway|denmark|austria|italy|spain|portugal|poland|japan|india|singapore|australia|brazil|south korea|frankfurt|amsterdam|paris|london|dublin|virginia|oregon|ohio|california|tokyo|sydney|(?:eu|us|europe)-[a-z]+-\d)`;

/** Analytics products run by their makers: the rubric's third-party analytics and `privacy.analytics`. */
export const HOSTED_ANALYTICS =
  /\b(?:Google Analytics|Adobe Analytics|Mixpanel|Amplitude|Hotjar|Firebase Analytics)\b/i;

/**
 * Other parties under their own policies (sites the service links to, advertisers, a payment
 * processor): what they do is not the vendor's practice.
 */
export const LINKED_SITES = anyOf(
  /\b(?:websites?|sites?|services?|apps?) (?:that )?(?:are )?linked (?:from|to|on)\b/i,
  /\b(?:policy|statement|notice) (?:does not|doesn['’]t) (?:govern|cover|apply to)\b/i,
  /\b(?:have|has|maintains?|under|governed by) (?:their|its) own (?:privacy )?(?:polic(?:y|ies)|procedures|practices)\b/i,
  /\bwhich we do not control\b/i,
);

/**
 * The vendor's own right to delete or change what users post ("we reserve the right to delete any
 * content", "Company shall have the right to delete"): a power over the user, not a right of theirs.
 */
export const VENDOR_RIGHT_TO_DELETE =
  /\breserv(?:e|es|ed|ing) the (?:sole |absolute |full )?right to\b[^.;]{0,30}\b(?:delete|remove|erase|edit)\b|\b(?!(?:you|users?|customers?|individuals|data subjects|they|consumers|residents|members|people|parents|shall|will|also|may|must|should|would|not|to)\b)\w+ (?:(?:shall|will|also) )?(?:have|retains?|has) the (?:sole |absolute |full )?right to (?:delete|remove|erase|edit)\b/i;

/** Training on data the customer gave (not public web data): a content word and the customer as its owner. */
const CUSTOMER_CONTENT = {
  test: (t: string) =>
    USER_CONTENT.test(t) ||
    (CONTENT_WORDS.test(t) &&
      /\b(?:you|your|customers?['’]?|users?['’]?|clients?['’]?|subscribers?['’]?|members?['’]?)\b/i.test(t)),
};
/** Content that is the user's by its nature, with no owner named: prompts, conversations, chats. */
const USER_CONTENT = /\b(?:prompts?|conversations?|chats?|chat history|user inputs?)\b/i;

const CONTENT_WORDS = withFlags(
  words(
    "content",
    "data",
    "prompts?",
    "inputs?",
    "outputs?",
    "conversations?",
    "chats?",
    "messages",
    "documents",
    "posts",
    "media",
    "files",
    "text",
    "writing",
    "recordings?",
    "transcripts?",
    "submissions?",
    "information",
    "images?",
    "code",
    "notes",
    "entries",
    "tasks",
    "forms?",
    "responses",
    "comments",
    "audio",
    "video",
    "emails?",
    "projects?",
    "designs?",
    "repositor(?:y|ies)",
    "queries",
    "searches",
    "interactions",
    "calls",
    "meetings",
    "uploads",
    "materials",
  ),
  "i",
);

/**
 * Data that names no one: aggregated, de-identified, anonymised, non-personal. Pseudonymised data
 * still names someone (whoever holds the key), so only the training rules, which ask whether
 * identifiable content trains a model, add it (DE_IDENTIFIED_FOR_TRAINING).
 */
const NAMES_NO_ONE =
  /\b(?:aggregated?|de-?identified|anonymi[sz]ed|anonymous|non-?personal(?:ly identifiable)?|non-?(?:personally[- ])?identifiable|not personally identifiable)\b/i;
const DE_IDENTIFIED_FOR_TRAINING = anyOf(NAMES_NO_ONE, /\bpseudonymi[sz]ed\b/i);

/** A restriction on the customer ("Customer will not ... use any Output to train"): not the vendor's practice. */
const USER_PROHIBITION = seq(
  /\b(?:you|users?|customers?|licensees?)\b[^.;]{0,20}\b/i,
  /(?:may not|must not|shall not|will not|agree not to|are not (?:permitted|allowed) to)\b/i,
  /[^.]{0,80}\b(?:use|train)/i,
);

/** Training that is not on identifiable customer content, or only with the customer's choice. */
const TRAINING_EXCEPTIONS = anyOf(
  DE_IDENTIFIED_FOR_TRAINING,
  /\bpublicly available\b/i,
  /\bfeedback\b/i,
  /\bcompetitive with\b/i,
  /\bcompet(?:e|es|ing) with\b/i,
  /\b(?:you can|you may) (?:choose|select|decide)\b/i,
  /\bwhether or not you\b/i,
  /\bopt(?:ed|s)?[- ]in\b/i,
  /\bif you (?:choose|opt|explicitly|consent|allow|enable|turn on|give)/i,
  /\bwith your (?:explicit )?(?:consent|permission)\b/i,
  /\bonly (?:if|when|with) you/i,
);

export const PRIVACY_SIGNALS: SignalRule[] = [
  {
    id: "privacy.sells_data",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 3,
    impact: "high",
    finding: "Personal data may be sold.",
    actor: true,
    pattern: anyOf(
      // "We may sell your personal information", "we rent our supporter list", "we sell location traces".
      seq(SALE_VERB, gap(40), SOLD_DATA),
      // In the passive: "ticket buyer information (name, email) is sold to our partners".
      seq(SOLD_DATA, gap(60), /\b(?:is|are|be|been|being)\s+(?:\w+\s+)?(?:sold|rented|traded)\b/i),
      // Given for payment: "we make personal information available to third parties for valuable consideration".
      seq(
        /\b(?:exchange|trade|share|disclose|provide|transfer|make|makes|made|give|pass|license)\w*\b/i,
        gap(50),
        SOLD_DATA,
        gap(80),
        FOR_CONSIDERATION,
      ),
    ),
    // A sale of the company, a right or a request, the law's own words, or a sale only in a US state law's sense (below).
    unless: anyOf(
      /\b(?:merger|acquisition|bankrupt|insolven|reorgani[sz]ation|sale of (?:the )?(?:company|business|assets|all|substantially|a portion|our)|new owner)/i,
      // A denial whose exception is the vendor's own providers: "does not rent, sell or share it with
      // anyone other than the vendor that acts on our instructions".
      /\b(?:do not|does not|don't|doesn't|never|will not|won't)\b[^.;]{0,80}\b(?:other than|except|apart from|besides)\b[^.;]{0,60}\b(?:vendors?|service providers?|processors?|contractors|on our (?:behalf|instructions))\b/i,
      NOT_TO_SELL_RIGHT,
      /\bopt[- ]out of\b/i,
      /[“"‘']\s*(?:sell|sale|selling)s?\s*[”"’']/i,
      CUSTOMER_PROHIBITION,
      /\bprohibited\b/i,
      /\bcategories of\b/i,
      /\bverifiable (?:consumer )?request\b/i,
      /\b(?:your|a|the|such|this) (?:opt[- ]out )?requests?\b/i,
      /\bbusiness or commercial purposes?\b/i,
      /\bpurposes? for (?:collecting|selling)\b/i,
      NOT_THE_VENDORS_SALE,
      // A sale inside a condition: "if we disclosed for a business purpose or sold your Personal Information".
      /\bif (?:we|you)\b[^,;:]{0,80}\b(?:sell|sells|sold|sale)\b/i,
      /\bright to\b/i,
      SELLING_DENIED,
      /\bto whom (?:we|it|they) (?:have |has )?sold\b/i,
      /\bas defined (?:by|under|in)\b/i,
      STATE_LAW_CONTEXT,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.sale_under_state_law",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 1.5,
    impact: "high",
    finding: 'The policy says some of its data sharing counts as a "sale" or "sharing" under US state privacy laws.',
    pattern: anyOf(
      STATE_LAW_SALE,
      // A sale where a state law is named: "we sell (for California residents) your personal data", "sold ... under the CCPA".
      seq(SALE_VERB, gap(40), SOLD_DATA, SAME_CLAUSE, STATE_LAW_CONTEXT),
      seq(SALE_VERB, gap(40), STATE_LAW_CONTEXT, gap(40), SOLD_DATA),
      seq(STATE_LAW_CONTEXT, SAME_CLAUSE, SALE_VERB, gap(40), SOLD_DATA),
      /\bsell\w*\b[^.]{0,40}\bpersonal (?:information|data)\b[^.]{0,20}\bas defined (?:by|under|in)\b/i,
    ),
    // What a business must disclose on request ("identify the categories ... sold") describes the
    // law, not the vendor's practice; so do the consumer's rights, the law's definitions and pointers.
    unless: anyOf(
      CUSTOMER_DUTY,
      NOT_TO_SELL_RIGHT,
      /\b(?:opt(?:ed|s)?[- ]out|request)\b[^.;]{0,30}\b(?:sale|sales|selling|sharing)\b/i,
      /\b(?:identify|disclose to you|list)\b[^.]{0,120}\b(?:sold|sales?)\b/i,
      NOT_THE_VENDORS_SALE,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.no_sale",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.75,
    impact: "low",
    finding: "The vendor states it does not sell personal data.",
    // Also a denial about the customer's content only ("we do not sell the responses collected
    // through your forms"): a finding worth quoting, but not the rubric's answer, which needs all
    // of the personal data (rubric.no_sale_personal).
    pattern: anyOf(
      NO_SALE_OF_PERSONAL_DATA,
      /\b(?:sell|sells|selling|sold)\b[^.]{0,40}?\b(?:the )?(?:responses|content|data)\b/i,
    ),
    unless: NOT_A_DENIAL_OF_SALE,
    negation: "only",
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.ad_sharing",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 2,
    impact: "high",
    finding: "Personal data is shared with advertising or marketing partners.",
    pattern: anyOf(
      seq(
        /\b(?:share|shares|sharing|shared|disclose|discloses|disclosed|transfer|sell)\b/i,
        /[^.]{0,160}\b(?:advertising|marketing|ad) /i,
        /(?:partners|networks|companies|providers|platforms)\b/i,
      ),
      /\bcross-context behavio(?:u)?ral advertising\b/i,
      // Them receiving it: "advertising partners may receive information about your use of the app".
      seq(
        /\b(?:advertising|marketing|ad) (?:partners|networks|companies|providers|platforms)\b/i,
        gap(20),
        /\b(?:receive|collect|obtain|access|get)\b/i,
        gap(30),
        /\b(?:information|data|identifiers)\b/i,
      ),
      // Letting them collect it themselves: "we allow advertising partners to collect information through cookies".
      seq(
        /\b(?:allow|allows|permit|permits|let|lets|enable|enables)\b/i,
        gap(15),
        /\b(?:advertising|marketing|ad) (?:partners|networks|companies|providers|platforms)\b/i,
        gap(40),
        /\b(?:collect|gather|receive|obtain|place|set|use)\b/i,
      ),
    ),
    unless: anyOf(/\bopt[- ]?out\b/i, /\bright to\b/i, /\byou (?:may|can) (?:object|opt)\b/i, CUSTOMER_MAY_NOT),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.no_ad_sharing",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Personal data is not shared for targeted advertising.",
    pattern: anyOf(
      seq(
        /\b(?:share|sharing|use|disclose)\b[^.]{0,80}\b/i,
        /(?:cross-context behavio(?:u)?ral advertising|targeted advertising|advertis(?:ing|ers))/i,
        /\b/i,
      ),
      /\badvertising cookies\b/i,
    ),
    // What the user undertakes ("you agree not to send unsolicited advertising") is no promise of the vendor's.
    unless: /\b(?:you|users?)\b[^.;]{0,20}\b(?:agree not to|may not|must not|shall not)\b/i,
    negation: "only",
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.ad_targeting",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 1,
    impact: "medium",
    finding: "Personal data is used to personalise or target advertising.",
    pattern: /\b(?:personali[sz]ed|targeted|relevant|tailored|interest-based) (?:ads|advertis\w+)\b|\bshow you ads\b/i,
    unless: anyOf(
      /\bopt[- ]?out\b|\bright to\b|\b(?:you|users?)\b[^.;]{0,20}\b(?:may not|must not|shall not)\b/i,
      LINKED_SITES,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.trains_on_data",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 2.5,
    impact: "high",
    finding: "Customer content is used to train or improve AI models.",
    pattern: anyOf(
      seq(
        /\b(?:use|uses|using|used)\b[^.]{0,140}\b(?:to|for) /i,
        /(?:train|training|improve|fine-tune|develop)\b[^.]{0,60}\b/i,
        /(?:models?|ai|artificial intelligence|machine learning|algorithms?)\b/i,
      ),
      seq(
        /\b(?:train|training|fine-tun\w*|improv\w*)\b[^.]{0,40}\b(?:models?)\b[^.]{0,20}\b/i,
        /(?:on|with|using) (?:your|customer|user)\b/i,
      ),
      /\bhelps? (?:us )?(?:train|improve)\b[^.]{0,30}\b(?:models?|ai|algorithms?)\b/i,
      /\b(?:ai|models?|algorithms?)\b[^.]{0,30}\blearns? from (?:every|each|all|your)\b/i,
      // Training named by its verb, whatever is trained: "use your Inputs to train and refine the Services".
      /\b(?:use|uses|using|used)\b[^.]{0,80}\bto (?:train|retrain|fine-tune)\b(?!\s+(?:our |its |the )?(?:staff|employees|personnel|team|agents|representatives|people|workforce)\b)/i,
    ),
    requires: CUSTOMER_CONTENT,
    unless: {
      test: (t: string) => USER_PROHIBITION.test(t) || TRAINING_EXCEPTIONS.test(t),
    },
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.trains_on_deidentified",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "Aggregated or de-identified customer data is used to train or improve models.",
    pattern: seq(
      /\b(?:use|uses|using|used)\b[^.]{0,140}\b(?:to|for) /i,
      /(?:train|training|improve|fine-tune|develop)\b[^.]{0,60}\b/i,
      /(?:models?|ai|artificial intelligence|machine learning|algorithms?|features)\b/i,
    ),
    requires: DE_IDENTIFIED_FOR_TRAINING,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.no_training",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -1,
    impact: "low",
    finding: "Customer content is not used to train AI models.",
    pattern: anyOf(
      /\b(?:use|uses|using|used)\b[^.]{0,120}\b(?:to|for) (?:the purposes? of )?(?:(?:model|AI|machine learning) )?(?:train|training|fine-tune)\b/i,
      seq(
        /\b(?:train|training|fine-tun\w*)\b[^.]{0,40}\bmodels?\b[^.]{0,20}\b(?:on|with|using) /i,
        /(?:your|customer|user)\b/i,
      ),
    ),
    requires: CONTENT_WORDS,
    unless: seq(
      /\b(?:you|users?|customers?|licensees?)\b[^.;]{0,20}\b/i,
      /(?:may not|must not|shall not|agree not to|are not (?:permitted|allowed) to)\b/i,
    ),
    negation: "only",
    negationWindow: 12,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.training_opt_out",
    dimension: "privacy_legal",
    polarity: "info",
    weight: 0,
    impact: "low",
    finding: "Users can opt out of model training.",
    pattern: anyOf(
      /\bopt(?:[- ]?out|s out|ed out|ing out)\b/i,
      /\bobject(?:ion)? to\b[^.]{0,60}\b(?:use|processing)\b/i,
      /\b(?:choose|decide|control|select) whether\b/i,
      /\b(?:turn|turning|switch|switching|toggle|toggling)\s+(?:it\s+|this\s+)?off\b/i,
      /\bdisabl(?:e|ing)\b/i,
      // "email us and we will exclude your account from training datasets"
      /\bexclude (?:your|it|them|the) ?(?:account|data|content)? from (?:(?:model|AI) )?training\b/i,
    ),
    // The sentence is about model training ("opt out of our use of your Content to train our models").
    requires: /\btrain\w*|\bmodel (?:training|improvement)\b|\bimprove (?:the|our) (?:models?|ai)\b/i,
    unless: CUSTOMER_MAY_NOT,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.retention_period",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "A data retention or deletion period is stated.",
    pattern: seq(
      /\b(?:delete|deleted|deletes|erase|erased|purge|purged|retain|retained|keep|kept|removed?)/i,
      /\b[^.]{0,100}\b(?:\d+|one|two|three|four|five|six|seven|ten|twelve|eighteen|twenty-four|thirty|sixty|ninety)\s*(?:business |calendar )?/i,
      /(?:days?|months?|years?)\b/i,
    ),
    unless: anyOf(/\b(notice|notify|refund|invoice|tax|respond|reply|trial|cancel\w*)\b/i, CUSTOMER_DUTY),
    // Logs kept, or inactive accounts deleted, after some time say less than the policy's general
    // period: quoted only when nothing better is said.
    weakQuote: /\b(?:inactive|logs?)\b/i,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.retention_indefinite",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 1,
    impact: "medium",
    finding: "Some customer data may be kept indefinitely.",
    pattern: /\b(?:retain|retained|keep|kept|store|stored)\b[^.]{0,80}\b(?:indefinitely|forever|perpetually)\b/i,
    // Data that names no one: "non-personal information may be retained indefinitely".
    unless: NAMES_NO_ONE,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.vague_retention",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: 'Retention is only described as "as long as necessary", with no period.',
    pattern: anyOf(
      /\b(?:retain|keep|store|hold)\b[^.]{0,80}\bfor as long as (?:necessary|needed|required|reasonably)/i,
      /\b(?:retain|keep|store|hold)\b[^.]{0,80}\bas long as (?:(?:it )?is )?(?:reasonably )?(?:necessary|needed|required)/i,
      // "kept for no longer than is reasonably required", "as needed to provide you services"
      /\b(?:retain|retained|keep|kept|store|stored|hold|held)\b[^.]{0,80}\bno longer than (?:(?:it )?is )?(?:reasonably |strictly )?(?:necessary|needed|required)/i,
      /\b(?:retain|keep|store|hold)\b[^.]{0,80}\bas (?:needed|necessary|required) (?:to|for) (?:provide|deliver|fulfil|perform|operate|the purposes?)/i,
      /\bretention periods? (?:vary|varies|differs?|depends?)\b/i,
      // "kept only for so long as is reasonably required", "for the period needed to provide the
      // Services", "erased as soon as the purpose of storage ceases to apply"
      /\b(?:retain|retained|keep|kept|store|stored|hold|held)\b[^.]{0,80}\bfor (?:so|as) long as (?:(?:it )?is )?(?:reasonably |strictly )?(?:necessary|needed|required)/i,
      /\b(?:retain|retained|keep|kept|store|stored|hold|held)\b[^.]{0,60}\bfor (?:the|such) (?:period|time)s? (?:as )?(?:may be |is |are )?(?:needed|necessary|required)\b/i,
      /\b(?:erased|deleted)\b[^.]{0,30}\bas soon as (?:the )?purposes?\b/i,
    ),
    suppressedBy: ["privacy.retention_period"],
    suppressedFinding: 'Some retention is only described as "as long as necessary"; periods are stated for other data.',
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.dpa_offered",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "A Data Processing Agreement is offered.",
    pattern: anyOf(
      seq(
        /\b/i,
        /(?:offer|offers|provide|provides|sign|signs|available|request|enter into|execute|includes?|download)/i,
        /\b[^.]{0,60}\b(?:data processing (?:addendum|agreement)|dpa)\b/i,
      ),
      seq(
        /\b(?:data processing (?:addendum|agreement)|dpa)\b[^.]{0,40}\b/i,
        /(?:is available|available|on request|upon request|can be requested|is offered|is incorporated|forms? (?:a )?part of|applies automatically)\b/i,
      ),
    ),
    suppressedBy: ["privacy.dpa_published"],
    kinds: LEGAL_PAGES,
    prefer: ["privacy", "terms", "security", "trust", "faq", "legal", "home", "other"],
  },
  {
    id: "privacy.baa_offered",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "A HIPAA Business Associate Agreement (BAA) is offered.",
    pattern: anyOf(
      seq(
        /\b(?:offer|offers|provide|provides|sign|signs|signed|request|enter into|enters into|execute|executes|include|includes)\b/i,
        gap(60),
        BAA,
      ),
      seq(
        BAA,
        gap(40),
        /\b(?:is|are) (?:available|offered|included)\b|\b(?:on|upon) request\b|\bcan be (?:requested|signed)\b/i,
      ),
    ),
    kinds: LEGAL_PAGES,
    prefer: ["trust", "security", "pricing", "legal", "terms", "privacy", "faq", "home", "other"],
  },
  {
    id: "privacy.vague_sharing",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: "Personal data may be shared with partners or third parties the policy does not name.",
    pattern: seq(
      group(
        seq(/\b(?:share|shares|shared|sharing)\b/i, gap(60), /\bwith\b/i),
        seq(
          /\b(?:disclose|discloses|disclosed|provide|provides|provided|transfer|transfers|transferred|pass|passed)\b/i,
          gap(60),
          /\bto\b/i,
        ),
      ),
      /\s+(?:(?:our|the|its|their|these|such|some)\s+)?/i,
      UNNAMED_RECIPIENTS,
    ),
    unless: anyOf(
      // Recipients named or listed, or only those who work for the vendor, are not left open.
      seq(UNNAMED_RECIPIENTS, /[^.;]{0,40}\b(?:such as|including|like|namely|listed|named|on our behalf)\b/i),
      /\b(?:the following|as follows|(?:set out|set forth|described|listed) below)\b/i,
      /\b(?:service providers?|sub-?processors|processors)\b/i,
      // Data that names no one, and sharing the user controls.
      NAMES_NO_ONE,
      /\b(?:manage|managing|you (?:can|may) choose|you choose)\b/i,
      // Advertising partners are privacy.ad_sharing's concept.
      /\b(?:advertising|ad|ads) partners\b/i,
    ),
    actor: true,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.subprocessors_named",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "The service providers that process data are listed.",
    pattern: anyOf(
      seq(
        /\b(?:list of|the following|below are|we use the following|listed below)\b[^.]{0,30}\b/i,
        /(?:sub-?processors|service providers|third[- ]party (?:service providers|processors)|vendors)/i,
        /\b/i,
      ),
      /\bsub-?processors (?:listed )?below\b/i,
      /\bsub-?processors we (?:use|engage)\b/i,
    ),
    // A list one has to ask for is not a list given.
    unless: /\b(?:available )?(?:up)?on request\b|\bupon written request\b/i,
    suppressedBy: ["privacy.subprocessor_list"],
    kinds: LEGAL_PAGES,
    prefer: ["subprocessors", "privacy", "dpa", "trust", "legal", "other"],
  },
  {
    id: "privacy.subprocessor_notice",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Customers are notified before new sub-processors are engaged.",
    pattern: anyOf(
      seq(
        /\b(?:notif(?:y|ication)|inform)\b[^.]{0,80}\b/i,
        /(?:new|additional|changes? (?:to|in)|intended (?:changes?|additions?)|additions?|replacements?)\b[^.]{0,60}\bsub-?processors?\b/i,
      ),
      // "email updates whenever we add a new subprocessor", "advance notice through our subprocessor feed"
      seq(
        /\b(?:notices?|notifications?|alerts?|updates|e-?mails?)\b/i,
        gap(40),
        /\b(?:whenever|when|before|each time) (?:we )?(?:add|engag|appoint|onboard)\w*\b[^.]{0,20}\bsub-?processors?\b/i,
      ),
      // "Subscribe to our sub-processor feed to be alerted whenever we add a new vendor."
      seq(
        /\bsub-?processors?\b/i,
        gap(60),
        /\b(?:alerted|notified|emailed|informed|told)\b[^.]{0,20}\b(?:whenever|when|before|each time) we (?:add|engage|appoint|onboard)\b/i,
      ),
      seq(/\b(?:advance|prior) notice\b/i, gap(40), /\bsub-?processors?\b/i),
      seq(/\b(?:new|intended changes)\b[^.]{0,40}\bsub-?processors?\b[^.]{0,60}\b/i, /(?:notice|notify|in advance)\b/i),
      /\bnotify\b[^.]{0,40}\bintended changes\b/i,
      // "Subscribe to receive notice of changes to our list of subprocessors."
      seq(
        /\b(?:notice|notices|notifications?|alerts?|updates|e-?mails?)\b/i,
        gap(20),
        /\bchanges? (?:to|in|of)\b/i,
        gap(30),
        /\bsub-?processors?\b/i,
      ),
    ),
    // "may engage new sub-processors at any time without notice" says the opposite.
    unless: /\bwithout (?:any )?(?:prior |advance )?(?:notice|notification|notifying)\b/i,
    kinds: LEGAL_PAGES,
    prefer: ["dpa", "subprocessors", "privacy", "terms", "trust", "legal", "other"],
  },
  {
    id: "privacy.data_residency",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Where data is stored is stated.",
    pattern: new RegExp(
      `\\b(?:store|stored|hosted|hosting|kept|processed|hosts? (?:our |your |the |all )?(?:data|infrastructure|servers?|services?|platform|application|content|databases?))\\b[^.]{0,80}\\bin (?:the )?(?:[\\w.-]+['’]s )?${PLACE}|\\b(?:data|content|information)\\b[^.]{0,30}\\bstays? (?:with)?in (?:the )?${PLACE}|\\b(?:data|content|servers?|information|infrastructure|databases?|backups?|notes|files|tasks)\\b[^.]{0,30}\\b(?:located|reside|resides|lives?|remains?|stays?)\\b[^.]{0,60}\\bin (?:the )?${PLACE}|\\b(?:data cent(?:er|re)s?|datacent(?:er|re)s?|servers?|regions?)\\b[^.]{0,20}\\b(?:in|located in) (?:the )?${PLACE}|\\bdata residency\\b|\\b(?:choose|select|pick)\\b[^.]{0,30}\\b(?:where your data (?:lives|is stored)|(?:a |your |the )?(?:data )?(?:region|location))\\b`,
      "i",
    ),
    unless: CUSTOMER_DUTY,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.transfer_safeguards",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "International transfers rely on recognised safeguards (SCCs, adequacy, DPF).",
    pattern: anyOf(
      /\bstandard contractual clauses\b/i,
      /\bSCCs\b/i,
      /\bdata privacy framework\b/i,
      /\badequacy (?:decision|regulations?)\b/i,
      /\bbinding corporate rules\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.transfer_without_safeguards",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: "Data may be transferred abroad without an adequacy decision or stated safeguards.",
    pattern: anyOf(
      /\bwithout an adequacy decision\b/i,
      /\bmay not (?:have|offer|provide) the same (?:rights|protections|level of protection)\b/i,
    ),
    unless: seq(
      /\b/i,
      /(standard contractual clauses|SCCs|safeguards?|data privacy framework|binding corporate rules|transfer addendum)/i,
      /\b/i,
    ),
    negation: "any",
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.data_subject_rights",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Data subject rights (access, deletion, correction) are described.",
    pattern: anyOf(
      seq(
        /\bright(?:s)? to (?:request (?:the )?|ask (?:us )?(?:to |for )?)?/i,
        /(?:access|delete|deletion|erase|erasure|rectif\w*|correct\w*|portability|object|restrict|know)/i,
        /\b/i,
      ),
      seq(
        /\b(?:you|users|individuals|data subjects) (?:can|may|have the right to|are entitled to)/i,
        / (?:request |ask us to )?/i,
        /(?:access|correct|export|delete|download|port|obtain a copy of)\b[^.]{0,60}\b/i,
        /(?:your|their) (?:personal )?(?:data|information)\b/i,
      ),
    ),
    unless: VENDOR_RIGHT_TO_DELETE,
    kinds: ["privacy", "dpa", "legal", "terms", "security", "trust", "faq"],
    prefer: ["privacy", "dpa", "legal", "terms"],
  },
  {
    id: "privacy.account_deletion",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Users can have their account and data deleted.",
    pattern: anyOf(
      seq(
        /\b(?:you (?:can|may)|request(?:s|ing)? (?:to|that we)?|ask us to|want(?: us)? to) /i,
        /(?:delete|erase)\b[^.]{0,20}\b(?:your|their) (?:account|workspace|data|personal data)\b/i,
      ),
      /\b(?:want|have) your (?:account|data|workspace) (?:deleted|erased)\b/i,
    ),
    unless: /\binactive\b|\bterminat/i,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.dpo",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "A Data Protection Officer or EU representative is named.",
    pattern: /\bdata protection officer\b|\bDPO\b|\b(?:EU|UK) representative\b|\bArticle 27\b/i,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.ai_third_party",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "Customer data is sent to a third-party AI model provider.",
    pattern: anyOf(
      words(
        "OpenAI",
        "Anthropic",
        "Mistral AI",
        "Cohere",
        "Google Gemini",
        "Vertex AI",
        "Azure OpenAI",
        "Amazon Bedrock",
        "AWS Bedrock",
      ),
      seq(
        /\b(?:our|third[- ]party|external|these|the following) /i,
        /(?:AI|LLM|(?:large )?language model|model) (?:model )?providers?\b/i,
      ),
      /\bAI (?:model )?providers\b/i,
      /\bAI sub-?processors?\b/i,
    ),
    requires: seq(
      /\b/i,
      /(sub-?processors?|providers?|processed by|generated by|sent to|through its api|engage|third[- ]party|['’]s APIs?)/i,
      /\b/i,
    ),
    unless: CUSTOMER_MAY_NOT,
    notVendor: true,
    negationWindow: 16,
    kinds: LEGAL_PAGES,
    prefer: ["privacy", "subprocessors", "dpa", "ai", "terms", "security", "trust", "legal", "other"],
  },
  {
    id: "legal.unilateral_changes",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "The terms or policy can be changed unilaterally, taking effect on posting or by continued use.",
    pattern: anyOf(
      seq(
        /\b(?:modify|change|update|amend|revise)\b[^.]{0,60}\b/i,
        group(
          /these terms|this agreement|the terms|this (?:privacy )?policy|the agreement|this statement/i,
          /these conditions/i,
        ),
        /\b[^.]{0,80}\b(?:at any time|without (?:prior )?notice|without (?:prior )?intimation|sole discretion|whenever we (?:want|wish|choose|like|see fit)|as we see fit|by posting (?:an? )?(?:updated|revised|new|amended) (?:version|copy))\b/i,
      ),
      // "Provider may, in its sole discretion, change these Terms"
      seq(
        /\b(?:sole|absolute) discretion\b[^.]{0,20}\b(?:modify|change|update|amend|revise)\b[^.]{0,20}\b/i,
        /(?:these terms|this agreement|the terms|this (?:privacy )?policy|the agreement)\b/i,
      ),
      /\beffective (?:immediately )?(?:upon|on|when) (?:posting|publication|being posted|(?:they are |it is )?(?:posted|published))\b/i,
      /\bbinding\b[^.]{0,40}\b(?:upon|on) (?:publication|posting)\b/i,
      // "Changes take effect on the date they are published"
      /\b(?:changes|amendments|modifications)\b[^.]{0,20}\b(?:take|become|becomes) effect\w* (?:on|upon|when|as soon as)\b[^.]{0,30}\b(?:posted|published|posting|publication)\b/i,
      // "by continuing to access the Service after changes are posted, you agree to be bound by them"
      seq(/\bby continuing to (?:use|access)\b/i, gap(80), /\b(?:you )?(?:agree|accept|consent)\w*/i),
      seq(
        /\bcontinued use\b[^.]{0,80}\b(?:constitutes|means|signifies|deemed|will be deemed)\b/i,
        /[^.]{0,40}\b(?:accept|agree)\w*/i,
      ),
    ),
    // Changes announced to the user first are not unilateral ("... at any time, though users will be notified").
    unless: anyOf(
      /\b(price|prices|fees)\b/i,
      /\b(?:will|shall)\s+(?:be\s+)?(?:notif(?:y|ied)|inform(?:ed)?|emailed|told)\b(?![^.;]{0,20}\b(?:by|through) (?:posting|updating|revising))/i,
      /\b(?:will|shall)\s+(?:provide|give|send)\s+(?:you\s+)?(?:with\s+)?(?:additional |prior |advance |reasonable )?notice\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.change_notice",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Material changes to the terms are announced in advance.",
    pattern: anyOf(
      seq(
        /\b(?:notify|notice|inform|email)\b[^.]{0,80}\b(?:\d+|thirty|fifteen|sixty) days\b/i,
        /[^.]{0,80}\b(?:changes?|modif\w*|amend\w*|updates?)\b/i,
      ),
      seq(
        /\b(?:material|significant) changes?\b[^.]{0,80}\b(?:notify|notice|email|inform)\w*\b/i,
        /[^.]{0,60}\b(?:in advance|before|prior|\d+ days)\b/i,
      ),
      /\b(?:\d+|thirty) days['’]? (?:prior |advance )?notice\b[^.]{0,60}\b(?:changes?|modif\w*|amend\w*)\b/i,
    ),
    unless: /\b(price|prices|fees|sub-?processors?)\b/i,
    commitment: true,
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.change_notice",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Material changes to the terms are announced in advance.",
    pattern: seq(
      /\b(?:change|modify|update|amend|revise)\w*\b[^.]{0,60}\b/i,
      /(?:these terms|this agreement|the terms|this (?:privacy )?policy|the agreement)\b/i,
      /[^.]{0,40}\bwithout (?:first )?(?:giving you |providing )?(?:prior |advance )?/i,
      /(?:notice|notifying you|telling you)\b/i,
    ),
    unless: /\b(price|prices|fees)\b/i,
    negation: "only",
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.arbitration",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "Disputes go to binding arbitration rather than court.",
    pattern: anyOf(
      /\b(?:binding|mandatory|individual|final and binding)\b[^.]{0,20}\barbitration\b/i,
      /\b(?:agree|agrees|required|requires? you|must|shall) to arbitrate\b/i,
      /\b(?:resolved?|settled?|decided|determined) (?:exclusively |finally )?(?:by|through|in) (?:binding |confidential )?arbitration\b/i,
      /\bsubmit(?:ted)? to (?:binding )?arbitration\b/i,
      // The body that will hear it: "disputes shall be submitted to the American Arbitration Association".
      seq(
        /\b(?:disputes?|claims?|controvers(?:y|ies))\b/i,
        gap(80),
        /\b(?:American Arbitration Association|AAA|JAMS|ICC|International Chamber of Commerce|LCIA|Singapore International Arbitration Centre|SIAC|arbitral tribunal|arbitrators?|(?:Court|Centre|Center|Institute|Association) (?:of|for) (?:International )?(?:Commercial )?Arbitration|Rules of Arbitration|arbitration rules)\b/i,
      ),
    ),
    unless: anyOf(
      /\bopt[- ]out of\b[^.]{0,20}\barbitration\b/i,
      /\bDPF\b/i,
      /\bData Privacy Framework\b/i,
      /\bPrivacy Shield\b/i,
      /\binvoke binding arbitration\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.class_action_waiver",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: "Users waive the right to class actions.",
    pattern: anyOf(
      /\bclass[- ]action (?:waiver|lawsuit|suit|proceeding)s?\b/i,
      /\bwaive\w*\b[^.]{0,60}\bclass\b/i,
      /\b(?:not|no) (?:as a )?(?:plaintiff or )?class (?:member|action|representative)\b/i,
      /\bclass[- ]wide arbitration\b/i,
      /\bonly (?:on|in) an individual basis\b/i,
      /\b(?:on|in) an individual basis only\b/i,
      /\bon a (?:class|collective|representative|consolidated)\b[^.]{0,40}\bbasis\b/i,
      /\bno (?:class|collective|representative) (?:actions?|proceedings?)\b/i,
      // "No proceeding shall be consolidated or joined with any other; neither party may act as a representative of others."
      /\b(?:consolidated|joined) (?:or (?:consolidated|joined) )?with (?:any )?other\b/i,
      /\bact as a (?:class )?representative\b/i,
      /\b(?:only )?in (?:your|their|its|each party's|an) individual capacit(?:y|ies)\b/i,
      /\b(?:purported )?class (?:or representative )?(?:proceeding|arbitration)s?\b/i,
    ),
    negation: "any",
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.perpetual_license",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "The vendor takes a perpetual or irrevocable licence to customer content.",
    pattern: anyOf(
      /\b(?:perpetual|irrevocable)\b[^.]{0,80}\b(?:licen[cs]e|right)\b/i,
      // "The licence you grant to Acme in your Submissions is irrevocable"
      /\blicen[cs]e\b[^.]{0,60}\b(?:is|shall be) (?:perpetual|irrevocable)\b/i,
    ),
    requires: CONTENT_WORDS,
    unless: /\b(feedback|suggestions?|ideas)\b|\bfor so long as\b/i,
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "privacy.no_training_opt_out",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 1,
    impact: "high",
    finding: "Users cannot opt out of their content being used for model training.",
    pattern: anyOf(
      seq(
        /\b/i,
        /(?:cannot|can['’]t|can not|unable to|no (?:way|option|ability|setting) to|not (?:possible|able) to)/i,
        /\b[^.]{0,30}\bopt(?:[- ]out| out)\b[^.]{0,60}\b/i,
        /(?:train\w*|improv\w* (?:our|the) (?:models?|ai))/i,
      ),
      seq(
        /\bopt(?:ing)?[- ]out\b[^.]{0,40}\b(?:training|model improvement)\b[^.]{0,30}\b/i,
        /(?:is not|isn['’]t) (?:possible|available|supported)\b/i,
      ),
    ),
    negation: "any",
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.trackers",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: "Advertising trackers or pixels are used ($1).",
    pattern: seq(
      /\b/i,
      /((?:meta|facebook) pixel|google ads|linkedin insight tag|tiktok pixel|twitter pixel|doubleclick|advertising (?:cookies|pixels|trackers|tags)|retargeting|remarketing|conversion (?:pixels|tracking))/i,
      /\b/i,
    ),
    requires: seq(
      /\b/i,
      /(?:use|uses|using|used|place|places|set|sets|deploy|allow|allows|embed|include|includes|load|measure|track)/i,
      /\w*\b/i,
    ),
    unless: /\bopt[- ]?out\b|\bblock\b|\b(?:you|users?) (?:can|may) (?:disable|refuse|reject|decline)\b/i,
    kinds: LEGAL_PAGES,
    prefer: ["cookies", ...PRIVACY_PREFER],
  },
  {
    id: "privacy.cross_site_tracking",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "Users are tracked across other websites or apps.",
    pattern: anyOf(
      seq(
        /\btrack\w*\b[^.]{0,40}\bacross (?:other |different |third[- ]party )?/i,
        /(?:websites|sites|apps|applications|services|devices)\b/i,
      ),
      /\b(?:activity|browsing) on other (?:websites|sites|apps)\b/i,
      /\bcross[- ](?:site|device|app) tracking\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.third_party_data",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: "Personal data about users is bought or received from data brokers or other third parties.",
    pattern: anyOf(
      seq(
        /\b(?:receive|obtain|collect|buy|purchase|acquire|combine)\w*\b[^.]{0,100}\bfrom /i,
        group(
          /data brokers|third[- ]party data (?:providers|sources)/i,
          /(?:our )?(?:advertising|marketing) (?:partners|networks)/i,
          /(?:publicly available sources|public sources) and (?:other )?third parties/i,
        ),
        /\b/i,
      ),
      /\bdata brokers\b[^.]{0,60}\b(?:provide|send|share)\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.account_data",
    dimension: "privacy_legal",
    polarity: "info",
    weight: 0,
    impact: "low",
    finding: "Creating an account takes personal data (such as an e-mail address or a name).",
    pattern: seq(
      /\b(?:(?:create|creates|creating|open|opens|opening|register|registers|set up) (?:an|your|a user|a free) account|sign(?:ing)? up|registration|register(?:ing)?|to join)\b/i,
      gap(60),
      /\b(?:e-?mail address(?:es)?|(?:full |first |last )?names?|passwords?|phone numbers?|mobile numbers?|date of birth|usernames?)\b/i,
    ),
    requires:
      /\b(?:with|provide|requires?|need|needs|ask (?:you )?for|asks (?:you )?for|enter|give|collect|only|just)\b/i,
    // Not a rule for the user's own records ("you must keep your password secret").
    // Nor what is done with an address of a kind ("an email address belonging to your employer"),
    // nor a domain name registered.
    unless:
      /\b(?:keep|secret|confidential|reset|forgot|change your|responsible for|domains?|belonging to|owned by|employer)\b/i,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.analytics",
    dimension: "privacy_legal",
    polarity: "info",
    weight: 0,
    impact: "low",
    finding: "Usage is measured with analytics.",
    pattern: anyOf(
      seq(
        /\b(?:use|uses|using|used|run|runs|employ|employs|rely on|relies on|include|includes|embed|embeds|load|loads)\b/i,
        gap(40),
        group(
          /\b(?:(?:web |site |usage |product |privacy-friendly |self-hosted |cookieless |cookie-free )?analytics (?:tools?|services?|software|scripts?|providers?|platforms?|cookies|trackers?|SDKs?|counters?))\b/i,
          HOSTED_ANALYTICS,
          // Products a vendor may also run on its own servers, and the rest.
          /\b(?:Plausible|Fathom|Matomo|Heap|PostHog|Segment)\b/i,
        ),
      ),
      /\b(?:counts?|measures?|tracks?) (?:page ?views|visits|visitors)\b/i,
    ),
    // The vendor's analytics product used by others: "businesses use our analytics services".
    // The vendor's analytics product, used by others or sold: "businesses use our analytics
    // services", "use our analytics platform to understand your customers".
    unless:
      /\b(?:businesses|advertisers|publishers|partners|customers|developers) (?:can |may )?use our analytics\b|\b(?:our|its|[\w-]+['’]s) analytics (?:platform|product|suite|dashboards?|features?|solution|offering)\b/i,
    kinds: LEGAL_PAGES,
    prefer: ["cookies", ...PRIVACY_PREFER],
  },
  {
    id: "privacy.children_excluded",
    dimension: "privacy_legal",
    polarity: "info",
    weight: 0,
    impact: "low",
    finding: "The service is not meant for children, and their data is not knowingly collected.",
    pattern: anyOf(
      seq(
        /\bnot (?:directed|intended|targeted|designed|meant) (?:at|to|for|towards?) /i,
        /(?:children|minors|kids|anyone under|persons under|individuals under)\b/i,
      ),
      /\b(?:do|does) not knowingly collect\b[^.]{0,80}\b(?:children|minors|under (?:the age of )?1[368])\b/i,
    ),
    negation: "any",
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.public_by_default",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "Some user content is public, or visible to anyone with a link.",
    pattern: anyOf(
      seq(
        /\b/i,
        group(
          /notes|posts|profiles?|projects|boards|documents|pages|repositories|content|images|generations/i,
          /creations|conversations|chats|prompts|shared (?:notes|links|files|pages)/i,
        ),
        /\b[^.]{0,40}\b(?:are|is|become|becomes|will be)\s+(?:made\s+)?/i,
        /(?:public|publicly (?:visible|available|accessible))\b/i,
      ),
      /\banyone with (?:the|a) link can (?:see|read|view|access|open)\b/i,
      /\bvisible to (?:anyone|everyone|the public|all users)\b/i,
      /\bpublic by default\b/i,
    ),
    unless: anyOf(
      /\b(?:you|users?) (?:can|may) (?:make|choose|decide|set)\b[^.]{0,40}\bprivate\b/i,
      /\bonly if you (?:choose|decide)\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "privacy.biometric_data",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 1,
    impact: "high",
    finding: "Biometric or voice data is collected or processed.",
    pattern: anyOf(
      seq(
        /\b(?:collect|process|use|store|analy[sz]e|record|capture|transcribe)\w*\b[^.]{0,80}\b/i,
        group(
          /biometric\w*|voice ?prints?|face ?prints?|facial (?:geometry|recognition|features|scans?)/i,
          /voice (?:recordings?|data|samples|notes)|fingerprints?/i,
        ),
        /\b/i,
      ),
      seq(
        /\b(?:biometric (?:data|information|identifiers)|voice (?:recordings?|notes))\b/i,
        /[^.]{0,60}\b(?:are|is) (?:collected|processed|stored|transcribed|analy[sz]ed)\b/i,
      ),
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.recording_consent_on_customer",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: "The customer must obtain consent from the people it records; the vendor leaves that to the customer.",
    pattern: anyOf(
      seq(
        /\byou (?:are|will be) (?:solely )?responsible for (?:obtaining|getting|securing)\b/i,
        /[^.]{0,60}\bconsent\b[^.]{0,80}\b/i,
        /(?:record\w*|participants|attendees|anyone you record|callers)\b/i,
      ),
      seq(
        /\b(?:record\w*|participants|attendees)\b[^.]{0,80}\byou (?:must|are responsible for) /i,
        /(?:obtain|get|getting|obtaining|inform)\w*\b[^.]{0,40}\bconsent\b/i,
      ),
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.data_return_at_exit",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "At the end of the contract, customer data can be exported and is then deleted.",
    pattern: anyOf(
      seq(
        /\b(?:after|upon|on|following|within \w+ days (?:of|after)) (?:the )?/i,
        group(
          /termination|expiration|expiry|cancellation/i,
          /end of (?:the|your) (?:contract|subscription|agreement)|closure of your account/i,
          /account closure|you close your account/i,
        ),
        /\b[^.]{0,140}\b(?:export|return|retrieve|download|delete|deletes|deleted|erase|destroy)/i,
        /\w*\b/i,
      ),
      seq(
        /\b(?:export|return|retrieve|download)\w*\b[^.]{0,60}\b(?:data|content)\b[^.]{0,60}\b/i,
        /(?:before|after|upon) (?:termination|closure|cancellation)\b/i,
      ),
    ),
    kinds: LEGAL_PAGES,
    prefer: ["terms", "dpa", "privacy", "legal", "faq", "security", "other"],
  },
  {
    id: "legal.liability_cap",
    dimension: "privacy_legal",
    polarity: "info",
    weight: 0,
    impact: "low",
    finding: "The vendor's liability is capped.",
    pattern: anyOf(
      seq(
        /\bliability\b[^.]{0,120}\b/i,
        group(
          /limited to|shall not exceed|will not exceed|does not exceed|not to exceed|capped at|no more than/i,
          /is limited|are limited/i,
        ),
        /\b/i,
      ),
      // "In no event will our aggregate liability exceed …": the cap from its first words.
      /\bin no (?:event|case) (?:shall|will)\b[^.;]{0,60}\bliability\b[^.;]{0,40}\bexceed\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.low_liability_cap",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: "The vendor's liability is capped at a small amount ($1).",
    pattern: seq(
      /\bliability\b[^.]{0,120}\b/i,
      /(?:limited to|shall not exceed|will not exceed|not to exceed|capped at|no more than|is limited to)/i,
      /\b[^.]{0,80}?/i,
      /((?:\b(?:one|two|three|six|1|2|3|6) months)|(?:US)?\$\s?\d{1,3}\b(?![,.]\d{3})|(?:€|£)\s?\d{1,3}\b(?![,.]\d{3})|\b\d{1,3} (?:dollars|euros|USD|EUR))/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.termination_at_will",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "The vendor may suspend or close accounts at will, without a reason.",
    pattern: seq(
      // "Provider may, in its absolute discretion, refuse service to anyone"
      /\b(?<actor>[\w-]+)\s+(?:may|can|reserves? the right to|is entitled to)\b(?:,? (?:in|at) (?:its|our) (?:sole |absolute )?discretion,?)?[^.]{0,20}\b/i,
      /(?:suspend|terminate|close|disable|deactivate|delete|remove|discontinue your|refuse (?:service|access))\b[^.]{0,60}\b/i,
      /(?:accounts?|access|services?|subscriptions?|agreement)\b[^.]{0,60}\b/i,
      group(
        /at any time|for any reason|for no reason|any reason or none/i,
        /without (?:cause|reason|giving a reason)|(?:in|at) (?:our|its) (?:sole|absolute) discretion/i,
      ),
      /\b/i,
    ),
    unless: /\b(?:breach\w*|violat\w*|non-?payment|past due|overdue|fraud\w*|illegal|unlawful|abus\w*|threat\w*)\b/i,
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.suspension_for_cause",
    dimension: "privacy_legal",
    polarity: "info",
    weight: 0,
    impact: "low",
    finding: "The vendor may suspend the service for non-payment, breach or misuse.",
    pattern: seq(
      /\b(?:may|can|reserves? the right to|will)\b[^.]{0,20}\b(?:suspend|terminate|disable)\b/i,
      /[^.]{0,120}\b/i,
      /(?:breach\w*|violat\w*|non-?payment|past due|overdue|fraud\w*|abus\w*|threatens?)\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.customer_indemnity",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 0.25,
    impact: "medium",
    finding: "The customer must indemnify the vendor against claims.",
    pattern: seq(
      /\b(?:you|customer|users?|licensee)\b[^.]{0,20}\b(?:agree to|will|shall|must)\b[^.]{0,20}/i,
      /\b(?:defend, )?(?:indemnify|hold harmless)\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.vendor_indemnity",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "The vendor defends the customer against third-party claims (for example over the service or its output).",
    pattern: seq(
      /\b(?:we|vendor|provider|company)\b[^.]{0,20}\b(?:will|shall|agree to)\b[^.]{0,10}\b/i,
      /(?:defend|indemnify)\b[^.]{0,40}\b(?:you|customer|customers)\b/i,
    ),
    actor: true,
    kinds: LEGAL_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "legal.audit_rights",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Customers may audit the vendor's compliance (or receive audit reports).",
    pattern: anyOf(
      /\b(?:right to audit|audit rights?)\b/i,
      seq(
        /\b(?:customer|you)\b[^.]{0,20}\b(?:may|can|is entitled to|has the right to)\b[^.]{0,20}/i,
        /\b(?:audit|inspect)\b/i,
      ),
      /\b(?:allow for and )?contribute to audits\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: ["dpa", "terms", "privacy", "trust", "security", "legal", "other"],
  },
];

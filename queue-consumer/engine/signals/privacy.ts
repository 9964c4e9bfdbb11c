/**
 * Privacy and legal signals: what happens to customer data, and what the contract lets the
 * vendor do. Read mostly from privacy policies, terms, DPAs and sub-processor lists.
 */
import { LEGAL_PAGES, type SignalRule } from "./rule";

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

/** A country or region data can be kept in. */
const PLACE = String.raw`(?:eu\b|european union|europe\b|eea\b|european economic area|united states|us\b|usa\b|u\.s\.|north america|canada|united kingdom|uk\b|great britain|germany|france|ireland|netherlands|belgium|switzerland|sweden|finland|norway|denmark|austria|italy|spain|portugal|poland|japan|india|singapore|australia|brazil|south korea|frankfurt|amsterdam|paris|london|dublin|virginia|oregon|ohio|california|tokyo|sydney|(?:eu|us|europe)-[a-z]+-\d)`;

const DATA_OBJECT = String.raw`(?:personal (?:information|data)|your (?:personal )?(?:data|information)|user data|customer data|email addresses|contact (?:information|details)|data about you)`;
/** Training on data the customer gave (not public web data): a content word and the customer as its owner. */
const CUSTOMER_CONTENT = {
  test: (t: string) =>
    CONTENT_WORDS.test(t) &&
    /\b(?:you|your|customers?['’]?|users?['’]?|clients?['’]?|subscribers?['’]?|members?['’]?)\b/i.test(t),
};

const CONTENT_WORDS =
  /\b(content|data|prompts?|inputs?|outputs?|conversations?|chats?|messages|documents|posts|media|files|text|writing|recordings?|transcripts?|submissions?|information|images?|code|notes|entries|tasks|forms?|responses|comments|audio|video|emails?|projects?|designs?|repositor(?:y|ies)|queries|searches|interactions|calls|meetings|uploads|materials)\b/i;

/** A restriction on the customer ("Customer will not ... use any Output to train"): not the vendor's practice. */
const USER_PROHIBITION =
  /\b(?:you|users?|customers?|licensees?)\b[^.;]{0,20}\b(?:may not|must not|shall not|will not|agree not to|are not (?:permitted|allowed) to)\b[^.]{0,80}\b(?:use|train)/i;

/** Training that is not on identifiable customer content, or only with the customer's choice. */
const TRAINING_EXCEPTIONS =
  /\b(aggregated|de-?identified|anonymi[sz]ed|pseudonymi[sz]ed|anonymous)\b|\bpublicly available\b|\bfeedback\b|\bcompetitive with\b|\bcompet(?:e|es|ing) with\b|\b(?:you can|you may) (?:choose|select|decide)\b|\bwhether or not you\b|\bopt(?:ed|s)?[- ]in\b|\bif you (?:choose|opt|explicitly|consent|allow|enable|turn on|give)|\bwith your (?:explicit )?(?:consent|permission)\b|\bonly (?:if|when|with) you/i;

export const PRIVACY_SIGNALS: SignalRule[] = [
  {
    id: "privacy.sells_data",
    dimension: "privacy_legal",
    polarity: "risk",
    weight: 3,
    impact: "high",
    finding: "Personal data may be sold.",
    actor: true,
    pattern: new RegExp(
      `\\b(?:sell|sells|selling|sold|rent|rents)\\b[^.]{0,40}?\\b${DATA_OBJECT}|(?<=\\b${DATA_OBJECT}\\b[^.]{0,40})\\b(?:is|are|be|been|being)\\s+(?:\\w+\\s+)?(?:sold|rented)\\b`,
      "i",
    ),
    unless:
      /\b(merger|acquisition|bankruptcy|reorgani[sz]ation|sale of (?:the )?(?:company|business|assets|all|substantially|a portion|our))\b|\bopt[- ]out of\b|\bright to\b|\bdo not sell (?:or share )?my\b|[“"‘']\s*(?:sell|sale|selling)s?\s*[”"’']|\b(?:you|users?|customers?|licensees?)\b[^.;]{0,20}\b(?:may not|must not|shall not|will not|agree not to|are not (?:permitted|allowed) to|cannot)\b|\bprohibited\b|\bcategories of\b|\bverifiable (?:consumer )?request\b|\bif (?:we|you)\b|\bas defined (?:by|under|in)\b|\bbusiness or commercial purposes?\b|\bpurposes? for (?:collecting|selling)\b/i,
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
    pattern:
      /\bsell\w*\b[^.]{0,40}\bpersonal (?:information|data)\b[^.]{0,20}\bas defined (?:by|under|in)\b|\b(?:considered|constitute|deemed|treat(?:ed)? as|qualif\w* as)\b[^.]{0,20}["“]?(?:sale|sales|selling|sharing)["”]?\b[^.]{0,40}\bpersonal (?:information|data)\b|\b(?:sale|sales)["”]?(?: or ["“]?sharing["”]?)? of (?:your )?personal (?:information|data)\b/i,
    // What a business must disclose on request ("identify the categories ... sold") describes the
    // law, not the vendor's practice.
    unless:
      /\bopt[- ]out of\b|\bright to\b|\bdo not sell (?:or share )?my\b|\b(?:identify|disclose to you|list)\b[^.]{0,120}\b(?:sold|sales?)\b/i,
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
    pattern: new RegExp(
      `\\b(?:sell|sells|selling|sold)\\b[^.]{0,40}?\\b(?:${DATA_OBJECT}|(?:the )?(?:responses|content|data)\\b)`,
      "i",
    ),
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
    pattern:
      /\b(?:share|shares|sharing|shared|disclose|discloses|disclosed|transfer|sell)\b[^.]{0,160}\b(?:advertising|marketing|ad) (?:partners|networks|companies|providers|platforms)\b|\bcross-context behavio(?:u)?ral advertising\b/i,
    unless:
      /\bopt[- ]?out\b|\bright to\b|\byou (?:may|can) (?:object|opt)\b|\b(?:you|users?|customers?)\b[^.;]{0,20}\b(?:may not|must not|shall not|agree not to)\b/i,
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
    pattern:
      /\b(?:share|sharing|use|disclose)\b[^.]{0,80}\b(?:cross-context behavio(?:u)?ral advertising|targeted advertising|advertis(?:ing|ers))\b|\badvertising cookies\b/i,
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
    unless: /\bopt[- ]?out\b|\bright to\b|\b(?:you|users?)\b[^.;]{0,20}\b(?:may not|must not|shall not)\b/i,
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
    pattern:
      /\b(?:use|uses|using|used)\b[^.]{0,140}\b(?:to|for) (?:train|training|improve|fine-tune|develop)\b[^.]{0,60}\b(?:models?|ai|artificial intelligence|machine learning|algorithms?)\b|\b(?:train|training|fine-tun\w*|improv\w*)\b[^.]{0,40}\b(?:models?)\b[^.]{0,20}\b(?:on|with|using) (?:your|customer|user)\b|\bhelps? (?:us )?(?:train|improve)\b[^.]{0,30}\b(?:models?|ai|algorithms?)\b|\b(?:ai|models?|algorithms?)\b[^.]{0,30}\blearns? from (?:every|each|all|your)\b/i,
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
    pattern:
      /\b(?:use|uses|using|used)\b[^.]{0,140}\b(?:to|for) (?:train|training|improve|fine-tune|develop)\b[^.]{0,60}\b(?:models?|ai|artificial intelligence|machine learning|algorithms?|features)\b/i,
    requires: /\b(aggregated|de-?identified|anonymi[sz]ed|pseudonymi[sz]ed)\b/i,
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
    pattern:
      /\b(?:use|uses|using|used)\b[^.]{0,120}\b(?:to|for) (?:train|training|fine-tune)\b|\b(?:train|training|fine-tun\w*)\b[^.]{0,40}\bmodels?\b[^.]{0,20}\b(?:on|with|using) (?:your|customer|user)\b/i,
    requires: CONTENT_WORDS,
    unless:
      /\b(?:you|users?|customers?|licensees?)\b[^.;]{0,20}\b(?:may not|must not|shall not|agree not to|are not (?:permitted|allowed) to)\b/i,
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
    pattern:
      /\bopt(?:[- ]?out|s out|ed out|ing out)\b|\bobject(?:ion)? to\b[^.]{0,60}\b(?:use|processing)\b|\b(?:choose|decide|control|select) whether\b|\b(?:turn|turning|switch|switching|toggle|toggling)\s+(?:it\s+|this\s+)?off\b|\bdisabl(?:e|ing)\b/i,
    // The sentence is about model training ("opt out of our use of your Content to train our models").
    requires: /\btrain\w*|\bmodel (?:training|improvement)\b|\bimprove (?:the|our) (?:models?|ai)\b/i,
    unless: /\b(?:you|users?|customers?)\b[^.;]{0,20}\b(?:may not|must not|shall not|agree not to)\b/i,
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
    pattern:
      /\b(?:delete|deleted|deletes|erase|erased|purge|purged|retain|retained|keep|kept|removed?)\b[^.]{0,100}\b(?:\d+|thirty|sixty|ninety|twelve|twenty-four|six)\s*(?:business )?(?:days?|months?|years?)\b/i,
    unless: /\b(notice|notify|refund|invoice|tax|respond|reply|trial|cancel\w*|inactive|logs?)\b/i,
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
    unless: /\b(anonymous|anonymi[sz]ed|aggregated|de-?identified)\b/i,
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
    pattern:
      /\b(?:retain|keep|store|hold)\b[^.]{0,80}\bfor as long as (?:necessary|needed|required|reasonably)|\b(?:retain|keep|store|hold)\b[^.]{0,80}\bas long as (?:necessary|needed|required)/i,
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
    pattern:
      /\b(?:offer|offers|provide|provides|sign|signs|available|request|enter into|execute|includes?)\b[^.]{0,60}\b(?:data processing (?:addendum|agreement)|dpa)\b|\b(?:data processing (?:addendum|agreement)|dpa)\b[^.]{0,40}\b(?:is available|available|on request|upon request|can be requested|is offered)\b/i,
    suppressedBy: ["privacy.dpa_published"],
    kinds: LEGAL_PAGES,
    prefer: ["privacy", "terms", "security", "trust", "faq", "legal", "home", "other"],
  },
  {
    id: "privacy.subprocessors_named",
    dimension: "privacy_legal",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "The service providers that process data are listed.",
    pattern:
      /\b(?:list of|the following|below are|we use the following|listed below)\b[^.]{0,30}\b(?:sub-?processors|service providers|third[- ]party (?:service providers|processors)|vendors)\b|\bsub-?processors (?:listed )?below\b|\bsub-?processors we (?:use|engage)\b/i,
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
    pattern:
      /\bnotif(?:y|ication)\b[^.]{0,80}\b(?:new|additional|changes? (?:to|in)|intended changes)\b[^.]{0,40}\bsub-?processors?\b|\b(?:new|intended changes)\b[^.]{0,40}\bsub-?processors?\b[^.]{0,60}\b(?:notice|notify|in advance)\b|\bnotify\b[^.]{0,40}\bintended changes\b/i,
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
      `\\b(?:stored|hosted|hosting|kept|processed)\\b[^.]{0,80}\\bin (?:the )?${PLACE}|\\b(?:data|content|servers?|information|infrastructure|databases?|backups?|notes|files|tasks)\\b[^.]{0,30}\\b(?:located|reside|resides|lives?|remains?|stays?)\\b[^.]{0,60}\\bin (?:the )?${PLACE}|\\b(?:data cent(?:er|re)s?|datacent(?:er|re)s?|servers?|regions?)\\b[^.]{0,20}\\b(?:in|located in) (?:the )?${PLACE}|\\bdata residency\\b|\\b(?:choose|select|pick)\\b[^.]{0,30}\\b(?:where your data (?:lives|is stored)|(?:a |your |the )?(?:data )?(?:region|location))\\b`,
      "i",
    ),
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
    pattern:
      /\bstandard contractual clauses\b|\bSCCs\b|\bdata privacy framework\b|\badequacy (?:decision|regulations?)\b|\bbinding corporate rules\b/i,
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
    pattern:
      /\bwithout an adequacy decision\b|\bmay not (?:have|offer|provide) the same (?:rights|protections|level of protection)\b/i,
    unless:
      /\b(standard contractual clauses|SCCs|safeguards?|data privacy framework|binding corporate rules|transfer addendum)\b/i,
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
    pattern:
      /\bright(?:s)? to (?:access|delete|deletion|erasure|rectif\w*|correct\w*|portability|object|restrict|know)\b|\b(?:you|users|individuals|data subjects) (?:can|may|have the right to|are entitled to) (?:request |ask us to )?(?:access|correct|export|delete|download|port|obtain a copy of)\b[^.]{0,60}\b(?:your|their) (?:personal )?(?:data|information)\b/i,
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
    pattern:
      /\b(?:you (?:can|may)|request(?:s|ing)? (?:to|that we)?|ask us to|want(?: us)? to) (?:delete|erase)\b[^.]{0,20}\b(?:your|their) (?:account|workspace|data|personal data)\b|\b(?:want|have) your (?:account|data|workspace) (?:deleted|erased)\b/i,
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
    pattern:
      /\b(?:OpenAI|Anthropic|Mistral AI|Cohere|Google Gemini|Vertex AI|Azure OpenAI|Amazon Bedrock|AWS Bedrock)\b|\b(?:our|third[- ]party|external|these|the following) (?:AI|LLM|(?:large )?language model|model) (?:model )?providers?\b|\bAI (?:model )?providers\b|\bAI sub-?processors?\b/i,
    requires:
      /\b(sub-?processors?|providers?|processed by|generated by|sent to|through its api|engage|third[- ]party)\b/i,
    unless: /\b(?:you|users?|customers?)\b[^.;]{0,20}\b(?:may not|must not|shall not|agree not to)\b/i,
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
    pattern:
      /\b(?:modify|change|update|amend|revise)\b[^.]{0,60}\b(?:these terms|this agreement|the terms|this (?:privacy )?policy|the agreement|this statement|these conditions)\b[^.]{0,80}\b(?:at any time|without (?:prior )?notice|sole discretion)\b|\beffective immediately upon posting\b|\bcontinued use\b[^.]{0,80}\b(?:constitutes|means|signifies|deemed|will be deemed)\b[^.]{0,40}\b(?:accept|agree)\w*/i,
    unless: /\b(price|prices|fees)\b/i,
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
    pattern:
      /\b(?:notify|notice|inform|email)\b[^.]{0,80}\b(?:\d+|thirty|fifteen|sixty) days\b[^.]{0,80}\b(?:changes?|modif\w*|amend\w*|updates?)\b|\b(?:material|significant) changes?\b[^.]{0,80}\b(?:notify|notice|email|inform)\w*\b[^.]{0,60}\b(?:in advance|before|prior|\d+ days)\b|\b(?:\d+|thirty) days['’]? (?:prior |advance )?notice\b[^.]{0,60}\b(?:changes?|modif\w*|amend\w*)\b/i,
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
    pattern:
      /\b(?:change|modify|update|amend|revise)\w*\b[^.]{0,60}\b(?:these terms|this agreement|the terms|this (?:privacy )?policy|the agreement)\b[^.]{0,40}\bwithout (?:first )?(?:giving you |providing )?(?:prior |advance )?(?:notice|notifying you|telling you)\b/i,
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
    pattern:
      /\b(?:binding|mandatory|individual|final and binding)\b[^.]{0,20}\barbitration\b|\bagree to arbitrate\b|\bresolved? (?:exclusively )?(?:by|through) (?:binding )?arbitration\b|\bsubmit(?:ted)? to (?:binding )?arbitration\b/i,
    unless:
      /\bopt[- ]out of\b[^.]{0,20}\barbitration\b|\bDPF\b|\bData Privacy Framework\b|\bPrivacy Shield\b|\binvoke binding arbitration\b/i,
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
    pattern:
      /\bclass[- ]action (?:waiver|lawsuit|suit|proceeding)s?\b|\bwaive\w*\b[^.]{0,60}\bclass\b|\b(?:not|no) (?:as a )?(?:plaintiff or )?class (?:member|action|representative)\b|\bclass[- ]wide arbitration\b|\bonly (?:on|in) an individual basis\b/i,
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
    pattern: /\b(?:perpetual|irrevocable)\b[^.]{0,80}\b(?:licen[cs]e|right)\b/i,
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
    pattern:
      /\b(?:cannot|can['’]t|can not|unable to|no (?:way|option|ability|setting) to|not (?:possible|able) to)\b[^.]{0,30}\bopt(?:[- ]out| out)\b[^.]{0,60}\b(?:train\w*|improv\w* (?:our|the) (?:models?|ai))|\bopt(?:ing)?[- ]out\b[^.]{0,40}\b(?:training|model improvement)\b[^.]{0,30}\b(?:is not|isn['’]t) (?:possible|available|supported)\b/i,
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
    pattern:
      /\b((?:meta|facebook) pixel|google ads|linkedin insight tag|tiktok pixel|twitter pixel|doubleclick|advertising (?:cookies|pixels|trackers|tags)|retargeting|remarketing|conversion (?:pixels|tracking))\b/i,
    requires:
      /\b(?:use|uses|using|used|place|places|set|sets|deploy|allow|allows|embed|include|includes|load|measure|track)\w*\b/i,
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
    pattern:
      /\btrack\w*\b[^.]{0,40}\bacross (?:other |different |third[- ]party )?(?:websites|sites|apps|applications|services|devices)\b|\b(?:activity|browsing) on other (?:websites|sites|apps)\b|\bcross[- ](?:site|device|app) tracking\b/i,
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
    pattern:
      /\b(?:receive|obtain|collect|buy|purchase|acquire|combine)\w*\b[^.]{0,100}\bfrom (?:data brokers|third[- ]party data (?:providers|sources)|(?:our )?(?:advertising|marketing) (?:partners|networks)|(?:publicly available sources|public sources) and (?:other )?third parties)\b|\bdata brokers\b[^.]{0,60}\b(?:provide|send|share)\b/i,
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  },
  {
    id: "privacy.children_excluded",
    dimension: "privacy_legal",
    polarity: "info",
    weight: 0,
    impact: "low",
    finding: "The service is not meant for children, and their data is not knowingly collected.",
    pattern:
      /\bnot (?:directed|intended|targeted|designed|meant) (?:at|to|for|towards?) (?:children|minors|kids|anyone under|persons under|individuals under)\b|\b(?:do|does) not knowingly collect\b[^.]{0,80}\b(?:children|minors|under (?:the age of )?1[368])\b/i,
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
    pattern:
      /\b(?:notes|posts|profiles?|projects|boards|documents|pages|repositories|content|images|generations|creations|conversations|chats|prompts|shared (?:notes|links|files|pages))\b[^.]{0,40}\b(?:are|is|become|becomes|will be)\s+(?:made\s+)?(?:public|publicly (?:visible|available|accessible))\b|\banyone with (?:the|a) link can (?:see|read|view|access|open)\b|\bvisible to (?:anyone|everyone|the public|all users)\b|\bpublic by default\b/i,
    unless:
      /\b(?:you|users?) (?:can|may) (?:make|choose|decide|set)\b[^.]{0,40}\bprivate\b|\bonly if you (?:choose|decide)\b/i,
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
    pattern:
      /\b(?:collect|process|use|store|analy[sz]e|record|capture|transcribe)\w*\b[^.]{0,80}\b(?:biometric\w*|voice ?prints?|face ?prints?|facial (?:geometry|recognition|features|scans?)|voice (?:recordings?|data|samples|notes)|fingerprints?)\b|\b(?:biometric (?:data|information|identifiers)|voice (?:recordings?|notes))\b[^.]{0,60}\b(?:are|is) (?:collected|processed|stored|transcribed|analy[sz]ed)\b/i,
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
    pattern:
      /\byou (?:are|will be) (?:solely )?responsible for (?:obtaining|getting|securing)\b[^.]{0,60}\bconsent\b[^.]{0,80}\b(?:record\w*|participants|attendees|anyone you record|callers)\b|\b(?:record\w*|participants|attendees)\b[^.]{0,80}\byou (?:must|are responsible for) (?:obtain|get|getting|obtaining|inform)\w*\b[^.]{0,40}\bconsent\b/i,
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
    pattern:
      /\b(?:after|upon|on|following|within \w+ days (?:of|after)) (?:the )?(?:termination|expiration|expiry|cancellation|end of (?:the|your) (?:contract|subscription|agreement)|closure of your account|account closure|you close your account)\b[^.]{0,140}\b(?:export|return|retrieve|download|delete|deletes|deleted|erase|destroy)\w*\b|\b(?:export|return|retrieve|download)\w*\b[^.]{0,60}\b(?:data|content)\b[^.]{0,60}\b(?:before|after|upon) (?:termination|closure|cancellation)\b/i,
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
    pattern:
      /\bliability\b[^.]{0,120}\b(?:limited to|shall not exceed|will not exceed|does not exceed|not to exceed|capped at|no more than|is limited|are limited)\b/i,
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
    pattern:
      /\bliability\b[^.]{0,120}\b(?:limited to|shall not exceed|will not exceed|not to exceed|capped at|no more than|is limited to)\b[^.]{0,80}?((?:\b(?:one|two|three|six|1|2|3|6) months)|(?:US)?\$\s?\d{1,3}\b(?![,.]\d{3})|(?:€|£)\s?\d{1,3}\b(?![,.]\d{3})|\b\d{1,3} (?:dollars|euros|USD|EUR))/i,
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
    pattern:
      /\b(?<actor>[\w-]+)\s+(?:may|can|reserves? the right to|is entitled to)\b[^.]{0,20}\b(?:suspend|terminate|close|disable|deactivate|delete|remove)\b[^.]{0,60}\b(?:accounts?|access|services?|subscriptions?)\b[^.]{0,60}\b(?:at any time|for any reason|for no reason|any reason or none|without (?:cause|reason|giving a reason)|(?:in|at) (?:our|its) sole discretion)\b/i,
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
    pattern:
      /\b(?:may|can|reserves? the right to|will)\b[^.]{0,20}\b(?:suspend|terminate|disable)\b[^.]{0,120}\b(?:breach\w*|violat\w*|non-?payment|past due|overdue|fraud\w*|abus\w*|threatens?)\b/i,
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
    pattern:
      /\b(?:you|customer|users?|licensee)\b[^.]{0,20}\b(?:agree to|will|shall|must)\b[^.]{0,20}\b(?:defend, )?(?:indemnify|hold harmless)\b/i,
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
    pattern:
      /\b(?:we|vendor|provider|company)\b[^.]{0,20}\b(?:will|shall|agree to)\b[^.]{0,10}\b(?:defend|indemnify)\b[^.]{0,40}\b(?:you|customer|customers)\b/i,
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
    pattern:
      /\b(?:right to audit|audit rights?)\b|\b(?:customer|you)\b[^.]{0,20}\b(?:may|can|is entitled to|has the right to)\b[^.]{0,20}\b(?:audit|inspect)\b|\b(?:allow for and )?contribute to audits\b/i,
    kinds: LEGAL_PAGES,
    prefer: ["dpa", "terms", "privacy", "trust", "security", "legal", "other"],
  },
];

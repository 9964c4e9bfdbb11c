/**
 * What the rubric reads in a policy: statements the catalogue (signals/) does not already
 * recognise, one rule per concept, each written for several phrasings (tests/engine/rubric.test.ts
 * lists sentences that must and must not match). They are matched like the catalogue (best
 * quote per rule, negation and hedging read in the clause) but are not findings: answers.ts turns
 * them into the rubric's options.
 */
import { CUSTOMER_DUTY, CUSTOMER_WILL_NOT } from "../reading/parties";
import { anyOf, anyTest, gap, group, seq } from "../reading/pattern";
import { NO_SALE_OF_PERSONAL_DATA, NOT_A_DENIAL_OF_SALE } from "../reading/sale";
import {
  ANYONE_ELSE,
  EXCEPTION_BEHIND,
  EXCEPTION_BEYOND_FORMALITY,
  FOR_THE_VENDOR,
  GIVE,
  HANDLED_BY,
  HOSTED_TOOLS,
  NO_OTHER_PARTY,
  NO_OTHERS_CODE,
  NONCRITICAL_PARTY,
  NOT_DENIED,
  NOT_FOR_THE_VENDOR,
  NOT_WITHOUT,
  ONLY_THE_USER_READS,
  OTHERS_TRACKERS,
  OUT_OF_REACH,
  PROVIDER,
  PROVIDER_WORK,
  SAYS_OTHER_PARTY,
  SAYS_PROVIDER,
  STAYS_LOCAL,
  TAKE,
  TAKE_DATA,
  THEIR_OWN_PURPOSE,
  TRACKS_FOR_ADS,
} from "../reading/sharing";
import {
  ASKED_FOR_DELETION,
  ASKING,
  AT_WILL,
  AT_WILL_WORD,
  DELETABLE_THING,
  DELETE_OWN_DATA,
  DELETION_CONTROL,
  DELETION_WORD,
  NOT_A_REFUSAL,
  NOT_DELETABLE,
  NOT_THE_USERS_OWN,
  ONLY_DEACTIVATES,
  REFUSAL_WORD,
  REQUEST_CHANNEL,
  SELF_SERVICE,
  USER_DELETES,
  VENDOR_DELETES,
} from "../reading/deletion";
import {
  ADVERTISING_CONTENT,
  ADVERTISING_USE,
  CHOICE_DENIED,
  CLAUSE_GAP,
  CONSENT_START,
  consentBesideUse,
  NONESSENTIAL_USE,
  CUSTOMERS_OWN_AUDIENCE,
  ONLY_THE_SERVICE,
  OR_ANOTHER_GROUND,
  PROMOTION,
  PROMOTIONAL_USE,
  SAYS_AGREEING,
  SAYS_STOPPING,
  STOP,
  STOP_LATER,
  statesAUse,
} from "../reading/uses";
import { HOSTED_ANALYTICS, LINKED_SITES, VENDOR_RIGHT_TO_DELETE } from "../signals/privacy";
import { LEGAL_PAGES, type SignalRule } from "../signals/rule";
import { DISCRETIONARY_NOTICE } from "../signals/security";

/** Where a quote is preferred: the privacy policy first, as the rubric asks about it. */
const POLICY_FIRST = [
  "privacy",
  "terms",
  "legal",
  "cookies",
  "dpa",
  "faq",
  "security",
  "trust",
  "other",
  "home",
  "about",
] as const;

/** Personal data as policies name it. */
const DATA =
  /\b(?:personal (?:information|data)|(?:your|user|customer|account|such|this|the|any) (?:personal )?(?:information|data)|information (?:about|of) (?:you|users)|information|data)\b/i;

/**
 * What follows a preposition when the data is still the whole of it: its people ("about you", "of
 * our users", "from visitors"), the service itself ("in connection with the Software", "from this
 * app") or no limit at all ("of any kind", "at all", "at any stage").
 */
const WHOLE_OF_IT = String.raw`(?:you|us to|users|our users|anyone|visitors|readers|any users?|(?:the|our|its) (?:\w+'s )?(?:users|players|visitors|readers|customers)|the people who use (?:it|the \w+)|to (?:you|users|our users)|any kind|all\b|any (?:stage|time|point)|(?:connection with )?(?:the|this|our) (?:app|application|software|service|services|site|website|extension|game|tool|product|platform)\b)`;
/** Not the whole of it: "personal data about your contacts", "information from cookies". */
const NOT_A_PART = String.raw`(?!\s+(?:about|on|of|regarding|relating|related|concerning|for|when|in|during|from|after|longer|outside|with|at|by|over|across|to (?:third|other|anyone|advertis\w*))\b(?!\s+${WHOLE_OF_IT}\b))`;
/** All of a person's personal data, named as such ("any personal information", "PII", "data that identifies you"). */
const ALL_PERSONAL_DATA = new RegExp(
  String.raw`\b(?:(?:any|your) )?(?:personal(?:ly)? (?:identifiable |identifying )?(?:informations?|data|details|info)|PII|(?:information|data) that (?:could |can |would )?(?:personally )?identif(?:y|ies) you|(?:any|your) (?:of (?:your|our users'|the users') )?(?:user |personal )?(?:data|information|info))\b(?:\s*\(PII\))?${NOT_A_PART}`,
  "i",
);
/** The same after "no": "no data", "no user information". */
const NO_DATA = new RegExp(
  String.raw`\b(?:(?:personal(?:ly identifiable)?(?: or \w+)?|user|customer) )?(?:data|information|info)\b${NOT_A_PART}`,
  "i",
);

/** A denial of taking the data: "do not", "never", "neither ... nor", "at no point". */
const NO_WAY =
  /\b(?:do not|don't|does not|doesn't|did not|will not|won't|never|cannot|can't|(?:are|is|am) not|aren't|isn't|neither|nor|at no (?:point|time|stage)|under no circumstances)\b/i;
/** Ways of taking or keeping the data. */
const TAKES =
  /\b(?:(?:collect|gather|record|request|retain|obtain)(?:s|ing)?|(?:stor|receiv)(?:e|es|ing)|keep(?:s|ing)?|log(?:s|ging)?|process(?:es|ing)?|asks? for|comes? into possession of)\b/i;

/** A secondary use a policy may deny. */
const SECONDARY_USE =
  /\b(?:advertis\w*|marketing|profiling|(?:building )?profiles|research|analytics|resale|sale|targeting(?: ads)?|promotions?|newsletters?|monetis\w*|monetiz\w*)\b/i;

/** Where the data stays: "your device", "the device", "this computer". */
const ON_THE_DEVICE = /(?:your|the|this)\s+(?:own\s+)?(?:device|computer|phone|browser|machine|mac|pc)s?\b/i;

/** Items of a list of denials ("no name, no email, no payment details", "not even your IP address"). */
const DENIED_ITEMS =
  /\b(?:no|not even|nor)\s+(?:your\s+)?[\w'-]+(?:\s+[\w'-]+)?(?=\s*(?:,|\.|;|:|$|\bor\b|\band\b|—|-))/gi;

/** What makes a denial of collecting personal data less than the whole of it (rubric.no_personal_data). */
const NOT_THE_WHOLE = anyOf(
  /\b(?:except|excepting|than|unless|beyond|including|while|apart from|aside from|besides|but|however|although|only|knowingly|intentionally|automatically|passively|without(?! (?:an? )?(?:account|registration|logging in|signing (?:in|up)|login|sign-?up))|if|children|child|minors|kids|under (?:the age|1[0-9])|sensitive|special categor\w*|biometric|health|financial|payment|credit card|for (?:marketing|advertising|any purpose other)|from third|from other|unnecessary|unencrypted|plain ?text)\b/i,
  // A channel ("directly", "through our partners"), unless it is the service itself ("through this
  // website") or one of all ("whether directly, through cookies or ...", "directly or indirectly").
  /(?<!\bwhether\b[^.;]{0,40})\b(?:directly(?!,? or indirectly)|through|via)\b(?! (?:this|the|our) (?:website|site|app|application|service|software|extension)\b)/i,
  /\bwhen(?!(?: you| anyone)? (?:use|using|visit|visiting) (?:the|this|our|any of our)\b)(?:ever)?\b/i,
  // One part of the service, one period, or the users of one place or one kind.
  /(?<!\bwhether\b[^.;]{0,40})\b(?:mode|feature|(?<!\b(?:short|long) )version|edition|tier|plan|trial|section|module|component|portion|part of|during|until|prior to|no longer|used to|residents?|located|based in|European|EEA|EU|California\w*|countr(?:y|ies)|region|members?|registered|log(?:ged)? in|sign(?:ed)? in|account holders?|subscribers?)\b/i,
  /\b(?:not true|not the case|false)\b/i,
  // The person's own doing: "you will not have to pay a fee to obtain a copy of your personal data".
  /\byou (?:will|do|may|would|need|are|should)(?: not|n't)? (?:have to|need to|be (?:asked|required) to|pay)\b/i,
);

/** The data a use is said of: personal data named or an email address, details the person gives. */
const USED_DATA = anyOf(
  DATA,
  /\b(?:info|informations|e-?mail address(?:es)?|(?:\w+ )?details|what (?:little )?we (?:collect|hold|receive|process)|everything we (?:collect|hold|receive|process)(?: about you)?)\b/i,
);
/** A purpose beyond running the service (improving it and measuring its use are part of running it, as the rubric's raters read it). */
const SECONDARY_PURPOSE =
  /\b(?:market\w*|advertis\w*|ads|newsletters?|promot\w*|offers|research|personali[sz]\w*|recommend\w*|statistic\w*|insights|product development|benchmarking|(?:product )?updates about|product updates)\b/i;
/** After "only to" / "only for": neither a secondary purpose nor a reference to the policy's own list or to time. */
const NOT_SECONDARY = new RegExp(
  String.raw`(?!\s*(?:the|those|these|such) (?:purposes? (?:described|set out|listed|stated|outlined|in|above|below|for which|you|that you)|extent (?:permitted|allowed|required by law))|\s*(?:as long|the period|the time|the reasons?|purposes (?:that )?you)\b|(?:(?!\b(?:never|not|no|nor)\b)[^.;]){0,40}${SECONDARY_PURPOSE.source})`,
  "i",
);
const ONLY_FOR = seq(
  /\b(?:only|solely|exclusively|strictly|purely|just)\s+(?:ever\s+)?(?:to|for|so(?: that)?|in order to)\b/i,
  NOT_SECONDARY,
);
/** Secondary uses as a denial names them ("no ads, no tracking"). */
const NONESSENTIAL =
  /(?:ads|adverts|advertis\w*|marketing|tracking|profiling|selling|sales?|data sales?|sponsors|research|newsletters?|data brokers)\b/i;

/** The people a notice goes to. */
const AFFECTED =
  /\b(?:you|users?|affected (?:users|individuals|persons|people|customers|account holders|parties)|individuals|customers|data subjects|members|account holders)\b/i;

const BREACH =
  /\b(?:(?:data|security|personal data|privacy) (?:breach|incident)\w*|breach\w*|unauthori[sz]ed (?:access|disclosure|acquisition|release|use)|(?:is|are|be|has been|have been|was|were|becomes?) compromised)\b/i;
const NOTIFY =
  /\b(?:notify|notifies|notified|notifying|inform|informs|informed|informing|tell|alert|contact|notification|let(?= (?:you|them|users|customers|affected \w+) know\b)|hear(?= (?:it )?from us\b))\b/i;

/** The law and its officers: what a disclosure to the authorities rests on. */
const LEGAL_BASIS = anyOf(
  /\b(?:applicable )?laws?\b/i,
  /\blegal (?:process|obligations?|requirements?|proceedings?|requests?|claims?|orders?)\b/i,
  /\b(?:court|judicial|administrative) orders?\b/i,
  /\b(?:subpoenas?|warrants?|summons)\b/i,
  /\b(?:government(?:al)?|public|state|police|tax|regulatory) (?:requests?|authorit\w+|agenc\w+|bodies|officials)\b/i,
  /\blaw enforcement\b/i,
  /\bregulators?\b/i,
  /\blawful requests?\b/i,
);
/** Handing data over (not "providers", not "provide refunds"). */
const DISCLOSE_STRICT =
  /\b(?:disclos\w*|shar(?:e|es|ed|ing)|provide|provided|providing|releas\w*|hand\w* over|transferr?\w*|give|reveal\w*|produc(?:e|es|ed|ing))\b/i;
const DISCLOSE =
  /\b(?:disclose|disclosed|disclosing|disclosure|share|shared|sharing|provide|provided to|release|released to|give|given to|hand over|handed over|transfer(?:red)?|preserve|reveal|produce|access)\b/i;

/** A record of a document's changes. */
const HISTORY =
  /\b(?:changelog|change log|version history|revision history|history of (?:changes|revisions|updates))\b/i;
/** The policy itself, named. */
const OF_POLICY =
  /\b(?:(?:this|our|the) (?:privacy )?(?:polic(?:y|ies)|statement|notice|terms)|polic(?:y|ies)['’]s?)\b/i;

/** Versions of something other than the policy: "the previous version of the app". */
const NOT_OF_SOMETHING_ELSE =
  /(?!\s+of\s+(?:(?:the|our|your|its|their)\s+(?!(?:privacy\s+)?(?:polic(?:y|ies)|notice|statement|terms)\b)|this\s+(?!(?:privacy\s+)?(?:polic(?:y|ies)|notice|statement|terms|document|page)\b))\w+)/;

/** A change to the policy itself. */
const CHANGE = /\b(?:chang\w*|modif\w*|updat\w*|amend\w*|revis\w*)\b/i;
const POLICY = /\b(?:polic(?:y|ies)|statement|notice|privacy|terms|practices|the way we (?:use|collect|handle))\b/i;

/** An order the law compels: a court order, subpoena, warrant or legal process. */
const LEGAL_ORDER =
  /\b(?:a |an )?(?:valid |binding |legally binding )?(?:search )?(?:court orders?|subpoenas?|warrants?|legal process)\b/i;
/** The authorities as recipients of data. */
const AUTHORITIES =
  /\b(?:law enforcement|the police|police (?:forces|authorities)|government(?:al)? (?:authorities|agencies|officials|bodies)|public (?:authorities|bodies)|regulators|regulatory (?:authorities|bodies)|tax authorities|courts)\b/i;
/** Their requests: "lawful requests by public authorities", "law enforcement inquiries". */
const AUTHORITY_REQUESTS =
  /\b(?:lawful|legal|valid legal|government(?:al)?|law enforcement|police|regulatory)\s+(?:requests?|inquir\w+|demands?|investigations?)\b/i;
/** The vendor's own group: "our affiliates", "the Acme family of companies", "companies under common control". */
const GROUP_COMPANIES =
  /\b(?:affiliates|affiliated (?:companies|entities)|subsidiaries|parent (?:company|companies|corporation)|group companies|corporate (?:group|family)|(?:other )?(?:companies|members|entities|businesses) (?:of|in|within) (?:our|the) (?:corporate )?(?:group|family)|family of (?:companies|brands|businesses)|(?:companies|entities) (?:owned|controlled) by|under common (?:control|ownership))\b(?!['’])/i;
/** Compelled by law or a court: "compelled by law", "required under a court order", "legally compelled". */
const COMPELLED =
  /\b(?:compelled|required|obliged|obligated|forced)\s+(?:to do so\s+)?(?:by|under)\b|\blegally (?:compelled|obliged|obligated)\b/i;
/**
 * Aggregated or de-identified data ("aggregated, de-identified information"), which is not
 * personal data. Global, and only ever used to replace: `test` would keep its place between calls.
 */
const AGGREGATED_DATA =
  /\b(?:aggregated?|de-?identified|anonymi[sz]ed|anonymous|non-?personal(?:ly identifiable)?|statistical)(?:(?:,\s*|\s+)(?:(?:or|and|and\/or)\s+)?(?:aggregated?|de-?identified|anonymi[sz]ed|anonymous|non-?personal|statistical))*\s+(?:personal\s+|usage\s+|user\s+|traffic\s+|demographic\s+|audience\s+)?(?:data|information|statistics|reports|insights|metrics)\b/gi;
/** Personal data named as what is shared. */
const PERSONAL_DATA_NAMED = /\b(?:personal|your)\s+(?:\w+\s+)?(?:data|information|details)\b/i;
/** Aggregated or de-identified data is what the sentence shares, and no personal data beside it. */
function aggregatedOnly(text: string): boolean {
  const rest = text.replace(AGGREGATED_DATA, "");
  return rest !== text && !PERSONAL_DATA_NAMED.test(rest);
}
/** A provider named by the service it gives: "our hosting provider", "payment processors". */
const PROVIDER_BY_SERVICE = /\b(?:hosting|cloud|payment|e-?mail(?: delivery)?) (?:providers?|processors|services?)\b/i;
/**
 * What sets a sentence of sharing beyond the providers aside: the customer's duty, an opt-out or a
 * right, a denial, a tracker not used, a hypothetical, a prohibition on the providers, another
 * site's own practice, a blocker, aggregated data only.
 */
const NOT_SHARED_BEYOND = anyTest(
  /\b(?:you|users?) (?:may not|must not|shall not)\b|\bopt[- ]?out\b|\bright to\b|\bentitled to (?:request|obtain|receive|ask)\b|\bShine the Light\b|\bwe do not (?:share|sell)\b|\b(?:are|is) not (?:used|integrated|embedded|included|loaded|present)\b/i,
  /\bwithout (?:sharing|disclosing|giving|revealing|providing)\b|\bwhose (?:websites?|sites|apps|services) you\b|\b(?:according to|subject to|governed by|under) (?:their|its) own (?:privacy )?polic|\bif we (?:ever )?(?:decide|choose|were|should)\b|\b(?:prohibited|forbidden|not (?:permitted|allowed)|may not|must not|cannot)\b[^.;]{0,40}\b(?:their|its) own\b|\bblock(?:s|ed|ing)?\b[^.;]{0,30}\bthird[- ]party\b/i,
  LINKED_SITES,
  // Aggregated or de-identified data only: the rubric does not count it as access to personal data.
  { test: aggregatedOnly },
);

/** The reader told: "you will receive an e-mail", "users will see a notification". */
const RECIPIENT_GETS_NOTICE =
  /\b(?:you|users?|members|customers|account holders)\s+will\s+(?:receive|get|see|be sent)\s+(?:an? |the )?(?:(?:e-?mail|in-app|prominent|advance|prior)\s+)?(?:e-?mail|notice|notification|message|alert)\b/i;
/** A change the reader makes, or one to the reader's own account, order or settings. */
const OWN_ACCOUNT_CHANGE =
  /\b(?:changes? (?:you make|made by you)|changes? (?:to|in|of) (?:your|the status of your) (?:profile|account(?! data)|orders?|subscription|plan|settings|password|e-?mail address|address|booking|reservation)|(?:order|request|delivery) status)\b/i;

const OPT_OUT = /\bopt(?:[- ]?out|s out|ed out|ing out)\b/i;
/**
 * Opting in as the user's choice: the verb ("opt in to", "users who have opted in", "if you opt in")
 * or the consent it gives ("opt-in consent", "on an opt-in basis"); not "opt-in" naming an
 * activity ("opt-in contests").
 */
const OPT_IN = anyOf(
  /\bopt(?:s|ed|ing)?[- ]?in(?:to)?\s+(?:to |for )?(?:receiv\w*|to|for|get\w*)\b/i,
  /\b(?:you|users?|customers?|subscribers?|members?|who|have|has|if|unless|once|when)\s+(?:\w+\s+)?opt(?:s|ed)?[- ]?in(?:to)?\b/i,
  /\b(?:opt-?in|opted-?in) (?:consent|basis|permission|choice|agreement)\b/i,
  /\byour opt-?in\b/i,
);
/** A word every consent statement's use has (substrings): a cheap test before the consent phrase is looked for. */
const SAYS_A_USE =
  /market|promot|newsletter|offers|deals|discount|advertis|\bads\b|advert|sponsor|audience|profil|track|mailing|fundrais|commercial|analytics|cookie|essential|purpose/i;

/** `rubric.consent_for_noncritical`'s first wordings: consent asked for marketing, analytics or cookies. */
const FIRST_WORDS_OF_CONSENT = anyOf(
  seq(
    /\b(?:ask for|obtain|get|seek|request|with|only with|based on) your (?:prior |explicit |express )?(?:opt-in )?(?:consent|permission)\b/i,
    gap(80),
    /\b(?:marketing|newsletters?|promotional|analytics|cookies|advertis\w*|tracking|non-?essential|(?:any )?(?:other|new|different|additional) purposes?)\b/i,
  ),
  seq(
    /\b(?:marketing|newsletters?|promotional|analytics|non-?essential cookies|tracking)\b/i,
    gap(80),
    /\b(?:only )?(?:with|if you (?:have )?(?:actively |explicitly )?(?:given|give|agree\w*|consent\w*)|after (?:obtaining|you give)) (?:us )?(?:your )?(?:prior |explicit |express )?(?:consent|permission)\b/i,
  ),
  seq(OPT_IN, gap(60), /\b(?:marketing|newsletters?|promotional|analytics|cookies|advertis\w*)\b/i),
  seq(
    /\b(?:marketing|newsletters?|promotional|analytics|non-?essential cookies|tracking)\b/i,
    gap(60),
    /\b(?:only )?(?:after|once|if|when) you (?:have )?(?:agree|agreed|consent|consented|accept|accepted|opt(?:ed)? in|allow|allowed)\b/i,
  ),
);
const ADVERTISING =
  /\b(?:ads|adverts?|advertis\w*|marketing|promotional|interest[- ]based|personali[sz]ed|targeted|tailored)\b/i;
/** Advertising aimed at a person (not marketing e-mail, which an unsubscribe link ends). */
const AD_TARGETING =
  /\b(?:ads|advertis\w*|interest[- ]based|personali[sz]ed ads|targeted|tailored ads|ad tracking|ad personali[sz]ation)\b/i;

const THIRD_PARTY_SOURCE = anyOf(
  /\bthird[- ]part(?:y|ies)\b/i,
  /\bother (?:sources|companies|users|services|parties|websites)\b/i,
  /\b(?:our |business |marketing |advertising )?partners\b/i,
  /\b(?:advertisers|ad networks|affiliates|analytics providers)\b/i,
  /\bdata (?:brokers|providers|suppliers|aggregators)\b/i,
  /\b(?:publicly available|public|commercially available) sources\b/i,
  /\bsocial (?:media|networks?|network providers|platforms)\b/i,
  // The providers that take a payment or check who someone is.
  /\b(?:payment (?:processors?|providers?|service providers?)|(?:identity )?verification (?:providers?|services?|partners?)|credit (?:reference|reporting) agenc(?:y|ies))\b/i,
);
const RECEIVE =
  /\b(?:receive|received|obtain|obtained|collect|collected|get|gather|acquire|purchase|buy|combine|supplement|enhance)\b/i;

/** Context that makes data from third parties critical: signing in, paying, verifying who someone is. */
const CRITICAL_SOURCE =
  /\b(?:sign(?:s|ed)? (?:in|up)|log(?:s|ged)? ?in|login|register|authenticat\w*|verif\w*|validat\w*|payments?|billing|fraud|single sign-on|identity|credit (?:reports?|checks?|reference))\b/i;
/** Context that makes it not critical: marketing, profiles, interests, brokers. */
const NONCRITICAL_SOURCE =
  /\b(?:advertis\w*|marketing|demographic|interests?|preferences|data brokers?|publicly available|analytics|partners|combine|supplement|enhance|other sources|income|purchases)\b/i;

/** An authority a breach is reported to (its deadline is not the users'). */
const DEADLINE_FOR_AUTHORITY =
  /\b(?:supervisory authorit|data protection (?:authorit|commission|board|office)|regulator|commission(?:er)?s?\b|information commissioner|(?:relevant|competent) authorit)/i;

/**
 * A rule read in its first, narrower words and in wider ones: a sentence only the wider words read
 * is still read, but it is a weaker quote than one the narrower words read ("we partner with ad
 * networks to deliver advertising targeted to your interests" before "we use this information to
 * personalize content and advertisements").
 */
function widened(said: RegExp, ...wider: RegExp[]): Pick<SignalRule, "pattern" | "weakQuote"> {
  return { pattern: anyOf(said, ...wider), weakQuote: { test: (text: string) => !said.test(text) } };
}

const info = (
  id: string,
  finding: string,
  rule: Omit<SignalRule, "id" | "finding" | "dimension" | "polarity" | "weight" | "impact">,
): SignalRule => ({
  id,
  finding,
  dimension: "privacy_legal",
  polarity: "info",
  weight: 0,
  impact: "low",
  kinds: LEGAL_PAGES,
  prefer: [...POLICY_FIRST],
  ...rule,
});

/** What a security review looks at: systems and controls, not documents. */
const SECURITY_OBJECT =
  /\b(?:(?:our |its |the )?(?:systems?|infrastructure|networks?|servers?|applications?|platform|environment|safeguards)|access (?:to (?:customer |personal |user |your )?(?:data|information)|rights|privileges|permissions)|(?:information )?security (?:measures|practices|controls|procedures|systems|posture|program(?:me)?s?)|(?:technical|organi[sz]ational) measures|vulnerabilit\w+|access logs?)\b/i;

/** Kinds of personal data a policy names when it lists what it collects. */
const DATA_TYPE =
  /\b(?:(?:first |last |full |user)?names?|e-?mail addresse?s?|(?:postal |billing |mailing |home )?address(?:es)?|(?:tele)?phone numbers?|passwords?|IP address(?:es)?|device (?:identifiers?|IDs?|information|type|model)|browser type|operating system|location|date of birth|age|gender|payment (?:information|details)|credit card|billing information|usernames?|photos?|profile (?:picture|photo)|cookies|log (?:data|files)|usage (?:data|information)|purchase history|contacts|job title|company name|time zone|language)\b/i;
const DATA_TYPES_G = new RegExp(DATA_TYPE.source, "gi");

/** What data is used for ("to provide", "for the following purposes"). */
const PURPOSE =
  /\b(?:to|for|in order to):?\s+(?:provide|operate|deliver|improve|personali[sz]e|communicate|contact|notify|inform|remind|process|send|respond|maintain|fulfil\w*|administer|enable|allow|support|help|understand|analy[sz]e|verify|authenticate|protect|secure|detect|prevent|comply|bill|develop|create|set up|manage|customi[sz]e|recommend|offer|run|show|display|suggest|tailor|match|connect|find|calculate|estimate|ship|fix|troubleshoot|investigate|measure|confirm|enforce|keep|tell|let|give|make|ensure|the (?:following|purposes?))\b/i;

/** A kind of personal data (not cookies or logs, which are how data is gathered). */
const PERSONAL_DATA_TYPE = new RegExp(
  `(?!cookies\\b|log (?:data|files)\\b|language\\b|time zone\\b)(?:${DATA_TYPE.source})`,
  "i",
);

/** Duties of the customer ("You must notify us of any breach"): not the vendor's practice. */
const CUSTOMER_DUTY_OR_REPORT = anyOf(/\bnotify us\b/i, CUSTOMER_DUTY);

export const RUBRIC_STATEMENTS: SignalRule[] = [
  // Breach notification.
  info("rubric.breach_notice", "Affected users are notified of a data breach.", {
    pattern: anyOf(
      seq(NOTIFY, gap(60), AFFECTED, gap(100), BREACH),
      seq(BREACH, gap(160), /\b(?:we|will)\b/i, gap(30), NOTIFY, gap(40), AFFECTED),
      seq(AFFECTED, /\s+(?:will|shall) be (?:notified|informed|told|alerted)\b/i, gap(80), BREACH),
      // The breach first: "should a security breach occur, affected users will be informed".
      seq(BREACH, gap(80), AFFECTED, /\s+(?:will|shall) be (?:notified|informed|told|alerted)\b/i),
    ),
    unless: anyOf(CUSTOMER_DUTY_OR_REPORT, DISCRETIONARY_NOTICE, LINKED_SITES),
  }),
  info("rubric.breach_notice_72", "Affected users are notified of a breach within 72 hours.", {
    pattern: anyOf(
      seq(
        NOTIFY,
        gap(100),
        /\b(?:within|no later than|in (?:less|no more) than)\s+(?:(?:72|seventy[- ]two)(?:\s*\(72\))?\s*(?:hours|hrs|h)|(?:three|3)(?:\s*\(3\))? days)\b/i,
      ),
      seq(
        /\b(?:within|no later than)\s+(?:(?:72|seventy[- ]two)(?:\s*\(72\))?\s*(?:hours|hrs|h)|(?:three|3)(?:\s*\(3\))? days)\b/i,
        gap(100),
        NOTIFY,
      ),
    ),
    requires: {
      test: (t: string) => AFFECTED.test(t) && BREACH.test(t) && !DEADLINE_FOR_AUTHORITY.test(t),
    },
    unless: CUSTOMER_DUTY_OR_REPORT,
  }),

  // Notice of changes to the policy.
  info("rubric.change_notice", "Users are notified when the policy changes.", {
    pattern: anyOf(
      seq(
        /\b(?:we will|we'll|we shall|we would|will|we may also|we)\b/i,
        gap(40),
        /\b(?:notify|inform|tell|alert|let you know|e-?mail you|send you|contact you|provide (?:you )?(?:with )?(?:a |an )?(?:more )?(?:additional |prior |advance |reasonable |clear |prominent )?notice|give (?:you )?(?:prior |advance )?notice|(?:give|provide) (?:you )?(?:with )?(?:at least |no less than )?(?:\d+|[a-z]+(?:[- ][a-z]+)?) (?:days?|weeks?)['’]?s? (?:prior |advance )?notice|post a (?:prominent )?notice|prominently post|announce|seek your consent|ask for your consent|(?:display|show(?: you)?|present) (?:a |an )?(?:prominent )?(?:notice|notification|banner|message))\b/i,
        gap(120),
        CHANGE,
      ),
      seq(
        CHANGE,
        gap(120),
        /\b(?:we will|we'll|we shall|we may also|will)\b/i,
        gap(40),
        /\b(?:notify|inform|tell|alert|let you know|e-?mail|send you|contact you|provide (?:you )?(?:with )?(?:a |an )?(?:more )?(?:additional |prior |advance |prominent )?notice|give (?:you )?notice|post a (?:prominent )?notice|announce|seek your consent|ask for your consent|(?:be )?(?:notified|informed|emailed|told|alerted|communicated)|(?:display|show(?: you)?|present) (?:a |an )?(?:prominent )?(?:notice|notification|banner|message))\b/i,
      ),
      // The reader's side: "you will receive an e-mail when this policy is updated".
      seq(RECIPIENT_GETS_NOTICE, gap(80), CHANGE),
      seq(CHANGE, gap(120), RECIPIENT_GETS_NOTICE),
      seq(AFFECTED, /\s+will be (?:notified|informed|told|emailed)\b/i, gap(80), CHANGE),
      seq(
        CHANGE,
        gap(80),
        /\b(?:a |an )?(?:notice|notification|announcement)\b/i,
        gap(20),
        /\b(?:will|shall) be (?:posted|sent|displayed|provided|given)\b/i,
      ),
    ),
    requires: anyOf(
      POLICY,
      /\b(?:the|such|these|any|a|material|significant|substantial|important) changes?\b/i,
      /\bchanges? (?:is|are) (?:material|significant|substantial)\b/i,
      /\b(?:change|changes|modify|update) how we (?:use|collect|handle|process|share)\b/i,
    ),
    // Told only by a new date at the top of the page is not being told; nor is a change to the
    // reader's own account, order or settings a change to the policy.
    unless: {
      test: (t: string) =>
        (/\bby (?:updating|changing|revising|posting)\b/i.test(t) &&
          !/\b(?:e-?mail|notification|in-app|message|prominent|announcement|notice (?:on|within|in))\b/i.test(t)) ||
        OWN_ACCOUNT_CHANGE.test(t),
    },
    negation: "skip",
    kinds: ["privacy"],
  }),
  info("rubric.change_posted_only", "Changes to the policy are only posted (a new date, the new text).", {
    pattern: anyOf(
      seq(
        /\b(?:post|posting|publish|publishing|place)\b/i,
        gap(30),
        /\b(?:any |the |all |such )?(?:changes|revisions|updates|modifications|updated|revised|new|amended)\b/i,
        gap(60),
        /\b(?:on|to|at) (?:this|our|the) (?:page|web ?site|site|service|platform)\b/i,
      ),
      seq(
        /\b(?:updat|revis|chang|modif)\w*\b/i,
        gap(20),
        /\bthe\b/i,
        gap(10),
        /["“]?(?:last (?:updated|modified|revised)|effective|revision)["”]?\s+date\b/i,
      ),
      seq(
        /\b(?:changes|revisions|updates|modifications|amendments)\b/i,
        gap(30),
        /\b(?:will|shall|are|is) (?:be )?(?:posted|published)\b/i,
        gap(40),
        /\b(?:(?:on|to|at) (?:this|our|the) (?:page|web ?site|site)|here)\b/i,
      ),
      /\b(?:changes?|revisions?|modifications?|updates?)\b[^.;]{0,60}\b(?:effective|take effect|become effective)\b[^.;]{0,30}\b(?:upon|on|when|once|immediately (?:upon|on|after))\b[^.;]{0,20}\bpost\w*/i,
      seq(
        /\bmay (?:amend|change|update|modify|revise)\b/i,
        gap(40),
        /\bthis (?:privacy )?(?:policy|statement|notice)\b/i,
        gap(40),
        /\b(?:from time to time|at any time|periodically)\b/i,
      ),
      // The reader is left to look: "please check this page regularly for changes".
      seq(
        /\b(?:check|review|visit|consult|revisit)\b/i,
        gap(20),
        /\b(?:this (?:page|(?:privacy )?(?:policy|notice|statement))|back)\b/i,
        gap(30),
        /\b(?:regularly|periodically|frequently|from time to time|often|for (?:any )?(?:changes|updates))\b/i,
      ),
    ),
    negation: "skip",
    kinds: ["privacy"],
  }),

  // The policy's history.
  info("rubric.policy_versions", "Earlier versions of the policy are available.", {
    pattern: anyOf(
      seq(
        /\b(?:previous|prior|earlier|past|historic(?:al)?|archived|older|former)\s+(?:versions?|editions?|iterations?)\b/i,
        NOT_OF_SOMETHING_ELSE,
        gap(80),
        /\b(?:available|obtain\w*|view\w*|found|see|access\w*|request|here|archive|contact\w*)\b/i,
      ),
      seq(
        /\b(?:available|obtain\w*|view|find|see|access|request|compare)\b/i,
        gap(60),
        /\b(?:previous|prior|earlier|past|historic(?:al)?|archived|older|former)\s+(?:versions?|editions?)\b/i,
        NOT_OF_SOMETHING_ELSE,
      ),
      // "The revision history of this policy", "this notice's change log" (not a project's revision history).
      seq(HISTORY, gap(40), OF_POLICY),
      seq(OF_POLICY, gap(40), HISTORY),
      seq(
        /\b(?:previous|prior|earlier|past|archived|older|former)\s+(?:privacy )?(?:polic(?:y|ies)|statements?|notices?)\b/i,
        gap(60),
        /\b(?:available|archive\w*|here|can be (?:found|viewed|obtained)|on request|upon request)\b/i,
      ),
      // Kept or published: "we keep an archive of all previous versions of this statement".
      seq(
        /\b(?:archive[sd]?|keep|kept|maintain\w*|publish\w*)\b/i,
        gap(40),
        /\b(?:previous|prior|earlier|past|older|former|all)\s+(?:versions?|editions?|iterations?)\s+of\s+/i,
        OF_POLICY,
      ),
      // The older versions listed: "Older versions of the privacy policy: March 2021, June 2019."
      /\b(?:previous|prior|earlier|past|archived|older|former)\s+versions?(?:\s+of\s+(?:this|the|our)\s+(?:privacy\s+)?(?:policy|notice|statement))?\s*:/i,
      // How it changed: "how this policy has changed over time", "changes from the previous version
      // are highlighted", "a summary of the changes made in each update", a comparison (redline).
      seq(/\b(?:see|view|read|find|follow|track)\s+how\s+/i, OF_POLICY, /\s+(?:has\s+)?(?:changed|evolved)\b/i),
      seq(
        /\bchanges?\s+(?:from|since)\s+(?:the\s+)?(?:previous|prior|last|earlier)\s+version\b/i,
        NOT_OF_SOMETHING_ELSE,
        gap(30),
        /\b(?:highlighted|listed|marked|shown|summari[sz]ed|described below|set out below)\b/i,
      ),
      /\b(?:summary|list|log|record)\s+of\s+(?:the\s+)?(?:changes|revisions|updates)\s+(?:made\s+)?(?:in|to|with|by)\s+(?:each|every)\s+(?:update|revision|version|change)\b/i,
      /\b(?:redline|compar\w*\s+(?:this|the current)\s+version\s+(?:to|with|against)\s+(?:the\s+)?(?:previous|prior|earlier|last))\b/i,
      /\bcompare\s+(?:it\s+)?(?:with|to|against)\s+the\s+(?:previous\s+)?version\s+(?:dated|of|effective|in effect)\b/i,
    ),
    kinds: ["privacy"],
    readsPointers: true,
  }),
  info("rubric.policy_date_mention", "The policy gives the date it was last changed.", {
    pattern: anyOf(
      /\b(?:last[- ](?:updated|modified|revised|amended|changed)|effective date|date of last (?:revision|update)|version date)\b/i,
      /\b(?:revis|updat|chang)\w* the (?:["“]?last updated["”]? )?date\b/i,
      /\b(?:this|the) (?:privacy )?(?:policy|statement|notice) (?:is|was|became) (?:effective|last (?:updated|modified|revised)) (?:from|on|as of)\b/i,
    ),
    // What the user last changed ("the date on which you last updated your preferences").
    unless:
      /\b(?:you|users?|they)\s+last\s+(?:updated|modified|changed|revised)\b|\b(?:your|their) (?:profile|account|preferences|settings|password|details)\b[^.]{0,20}\blast (?:updated|modified|changed)\b/i,
    kinds: ["privacy", "terms", "legal"],
  }),

  // Law enforcement.
  info("rubric.legal_disclosure", "Personal data may be disclosed to authorities when the law or legal process asks.", {
    pattern: anyOf(
      seq(
        DISCLOSE,
        gap(160),
        /\b(?:comply|compliance|respond|response|required|requested|requests|compelled|pursuant|accordance|obligat\w*|necessary)\b/i,
        gap(60),
        LEGAL_BASIS,
      ),
      seq(
        /\b(?:to comply with|in response to|to respond to|if required by|where required by|when required by|as required by|required to do so by|in accordance with)\b/i,
        gap(60),
        LEGAL_BASIS,
        gap(160),
        DISCLOSE,
      ),
      seq(
        /\b(?:law enforcement|government(?:al)? (?:authorities|agencies)|public authorities|regulators|courts)\b/i,
        gap(80),
        /\b(?:may|can|might)\b/i,
        gap(20),
        /\b(?:request|require|obtain|receive|access)\b/i,
      ),
      seq(
        /\b(?:law enforcement|courts|regulators|government(?:al)? (?:authorities|agencies)|public authorities)\b/i,
        gap(40),
        /\b(?:must|need to|are required to) (?:provide|obtain|submit|serve|follow)\b/i,
      ),
      // "We may share information with law enforcement agencies when …": the authorities named as recipients.
      seq(DISCLOSE, gap(80), /\b(?:with|to)\b/i, gap(20), AUTHORITIES),
      // The data reached by them: "your information may be accessed by law enforcement where …".
      seq(/\b(?:accessed|obtained|requested|received)\s+by\s+/i, AUTHORITIES),
      // Their requests answered: "we respond to lawful requests by public authorities", "we
      // cooperate with law enforcement inquiries".
      seq(
        /\b(?:respond|responds|responding|comply|complies|complying|cooperate|cooperates|cooperating)\s+(?:to|with)\b/i,
        gap(20),
        AUTHORITY_REQUESTS,
      ),
      // The request first, then what is done with it: "when a government agency makes a lawful
      // request for user data, we will evaluate it and provide the information".
      seq(
        /\b(?:makes?|sends?|submits?|serves?|issues?) (?:us )?(?:with )?(?:a |an )?(?:lawful |valid |legal |formal )?(?:request|demand|order)s?\b/i,
        gap(100),
        /\bwe (?:will |may |might )?/i,
        gap(40),
        DISCLOSE,
      ),
    ),
    requires: anyTest(/\b(?:information|data|details|records|content)\b/i, AUTHORITY_REQUESTS),
    // Not what the customer owes ("you agree to cooperate with law enforcement investigations").
    unless:
      /\b(?:you|users?|customers?)\b[^.;]{0,40}\b(?:agree not to|will not|shall not|must not|may not|agree to|must|shall)\b/i,
    negation: "any",
  }),
  // The data is processed (and so may be handed over) to meet the law's obligations: the legal basis most
  // policies list, which reads as "when reasonably requested" where nothing more precise is said.
  info("rubric.legal_obligation", "Personal data is processed where the law obliges the vendor to.", {
    pattern: seq(
      /\b(?:to comply|comply|complying|compliance) with\b/i,
      gap(30),
      /\b(?:(?:a|our|any|its|the) )?(?:legal (?:obligations?|requirements?)|applicable laws?|laws and regulations|the law)\b/i,
    ),
    unless: anyOf(
      // The customer's own duty to obey the law.
      /\b(?:you|users?|customers?|members?) (?:(?:also|each) )?(?:must|shall|agree|are responsible|will need to|should|need to|are required to|undertake)\b/i,
    ),
    kinds: ["privacy"],
  }),
  info(
    "rubric.legal_disclosure_strict",
    "Personal data is disclosed to authorities only under a court order, subpoena or legal compulsion.",
    {
      pattern: anyOf(
        seq(/\bonly\b/i, gap(60), DISCLOSE_STRICT, gap(80), COMPELLED),
        seq(DISCLOSE_STRICT, gap(40), /\bonly\b/i, gap(60), COMPELLED),
        seq(
          /\b(?:will not|won't|do not|don't|does not|never|not be)\b/i,
          gap(40),
          DISCLOSE_STRICT,
          gap(120),
          /\b(?:except|unless|other than|with the exception of|save)\b/i,
          gap(80),
          anyOf(
            /\b(?:court orders?|subpoenas?|warrants?|compelled|legally (?:required|binding|obliged)|mandatory|lawful (?:request|order)|valid legal process|required (?:by|under) (?:law|a court))\b/i,
          ),
        ),
        seq(
          /\bonly\b/i,
          gap(40),
          /\b(?:with|upon|on receipt of|in response to|pursuant to|(?:when|if|after) (?:we )?(?:receive|are served with|are presented with))\b/i,
          gap(20),
          LEGAL_ORDER,
        ),
        // The order first: "unless a court orders us to, we will not share your data".
        seq(
          /\bunless\b/i,
          gap(60),
          /\b(?:court orders?|subpoenas?|warrants?|legally (?:compelled|required|obliged)|required (?:by|under) (?:law|a court))\b/i,
          gap(80),
          /\b(?:will not|won't|do not|don't|does not|never)\b/i,
          gap(40),
          DISCLOSE_STRICT,
        ),
        // "Government agencies must obtain a court order before we will provide any information."
        seq(
          AUTHORITIES,
          gap(20),
          /\b(?:must|need to|are required to|have to) (?:first )?(?:obtain|present|serve us with|provide)\b/i,
          gap(10),
          LEGAL_ORDER,
          gap(30),
          /\bbefore\b/i,
          gap(30),
          DISCLOSE_STRICT,
        ),
        // "Acme requires a warrant before producing the content of any user's communications."
        seq(
          /\b(?:require|requires|will require|insist on|insists on)\b/i,
          gap(20),
          LEGAL_ORDER,
          gap(140),
          /\bbefore\b/i,
          gap(30),
          DISCLOSE_STRICT,
        ),
        // "We never give authorities access to user data without a court order."
        seq(
          /\b(?:will not|won't|do not|don't|does not|never)\b/i,
          gap(40),
          DISCLOSE_STRICT,
          gap(80),
          /\bwithout\b/i,
          gap(10),
          LEGAL_ORDER,
        ),
        // "Law enforcement requests must be accompanied by a valid warrant."
        seq(
          /\brequests?\b/i,
          gap(30),
          /\bmust (?:be )?(?:accompanied by|supported by|backed by|based on|include|made through|made (?:by|via|with)|issued through|go through|follow)\b/i,
          gap(10),
          LEGAL_ORDER,
        ),
        // "We will only comply with legally binding orders", "we only respond to a valid subpoena".
        seq(
          /\bonly\b/i,
          gap(20),
          /\b(?:comply with|respond to|honou?r|act on|accept)\b/i,
          gap(20),
          group(
            /\b(?:legally binding|binding|valid|lawful)\s+(?:legal\s+)?(?:orders?|demands?|process)\b/i,
            LEGAL_ORDER,
          ),
        ),
        // "We do not voluntarily provide data to governments": only what they are compelled to.
        seq(/\b(?:do not|don't|does not|doesn't|never|will not|won't)\s+voluntarily\s+/i, DISCLOSE_STRICT),
        seq(
          /\b(?:we )?(?:require|requires|insist on|demand)\b/i,
          gap(20),
          LEGAL_ORDER,
          gap(60),
          /\bbefore\b/i,
          gap(20),
          DISCLOSE_STRICT,
        ),
      ),
      requires: {
        test: (t: string) =>
          /\b(?:law|legal|court|subpoena|warrant|authorit|government|police|public bod)/i.test(t) &&
          /\b(?:information|data|details|records|contents?|communications|requests?)\b/i.test(t),
      },
      negation: "any",
    },
  ),

  // Security practices.
  info("rubric.security_measures", "The policy says personal data is protected by security measures.", {
    pattern: anyOf(
      seq(
        /\b(?:reasonable|appropriate|adequate|suitable|industry[- ]standard|commercially (?:reasonable|acceptable)|technical|organi[sz]ational|physical|administrative|managerial|electronic|procedural|security|various|a variety of|state[- ]of[- ]the[- ]art)\b/i,
        /[^.;]{0,40}\b(?:measures|safeguards|procedures|controls|precautions|steps|technologies|means|protections)\b/i,
      ),
      // "Commercially reasonable security practices" (not "our security practices are described in …").
      seq(
        /\b(?:reasonable|appropriate|adequate|industry[- ]standard|commercially (?:reasonable|acceptable)|best|sound|recogni[sz]ed)\b/i,
        /[^.;]{0,30}\bpractices\b/i,
      ),
      seq(/\b(?:we|our)\b/i, gap(40), /\b(?:protect|secure|safeguard)\w*\b/i, gap(40), DATA),
      /\b(?:takes?|treat)\b[^.;]{0,30}\bsecurity\b[^.;]{0,30}\bseriously\b/i,
    ),
    requires: /\b(?:protect|secur|safe|unauthori[sz]ed|loss|misuse)\w*/i,
  }),
  // Named practices, one rule each: naming two or more is an outline of practices, one alone is a glimpse.
  info("rubric.security_encryption", "Personal data is encrypted.", {
    pattern: /\bencrypt\w*/i,
    requires:
      /\b(?:protect|secur|safeguard|unauthori[sz]ed|transit|stored|storage|at rest|servers?|data|information|messages|files|content|communications|backups|databases?|end[- ]to[- ]end)\w*/i,
    unless: anyOf(
      /\b(?:we recommend|you should|please)\b[^.;]{0,60}\bencrypt/i,
      // The user's own protection before the data reaches the vendor is not the vendor's practice.
      /\byou (?:may|can|could|might)(?: (?:choose|wish|want|decide) to)? encrypt\b[^.;]{0,60}\bbefore (?:uploading|sending|submitting|sharing|transmitting)\b/i,
    ),
    // A feature the user may turn on ("you can use end-to-end encrypted messages") says less than
    // the vendor's own practice ("we encrypt your data in transit and at rest").
    weakQuote: {
      test: (t: string) => !/\b(?:protect|secur|safeguard|transit|at rest|stored|storage|servers?)\w*/i.test(t),
    },
  }),
  info("rubric.security_transport", "Connections are protected (TLS, HTTPS).", {
    pattern: /\b(?:TLS|SSL|HTTPS(?![:/])|transport layer security|secure socket(?:s)? layer)\b/i,
    requires: /\b(?:protect|secur|safeguard|transit|transmi|connection|encrypt)\w*/i,
  }),
  info("rubric.security_access", "Access to personal data is restricted to those who need it.", {
    pattern: anyOf(
      /\baccess (?:controls|control (?:procedures|policies|measures|lists|mechanisms|systems))\b/i,
      seq(/\b(?:restrict|restricts|restricted|restricting|limit|limits|limited|limiting)\b/i, gap(40), /\baccess\b/i),
      seq(/\baccess\b/i, gap(40), /\b(?:is|are) (?:strictly )?(?:restricted|limited|controlled)\b/i),
      /\b(?:need[- ]to[- ]know|least privilege|limited access)\b/i,
      seq(/\b(?:employees|staff|personnel|engineers)\b/i, gap(20), /\bonly\b/i, gap(20), /\baccess\b/i, gap(30), DATA),
      seq(
        /\bonly\s+(?:authori[sz]ed|designated|select(?:ed)?|a (?:small|limited) number of)\s+(?:employees|staff|personnel|people|engineers)\b/i,
        gap(40),
        /\baccess\b/i,
      ),
    ),
    requires:
      /\b(?:employees|staff|personnel|systems?|servers?|infrastructure|data|information|contractors|those who)\b/i,
  }),
  info("rubric.security_network", "Networks and systems are protected (firewalls, intrusion detection, monitoring).", {
    pattern:
      /\b(?:firewalls?|intrusion (?:detection|prevention)|anti-?virus|anti-?malware|malware (?:detection|protection|scanning)|DDoS|network security|security monitoring|vulnerability scan\w*|penetration test\w*)\b/i,
    // A purpose data is used for, not a practice protecting it: a list of legitimate interests
    // ("… IT services, network security, to prevent fraud"), or reading the user's content for spam.
    unless: anyOf(
      /\blegitimate interests?\b/i,
      /\b(?:analy[sz]e|scan|review)\w*\b[^.;]{0,40}\b(?:your|users'?|customers'?) (?:content|e-?mails?|messages|communications)\b/i,
      // Advice to the user is not the vendor's practice.
      /\b(?:we (?:recommend|encourage|advise)|you should|please)\b/i,
    ),
  }),
  info("rubric.security_physical", "Facilities and servers are physically secured.", {
    pattern:
      /\bphysical(?:ly)? (?:security|secur\w+|access controls?|safeguards for|protection)\b|\bsecure (?:facilities|data cent(?:er|re)s|premises)\b|\b(?:data cent(?:er|re)s|facilities)\b[^.;]{0,60}\bphysical (?:security|safeguards|measures)\b/i,
  }),
  info(
    "rubric.security_authentication",
    "Accounts and passwords are protected (multi-factor sign-in, hashed passwords).",
    {
      pattern:
        /\b(?:(?:two|2|multi)[- ](?:factor|step) (?:authentication|verification|sign-?in|login)|2FA|MFA|passwords? (?:are|is) (?:hashed|salted|encrypted|stored (?:in )?(?:hashed|encrypted))|(?:hashed|salted) passwords?|bcrypt)\b/i,
    },
  ),
  info("rubric.security_reviews", "Security practices are reviewed, audited or monitored.", {
    pattern: anyOf(
      seq(
        /\b(?:regular(?:ly)?|periodic(?:ally)?|continuous(?:ly)?|routine(?:ly)?|ongoing|constantly|annual(?:ly)?)\b/i,
        gap(40),
        /\b(?:review|audit|monitor|test|assess|evaluat|scan)\w*/i,
        gap(40),
        SECURITY_OBJECT,
      ),
      seq(
        /\b(?:review|audit|monitor|test|assess|evaluat|scan)\w*\b/i,
        gap(30),
        SECURITY_OBJECT,
        gap(40),
        /\b(?:regular(?:ly)?|periodic(?:ally)?|continuous(?:ly)?|routine(?:ly)?|on an ongoing basis|around the clock|24\/7|24x7|(?:every|each) (?:day|week|month|quarter|year)|daily|weekly|monthly|quarterly|annually)\b/i,
      ),
      seq(
        SECURITY_OBJECT,
        gap(30),
        /\b(?:are|is) (?:regularly |periodically |continuously |routinely )?(?:reviewed|audited|monitored|tested|assessed|scanned)\b/i,
      ),
      // Outside researchers invited to test the service and report what they find.
      seq(
        /\b(?:we|our)\b/i,
        gap(40),
        /\b(?:bug bounty|vulnerability (?:disclosure|reward) program(?:me)?|responsible disclosure program(?:me)?)\b/i,
      ),
    ),
  }),
  info("rubric.security_independent", "Security is checked by independent auditors or testers.", {
    pattern: anyOf(
      seq(
        /\b(?:independent|third[- ]party|external|outside|accredited)\b/i,
        gap(30),
        /\b(?:audit\w*|assess\w*|reviews?|reviewed|penetration test\w*|pen[- ]?test\w*|security (?:firms?|experts|researchers|specialists)|auditors?|certif\w*)\b/i,
      ),
      /\b(?:open[- ]source(?:d)?)\b[^.;]{0,40}\baudit\w*/i,
      // The independent party as the subject: "independent third parties regularly test our security".
      seq(
        /\b(?:independent|external|outside|accredited) (?:third[- ]part(?:y|ies)|parties|firms?|companies|experts|auditors|assessors|testers|security (?:firms?|experts|researchers|specialists))\b/i,
        gap(30),
        /\b(?:test|audit|assess|review|evaluat|check|verif|examin)\w*/i,
      ),
      seq(
        /\b(?:audit(?:ed|s)?|assess(?:ed|ments?)|review(?:ed|s)?|test(?:ed|s)?|certified|verified)\b/i,
        gap(30),
        /\bby (?:an? |one or more |several )?(?:independent|external|third[- ]party|outside|accredited)\b/i,
        gap(30),
        /\b(?:auditors?|audit firms?|firms?|part(?:y|ies)|experts|assessors|registrars?|bodies|organi[sz]ations|companies|testers|(?:security )?researchers)\b/i,
      ),
    ),
    requires:
      /\b(?:secur|protect|systems?|apps?|code|software|infrastructure|controls|practices|penetration|pen[- ]?test|vulnerabilit|SOC ?2|ISO(?:\/IEC)? ?27001)\w*/i,
    // A company's accounts audited, its shares listed: not its security.
    unless: /\b(?:financial (?:statements?|reports?|accounts)|securities|public accounting firm|stock exchange)\b/i,
  }),

  // Deleting personal data.
  info("rubric.delete_self_service", "Users can delete their account or data themselves.", {
    // Their own data deleted, and a mechanism of the product that does it: a setting, a page, a
    // path through the menus, a button, the app ("Settings > Account > Delete account", "from the
    // Privacy Dashboard, click “Erase all my data”").
    // The mechanism is read in the whole sentence, a test cheaper than a pattern around the words.
    pattern: anyOf(DELETION_CONTROL, DELETE_OWN_DATA),
    requires: {
      test: (t: string) =>
        DELETION_WORD.test(t) &&
        (SELF_SERVICE.test(t) || DELETION_CONTROL.test(t) || (AT_WILL_WORD.test(t) && AT_WILL.test(t))),
    },
    // A form or page of the site that sends a request is asking, and so are emails and tickets.
    // A tool the vendor may build is not one it has.
    unless: anyTest(
      anyOf(
        ASKING,
        NOT_THE_USERS_OWN,
        VENDOR_RIGHT_TO_DELETE,
        /\b(?:cookies?|browser|locally stored|local storage)\b/i,
        /\bin the future\b|\bif we (?:introduce|add|launch|build|offer|release)\b/i,
        // The vendor ends the account: "the Company may terminate your access at any time".
        /\b(?!you\b)\w+ (?:may|can|will|reserves? the right to) (?:terminate|suspend|close|disable) (?:your|any|the user['’]s) (?:access|accounts?)\b/i,
      ),
      ONLY_DEACTIVATES,
      // The vendor's deletion, the user doing nothing: "we delete the information collected
      // through the Services within 30 days after you close your account".
      { test: (t: string) => VENDOR_DELETES.test(t) && !USER_DELETES.test(t) },
    ),
  }),
  info("rubric.delete_on_request", "Users can ask the vendor to delete their personal data.", {
    // Asked for in so many words (a right to it, "ask us to delete", "deletion requests"), or the
    // user's data deleted in a sentence that names a way to ask (an address, a request, a team).
    pattern: anyOf(ASKED_FOR_DELETION, DELETE_OWN_DATA),
    requires: {
      test: (t: string) =>
        DELETION_WORD.test(t) &&
        /\b(?:your|personal|account|data|information|deletion requests?|erasure requests?)\b/i.test(t) &&
        (REQUEST_CHANNEL.test(t) || ASKED_FOR_DELETION.test(t)),
    },
    // A takedown of content that infringes a right is not the deletion of the user's own data, nor
    // is the vendor's right to delete what users post, nor a child's data at a parent's request.
    unless: anyOf(
      /\b(?:you|users?) (?:must not|may not|shall not|cannot)\b/i,
      NOT_THE_USERS_OWN,
      VENDOR_RIGHT_TO_DELETE,
    ),
  }),
  info("rubric.no_deletion", "Accounts or data cannot be deleted.", {
    // It cannot be deleted, it is not, no means is offered, requests are refused, the account can
    // only be deactivated, or it is kept for good or kept on after the user leaves.
    pattern: NOT_DELETABLE,
    requires: { test: (t: string) => REFUSAL_WORD.test(t) && DELETABLE_THING.test(t) },
    unless: anyOf(NOT_A_REFUSAL, NOT_THE_USERS_OWN),
    negation: "any",
  }),

  // Targeted advertising.
  info("rubric.targeted_ads", "Personal data is used for targeted or behavioural advertising.", {
    ...widened(
      anyOf(
        /\b(?:interest[- ]based|targeted|personali[sz]ed|tailored|behavio(?:u)?ral(?:ly)?|relevant|customi[sz]ed|cross[- ](?:site|context|device))\s+(?:ads|advertis\w*|marketing|offers|promotions)\b/i,
        /\b(?:advertise to you|show you (?:ads|advertising|advertisements)|serve (?:you )?(?:ads|advertis\w*)|deliver (?:ads|advertis\w*) (?:to you|that|based on|tailored|relevant)|ads (?:based on|tailored to|that (?:may )?(?:be of interest|interest you)))\b/i,
        /\b(?:re-?target\w*|remarketing)\b/i,
        /\btarget(?:s|ed|ing)? (?:ads|advertising|advertisements|marketing)\b/i,
        /\b(?:personali[sz]e|tailor|customi[sz]e)s? (?:the )?(?:ads|advertising|advertisements|ad experience)\b/i,
        // Advertisers following a person "over time and across websites" (the usual disclosure of it).
        seq(
          /\b(?:advertis\w*|ad (?:networks|partners|companies|servers))\b/i,
          gap(100),
          /\bacross (?:different |other |third[- ]party |unaffiliated |non-affiliated )?(?:websites|web sites|sites|apps|applications|online services|devices)\b/i,
        ),
        seq(
          /\b(?:cookies|pixels|tags|trackers|web beacons|similar technologies)\b/i,
          gap(60),
          /\bfor\b/i,
          gap(30),
          /\badvertis\w*/i,
        ),
        /\b(?:identifier for advertis\w*|advertising (?:id|identifier)s?|IDFA|AAID)\b/i,
        seq(
          /\b(?:use|uses|used|process|analy[sz]e|combine)\b/i,
          gap(80),
          DATA,
          gap(80),
          /\b(?:to|for|in)\s+(?:our\s+)?(?:advertis\w*|(?:show|deliver|serve|target)\w* (?:you )?(?:ads|advertis\w*)|market\w* and advertis\w*|marketing and advertising)\b/i,
        ),
        seq(
          /\b(?:advertising|ad) (?:partners|networks|companies|providers|platforms)\b/i,
          gap(120),
          /\b(?:interests?|preferences|behaviou?r|activity|profiles?|demographics?)\b/i,
        ),
      ),
      // The person's details aim it: "inferences decide which advertisers' campaigns you see",
      // "e-mail addresses uploaded to platforms so that our ads can be shown to you there".
      ADVERTISING_USE,
    ),
    // Words every alternative needs: a cheap test before the pattern.
    requires:
      /\b(?:ads?|adverts?|advertis\w*|marketing|offers|promotions|re-?target\w*|remarketing|IDFA|AAID|sponsored|audiences?)\b/i,
    // A right the law gives ("the right to opt out of targeted advertising") is not the vendor's
    // practice, nor is what the sites the service links to do under their own policies.
    unless: anyOf(
      /\b(?:you|users?) (?:may not|must not|shall not|agree not to)\b|\bright to\b|\brights? (?:to|under)\b/i,
      LINKED_SITES,
    ),
  }),
  info("rubric.ads_opt_out", "Users can opt out of targeted advertising.", {
    ...widened(
      anyOf(
        seq(OPT_OUT, gap(80), AD_TARGETING),
        seq(
          AD_TARGETING,
          gap(100),
          OPT_OUT,
          // Not an opt-out of messages: "you will still see ads if you opt out of marketing emails".
          /(?!\s+(?:of|from)\s+(?:(?:our|all|these|such|receiving|marketing|promotional)\s+)*(?:e-?mails?|newsletters?|communications|messages|notifications|texts)\b)/i,
        ),
        /\b(?:limit ad tracking|reset (?:your |the )?(?:advertising|ad) (?:id|identifier)|ad tracking settings|aboutads\.info|networkadvertising\.org|youronlinechoices|Digital Advertising Alliance|Network Advertising Initiative|opt out of interest-based)\b/i,
        seq(/\b(?:turn off|switch off|disable|withdraw (?:your )?consent|object to)\b/i, gap(60), AD_TARGETING),
        // The settings that govern it, said to the user: "you can change your ad preferences" (not a bare link).
        seq(
          /\b(?:you|users?)\b/i,
          gap(30),
          /\b(?:change|manage|adjust|update|control|review)\b/i,
          gap(20),
          /\b(?:ad|ads|advertising) (?:preferences|settings|choices)\b/i,
        ),
      ),
      // Stopping it in other words: "advertising cookies may be rejected", "switch off 'Share with advertisers'".
      seq(STOP, CLAUSE_GAP, ADVERTISING_CONTENT),
      seq(
        ADVERTISING_CONTENT,
        CLAUSE_GAP,
        STOP_LATER,
        /(?!\s+(?:of|from)\s+(?:(?:our|all|these|such|receiving|marketing|promotional)\s+)*(?:e-?mails?|newsletters?|communications|messages|notifications|texts)\b)/i,
      ),
    ),
    unless: anyTest(/\b(?:you|users?) (?:may not|must not|shall not)\b/i, CHOICE_DENIED),
    // Its own words may deny ("no longer want", "would rather not"): only the choice itself denied counts.
    negation: "any",
    // "Will be added to our newsletter list" is a practice, not a plan.
    future: "any",
  }),
  info("rubric.marketing_opt_out", "Users can opt out of marketing messages.", {
    ...widened(
      anyOf(
        seq(
          /\b(?:unsubscribe|opt(?:[- ]?out| out)|stop receiving|withdraw (?:your )?consent|object)\b/i,
          gap(80),
          /\b(?:marketing|promotional|newsletters?|commercial (?:e-?mails?|messages|communications))\b/i,
        ),
        // The messages switched off: "you can turn off promotional notifications" (not cookies).
        seq(
          /\b(?:turn off|switch off|disable)\b/i,
          gap(20),
          /\b(?:marketing|promotional|newsletter)\s+(?:e-?mails?|messages|notifications|communications|texts)\b/i,
        ),
        seq(
          /\b(?:marketing|promotional|newsletters?)\b/i,
          gap(100),
          /\b(?:unsubscribe|opt(?:[- ]?out| out)|stop receiving)\b/i,
        ),
      ),
      // Stopping it in other words: "untick the marketing box", "reply STOP", "object to direct marketing".
      seq(STOP, CLAUSE_GAP, PROMOTION),
      seq(PROMOTION, CLAUSE_GAP, STOP),
    ),
    unless: CHOICE_DENIED,
    // Its own words may deny ("no longer want", "would rather not"): only the choice itself denied counts.
    negation: "any",
    // "Will be added to our newsletter list" is a practice, not a plan.
    future: "any",
    // Cheap tests before the long patterns run: a word of stopping, then a way of stopping itself.
    requires: { test: (text: string) => SAYS_STOPPING.test(text) && STOP.test(text) },
  }),
  info("rubric.marketing_use", "Personal data is used to send marketing.", {
    ...widened(
      anyOf(
        seq(
          /\b(?:send|sending|contact|email|e-mail|communicate with)\b/i,
          gap(40),
          // Not "non-promotional e-mails", nor the information a visitor asks for ("request information about our services").
          /\b(?:you )?(?<!\bnon[- ]?)(?:marketing|promotional|newsletters?|offers|special offers|(?<!\b(?:request|requesting|ask for|asking for|asked for) )information about (?:our )?(?:products|services|offers|events))\b/i,
        ),
        seq(/\b(?:use|process)\b/i, gap(60), DATA, gap(60), /\bfor (?:direct )?marketing\b|\bto market\b/i),
      ),
      // Sent, aimed or handed on to sell something: "purchase history decides which discount codes
      // we e-mail you", "passed to partners who may contact you about their own products".
      PROMOTIONAL_USE,
    ),
    // Not what the vendor's customers send to their own audience through the service.
    unless: anyOf(LINKED_SITES, CUSTOMERS_OWN_AUDIENCE),
    // "Will be added to our newsletter list" is a practice, not a plan.
    future: "any",
    // A cheap test before the long patterns run: a word of selling, or someone contacted.
    requires: anyOf(
      /market|promot|newsletter|offers|information about|advertis|fundrais|profil|mailing|catalog|direct[- ]mail|upsell|cross[- ]sell|prospect|deals|flash sales|discount|coupon|voucher|campaign|appeal|commercial/i,
      /\b(?:contact|tell|inform|e-?mail|write to|call|send|get in touch with)\s+(?:you|them|delegates|members|customers|users|supporters|alumni|graduates|individuals|people|those)\b|\b(?:sell)\b/i,
    ),
  }),
  info("rubric.ads_opt_in", "Targeted advertising or marketing needs the user's consent first.", {
    pattern: anyOf(
      seq(
        /\b(?:only )?(?:with|after obtaining|upon receiving|subject to) your (?:prior |explicit |express |affirmative )?(?:opt-in )?(?:consent|permission|agreement)\b/i,
        gap(120),
        ADVERTISING,
      ),
      // "Where you have agreed, your listening habits may be used to select the ads played to you."
      seq(/\b(?:where|if|once) you have (?:agreed|consented|opted in)\b/i, gap(140), ADVERTISING),
      seq(
        ADVERTISING,
        gap(100),
        anyOf(
          /\b(?:only )?(?:with|after obtaining|if you (?:have )?(?:actively |explicitly )?(?:given|give))\s+(?:us )?(?:your )?(?:prior |explicit |express )?(?:opt-in )?(?:consent|permission)\b/i,
          // A setting the user turns on, off until then: "if you have switched on Personalised Ads".
          /\bif you (?:have )?(?:switched on|turned on|enabled|activated)\b/i,
          /\bif you (?:choose to |decide to )?opt[- ]?in\b/i,
          /\b(?:is |are )?(?:off|disabled|turned off|switched off) by default\b/i,
          /\bunless you (?:grant|give) (?:us )?(?:your )?(?:permission|consent)\b/i,
        ),
      ),
      seq(
        /\b(?:get|obtain|ask for|request|seek)\b/i,
        gap(20),
        /\byour (?:prior |explicit |express )?(?:opt-in )?(?:consent|permission)\b/i,
        gap(60),
        ADVERTISING,
      ),
      seq(OPT_IN, gap(60), ADVERTISING),
      seq(
        /\b(?:only )?(?:if|when|once|after) you (?:accept|agree to|consent to|allow|enable|opt in to)\b/i,
        gap(20),
        /\b(?:advertising|marketing|targeting|non-?essential|optional|third[- ]party) cookies\b/i,
      ),
    ),
    // Words every alternative needs: a cheap test before the pattern.
    requires:
      /\b(?:consent|permission|agreement|opt(?:[- ]?in|s in|ed in)|accept|agree|allow|enable|switched on|turned on|activated|by default)/i,
    unless: OR_ANOTHER_GROUND,
    negation: "skip",
  }),
  // All of the personal data, not content only ("we never sell form responses" leaves the rest open).
  info("rubric.no_sale_personal", "The vendor states it does not sell personal data.", {
    pattern: NO_SALE_OF_PERSONAL_DATA,
    unless: NOT_A_DENIAL_OF_SALE,
    negation: "only",
  }),
  info("rubric.no_targeted_ads", "Personal data is not used for advertising.", {
    pattern: anyOf(
      seq(
        /\b(?:do not|don't|will not|won't|never|does not|doesn't|shall not)\b/i,
        gap(30),
        /\b(?:use|share|sell|disclose|rent|process)\b/i,
        gap(80),
        /\b(?:to|for)\b/i,
        gap(30),
        /\b(?:advertis\w*|advertise|market to you|marketing purposes|(?:target|personali[sz]|tailor|customi[sz])\w* (?:the )?(?:ads|advertis\w*))\b/i,
      ),
      /\b(?:do not|don't|does not|doesn't|will not|won't|never)\s+(?:show|display|run|serve|sell|have|contain|include|do|use|allow|permit|engage in|participate in|offer)\b[^.;]{0,30}\b(?:any )?(?:ads|advertis\w*|targeted advertising|behavio(?:u)?ral advertising|profiling)\b/i,
      /\b(?:no|not any)\s+(?:(?:third[- ]party|targeted|personali[sz]ed|behaviou?ral|interest[- ]based)\s+)?(?:ads|advertis\w*)\b(?!\s+(?:partners?|networks?|compan\w*|identifiers?|IDs?)\b)/i,
      // Tracking for advertising denied: "we do not track you across websites".
      /\b(?:do not|don't|does not|doesn't|will not|won't|never)\s+track\s+(?:you|users|your (?:activity|browsing))\b(?:(?!\b(?:but|however|although|while|yet)\b)[^.;]){0,60}\b(?:advertis\w*|ads|across (?:other )?(?:websites|sites|apps|services|the (?:web|internet)))\b/i,
      // Said of the service ("is ad-free", "completely ad-free"), not of a paid tier ("an ad-free experience").
      /\b(?:is|are|remains?|stays?|be|completely|entirely|totally|100%|always)\s+ad[- ]free\b/i,
      /\b(?:is|are|remains?|stays?)\s+(?:completely |entirely |totally |100% )?(?:free (?:of|from)|without)\s+(?:any\s+)?(?:ads|advertis\w*)\b/i,
    ),
    // Nor is an ad-free paid tier a service without advertising, nor "profiling" in the sense of
    // automated decisions with legal effects a statement about advertising.
    unless:
      /\b(?:without your (?:consent|permission)|unless you|except|other than|premium|(?<!\bno )paid (?:plans?|tiers?|subscriptions?|accounts?|users|versions?)|subscribers|upgrade|automated (?:decision|processing)|legal or similarly significant)\b/i,
    negation: "any",
  }),

  // Third-party access.
  info("rubric.share_service_providers", "Personal data is shared with service providers that work for the vendor.", {
    pattern: anyOf(
      // Partners or companies that work for the vendor: "trusted partners that perform functions on our behalf".
      seq(
        /\b(?:engage|engages|use|uses|work with|works with|rely on|relies on|hire|hires|employ|employs)\b/i,
        gap(30),
        /\b(?:partners|companies|third parties|businesses|organi[sz]ations)\b/i,
        gap(60),
        /\b(?:on our behalf|perform (?:functions|services|tasks)|(?:to|who|that) help us (?:provide|operate|run|deliver))\b/i,
      ),
      seq(
        /\b(?:use|uses|rely on|relies on|engage|engages|work with|works with)\b/i,
        gap(20),
        /\b(?:third[- ]part(?:y|ies)|(?:third[- ]party )?(?:service providers?|vendors?|contractors|processors))\b/i,
        gap(80),
        /\b(?:access|process|receive|handle|host|store|provide|deliver|send)\b/i,
      ),
      // The providers listed: "our service providers include hosting companies and payment processors".
      /\b(?:our|the|these|such) (?:service providers?|vendors|(?:data )?processors|sub-?processors|suppliers)\s+(?:include|includes|including|such as|like|are (?:companies|businesses|organi[sz]ations|third parties|entities) (?:that|who))\b/i,
      // "Your information is processed by our hosting provider": the provider in the passive.
      seq(
        /\b(?:processed|handled|stored|hosted)\b/i,
        gap(20),
        /\b(?:by|with|at)\b/i,
        gap(30),
        anyOf(
          /\b(?:service providers?|vendors?|(?:data )?processors|sub-?processors|contractors|suppliers)\b/i,
          PROVIDER_BY_SERVICE,
        ),
      ),
      // A provider given the data: "we share personal information with vendors who …". Not from a
      // denied verb ("we do not disclose it … except to our service providers"): the exception is
      // read from the providers on (below).
      seq(NOT_DENIED, GIVE, /(?:(?!\b(?:from|with us|to us)\b)[^.;]){0,120}?/i, PROVIDER),
      // From the provider on, one scan:
      seq(
        PROVIDER,
        group(
          // the providers as the one exception ("we do not disclose it to anyone, except to our
          // service providers", "apart from", "outside of", "only to"): the match starts at the
          // providers, so the denial before the exception does not deny them, and the exception is
          // looked for behind the provider once it is found;
          EXCEPTION_BEHIND,
          // the provider taking it, working on it, working for the vendor, or said to be bound or
          // located somewhere ("our processors are located outside the UK").
          seq(
            gap(120),
            group(
              TAKE,
              PROVIDER_WORK,
              FOR_THE_VENDOR,
              /\b(?:to help us|who help us|that help us|perform services|provide services|work for us|carry out work)\b/i,
              /\b(?:are|is) (?:located|based|bound|required|contractually|obliged|prohibited|only (?:permitted|allowed))\b/i,
            ),
          ),
        ),
      ),
      seq(HANDLED_BY, gap(120), group(FOR_THE_VENDOR, PROVIDER)),
      // Companies that work for the vendor: "third-party companies perform certain services for us".
      seq(
        /\b(?:companies|businesses|organi[sz]ations|firms|third parties)\b/i,
        gap(40),
        /\b(?:services|functions|tasks) (?:for|to) us\b/i,
      ),
      // Given to take payment: "to process subscription payments, your card details are shared with …".
      seq(/\bto (?:process|handle|take|collect) (?:your )?(?:[\w-]+ )?payments?\b/i, gap(60), GIVE),
      // The vendor engaging providers: "the Bank engages outsourced service providers for functions such as …".
      seq(
        /\b(?:engag(?:e|es|ed)|hir(?:e|es|ed)|rel(?:y|ies) on|us(?:e|es)|work(?:s)? with|contract(?:s)? with)\b/i,
        gap(30),
        PROVIDER,
        // For work on the data or the service, not "we hire staff and contractors".
        /(?=[^.;]{0,120}\b(?:data|information|details|functions|services|hosting|payments?|to (?:host|process|store|deliver|provide|help|run|operate|support|send|bill|take|charge)))/i,
      ),
      // Working for the vendor, said of what the provider does: "Stripe processes your payment details … for us".
      seq(
        /\b(?:process(?:es)?|receives?|stores?|hosts?|handles?)\b/i,
        /(?<!\b(?:we|us|volunteers|employees|staff|team|personnel)\b[^.;]{0,40})/i,
        gap(80),
        /\bfor us\b|\bon our behalf\b|\bon behalf of us\b/i,
      ),
    ),
    // Words every alternative needs: a cheap test before the pattern.
    requires: SAYS_PROVIDER,
    unless: anyOf(
      /\b(?:you|users?) (?:may not|must not|shall not)\b/i,
      // The vendor as its customers' processor or provider, not one of its own: "we act as a
      // processor for our customers", "as a payment service provider, we process … for merchants".
      /\b(?:we|\w+) (?:act|acts|are|is|serve|serves) as (?:a |an |the )?(?:data )?(?:processor|service provider|sub-?processor)\b|^\W*as an? (?:[\w-]+ )?(?:service provider|processor)\b|\bwe are an? (?:[\w-]+ )?(?:vendor|provider|processor|business associate|supplier)\b/i,
      // A definition: "“Service providers” are companies that process personal data on our behalf".
      /^\W*["“'‘](?:service providers?|(?:sub-?)?processors?|vendors?)["”'’]\s+(?:are|means?|refers? to|is)\b|^\W*(?:service providers?|(?:sub-?)?processors?|vendors?)\s+(?:means?|refers? to)\b/i,
      // A party the user picks: "the contractor you hire", a seller on the marketplace.
      /\b(?:you|users?) (?:hire|choose|select|book|buy from|purchase from|order from)\b|\bmarketplace\b/i,
    ),
    // One kind of data handled by one provider says less than a sentence about sharing itself.
    weakQuote: /\b(?:processed|handled|stored|hosted)\b[^.;]{0,20}\bby\b/i,
  }),
  info(
    "rubric.share_noncritical",
    "Personal data is shared with third parties for their own purposes (advertising, marketing, partners).",
    {
      pattern: anyOf(
        seq(
          // Not from a denied verb: its exception is read from the party on (below).
          NOT_DENIED,
          /\b(?:share|shares|shared|disclose|discloses|disclosed|provide|transfer|sell|rent|make available)\b/i,
          gap(120),
          /\b(?:advertisers|advertising (?:partners|networks|companies|providers|platforms)|ad networks|marketing partners|business partners|sponsors|data brokers|unaffiliated (?:third parties|companies|partners)|(?:publishers|retailers|marketers))\b/i,
          NOT_FOR_THE_VENDOR,
        ),
        seq(
          /\b(?:third parties|partners|affiliates|companies)\b/i,
          gap(60),
          /\bfor (?:their |its )?(?:own )?(?:marketing|advertising|direct marketing|promotional) purposes\b/i,
        ),
        seq(
          /\b(?:third parties|partners|affiliates|companies)\b/i,
          gap(60),
          /\bfor (?:their|its) own (?:business )?purposes\b/i,
        ),
        seq(
          /\b(?:share|shares|shared|disclose|provide)\b/i,
          gap(80),
          /\b(?:family of (?:companies|brands)|affiliates|subsidiaries|group companies)\b/i,
          gap(80),
          /\b(?:market\w*|advertis\w*|offers|products and services that)\b/i,
        ),
        // From the sharing vocabulary: a party beyond the providers given the data or taking it,
        // data given for the recipient's own purposes, another company's tracker that follows users.
        // Not what the vendor receives from them: "information you share with us from social networks".
        // The party as the one given it: "provide advertisers with …", "… to ad exchanges", "… with partners".
        seq(
          // Not denied, nor said of those who upload it ("customers who upload personal data … act as controllers").
          /(?<!(?:\bnot|\bnever|n't|\bwho|\bthat|\bwhich)\s)/i,
          GIVE,
          group(
            /\s+(?:(?:our|the|its|selected|certain|carefully selected|trusted|other)\s+)*/i,
            seq(
              /(?:(?!\b(?:from|by|with us|to us)\b)[^.;]){0,100}?/i,
              /\b(?:to|with)\s+(?!us\b)(?:(?!(?:from|by)\b)[\w,-]+\s+){0,5}?/i,
            ),
          ),
          NONCRITICAL_PARTY,
          NOT_FOR_THE_VENDOR,
        ),
        // From the party on, one scan:
        seq(
          NONCRITICAL_PARTY,
          group(
            // the party taking it, not the vendor ("on social media sites, we may collect" is the vendor's);
            seq(
              /(?:(?!\b(?:we|us)\b)[^.;]){0,80}?/i,
              group(
                TAKE_DATA,
                /\b(?:use|place|set|deploy|drop)\b[^.;]{0,30}\b(?:cookies|pixels|SDKs|tracking technolog\w+|web beacons)\b/i,
              ),
              NOT_FOR_THE_VENDOR,
            ),
            // the party as the exception ("except our service providers and advertising partners");
            EXCEPTION_BEHIND,
            // the party as a heading, then given it ("Advertisers and ad networks: we provide them with …").
            seq(/[^.;:]{0,40}:\s/i, gap(80), GIVE, /(?![^.;]{0,120}\b(?:with|to) us\b)/i),
          ),
        ),
        // A list of recipients: "Categories of recipients: hosting providers; …; advertising networks".
        seq(
          /(?<!\bno )\brecipients\b(?: of (?:your |the )?(?:personal )?(?:data|information))?(?:\s*:|\s+(?:include|includes|are|may include|may be))/i,
          /[^.]{0,200}?/i,
          NONCRITICAL_PARTY,
        ),
        // Received by the party, not from it: "the only companies that receive your data are advertising partners".
        seq(
          /(?<!\b(?:you|we)\s+(?:will\s+|may\s+|can\s+|might\s+)?)\b(?:receiv(?:e|es|ed)|(?:have|has|get|gets|gain|given|granted) access)\b/i,
          /(?:(?!\bfrom\b)[^.;]){0,60}?/i,
          NONCRITICAL_PARTY,
        ),
      ),
      requires: SAYS_OTHER_PARTY,
      unless: NOT_SHARED_BEYOND,
    },
  ),
  // Two more ways of saying it, each behind its own cheap test (most sentences have neither).
  info(
    "rubric.share_own_purpose",
    "Personal data is given to others for their own purposes (their marketing, their offers).",
    {
      // Read from the purpose back: personal details named and given or received before it, not
      // tools or services ("provide merchants with tools to promote their own products"). The
      // look-behinds run only where a purpose is found.
      pattern: seq(
        THEIR_OWN_PURPOSE,
        /(?<=\b(?:shar|disclos|provid|transfer|transmit|pass|giv|gave|sen[dt]|hand|releas|forward|upload|licen[cs]|exchang|made available|receiv|access)\w*\b[^.;]{0,200})/i,
        /(?<=\b(?:data|information|details|address(?:es)?|names?|profiles?|records|lists?|logs|preferences|numbers?|e-?mails?|history)\b[^.;]{0,200})/i,
      ),
      requires: /\bown\b|market|promot|advertise\b|contact|send you|tell you|offer|follow up|determine/i,
      unless: NOT_SHARED_BEYOND,
    },
  ),
  info(
    "rubric.others_trackers",
    "Other companies' trackers on the service follow users for advertising or across sites.",
    {
      pattern: anyOf(
        seq(OTHERS_TRACKERS, gap(150), TRACKS_FOR_ADS),
        // "Third parties may collect information about your use of our apps … for interest-based advertising."
        seq(
          /\b(?:third parties|third-party (?:companies|partners|providers)|other companies)\b/i,
          gap(40),
          TAKE_DATA,
          gap(120),
          TRACKS_FOR_ADS,
        ),
      ),
      requires: /advertis|\bads\b|across|other (?:sites|websites)|profile|account/i,
      unless: NOT_SHARED_BEYOND,
    },
  ),
  // Sharing within the vendor's own group: parties beyond its service providers, never listed.
  info("rubric.share_group", "Personal data is shared with the vendor's affiliates or group companies.", {
    pattern: anyOf(
      seq(
        /\b(?:share|shares|shared|sharing|disclose|discloses|disclosed|transfer|transfers|transferred|pass|passes|passed|provide|provides|make available)\b/i,
        gap(80),
        /\b(?:with|to|among|amongst|between|within|across)\b/i,
        gap(40),
        GROUP_COMPANIES,
      ),
      seq(
        GROUP_COMPANIES,
        gap(40),
        /\b(?:may|can|will|might)\s+(?:also\s+)?(?:access|receive|use|process|have access to)\b/i,
      ),
    ),
    requires: /\b(?:information|data|details)\b/i,
    unless: CUSTOMER_WILL_NOT,
  }),
  // Any sharing at all, with whomever: a policy that says this is not silent about third-party access.
  info(
    "rubric.share_any",
    "Personal data is shared with or disclosed to others (affiliates, group companies, third parties).",
    {
      pattern: seq(
        /\b(?:share|shares|shared|sharing|disclose|discloses|disclosed|transfer|transfers|transferred|pass|passes|passed|provide|provides|make available)\b|\b(?:made|makes?) available\b/i,
        gap(80),
        /\b(?:with|to)\b(?!\s+us\b)/i,
        gap(40),
        /\b(?:third[- ]part(?:y|ies)|affiliates|affiliated companies|subsidiaries|group companies|(?:companies|members|entities) (?:of|in|within) (?:our|the) (?:group|family)|(?:our )?partners|other (?:companies|organi[sz]ations)|outside (?:parties|companies|organi[sz]ations))\b/i,
      ),
      unless: anyTest(
        CUSTOMER_WILL_NOT,
        // A denial whose only exception is the vendor's own providers: "… except service providers".
        /\b(?:do not|don't|does not|doesn't|will not|won't|never)\b[^.;]{0,80}\b(?:except|other than|apart from|besides)\b(?: (?:with|to))?(?: (?:our|trusted|the))? (?:service providers?|vendors|(?:data )?processors|sub-?processors|contractors)\b(?![^.;]{0,20}\b(?:and|or) (?:partners|affiliates|advertisers|third parties)\b)/i,
        // Aggregated or de-identified data only: the rubric does not count it as access to personal data.
        { test: aggregatedOnly },
      ),
    },
  ),
  info("rubric.no_sharing", "Personal data is not shared with third parties.", {
    pattern: anyOf(
      seq(
        /\b(?:do not|don't|does not|doesn't|will not|won't|never|not)\b/i,
        gap(30),
        /\b(?:share|shared|disclose|disclosed|give|given|pass|passed|transfer|transferred|provide|provided|make available|made available)\b/i,
        /(?!\s+(?:our |the |any |its )?(?:services?|products?|support|advice|access|goods|software)\b)/i,
        gap(60),
        /\b(?:third[- ]part(?:y|ies)|anyone|other (?:companies|organi[sz]ations|parties)|outside (?:parties|companies|organi[sz]ations)|any (?:other )?(?:company|organi[sz]ation))\b/i,
      ),
      // From the sharing vocabulary: nobody else is given it or takes it; it is out of their reach,
      // readable by the user only, kept on the device or in-house; no other company's code runs.
      seq(
        /\b(?:do not|don['’]t|does not|doesn['’]t|will not|won['’]t|never|not|no|none of|nothing)\b/i,
        gap(60),
        // Not renting or lending (a sale's words): "we do not rent your email address to any organisation".
        /(?!(?:rent|lend)\b)/i,
        group(GIVE, /\b(?:processed|accessed|handled)\b/i),
        // Personal data, not the service: "we do not provide our services to anyone under 16".
        /(?!\s+(?:our |the |any |its )?(?:services?|products?|support|advice|access|goods|software)\b)/i,
        gap(60),
        ANYONE_ELSE,
      ),
      seq(ANYONE_ELSE, gap(20), /\b(?:never|not|n['’]t)\b/i, gap(20), TAKE_DATA),
      seq(
        NO_OTHER_PARTY,
        // The others are the subject: not "no vendor lock-in: you can access your data".
        /(?:(?!\b(?:you|we)\b)[^.;:]){0,60}?/i,
        group(TAKE_DATA, /\b(?:process(?:es)?|(?:is|are) (?:involved|used))\b/i),
      ),
      /\b(?:there (?:are|is)|we (?:use|have)|uses|has) no (?:other |external )?(?:sub-?processors|processors)\b|\bno (?:other |external )?recipients of (?:your |the )?(?:personal )?(?:data|information)\b|\bnot rely on (?:any )?(?:external|outside|third[- ]party) (?:sub-?)?processors\b/i,
      seq(OUT_OF_REACH, gap(40), ANYONE_ELSE, NOT_WITHOUT),
      ONLY_THE_USER_READS,
      STAYS_LOCAL,
      NO_OTHERS_CODE,
      // Said of the others: "no third party has access to your personal data".
      seq(
        /\bno (?:third[- ]part(?:y|ies)|other (?:company|companies|organi[sz]ations?|part(?:y|ies))|outside (?:part(?:y|ies)|compan(?:y|ies)))\b/i,
        gap(30),
        /\b(?:has|have|gets?|is given|are given|receives?|is granted|are granted)\s+(?:any\s+)?access\b/i,
      ),
    ),
    unless: anyTest(
      /\b(?:except|other than|unless|apart from|without your consent|outside of|besides|beyond|save for)\b[^.;]{0,60}\b(?:service providers?|vendors?|partners|affiliates|processors|providers|contractors|as described|as set out|as follows|below|this policy|the following)\b/i,
      // Any exception beyond the law or the user's own request: "except our fundraising agency".
      EXCEPTION_BEYOND_FORMALITY,
      // The customer's promise ("you agree that you will not disclose ... to any third party"), a
      // recipient's or an employee's duty, an instruction to the user ("Never share your password").
      /\b(?:you|users?|customers?)\b[^.;]{0,40}\b(?:will not|shall not|must not|may not|agree not to|won't|agree that you will not)\b/i,
      /\b(?:recipients?|receiving party|contractors?|employees?|staff|licensees?|processors|sub-?processors|vendors|service providers|partners)\b[^.;]{0,40}\b(?:shall not|must not|may not|will not|agree not to)\b/i,
      /(?:^|[,:]\s*)(?:never|do not|don['’]t)\s+(?:share|give|disclose|send|reveal|use|store)\b|\b(?:share|give|disclose|send|reveal|tell)\b[^.;]{0,30}\b(?:passwords?|credentials|login details|PIN|one-time codes?|recovery (?:phrase|key|codes?)|seed phrase)\b/i,
      // A password kept from everyone is not a statement about personal data.
      /\b(?:passwords?|passphrases?|PINs?)\s+(?:is|are)\s+(?:\w+\s+)?(?:encrypted|hashed|stored)\b/i,
      // A condition first: "until you accept, no advertising cookies are set".
      /^\W*(?:until|unless|before)\b/i,
    ),
    // Words every alternative needs: a cheap test before the pattern.
    requires:
      /\b(?:no|not|never|none|nothing|nobody|neither|nor|only|stays|remains|runs?|ourselves|anyone|cannot)\b|n['’]t\b/i,
    negation: "any",
  }),
  // PrivacySpy's rubric counts local third-party analytics software (its example: Google Analytics)
  // as third-party access: the provider's script reads what the visitor does.
  info("rubric.third_party_analytics", "A third party's analytics software runs on the service.", {
    pattern: anyOf(
      HOSTED_ANALYTICS,
      /\b(?:Heap Analytics|Yandex\.?Metrica|Facebook Pixel|Meta Pixel)\b/i,
      // Hosted analytics and error reporting by name: the provider's servers receive what users do.
      seq(
        /\b(?:uses?|used|relies on|rely on|sent to|via|through|powered by|with)\s+(?:\w+\s+){0,2}?/i,
        HOSTED_TOOLS,
        /\b/i,
      ),
      seq(/\b/i, HOSTED_TOOLS, /(?: Analytics)?\b/i, gap(40), /\b(?:is|are) used\b/i),
      /\bthird[- ]party (?:web )?analytics (?:providers?|services?|software|tools?|partners|companies|cookies)\b/i,
      /\banalytics (?:services?|software|tools?|cookies|scripts)\b[^.;]{0,20}\b(?:provided|operated|offered|run|supplied) by (?:a )?third[- ]part(?:y|ies)\b/i,
    ),
    // Analytics run on the vendor's own servers stay with the vendor.
    unless:
      /\b(?:self[- ]hosted|local (?:installation|instance|copy)|(?:on|from) our own servers?|we host ourselves|block(?:s|ed|ing)?|decided against|unlike)\b/i,
  }),

  // Personal data from third parties.
  info("rubric.collect_from_third_parties", "Personal data about users is received from third parties.", {
    pattern: anyOf(
      seq(RECEIVE, gap(100), /\bfrom\b/i, gap(40), THIRD_PARTY_SOURCE),
      seq(
        THIRD_PARTY_SOURCE,
        gap(60),
        /\b(?:provide|give|send|share|supply|pass|disclose)\w*\b/i,
        gap(40),
        /\b(?:us|to us|with us)\b/i,
      ),
      seq(
        /\b(?:information|data)\b/i,
        gap(40),
        /\b(?:we (?:receive|obtain|collect|get)|(?:received|obtained|collected)) from\b/i,
        gap(20),
        THIRD_PARTY_SOURCE,
      ),
      // The section's own heading: "Information from third parties", "Data we receive from other sources".
      /^\W*(?:(?:personal )?(?:information|data)(?: (?:we|that we) (?:receive|obtain|collect))? (?:about you )?from (?:third[- ]parties|other sources|partners|others))\b/i,
      seq(
        RECEIVE,
        gap(60),
        /\bfrom (?:the )?(?:companies|businesses|organi[sz]ations) (?:that|who) (?:help|work with|partner with)\b/i,
      ),
    ),
    unless: /\b(?:you|users?) (?:may not|must not|shall not)\b/i,
  }),
  info(
    "rubric.collect_from_third_parties_critical",
    "Personal data is received from third parties to sign users in, take payment or verify them.",
    {
      pattern: anyOf(
        seq(RECEIVE, gap(100), /\bfrom\b/i, gap(40), THIRD_PARTY_SOURCE),
        seq(
          THIRD_PARTY_SOURCE,
          gap(60),
          /\b(?:provide|give|send|share|supply|pass|tell)\w*\b/i,
          gap(40),
          /\b(?:us|to us|with us)\b/i,
        ),
        // "If you sign in with Google", "logs into an existing account through their Microsoft account".
        seq(
          /\b(?:sign|log|register)\w*(?:\s+(?:in|into|on|up))?\b/i,
          gap(40),
          /\b(?:with|using|through|via)\b/i,
          gap(40),
          /\b(?:facebook|google|apple|microsoft|twitter|linkedin|github|social|third[- ]party)\b/i,
          gap(120),
          /\b(?:collect|receive|obtain|access|get)\b/i,
        ),
      ),
      requires: CRITICAL_SOURCE,
      unless: NONCRITICAL_SOURCE,
    },
  ),
  info(
    "rubric.collect_from_third_parties_noncritical",
    "Personal data about users is received from marketing sources, brokers or partners.",
    {
      pattern: anyOf(
        seq(RECEIVE, gap(100), /\bfrom\b/i, gap(40), THIRD_PARTY_SOURCE),
        seq(
          THIRD_PARTY_SOURCE,
          gap(60),
          /\b(?:provide|give|send|share|supply|pass|tell)\w*\b/i,
          gap(40),
          /\b(?:us|to us|with us)\b/i,
        ),
        seq(
          /\b(?:combine|supplement|enhance|enrich|augment)\w*\b/i,
          gap(80),
          /\b(?:with|from)\b/i,
          gap(60),
          /\b(?:information|data)\b/i,
          gap(70),
          /\b(?:from|obtain|receive)\w*\b/i,
        ),
      ),
      requires: NONCRITICAL_SOURCE,
    },
  ),
  info("rubric.no_third_party_collection", "No personal data is received from third parties.", {
    pattern: anyOf(
      seq(
        /\b(?:do not|don't|never|does not|will not)\b/i,
        gap(20),
        /\b(?:collect|receive|obtain|buy|purchase|acquire)\b/i,
        gap(60),
        /\bfrom (?:third|other|any|outside)\b/i,
      ),
      seq(
        /\b(?:do not|don't|never|does not)\b/i,
        gap(20),
        /\b(?:collect|receive|obtain)\b/i,
        gap(40),
        /\b(?:any )?(?:personal )?(?:information|data)\b/i,
        gap(20),
        /\b(?:except|other than|beyond|but)\b/i,
        gap(40),
        /\b(?:you|your)\b[^.;]{0,20}\b(?:give|provide|choose|submit|enter)\b/i,
      ),
      seq(
        /\bonly\b/i,
        gap(20),
        /\b(?:collect|receive|store|process)\b/i,
        gap(40),
        /\b(?:information|data)\b/i,
        gap(20),
        /\b(?:that |which )?you\b/i,
        gap(20),
        /\b(?:give|provide|choose to provide|submit|enter)\b/i,
      ),
      // "All the information we have about you comes from you."
      /\b(?:information|data)\b[^.;]{0,40}\b(?:comes?|is obtained|are obtained|is collected|are collected) (?:only |solely |exclusively |directly )?from you\b/i,
    ),
    negation: "any",
  }),

  // Why data is collected.
  info("rubric.purposes", "The policy says what personal data is used for.", {
    pattern: anyOf(
      seq(
        /\b(?:we|\w+)\s+(?:may\s+)?(?:use|uses|process|processes|collect|collects)\b/i,
        gap(60),
        DATA,
        gap(40),
        PURPOSE,
      ),
      // A kind of personal data named ("we need your email address to …"), said by the vendor.
      seq(
        /\bwe\s+(?:may\s+)?(?:also\s+)?(?:use|process|collect|need|require|ask for)\b/i,
        gap(40),
        PERSONAL_DATA_TYPE,
        gap(40),
        PURPOSE,
      ),
      // A heading or lead-in naming the uses: "Uses of your information", "Your data is used for …".
      /^\W*(?:(?:the )?uses? of (?:your |the )?(?:personal )?(?:information|data))\W*$/i,
      seq(anyOf(DATA, PERSONAL_DATA_TYPE), gap(20), /\b(?:is|are|will be) (?:only )?(?:used|processed) (?:for|to)\b/i),
      seq(
        DATA,
        gap(30),
        /\bhelps? us (?:to )?(?:understand|improve|provide|operate|deliver|personali[sz]e|keep|protect|run)\b/i,
      ),
      /\b(?:purposes?|reasons?) (?:for|of) (?:which (?:we|it is)|(?:our )?(?:collecting|processing|using|recording|storing|collection|processing)|the processing)\b/i,
      /\bwe (?:may )?(?:use|process) (?:your |the |this |such |collected )?(?:personal )?(?:information|data)(?: (?:we|that we) (?:collect|receive|hold))? (?:to|for)\s*:/i,
      // A list of uses introduced by its subject and a colon, the uses in the items after it:
      // "We, along with our affiliates, may use the information you give us to:" (not what the user may use).
      seq(
        /(?<!\b(?:you|users?|customers?)\s+(?:can\s+|may\s+|could\s+|will\s+)?)\b(?:use|uses|process|processes)\b/i,
        gap(80),
        DATA,
        gap(40),
        /\b(?:to|for)\s*:/i,
      ),
      /\b(?:why (?:we|do we) (?:collect|use|process)|how (?:we|do we) use (?:your |the |this |personal )?(?:information|data))\b/i,
      /\bwhat (?:do )?we (?:use|process) (?:your |the |this |personal )?(?:personal )?(?:information|data) for\b/i,
      seq(/\b(?:is|are) (?:used|processed)\b/i, gap(30), /\bfor (?:the )?purposes? of\b/i),
      seq(
        /\b(?:we|\w+)\s+(?:may\s+)?(?:collect|use|process|ask for)\b/i,
        gap(60),
        anyOf(DATA, DATA_TYPE),
        gap(40),
        /\bso (?:that )?we (?:can|may|are able to)\b/i,
      ),
      seq(
        /\b(?:is|are) (?:used|processed|collected)\b/i,
        gap(30),
        /\b(?:for the following purposes|to (?:provide|operate|deliver|improve|personali[sz]e|communicate|process|respond|maintain|fulfil\w*|administer|enable|allow|verify|protect|secure|comply|bill))\b/i,
      ),
    ),
  }),

  // What data is collected.
  info("rubric.collected_examples", "The policy lists the kinds of personal data collected, by example.", {
    pattern: anyOf(
      seq(
        /\b(?:we (?:(?:may|might|also|automatically) ){0,2}(?:collect|receive|store|process|record|ask for|obtain)|(?:information|data) (?:that |which )?we (?:collect|receive|store|process)|(?:types|categories|kinds) of (?:personal )?(?:information|data)|(?:information|data) (?:collected|we hold)|this (?:information|data) includes?)\b/i,
        gap(160),
        /\b(?:such as|including|includes|include|for example|e\.g\.|like your)\b/i,
      ),
      // What the user gives, by example of kinds of data: "the information you provide includes your name".
      seq(
        /\b(?:information|data) (?:that |which )?you (?:provide|give|submit|share)\b/i,
        gap(80),
        /\b(?:such as|including|includes|include|for example|e\.g\.)\b/i,
        gap(20),
        DATA_TYPE,
      ),
      // "We collect the following categories of personal information: identifiers, …".
      /\bwe (?:may )?(?:collect|have collected|process) the following (?:categories|types|kinds) of (?:personal )?(?:information|data)\b/i,
      /\b(?:categories|types|kinds) of (?:personal )?(?:information|data) (?:we|that we) (?:collect|have collected|process)\b[^.;]{0,40}:/i,
    ),
    // Words the pattern needs: a cheap test before it.
    requires:
      /\b(?:such as|including|includes|include|for example|e\.g\.|like your|the following|categories of|types of|kinds of)\b/i,
    // The user's duty about what they give ("you are responsible for ensuring that the information you provide, such as…").
    unless: CUSTOMER_DUTY_OR_REPORT,
  }),
  info("rubric.collected_types", "The policy names the kinds of personal data it collects.", {
    pattern: DATA_TYPE,
    requires: {
      test: (t: string) =>
        new Set((t.match(DATA_TYPES_G) ?? []).map((m) => m.toLowerCase().replace(/\s+/g, " "))).size >= 3,
    },
    kinds: ["privacy"],
  }),
  // Collection said only in general terms: "information you provide to us and information collected
  // automatically". answers.ts reads it as a summary only where no kind of data is named at all.
  info("rubric.collected_summary", "The policy says in general terms that personal data is collected.", {
    pattern: anyOf(
      seq(
        /\bwe\s+(?:(?:may|might|also|will)\s+){0,2}(?:collect|receive|obtain|gather)\b/i,
        gap(40),
        /\b(?:information|data)\s+(?:that\s+|which\s+)?you\s+(?:provide|give|submit|share|send|enter|make available)\b/i,
      ),
      /\b(?:information|data)\s+(?:that\s+(?:is|we)\s+)?(?:collect(?:ed)?\s+automatically|automatically\s+collected)\b/i,
      /\bwe\s+(?:(?:may|might|also)\s+)?automatically\s+(?:collect|receive|record|gather)\s+(?:certain\s+|some\s+)?(?:personal\s+)?(?:information|data)\b/i,
      seq(
        /\bwe\s+(?:(?:may|might|also)\s+)?(?:collect|receive|obtain|gather)\s+(?:certain\s+|some\s+)?(?:personal\s+)?(?:information|data)\b/i,
        gap(20),
        /\bwhen\s+you\s+(?:use|visit|access|interact|register|sign up|create|contact)\b/i,
      ),
      /\bwe\s+(?:(?:may|might|also)\s+)?(?:collect|receive|process)\s+(?:different|various|several|certain|many)\s+(?:types|kinds|categories)\s+of\s+(?:personal\s+)?(?:information|data)\b/i,
    ),
    kinds: ["privacy"],
  }),
  info("rubric.collected_exhaustive", "The policy lists exactly the personal data it collects.", {
    pattern: anyOf(
      /\b(?:(?:we|the (?:app|application|service|site|website|extension|software)|it) (?:only )?(?:collects?|stores?|records?|keeps?|process(?:es)?)|(?:is|are) (?:recorded|stored|collected))\s*(?:the following|only the following)?\s*(?:data|information)?\s*:/i,
      /\bthe following (?:personal )?(?:data|information) (?:is|are|will be) (?:collected|recorded|stored|processed)\b/i,
      /\bwe (?:collect|store|record|process) (?:only|just|exactly|nothing (?:but|except|other than))\b/i,
      /\b(?:stores?|collects?|records?|keeps?) only (?:two|three|four|five|\d+) (?:items|things|pieces of (?:data|information))\b/i,
      /\b(?:the only (?:personal )?(?:information|data) we (?:collect|store|hold|keep))\b/i,
      // "The data we store is limited to your email address and a hashed password."
      /\b(?:information|data) (?:that )?we (?:collect|store|hold|keep|process)\b[^.;]{0,20}\b(?:is|are) (?:limited|restricted) to\b/i,
    ),
  }),

  // No personal data at all: the questions the rubric marks "not applicable" then do not arise.
  info("rubric.no_personal_data", "The service collects no personal data.", {
    pattern: anyOf(
      // "We do not collect any personal data", "we neither request nor receive any personal data",
      // "we are not processing any personal data of our users".
      seq(NO_WAY, gap(25), TAKES, gap(30), ALL_PERSONAL_DATA),
      // "We collect no personal data", "the developers receive no personal information whatsoever".
      seq(
        /\b(?:collects?|gathers?|stores?|records?|retains?|receives?|holds?|keeps?|process(?:es)?|logs?)\s+(?:absolutely )?(?:no|zero)\s+/i,
        group(ALL_PERSONAL_DATA, NO_DATA),
      ),
      // "We don't have any of our users' data", "we hold no data about you".
      seq(NO_WAY, gap(10), /\b(?:have|hold|possess|keep)\s+/i, ALL_PERSONAL_DATA),
      seq(/\b(?:have|hold|possess)\s+no\s+/i, group(ALL_PERSONAL_DATA, NO_DATA)),
      // "No personal data is collected", "no information about you, your device or your usage is
      // collected", "nothing about you ever reaches us", "personal data is not collected".
      seq(
        group(
          seq(/\b(?:no|none of your)\s+/i, group(ALL_PERSONAL_DATA, NO_DATA)),
          /\bnothing (?:that|which) (?:could |can )?identif(?:y|ies) you\b/i,
          /\bnothing (?:about|of) you\b/i,
        ),
        gap(45),
        group(
          /\s(?:is|are|will be|gets) (?:ever )?(?:collected|gathered|stored|recorded|logged|retained|processed|received|kept|held|transmitted|sent)\b/i,
          /\s(?:ever )?reach(?:es)? us\b/i,
        ),
      ),
      seq(
        ALL_PERSONAL_DATA,
        /\s+(?:is|are) (?:not|never) (?:collected|gathered|stored|recorded|logged|retained|processed)\b/i,
      ),
      // "Under no circumstances is any personal data collected", "at no point does the game transmit any personal information to us".
      seq(
        /\b(?:never|at no (?:point|time|stage)|under no circumstances|in no case)\s+(?:is|are|will|does|do|shall)\b/i,
        gap(30),
        ALL_PERSONAL_DATA,
        gap(30),
        /\b(?:collect|gather|store|record|log|retain|process|receive|transmit|send|upload)\w*/i,
      ),
      // "We don't collect anything", "we collect nothing", "we collect none", "the extension sends nothing to us".
      seq(
        NO_WAY,
        gap(10),
        /\b(?:collect|gather|log|store|record|track|receive)\s+(?:anything|a thing)\b(?! (?:else|more|beyond|other|but|except|apart|from))/i,
      ),
      /\b(?:collects?|gathers?|logs?|stores?|records?|receives?|sends?|transmits?)\s+(?:absolutely )?nothing\b(?! (?:else|more|beyond|other|but|except|apart|from))/i,
      /\b(?:collect|hold|keep|store|receive)\s+none\b/i,
      // The data stays with the person: "your data never leaves your device", "not a single byte of
      // your personal information ever leaves your computer", "no data about you leaves the device".
      seq(
        group(ALL_PERSONAL_DATA, /\b(?:nothing|not a single byte of (?:your )?\w+(?: \w+)?|none of (?:it|your data))/),
        gap(15),
        /\b(?:never|ever|does not|doesn't|will not|won't|will never)\s+(?:leaves?|leave)\s+/i,
        ON_THE_DEVICE,
      ),
      seq(/\bno\s+/i, NO_DATA, gap(15), /\b(?:ever )?leaves?\s+/i, ON_THE_DEVICE),
      // "Cannot send any information about you anywhere", "never transmits any data off your phone".
      seq(
        NO_WAY,
        gap(20),
        /\b(?:send|transmit|upload)(?:s|ing)?\b/i,
        gap(15),
        group(ALL_PERSONAL_DATA, /\bany (?:data|information)\b/),
        gap(25),
        /\b(?:to us|anywhere|off your|out of your|from your (?:device|phone|computer))\b/i,
      ),
      // Anonymity by design: "we don't know who you are", "you are completely anonymous to us".
      /\b(?:we (?:do not|don't|cannot|can't|could not|couldn't|have no way to) (?:know who you are|identify you|identify our users)|we know nothing about you|(?:are|remain) (?:completely |fully |entirely )?anonymous to us|we(?: are|'re) (?:technically )?(?:unable|not able) to identify)\b/i,
      // "Personal data: none", "data we collect about you: none", "there is no personal information
      // for us to collect", a heading-like "No personal data."
      /\b(?:personal )?(?:data|information)(?: (?:we )?(?:collect(?:ed)?|hold|keep|stor(?:e|ed)|retain(?:ed)?|process(?:ed)?)(?: about you)?)?\s*:\s*none\b/i,
      seq(
        /\bthere is no\s+/i,
        group(ALL_PERSONAL_DATA, NO_DATA),
        /\s+(?:for us )?to (?:collect|store|sell|share|lose|delete|hand over|protect)\b/i,
      ),
      /^\W*no personal (?:data|information)\W*$/i,
    ),
    // Words every alternative needs: a cheap test before the pattern.
    requires: /\b(?:no|not|never|nothing|none|neither|nor|zero|cannot|unable|anonymous)\b|n['’]t\b/i,
    // Only the whole of personal data, for every user and every way of collecting it: not the
    // data of children, a kind of data, data beyond a named piece, one channel of collection, one
    // part of the service, one period, or the users of one place. What a list of denials names
    // ("no name, no email, no payment details") limits nothing.
    unless: {
      test: (text: string) => NOT_THE_WHOLE.test(text.replace(DENIED_ITEMS, " ")),
    },
    negation: "any",
    kinds: ["privacy", "legal", "terms", "faq"],
  }),

  // Control over non-essential uses.
  info("rubric.consent_for_noncritical", "Non-essential uses (marketing, analytics) need the user's consent first.", {
    // Asked first in other words (a box ticked, a setting switched on, off by default, "until
    // they've said yes"): the consent phrase and the use beside it are found once, before the
    // pattern runs (a long phrase tried at every position beside a use is slow); the pattern then
    // gives the span quoted.
    pattern: anyOf(
      FIRST_WORDS_OF_CONSENT,
      seq(CONSENT_START, gap(140), NONESSENTIAL_USE),
      seq(NONESSENTIAL_USE, gap(140), CONSENT_START),
    ),
    // "Not shared with partners for their marketing unless you have agreed" is the consent, not its denial.
    // Subscribing to a newsletter is asking for it, not agreeing to a use beyond the service.
    unless: anyOf(
      OR_ANOTHER_GROUND,
      /\bsubscri\w* (?:to )?(?:our |the |a |an )?(?:e-?mail )?newsletter\b|\bwithout (?:asking|first asking|your|their|prior|any)\b|\b(?:(?:do|does|did|will) not|don['’]t|doesn['’]t|won['’]t|didn['’]t) (?:ask|need|require|seek|obtain)\b/i,
    ),
    negation: "any",
    // "Will be added to our newsletter list" is a practice, not a plan.
    future: "any",
    // Cheap tests before the long patterns run: a word of agreeing and one of a use, then a consent phrase itself.
    requires: {
      test: (text: string) =>
        SAYS_AGREEING.test(text) &&
        SAYS_A_USE.test(text) &&
        (FIRST_WORDS_OF_CONSENT.test(text) || consentBesideUse(text)),
    },
  }),
  info("rubric.opt_out_noncritical", "Users can switch off the non-essential uses of their data.", {
    pattern: anyOf(
      seq(
        /\b(?:opt(?:[- ]?out| out) of|switch(?:ed)? off|turn(?:ed)? off|disable|object to)\b/i,
        gap(20),
        /\b(?:all |any |every )?(?:optional|non-?essential|non-?critical) (?:data )?(?:processing|uses?|purposes?)\b/i,
      ),
      seq(
        /\b(?:every|all|any|each) (?:optional|non-?essential|non-?critical) (?:use|uses|processing|purposes?)\b/i,
        gap(80),
        /\bcan be (?:individually )?(?:switched off|turned off|disabled|opted out of|declined)\b/i,
      ),
    ),
    unless: /\b(?:cannot|can['’]t|not possible)\b/i,
    negation: "skip",
  }),
  info("rubric.no_noncritical_use", "Personal data is used only to provide the service.", {
    pattern: anyOf(
      seq(
        /\b(?:do not|don't|never|will not|won't)\b/i,
        gap(20),
        /\b(?:use|process)\b/i,
        gap(40),
        DATA,
        gap(30),
        /\bfor (?:any )?(?:(?:other|commercial|secondary|non-?essential) purposes?|(?:marketing|advertising)(?: (?:or|and) (?:marketing|advertising))?(?: purposes?)?)\b/i,
      ),
      seq(
        /\bonly\b/i,
        gap(30),
        /\b(?:use|process|collect)\b/i,
        gap(40),
        DATA,
        gap(40),
        /\b(?:to provide|for the purposes? of providing|necessary (?:to|for) (?:provide|run|operate))\b/i,
      ),
      seq(
        /\b(?:use|process|collect)\b/i,
        gap(40),
        DATA,
        gap(20),
        /\b(?:only|solely|exclusively)\b/i,
        gap(20),
        /\b(?:to provide|to (?:operate|run|deliver) (?:the|our) (?:service|services|app|product)|for (?:the )?purposes? (?:of providing|stated|described)|as necessary|where necessary|to the extent necessary)\b/i,
      ),
      // "We only ask for personal information when we truly need it", "only collect the data we need".
      seq(
        /\bonly\b/i,
        gap(20),
        /\b(?:ask for|collect|request|gather|keep|store)\b/i,
        gap(40),
        DATA,
        gap(30),
        /\bwe (?:truly |really |actually |strictly |genuinely )?(?:need|require)\b/i,
      ),
      // The only use is the service itself: "used only to run your account", "processed exclusively
      // for the performance of the contract", "only ever used to provide the service", "we only use
      // your data to make the app work" (not "only for the purposes described", "only to send you offers").
      // The data must be named: not "a licence to use the App solely for your personal use".
      seq(
        USED_DATA,
        gap(40),
        /\b(?:is|are|will be|shall be|will|shall)\s+(?:\w+\s+){0,2}(?:used|processed|held|kept|collected|stored)\b/i,
        gap(30),
        ONLY_FOR,
      ),
      seq(
        USED_DATA,
        gap(40),
        /\b(?:is|are|will|shall)\s+(?:be\s+)?(?:only|solely|exclusively)\s+(?:ever\s+)?(?:be\s+)?(?:used|processed)\s+(?:to|for|so that|in order to)\b/i,
        NOT_SECONDARY,
      ),
      seq(/\b(?:it|they)(?:['’]s| is| are)\s+(?:\w+\s+){0,2}used\b/i, gap(10), ONLY_FOR),
      seq(/\b(?:uses?|process(?:es)?|holds?|keeps?|stores?)\b/i, gap(15), USED_DATA, gap(40), ONLY_FOR),
      seq(
        /\b(?:only|solely|exclusively)\s+(?:ever\s+)?(?:use|process|collect|hold)\b/i,
        gap(15),
        USED_DATA,
        gap(30),
        /\b(?:to|for|so that)\b/i,
        NOT_SECONDARY,
      ),
      // Nothing more: "used strictly to deliver your messages and for nothing else", "for no other
      // reason", "used to keep your account working and nothing more", "for that purpose alone".
      seq(
        /\b(?:used|uses?|processed|process(?:es)?)\b/i,
        gap(100),
        /\b(?:for (?:nothing|no(?:thing)?) else|for no other (?:reason|purpose)s?|for no (?:secondary|other|further|additional) purposes?|no (?:secondary|other|further) use is made|and (?:that's|that is) (?:it|all)|(?:and )?nothing (?:more|else)|full stop|for (?:that|this) purpose (?:alone|only))\b/i,
      ),
      /\b(?:that's|that is) (?:all|the only thing) we(?:'ll| will)? (?:ever )?use (?:it|them|your data|your information) for\b/i,
      /\b(?:service (?:delivery|provision)|(?:providing|running|operating) the (?:service|app)) only\b/i,
      // Every other use denied: "we will not use your information for any purpose other than
      // providing the service", "we don't use your data for anything except running the servers".
      seq(
        NO_WAY,
        gap(20),
        /\b(?:use|process)\b/i,
        gap(40),
        /\bfor (?:any (?:other )?purposes? (?:other than|except|beyond|unrelated to)|anything (?:else|except|other than|beyond|but))\b/i,
        // Not "other than those set forth in this policy": that is every use the policy states.
        /(?!\s+(?:those|the (?:ones|purposes?)|as) (?:set|described|stated|listed|outlined|disclosed|identified)\b)/i,
      ),
      // Two secondary uses or more denied: "never used for advertising, marketing, profiling or sale",
      // "not processed for any secondary purpose".
      seq(
        /\b(?:not|never|no)\b/i,
        gap(25),
        /\b(?:used|use|process\w*|repurposed)\b/i,
        gap(30),
        /\bfor\b/i,
        gap(20),
        group(
          seq(SECONDARY_USE, /,?\s+(?:or |and |nor )?/i, gap(30), SECONDARY_USE),
          /\b(?:any )?(?:secondary|ancillary|unrelated|commercial) (?:purposes?|uses?)\b/i,
        ),
      ),
      // One purpose: "the only reason we hold your email address is to let you recover your
      // account", "collected data serves a single purpose", "used for one purpose only".
      /\b(?:the only reason we (?:hold|keep|collect|have|use|process)|serves? (?:a single|one|a sole|one single) purpose|(?:for|has) (?:a single|one) purpose only|for the sole purpose of (?:provid|operat|run|deliver))/i,
      // "We don't monetise your data", "no interest in monetising your personal information".
      seq(group(NO_WAY, /\bno interest in\b/i), gap(15), /\bmoneti[sz]\w*/i, gap(15), DATA),
      // A list of secondary uses denied: "no ads, no tracking, no profiling", "not for ads, not for selling".
      seq(
        /\b(?:no|not for|never for)\s+(?:third-party\s+)?/i,
        NONESSENTIAL,
        /[^.;:]{0,15},\s*(?:and\s+)?(?:no|not for|never for)\s+/i,
        NONESSENTIAL,
      ),
      // In other words (reading/uses.ts): "used only to arrange and deliver your care", "makes no other use of it".
      ONLY_THE_SERVICE,
    ),
    requires:
      /\b(?:only|solely|exclusively|strictly|purely|just|sole|single|no|not|never|nor|nothing|moneti[sz]\w*|full stop|alone)\b|n['’]t\b|\bthat['’]s (?:all|it)\b/i,
    // A denial limited to one kind of data or one group of people, or that consent undoes.
    unless: anyTest(
      anyOf(
        /\b(?:sensitive|children['’]?s?|child|kids|minors|location|health|biometric|precise|without (?:your )?(?:consent|permission)|unless|consent)\b/i,
        seq(
          /\b(?:except|excepting|apart from|aside from|besides|save for|other than)\b/i,
          gap(30),
          /\b(?:newsletters?|marketing|advertis\w*|promot\w*|offers|research|analytics)\b/i,
        ),
        // A secondary use added beside the service: "and for statistical research", "provided that we may also use it for ...".
        seq(/\b(?:and|as well as|also|plus)\s+(?:for |to )?(?:(?!no\b|not\b|never\b)\w+ ){0,2}/i, SECONDARY_PURPOSE),
        /\b(?:provided that|may also|may include|payment details|card details|credit card)\b/i,
      ),
      // A use that sells something, stated and not denied: "used only to deliver the service and to send you offers".
      { test: statesAUse },
    ),
    negation: "any",
  }),
];

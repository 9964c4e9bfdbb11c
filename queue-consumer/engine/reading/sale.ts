/**
 * The words of a sale of personal data, in one place for the statements that read it: the vendor
 * sells (`privacy.sells_data`), what it does counts as a "sale" or "sharing" under a US state
 * privacy law (`privacy.sale_under_state_law`), and it does not sell (`privacy.no_sale`, and
 * `rubric.no_sale_personal`, which answers the rubric's data-sale question). US policies carry a whole section of this: the
 * state laws' disclosures (tables of categories "sold or shared"), the consumer's rights and how to
 * use them, the laws' definitions; most of its sentences name a sale without the vendor making one.
 */
import { anyOf, gap, group, seq } from "./pattern";

/**
 * The right to stop a sale, which the law gives whether or not the vendor sells: "the right to
 * direct us not to sell", and the link that exercises it in the user's voice ("Do Not Sell My
 * Personal Information").
 */
export const NOT_TO_SELL_RIGHT =
  /\brights? to\b[^.;]{0,60}\b(?:not|opt[- ]?out)\b|\bdirect(?:s|ing)? (?:us|a business|the company)\b[^.;]{0,20}\bnot to\b|\bright to direct\b|\bstop selling\b|\bdo not (?:sell|share)(?: (?:or|and|\/) (?:sell|share))? my\b/i;

/** The US state privacy laws, by state or by name, and "state laws" in general. */
export const US_STATE_LAW =
  /\b(?:California|Virginia|Colorado|Connecticut|Utah|Nevada|Texas|Oregon|Montana|Iowa|Delaware|New Jersey|New Hampshire|Nebraska|Tennessee|Indiana|Kentucky|Maryland|Minnesota|Rhode Island|CCPA|CPRA|CalOPPA|VCDPA|CDPA|CTDPA|UCPA|TDPSA|OCPA|NRS 603A|(?:US |U\.S\. |United States )?state(?:-specific)? (?:consumer )?(?:data )?(?:privacy )?laws?|(?:some|certain|other|several|many) (?:US |U\.S\. )?states)\b/i;

/**
 * Up to 120 characters within one clause: a sale denied before "but" is not the sale a state law
 * names after it ("we don't sell your data for cash, but ... may count as a "sale" under California law").
 */
export const SAME_CLAUSE = /(?:(?!\b(?:but|however|although|whereas)\b)[^.;]){0,120}?/i;

/** "Selling user data isn't something we do": the denial after the sale. */
export const SELLING_DENIED =
  /\bselling (?:\w+ ){0,3}(?:data|information)\b[^.;]{0,15}\b(?:is not|isn['’]t|is never|has never been)\b/i;

/** A state law's disclosure period: "in the preceding twelve months". */
const DISCLOSURE_PERIOD = /\b(?:past|preceding|last|prior) (?:12|twelve) months\b/i;

/** Where "sale" has a state law's sense: the law named, or its disclosure period. */
export const STATE_LAW_CONTEXT = anyOf(US_STATE_LAW, DISCLOSURE_PERIOD);

/**
 * Selling and its near kin: renting, leasing, trading ("trade secrets" aside). Licensing is a sale
 * only when paid for (FOR_CONSIDERATION): "licensed third-party data", "a limited license to your
 * data" are not.
 */
export const SALE_VERB =
  /\b(?:sell|sells|selling|sold|resell|resells|rent|rents|renting|rented|lease|leases|leased|trade|trades|traded)\b(?!\s+(?:secrets?|names?|marks?|dress|shows?|associations?|compliance|sanctions|controls?|credit)\b)/i;

/**
 * Any personal data sold, named by its kind: a sale of one kind is a sale ("we sell location
 * traces", "we rent our supporter list", "listening-history data"), where a denial of one kind
 * leaves the rest open (below).
 */
export const SOLD_DATA =
  /\b(?:personal (?:information|data|info)|PII|(?:[\w-]+ ){0,3}(?:data|information|info|identifiers|IDs|traces|profiles|details|records)|(?:mailing|customer|subscriber|e-?mail|contact|member|supporter|donor|attendee|user|marketing) lists?|(?:e-?mail|postal|mailing|home) addresses|(?:your|their|users'|customers'|members') names)\b/i;

/**
 * Which people's data follows a name of it when the name no longer covers all of it: "of consumers
 * under 16", "of children", "collected through kids' profiles", "we know are minors".
 */
const A_PART_OF_IT =
  /(?!\s+(?:of|from|about|belonging to|collected (?:through|from|via|in)|obtained (?:through|from|via))\s+(?:(?:consumers|users|people|individuals|anyone|visitors|customers)\s+(?:under|we know|who are|aged)|children|kids|minors|teens|(?:your )?(?:contacts|employees|patients)|kids['’] profiles)\b)/i;

/**
 * All of a person's personal data, named as such: what a denial must be about to say the vendor
 * does not sell ("we never sell your location data" leaves the rest open). Includes what the
 * policy collects ("the personal information we collect").
 */
export const ALL_PERSONAL_DATA = seq(
  /\b/i,
  group(
    /(?:(?:any|your|the|our users['’]?|users['’]?|customers['’]?|consumers['’]?|members['’]?) )?(?:personal(?:ly identifiable)? (?:information|data|info)|PII)/i,
    /(?:user|customer|consumer|member|subscriber|visitor|client|supporter) (?:data|information|info)/i,
    /(?:your|my|their|our users['’]?|any) (?:personal )?(?:data|information|info)/i,
    /(?:(?:any|the) )?(?:information|data) (?:about|of|on|from) (?:you|users|our users|our customers|customers|anyone|our visitors)/i,
    /data about you|covered information/i,
    /(?:any|the|all) (?:of the )?(?:personal )?(?:data|information) (?:we|that we) (?:collect|hold|receive|process|have)/i,
  ),
  /\b/i,
  A_PART_OF_IT,
);

/** Paid for: "for money or other valuable consideration", "in exchange for payment". */
export const FOR_CONSIDERATION = anyOf(
  /\bfor (?:money|monetary|cash|payment|profit|a fee|(?:monetary |financial |other )?(?:or other )?(?:valuable )?(?:consideration|compensation))\b/i,
  /\bin (?:exchange|return) for (?:money|cash|payment|a fee|(?:ad |advertising )?revenue|compensation|(?:service )?credits|(?:other )?(?:valuable )?consideration|enrichment data|discounts?)\b/i,
  /\b(?:receive|receives|get|gets|earn|earns)\b[^.;]{0,30}\b(?:compensation|payment|money|revenue|credits)\b[^.;]{0,20}\bin (?:return|exchange)\b/i,
);

/**
 * A sale in a state law's sense, said of what the vendor does: "which may be considered a sale
 * under certain state laws", "California calls that a sale", "this is 'sharing' under the CPRA",
 * "we treat this as a 'sale' for purposes of the CCPA", "we may be considered to 'sell'".
 */
const CALLED_A_SALE = seq(
  group(
    /consider(?:s|ed)?|deemed|constitutes?|constituting|qualif(?:y|ies|ied) as|treat(?:s|ed)?(?: (?:this|that|it|these|them|such \w+))? as/i,
    /counts? as|calls? (?:that|this|it)|regarded as|amounts? to|(?:is|are|be) (?:an? )?(?=["“'‘])/i,
    /(?:is|are|be) (?=(?:an? )?(?:sale|sales)\b)|falls? within the definition of/i,
  ),
  /[\s"“'‘]{0,4}(?:to\s+["“'‘]?)?(?:an? )?["“'‘]?/i,
  /(?:sale|sales|sell|selling|sold|sharing|share|shared|targeted advertising)\b/i,
);
export const STATE_LAW_SALE = anyOf(
  seq(CALLED_A_SALE, gap(80), STATE_LAW_CONTEXT),
  seq(STATE_LAW_CONTEXT, gap(80), CALLED_A_SALE),
  // "For purposes of the Oregon Consumer Privacy Act, we process personal data for targeted advertising".
  seq(
    US_STATE_LAW,
    gap(80),
    /\b(?:engage in|engages in|conduct|process|processes|use|uses)\b/i,
    gap(60),
    /\btargeted advertising\b/i,
  ),
  // The law's sense without its name: a "sale" in quotes, or "a sale of personal information".
  seq(CALLED_A_SALE, /["”'’]|\s+of (?:your |their )?personal (?:information|data)\b/i),
  // "We have "sold" or "shared" (as those terms are defined ...)": the vendor's own verb, in quotes.
  /\bwe (?:have |may |might |do )?["“](?:sold|sell|shared|share)["”]/i,
  // "We "share" personal information, as that term is defined by the CPRA, ... for cross-context behavioral advertising".
  seq(
    /\b(?:share|shares|shared|sharing|disclose|discloses|disclosed|upload|uploads|make available|process|processes)\b/i,
    gap(140),
    /\bfor (?:the )?(?:purposes? of )?cross-context behaviou?ral advertising\b(?!\s*[:?—–-]\s*(?:none|no)\b)/i,
  ),
  // Targeted advertising in the laws' sense: "we process personal data for targeted advertising, as defined under the Virginia ...".
  seq(
    /\b(?:engage in|engages in|conduct|process|processes|use|uses)\b/i,
    gap(60),
    /\b(?:targeted advertising|profiling|sales?)\b/i,
    gap(120),
    group(/as (?:that term is |those terms are |it is )?(?:broadly )?defined/i, US_STATE_LAW),
  ),
  // The law's disclosures, answered yes: "Sold or shared in the last 12 months: Yes", "Identifiers (Yes)".
  seq(
    /\b(?:sold|sold or shared|shared|disclosed for (?:targeted advertising|cross-context behaviou?ral advertising|(?:valuable )?consideration|a sale)|shared for cross-context behaviou?ral advertising)\b/i,
    /(?:\s+(?:in|during) (?:the )?(?:last|past|preceding|prior) (?:12|twelve) months)?\??\s*[:—–-]?\s*(?:\(|[^.;:]{0,40}\()?\s*Yes\b/i,
  ),
  // The categories sold, or whom to, listed: "Categories of personal information sold: identifiers; ...".
  seq(
    /\b(?:(?:categories of (?:personal )?(?:information|data)|personal (?:information|data) categories)\b[^.:]{0,30}?["“]?(?:sold|sold or shared)|to whom (?:\w+ ){0,4}(?:sold|sold or shared))\b["”]?/i,
    /[^.:]{0,40}:\s*(?!(?:none|no|n\/a|not applicable)\b)\w/i,
  ),
  // A row whose answer is the sale: "Commercial information: Yes — sold to marketing partners", "Identifiers: Sold to ad networks".
  /:\s*(?:yes\s*[—–-]?\s*)?sold (?:to|or shared with)\b/i,
  /\bto whom (?:we|it|they) (?:have |has )?sold\b/i,
);

/**
 * A state law's disclosure answered no, for all of it: "Categories of personal information sold
 * in the past 12 months: None", "Sold: None", "Sold or shared? No — for every category".
 */
export const NONE_SOLD = anyOf(
  seq(
    /\b(?:(?:categories of )?personal (?:information|data)|(?:all )?categories(?: of personal information)?(?: listed above)?)\b/i,
    /[^.:?]{0,60}\b(?:sold|sold or shared)\b[^.:?]{0,60}[:?—–]\s*(?:none|no)\b/i,
  ),
  /^\W*(?:sold|sold or shared)\??\s*[:—–-]?\s*(?:none|no)\b(?![^.]{0,20}\b(?:for|of)\s+(?!every|all|any)\w)/i,
);

/**
 * Sentences that name a sale without the vendor making one: the consumer's rights and requests,
 * the laws' definitions and requirements, pointers to another section, what others may not do,
 * hypotheticals and promises of consent before any sale. (A processor's or service provider's
 * "shall not sell" in a DPA is the vendor's own promise.)
 */
export const NOT_THE_VENDORS_SALE = anyOf(
  /\b(?:means|does not include|do not include|is defined as|are defined as|refers to|the term)\b/i,
  /\b(?:whether|requires? (?:us|businesses|companies) to)\b/i,
  /\b(?:(?:see|read|visit|refer to)\s+(?:our|the|section|this|["“])|learn more|for (?:more )?information (?:about|on|regarding))[^.;]{0,80}\b(?:sale|sell|selling|sharing)\b/i,
  /\b(?:authori[sz]e|authori[sz]ation|consent|permission)\b[^.;]{0,40}\b(?:before|prior to|beforehand)\b|\b(?:before|prior to) (?:selling|any sale)\b/i,
  /\b(?:asking|ask) you to (?:authori[sz]e|consent|opt)\b/i,
  /\bunless (?:we|it) (?:first )?(?:receive|obtain|get|have)\b[^.;]{0,40}\b(?:authori[sz]ation|consent|permission)\b/i,
  // Any subject ("if we", "if the company", "if Acme"): the pattern is case-blind, so a name is any word.
  /\bif (?:the company|[a-z]\w+)\b[^.,;]{0,30}\b(?:ever|decides?|chooses?|begins?|starts?|sells?|sale)\b|\bif (?:a|any) (?:future )?change\b|\bwould involve\b/i,
  seq(
    /\b(?:partners?|customers?|users?|third parties|licensees?|recipients)\b[^.;]{0,40}\b/i,
    /(?:must not|may not|shall not|cannot|are (?:contractually )?(?:prohibited|not (?:permitted|allowed))|(?:have |has )?(?:contractually )?agreed not to|agree not to)\b/i,
  ),
);

/**
 * The vendor denies selling any of the personal data: the rubric's "no" on the sale of data, and
 * the catalogue's finding (which also reads denials about content only).
 */
export const NO_SALE_OF_PERSONAL_DATA = anyOf(
  // "Selling user data isn't something we do" (first: it starts where the next one does).
  SELLING_DENIED,
  // "We never sell your personal data", "we neither sell nor rent consumer data".
  seq(SALE_VERB, gap(40), ALL_PERSONAL_DATA),
  // "Your personal information is never sold", "information about you is not for sale".
  seq(
    ALL_PERSONAL_DATA,
    gap(40),
    /\b(?:is|are|be|been|being|will|has|have)\b[^.;]{0,25}\b(?:sold|rented|traded|for sale)\b/i,
  ),
  // "it" for the data named before: "we don't sell it", "it is never sold", "by selling it".
  seq(
    ALL_PERSONAL_DATA,
    /[^.]{0,100}?/i,
    /\b(?:(?:sell|sells|selling|sold|rent|trade)\s+(?:it|them)\b|(?:it|they) (?:is|are|will|has|have)\b[^.;]{0,20}\b(?:sold|for sale)\b)/i,
  ),
  // The law's definition denied: "we do not exchange personal information for money or other valuable consideration".
  seq(
    /\b(?:exchange|disclose|provide|share|make available|transfer|give)\w*\b/i,
    gap(40),
    ALL_PERSONAL_DATA,
    gap(40),
    FOR_CONSIDERATION,
  ),
  // The law's disclosure answered no for all of it: "Categories of personal information sold: None".
  NONE_SOLD,
);

/**
 * Not a denial of the vendor's sales: a right the law gives ("the right to direct us not to
 * sell"), a denial that waits for consent ("without your consent"), one said of others ("our
 * partners may not sell").
 */
export const NOT_A_DENIAL_OF_SALE = anyOf(
  NOT_TO_SELL_RIGHT,
  /\bwithout (?:\w+ ){0,3}(?:consent|permission|authori[sz]ation|agreement|opt-in)\b/i,
  NOT_THE_VENDORS_SALE,
);

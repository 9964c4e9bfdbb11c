/**
 * The words of who else gets users' personal data, in one place for the rubric's third-party
 * statements: parties beyond the vendor's own providers (`rubric.share_noncritical`, with
 * `rubric.share_own_purpose` and `rubric.others_trackers`), the providers that work for it
 * (`rubric.share_service_providers`), and nobody at all (`rubric.no_sharing`). A policy's sharing section is also mostly something else: aggregated
 * data, what users post themselves, the police, a sale of the business, data received from
 * others, links to other sites, "we do not sell".
 */
import { anyOf, gap, group, seq } from "./pattern";

/**
 * A word every statement of sharing with providers has: a provider, a company, "on our behalf",
 * "for us", a payment. Substrings, as a cheap test before the long patterns run.
 */
export const SAYS_PROVIDER =
  /provider|vendor|processor|contractor|supplier|outsourc|courier|mailing house|content delivery|associate|behalf|for us|instructions|contract|payment|partner|compan|third part|business|organi[sz]ation|firm|hosting|solely/i;

/**
 * A word every statement of sharing beyond the providers has: a kind of party, "their own", an
 * offer, a tracker, a list of recipients. Substrings, as a cheap test before the long patterns run.
 */
export const SAYS_OTHER_PARTY =
  /advertis|\bads?\b|partner|broker|aggregat|sponsor|exhibitor|host|organi[sz]er|reseller|distributor|recruit|staffing|insurer|buyer|social|charit|profit|controller|own\b|offer|third|compan|cookie|pixel|\btags?\b|sdk|software development|track|beacon|plugin|widget|button|recipient|market|affiliat|subsidiar|famil|publisher|retailer|sell|\brent\b|\bsold\b|brand|business|contractor|driver|professional|vendor/i;

/** Giving data to someone: "share", "disclose", "pass on", "hand over", "license", "upload to". */
export const GIVE =
  /\b(?:shar(?:e|es|ed|ing)|disclos(?:e|es|ed|ing)|provid(?:e|es|ed)(?! that\b)|transfer(?:s|red|ring)?|transmit(?:s|ted|ting)?|pass(?:es|ed|ing)?|giv(?:e|es|en|ing)|gave|sen[dt]|sends|sending|hand(?:s|ed|ing)? over|releas(?:e|es|ed)|forward(?:s|ed)?|upload(?:s|ed)?|licen[cs](?:e|es|ed)|exchang(?:e|es|ed)|entrust(?:s|ed)?|(?:make|makes|made) (?:[\w-]+ ){0,4}?available|lend|rent)\b/i;

/** The other party taking it: "receive", "collect", "obtain", "have access to". */
export const TAKE =
  /\b(?:receiv(?:e|es|ed)|collect(?:s|ed)?|obtain(?:s|ed)?|(?:have|has|get|gets|gain|gains|given|granted) access|access(?:es|ed)?)\b/i;

/** Taking data, with the data named after it, not "no data": "receives your name", "has access to personal information". */
export const TAKE_DATA = seq(
  TAKE,
  /(?!\s+(?:no|none)\b)\s+(?:to\s+)?(?:[\w'’-]+[,\s]+){0,5}?/i,
  /(?:data|information|info|details|records|identifiers?|IDs?|IP|address(?:es)?|names?|numbers?|e-?mails?|it|them|anything|messages|content|files|profiles?|history|behaviou?r|activity|location)\b/i,
);

/**
 * Parties that are not the vendor's providers by what they are: advertisers and their exchanges,
 * marketing, business or data partners, brokers, sponsors, co-hosts, resellers, recruiters,
 * social networks, other charities, "independent controllers".
 */
export const NONCRITICAL_PARTY = anyOf(
  /\badvertisers\b/i,
  /\b(?:ad(?:vertising)?|ad[- ]?tech(?:nology)?|programmatic(?: advertising)?) (?:networks?|partners|companies|vendors|exchanges|servers|platforms|agencies|industry)\b/i,
  /\bdemand[- ]side platforms\b/i,
  /\b(?:marketing|business|commercial|co-?marketing|joint marketing|strategic|promotional|data|list|alumni benefit|referral|reseller|distribution|channel|mailing|reciprocal mailing|co-?branding|content) partners\b/i,
  /\bdata (?:brokers|aggregators|resellers)\b/i,
  /\b(?:sponsors|exhibitors|co-?hosts?|co-?organi[sz]ers|resellers|distributors|recruiters|staffing agencies|insurers|lead buyers)\b/i,
  /\b(?:social (?:networks?|media (?:platforms|companies|networks|sites|services))|the social network(?: concerned)?)\b/i,
  /\b(?:other|like-minded|partner) (?:charities|non-?profits)\b/i,
  /\b(?:independent|separate) (?:data )?controllers?\b/i,
  // Parties the user deals with through the service: sellers, "the contractor you hire".
  /\bsellers\b|\b(?:sellers?|vendors?|contractors?|hosts?|drivers?|professionals?)\b (?:on (?:our|the) marketplace|(?:that |whom )?you (?:hire|book|buy from|choose|select))\b/i,
);

/**
 * A purpose of the recipient's own: "for their own marketing", "so that they can market their
 * products to you", "to contact you about its own services", "subject to their own policies".
 */
export const THEIR_OWN_PURPOSE = anyOf(
  /\bfor (?:their|its|his|her|those companies['’]|the partner['’]s) own (?:[\w-]+ )?(?:purposes|use|uses|marketing|advertising|campaigns|fundraising|product development|benefit|business)\b/i,
  /\b(?:their|its) own (?:marketing|advertising|campaigns|fundraising|product development|offerings|products|services|purposes)\b/i,
  /\bpurposes (?:they|it) determine\b/i,
  /\bso (?:that )?(?:they|it|each|the \w+|those \w+) (?:can|may|could) (?:\w+ ){0,2}?(?:market|promote|advertise|contact you|send you|offer you)\b/i,
  seq(
    /\b(?:(?:who|which|that) (?:may|can|will|wish to|want to|would like to)|to)\b/i,
    gap(30),
    /\b(?:market|promote|advertise|contact (?:you|\w+)|send you|tell you|offer you|follow up)\b/i,
    gap(50),
    // Theirs, not the vendor's own "other products and services we think you may like".
    /\b(?:their|its) (?:own )?(?:products|services|offerings|offers|opportunities|titles)\b/i,
  ),
  /\b(?:partner|sponsor) offers?\b|\bthe brand that made the offer\b/i,
  /\bso (?:that )?(?:they|it) can (?:contact|market to|follow up with) you\b/i,
  /\bmay follow up with you directly\b/i,
);

/**
 * Another company's tracking technology on the service: third parties' cookies, pixels, tags,
 * SDKs, plugins; named ones ("the Meta Pixel", "the LinkedIn Insight Tag").
 */
export const OTHERS_TRACKERS = anyOf(
  /\b(?:third[- ]party|advertising|ad|other companies['’]|partners['’]) (?:cookies|pixels|tags|SDKs|software development kits|tracking technolog(?:y|ies)|trackers|ad servers|plugins|web beacons)\b/i,
  /\b(?:SDKs|software development kits|pixels|tags|plugins|cookies)\b(?: \w+){0,2} from (?:other|advertising|third[- ]party|outside|those|these|\w+ and \w+)\b/i,
  /\b(?:Meta|Facebook|TikTok|LinkedIn|Twitter|X|Pinterest|Snap|Reddit) (?:Pixel|Insight Tag|Conversions API|SDK|Tag)\b/i,
  /\bsocial media (?:buttons|plugins|widgets)\b|\b['‘"“]?(?:Like|Share)['’"”]? buttons?\b/i,
  /\bthird[- ]party (?:comment )?widgets?\b/i,
  // The others using them: "selected third parties are permitted to use tracking technologies".
  seq(
    /\b(?:third parties|other companies|partners)\b/i,
    gap(30),
    /\b(?:use|place|set|deploy|drop|serve)\b/i,
    gap(30),
    /\b(?:tracking technolog(?:y|ies)|cookies|pixels|SDKs|trackers|web beacons)\b/i,
  ),
);

/** Tracking to advertise, or across other sites: what makes another company's tracker non-critical. */
export const TRACKS_FOR_ADS = anyOf(
  /\b(?:advertis\w*|ads)\b/i,
  /\bacross (?:other |different )?(?:sites|websites|apps|services)\b|\bother (?:sites|websites) you visit\b/i,
  /\b(?:link|links|linked|connect|combine)\b[^.;]{0,40}\b(?:profile|account) (?:on|with) (?:their|its|them)\b/i,
);

/**
 * Providers that work for the vendor, by the word or by the service they give: "service
 * providers", "processors", "subcontractors", "our hosting provider", "a payment processor", "an
 * SMS gateway provider", "a mailing house", "the courier", "a content delivery network".
 */
export const PROVIDER = anyOf(
  // Not the visitor's own "Internet service provider (ISP)", a field of a log.
  /(?<!\binternet )\b(?:(?:third[- ]party |outsourced |IT |trusted |external )?service providers?(?! \(ISP\))|(?:sub-?)?processors?|(?:sub-?)?contractors?|suppliers?|vendors?|outsourcers?)\b/i,
  seq(
    /\b(?:hosting|cloud(?: infrastructure| storage| hosting)?|infrastructure|storage|backup|data cent(?:re|er)|payment(?:s)?(?: service)?|card|billing|e-?mail(?: delivery)?|messaging|customer (?:support|messaging|service)|support|SMS(?: gateway)?|telecommunications|identity verification|fraud (?:prevention|screening)|speech-to-text|transcription|(?:AI )?model|applicant tracking(?: system)?|CRM|video|translation|mailing|payroll(?: processing)?|analytics|IT|network|delivery|shipping|logistics)/i,
    /\s(?:providers?|processors?|vendors?|services? providers?|suppliers?|compan(?:y|ies)|platforms?|gateways?|operators?|houses?)\b/i,
  ),
  /\b(?:couriers?(?: compan(?:y|ies))?|mailing house|content delivery network|business associates?)\b/i,
  /\bproviders? (?:we|that we|who) (?:hire|use|engage|contract with)\b/i,
  /\b(?:companies|businesses|organi[sz]ations|firms|third parties) (?:that|who|which) (?:provide services (?:to|for) us|perform services for us|help us (?:run|operate|provide|deliver))\b/i,
  /\bcompanies (?:that|who) (?:help|perform|provide|work)\b/i,
  // Partners that work for the vendor: "business partners who provide services on our behalf",
  // "our mailing partners, who print and post our magazine for us".
  /\bpartners,? (?:that|who|which) [^.;]{0,60}?\b(?:on our behalf|for us)\b/i,
);

/** Working for the vendor: "on our behalf", "for us", "as our processor", "on our instructions", "under contract with us". */
export const FOR_THE_VENDOR = anyOf(
  /\bon (?:our|its|the \w+['’]s|\w+['’]s) behalf\b|\bon behalf of (?:us|the (?:Company|Foundation|Bank|Institute|Association|project|Council|University|Trust|Society|Charity))\b/i,
  /\b(?:for us|for the (?:Foundation|Company|Bank|Institute|Association|project))\b/i,
  /\bsolely (?:in order )?to (?:deliver|send|complete|process|provide|run) (?:our|the)\b/i,
  /\bas (?:our|its) (?:data )?processor\b|\bacting (?:solely )?as (?:our |its )?(?:data )?processors?\b(?! for (?:our|its) customers)|\bacts? (?:solely )?as (?:our )?(?:data )?processor\b(?! for (?:our|its) customers)/i,
  /\b(?:on|under) (?:our|its) (?:documented )?instructions\b|\bacts? on our instructions\b/i,
  /\bunder (?:a |our )?(?:contract|data processing agreement|business associate agreement|strict contracts?)(?: with us)?\b(?! with you)|\b(?:engaged|hired|paid) by us\b|\bwe (?:pay for|engage|hire)\b/i,
);

/**
 * Nobody else gets it: anyone, any third party, outside or external parties, other bodies,
 * "another organisation", "third-party servers", "anyone outside our company".
 */
export const ANYONE_ELSE = anyOf(
  /\b(?:anyone|anybody)(?: else| outside\b[^.;]{0,30})?\b(?!\s+who\b)/i,
  /\b(?:any|another|other|outside|external)\s+(?:(?:other|outside|external|third)[- ])?(?:part(?:y|ies)|organi[sz]ations?|compan(?:y|ies)|bod(?:y|ies)|providers?|businesses)\b/i,
  /\bthird[- ]part(?:y|ies)(?: servers?)?\b/i,
);

/** Out of others' reach: "not accessible to", "cannot be accessed by". */
export const OUT_OF_REACH = /\bnot (?:be )?accessible (?:to|by)\b|\bcannot be (?:accessed|read) by\b/i;

/** "No third party", "no outside company", "no external provider", "no processors", "nobody outside". */
export const NO_OTHER_PARTY = anyOf(
  /\bno (?:third[- ]part(?:y|ies)|(?:other|outside|external) (?:part(?:y|ies)|organi[sz]ations?|compan(?:y|ies)))\b/i,
  // A provider or a service said with what makes it another company's: "no external provider", "no cloud provider".
  /\bno (?:(?:external|outside|third[- ]party|other|cloud)\s+)+(?:providers?|processors|sub-?processors|vendors?|services?|mailing service)\b/i,
  /\bno (?:sub-?processors|processors)\b/i,
  /\b(?:nobody|no one) (?:outside|else|other than)\b/i,
  /\bnone of (?:those|these|the) (?:[\w-]+ )?(?:companies|parties|providers|services|platforms|organi[sz]ations)\b/i,
);

/**
 * Only the user can read it: end-to-end or zero-knowledge encryption, keys only the user holds.
 * What a third party stores encrypted is not access to personal data.
 */
export const ONLY_THE_USER_READS = anyOf(
  seq(
    // Not encryption in transit ("encrypted with TLS, and only the people you invite can view it").
    /\b(?:end[- ]to[- ]end|zero[- ]knowledge|client[- ]side|encrypt\w*)\b(?![^.;]{0,60}\b(?:in transit|at rest|TLS|SSL|HTTPS)\b)/i,
    gap(120),
    group(
      /\b(?:only (?:you|the participants)|(?:no one|nobody) (?:but|other than|except) you|(?:no one|nobody|anyone) else|neither (?:we|us|our)\b|not (?:even )?us|not \w+ and not anyone)\b/i,
      /\b(?:no|any) third[- ]part(?:y|ies)\b/i,
      /\bwe (?:never|do not|don['’]t) (?:hold|have|receive|see|know|store)\b[^.;]{0,20}\b(?:keys?|master password|passphrase)\b|\bwe hold no key\b|\bsee only ciphertext\b|\bhold only data they cannot read\b/i,
    ),
  ),
  /\bwith keys? (?:that )?only (?:you|your organi[sz]ation) (?:hold|holds|have|has)\b[^.;]{0,80}\b(?:neither|nor|no one|nobody|any third)\b/i,
);

/** It stays with the user or the vendor: "never leaves your phone", "runs entirely on your device". */
export const STAYS_LOCAL = anyOf(
  seq(
    /\b(?:never|not|n['’]t|neither|nor)\b/i,
    gap(40),
    group(
      /\bleaves? your (?:device|phone|computer|browser|machine)\b/i,
      seq(
        /\b(?:transmitted|sent|uploaded|transferred)\b/i,
        gap(20),
        /\b(?:from your (?:device|phone|computer|browser|machine)|to us or (?:to )?(?:any|anyone)|to (?:any )?third[- ]party servers)\b/i,
      ),
    ),
  ),
  /\b(?:stays|remains) (?:in|on) (?:your (?:browser|device|phone|computer)|the [\w']+ own server)\b/i,
  /\bruns? (?:entirely|only|locally) (?:on your (?:device|machine|computer)|offline|locally)\b/i,
  seq(
    /\b(?:data|information|details|what you|everything you)\b/i,
    gap(40),
    /\bstays with (?!you\b)(?:us|\w+)\b(?![^.;]{0,20}\b(?:and|or)\b)/i,
  ),
  /\bkeep your (?:information|data) to ourselves\b/i,
);

/** An exception or a condition after a denial: "without your consent", "unless", "until you accept". */
export const NOT_WITHOUT = /(?![^.;]{0,80}\b(?:without|unless|until|except|other than|before you|if you)\b)/i;

/** No other company's trackers, analytics or code: "no third-party analytics", "not embedded", "self-hosted". */
export const NO_OTHERS_CODE = anyOf(
  seq(
    /\b(?:no|not any|nor|neither)\s+(?:(?:third[- ]party|external|outside|advertising|ad|tracking|analytics|social media)[,\s]+(?:or\s+|and\s+)?)+/i,
    /(?:analytics|trackers|tracking|SDKs|cookies|pixels|networks|code|scripts|libraries|tags|services|tools|plugins|buttons)\b/i,
    NOT_WITHOUT,
  ),
  // "Neither the app nor the website includes trackers from …".
  seq(
    /\b(?:neither|nor)\b[^.;]{0,40}\b(?:includes?|contains?|uses?|embeds?|loads?|runs?)\s+(?:any\s+)?/i,
    /(?:trackers|analytics|SDKs|pixels|third[- ]party|advertising|tracking)\b/i,
    NOT_WITHOUT,
  ),
  seq(
    /\b(?:no|nor)\s+(?:analytics|trackers|tracking(?: pixels)?|ad SDKs|advertising SDKs|advertising networks)\b/i,
    NOT_WITHOUT,
  ),
  seq(
    /\b(?:do not|don['’]t|does not|doesn['’]t|never|not)\s+(?:use|contain|include|embed|integrate|load|run|rely on)\b/i,
    // Not the vendor's use of data for something ("do not use your email address for advertising").
    /(?:(?!\byour\b)[^.;]){0,40}?/i,
    group(
      /\b(?:third[- ]party|external|outside|supplied by other companies|trackers|SDKs|social media)\b/i,
      /\b(?:advertising|analytics|tracking)(?: (?:or|and) (?:advertising|analytics|tracking))? (?:libraries|SDKs|tools|code|scripts|software|services|cookies|pixels|technologies)\b/i,
    ),
    NOT_WITHOUT,
  ),
  seq(
    /\b(?:third[- ]party|external|advertising|tracking|social media)\b[^.;]{0,120}\b(?:are|is)\s+not\s+(?:used|integrated|embedded|included|loaded)\b(?! to\b| for\b)/i,
    NOT_WITHOUT,
  ),
  /\b(?:self[- ]hosted|own (?:servers?|infrastructure|hardware|machine|data cent(?:re|er)))\b[^.;]{0,80}\b(?:no|not)\b/i,
);

/** An exception that is a formality: the law, a court, the user's own consent or request. */
const FORMALITY = anyOf(
  /^\W*(?:(?:as|when|where|if|to the extent)\s+)?(?:(?:required|permitted|authori[sz]ed|compelled|necessary)\b|(?:by|under|to comply with)\s+(?:applicable\s+)?law|(?:applicable\s+)?laws?\b|legal\b|law enforcement|(?:a |an )?court|subpoena)/i,
  /^\W*(?:(?:with|at|on|upon)\s+)?your (?:explicit |prior |express |written )?(?:consent|permission|request|instruction|direction)/i,
  // The user themself: "no one other than you" names nobody else.
  /^\W*(?:you|yourself)\b(?!\s+(?:have |\w+ly )?(?:\w+ed|hire|choose|select)\b)(?![^.;]{0,10}\band\b(?! the people you))/i,
  /^\W*(?:(?:when|where|if|as)\s+)?you (?:have )?(?:\w+ly )?(?:ask|asked|request|requested|instruct|instructed|direct|directed|tell|told|choose|chose|consent|consented|opt|opted|agree|agreed|authori[sz]e)/i,
);
const EXCEPTION_WORD =
  /\b(?:except(?:ing)?(?: for)?|other than|apart from|aside from|save for|besides|outside of|unless|with the exception of|beyond)\b/gi;

/**
 * An exception that is more than a formality: "we do not share it with anyone, except our
 * fundraising agency", "other than the NHS bodies", "except as described in this policy". A denial
 * with such an exception is not "nobody".
 */
export const EXCEPTION_BEYOND_FORMALITY: Pick<RegExp, "test"> = {
  test(text: string) {
    for (const m of text.matchAll(EXCEPTION_WORD)) if (!FORMALITY.test(text.slice(m.index + m[0].length))) return true;
    return false;
  },
};

/** Not followed by work for the vendor: "business partners who provide services on our behalf" are its providers. */
export const NOT_FOR_THE_VENDOR = new RegExp(`(?![^.;]{0,80}?(?:${FOR_THE_VENDOR.source}))`, "i");

/** What a provider does with the data for the vendor: processes, hosts, stores, delivers, screens it. */
export const PROVIDER_WORK = anyOf(
  // The plain form after a word that makes it a verb, not the noun ("a rigorous vetting process").
  /\b(?:who|that|which|to|may|will|can|must|only|also|then|help us|helps us)\s+(?:\w+\s+)?(?:process|host|store|handle|support|deliver|screen|check|perform|carry out|transcribe|print)\b/i,
  /\b(?:process(?:es|ed)|host(?:s|ed|ing)|stor(?:es|ed)|handl(?:es|ed)|supports|deliver(?:s|ed)|screen(?:s|ed)|check(?:s|ed)|perform(?:s|ed)|carries out|transcrib(?:es|ed)|print(?:s|ed))\b/i,
);

/**
 * An exception behind the party just read: "except our service providers", "apart from", "outside
 * of", "only to". Tried once the party is found.
 */
export const EXCEPTION_BEHIND =
  /(?<=\b(?:except|other than|apart from|besides|with the exception of|save|outside of|only|beyond)\b[^.;]{0,100})/i;

/** Handled by someone: "processed by", "managed through", "powered by", "supplied by", "collected through". */
export const HANDLED_BY =
  /\b(?:processed|handled|managed|stored|hosted|held|collected|transcribed|printed|posted|delivered|carried out|powered|supplied|operated|provided|sent|accessed|received)\s+(?:[\w-]+\s+){0,4}?(?:by|through|via|with|using)\b(?!\s+(?:us|ourselves|our (?:own )?(?:staff|team|employees|volunteers|people|[\w-]+ team))\b)/i;

/** Not right after "not" or "never": a denied verb's exception is read from the party on. */
export const NOT_DENIED = /(?<!(?:\bnot|\bnever|n't)\s)/i;

/**
 * Hosted analytics and error reporting by name, beyond the catalogue's `HOSTED_ANALYTICS`
 * (signals/privacy.ts): the provider's servers receive what users do. Kept apart from that list,
 * which the catalogue's findings read.
 */
export const HOSTED_TOOLS =
  /(?:Plausible|Fathom|Simple Analytics|Matomo|Piwik PRO|Firebase Crashlytics|Crashlytics|Sentry|Bugsnag|Datadog|New Relic|LogRocket|FullStory|PostHog|Mouseflow|Microsoft Clarity|Smartlook)/i;

/**
 * The words of the uses a service does not need (advertising aimed at the person, messages that
 * sell something, details handed on for someone else's marketing) and of the user's say over them:
 * stopping them afterwards, or being asked first. In one place for the rubric's statements of
 * non-essential uses (`rubric.targeted_ads`, `rubric.marketing_use`, `rubric.ads_opt_out`,
 * `rubric.marketing_opt_out`, `rubric.consent_for_noncritical`, `rubric.no_noncritical_use`).
 * A policy's "your choices" section is also mostly something else: messages about the account,
 * measuring the service, the rights the law gives, cookies the service needs.
 */
import { anyOf, gap, group, seq } from "./pattern";

/**
 * "Marketing" as a use, in one place: not "non-marketing", nor marketing as a team, an office, a
 * site, a contact or a tool ("our marketing office", "Marketing Cloud", "marketing integrations").
 */
const MARKETING_AS_USE =
  /\bmarketing\b(?<!\bnon[- ]marketing)(?!\s+(?:(?:pages?|sites?|websites?|web ?site|homepage|team|department|office|cloud|contacts?|manager|director|integrations?|automation|and communications)\b|&))/i;

/** Offers as a thing sent or shown ("special offers", "offers from partners"), not "Acme offers a free plan". */
// Each alternative starts at "offers" and looks back from there: a look-behind tried at every
// position of every sentence is slow.
const OFFERS = group(
  /\boffers\b(?<=\b(?:special|personali[sz]ed|tailored|partner|partners['’]|exclusive|seasonal|limited[- ]time|relevant|targeted|location[- ]based|commercial|product|insurance|ticket|member|loyalty|promotional|marketing|third[- ]party|discount) offers)/i,
  // Offers of others' products, not a job offer, a bid or what a provider "offers".
  /\boffers (?:from|by) (?:us|our|partners|third|selected|carefully|other|brands|retailers|shops|sponsors|advertisers|companies)\b/i,
  /\boffers (?:to|for) (?:you|them|customers|members)\b|\boffers (?:for|on) (?:add-on|additional|new|other|premium|related|our|selected)\b/i,
  /\boffers\b(?<=\b(?:about|for|with|these|such|our|any) offers)/i,
  /\boffers\b(?<=\b(?:tailor\w*|personali[sz]\w*|send\w*|show\w*|target\w*|promot\w*) (?:you |them )?offers)/i,
  /\boffers (?:we|you|to show|to send|shown)\b(?<=\b(?:the|which) offers \w+(?: \w+)?)|\boffers (?:by|via) (?:e-?mail|post|sms|text|phone)\b/i,
  /\boffers\b(?<=\b(?:news|promotions|deals|discounts|updates|tips|information),? (?:and|or) offers)/i,
  /\boffers(?<!\bjob offers),? (?:and|or) (?:promotions|deals|discounts|news|newsletters|updates|recommendations|discounted)\b/i,
);

/** Messages and content that sell something: marketing, promotions, newsletters, deals, appeals for money. */
export const PROMOTION = group(
  MARKETING_AS_USE,
  /\b(?:promotional(?<!\bnon[- ]promotional)|promotions?(?<!\b(?:for|on|health|career|job|employee) promotions?)(?!\s+(?:decisions?|eligibility|programmes?|programs?|history|process))|promo (?:e-?mails?|codes?|messages|offers|notifications|texts)|newsletters?(?!\s+(?:posts?|issues?|editors?|sign-?up|forms?|platform|tools?)\b)|(?:our|the|marketing|promotional) mailing lists?|catalog(?:ue)?s|direct[- ]mail\w*|fundraising(?! receipts?)|upsell\w*|cross[- ]sell\w*|(?:commercial )?prospecting|deals(?<!\b(?:open|closed|won|lost|your|of|sales) deals)(?! with| desk)|flash sales|discounts?(?<!\b(?:student|staff|employee|your|volume|tax|trade) discounts?)|discount codes?|coupons?(?! rates?)|vouchers?(?<!\b(?:gift|available|your) vouchers?))\b/i,
  /\b(?:sales|marketing|promotional|fundraising)(?<!\bnon[- ](?:marketing|promotional)) (?:calls?|outreach|e-?mails?|messages|appeals?|campaigns?|lists?|database)\b/i,
  /\b(?:telephone|donation) appeals?\b/i,
  /\bcommercial (?:electronic )?(?:messages|e-?mails|communications)\b/i,
  /\b(?:e-?mail|advertising|ad|cross-selling|direct-mail) campaigns?\b(?<!(?:phishing|simulation|simulated|test) (?:e-?mail|advertising|ad|cross-selling|direct-mail) campaigns?)/i,
  /\bdeal (?:alerts|notifications)\b/i,
  /\b(?:messages|e-?mails|texts|calls|notifications|letters) (?:promoting|advertising)\b/i,
  /\bpromot(?:e|es|ing) (?:other|our|their|its|new|related|future|similar|partner)\b(?!\s+(?:users['’]? )?(?:safety|security|integrity|trust|health|wellbeing|well-being))/i,
  /\b(?:hear|learn) about (?:our|new|other) (?:products|services|offers|events)\b/i,
  /\b(?:details|information) (?:of|about|on) (?:our )?(?:other|new|related|further) (?:products|services)\b/i,
  OFFERS,
);

/** Advertising, and the audiences and profiles it is aimed with. */
export const ADVERTISING_CONTENT =
  /\b(?:ads|adverts?|advertisements?|commercials|advertising|advertisers['’]?|sponsored (?:content|posts?|messages|listings|challenges|items|products)|promoted (?:products|listings|posts)|(?:custom|lookalike|look-alike|similar) audiences|(?:audience|interest|marketing) (?:categories|segments|profiles?|lists?)|marketing segments|advertising (?:profiles?|cookies|id|identifiers?)|ad (?:targeting|tracking))\b/i;

/** What the other party does with the details: "contact you about its own products", "market its card to you". */
const FOR_THEIR_MARKETING = anyOf(
  seq(
    /\b(?:contact|tell|inform|e-?mail|write to|call|send|get in touch with)\s+(?:you|them|delegates|members|customers|users|supporters|alumni|graduates|individuals|people|those individuals)\b/i,
    gap(30),
    /\b(?:about|regarding|on|with (?:information|details) (?:about|on|of))\b/i,
    /\s+(?:(?:its|their|our|other|new|future|related|similar|discounted|own) )+(?:products|services|work|events|causes|vacancies|programmes|programs|offers|insurance|brands?)\b/i,
  ),
  seq(/\b(?:market|promote|advertise|sell)\b/i, gap(40), /\bto (?:you|them|users|customers|members)\b/i),
);

/** Using a person's details to aim or send something: the verbs a non-essential use is said with. */
/** Making a profile or an audience of people: for advertising only ("create discount codes" is a shop's feature). */
const PROFILE = /\b(?:build(?:s)?|built|creat(?:e|es|ed))\b/i;
const AIM =
  /\b(?:analy[sz](?:e|es|ed|ing)|combin(?:e|es|ed)|infer(?:s|red)?|placed|match(?:ed|es)|segment(?:s|ed)?|tailor(?:s|ed)?|personali[sz](?:e|es|ed)|select(?:s|ed)?|decid(?:e|es|ed)|determin(?:e|es|ed)|help(?:s|ed)?|feed(?:s)?|send(?:s)?|enrich(?:es|ed)?|shar(?:e|es|ed|ing)|disclos(?:e|es|ed|ing)|pass(?:es|ed|ing)?|provid(?:e|es|ed|ing)|upload(?:s|ed|ing)?|exchang(?:e|es|ed|ing))\b/i;

/** Used or processed for it by name: "processed for the purposes of direct marketing", "used to promote". */
const USED_FOR =
  /\b(?:us(?:e|es|ed)|process(?:es|ed)?)\b[^.;]{0,60}?(?:\bfor (?:the purposes? of )?(?:direct )?(?:marketing|advertising|promotional|fundraising|profiling)\b|\bto (?:market|promote|advertise)\b(?!\s+(?:vacancies|jobs?|positions|roles|openings|listings|items|properties)\b)(?!\s+(?:the |our |a )?(?:users['’]? )?(?:safety|security|integrity|trust|health|wellbeing|well-being|accessibility|transparency|awareness|compliance)))/i;

/** Used to aim or send something: "used to show you adverts", "used to deliver offers". */
const USED_TO =
  /\b(?:us(?:e|es|ed)|process(?:es|ed)?)\b[^.;]{0,60}?\bto (?:show|deliver|serve|display|target|send|personali[sz]e|tailor|select|decide|choose|reach|tell you|inform you|contact you|let you know)\b/i;

/** Sending or showing something that sells to the person. */
const SEND =
  /\b(?:send(?:s|ing)?|sent|receiv(?:e|es|ing)|e-?mail(?:s|ed)?|text(?:s|ed)?|call(?:s|ed)?|mail(?:s|ed)?|contact(?:s|ed)?|feature(?:s|d)?|promot(?:e|es|ed|ing)|market(?:s|ed)?|show(?:s|n)?|display(?:s|ed)?|direct(?:s|ed)?|target(?:s|ed)?|reach)\b/i;

/** A person's details used to send or aim messages that sell something: "purchase history decides which discount codes we e-mail you". */
export const PROMOTIONAL_USE = anyOf(
  USED_FOR,
  seq(USED_TO, gap(40), PROMOTION),
  // Put on the list: "your e-mail address will be added to our newsletter list".
  /\badd(?:s|ed)? (?:you |your (?:e-?mail(?: address)?|details|name) )?to (?:our|the|a|any) (?:newsletter|mailing|marketing|promotional|e-?mail marketing)\b/i,
  seq(SEND, gap(80), PROMOTION),
  seq(AIM, gap(100), PROMOTION),
  seq(
    PROMOTION,
    gap(60),
    /\b(?:(?:is|are|be|been) (?:sent|shown|displayed|promoted|featured|delivered)|to send|we send)\b/i,
  ),
  /\b(?:use|uses|used) (?:them|it|the data|this|these details|their details|your details) (?:to|for) (?:promot|market|advertis)\w*/i,
  FOR_THEIR_MARKETING,
);

/**
 * What the vendor's customers send to their own audience through the service ("to their own
 * subscriber lists", "on the publisher's behalf", "you are responsible for your recipients'
 * consent"): the customer's marketing, which the vendor only carries.
 */
export const CUSTOMERS_OWN_AUDIENCE =
  /\b(?:their|your|its) own (?:subscribers?|subscriber lists?|contacts|customers|recipients|audiences?|lists?|readers|donors|supporters)\b|\bon (?:the|their|its|your) (?:publisher|customer|merchant|creator|organi[sz]er|client|sender|user)['’]s behalf\b|\b(?:we|it) acts? as (?:a|their|your) (?:data )?processor\b|\byou are responsible for (?:getting|obtaining|collecting)\b/i;

/** Advertising aimed at people: ads, sponsored content, audiences, profiles (not "advertising" as a business). */
const AIMED_ADS =
  /\b(?:ads|adverts?|advertisements?|commercials|sponsored (?:content|posts?|messages|listings)|(?:custom|lookalike|look-alike|similar|relevant) audiences|(?:audience|interest|marketing) (?:categories|segments|profiles?)|advertising (?:profiles?|id|identifiers?)|ad targeting|advertisers['’]? campaigns)\b/i;

/** A person's details used to aim advertising: "inferences decide which advertisers' campaigns you see". */
export const ADVERTISING_USE = anyOf(
  seq(group(AIM, PROFILE, USED_TO), gap(100), AIMED_ADS),
  seq(
    ADVERTISING_CONTENT,
    gap(60),
    /\b(?:(?:can|may|to) be (?:shown|served|delivered|targeted)|reach (?:you|relevant|people))\b/i,
  ),
  seq(ADVERTISING_CONTENT, gap(40), /\b(?:are|is) (?:built|created|compiled|derived|inferred)\b/i),
);

/**
 * Stopping a use: unsubscribing, opting out, switching off, unticking, objecting, withdrawing
 * consent, asking to be taken off a list, replying STOP, changing one's preferences.
 */
const STOP_WORDS = [
  /\b(?:unsubscrib\w*|opt(?:[- ]?out| out|s out|ed out|ing out)|untick\w*|uncheck\w*|mut(?:e|ed)|(?:declin(?:e|ed)|reject(?:ed)?|refus(?:e|ed))(?<!\bif you (?:declin(?:e|ed)|reject(?:ed)?|refus(?:e|ed)))|object(?:ion|s)?|revok\w*|cancel\w* (?:your |the |their )?(?:\w+ )?subscription|block(?:s|ed|ing)?|leav(?:e|ing) (?:our|the) (?:mailing |marketing )?list|paus(?:e|ed)|cease|suppression list|do[- ]not[- ]call|reply(?:ing)? ["'“‘]?stop)\b/i,
  // A setting put to "off": "flip the 'Personalised ads' toggle", "set 'Use my activity for ads' to Off".
  /\bflip(?:s|ped)? (?:the )?[^.;]{0,40}\btoggle\b|\b(?:set|switch|turn)(?:s|ed)? [^.;]{1,40}\bto ["'“‘]?off\b/i,
  // Not the setting as it starts: "switched off by default", "disabled until you enable them".
  /\b(?:stop(?:s|ped)?|turn(?:s|ed|ing)? off|(?:turn|switch)(?:s|ed)? (?:[\w'’]+ ){1,2}off|switch(?:es|ed|ing)? off|toggl(?:e|ed|ing) off|disabl(?:e|ed|ing)|(?:can|may) be (?:turned|switched) off)\b(?!\s+(?:by default|until|unless|for new|when you first))/i,
  /\b(?:no longer (?:want|wish|receive|be (?:contacted|used))|would (?:rather|prefer) not|prefer (?:not|that)|do not (?:want|wish) (?:to|their|your)|don['’]t want|change (?:your|their) mind|changed your mind)\b/i,
  /\b(?:ask|instruct|tell|request)\w* (?:[\w'’]+ ){0,2}?(?:not to|that|to stop)\b/i,
  /\b(?:take|remove|exclude)(?:s|d)? (?:you|them|your (?:number|details|name|address)|their (?:record|details)) (?:off|from)\b/i,
  /\b(?:remov(?:e|ed)|exclud(?:e|ed)) (?:you|them)\b/i,
  // The settings, changed: "update your e-mail preferences", "your marketing preferences can be updated".
  /\b(?:update|change|manage|adjust|edit|set|use|using|visit|open|go to|via|through|from|under) (?:your |their |the |our )?(?:[\w'’]+ )?(?:(?:marketing|e-?mail|contact|communications?|ad|advertising|notification) preferences|preferences? cent(?:re|er)|ad settings)\b/i,
  /\b(?:marketing|e-?mail|contact|communications?|ad|advertising) preferences (?:can|may) be (?:updated|changed|managed|adjusted)\b/i,
];
/**
 * The choice itself denied: "you cannot opt out of", "there is no way to unsubscribe", "we do not
 * offer an opt-out". Other denials around a choice are the user's wish ("if you no longer want
 * our newsletter") or what the choice brings ("you will no longer receive offers").
 */
const NO_WAY_TO_STOP =
  /\b(?:(?:cannot|can['’]t|can not|unable to|not (?:possible|able) to|not be able to|no (?:way|option|means) to|may not|must not|shall not) (?:be )?(?:opt|unsubscrib|object|withdraw|stop|turn|switch|disabl|declin|refus)\w*|(?:opting out|unsubscribing|opt-?outs?)[^.;]{0,60}\b(?:is|are) not (?:possible|available|offered|supported)|(?:do|does|will) not (?:offer|provide|allow|support|honou?r|give) (?:you )?(?:an? |any )?(?:\w+ )?(?:opt|choice|way|option|ability|means)\w*|no opt-?outs?)\b/i;

/**
 * A non-essential use named in a few words, beside a consent asked first: a plain list (fast to
 * try at every position), with the same exceptions as PROMOTION for "marketing" and "offers".
 */
export const NONESSENTIAL_USE = group(
  MARKETING_AS_USE,
  /\b(?:promot(?:ional|ions?|e|ed|ing)|newsletters?(?!\s+(?:posts?|sign-?up|forms?)\b)|offers|deals|discounts?|advertis\w*|ads|adverts?|sponsor(?:s|ed)|(?:custom |lookalike )?audiences?|profiling|profiles? for advertising|tracking|track you|mailing lists?|fundraising|commercial (?:messages|e-?mails|communications))\b/i,
);

/**
 * The choice denied for everything the sentence offers: "you cannot opt out of these e-mails",
 * but not "you may opt out of marketing, but other uses cannot be disabled".
 */
export const CHOICE_DENIED = {
  test(text: string): boolean {
    if (!NO_WAY_TO_STOP.test(text)) return false;
    const clauses = text.split(/[;:]|,?\s*\b(?:but|however|while|whereas)\b/i);
    return !clauses.some((c) => !NO_WAY_TO_STOP.test(c) && STOP.test(c));
  },
};

/** Words up to 100 characters within one clause: not across ", the marketing you see ...". */
export const CLAUSE_GAP = /(?:(?!,\s+(?:the|we|you|your|this|it|they|our)\b)[^.;]){0,100}?/i;

/** Stopping a use, consent withdrawn as well. */
export const STOP = group(...STOP_WORDS, /\b(?:withdr[ae]wn?|withdraw(?:s|ing)?)\b/i);
/**
 * Stopping a use, not by withdrawing a consent: after the use, "withdraw that consent" is the
 * opt-in's own condition ("only with your consent, which you may withdraw").
 */
export const STOP_LATER = group(...STOP_WORDS);

/**
 * Agreeing, in its many words: a box ticked, a quoted option chosen, a setting switched on,
 * "opted in", "said yes", "given consent". Not a choice of something else ("chose express
 * delivery", "checked in", "accept a booking", "accept our terms"), and not "chose not to".
 */
const AGREE =
  /(?:(?:ticked|ticks?|tick(?:ing)?|checked|checks?) (?:the |a |this |that )?(?:[\w-]+ ){0,2}(?:box|option)|(?:chose|choose|chosen) to (?:receive|get|hear|be (?:contacted|sent)|share|opt in|enable|turn|switch|allow|subscribe|join|sign up|take part)|opted in|opts? in|opt in|agreed|agrees?|agree|consented|consents?|consent|said ["'“‘]?yes|says? ["'“‘]?yes|said so|(?:given|gives?|give|granted|grants?) (?:us )?(?:your |their )?(?:[\w-]+,? )?(?:consent|permission|agreement)|switched (?:it |this |them )?on|switch (?:it |this |them )?on|turned (?:it |this |them )?on|turn (?:it |this |them )?on|enabled?|enabl(?:es|ing)|(?:tapped|taps?|tap|clicked|clicks?|click|select(?:ed|s)?) (?:on )?["'“‘]?(?:allow|accept|yes|agree|i agree|opt in|share with)|(?:select(?:ed|s)?|tick(?:ed|s)?|check(?:ed|s)?) (?:the )?["'“‘]|(?:signed|signs?) up (?:for|to) (?:them|it|this|receive|our (?:newsletter|mailing list|marketing|offers)|the (?:newsletter|mailing list)|a newsletter)|subscribed (?:to (?:them|it|our newsletter|the newsletter|receive))|subscribes? to (?:them|it)|(?:requested|asked for) (?:it|them)|allowed|allows?|allow|accept(?:s|ed)?(?! (?:our|the|these|its|a|any) (?:terms|booking|order|bid|offer|invitation|cookies (?:required|needed|necessary)))|told us (?:that )?(?:you|they) (?:want|are happy|would like))\b(?! not\b)/i;
/** Someone who may agree: "you", "users", "the attendee", "the graduate". */
const WHO = /(?:you|they|(?:the |a |an |each )?(?:[a-z]+ )?[a-z]+)/i;
const CONSENT_WORDS =
  /(?:(?:prior|explicit|express|specific|separate|affirmative|opt-in|informed|freely given|active),? (?:and )?)*(?:consent|permission|agreement|opt-?in)\b/i;

/**
 * The use happens only after the person has agreed: a box ticked, a setting switched on, a
 * prompt allowed, consent asked or collected first, off by default, "unless you have opted in".
 */
const CONSENT_FIRST = group(
  seq(
    /\b(?:only |solely |just )?(?:if|where|once|after|provided(?: that)?|unless|until) /i,
    WHO,
    /(?: have| has|['’]ve)? (?:[a-z]+ )?/i,
    AGREE,
  ),
  seq(/\bwho (?:have |has |['’]ve )?(?:[a-z]+ )?/i, AGREE),
  seq(
    /\b(?:ask(?:s|ing)?|seek(?:s|ing)?|request(?:s|ing)?|obtain(?:s|ing)?|get|gets|collect(?:s|ing)?|need|needs|requires?) (?:for )?(?:your|their|the user['’]s) /i,
    CONSENT_WORDS,
  ),
  /\b(?:consent|permission|agreement) (?:will|shall|must|is|has) (?:be |been )?(?:requested|obtained|sought|asked for|collected|given|required|needed)\b/i,
  seq(/\b(?:with|only with|subject to|based (?:solely |only )?on|on the basis of) (?:your|their|the) /i, CONSENT_WORDS),
  /\b(?:requires?|asks?|ask) (?:you|users?|them) to (?:opt in|consent|agree|sign up|tick|check|select|subscribe)\b/i,
  /\bask(?:s)? (?:you|for your (?:consent|permission|agreement)) (?:first |beforehand )?before\b/i,
  /\b(?:is|are) (?:strictly |purely |entirely |always )?opt-?in\b/i,
  /\b(?:off|disabled|turned off|switched off|not (?:active|enabled|on)) (?:by default|until|unless|for new)\b/i,
  /\b(?:opt-?in (?:only|basis|consent)|double opt-?in)\b/i,
  /\b(?:entirely|completely|strictly|purely) (?:optional|voluntary)\b/i,
  seq(/\byou must (?:[\w'’]+ ){0,6}?/i, AGREE),
  /\b(?:agreeing|happy) to (?:receive|hear from)\b/i,
);

/**
 * A promotional or advertising word not denied just before it: "used only to run the app, and
 * never to target advertising" denies its use; "used to send you offers" states it.
 */
export function statesAUse(text: string): boolean {
  for (const re of [PROMOTION, ADVERTISING_CONTENT]) {
    const g = new RegExp(re.source, "gi");
    for (const m of text.matchAll(g)) {
      // The clause before it, from its last stop or "but": a denial there covers a list ("never
      // for marketing, advertising or profiling").
      const before =
        text
          .slice(0, m.index)
          .split(/[.;:]|\b(?:but|however|except|although)\b/i)
          .pop() ?? "";
      if (!/\b(?:not|never|no|nor|none|nothing|without|neither)\b|n['’]t\b/i.test(before)) return true;
    }
  }
  return false;
}

/** What running the service is: providing it, delivering it, operating the account, answering the user. */
const SERVICE_WORK =
  /(?:the purposes? of )?(?:provid\w*|deliver\w*|run(?:s|ning)?|operat\w*|giv(?:e|ing) you|arrang\w*|process(?:ing)? (?:your|the)|manag\w*|let(?:ting)? you|mak(?:e|ing) (?:the|our|your) (?:\w+ )?work|perform\w*|receiv\w*|enabl\w*|administer\w*|fulfil\w*|handl\w*|support(?:ing)? (?:your|the)|generat\w* (?:responses|results|answers|your)|coordinat\w*|maintain\w*|respond\w* to (?:you|your))\b/i;

/**
 * Personal data put to no use beyond the service: "used only to arrange and deliver your care",
 * "for one reason only: to process your claim", "not used for any purpose other than providing
 * the app", "makes no other use of it", "not repurposed", "limits its use to what is required".
 */
export const ONLY_THE_SERVICE = anyOf(
  seq(
    /\b(?:used|processed|serves?|use (?:it|them)|uses (?:it|them)|process(?:es)? (?:it|them))\b/i,
    gap(60),
    /\b(?:only|solely|exclusively|strictly)\s+(?:ever\s+)?(?:to|for|in order to)\s+/i,
    SERVICE_WORK,
  ),
  // One purpose named, beside the use: "the only purpose for which we process your e-mail address is",
  // "why do we collect it? for one reason only", "we use it for that alone".
  seq(
    /\b(?:(?:the|our|its) (?:only|sole) (?:purpose|reason|use)|(?:for )?one (?:reason|purpose|thing) only)\b/i,
    gap(40),
    /\b(?:we (?:process|use|collect|hold|keep)|(?:is|are) (?:used|processed|collected)|to (?:process|provide|deliver|run|operate|manage|let you))\b/i,
  ),
  seq(
    /\b(?:use|used|uses|process\w*|collect\w*)\b/i,
    gap(60),
    /\b(?:for (?:that|this) (?:purpose )?alone|for the (?:stated|specified) purposes? only|for one (?:reason|purpose|thing) only)\b/i,
  ),
  seq(
    /\b(?:not|never|no)\b/i,
    gap(60),
    /\b(?:used|use|process\w*|repurpos\w*)\b/i,
    gap(60),
    /\b(?:for (?:its|their|our) own purposes|for any (?:other )?purposes?|for anything else|in any (?:other )?way)\b/i,
    // Not "other than those set out in this policy": that is every use the policy states.
    /(?!\s+(?:other than|except|beyond)\s+(?:those|the (?:ones|purposes?)|as)\b)/i,
  ),
  // One purpose named by its name: "used for check-in purposes only".
  /\b(?:used|processed|collected)\s+(?:solely |only |exclusively )?for (?:[\w-]+ ){1,2}purposes? only\b/i,
  /\b(?:and|for) no other (?:purpose|use|reason)s?\b|\bdo nothing (?:else )?with (?:your|their) (?:data|information|details)\b/i,
  /\blimit (?:our |its )?processing to what is (?:strictly )?(?:needed|necessary|required)\b/i,
  /\bno other use\b|\bmakes? no (?:other|further) use\b|\b(?:not|never) (?:be )?repurpos\w*|\bdoes not repurpose\b/i,
  /\blimits? (?:its|our|the) use of\b[^.;]{0,60}\b(?:required|necessary|needed)\b/i,
  seq(
    /\b(?:used|processed)\s+(?:only\s+)?to (?:provide|deliver|run|operate)\b/i,
    gap(60),
    /\bnot (?:to|for) (?:market|advertis|promot|sell|profil)\w*/i,
  ),
);

/**
 * A consent beside another ground that needs none: "on the basis of your consent, or if we have a
 * legitimate interest" leaves the use in the vendor's hands.
 */
export const OR_ANOTHER_GROUND = anyOf(
  /\b(?:consent|permission|agreement|opt(?:ed)?[- ]in)\b[^.;]{0,60}\bor\b[^.;]{0,40}\blegitimate interests?\b/i,
  /\blegitimate interests?\b[^.;]{0,20}\b(?:to (?:send|show|market|advertise|contact)|for (?:direct )?(?:marketing|advertising)|in (?:direct )?(?:marketing|advertising|sending|showing))\b/i,
  /\brely on (?:our )?legitimate interests?\b[^.;]{0,40}\b(?:marketing|advertis\w*|offers|promotional)\b/i,
  /\b(?:otherwise|or where) permitted by law\b/i,
);

/**
 * Cheap tests before the long patterns run (substrings): a word every statement of a consent
 * asked first has, and one every statement of stopping a use has.
 */
export const SAYS_AGREEING =
  /consent|permission|agree|opt|tick|check|chose|choose|said|says|say |switch|turn|enabl|tap|click|select|sign|subscri|request|asked|allow|accept|told|default|optional|voluntary|happy/i;
export const SAYS_STOPPING =
  /unsubscri|opt|untick|uncheck|mut|declin|reject|refus|object|revok|cancel|block|leav|paus|cease|suppression|not-call|not call|stop|turn|switch|toggl|disabl|flip|set|no longer|rather|prefer|want|mind|ask|instruct|tell|request|take|remov|exclud|withdr/i;

const CONSENT_FIRST_EVERYWHERE = new RegExp(CONSENT_FIRST.source, "gi");

/** A consent asked first (CONSENT_FIRST) with a non-essential use within 140 characters of it, in the same clause. */
export function consentBesideUse(text: string): boolean {
  for (const m of text.matchAll(CONSENT_FIRST_EVERYWHERE)) {
    const before =
      text
        .slice(Math.max(0, m.index - 140), m.index)
        .split(/[.;]/)
        .pop() ?? "";
    const end = m.index + m[0].length;
    const after = text.slice(end, end + 140).split(/[.;]/)[0] ?? "";
    if (NONESSENTIAL_USE.test(before) || NONESSENTIAL_USE.test(after)) return true;
  }
  return false;
}

/** Where a consent phrase starts: the span quoted once `consentBesideUse` has found one. */
export const CONSENT_START =
  /\b(?:only|solely|just|if|where|once|after|provided|unless|until|who|ask|asks|seek|seeks|request|requests|obtain|obtains|get|gets|collect|collects|need|needs|require|requires|consent|permission|agreement|with|subject to|based|on the basis|is|are|off|disabled|turned|switched|not|opt-?in|double|entirely|completely|strictly|purely|you must|agreeing|happy)\b/i;

/**
 * The words of deleting one's own personal data, in one place for the rubric's statements that
 * read it: the user deletes it with a mechanism of the product (`rubric.delete_self_service`),
 * asks the vendor to (`rubric.delete_on_request`), or cannot have it deleted
 * (`rubric.no_deletion`). A policy's deletion section is mostly something else: the vendor's own
 * retention schedule, backups, content it removes, a customer's or another platform's data,
 * cookies and unsubscribing, the other rights, deleting one item of the product.
 */
import { anyOf, gap, group, seq } from "./pattern";

/** Deleting, as a verb: "delete", "erase", "wipe", "purge", "destroy", "remove". */
export const DELETE_VERB =
  /\b(?:delet(?:e|es|ed|ing)|eras(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|purg(?:e|es|ed|ing)|wip(?:e|es|ed|ing)|destroy(?:s|ed|ing)?)\b(?!\s+(?:access|(?:your )?devices?)\b)/i;

/** Deleting, as a noun: "deletion", "erasure", "removal", "the right to be forgotten". */
export const DELETION_NOUN = /\b(?:deletion|erasure|removal|destruction|elimination|be forgotten)\b/i;

/**
 * A word of deleting, as a cheap test before the patterns run: every way of saying that data is or
 * can be deleted has one (the patterns are long, and most sentences have none).
 */
export const DELETION_WORD = /\b(?:delet|eras|remov|purg|wip|destr|forg|elimin|clos)/i;

/**
 * What is deleted when a person deletes their own data: their account or profile, their personal
 * data, their history, everything; "the data we hold about you". Not one item of the product
 * ("a playlist", "a draft"), nor another person's data.
 */
export const OWN_DATA = seq(
  // A part is not all of it, by the word before: "certain information about you", "some personal
  // data". Nor is a place: "the button on your profile".
  /\b(?<!\b(?:certain|some|specific|limited|particular|on|in|from|under|within|via|through|into) )/i,
  group(
    // One kind of data is not all of it: "your payment information", "your location data".
    /\b(?:your|my|their|his or her|the user['’]s|own|entire|whole|all(?: of)?(?: your| my| their)?) (?!(?:payment|billing|card|credit card|bank|location|contact|marketing|e-?mail|phone|search|browsing|cookie|usage|device|log|tax|shipping|delivery|health|biometric)\b)(?:[\w-]+ ){0,3}?(?:accounts?|workspaces?|profiles?|(?:personal )?(?:data|information|info|details)|records)\b(?!\s+(?:pictures?|photos?|images?|pics?|fields?|names?|banners?|descriptions?|bios?|URLs?|settings|dashboard|page|section|portal|menu|preferences|tab|screen|area)\b)/i,
    /\bpersonal (?:data|information|info|details)\b/i,
    /\b(?:account|profile|user|member|customer) (?:data|information|records|details)\b/i,
    /\b(?:the )?(?:data|information) (?:we hold|we have|we keep|we store|(?:that is |which is )?(?:associated|linked|connected) with)\b/i,
    /\b(?:data|information) (?:\w+ )?about (?:you|them|yourself)\b/i,
    /\beverything\b/i,
    /\b(?:organi[sz]ation|workspace|team)['’]?s? (?:data|account)\b/i,
    /\b(?:the )?(?:associated|related|linked) (?:personal )?(?:data|information)\b/i,
    // Named before and pointed back to: "to inspect the data stored about you, to amend or delete this data".
    /\b(?:this|that|such|these|those) (?:personal )?(?:data|information)\b/i,
    // What a voice service keeps of a person: "individual voice recordings". (One history alone,
    // "your search history", is a part of the data, not all of it.)
    /\b(?:voice recordings|(?:your |their |the )?(?:entire|whole|full) (?:[\w-]+ )?history)\b/i,
  ),
);

/** Deleted, as a participle. */
const PARTICIPLE = /(?:deleted|erased|removed|purged|wiped|destroyed)\b/i;

/** "Delete your account", "erase all of your data", "your personal data ... removed". */
export const DELETE_OWN_DATA = anyOf(
  seq(DELETE_VERB, gap(50), OWN_DATA),
  // The data first (one scan from it): deleted by name ("review the information we hold about
  // you and delete it"), in the passive ("your account can be deleted", "your personal info wiped").
  seq(
    OWN_DATA,
    group(
      seq(
        gap(50),
        group(
          seq(DELETE_VERB, /\s+(?:it|them)\b/i),
          seq(/\b(?:be|is|are|been|being|get|gets|got)\s+(?:\w+\s+)?/i, PARTICIPLE),
        ),
      ),
      seq(/(?:\s+\w+){0,3}?\s+/i, PARTICIPLE),
    ),
  ),
  // Had deleted: "have their account and viewing history permanently deleted".
  seq(
    /\b(?:have|get|having|getting)\s+/i,
    group(OWN_DATA, /\b(?:the|that|this|such) (?:personal )?(?:data|information)\b/i),
    gap(40),
    /\b/i,
    PARTICIPLE,
  ),
  seq(DELETION_NOUN, gap(30), OWN_DATA),
  /\bclos(?:e|es|ed|ing) (?:and (?:permanently )?delete )?(?:your |their |my |the )?(?:[\w-]+ )?accounts?\b/i,
  seq(/\b(?:account|profile|data)\b/i, /\s+/i, DELETION_NOUN),
  // The button's own words: "Forget me", "Close and delete my account", "Settings > Delete Account".
  /(?:["“'‘]|[>›»→] ?)(?:forget me|(?:close and )?(?:delete|erase|remove|close) (?:all )?(?:(?:of )?my |your )?(?:account|profile|data|information|personal \w+|everything)\b)/i,
);

/** A control of the product named by what it does: "the Delete Account button", "a “Forget me” option". */
export const DELETION_CONTROL =
  /(?:\b|["“'‘])(?:forget me|(?:delete|erase|close|remove) (?:my |your )?(?:account|profile|data))["”’]? (?:button|option|link|tool|function|feature)\b/i;

/**
 * A mechanism of the product, used by the user: its settings and pages, a path through its menus
 * ("Settings > Account > Delete"), a button, the app itself, "self-service", "with one click", and
 * the gestures that use them.
 */
export const SELF_SERVICE = anyOf(
  /\b(?:settings?|preferences|dashboard|portal|control panel|admin console|(?:web|user) interface|privacy (?:cent(?:er|re)|hub|dashboard|tools?|controls))\b/i,
  // A page named ("the Account page"), not a pointer ("this section", "the page below").
  /\b[\w'’&]+["”]? (?:page|tab|screen|menu|section|panel|console)\b(?<!\b(?:contact|contact us|request|support|help|web|this|that|the|a|each|every|any|our|its|which|following|above|below|next|previous|relevant)["”]? (?:page|tab|screen|menu|section|panel|console))/i,
  /\w ?[>›»→] ?\w/i,
  /\b(?:button|toggle|link)\b/i,
  /["“][^"”]{2,40}["”] (?:option|function|feature|tool|button|link)\b/i,
  /\b(?:(?:deletion|erasure|removal) (?:tool|feature|option|function|page)|self[- ]service|with (?:a |one )?(?:single )?(?:click|tap)|(?:in|within|through|from|using) (?:the |our |your )?(?:[\w-]+ )?(?:app|application|game)\b|in[- ](?:app|game)\b(?!\s+(?:\w+ing|messag\w*|purchases?|chat|notifications?|ads?|advertising|features?|functions?|currency|items?)\b)|(?:in|on|from|under) (?:your |the )?profile\b|(?:through|via|within|in) the (?:service|site|web ?site|platform|product)\b|you can directly|follow(?:ing)? the instructions|on your (?:own|device)|(?<!\babout )(?:yourself|themselves|himself|herself)|(?<!\b(?:un)?able to )(?:log|logged|logging|sign|signed|signing) in(?:to)?\b)/i,
  /\b(?:tap|click|press|go to|navigate to)\b|\b(?:select|choose|open)\w*\s+["“'‘]/i,
);

/** An e-mail address, from its "@" (a pattern that starts at a literal is found fast). */
const EMAIL = /(?<=[\w.+-])@[\w-]+(?:\.[\w-]+)+/i;

/** Whenever the user likes: "at any time", "at any point", "whenever you". */
export const AT_WILL_WORD = /\bat any (?:time|point)\b|\bwhenever (?:you|they)\b/i;

/** Up to 40 characters of one clause with no word of asking in them ("request", "contact", "email"…). */
const NOTHING_ASKED = /(?:(?!\b(?:request|ask|contact|e-?mail|writ|call|submit)\w*\b)[^.;]){0,40}?/i;

/**
 * The user deletes it whenever they like, with no one asked: "you may delete your account at any
 * time", "at any point, you can close your account".
 */
export const AT_WILL = anyOf(
  seq(
    /\b(?:you|users?|members?|customers?|account (?:holders?|owners?)) (?:can|may|are able to|have the (?:ability|option) to)\b/i,
    NOTHING_ASKED,
    DELETE_OWN_DATA,
    gap(40),
    AT_WILL_WORD,
  ),
  seq(
    /\bat any (?:time|point)\b/i,
    gap(10),
    /\b(?:you|users?|members?|customers?) (?:can|may|are able to)\b/i,
    NOTHING_ASKED,
    DELETE_OWN_DATA,
  ),
);

/** The vendor deletes: "we will delete personal information collected through the Services". */
export const VENDOR_DELETES =
  /\bwe (?:will |may |shall |then |also |automatically |will then |may also )*(?:permanently )?(?:delete|erase|remove|purge|destroy)\b/i;

/**
 * The user deletes: a user who can delete, an instruction ("go to", "to delete your account,"), a
 * passive that can be done ("can be deleted"). Beside it, "we will delete" is what follows.
 */
export const USER_DELETES =
  /\b(?:you|users?|members?|customers?|players?|patients?|donors?|candidates?|merchants?|administrators?|admins?|account (?:holders?|owners?))\b[^.;]{0,50}?\b(?:can|may|are able to|have the (?:option|ability) to|choose to)\b[^.;]{0,30}\b(?:delete|erase|remove|close|deactivate)\b|^\W*(?:go to|tap|click|select|open|visit|use)\b|\bto (?:delete|erase|remove|close) (?:your|their)\b|\bcan be (?:permanently )?(?:deleted|erased|removed)\b/i;

/**
 * Deletion asked for in so many words: the right to it, "ask us to delete", "deletion requests",
 * "delete or correct your data".
 */
export const ASKED_FOR_DELETION = anyOf(
  // The right to it, alone or in a list: "the right to erasure", "the right to have your data
  // deleted", "the right to access, correct or delete your data".
  /\bright (?:to|of)\b[^.;]{0,50}\b(?:delet\w*|eras\w*|remov\w*|destr\w*|be forgotten)\b/i,
  seq(/\brights\b/i, gap(60), DELETION_NOUN),
  /\b(?:ask|asks|asked|asking) us to (?:delete|erase|remove|destroy)\b/i,
  // Requests named by what they ask: "deletion requests can be sent to privacy@…", "requests for
  // erasure can be made orally".
  /\b(?:deletion|erasure) requests?\b|\brequests? (?:for|of) (?:\w+ ){0,2}?(?:deletion|erasure|removal)\b/i,
  /\b(?:delete|erase|remove) (?:or|and) (?:correct|update|rectify|amend)\b[^.;]{0,40}\b(?:your|personal)\b/i,
);

/**
 * Asking the vendor: an e-mail address, writing or calling, a request or its form, a ticket,
 * written notice, the support or privacy team or officer.
 */
export const REQUEST_CHANNEL = anyOf(
  EMAIL,
  /\b(?:contact(?:ing)?|e-?mail(?:ing)?|writ(?:e|ing) to|call(?:ing)?|phon(?:e|ing)|reach(?:ing)? out to|drop(?:ping)? us|ask(?:ing)?|notify(?:ing)?) (?:us|our|the|a member|support|customer (?:service|support|care))\b/i,
  /\blet us know\b|\b(?:want|wish|like|need) us to\b/i,
  /\b(?:request(?:s|ed|ing)?|ticket|written notice|in writing|by (?:e-?mail|post|mail|phone|telephone|letter))\b/i,
  /\b(?:support (?:team|desk|staff)|customer (?:service|support|care)|help ?desk|privacy (?:team|office|officer)|data protection (?:officer|team|office)|DPO|grievance officer)\b/i,
);

/** The strongest signs of asking, which make a page or form of the product a way to ask. */
export const ASKING = anyOf(
  EMAIL,
  /\blet us know\b|(?<!\bwithout (?:\w+ ){0,3})\b(?:contact(?:ing)? (?:us|our|the|support|customer)|e-?mail(?:ing)? us|writ(?:e|ing) to (?:us|our|the)|call(?:ing)? us|notify(?:ing)? us|reach(?:ing)? out|drop(?:ping)? us|ask(?:ing)? us|raise a ticket|support ticket|written notice|in writing|(?:our|the) support (?:team|desk|staff)|customer (?:service|support|care))\b/i,
  /\brequest (?:form|portal)\b|\b(?:form|portal)\b[^.;]{0,20}\brequests?\b|\bsubmit(?:ting)? (?:a |your |the )?(?:[\w-]+ ){0,3}request\b|\bsend(?:ing)? (?:us )?(?:a |your )?(?:written )?request\b/i,
  /\b(?:your|the|a|such|this) request\b|\b(?:request|ask) (?:that )?(?:we|us)\b|\b(?:deletion|erasure) (?:can|may) be requested\b|\bcan be requested\b/i,
);

/**
 * A deletion that is not the user's own: a child's data at a parent's request, another
 * platform's or the customer's records, content the vendor takes down.
 */
export const NOT_THE_USERS_OWN = anyOf(
  /\b(?:your|their) (?:child|children|son|daughter|minor)\b|\b(?:a|the) (?:child|son|daughter)\b|\b(?:child(?:ren)?|minor)['’]s\b/i,
  /\b(?:contact|ask|direct (?:any |your )?requests? to) (?:that|the relevant|those|such|the third[- ]party|the other|the (?:organi[sz]ation|employer|school|provider|platform|merchant))\b/i,
  /\b(?:DMCA|copyright\w*|trademarks?|infring\w*|violat\w*|breach(?:es)? (?:of )?(?:our|these|the) (?:terms|rules|guidelines))\b/i,
);

/** Making an account invisible or dormant: deactivated, hidden, suspended, archived, disabled, "switched off". */
const DEACTIVATION =
  /\b(?:deactivat\w*|hid(?:e|es|den|ing)|suspen(?:d|ds|ded|sion)|archiv\w*|disabl\w*|switch(?:ed)? off)\b/i;

/** Kept on: "retain", "keep", "store", "hold", "remain", "stay", "continue to". */
const KEPT =
  /\b(?:retain\w*|kept|keep\w*|stor(?:e|ed|es|ing)|hold\w*|held|remain\w*|stay\w*|preserv\w*|continue to (?:hold|store|keep|be (?:stored|kept|held|visible|shown)))\b/i;

/**
 * Kept on, said of the data and not denied: "your messages remain", "Gridline retains your ride
 * history"; not "is not stored", nor the user's duties or the terms' clauses ("you remain
 * responsible", "will remain in effect").
 */
const KEPT_ON = seq(
  /\b(?<!\b(?:not|never|no longer|n['’]t) (?:be )?)/i,
  KEPT,
  /(?!\s+(?:responsible|liable|in (?:effect|force)|bound|valid|obligated|subject))/i,
);

/** The account can only be made dormant: "the “Remove account” option only hides your profile". */
const ONLY_DORMANT = anyOf(
  /\bonly (?:be )?(?:deactivat\w*|hid(?:e|es|den)|suspend\w*|archiv\w*|disabl\w*|paus(?:e|es|ed))\b/i,
  seq(/\b(?:only|sole) (?:option|choice|thing|alternative)\b/i, gap(40), DEACTIVATION),
  seq(DEACTIVATION, gap(60), /\b(?:but|however)\b/i, gap(40), KEPT),
);

/** A deletion set beside what is not one: "whereas", "unlike", "is permanently deleted". */
const BESIDE_A_DELETION =
  /\b(?:whereas|unlike)\b|(?<!\b(?:not|cannot|never|n['’]t) )\b(?:is|are|be) permanently (?:deleted|erased|removed)\b/i;

/**
 * Only dormant, where the sentence does not set a deletion beside it ("your photos are permanently
 * deleted when you use “Delete Account”, whereas pausing your profile only hides it").
 */
export const ONLY_DEACTIVATES = {
  test: (text: string) => ONLY_DORMANT.test(text) && !BESIDE_A_DELETION.test(text),
};

/** Kept for good: "indefinitely", "permanently", "forever", "for an unlimited period". */
const FOR_GOOD =
  /\b(?:indefinitely|permanently(?!\s+(?:delet|eras|remov|purg|wip|destroy|clos))|(?:is|are|be|become|becomes) (?:\w+ )?permanent\b|permanent (?:record|copy|copies|archive|part)|forever|perpetual(?:ly)?|without (?:any )?time limit|for an unlimited period|for the life of|never (?:be )?(?:deleted|removed|erased))\b/i;

/** After the user leaves: closing, cancelling, deleting the account, leaving, stopping. */
const AFTER_LEAVING =
  /\b(?:after|even if|even when|when|once|following|upon)\b[^.;]{0,30}\b(?:clos\w*|cancel\w*|terminat\w*|leav\w*|left|stop\w*|delet\w*|unsubscrib\w*|uninstall\w*|quit\w*)\b/i;

/**
 * The user's data cannot be deleted: it cannot be, it is not, no means to do it is offered,
 * requests for it are refused, the account can only be deactivated, or it is kept for good after
 * the user leaves.
 */
export const NOT_DELETABLE = anyOf(
  seq(
    /\b(?:cannot|can't|can not|can never|could not|are unable to|is unable to|am unable to|unable to|not able to|no (?:\w+ )?(?:way|ability|means|mechanism|option|facility) (?:\w+ ){0,3}?to|not (?:technically )?possible to)\b/i,
    gap(40),
    /\b(?:delete|remove|erase|withdraw|be (?:permanently )?(?:deleted|removed|erased|withdrawn|altered))\b/i,
  ),
  /\b(?:cannot|can't|can not|can never|will not|won't|will never|may not|shall not) be (?:permanently )?(?:deleted|removed|erased|withdrawn)\b/i,
  /\b(?:is|are) not (?:permanently )?(?:deleted|removed|erased)\b|\brather than (?:deleted|erased|removed)\b/i,
  /\b(?:do|does|will) not (?:permanently )?(?:delete|remove|erase|result in the (?:deletion|erasure|removal))\b|\b(?:don['’]t|doesn['’]t|won['’]t) (?:permanently )?(?:delete|remove|erase)\b/i,
  /\b(?:do|does) not (?:offer|provide|support|allow|permit)\b[^.;]{0,40}\b(?:delet\w*|eras\w*|remov\w*)\b/i,
  /\bno (?:\w+ )?(?:mechanism|option|way|means|facility|process) (?:is |exists |to |for )[^.;]{0,20}\b(?:delet\w*|eras\w*|remov\w*)\b/i,
  /\b(?:deletion|erasure|removal)\b[^.;]{0,10}\b(?:is )?not (?:available|offered|possible|supported|provided)\b/i,
  /\b(?:requests?|asks?) (?:to|for) (?:delet\w*|eras\w*|remov\w*)\b[^.;]{0,90}\b(?:will not|won't|cannot|are not|is not) (?:be )?(?:honou?red|accepted|granted|processed|fulfill?ed)\b/i,
  ONLY_DORMANT,
  seq(DEACTIVATION, gap(40), /\b(?:is|are) the only\b/i),
  seq(KEPT, gap(60), FOR_GOOD),
  seq(FOR_GOOD, gap(60), KEPT),
  seq(KEPT_ON, gap(60), AFTER_LEAVING),
  seq(AFTER_LEAVING, gap(60), KEPT_ON),
);

/** The same cheap test for a refusal: a word of deleting, of deactivating, of keeping for good, or of leaving. */
export const REFUSAL_WORD =
  /\b(?:delet|eras|remov|withdr|alter|deactivat|hid|suspen|archiv|disabl|switch|indefinit|permanent|forever|perpetual|unlimited|time limit|life of|clos|cancel|terminat|leav|left|stop|unsubscrib|uninstall|quit)/i;

/**
 * What the user's data cannot be deleted from must be theirs, or what they gave: a kind of data,
 * the account, what they posted.
 */
export const DELETABLE_THING = anyOf(
  OWN_DATA,
  /\b(?:accounts?|profiles?|data|information|records|details|history|contributions|content|posts|comments|reviews|messages|edits|entries|uploads|files|prompts|submissions|recordings)\b/i,
);

/**
 * Not a refusal: the vendor keeps some data for a while, for the law, or in backups ("we may
 * retain some information after you close your account to comply with the law"), keeps what is
 * anonymous, or speaks of something the user did not give.
 */
export const NOT_A_REFUSAL = anyOf(
  /\bmay (?:still |continue to )?(?:remain|stay|be (?:retained|kept|stored)|retain|keep|store|hold)\b(?![^.;]*\b(?:indefinitely|forever|perpetually|without (?:any )?time limit|unlimited)\b)/i,
  /\b(?:some|certain|limited|aggregated|anonymi[sz]ed|de-identified|pseudonymi[sz]ed)\b[^.;]{0,20}\b(?:data|information|records|details)\b/i,
  /\b(?:backups?|back-ups?|as (?:required|permitted) by (?:applicable )?law|legal (?:obligations?|requirements?|reasons)|required by law|for (?:legal|tax|accounting|audit|regulatory|fraud|security) (?:purposes|reasons))\b/i,
  /\b(?:cookies?|browser|uninstall\w*)\b[^.;]{0,30}\b(?:not|cannot)\b/i,
  // The vendor deletes it later: "retained for 30 days after you close your account, then deleted".
  /\b(?:for|within|up to) (?:a period of )?(?:\d+|one|two|three|six|thirty|ninety) (?:days?|weeks?|months?|years?)\b|\b(?:then|thereafter|after which|before (?:it is |being )?)\b[^.;]{0,20}\b(?:deleted|erased|removed|anonymi[sz]ed)\b|\buntil\b/i,
  /\b(?:we|will) (?:will )?(?:permanently )?(?:delete|erase|remove|anonymi[sz]e|purge)\b/i,
  // Not without the user's say: "we will not delete your data without your consent", "unless you ask".
  /\bwithout (?:your |their )?(?:consent|permission|instructions?|request|notice|asking)\b|\bunless\b/i,
  // The app removed from a phone, and a deletion set beside the refusal ("whereas").
  /\b(?:deleting|removing|uninstalling) (?:the|our|this) app\b(?![^.;]*\b(?:no way|no option|not possible|cannot)\b)/i,
  BESIDE_A_DELETION,
  /\bcannot be undone\b|\bcan(?:not|'t) be (?:recovered|restored|reactivated|retrieved)\b/i,
);

/**
 * Pricing signals: how predictable and fair the cost is. Read from pricing pages, the home
 * page, FAQs and the terms (renewal, refunds, price changes).
 */
import { PRICING_PAGES, type SignalRule } from "./rule";

const PRICE_PREFER = ["pricing", "home", "faq", "terms", "legal", "other"] as const;
const TERMS_PREFER = ["terms", "pricing", "legal", "faq", "home", "other"] as const;

/** Currency codes and signs, before or after the number. */
const CURRENCY_CODE = String.raw`(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|NZD|SEK|NOK|DKK|PLN|INR|BRL|CNY|SGD|HKD|MXN|ZAR)`;
/** A number: 12, 9.99, 1,200, 1 200, 0,018, 25.– */
const NUMBER = String.raw`\d{1,3}(?:[,.'’ ]\d{3})*(?:[.,]\d+)?(?:\.–)?|\d+(?:[.,]\d+)?(?:\.–)?`;
/** A money amount: $12, €9.99, 9,99 €, ¥1200, CHF 25, 25 USD. */
const AMOUNT = String.raw`(?:(?:US\$|A\$|C\$|R\$|[$€£¥₹])\s?(?:${NUMBER})|\b(?:${NUMBER})\s?(?:€|£|¥|₹|${CURRENCY_CODE}\b)|\b${CURRENCY_CODE}\s?(?:${NUMBER}))`;
/** What a price is per: time, people, and units of usage. */
const PER_TIME_OR_SEAT = String.raw`(?:month|mo|year|yr|annum|user|seat|member|host|editor|agent|licen[cs]e|person|employee|creator|admin)`;
const USAGE_UNIT = String.raw`(?:gb|gib|tb|mb|gb-month|gb-hour|vcpu-hours?|vcpu|cpu-hours?|hours?|minutes?|seconds?|api calls?|calls?|requests?|(?:input |output )?tokens?|credits?|contacts?|emails?|messages?|sms|texts?|documents?|pages?|images?|generations?|transcription minutes?|conversations?|tickets?|invocations?|executions?|runs?|events?|rows?|records?|queries|searches|lookups?|verifications?|1,000|1000|thousand|million|mio|k)`;
const NUMBER_WORD = String.raw`(?:\d+|thirty|sixty|ninety|fourteen|seven|ten|fifteen|forty-five)`;

export const PRICING_SIGNALS: SignalRule[] = [
  {
    id: "pricing.public_prices",
    dimension: "pricing",
    polarity: "strength",
    weight: -1.5,
    impact: "low",
    finding: "Prices are published.",
    pattern: new RegExp(
      `${AMOUNT}(?:\\s?\\/\\s?(?:${PER_TIME_OR_SEAT}|${USAGE_UNIT})\\b|[^.]{0,60}\\b(?:per|a|each|an)\\s+(?:(?:active |additional )?${PER_TIME_OR_SEAT}|${USAGE_UNIT})\\b|[^.]{0,40}\\b(?:monthly|annually|yearly|billed))`,
      "i",
    ),
    unless: /\b(liabilit|exceed|damages|penalt|fine|bounty|reward|refund|invoice|deposit)\w*/i,
    // A plan's price is the evidence; an overage or add-on rate only when nothing else is quoted.
    weakQuote:
      /\b(?:additional|extra|overage|top[- ]?ups?|add-ons?|beyond|above|use up|run out|each additional|per additional|once you (?:reach|hit))\b/i,
    kinds: ["pricing", "home", "faq", "other"],
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.free_tier",
    dimension: "pricing",
    polarity: "strength",
    weight: -1,
    impact: "low",
    finding: "A free plan is available.",
    pattern:
      /\bfree (?:plan|tier|version|edition|account|option|forever)\b|\bfree for (?:up to|individuals|small|personal|ever|everyone)\b|\bforever free\b|\b(?<subject>[\w-]+(?: (?:app|application|service|product|platform|tool|software|plan|basic plan|personal plan|starter plan|free plan|core product|extension))?) (?:is|are|remains?|stays?) (?:completely |entirely |totally |100% |always )?free\b(?!\s+(?:to|from)\b|\s+of\s+(?!charge\b))|\bit['’]s (?:completely |entirely |totally |100% |always )?free\b(?!\s+(?:to|from)\b)|\bplans start at (?:\$|€|£)0\b|^free(?::|$)/i,
    unless: /\btrial\b/i,
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.no_free_tier",
    dimension: "pricing",
    polarity: "info",
    weight: 0,
    impact: "low",
    finding: "There is no free plan.",
    pattern: /\bfree (?:plan|tier|version|edition)\b/i,
    negation: "only",
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.no_paid_plan",
    dimension: "pricing",
    polarity: "strength",
    weight: -1.5,
    impact: "low",
    finding: "The product has no paid plan.",
    pattern:
      /\bno (?:paid|premium|pro) (?:plan|tier|version|option)s?\b|\bthere (?:is|are) no (?:paid|premium) (?:plan|tier|version)s?\b|\bno upsells\b/i,
    negation: "any",
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.free_trial",
    dimension: "pricing",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "A free trial is offered.",
    pattern:
      /\bfree trial\b|\btry [\w\s]{0,30}\bfree for \d+ days\b|\b\d+-day (?:free )?trial\b/i,
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.monthly_option",
    dimension: "pricing",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Monthly billing is available (no annual commitment needed).",
    pattern:
      /\bbilled monthly\b|\bmonthly (?:plans?|billing|subscriptions?|option|basis)\b|\bmonth[- ]to[- ]month\b|\bpay(?:ing)? monthly\b|\bpaid monthly\b/i,
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.cancel_anytime",
    dimension: "pricing",
    polarity: "strength",
    weight: -1,
    impact: "low",
    finding: "Subscriptions can be cancelled at any time.",
    pattern:
      /\bcancel(?: your (?:subscription|plan))? (?:at )?any ?time\b|\bcancel\w*\b[^.]{0,40}\bwhenever you (?:like|want|wish|choose)\b|\bno (?:long-term )?(?:contracts?|commitments?)\b|\bno minimum (?:term|commitment)\b/i,
    unless: /\b(trial|auto-?renewal|renewal)\b/i,
    negation: "any",
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.refund_available",
    dimension: "pricing",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Refunds are available in some cases.",
    pattern:
      /\brefunded in full\b|\bfull refund\b|\bmoney[- ]back\b|\brefund (?:the )?(?:full|unused|remaining|pro-?rated)\b|\bpro-?rated refund\b|\bwe will refund\b|\b(?:can|may|will) be refunded\b/i,
    unless: /\bapp (?:store|distributor)\b|\bapple\b|\bgoogle play\b|\bthird[- ]party\b/i,
    kinds: PRICING_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "pricing.price_change_notice",
    dimension: "pricing",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Price changes are announced in advance ($1 days' notice).",
    pattern: new RegExp(
      `\\b(?:at least |minimum of |no less than )?(${NUMBER_WORD})\\s*(?:\\(\\d+\\)\\s*)?days?['’]?\\s*(?:prior |advance |written )*notice\\b|\\b(?:notify|email|inform|tell) you[^.]{0,40}\\b(?:at least )?(${NUMBER_WORD}) days\\b`,
      "i",
    ),
    requires: /\b(price|prices|pricing|fees?|charges?|rates?)\b/i,
    unless: /\b(terminat\w*|breach|cure|non-renewal|cancel\w*)\b/i,
    kinds: PRICING_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "pricing.price_change_anytime",
    dimension: "pricing",
    polarity: "risk",
    weight: 1.5,
    impact: "high",
    finding: "Prices can be changed at any time without a stated notice period.",
    pattern:
      /\b(?:change|modify|increase|adjust|update|revise)\s+(?:our |the |its |any |these )?(?:prices|pricing|fees|charges|rates|subscription fees)\b[^.]{0,60}\b(?:at any time|without (?:prior |advance )?notice|from time to time|in (?:our|its) (?:sole )?discretion)\b|\b(?:prices|pricing|fees|rates)\s+(?:are\s+|is\s+)?subject to change\b|\b(?:prices|pricing|fees|rates)\b[^.]{0,30}\b(?:may|can|could|will) (?:be )?(?:change|changed|increase|increased|modified|adjusted|revised)\b[^.]{0,40}\b(?:at any time|without (?:prior |advance )?notice|from time to time)\b/i,
    unless:
      /\b(?:\d+|ten|fifteen|thirty|sixty|ninety)\)?\s*(?:\(\d+\)\s*)?days\b|\bat least\b[^.]{0,20}\bnotice\b|\b(?:with|upon|on) (?:prior |advance |reasonable )?notice\b|\bproviding (?:you )?(?:with )?notice\b|\bnotify you\b/i,
    kinds: PRICING_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "pricing.renewal_increase_capped",
    dimension: "pricing",
    polarity: "risk",
    weight: 0.25,
    impact: "low",
    finding: "Renewal prices may rise, but the increase is capped.",
    pattern: /\bincrease (?:the )?(?:fees|prices|pricing|subscription fees|rates)\b[^.]{0,100}\b(?:renewal|renew)/i,
    requires: /\bup to \d+(?:\.\d+)?\s?%|\bnot (?:to )?exceed \d+(?:\.\d+)?\s?%|\bcapped\b/i,
    kinds: PRICING_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "pricing.renewal_increase",
    dimension: "pricing",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "Prices can be raised at renewal, with no cap stated.",
    pattern:
      /\bincrease (?:the )?(?:fees|prices|pricing|subscription fees|rates)\b[^.]{0,100}\b(?:renewal|renew)|\brenew\w*\b[^.]{0,80}\bat (?:the |our )?then[- ]current (?:price|rate|list price|fees|pricing)s?\b|\bat (?:the |our )?then[- ]current (?:price|rate|list price|fees|pricing)s?\b/i,
    unless: /\bup to \d+(?:\.\d+)?\s?%|\bnot (?:to )?exceed \d+(?:\.\d+)?\s?%|\bcapped\b/i,
    kinds: PRICING_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "pricing.auto_renewal",
    dimension: "pricing",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: "Subscriptions renew automatically.",
    pattern:
      /\b(?:automatically renews?|renews? automatically|renewed automatically|auto-?renew(?:s|al|ing)?|will (?:automatically )?renew|shall (?:automatically )?renew|renews? for (?:successive|additional|a further))\b/i,
    kinds: PRICING_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "pricing.cancellation_notice",
    dimension: "pricing",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "Cancelling requires notice well before the term ends ($1 days).",
    pattern: new RegExp(
      `\\b(${NUMBER_WORD})\\s*(?:\\(\\d+\\)\\s*)?days?['’]?\\s*(?:before|prior to)\\s+(?:the\\s+)?(?:end|expiration|expiry|renewal|close)`,
      "i",
    ),
    requires: /\b(cancel\w*|non-renewal|terminat\w*|notice)\b/i,
    unless: /\b(trial|price|prices|fees?)\b/i,
    kinds: PRICING_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "pricing.annual_only",
    dimension: "pricing",
    polarity: "risk",
    weight: 1.5,
    impact: "high",
    finding: "Only annual plans or an annual commitment are offered.",
    pattern:
      /\bannual plans? only\b|\bonly (?:offer |available )?(?:on )?annual\b|\ball plans (?:are|require)[^.]{0,30}\b(?:billed|paid|an?) ?(?:annually|yearly|annual)\b|\bbilled (?:annually|yearly) in advance\b|\bminimum annual (?:commitment|contract|term)\b|\bannual[- ]only\b|\bavailable on annual (?:plans|terms) only\b|\bno monthly (?:plans?|option|billing)\b/i,
    negation: "any",
    suppressedBy: ["pricing.monthly_option"],
    suppressedFinding: "Some plans are annual only; monthly billing is available on others.",
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.minimum_commitment",
    dimension: "pricing",
    polarity: "risk",
    weight: 1,
    impact: "medium",
    finding: "A minimum commitment applies (seats, term or spend).",
    pattern:
      /\bminimum (?:of )?\d+ (?:seats?|users?|licen[cs]es?|members?)\b|\bminimum (?:annual |monthly |initial )?(?:commitment|term|contract|spend|purchase|seat count|order)\b|\b(?:cannot|may not|can't) be reduced\b/i,
    unless: /^if\b|\bif (?:your|the|a|customer|you)\b[^.]{0,40}\b(?:minimum|reduces?)\b/i,
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.no_refunds",
    dimension: "pricing",
    polarity: "risk",
    weight: 1,
    impact: "medium",
    finding: "Fees are non-refundable.",
    qualifiedBy: {
      signals: ["pricing.refund_available"],
      finding: "Some fees are non-refundable (refunds apply only in the cases stated).",
    },
    pattern:
      /\bnon-?refundable\b|\bno refunds?\b|\b(?:do|will) not (?:offer|issue|provide|give|grant) (?:any )?refunds?\b|\ball (?:purchases|sales|fees|payments) are final\b|\brefunds are not (?:available|provided|offered)\b/i,
    negation: "any",
    kinds: PRICING_PAGES,
    prefer: [...TERMS_PREFER],
  },
  {
    id: "pricing.overage_charges",
    dimension: "pricing",
    polarity: "risk",
    weight: 1,
    impact: "medium",
    finding: "Usage beyond the plan is billed automatically (overage or automatic upgrade).",
    pattern:
      /\boverages?\b|\b(?:additional|extra) (?:credits|usage|seats|responses|units|capacity|api calls|requests)\b[^.]{0,60}\b(?:billed|charged|added automatically|invoiced)\b|\b(?:upgraded|moved to the next plan) automatically\b|\bautomatically (?:upgraded|upgrade[sd]?|moved to the next)\b|\busage-based (?:fees|charges|billing|pricing)\b/i,
    unless: /\bno overage|never charge|without (?:extra|additional) (?:charge|cost)\b/i,
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.trial_converts",
    dimension: "pricing",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "The free trial turns into a paid subscription unless cancelled.",
    pattern:
      /\btrial (?:automatically )?(?:converts|will convert|becomes a paid|rolls over)\b|\b(?:after|at the end of) (?:the|your) (?:free )?trial\b[^.]{0,80}\b(?:charged|billed|converted|subscription)\b|\bunless you cancel before (?:it|the trial|your trial) ends\b/i,
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.contact_sales",
    dimension: "pricing",
    polarity: "risk",
    weight: 1.5,
    impact: "medium",
    finding: "Prices are not published: pricing is by quote from sales.",
    pattern:
      /\bcontact (?:our )?sales\b|\btalk to (?:our )?(?:sales|team|us)\b|\b(?:book|schedule|request) a (?:demo|call)\b[^.]{0,40}\b(?:pricing|price|quote)\b|\bcontact us (?:for|to get) (?:pricing|a quote|prices)\b|\brequest (?:a )?(?:quote|proposal|pricing)\b|\bget a (?:quote|proposal)\b|\bquoted individually\b|\bcustom (?:pricing|quotes?)\b|\bpric(?:ing|es?) (?:is |are )?(?:available )?(?:up)?on request\b|\bpublish (?:our )?prices\b/i,
    negation: "any",
    suppressedBy: ["pricing.public_prices", "pricing.no_paid_plan"],
    suppressedFinding: "Some plans are priced by quote from sales; prices for the others are published.",
    kinds: ["pricing", "home", "faq"],
    prefer: ["pricing", "faq", "home"],
  },
  {
    id: "pricing.sso_gated",
    dimension: "pricing",
    polarity: "risk",
    weight: 0.5,
    impact: "low",
    finding: "Single sign-on is reserved for higher-priced plans.",
    pattern:
      /\b(?:single sign-on|sso|saml)\b[^.]{0,80}\b(?:only )?(?:available )?(?:on|in|with|for) (?:the |our )?(?:business|enterprise|premium|scale|pro|team|professional|advanced|growth|healthcare)\b[^.]{0,40}\bplans?\b/i,
    unless: /\b(?:every|all) plans?\b|\bincluded in (?:every|all)\b/i,
    kinds: ["pricing", "security", "trust", "faq", "home"],
    prefer: ["pricing", "security", "trust", "faq", "home"],
  },
  {
    id: "pricing.sso_included",
    dimension: "pricing",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Single sign-on is included in every plan.",
    pattern: /\b(?:single sign-on|sso|saml)\b[^.]{0,80}\b(?:included in|available (?:on|in)) (?:every|all) plans?\b/i,
    kinds: ["pricing", "security", "trust", "faq", "home"],
    prefer: ["pricing", "security", "trust", "faq", "home"],
  },
  {
    id: "pricing.setup_fee",
    dimension: "pricing",
    polarity: "risk",
    weight: 0.25,
    impact: "low",
    finding: "One-time implementation or setup fees apply.",
    pattern: /\b(?:implementation|setup|set-up|onboarding) fees?\b/i,
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.usage_priced",
    dimension: "pricing",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: "Prices are per unit of usage, so the bill depends on use.",
    pattern: new RegExp(`${AMOUNT}(?:\\s?\\/\\s?${USAGE_UNIT}\\b|[^.]{0,40}\\bper\\s+(?:${USAGE_UNIT}))`, "i"),
    unless: /\b(liabilit|exceed|damages|penalt|fine|bounty|reward)\w*/i,
    kinds: ["pricing", "home", "faq", "other", "terms"],
    prefer: [...PRICE_PREFER],
  },
  {
    id: "pricing.credit_expiry",
    dimension: "pricing",
    polarity: "risk",
    weight: 0.5,
    impact: "medium",
    finding: "Prepaid or included credits expire.",
    pattern:
      /\bcredits?\b[^.]{0,60}\b(?:expire|expires|expiring|expiry|expiration|are forfeited|forfeit|do not roll over|don['’]t roll over|does not roll over|are lost)\b|\bunused credits?\b[^.]{0,40}\b(?:expire|forfeit\w*|lost|reset)\b/i,
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
];

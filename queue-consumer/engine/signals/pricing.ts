/**
 * Pricing signals: how predictable and fair the cost is. Read from pricing pages, the home
 * page, FAQs and the terms (renewal, refunds, price changes).
 */
import { PRICING_PAGES, type SignalRule } from "./rule";
import { anyOf, gap, group, seq, withFlags, words } from "../reading/pattern";

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
    weakQuote: withFlags(
      words(
        "additional",
        "extra",
        "overage",
        "top[- ]?ups?",
        "add-ons?",
        "beyond",
        "above",
        "use up",
        "run out",
        "each additional",
        "per additional",
        "once you (?:reach|hit)",
      ),
      "i",
    ),
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
    pattern: anyOf(
      /\bfree (?:plan|tier|version|edition|account|option|forever)\b/i,
      /\bfree for (?:up to|individuals|small|personal|ever|everyone)\b/i,
      /^free (?:up to|for up to) \d+\b/i,
      /\bforever free\b/i,
      seq(
        /\b/i,
        /(?<subject>[\w-]+(?: (?:app|application|service|product|platform|tool|software|plan|basic plan|personal plan|starter plan|free plan|core product|extension))?)/i,
        / (?:is|are|remains?|stays?) (?:completely |entirely |totally |100% |always )?free\b/i,
        /(?!\s+(?:to|from)\b|\s+of\s+(?!charge\b))/i,
      ),
      /\bit['’]s (?:completely |entirely |totally |100% |always )?free\b(?!\s+(?:to|from)\b)/i,
      /\bplans start at (?:\$|€|£)0\b/i,
      // "our Hobby plan costs nothing", "Community edition: free of charge for teams of up to five"
      /\b(?:plan|tier|edition|version)\b[^.]{0,20}\bcosts? nothing\b/i,
      /\b(?:plan|tier|edition|version)\s*(?:[:–—-]|is)\s*free of charge\b/i,
      // A plan priced at zero: "$0 per user/month", "€0/mo".
      /(?:\$|€|£)\s?0(?:[.,]00)?\s*(?:\/|per)\s*(?:user|seat|member|month|mo)\b(?![^.]{0,30}\b(?:for (?:the|your) first|then)\b)/i,
      /^free(?::|$)/i,
      // A plan's price cell or line: "Basic: Free", "Starter — Free forever".
      /^[\w+ ]{1,30}\s*[:–—-]\s*free(?: forever)?\.?$/i,
      // A plan priced at zero: "Hobby: $0" (not a fee: "Setup fee: $0").
      /^(?![\w+ ]*\b(?:fees?|charges?|costs?|shipping|tax)\b)[\w+ ]{1,30}\s*[:–—-]\s*(?:\$|€|£)\s?0(?:[.,]00)?\.?$/i,
      // The call to start without paying: "Start for free", "Get started for free".
      /\b(?:start|get started|sign up|join) (?:for )?free\b/i,
    ),
    // A free period is a trial: "free for 30 days"; a plan withdrawn is none ("we discontinued the Free plan").
    unless:
      /\btrial\b|\bfor (?:the first )?\d+ (?:days|weeks|months)\b|\b(?:discontinued|retired|sunset|no longer (?:offer|offered|available))\b/i,
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
    pattern: anyOf(
      /\bno (?:paid|premium|pro) (?:plan|tier|version|option)s?\b/i,
      /\bthere (?:is|are) no (?:paid|premium) (?:plan|tier|version)s?\b/i,
      /\bno upsells\b/i,
    ),
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
    pattern: anyOf(
      /\bfree trial\b|\btry [\w\s]{0,30}\bfree for \d+ days\b|\b\d+-day (?:free )?trial\b/i,
      // "full access to Pro features for 21 days at no charge"
      new RegExp(
        String.raw`\baccess\b[^.]{0,40}\bfor (?:\d+|${NUMBER_WORD}|one|two|three|four) (?:days|weeks|months) (?:at no (?:charge|cost)|for free|free of charge)\b`,
        "i",
      ),
      // "test-drive Acme Chat free for two weeks"
      new RegExp(
        String.raw`\b(?:try|test[- ]drive|trial)\b[\w\s]{0,30}\bfree for (?:${NUMBER_WORD}|one|two|three|four) (?:days?|weeks?|months?)\b`,
        "i",
      ),
      // "A two-week trial", "a 30 day trial", "14-day trial period" (not "trial and error").
      new RegExp(String.raw`\b(?:${NUMBER_WORD}|one|two|three|four)[- ](?:day|week|month)s?[- ](?:free )?trial\b`, "i"),
      // "two weeks of full access to the Business plan at no charge"
      new RegExp(
        String.raw`\b(?:${NUMBER_WORD}|one|two|three|four)[- ](?:days?|weeks?|months?) of (?:[\w-]+ ){0,3}(?:access|features|usage|service)\b[^.]{0,50}\b(?:at no (?:charge|cost)|for free|free of charge)\b`,
        "i",
      ),
    ),
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
    pattern: anyOf(
      /\bbilled monthly\b/i,
      /\bmonthly (?:plans?|billing|subscriptions?|option|basis)\b/i,
      /\bmonth[- ]to[- ]month\b/i,
      /\bpay(?:ing)? monthly\b/i,
      /\bpaid monthly\b/i,
    ),
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
    pattern: anyOf(
      /\bcancel(?: your (?:subscription|plan))? (?:at )?any ?time\b/i,
      /\bcancel\w*\b[^.]{0,40}\bwhenever you (?:like|want|wish|choose)\b/i,
      /\bno (?:long-term )?(?:contracts?|commitments?)\b/i,
      /\bno minimum (?:term|commitment)\b/i,
      /\byou (?:may|can) (?:cancel|terminate|end) (?:your (?:subscription|plan|account) )?(?:at )?any ?(?:time|point|moment)\b/i,
      /\b(?:cancel|stop) (?:at )?any ?(?:time|point)\b/i,
    ),
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
    pattern: anyOf(
      /\brefunded in full\b/i,
      /\bfull refund\b/i,
      /\bmoney[- ]back\b/i,
      /\brefund (?:the )?(?:full|unused|remaining|pro-?rated)\b/i,
      /\bpro-?rated refund\b/i,
      /\bwe(?: will|['’]ll) refund\b/i,
      // "Refunds are available within 30 days", "refunds are offered for annual plans".
      /\brefunds? (?:is |are )?(?:available|offered|given|granted|provided|possible)\b/i,
      /\b(?:can|may|will) be refunded\b/i,
      // The customer's own way to one: "you may request a refund within 7 days".
      /\b(?:you (?:can|may|are entitled to|are eligible for)|eligible for) (?:request |ask for |claim |receive |get )?(?:a |an )?(?:full |partial |pro-?rated )?refund\b/i,
    ),
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
    finding: "Price changes are announced in advance{ ($1 days' notice)}.",
    pattern: anyOf(
      new RegExp(
        `\\b(?:at least |minimum of |no less than )?(${NUMBER_WORD})\\s*(?:\\(\\d+\\)\\s*)?days?['’]?\\s*(?:prior |advance |written )*notice\\b|\\b(?:notify|email|inform|tell) you[^.]{0,40}\\b(?:at least )?(${NUMBER_WORD}) days\\b`,
        "i",
      ),
      // Told before, with no number of days: "we will notify you in advance of any change to the
      // fees", "price changes take effect ... after we notify you by email".
      /\b(?:notify|inform|tell|e-?mail|alert) you\b[^.]{0,20}\b(?:in advance|beforehand|ahead of time|prior to|before)\b/i,
      // "we'll let you know by email at least 30 days before", "notified to you no less than one
      // month in advance", "announced a full billing cycle ahead"
      new RegExp(
        `\\b(?:notified|announced|communicated|let you know|notify you|tell you|inform you|e-?mail you)\\b[^.]{0,40}?\\b(?:(?:at least|no less than|not less than|a full|a|${NUMBER_WORD})\\s+)+(?:\\(\\d+\\)\\s*)?(?:days?|weeks?|months?|billing (?:cycle|period))\\s+(?:in advance|ahead|before|beforehand|prior)\\b`,
        "i",
      ),
      /\b(?:price|pricing|fee) changes?\b[^.]{0,60}\b(?:after|once) we (?:have )?(?:notif|inform|told|tell|e-?mail)\w*/i,
      /\b(?:price|pricing|fee) changes?\b[^.]{0,80}\b(?:following|after) (?:prior |advance |written )?(?:notice|notification)\b/i,
    ),
    requires: /\b(price|prices|pricing|fees?|charges?|rates?|what you pay)\b/i,
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
    pattern: anyOf(
      seq(
        /\b(?:change|modify|increase|adjust|update|revise)\s+(?:our |the |its |any |these )?/i,
        /(?:prices|pricing|fees|charges|rates|subscription fees)\b[^.]{0,60}\b/i,
        /(?:at any time|without (?:prior |advance )?notice|from time to time|in (?:our|its) (?:sole )?discretion)/i,
        /\b/i,
      ),
      /\b(?:prices|pricing|fees|rates)\s+(?:(?:listed|shown|quoted)\s+)?(?:are\s+|is\s+)?subject to (?:change|modification|revision)\b/i,
      seq(
        /\b(?:prices|pricing|fees|rates)\b[^.]{0,50}\b(?:may|can|could|will) (?:be )?/i,
        /(?:change|changed|increase|increased|modified|adjusted|revised|amended)\b[^.]{0,40}\b/i,
        /(?:at any time|without (?:prior |advance )?notice|from time to time)\b/i,
      ),
      // "We may adjust our rates whenever we see fit."
      /\b(?:change|modify|increase|adjust|update|revise)\s+(?:our |the |its |any )?(?:prices|pricing|fees|rates)\b[^.]{0,20}\bwhenever (?:we|it) (?:see fits?|sees fit|choose|chooses|wish|wishes|like)\b/i,
    ),
    unless: anyOf(
      /\b(?:\d+|ten|fifteen|thirty|sixty|ninety)\)?\s*(?:\(\d+\)\s*)?days\b/i,
      /\bat least\b[^.]{0,20}\bnotice\b/i,
      /\b(?:with|upon|on|after) (?:(?:prior|advance|reasonable|written|sufficient)\s+){0,2}notice\b/i,
      /\bproviding (?:you )?(?:with )?notice\b/i,
      /\bnotify you\b/i,
    ),
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
    pattern: anyOf(
      /\bincrease (?:the )?(?:fees|prices|pricing|subscription fees|rates)\b[^.]{0,100}\b(?:renewal|renew)/i,
      /\brenew\w*\b[^.]{0,80}\bat (?:the |our )?then[- ]current (?:price|rate|list price|fees|pricing)s?\b/i,
      /\bat (?:the |our |its |[\w-]+['’]s )?then[- ]current (?:price|rate|list price|fees|pricing)s?\b/i,
      // A discount for the first term only: "after which your plan will renew at the standard rate".
      /\brenew\w*\b[^.]{0,20}\bat (?:the |our )?(?:standard|full|regular|list|undiscounted) (?:price|rate|pricing|fee)s?\b/i,
      /\brenewal (?:price|pricing|fees?|rates?)s? (?:may|might|can|could|will) be higher\b/i,
      // "We may increase the subscription fee upon renewal."
      /\b(?:increase|raise|adjust) (?:the |your |our )?(?:subscription |service )?(?:fees?|prices?|pricing|rates?)\b[^.]{0,40}\b(?:upon|at|on|for|with|from) (?:the (?:start|beginning) of )?(?:each |any |every )?(?:the )?renewal\b/i,
      // An introductory price: "discount applies to the first 12 months only; standard rates apply thereafter".
      /\b(?:standard|full|regular|list) (?:rates?|prices?|pricing|fees) (?:apply|applies|will apply) (?:thereafter|afterwards|after that)\b/i,
    ),
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
    pattern: withFlags(
      words(
        "automatically renews?",
        "renews? automatically",
        "renewed automatically",
        "(?:be |is |are )?automatically renewed",
        "auto-?renew(?:s|al|ing)?",
        "will (?:automatically )?renew",
        "shall (?:automatically )?renew",
        "renews? for (?:successive|additional|a further|another|an additional)",
        "continues? (?:month[- ]to[- ]month|automatically|on a (?:monthly|yearly|recurring) basis) until (?:you )?cancel(?:s|led|ed)?",
        // "will roll over at the end of each billing cycle", "charge your payment method on a recurring basis"
        "rolls? over at the end of (?:each|every|the|your) (?:billing )?(?:cycle|period|term)",
        "rolls? over (?:each|every) (?:month|year|billing (?:cycle|period))",
        "renews? itself",
        "(?:is |be )?extended automatically",
        "automatically extended",
        "charge[sd]? (?:your |the )?(?:payment method|card|credit card|account)\\b[^.]{0,30}\\bon a recurring basis",
      ),
      "i",
    ),
    // A certificate renewed for the customer is not a subscription renewing.
    unless:
      /\b(?:ssl|tls) certificates?\b|\bcertificates? (?:are|is) (?:automatically )?renewed\b|\b(?:appointments?|reminders?|bookings?|sessions?|tokens?)\b[^.]{0,30}\brenew/i,
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
    pattern: anyOf(
      /\bannual plans? only\b/i,
      /\bonly (?:offer |available )?(?:on )?annual\b/i,
      /\ball plans (?:are|require)[^.]{0,30}\b(?:billed|paid|an?) ?(?:annually|yearly|annual)\b/i,
      /\bbilled (?:annually|yearly) in advance\b/i,
      /\bminimum annual (?:commitment|contract|term)\b/i,
      /\bannual[- ]only\b/i,
      /(?<!\b(?:no|without|not|never)\s(?:an?\s)?)\b(?:annual|yearly|12-month) (?:contract|commitment|subscription|term) (?:is )?required\b/i,
      /\bavailable (?:on|with) (?:annual|yearly) (?:billing|plans?|terms?|subscriptions?) only\b/i,
      /\bavailable on annual (?:plans|terms) only\b/i,
      /\bno monthly (?:plans?|option|billing)\b/i,
      /\bmonthly (?:billing|plans?|payments?|option) (?:is |are )?not (?:available|offered)\b/i,
      /\b(?:billed|paid) (?:annually|yearly) only\b(?! for)/i,
    ),
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
    pattern: anyOf(
      /\bminimum (?:of )?\d+ (?:seats?|users?|licen[cs]es?|members?)\b/i,
      seq(
        /\bminimum (?:annual |monthly |initial |(?:\d+|one|two|three|twelve)(?: \(\d+\))?[- ](?:months?|years?) )?/i,
        /(?:commitment|term|contract|spend|purchase|seat count|order)\b/i,
      ),
      /\b(?:cannot|may not|can't) be reduced\b/i,
    ),
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
    pattern: anyOf(
      /\bnon-?refundable\b/i,
      /\b(?:are|is) not refundable\b/i,
      /\bno refunds?\b/i,
      /\b(?:do|does|will) not (?:offer|issue|provide|give|grant) (?:any )?refunds?\b/i,
      /\b(?:don['’]t|doesn['’]t|won['’]t) (?:offer|issue|provide|give|grant) (?:any )?refunds?\b/i,
      /\ball (?:purchases|sales|fees|payments) (?:are )?final\b/i,
      /\brefunds are not (?:available|provided|offered)\b/i,
      /\b(?:shall|will|are|is) not be refunded\b/i,
    ),
    // Fees the customer sets for its own clients, under its own policy.
    unless: /\b(?:its|their|the \w+['’]s) own (?:refund )?polic(?:y|ies)\b|\bfees (?:it|they) charges?\b/i,
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
    pattern: anyOf(
      /\boverages?\b/i,
      seq(
        /\b(?:additional|extra) /i,
        /(?:credits|usage|seats|responses|units|capacity|api calls|requests|calls|messages|storage)\b[^.]{0,60}\b/i,
        /(?:(?:billed|charged|added automatically|invoiced)\b|costs? (?:an? extra )?[$€£\d])/i,
      ),
      /\b(?:upgraded|moved to the next plan) automatically\b/i,
      /\bautomatically (?:upgraded|upgrade[sd]?|moved to the next)\b/i,
      /\busage-based (?:fees|charges|billing|pricing)\b/i,
      // Use past the plan billed: "usage above your plan's limit is billed at $0.002 per request".
      seq(
        /\b(?:usage|use|requests|calls|storage|messages|seats) (?:above|beyond|over|in excess of|exceeding|past)\b/i,
        /[^.]{0,60}\b/i,
        /(?:billed|charged|invoiced)\b/i,
      ),
    ),
    // Nor what another party bills the customer ("overage charges imposed by its mobile carrier").
    unless:
      /\bno overage|never charge|without (?:extra|additional) (?:charge|cost)\b|\b(?:imposed|levied|charged|billed) by (?:its|their|your) (?:own )?(?:mobile )?(?:carrier|cloud provider|provider|bank|isp)\b/i,
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
    pattern: anyOf(
      /\btrial (?:automatically )?(?:converts|will convert|becomes a paid|rolls over)\b/i,
      // "When the trial period ends, your subscription converts to a paid plan."
      seq(
        /\b(?:when|once|after|as soon as) (?:the|your) (?:free )?trial(?: period)? (?:ends|expires|is over)\b/i,
        gap(60),
        /\b(?:converts?|charged?|billed|billing|paid (?:plan|subscription))\b/i,
      ),
      seq(
        /\bunless you cancel before (?:the|your) (?:free )?trial(?: period)? (?:ends|expires)\b/i,
        gap(60),
        /\b(?:charg|bill)\w*/i,
      ),
      seq(
        /\b(?:after|at the end of) (?:the|your) (?:free )?trial\b[^.]{0,80}\b/i,
        /(?:charged|billed|converted|subscription)\b/i,
      ),
      /\bunless you cancel before (?:it|the trial|your trial) ends\b/i,
      // "charged automatically when your 14-day trial ends", "unless cancelled prior to expiry of
      // the free trial", "trial subscriptions roll into a paid monthly subscription"
      seq(
        /\b(?:charged|billed)\b/i,
        gap(40),
        /\b(?:when|once|after|at the end of) (?:the|your) (?:[\w-]+ )?(?:free )?trial(?: period)? (?:ends|expires|is over)\b/i,
      ),
      /\bunless (?:you )?cancel(?:l?ed)? (?:before|prior to) (?:the )?(?:end|expiry|expiration) of (?:the|your) (?:free )?trial\b/i,
      /\btrials?(?: subscriptions?| periods?| accounts?)? (?:automatically )?(?:converts? (?:in)?to|rolls? (?:over )?into|becomes?) (?:a |an )?(?:paid|monthly|annual|yearly)\b/i,
      // "When your trial ends, we'll automatically start your Pro subscription"
      seq(
        /\b(?:when|once|after|as soon as) (?:the|your) (?:free )?trial(?: period)? (?:ends|expires|is over)\b/i,
        gap(30),
        /\bautomatically (?:start|begin|upgrade|move|switch|enrol)\w*/i,
      ),
    ),
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
    pattern: anyOf(
      /\bcontact (?:our )?sales\b/i,
      /\btalk to (?:our )?(?:sales|team|us)\b/i,
      /\b(?:book|schedule|request) a (?:demo|call)\b[^.]{0,40}\b(?:pricing|price|quote)\b/i,
      /\bcontact us (?:for|to get) (?:pricing|a quote|prices)\b/i,
      /\brequest (?:a )?(?:quote|proposal|pricing)\b/i,
      /\bget a (?:quote|proposal)\b/i,
      /\bquoted individually\b/i,
      /\bcustom (?:pricing|quotes?)\b/i,
      /\bpric(?:ing|es?) (?:is |are )?(?:available )?(?:up)?on request\b/i,
      /\bpublish (?:our )?prices\b/i,
    ),
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
    pattern: seq(
      /\b(?:single sign-on|sso|saml)\b[^.]{0,80}\b(?:only )?(?:available )?(?:on|in|with|for) /i,
      /(?:the |our )?/i,
      /(?:business|enterprise|premium|scale|pro|team|professional|advanced|growth|healthcare)\b/i,
      /[^.]{0,40}\bplans?\b/i,
    ),
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
    pattern: anyOf(
      seq(
        /\bcredits?\b[^.]{0,60}\b/i,
        group(
          /expire|expires|expiring|expiry|expiration|are forfeited|forfeit|do not roll over/i,
          /don['’]t roll over|does not roll over|are lost/i,
        ),
        /\b/i,
      ),
      /\bunused credits?\b[^.]{0,40}\b(?:expire|forfeit\w*|lost|reset)\b/i,
    ),
    // A payment card's expiry date is not credits expiring.
    unless:
      /\b(?:credit|debit)(?:\s*\/\s*(?:credit|debit))?\s+card\b|\bcard (?:number|details|expir\w*)\b|\bexpiration date\b/i,
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  },
];

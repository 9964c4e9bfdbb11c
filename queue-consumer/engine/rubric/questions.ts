/**
 * The questions the privacy/legal score answers, with their published weights.
 *
 * The first twelve are PrivacySpy's rubric (privacyspy.org, Politiwatch/privacyspy@5b3922510d21,
 * rubric/*.toml, CC BY 4.0): the same slugs, texts, points and option percentages, so that an
 * answer reads as PrivacySpy's would. The others are the questions a business buyer asks that a
 * consumer rubric lacks (data sale, model training, retention, DPA, sub-processors, data
 * location, the end of the contract, the contract's own terms), written the same way: options
 * from worst (0 %) to best (100 %), and points for how much the question weighs. No expert
 * published their weights. Training on customer content weighs as PrivacySpy's big questions
 * (10): no question of theirs covers it, and it is what a business buyer asks first of a tool
 * that reads its content. The others weigh half a PrivacySpy question of their tier: a sale 5
 * (PrivacySpy's third-party access already counts a sale, and a denial of sale is in nearly every
 * policy), the six contract questions 2.5. They add what a consumer rubric lacks without
 * outweighing the published questions; the severity floors (scoring/scoring.ts) keep a sale or
 * training without opt-out decisive. A denial of sale sits at the middle (50 %): it is the
 * disclosure US state privacy laws require of every business in their scope, so it earns nothing,
 * while a sale, or sharing those laws count as one, still costs.
 *
 * A question is answered with one option and the sentences that justify it, or "not stated"
 * (an information gap: it does not move the score). See scoring.ts in this folder.
 */

export interface RubricOption {
  slug: string;
  /** The answer as a reviewer reads it after the question ("Yes, but you may opt out"). */
  text: string;
  /** How good the answer is for privacy: 0 worst, 100 best. */
  percent: number;
}

export interface RubricQuestion {
  slug: string;
  /** Whose question it is: PrivacySpy's rubric, or ours for business buyers and the contract. */
  source: "privacyspy" | "business" | "legal";
  /** A short name for the report ("Targeted advertising"). */
  label: string;
  text: string;
  points: number;
  options: RubricOption[];
}

export const RUBRIC_QUESTIONS: RubricQuestion[] = [
  {
    slug: "behavioral-marketing",
    source: "privacyspy",
    label: "Targeted advertising",
    text: "Does the policy allow personally-targeted or behavioral marketing?",
    points: 10,
    options: [
      { slug: "yes", text: "Yes", percent: 0 },
      { slug: "yes-opt-out", text: "Yes, but you may opt out", percent: 35 },
      { slug: "yes-opt-in", text: "Yes, but you must opt in", percent: 70 },
      { slug: "no", text: "No", percent: 100 },
    ],
  },
  {
    slug: "data-breaches",
    source: "privacyspy",
    label: "Breach notification",
    text: "Does the policy require users to be notified in case of a data breach?",
    points: 7,
    options: [
      { slug: "no", text: "Not necessarily", percent: 0 },
      { slug: "eventually", text: "Yes, eventually", percent: 70 },
      { slug: "yes-72", text: "Yes, within 72 hours", percent: 100 },
      { slug: "na", text: "Not applicable (too little personal data to notify anyone)", percent: 100 },
    ],
  },
  {
    slug: "data-collection-reasoning",
    source: "privacyspy",
    label: "Why data is collected",
    text: "Is it clear why the service collects the personal data that it does?",
    points: 10,
    options: [
      { slug: "no", text: "No", percent: 0 },
      { slug: "somewhat", text: "Somewhat", percent: 30 },
      { slug: "mostly", text: "Mostly", percent: 70 },
      { slug: "yes", text: "Yes", percent: 100 },
      { slug: "na", text: "Not applicable (no personal data is collected)", percent: 100 },
    ],
  },
  {
    slug: "data-deletion",
    source: "privacyspy",
    label: "Deleting your data",
    text: "Does the service allow you to permanently delete your personal data?",
    points: 5,
    options: [
      { slug: "no", text: "No", percent: 0 },
      { slug: "yes-contact", text: "Yes, by contacting someone", percent: 60 },
      { slug: "yes-automated", text: "Yes, using an automated mechanism", percent: 100 },
      { slug: "na", text: "Not applicable (no personal data is collected)", percent: 100 },
    ],
  },
  {
    slug: "history",
    source: "privacyspy",
    label: "Policy history",
    text: "Is the policy's history made available?",
    points: 5,
    options: [
      { slug: "no", text: "No", percent: 0 },
      { slug: "last-modified", text: "Only the date it was last modified", percent: 50 },
      { slug: "yes", text: "Yes, with revisions or a changelog", percent: 100 },
    ],
  },
  {
    slug: "law-enforcement",
    source: "privacyspy",
    label: "Law enforcement access",
    text: "When does the policy allow law enforcement access to personal data?",
    points: 5,
    options: [
      { slug: "always", text: "Always", percent: 0 },
      { slug: "unspecified", text: "Not specified", percent: 0 },
      { slug: "reasonable", text: "When reasonably requested", percent: 60 },
      { slug: "strict", text: "Only when required by a court order or subpoena", percent: 80 },
      { slug: "na", text: "Not applicable (no personal data to share)", percent: 100 },
      { slug: "never", text: "Never (special legal jurisdiction)", percent: 100 },
    ],
  },
  {
    slug: "list-collected",
    source: "privacyspy",
    label: "Data collected",
    text: "Does the policy list the personal data it collects?",
    points: 10,
    options: [
      { slug: "no", text: "No", percent: 0 },
      { slug: "summarily", text: "Only summarily", percent: 30 },
      { slug: "generally", text: "Yes, generally", percent: 70 },
      { slug: "exhaustively", text: "Yes, exhaustively", percent: 100 },
      { slug: "na", text: "Not applicable (no personal data is collected)", percent: 100 },
    ],
  },
  {
    slug: "noncritical-purposes",
    source: "privacyspy",
    label: "Control over non-essential uses",
    text: "Does the service allow the user to control whether personal data is collected or used for non-critical purposes?",
    points: 10,
    options: [
      { slug: "no", text: "No", percent: 0 },
      { slug: "opt-out-some", text: "On an opt-out basis, but only for some non-critical data or uses", percent: 30 },
      { slug: "opt-out-all", text: "On an opt-out basis, for all non-critical data and uses", percent: 60 },
      { slug: "opt-in", text: "On an opt-in basis", percent: 60 },
      { slug: "na", text: "Not applicable (no data used for non-critical purposes)", percent: 100 },
    ],
  },
  {
    slug: "revision-notify",
    source: "privacyspy",
    label: "Notice of policy changes",
    text: "Will affected users be notified when the policy is meaningfully changed?",
    points: 5,
    options: [
      { slug: "no", text: "No", percent: 0 },
      { slug: "yes", text: "Yes", percent: 100 },
      { slug: "na", text: "Not applicable (no contact data to notify anyone)", percent: 100 },
    ],
  },
  {
    slug: "security",
    source: "privacyspy",
    label: "Security practices",
    text: "Does the policy outline the service's general security practices?",
    points: 3,
    options: [
      { slug: "no", text: "No", percent: 0 },
      { slug: "somewhat", text: "Somewhat (a vague overview)", percent: 30 },
      { slug: "yes", text: "Yes", percent: 60 },
      { slug: "yes-audits", text: "Yes, including audits", percent: 80 },
      { slug: "yes-independent-audits", text: "Yes, including independent audits", percent: 100 },
      { slug: "na", text: "Not applicable (no personal data is collected)", percent: 100 },
    ],
  },
  {
    slug: "third-party-access",
    source: "privacyspy",
    label: "Third-party access",
    text: "Does the service allow third-party access to private personal data?",
    points: 10,
    options: [
      { slug: "yes-unspecified", text: "Yes, beyond critical service providers, without listing them", percent: 0 },
      {
        slug: "yes-specified-noncritical",
        text: "Yes, to listed parties including non-critical ones such as advertisers",
        percent: 30,
      },
      {
        slug: "yes-unspecified-critical",
        text: "Yes, only to critical service providers, not all listed",
        percent: 70,
      },
      { slug: "yes-specified-critical", text: "Yes, only to critical service providers, all listed", percent: 80 },
      { slug: "no", text: "No", percent: 100 },
    ],
  },
  {
    slug: "third-party-collection",
    source: "privacyspy",
    label: "Data from third parties",
    text: "Does the service collect personal data from third parties?",
    points: 10,
    options: [
      { slug: "yes", text: "Yes", percent: 0 },
      { slug: "critical-only", text: "Yes, but for critical data only (sign-in, payment, verification)", percent: 70 },
      { slug: "no", text: "No", percent: 100 },
    ],
  },
  {
    slug: "data-sale",
    source: "business",
    label: "Sale of personal data",
    text: "Does the policy allow personal data to be sold?",
    points: 5,
    options: [
      { slug: "yes", text: "Yes", percent: 0 },
      {
        slug: "state-law-sale",
        text: "Some sharing counts as a sale under US state laws (with an opt-out)",
        percent: 25,
      },
      // The disclosure US state privacy laws require of every business in their scope: it earns nothing.
      { slug: "no", text: "No, the vendor states it does not sell personal data", percent: 50 },
    ],
  },
  {
    slug: "ai-training",
    source: "business",
    label: "Training on customer content",
    text: "Is customer content used to train AI models, and can the customer opt out?",
    points: 10,
    options: [
      { slug: "yes", text: "Yes, with no opt-out stated", percent: 0 },
      { slug: "yes-opt-out", text: "Yes, unless the customer opts out", percent: 35 },
      { slug: "de-identified", text: "Only aggregated or de-identified data", percent: 50 },
      { slug: "no", text: "No", percent: 100 },
    ],
  },
  {
    slug: "retention",
    source: "business",
    label: "Retention",
    text: "Does the policy say how long personal data is kept?",
    points: 2.5,
    options: [
      { slug: "indefinite", text: "Some data may be kept indefinitely", percent: 0 },
      { slug: "as-long-as-necessary", text: 'Only "as long as necessary", with no period', percent: 40 },
      { slug: "period", text: "Yes, with retention or deletion periods", percent: 100 },
    ],
  },
  {
    slug: "dpa",
    source: "business",
    label: "Data Processing Agreement",
    text: "Does the vendor offer a Data Processing Agreement?",
    points: 2.5,
    options: [{ slug: "offered", text: "Yes, a DPA is offered or published", percent: 100 }],
  },
  {
    slug: "sub-processors",
    source: "business",
    label: "Sub-processors",
    text: "Are the sub-processors listed, and are customers told before new ones are engaged?",
    points: 2.5,
    options: [
      { slug: "notice-only", text: "Customers are told of new sub-processors; no list was found", percent: 60 },
      { slug: "listed", text: "Listed", percent: 80 },
      { slug: "listed-with-notice", text: "Listed, with notice of new ones", percent: 100 },
    ],
  },
  {
    slug: "data-location",
    source: "business",
    label: "Data location and transfers",
    text: "Does the vendor say where data is stored and how international transfers are safeguarded?",
    points: 2.5,
    options: [
      { slug: "transfers-unprotected", text: "Data may go abroad without stated safeguards", percent: 20 },
      { slug: "stated", text: "Yes: where data is stored, or the safeguards for transfers", percent: 100 },
    ],
  },
  {
    slug: "contract-end",
    source: "business",
    label: "Data at the end of the contract",
    text: "Can customer data be exported at the end of the contract, and is it then deleted?",
    points: 2.5,
    options: [{ slug: "export-and-delete", text: "Yes, it can be exported and is then deleted", percent: 100 }],
  },
  {
    slug: "contract-terms",
    source: "legal",
    label: "One-sided contract terms",
    text: "Do the terms leave the customer exposed (forced arbitration, class-action waiver, perpetual licence to content, closure at will, changes on posting, a token liability cap)?",
    points: 2.5,
    options: [
      { slug: "missing", text: "No terms of service were found on the site", percent: 0 },
      { slug: "one-sided", text: "Yes, three or more such clauses", percent: 0 },
      { slug: "some-one-sided", text: "Some: one or two such clauses", percent: 50 },
      { slug: "balanced", text: "None of these clauses was found in the terms", percent: 100 },
    ],
  },
];

export const RUBRIC_QUESTION = new Map(RUBRIC_QUESTIONS.map((q) => [q.slug, q]));

/** The sum of every question's points: a question's weight in the score is its points over this. */
export const RUBRIC_POINTS = RUBRIC_QUESTIONS.reduce((n, q) => n + q.points, 0);

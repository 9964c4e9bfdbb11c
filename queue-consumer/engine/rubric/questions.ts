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
  /** The answer as the report's sentences say it ("Users are told of a data breach within 72 hours"). */
  said: string;
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

/** The option of the questions that do not arise for a service that collects no personal data. */
const NO_PERSONAL_DATA: RubricOption = {
  slug: "na",
  text: "Not applicable (no personal data is collected)",
  percent: 100,
  said: "No personal data is collected",
};

export const RUBRIC_QUESTIONS: RubricQuestion[] = [
  {
    slug: "behavioral-marketing",
    source: "privacyspy",
    label: "Targeted advertising",
    text: "Does the policy allow personally-targeted or behavioral marketing?",
    points: 10,
    options: [
      { slug: "yes", text: "Yes", percent: 0, said: "Personal data is used for targeted advertising" },
      {
        slug: "yes-opt-out",
        text: "Yes, but you may opt out",
        percent: 35,
        said: "Personal data is used for targeted advertising unless you opt out",
      },
      {
        slug: "yes-opt-in",
        text: "Yes, but you must opt in",
        percent: 70,
        said: "Targeted advertising only for those who opt in",
      },
      { slug: "no", text: "No", percent: 100, said: "No targeted advertising" },
    ],
  },
  {
    slug: "data-breaches",
    source: "privacyspy",
    label: "Breach notification",
    text: "Does the policy require users to be notified in case of a data breach?",
    points: 7,
    options: [
      { slug: "no", text: "Not necessarily", percent: 0, said: "Users are not necessarily told of a data breach" },
      {
        slug: "eventually",
        text: "Yes, eventually",
        percent: 70,
        said: "Users are told of a data breach, with no deadline stated",
      },
      {
        slug: "yes-72",
        text: "Yes, within 72 hours",
        percent: 100,
        said: "Users are told of a data breach within 72 hours",
      },
      {
        slug: "na",
        text: "Not applicable (too little personal data to notify anyone)",
        percent: 100,
        said: "Too little personal data is kept to notify anyone of a breach",
      },
    ],
  },
  {
    slug: "data-collection-reasoning",
    source: "privacyspy",
    label: "Why data is collected",
    text: "Is it clear why the service collects the personal data that it does?",
    points: 10,
    options: [
      { slug: "no", text: "No", percent: 0, said: "The policy does not say why personal data is collected" },
      {
        slug: "somewhat",
        text: "Somewhat",
        percent: 30,
        said: "The policy says only in part why personal data is collected",
      },
      {
        slug: "mostly",
        text: "Mostly",
        percent: 70,
        said: "The policy says for most personal data why it is collected",
      },
      { slug: "yes", text: "Yes", percent: 100, said: "The policy says why personal data is collected" },
      NO_PERSONAL_DATA,
    ],
  },
  {
    slug: "data-deletion",
    source: "privacyspy",
    label: "Deleting your data",
    text: "Does the service allow you to permanently delete your personal data?",
    points: 5,
    options: [
      { slug: "no", text: "No", percent: 0, said: "Personal data cannot be deleted" },
      {
        slug: "yes-contact",
        text: "Yes, by contacting someone",
        percent: 60,
        said: "Personal data can be deleted by asking the vendor",
      },
      {
        slug: "yes-automated",
        text: "Yes, using an automated mechanism",
        percent: 100,
        said: "Personal data can be deleted in the product itself",
      },
      NO_PERSONAL_DATA,
    ],
  },
  {
    slug: "history",
    source: "privacyspy",
    label: "Policy history",
    text: "Is the policy's history made available?",
    points: 5,
    options: [
      { slug: "no", text: "No", percent: 0, said: "The policy's history is not published" },
      {
        slug: "last-modified",
        text: "Only the date it was last modified",
        percent: 50,
        said: "Only the policy's last-modified date is given",
      },
      {
        slug: "yes",
        text: "Yes, with revisions or a changelog",
        percent: 100,
        said: "The policy's earlier versions or changes are published",
      },
    ],
  },
  {
    slug: "law-enforcement",
    source: "privacyspy",
    label: "Law enforcement access",
    text: "When does the policy allow law enforcement access to personal data?",
    points: 5,
    options: [
      { slug: "always", text: "Always", percent: 0, said: "Law enforcement may have personal data whenever it asks" },
      {
        slug: "unspecified",
        text: "Not specified",
        percent: 0,
        said: "The policy does not say when law enforcement may have personal data",
      },
      {
        slug: "reasonable",
        text: "When reasonably requested",
        percent: 60,
        said: "Personal data is given to law enforcement when reasonably requested",
      },
      {
        slug: "strict",
        text: "Only when required by a court order or subpoena",
        percent: 80,
        said: "Personal data is given to law enforcement only under a court order or subpoena",
      },
      {
        slug: "na",
        text: "Not applicable (no personal data to share)",
        percent: 100,
        said: "No personal data is kept to give law enforcement",
      },
      {
        slug: "never",
        text: "Never (special legal jurisdiction)",
        percent: 100,
        said: "Personal data is never given to law enforcement",
      },
    ],
  },
  {
    slug: "list-collected",
    source: "privacyspy",
    label: "Data collected",
    text: "Does the policy list the personal data it collects?",
    points: 10,
    options: [
      { slug: "no", text: "No", percent: 0, said: "The policy does not list the personal data collected" },
      {
        slug: "summarily",
        text: "Only summarily",
        percent: 30,
        said: "The policy lists the personal data collected only summarily",
      },
      {
        slug: "generally",
        text: "Yes, generally",
        percent: 70,
        said: "The policy lists the personal data collected in general terms",
      },
      {
        slug: "exhaustively",
        text: "Yes, exhaustively",
        percent: 100,
        said: "The policy lists every kind of personal data collected",
      },
      NO_PERSONAL_DATA,
    ],
  },
  {
    slug: "noncritical-purposes",
    source: "privacyspy",
    label: "Control over non-essential uses",
    text: "Does the service allow the user to control whether personal data is collected or used for non-critical purposes?",
    points: 10,
    options: [
      {
        slug: "no",
        text: "No",
        percent: 0,
        said: "Users cannot control the uses of their data that the service does not need",
      },
      {
        slug: "opt-out-some",
        text: "On an opt-out basis, but only for some non-critical data or uses",
        percent: 30,
        said: "Users can opt out of only some uses of their data that the service does not need",
      },
      {
        slug: "opt-out-all",
        text: "On an opt-out basis, for all non-critical data and uses",
        percent: 60,
        said: "Users can opt out of every use of their data that the service does not need",
      },
      {
        slug: "opt-in",
        text: "On an opt-in basis",
        percent: 60,
        said: "Uses of data that the service does not need are opt-in",
      },
      {
        slug: "na",
        text: "Not applicable (no data used for non-critical purposes)",
        percent: 100,
        said: "Data is not used beyond what the service needs",
      },
    ],
  },
  {
    slug: "revision-notify",
    source: "privacyspy",
    label: "Notice of policy changes",
    text: "Will affected users be notified when the policy is meaningfully changed?",
    points: 5,
    options: [
      { slug: "no", text: "No", percent: 0, said: "Users are not told when the policy changes" },
      { slug: "yes", text: "Yes", percent: 100, said: "Users are told when the policy changes meaningfully" },
      {
        slug: "na",
        text: "Not applicable (no contact data to notify anyone)",
        percent: 100,
        said: "No contact data is kept to tell users of policy changes",
      },
    ],
  },
  {
    slug: "security",
    source: "privacyspy",
    label: "Security practices",
    text: "Does the policy outline the service's general security practices?",
    points: 3,
    options: [
      { slug: "no", text: "No", percent: 0, said: "The policy says nothing of how personal data is secured" },
      {
        slug: "somewhat",
        text: "Somewhat (a vague overview)",
        percent: 30,
        said: "The policy gives only a vague overview of its security",
      },
      { slug: "yes", text: "Yes", percent: 60, said: "The policy describes how personal data is secured" },
      {
        slug: "yes-audits",
        text: "Yes, including audits",
        percent: 80,
        said: "The policy describes its security, including audits",
      },
      {
        slug: "yes-independent-audits",
        text: "Yes, including independent audits",
        percent: 100,
        said: "The policy describes its security, including independent audits",
      },
      NO_PERSONAL_DATA,
    ],
  },
  {
    slug: "third-party-access",
    source: "privacyspy",
    label: "Third-party access",
    text: "Does the service allow third-party access to private personal data?",
    points: 10,
    options: [
      {
        slug: "yes-unspecified",
        text: "Yes, beyond critical service providers, without listing them",
        percent: 0,
        said: "Third parties beyond the service's providers get personal data, without being listed",
      },
      {
        slug: "yes-specified-noncritical",
        text: "Yes, to listed parties including non-critical ones such as advertisers",
        percent: 30,
        said: "Listed third parties, advertisers or other non-essential ones among them, get personal data",
      },
      {
        slug: "yes-unspecified-critical",
        text: "Yes, only to critical service providers, not all listed",
        percent: 70,
        said: "Only the service's providers get personal data, not all of them listed",
      },
      {
        slug: "yes-specified-critical",
        text: "Yes, only to critical service providers, all listed",
        percent: 80,
        said: "Only the service's providers get personal data, all of them listed",
      },
      { slug: "no", text: "No", percent: 100, said: "No third party gets personal data" },
    ],
  },
  {
    slug: "third-party-collection",
    source: "privacyspy",
    label: "Data from third parties",
    text: "Does the service collect personal data from third parties?",
    points: 10,
    options: [
      { slug: "yes", text: "Yes", percent: 0, said: "Personal data is also collected from third parties" },
      {
        slug: "critical-only",
        text: "Yes, but for critical data only (sign-in, payment, verification)",
        percent: 70,
        said: "Personal data comes from third parties only for sign-in, payment or verification",
      },
      { slug: "no", text: "No", percent: 100, said: "No personal data is collected from third parties" },
    ],
  },
  {
    slug: "data-sale",
    source: "business",
    label: "Sale of personal data",
    text: "Does the policy allow personal data to be sold?",
    points: 5,
    options: [
      { slug: "yes", text: "Yes", percent: 0, said: "Personal data is sold" },
      {
        slug: "state-law-sale",
        said: "Some sharing counts as a sale under US state laws (with an opt-out)",
        text: "Some sharing counts as a sale under US state laws (with an opt-out)",
        percent: 25,
      },
      // The disclosure US state privacy laws require of every business in their scope: it earns nothing.
      {
        slug: "no",
        text: "No, the vendor states it does not sell personal data",
        percent: 50,
        said: "The vendor states it does not sell personal data",
      },
    ],
  },
  {
    slug: "ai-training",
    source: "business",
    label: "Training on customer content",
    text: "Is customer content used to train AI models, and can the customer opt out?",
    points: 10,
    options: [
      {
        slug: "yes",
        text: "Yes, with no opt-out stated",
        percent: 0,
        said: "Customer content is used to train AI models, with no opt-out stated",
      },
      {
        slug: "yes-opt-out",
        text: "Yes, unless the customer opts out",
        percent: 35,
        said: "Customer content is used to train AI models unless the customer opts out",
      },
      {
        slug: "de-identified",
        text: "Only aggregated or de-identified data",
        percent: 50,
        said: "Only aggregated or de-identified data is used to train AI models",
      },
      { slug: "no", text: "No", percent: 100, said: "Customer content is not used to train AI models" },
    ],
  },
  {
    slug: "retention",
    source: "business",
    label: "Retention",
    text: "Does the policy say how long personal data is kept?",
    points: 2.5,
    options: [
      {
        slug: "indefinite",
        text: "Some data may be kept indefinitely",
        percent: 0,
        said: "Some data may be kept indefinitely",
      },
      {
        slug: "as-long-as-necessary",
        text: 'Only "as long as necessary", with no period',
        percent: 40,
        said: 'Data is kept "as long as necessary", with no period stated',
      },
      {
        slug: "period",
        text: "Yes, with retention or deletion periods",
        percent: 100,
        said: "Retention or deletion periods are stated",
      },
    ],
  },
  {
    slug: "dpa",
    source: "business",
    label: "Data Processing Agreement",
    text: "Does the vendor offer a Data Processing Agreement?",
    points: 2.5,
    options: [
      {
        slug: "offered",
        text: "Yes, a DPA is offered or published",
        percent: 100,
        said: "A Data Processing Agreement is offered or published",
      },
    ],
  },
  {
    slug: "sub-processors",
    source: "business",
    label: "Sub-processors",
    text: "Are the sub-processors listed, and are customers told before new ones are engaged?",
    points: 2.5,
    options: [
      {
        slug: "notice-only",
        text: "Customers are told of new sub-processors; no list was found",
        percent: 60,
        said: "Customers are told of new sub-processors, but no list was found",
      },
      { slug: "listed", text: "Listed", percent: 80, said: "The sub-processors are listed" },
      {
        slug: "listed-with-notice",
        text: "Listed, with notice of new ones",
        percent: 100,
        said: "The sub-processors are listed, with notice of new ones",
      },
    ],
  },
  {
    slug: "data-location",
    source: "business",
    label: "Data location and transfers",
    text: "Does the vendor say where data is stored and how international transfers are safeguarded?",
    points: 2.5,
    options: [
      {
        slug: "transfers-unprotected",
        text: "Data may go abroad without stated safeguards",
        percent: 20,
        said: "Data may go abroad without stated safeguards",
      },
      {
        slug: "stated",
        text: "Yes: where data is stored, or the safeguards for transfers",
        percent: 100,
        said: "Where data is stored, or how its transfers are safeguarded, is stated",
      },
    ],
  },
  {
    slug: "contract-end",
    source: "business",
    label: "Data at the end of the contract",
    text: "Can customer data be exported at the end of the contract, and is it then deleted?",
    points: 2.5,
    options: [
      {
        slug: "export-and-delete",
        text: "Yes, it can be exported and is then deleted",
        percent: 100,
        said: "At the end of the contract, data can be exported and is then deleted",
      },
    ],
  },
  {
    slug: "contract-terms",
    source: "legal",
    label: "One-sided contract terms",
    text: "Do the terms leave the customer exposed (forced arbitration, class-action waiver, perpetual licence to content, closure at will, changes on posting, a token liability cap)?",
    points: 2.5,
    options: [
      {
        slug: "missing",
        text: "No terms of service were found on the site",
        percent: 0,
        said: "No terms of service were found on the site",
      },
      {
        slug: "one-sided",
        text: "Yes, three or more such clauses",
        percent: 0,
        said: "The terms have three or more one-sided clauses",
      },
      {
        slug: "some-one-sided",
        text: "Some: one or two such clauses",
        percent: 50,
        said: "The terms have one or two one-sided clauses",
      },
      {
        slug: "balanced",
        text: "None of these clauses was found in the terms",
        percent: 100,
        said: "None of the one-sided clauses was found in the terms",
      },
    ],
  },
];

export const RUBRIC_QUESTION = new Map(RUBRIC_QUESTIONS.map((q) => [q.slug, q]));

/** The sum of every question's points: a question's weight in the score is its points over this. */
export const RUBRIC_POINTS = RUBRIC_QUESTIONS.reduce((n, q) => n + q.points, 0);

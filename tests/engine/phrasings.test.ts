/**
 * Phrasings written apart from the corpus and from the rules, by writers who read neither: the
 * catalogue's facts as vendors' pages word them (phrasings/facts.json) and privacy-policy
 * sentences for each option of the expert rubric (phrasings/rubric.json), each with look-alikes
 * that share the words but must not be read so. Four batches, each run before anything changed:
 * "10a", "10b" and "10c" were each measured first and then used to widen the rules where a
 * concept was not read; "10d" was written last and only measured (no rule changed for it), so
 * its first run is the fair figure for wordings nobody here has seen. Only what is read right is
 * kept here; what is still not read is listed in the engine README (tenth round).
 *
 * The eleventh round did the same for the rubric's "not applicable" options, which no batch of
 * the tenth had asked for (phrasings/not-applicable.json): "11a" and "11b" drove changes, "11c"
 * was only measured.
 *
 * The twelfth round did it for the sale of personal data, the section US policies give to the state
 * privacy laws (phrasings/sale.json): sales, "sales" and "sharing" in a state law's sense, denials,
 * disclosure tables, and the rights, definitions, hypotheticals and narrow denials that use the
 * same words. "12a" and "12b" drove changes, "12c" was only measured.
 *
 * The thirteenth round did it for deleting one's own personal data (phrasings/deletion.json): with
 * a mechanism of the product, by asking the vendor, or not at all (deactivation only, kept for
 * good, refused), and the retention schedules, takedowns, other parties' data, cookies, other
 * rights and single items that use the same words. "13a" and "13b" drove changes, "13c" was only
 * measured.
 *
 * The fourteenth round did it for third parties' access to personal data (phrasings/sharing.json):
 * beyond the vendor's providers (advertisers, partners for their own purposes, other companies'
 * trackers), only to providers that work for the vendor, or to nobody (encrypted, kept on the
 * device, no other company's code), and the aggregated data, public posts, the police, mergers,
 * data received from others and "we do not sell" that use the same words. "14a", "14b" and "14c"
 * drove changes; "14d" was written after the changes and only measured; "14r" holds the sentences
 * a reviewer wrote against the new rules to find readings too wide (NOT_NO: anything but "no").
 *
 * The fifteenth round did it for the uses of personal data the service does not need and the
 * user's say over them (phrasings/uses.json): a use stated with no say (USE), a way to stop it
 * (OPT_OUT), a consent asked first (OPT_IN), no use beyond the service (ONLY_SERVICE), and the
 * account messages, analytics, rights, "marketing" teams and job "promotions" that use the same
 * words (NEITHER). "15a", "15b" and "15c" drove changes; "15d" was first only measured; "15r" holds
 * a reviewer's sentences against the new rules (NOT_OPT_IN: consent words that leave the use in
 * the vendor's hands, such as a consent bundled with the terms).
 */
import { describe, expect, it } from "vitest";
import { matchSignals } from "@queue-consumer/engine/reading/match";
import { decideAnswers } from "@queue-consumer/engine/rubric/answers";
import { RUBRIC_STATEMENTS } from "@queue-consumer/engine/rubric/statements";
import { ALL_SIGNALS } from "@queue-consumer/engine/signals";
import type { PageKind } from "@queue-consumer/engine/types";
import facts from "./phrasings/facts.json?raw";
import deletion from "./phrasings/deletion.json?raw";
import notApplicable from "./phrasings/not-applicable.json?raw";
import rubric from "./phrasings/rubric.json?raw";
import sale from "./phrasings/sale.json?raw";
import sharing from "./phrasings/sharing.json?raw";
import uses from "./phrasings/uses.json?raw";
import { sentencesOf } from "./support/fixture";

interface FactPhrasing {
  round: string;
  /** The signal it states (any one of these). */
  signals: string[];
  kind: PageKind;
  text: string;
  /** false: a look-alike, which none of the signals may read. */
  reads: boolean;
}

interface NotApplicablePhrasing {
  round: string;
  /** "no-personal-data": the service collects none (every question below); "noncritical-purposes": no use beyond the service. */
  question: "no-personal-data" | "noncritical-purposes";
  text: string;
  /** false: a look-alike, which must not give "not applicable". */
  answers: boolean;
}

/** The questions whose "not applicable" means a service that collects no personal data. */
const NO_PERSONAL_DATA_QUESTIONS = [
  "data-breaches",
  "data-collection-reasoning",
  "data-deletion",
  "law-enforcement",
  "list-collected",
  "revision-notify",
  "security",
];

interface RubricPhrasing {
  round: string;
  question: string;
  option: string;
  /** "whole": the sentence carries the option alone; "use" / "control": one half of it (below). */
  part: "whole" | "use" | "control";
  text: string;
  /** false: a look-alike, which must not give this option. */
  answers: boolean;
}

const RULES = [...ALL_SIGNALS, ...RUBRIC_STATEMENTS];
const VENDOR = { vendor: /\bAcme\b/i };
const signalsIn = (kind: PageKind, text: string) => [...matchSignals(RULES, sentencesOf(kind, text), VENDOR).keys()];

/** The other half of an option that needs two statements: a use with its control, a control with its use. */
const ADS_USE = "We use your personal information to show you personalised advertising.";
const TWO_USES = "We use your information to send you marketing emails and to show you personalised advertising.";
const OTHER_HALF: Record<string, string> = {
  "behavioral-marketing yes-opt-out use":
    "You can opt out of personalised advertising at any time in your account settings.",
  "behavioral-marketing yes-opt-in use": "We will only show you personalised ads if you opt in.",
  "behavioral-marketing yes-opt-out control": ADS_USE,
  "behavioral-marketing yes-opt-in control": ADS_USE,
  "noncritical-purposes opt-out-some control": TWO_USES,
  "noncritical-purposes opt-out-all control": TWO_USES,
  "noncritical-purposes opt-in control": TWO_USES,
};

/** The answer to one question from these sentences of a privacy policy; silence read or not. */
function answer(question: string, texts: string[], policyRead: boolean, vendor = VENDOR): string | null {
  const hits = matchSignals(RULES, sentencesOf("privacy", ...texts), vendor);
  const policyUrls = policyRead ? ["https://acme.example.com/privacy"] : [];
  const answers = decideAnswers({ hits, signals: new Set(), policyUrls, termsRead: false, documents: new Map() });
  return answers.find((a) => a.question === question)!.answer;
}

describe("the catalogue's facts, in phrasings written apart from the corpus (tenth round)", () => {
  const all = JSON.parse(facts) as FactPhrasing[];
  it("holds phrasings and look-alikes", () => {
    expect(all.filter((p) => p.reads).length).toBeGreaterThan(150);
    expect(all.filter((p) => !p.reads).length).toBeGreaterThan(80);
  });
  it("reads each phrasing as its signal", () => {
    for (const p of all.filter((x) => x.reads)) {
      const found = signalsIn(p.kind, p.text);
      expect(
        p.signals.some((s) => found.includes(s)),
        `${p.signals.join(" or ")} <= ${p.text}`,
      ).toBe(true);
    }
  });
  it("does not read the look-alikes", () => {
    for (const p of all.filter((x) => !x.reads)) {
      const found = signalsIn(p.kind, p.text);
      expect(
        p.signals.filter((s) => found.includes(s)),
        p.text,
      ).toEqual([]);
    }
  });
});

describe("the rubric's options, in phrasings written apart from the corpus (tenth round)", () => {
  const all = JSON.parse(rubric) as RubricPhrasing[];
  it("holds phrasings and look-alikes for every question", () => {
    expect(new Set(all.map((p) => p.question)).size).toBe(12);
    expect(all.filter((p) => !p.answers).length).toBeGreaterThan(35);
  });
  it("answers each phrasing with its option, from what it says (not from silence)", () => {
    for (const p of all.filter((x) => x.answers)) {
      const other = OTHER_HALF[`${p.question} ${p.option} ${p.part}`];
      const texts = other ? [p.text, other] : [p.text];
      expect(answer(p.question, texts, false), `${p.question}: ${p.text}`).toBe(p.option);
    }
  });
  it("does not give the look-alikes that option, with or without silence read", () => {
    for (const p of all.filter((x) => !x.answers)) {
      expect(answer(p.question, [p.text], false), `${p.question}: ${p.text}`).not.toBe(p.option);
      expect(answer(p.question, [p.text], true), `${p.question}: ${p.text}`).not.toBe(p.option);
    }
  });
});

describe('the rubric\'s "not applicable", in phrasings written apart from the corpus (eleventh round)', () => {
  const all = JSON.parse(notApplicable) as NotApplicablePhrasing[];
  const questionsOf = (p: NotApplicablePhrasing) =>
    p.question === "no-personal-data" ? NO_PERSONAL_DATA_QUESTIONS : [p.question];
  it("holds phrasings and look-alikes of both meanings", () => {
    for (const q of ["no-personal-data", "noncritical-purposes"]) {
      expect(all.filter((p) => p.question === q && p.answers).length).toBeGreaterThan(60);
      expect(all.filter((p) => p.question === q && !p.answers).length).toBeGreaterThan(40);
    }
  });
  it('answers "not applicable" from each phrasing, on every question it concerns', () => {
    for (const p of all.filter((x) => x.answers))
      for (const q of questionsOf(p)) expect(answer(q, [p.text], false), `${q}: ${p.text}`).toBe("na");
  });
  it('does not answer "not applicable" from the look-alikes', () => {
    for (const p of all.filter((x) => !x.answers))
      for (const q of questionsOf(p)) {
        expect(answer(q, [p.text], false), `${q}: ${p.text}`).not.toBe("na");
        // Silence means "not applicable" on the use question by itself (no use stated), not on the others.
        if (p.question === "no-personal-data") expect(answer(q, [p.text], true), `${q}: ${p.text}`).not.toBe("na");
      }
  });
});

interface SalePhrasing {
  round: string;
  /** SALE: sold, or a "sale"/"sharing" in a US state law's sense; NO_SALE: a denial for all of it; NEITHER: a look-alike. */
  says: "SALE" | "NO_SALE" | "NEITHER";
  text: string;
}

/**
 * The writers named invented companies; the engine knows the vendor's name, so the test takes each
 * capitalised word that is not a common word, a state or a law as the vendor's.
 */
const NOT_A_NAME = new Set(
  "We Our Us The Your You In If For As Under At Like Although When Where Some Do Does Has Have Is Are Yes No None Sold Shared Category Categories Personal Information Data California Nevada Virginia Colorado Connecticut Utah Texas Oregon Montana Iowa Delaware New Jersey York Hampshire Consumer Privacy Act CCPA CPRA Commercial Identifiers Internet Sensitive Professional Audio Geolocation Precise Inferences Customer Right Rights Sale Sharing Heads Short Because From Every By After Before To Any All This These That It Its Most Many Since Policy Service Services Notice Section Global Control Not Sell Share My Residents Questions Third Ticket Attendee Selling Nothing Never Within During Period Only Also Note Why What How Who Which Delete Deleting Deletion Deactivate Close Closing Account Accounts Settings Setting Profile Privacy Center Centre Dashboard Erasure Erase Remove Removal Can How Help Contact Support Email Officer Protection DPO Once Please Request Requests Go Tap Click Select Choose Open Menu App Apps Store Android iOS Apple Google Play Manage Options Option Security Retention Backups Backup Cookies Unsubscribe Parents Parent Children Child Upon Following Even Unless Except Subject Applicable Law Laws GDPR UK EU European Union Kingdom Article Europe Canada Australia Brazil Then Afterwards Important Alternatively Otherwise Users User Members Member Customers Content Posts Posted Public Blockchain".split(
    " ",
  ),
);
function vendorIn(text: string) {
  const names = [...text.matchAll(/\b[A-Z][a-z]+(?:[A-Z][a-z]+)?\b/g)]
    .map((m) => m[0])
    .filter((w) => !NOT_A_NAME.has(w));
  return names.length ? { vendor: new RegExp(`\\b(?:${names.join("|")})\\b`) } : VENDOR;
}
const SALE_SIGNALS = ["privacy.sells_data", "privacy.sale_under_state_law"];

describe("the sale of personal data, in phrasings written apart from the corpus (twelfth round)", () => {
  const all = JSON.parse(sale) as SalePhrasing[];
  const read = (p: SalePhrasing) => {
    const vendor = vendorIn(p.text);
    const found = [...matchSignals(RULES, sentencesOf("privacy", p.text), vendor).keys()];
    return {
      sale: found.filter((s) => SALE_SIGNALS.includes(s)),
      answer: answer("data-sale", [p.text], false, vendor),
    };
  };
  it("holds sales, denials and look-alikes from three batches", () => {
    for (const says of ["SALE", "NO_SALE", "NEITHER"])
      expect(all.filter((p) => p.says === says).length).toBeGreaterThan(100);
    expect(new Set(all.map((p) => p.round))).toEqual(new Set(["12a", "12b", "12c"]));
  });
  it("reads each sale as a sale, or a sale in a state law's sense", () => {
    for (const p of all.filter((x) => x.says === "SALE")) {
      const r = read(p);
      expect(r.sale.length, p.text).toBeGreaterThan(0);
      expect(["yes", "state-law-sale"], p.text).toContain(r.answer);
    }
  });
  it('answers "no" from each denial, with no sale read', () => {
    for (const p of all.filter((x) => x.says === "NO_SALE"))
      expect(read(p), p.text).toEqual({ sale: [], answer: "no" });
  });
  it("reads neither from the look-alikes", () => {
    for (const p of all.filter((x) => x.says === "NEITHER"))
      expect(read(p), p.text).toEqual({ sale: [], answer: null });
  });
});

interface DeletionPhrasing {
  round: string;
  /** How the user can delete their personal data: themselves, by asking, not at all; NEITHER: a look-alike. */
  says: "AUTOMATED" | "CONTACT" | "NO" | "NEITHER";
  text: string;
}
const DELETION_OPTION: Record<DeletionPhrasing["says"], string | null> = {
  AUTOMATED: "yes-automated",
  CONTACT: "yes-contact",
  NO: "no",
  NEITHER: null,
};

describe("deleting one's personal data, in phrasings written apart from the corpus (thirteenth round)", () => {
  const all = JSON.parse(deletion) as DeletionPhrasing[];
  it("holds each way of deleting and look-alikes from three batches", () => {
    for (const says of ["AUTOMATED", "CONTACT", "NO"])
      expect(all.filter((p) => p.says === says).length).toBeGreaterThan(80);
    expect(all.filter((p) => p.says === "NEITHER").length).toBeGreaterThan(120);
    expect(new Set(all.map((p) => p.round))).toEqual(new Set(["13a", "13b", "13c"]));
  });
  for (const says of ["AUTOMATED", "CONTACT", "NO", "NEITHER"] as const)
    it(`answers the deletion question ${DELETION_OPTION[says] ?? "not stated"} from each ${says.toLowerCase()} wording`, () => {
      for (const p of all.filter((x) => x.says === says))
        expect(answer("data-deletion", [p.text], false, vendorIn(p.text)), p.text).toBe(DELETION_OPTION[says]);
    });
});

interface SharingPhrasing {
  round: string;
  /** Who else gets personal data: parties beyond the providers, the providers only, nobody; NEITHER: a look-alike. */
  says: "NONCRITICAL" | "CRITICAL" | "NO" | "NEITHER" | "NOT_NO";
  text: string;
}

/** The options each kind of wording may give (a provider named in a list may make the parties "specified"). */
const SHARING_OPTIONS: Record<Exclude<SharingPhrasing["says"], "NOT_NO">, (string | null)[]> = {
  NONCRITICAL: ["yes-unspecified"],
  CRITICAL: ["yes-unspecified-critical", "yes-specified-critical"],
  NO: ["no"],
  NEITHER: [null],
};

describe("third parties' access to personal data, in phrasings written apart from the corpus (fourteenth round)", () => {
  const all = JSON.parse(sharing) as SharingPhrasing[];
  it("holds each kind of recipient and look-alikes from four batches and the review", () => {
    for (const says of ["NONCRITICAL", "CRITICAL", "NO"])
      expect(all.filter((p) => p.says === says).length).toBeGreaterThan(100);
    expect(all.filter((p) => p.says === "NEITHER").length).toBeGreaterThan(160);
    expect(new Set(all.map((p) => p.round))).toEqual(new Set(["14a", "14b", "14c", "14d", "14r"]));
  });
  it('answers anything but "no" from each denial with a condition or an exception the review wrote', () => {
    for (const p of all.filter((x) => x.says === "NOT_NO"))
      expect(answer("third-party-access", [p.text], false, vendorIn(p.text)), p.text).not.toBe("no");
  });
  for (const says of ["NONCRITICAL", "CRITICAL", "NO", "NEITHER"] as const)
    it(`answers the third-party question ${SHARING_OPTIONS[says].map((o) => o ?? "not stated").join(" or ")} from each ${says.toLowerCase()} wording`, () => {
      for (const p of all.filter((x) => x.says === says))
        expect(SHARING_OPTIONS[says], p.text).toContain(
          answer("third-party-access", [p.text], false, vendorIn(p.text)),
        );
    });
});

interface UsePhrasing {
  round: string;
  says: "USE" | "OPT_OUT" | "OPT_IN" | "ONLY_SERVICE" | "NEITHER" | "NOT_OPT_IN";
  text: string;
}

describe("uses beyond the service and the say over them, in phrasings written apart from the corpus (fifteenth round)", () => {
  const all = JSON.parse(uses) as UsePhrasing[];
  const of = (says: UsePhrasing["says"]) => all.filter((p) => p.says === says);
  /** The answer with the policy read (silence counts) and without (only what the sentence states). */
  const both = (p: UsePhrasing) => [
    answer("noncritical-purposes", [p.text], true, vendorIn(p.text)),
    answer("noncritical-purposes", [p.text], false, vendorIn(p.text)),
  ];
  it("holds each kind of statement and look-alikes from four batches and the review", () => {
    for (const says of ["USE", "OPT_OUT", "OPT_IN", "ONLY_SERVICE"] as const)
      expect(of(says).length).toBeGreaterThan(80);
    expect(of("NEITHER").length).toBeGreaterThan(200);
    expect(new Set(all.map((p) => p.round))).toEqual(new Set(["15a", "15b", "15c", "15d", "15r"]));
  });
  it('answers "no" from each use stated with no say over it, once the policy is read', () => {
    for (const p of of("USE")) expect(both(p), p.text).toEqual(["no", null]);
  });
  it("answers an opt-out from each way of stopping a use", () => {
    for (const p of of("OPT_OUT")) expect(["opt-out-all", "opt-out-some"], p.text).toContain(both(p)[1]);
  });
  it('answers "opt-in" from each consent asked first', () => {
    for (const p of of("OPT_IN")) expect(both(p)[1], p.text).toBe("opt-in");
  });
  it('answers "not applicable" from each use limited to the service, stated (not from silence)', () => {
    for (const p of of("ONLY_SERVICE")) expect(both(p)[1], p.text).toBe("na");
  });
  it("states nothing from the look-alikes", () => {
    for (const p of of("NEITHER")) expect(both(p), p.text).toEqual(["na", null]);
  });
  it("gives no control from consent words that leave the use in the vendor's hands", () => {
    for (const p of of("NOT_OPT_IN")) expect(["opt-in", "opt-out-all", "na"], p.text).not.toContain(both(p)[0]);
  });
});

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
 */
import { describe, expect, it } from "vitest";
import { matchSignals } from "@queue-consumer/engine/reading/match";
import { decideAnswers } from "@queue-consumer/engine/rubric/answers";
import { RUBRIC_STATEMENTS } from "@queue-consumer/engine/rubric/statements";
import { ALL_SIGNALS } from "@queue-consumer/engine/signals";
import type { PageKind } from "@queue-consumer/engine/types";
import facts from "./phrasings/facts.json?raw";
import notApplicable from "./phrasings/not-applicable.json?raw";
import rubric from "./phrasings/rubric.json?raw";
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
function answer(question: string, texts: string[], policyRead: boolean): string | null {
  const hits = matchSignals(RULES, sentencesOf("privacy", ...texts), VENDOR);
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

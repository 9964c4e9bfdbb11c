import { describe, expect, it } from "vitest";
import { modalityAt } from "@queue-consumer/engine/reading/negation";
import { findBoilerplate, quoteFor, splitSentences } from "@queue-consumer/engine/reading/text";
import { policyDate } from "@queue-consumer/engine/stages/policy-date";
import { pageOf, sentencesOf } from "./support/fixture";

const split = (t: string) => splitSentences(t).map(([s, e]) => t.slice(s, e));

describe("sentences", () => {
  it("keeps abbreviations, decimals, numbered headings and initials inside sentences", () => {
    expect(
      split(
        "Pro costs $14.99 per month, e.g. for teams. Acme Inc. is based in the U.S. and J. Smith signs it. 2. Refunds are final.",
      ),
    ).toEqual([
      "Pro costs $14.99 per month, e.g. for teams.",
      "Acme Inc. is based in the U.S. and J. Smith signs it.",
      "2. Refunds are final.",
    ]);
  });

  it("splits on ! and ? and keeps closing quotes", () => {
    expect(split('We said "no." Really? We mean it!')).toEqual(['We said "no."', "Really?", "We mean it!"]);
  });

  it("keeps a question with its answer when the answer is a word or a short phrase", () => {
    expect(split("Do we sell your data? No. Never have, never will.")).toEqual([
      "Do we sell your data? No.",
      "Never have, never will.",
    ]);
    expect(split("Sold in the last 12 months? Yes — ad networks. Why? We show ads.")).toEqual([
      "Sold in the last 12 months? Yes — ad networks.",
      "Why?",
      "We show ads.",
    ]);
    // A long answer is its own sentence.
    expect(
      split("Can I get a refund? No — you can cancel at any time, and the plan runs to the end of the period."),
    ).toEqual(["Can I get a refund?", "No — you can cancel at any time, and the plan runs to the end of the period."]);
  });

  it("cuts run-on clauses at semicolons so quotes stay readable", () => {
    const long = Array.from(
      { length: 30 },
      (_, i) => `clause number ${i} describes a term of the contract in some detail`,
    ).join("; ");
    const parts = split(long);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(long.includes(p)).toBe(true);
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(600);
  });

  it("quotes a clause of a long sentence, always as a slice of the text", () => {
    const [s] = sentencesOf(
      "privacy",
      `${"We collect many things about your devices and browsers, including identifiers and settings, ".repeat(4)}and we use your content to train our models, which we describe below in detail.`,
    );
    const m = s!.text.indexOf("use your content");
    const q = quoteFor(s!, m, m + 16);
    expect(s!.text.includes(q)).toBe(true);
    expect(q).toContain("use your content to train our models");
    expect(q.length).toBeLessThanOrEqual(360);
  });

  it("marks questions and pointers", () => {
    const [q, p] = sentencesOf("faq", "Is Acme SOC 2 certified?", "For more information, see our Trust Center.");
    expect(q!.question).toBe(true);
    expect(p!.pointer).toBe(true);
  });

  it("treats blocks repeated on most pages as boilerplate", () => {
    const banner = "We use cookies to improve your experience and for marketing purposes.";
    const pages = ["a", "b", "c", "d"].map((x) =>
      pageOf(`https://v.example.com/${x}`, "other", [`Unique text of page ${x} here.`, banner]),
    );
    expect([...findBoilerplate(pages)]).toEqual([banner]);
  });
});

describe("negation and hedging", () => {
  const at = (sentence: string, word: string) => {
    const i = sentence.indexOf(word);
    return modalityAt(sentence, i, i + word.length);
  };

  it.each([
    ["We never sell your personal information.", "sell"],
    ["We do not sell, rent or share personal information.", "share"],
    ["Neither Chatterbox nor Anthropic uses your meeting content to train AI models.", "uses"],
    ["We don’t share your data with advertisers.", "share"],
    // A condition that is not a wish still denies: "if you do not pay, we will not renew".
    ["If you do not pay, we will not renew your plan.", "renew"],
    ["Two-factor authentication is not available yet.", "Two-factor authentication"],
    ["Ledgerly does not offer a free plan.", "free plan"],
    ["There is no security team, no audit and no bug bounty.", "bug bounty"],
    // A later item of a list of verbs whose head is denied, beyond the word window.
    [
      "Because we do not sell personal information, share it for cross-context behavioral advertising or use third-party advertising cookies, there is nothing to opt out of.",
      "third-party advertising cookies",
    ],
    [
      "We never rent your contact details to marketers, trade lists of our subscribers with partner companies, or pass usage data to advertising networks.",
      "advertising networks",
    ],
  ])("%s is a denial", (sentence, word) => {
    expect(at(sentence, word).negated).toBe(true);
  });

  it.each([
    ["We may share your information with our marketing partners.", "share"],
    ["We do not sell your data, but we share it with advertising partners.", "share"],
    ["Not only do we encrypt data at rest, we also rotate keys.", "encrypt"],
    ["We will notify you no later than 72 hours after a breach.", "notify"],
    // A new subject or a turn ends the list.
    [
      "We do not sell your personal information to data brokers, and you can always choose to receive targeted advertising from our partners.",
      "targeted advertising",
    ],
    [
      "We never charge setup fees for monthly plans, which renew automatically at the end of each month.",
      "renew automatically",
    ],
    // The user's wish in a condition denies nothing of what follows.
    ["If you no longer wish to receive our newsletter, you can unsubscribe at any time.", "newsletter"],
    [
      "If you do not want us to use your data to show you tailored ads, you can change your ad preferences.",
      "tailored ads",
    ],
  ])("%s is not a denial", (sentence, word) => {
    expect(at(sentence, word).negated).toBe(false);
  });

  it("recognises plans and work in progress", () => {
    expect(at("We are working towards SOC 2 Type II certification.", "SOC 2").future).toBe(true);
    expect(at("Our first SOC 2 Type II audit is underway.", "SOC 2").future).toBe(true);
    expect(at("We have completed our SOC 2 Type II audit.", "SOC 2").future).toBe(false);
    expect(at("We plan to add a paid plan next year.", "paid plan").future).toBe(true);
    expect(at("Our SOC 2 audit is planned, and we do not expect delays.", "SOC 2").future).toBe(true);
    expect(at("We are targeting ISO 27001 certification by the end of the year.", "ISO 27001").future).toBe(true);
  });

  it("does not take ads aimed at people for a target date", () => {
    expect(at("Your data is never used for targeting ads or building profiles.", "used").future).toBe(false);
    expect(at("We do not use your location for targeting advertising.", "use").future).toBe(false);
  });

  it("takes running the service for a formality, not an exception to a denial", () => {
    const s = "We do not use personal data for advertising or for any purpose other than operating the service.";
    expect(at(s, "use personal data for advertising").carveOut).toBe(false);
    const t = "We do not use personal data for advertising, other than providing you with the weather service.";
    expect(at(t, "use personal data for advertising").carveOut).toBe(false);
    const u = "We do not use personal data for advertising, other than for ads from our partners.";
    expect(at(u, "use personal data for advertising").carveOut).toBe(true);
  });

  // Written before the change: a plan denied is no plan ("there is no paid plan, and I don't plan
  // to add one" states that there is none, now).
  it.each([
    ["There is no paid plan, and we don't plan to add one.", "no paid plan"],
    ["There is no free tier and I don't plan to add one.", "no free tier"],
    ["Every plan includes SSO, and we have no plans to change that.", "includes SSO"],
    ["Data is stored in the EU and we do not intend to move it.", "stored in the EU"],
    ["We never sell your data and are not planning to start.", "sell your data"],
  ])("%s states the present, not a plan", (sentence, word) => {
    expect(at(sentence, word).future).toBe(false);
  });

  it("recognises permission and possibility", () => {
    expect(at("We may change our prices at any time.", "change").hedged).toBe(true);
  });

  // Twelfth round: FAQ answers, concessive clauses, and a narrowing that is no narrowing.
  it("reads a question answered no as a denial, and one answered yes as none", () => {
    expect(at("Do you sell my data? No.", "sell my data").negated).toBe(true);
    expect(
      at("Has Acme sold personal information in the last 12 months? We have not.", "sold personal information").negated,
    ).toBe(true);
    expect(at("Do we share data with advertisers? Yes — to measure campaigns.", "share data").negated).toBe(false);
  });

  it("ends a leading concessive clause at its comma", () => {
    const s = 'Although we do not receive money for your data, some disclosures may count as a "sale" under the CCPA.';
    expect(at(s, "count as").negated).toBe(false);
    expect(at(s, "receive money").negated).toBe(true);
  });

  it('does not narrow a denial "for money or other valuable consideration"', () => {
    expect(at("We do not sell personal information for money.", "sell personal information").narrowed).toBe(true);
    expect(
      at(
        "We do not exchange personal information for money or other valuable consideration.",
        "exchange personal information",
      ).narrowed,
    ).toBe(false);
  });
});

describe("the policy's own date", () => {
  it("is not the period of a past version listed on the page", () => {
    const past = sentencesOf(
      "privacy",
      "Privacy policy (June 2014 - May 2018): effective from June 6, 2014 until May 24, 2018",
    );
    expect(policyDate(past, ["privacy"])).toBeUndefined();
    const current = sentencesOf("privacy", "Effective from June 6, 2024.");
    expect(policyDate(current, ["privacy"])?.year).toBe(2024);
  });

  it("reads dates in figures, day first unless the month comes first", () => {
    const date = (text: string) => {
      const d = policyDate(sentencesOf("privacy", text), ["privacy"]);
      return d && [d.year, d.month];
    };
    expect(date("Last updated: 01/15/2020")).toEqual([2020, 1]);
    expect(date("Last updated: 15.01.2020")).toEqual([2020, 1]);
    expect(date("Last updated: 05/06/2020")).toEqual([2020, 6]);
    expect(date("Last updated: 2020-03-02")).toEqual([2020, 3]);
  });
});

import { describe, expect, it } from "vitest";
import { anyOf, anyTest, group, seq, withFlags, words } from "@queue-consumer/engine/reading/pattern";

describe("rule patterns from named fragments", () => {
  it("builds the same pattern a single literal would", () => {
    expect(anyOf(/a\b/i, /b+/i)).toEqual(/a\b|b+/i);
    expect(seq(/\bsell\b/i, /[^.]{0,40}/i, /data|information/i)).toEqual(/\bsell\b[^.]{0,40}(?:data|information)/i);
    expect(group(/in/i, /by/i)).toEqual(/(?:in|by)/i);
    expect(words("not", "never")).toEqual(/\b(?:not|never)\b/);
    expect(withFlags(words("may", "might"), "i")).toEqual(/\b(?:may|might)\b/i);
  });

  it("joins patterns and tests a pattern cannot write into one test", () => {
    const t = anyTest(/\bcookies\b/i, { test: (text: string) => text.length > 40 });
    expect(t.test("We use cookies.")).toBe(true);
    expect(t.test("A sentence that is long enough to pass the second test.")).toBe(true);
    expect(t.test("Short and plain.")).toBe(false);
  });

  it("keeps an alternation inside a character class or a group as it is", () => {
    expect(seq(/[a|b]/, /(?:c|d)e/)).toEqual(/[a|b](?:c|d)e/);
    expect(seq(/\|x/, /y/)).toEqual(/\|xy/);
  });

  it("takes the flags of the fragments that have them, and refuses fragments that disagree", () => {
    expect(anyOf(words("a", "b"), /c/gi).flags).toBe("gi");
    expect(() => anyOf(/a/i, /b/g)).toThrow(/different flags/);
  });

  it("matches what the alternatives match", () => {
    const re = anyOf(seq(/\bwe (?:never|do not) /i, words("sell", "rent")), /\bnot for sale\b/i);
    expect(re.test("We never sell your data.")).toBe(true);
    expect(re.test("This is not for sale.")).toBe(true);
    expect(re.test("We never reselling")).toBe(false);
  });
});

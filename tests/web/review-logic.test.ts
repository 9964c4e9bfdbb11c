/** The review screens' pure rules: the decision form's Submit, the bell's badge, @mentions in the comment box. */
import { describe, expect, it } from "vitest";
import { bellBadge, decisionNeedsComment, decisionReady, decisionWords } from "@core/contract/review-rules";
import {
  activeMention,
  insertMention,
  matchCandidates,
  mentionedIds,
  mentionSegments,
  type Candidate,
} from "@web/features/review/mentions";

describe("the decision form", () => {
  it("a comment is optional to approve, required (not blank) to reject or request changes", () => {
    expect(decisionNeedsComment("approved")).toBe(false);
    expect(decisionNeedsComment("rejected")).toBe(true);
    expect(decisionNeedsComment("changes_requested")).toBe(true);
    expect(decisionReady("approved", "")).toBe(true);
    expect(decisionReady("rejected", "")).toBe(false);
    expect(decisionReady("rejected", "   \n ")).toBe(false);
    expect(decisionReady("changes_requested", "Add the department")).toBe(true);
    expect(decisionWords("changes_requested")).toBe("changes requested");
  });
});

describe("the bell's badge", () => {
  it("nothing at 0, the count up to 9, then 9+", () => {
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(1)).toBe("1");
    expect(bellBadge(9)).toBe("9");
    expect(bellBadge(10)).toBe("9+");
    expect(bellBadge(250)).toBe("9+");
  });
});

const people: Candidate[] = [
  { id: "u1", name: "Ada Admin", email: "ada@acme.test" },
  { id: "u2", name: "Rita Reviewer", email: "rita@acme.test" },
  { id: "u3", name: "Max Member", email: "max.m@acme.test" },
];

describe("@mentions in the comment box", () => {
  it("finds the mention being typed at the caret, not e-mail addresses or finished lines", () => {
    expect(activeMention("Hi @ri", 6)).toEqual({ start: 3, query: "ri" });
    expect(activeMention("@", 1)).toEqual({ start: 0, query: "" });
    expect(activeMention("Hi @Rita Rev", 12)).toEqual({ start: 3, query: "Rita Rev" });
    expect(activeMention("mail me@acme", 12)).toBeNull();
    expect(activeMention("@rita\nnext", 10)).toBeNull();
    expect(activeMention("@ rita", 6)).toBeNull();
    expect(activeMention("no mention", 10)).toBeNull();
  });

  it("matches names, words of names and e-mail addresses, best first", () => {
    expect(matchCandidates(people, "").map((c) => c.id)).toEqual(["u1", "u2", "u3"]);
    expect(matchCandidates(people, "r").map((c) => c.id)).toEqual(["u2"]);
    expect(matchCandidates(people, "rev").map((c) => c.id)).toEqual(["u2"]);
    expect(matchCandidates(people, "max.m").map((c) => c.id)).toEqual(["u3"]);
    expect(matchCandidates(people, "zed")).toEqual([]);
  });

  it("inserts the full name and moves the caret after it; sends only the picked members still named", () => {
    const text = "Ask @ri about it";
    const mention = activeMention(text, 7)!;
    const next = insertMention(text, mention, 7, "Rita Reviewer");
    expect(next).toEqual({ text: "Ask @Rita Reviewer  about it", caret: 19 });
    expect(mentionedIds(next.text, [people[1]!, people[0]!])).toEqual(["u2"]);
    expect(mentionedIds("Ask @rita reviewer", [people[1]!])).toEqual(["u2"]);
    expect(mentionedIds("nobody", [people[1]!])).toEqual([]);
  });

  it("cuts a stored comment into plain text and mentions to highlight", () => {
    expect(
      mentionSegments("Hi @Ada Admin and @max.m, see @nobody", [{ text: "@Ada Admin" }, { text: "@max.m" }]),
    ).toEqual([
      { text: "Hi ", mention: false },
      { text: "@Ada Admin", mention: true },
      { text: " and ", mention: false },
      { text: "@max.m", mention: true },
      { text: ", see @nobody", mention: false },
    ]);
    expect(mentionSegments("plain", [])).toEqual([{ text: "plain", mention: false }]);
  });
});

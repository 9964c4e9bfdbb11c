import { describe, expect, it } from "vitest";
import { describeStartError, MONTHLY_LIMIT } from "@web/features/analysis/errors";
import { UNEXPECTED_RESPONSE } from "@web/features/analysis/api";
import { validateAuthSearch } from "@web/features/auth/auth-error";
import { authErrorMessage } from "@core/contract/auth-errors";
import { displayName, initials } from "@core/contract/names";
import { landingVariant, validateLandingSearch } from "@core/contract/landing";
import { chipLabel, normalizedHost } from "@web/features/recent-vendors/recent-vendors";
import { isLinkableSource, sortFindings, verifiedCertifications } from "@web/features/report/findings";
import { explanationLines, questionsLine } from "@web/features/report/score-explanation";
import { ApiError, NetworkError } from "@web/lib/api";
import { formatDateTime, timeAgo, truncate } from "@web/lib/format";
import { riskLevel } from "@core/contract/analysis";
import { RISK_BAND_LABEL, riskBand } from "@core/contract/risk-bands";

describe("start error catalogue", () => {
  it.each([
    [new ApiError(429, "MONTHLY_LIMIT_REACHED", "Monthly assessment limit reached. ..."), MONTHLY_LIMIT.title, true],
    [new ApiError(429, "UNKNOWN", "Too Many Requests"), "Monthly Limit Reached", true],
    [new Error("Monthly assessment limit reached"), "Monthly Limit Reached", true],
    [new ApiError(429, "RATE_LIMITED", "Too many analyses from your network"), "Limit Reached", false],
    [new Error("Authentication required"), "Authentication Required", false],
    [new Error("Daily limit reached for this plan"), "Limit Reached", false],
    [new Error("The service is deploying"), "Service Deploying", false],
    [new NetworkError(new TypeError("Failed to fetch")), "Network Error", false],
    [new Error(UNEXPECTED_RESPONSE), "Analysis Failed", false],
    [new Error("boom"), "Analysis Failed", false],
    [new ApiError(403, "FORBIDDEN", "Your role can read reports but cannot start new analyses"), "Not Allowed", false],
  ])("%s -> %s", (err, title, monthlyLimit) => {
    const copy = describeStartError(err);
    expect(copy.title).toBe(title);
    expect(copy.monthlyLimit).toBe(monthlyLimit);
  });

  it("uses the product's texts", () => {
    expect(describeStartError(new Error("Authentication required")).message).toBe(
      "Please sign in to analyze SaaS tools",
    );
    expect(describeStartError(new Error("boom")).message).toBe("An unexpected error occurred");
    expect(describeStartError(new ApiError(403, "FORBIDDEN", "Your role cannot start new analyses.")).message).toBe(
      "Your role cannot start new analyses.",
    );
    expect(describeStartError(new Error("deploying")).message).toBe(
      "The analysis service is currently deploying. Please try again in 2-3 minutes.",
    );
  });
});

describe("findings", () => {
  it("sorts high, medium, low, unknown impact, then plain strings; impact defaults to medium", () => {
    const sorted = sortFindings([
      "plain one",
      { finding: "low", risk_impact: "low" },
      { finding: "unknown", risk_impact: "severe" as never },
      { finding: "default" },
      { finding: "high", risk_impact: "high" },
    ]);
    expect(sorted.map((f) => f.text)).toEqual(["high", "default", "low", "unknown", "plain one"]);
  });

  it("reads the finding text from finding, text or description", () => {
    expect(sortFindings([{ text: "from text" }, { description: "from description" }]).map((f) => f.text)).toEqual([
      "from text",
      "from description",
    ]);
  });

  it("links a source only when it starts with http and is not 'Not Found'", () => {
    expect(isLinkableSource("https://vendor.com/privacy")).toBe(true);
    expect(isLinkableSource("Not Found")).toBe(false);
    expect(isLinkableSource("vendor.com/privacy")).toBe(false);
    expect(isLinkableSource(null)).toBe(false);
  });

  it("shows only verified certifications, as strings or objects", () => {
    const shown = verifiedCertifications([
      "SOC 2",
      { name: "ISO/IEC 27001", verified: true, source_url: "https://v.com/security", evidence: "We are certified." },
      { certification: "HIPAA", verified: true },
      { name: "SOC 2 Type II", verified: false },
    ]);
    expect(shown.map((c) => c.name)).toEqual(["ISO/IEC 27001", "HIPAA"]);
  });
});

describe("names and initials", () => {
  it.each([
    ["Ada Lovelace", "ada@x.com", "Ada Lovelace", "AL"],
    ["Jean Paul Sartre", null, "Jean Paul Sartre", "JP"],
    [null, "grace.hopper@navy.mil", "grace.hopper", "G"],
    ["  ", "", "User", "U"],
    ["B<ob> Stone", "b@x.com", "B<ob> Stone", "BS"],
    ["<script> Ann", "ann@x.com", "<script> Ann", "SA"],
    ["— Zoë", "z@x.com", "— Zoë", "Z"],
  ])("%s / %s", (full, email, name, init) => {
    expect(displayName(full, email)).toBe(name);
    expect(initials(displayName(full, email))).toBe(init);
  });
});

describe("landing variants", () => {
  it.each([
    [{}, "empowerment"],
    [{ variant: "control" }, "control"],
    [{ v: "0" }, "control"],
    [{ v: 0 }, "control"],
    [{ new: "true" }, "variant"],
    [{ new: true, variant: "control" }, "variant"],
    [{ variant: "other" }, "empowerment"],
  ])("%j -> %s", (search, variant) => {
    expect(landingVariant(validateLandingSearch(search))).toBe(variant);
  });
});

describe("risk bands", () => {
  it("match the product's bands and the engine's levels", () => {
    expect([0, 3, 3.1, 6, 6.1, 10, null].map((s) => riskBand(s))).toEqual([
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
      "none",
    ]);
    for (const s of [0, 2.5, 3, 3.5, 6, 6.5, 8.9])
      expect(riskBand(s)).toBe(riskLevel(s) === "critical" ? "high" : riskLevel(s));
    expect(RISK_BAND_LABEL.medium).toBe("Medium Risk");
  });
});

describe("recent vendors and formatting", () => {
  it("normalizes hosts: lower case, no leading www.", () => {
    expect(normalizedHost("https://WWW.Notion.so/product")).toBe("notion.so");
    expect(normalizedHost("not a url")).toBeNull();
  });

  it("cuts chip labels at 30 characters plus an ellipsis", () => {
    expect(chipLabel("https://www.notion.so/")).toBe("notion.so");
    expect(chipLabel("https://a-very-long-vendor-name-for-testing.example.com/")).toBe(
      `${"a-very-long-vendor-name-for-te"}…`,
    );
    expect(truncate("abc", 30)).toBe("abc");
  });

  it("says how old a result is", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(timeAgo("2026-11-23T11:59:50Z", now)).toBe("just now");
    expect(timeAgo("2026-11-23T11:00:00Z", now)).toBe("1 hour ago");
    expect(timeAgo("2026-11-20T12:00:00Z", now)).toBe("3 days ago");
  });

  it("writes a date and time that wraps only between the two", () => {
    const text = formatDateTime("2026-11-25T11:58:00Z");
    // One ordinary space, after the year's comma; none inside the date or the time.
    const parts = text.split(" ");
    expect(parts).toHaveLength(2);
    expect(parts[0]).toBe("Nov\u00a025,\u00a02026,");
    expect(parts[1]).toMatch(/^\d{1,2}:\d{2}[\u00a0\u202f][AP]M$/);
    expect(formatDateTime("not a date")).toBe("not a date");
  });
});

describe("/auth?error= shows the app's own text for a code", () => {
  it("takes only a code from the link", () => {
    expect(validateAuthSearch({ error: "identity_conflict" })).toEqual({ error: "identity_conflict" });
    expect(validateAuthSearch({ error: "Your account is locked. Call +1 555 0100 to unlock it." })).toEqual({});
    expect(validateAuthSearch({ error: ["cancelled"] })).toEqual({});
    expect(validateAuthSearch({})).toEqual({});
  });

  it("shows the catalogue's text, and a generic one for codes it does not know", () => {
    expect(authErrorMessage("cancelled")).toBe("Sign-in was cancelled.");
    expect(authErrorMessage("identity_conflict")).toMatch(/another identity/);
    expect(authErrorMessage("call_support_now")).toBe("Sign-in failed. Please try again.");
    expect(authErrorMessage("__proto__")).toBe("Sign-in failed. Please try again.");
  });
});

describe("how a score was reached", () => {
  const e = {
    base: 4,
    contributions: [
      { signal: "privacy.sells_data", finding: "Personal data may be sold.", weight: 3 },
      { signal: "privacy.policy", finding: "A privacy policy is published.", weight: -1 },
    ],
    risks: 3,
    strengths: -1,
    raw: 6,
    floors: [{ signal: "privacy.sells_data", minimum: 7, reason: "The vendor may sell personal data." }],
    score: 7,
    questions: { asked: 10, answered: 6 },
  };
  it("lists the base, each contribution, the floors and the score", () => {
    expect(explanationLines(e).map((l) => `${l.kind} ${l.value} ${l.label}`)).toEqual([
      "base 4 Starting point for a vendor about which nothing is known",
      "risk +3 Personal data may be sold.",
      "strength −1 A privacy policy is published.",
      "floor ≥ 7 At least 7: The vendor may sell personal data.",
      "total 7 Score",
    ]);
    expect(questionsLine(e, "privacy and legal terms")).toMatch(/answer 6 of the 10 standard questions/);
  });
  it("says when the sum was kept within 0-10", () => {
    const lines = explanationLines({ ...e, raw: 11.4, floors: [], score: 10 });
    expect(lines.find((l) => l.kind === "clamp")).toEqual({
      kind: "clamp",
      label: "Sum 11.4, kept within 0-10",
      value: "10",
    });
  });
});

describe("how a score was reached, long lists", () => {
  it("sums the findings that carry a few hundredths each on one line", () => {
    const tiny = (n: number) => ({ signal: `s${n}`, finding: `Finding ${n}`, weight: 0.02 });
    const lines = explanationLines({
      base: 4,
      contributions: [{ signal: "a", finding: "Big", weight: 2 }, tiny(1), tiny(2), tiny(3)],
      risks: 2.06,
      strengths: 0,
      raw: 6.06,
      floors: [],
      score: 6.1,
    });
    expect(lines.map((l) => `${l.value} ${l.label}`)).toEqual([
      "4 Starting point for a vendor about which nothing is known",
      "+2 Big",
      "+0.06 3 further findings, under 0.05 points each",
      "6.1 Score",
    ]);
  });
});

describe("API errors are read by their typed code, not their wording", () => {
  it.each([
    [new ApiError(429, "MONTHLY_LIMIT_REACHED", "anything"), "Monthly Limit Reached"],
    [new ApiError(429, "RATE_LIMITED", "The limit is 10 per hour."), "Limit Reached"],
    [new ApiError(401, "UNAUTHENTICATED", "no session"), "Authentication Required"],
    [new ApiError(400, "INVALID_URL", "Please enter a valid domain (e.g., notion.so)"), "Invalid URL"],
    [new ApiError(400, "URL_REQUIRED", "Please enter a SaaS application URL to analyze"), "URL Required"],
    [new ApiError(503, "INTERNAL", "The analysis service is deploying"), "Service Deploying"],
    // A message that happens to contain catalogue words does not change a typed error's meaning.
    [new ApiError(500, "INTERNAL", "network fetch deploying limit reached"), "Analysis Failed"],
    [new ApiError(404, "NOT_FOUND", "Authentication required"), "Analysis Failed"],
  ])("%s -> %s", (err, title) => {
    expect(describeStartError(err).title).toBe(title);
  });

  it("keeps the server's explanation for the hourly limit", () => {
    expect(describeStartError(new ApiError(429, "RATE_LIMITED", "The limit is 10 per hour.")).message).toBe(
      "The limit is 10 per hour.",
    );
  });
});

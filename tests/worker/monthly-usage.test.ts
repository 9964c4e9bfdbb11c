/**
 * The organization's monthly assessments as the routes rely on them: a signed-in analysis or
 * re-analysis uses one, atomically; cached answers are free; at the limit the answer is 429
 * with the product's message; a count kept for an earlier month starts again.
 */
import { describe, expect, it } from "vitest";
import { monthOf } from "@core/lib/clock";
import { ErrorEnvelope } from "@core/contract/api";
import { AssessmentResponse, Dashboard } from "@core/contract/assessments";
import { analysisFor, saveViaApi } from "./assessment-fixtures";
import { seedCache } from "./helpers";
import { seedOrg, seedUser, usageOf } from "./seeded-callers";

const LIMIT_TEXT =
  "Your organization has reached its monthly assessment limit. Please contact your administrator to increase your limit or wait until next month.";

describe("monthly assessments", () => {
  it("each new analysis uses one; at the limit the answer is 429 with the product's message", async () => {
    const org = await seedOrg("Quota", { limit: 2 });
    const analyst = await seedUser(org, ["analyst"]);
    for (const host of ["one.com", "two.com"]) {
      expect((await analyst.json("POST", "/api/analyze", { url: host })).status).toBe(202);
    }
    expect((await usageOf(org)).used).toBe(2);
    const res = await analyst.json("POST", "/api/analyze", { url: "three.com" });
    expect(res.status).toBe(429);
    const body = ErrorEnvelope.parse(await res.json());
    expect(body.error.code).toBe("MONTHLY_LIMIT_REACHED");
    expect(body.error.message).toContain("Monthly assessment limit reached");
    expect(body.error.message).toContain(LIMIT_TEXT);
    expect((await usageOf(org)).used).toBe(2);
  });

  it("cached answers are free, even at the limit", async () => {
    const org = await seedOrg("Cached", { limit: 1, used: 1, period: monthOf(new Date()) });
    const analyst = await seedUser(org, ["analyst"]);
    await seedCache("free-cached.com", analysisFor("https://free-cached.com/"));
    expect((await analyst.json("POST", "/api/analyze", { url: "free-cached.com" })).status).toBe(200);
    expect((await usageOf(org)).used).toBe(1);
  });

  it("concurrent requests for the last unit: exactly one gets it", async () => {
    const org = await seedOrg("Race", { limit: 5, used: 4, period: monthOf(new Date()) });
    const analyst = await seedUser(org, ["analyst"]);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => analyst.json("POST", "/api/analyze", { url: `race-${i}.com` })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 429, 429, 429, 429, 429]);
    expect((await usageOf(org)).used).toBe(5);
  });

  it("the month rolls over by itself: a full count of an earlier month starts again at one", async () => {
    const org = await seedOrg("Rollover", { limit: 3, used: 3, period: "2020-01" });
    const analyst = await seedUser(org, ["analyst"]);
    const before = Dashboard.parse(await (await analyst.fetch("/api/dashboard")).json());
    expect(before.usage).toEqual({ used: 0, limit: 3, percent: 0 });
    expect((await analyst.json("POST", "/api/analyze", { url: "new-month.com" })).status).toBe(202);
    expect(await usageOf(org)).toEqual({ used: 1, period: monthOf(new Date()) });
    const after = Dashboard.parse(await (await analyst.fetch("/api/dashboard")).json());
    expect(after.usage).toEqual({ used: 1, limit: 3, percent: 33 });
  });

  it("re-analyze uses a unit too, and is refused at the limit with the same 429", async () => {
    const org = await seedOrg("Reanalyze quota", { limit: 1 });
    const analyst = await seedUser(org, ["analyst"]);
    const saved = await saveViaApi(analyst, org, "https://quota-reanalyze.com/");
    expect((await analyst.fetch(`/api/assessments/${saved.id}/reanalyze`, { method: "POST" })).status).toBe(202);
    const other = await saveViaApi(analyst, org, "https://quota-second.com/");
    const res = await analyst.fetch(`/api/assessments/${other.id}/reanalyze`, { method: "POST" });
    expect(res.status).toBe(429);
    expect(ErrorEnvelope.parse(await res.json()).error.message).toContain(LIMIT_TEXT);
    // Refused: the assessment is not left processing.
    const detail = AssessmentResponse.parse(await (await analyst.fetch(`/api/assessments/${other.id}`)).json());
    expect(detail.assessment.status).toBe("pending_review");
  });
});

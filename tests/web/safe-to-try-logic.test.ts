/**
 * The SPA's logic of the Safe-to-Try lane and the catalog: the catalog's filters in the address
 * (against the API's schema), "Can I use X?", the decision form's choices and body, the policy
 * editor's checks, the request's two answers, and the rules they share with the server.
 */
import { describe, expect, it } from "vitest";
import { CatalogFilters } from "@core/contract/catalog";
import { DecisionRequest } from "@core/contract/review";
import { decisionReady } from "@core/contract/review-rules";
import { SafeToTryPolicy, SafeToTryPolicyInput } from "@core/contract/safe-to-try";
import {
  canIUseAnswer,
  CATALOG_STATE_LABEL,
  DEFAULT_SAFE_TO_TRY_POLICY,
  allowedDecisions,
  stateHasConditions,
  stateHasExpiry,
} from "@core/contract/safe-to-try-rules";
import { CatalogState } from "@core/contract/enums";
import { validateCatalogSearch } from "@web/features/catalog/catalog-search";
import { addressOf, catalogQueryOf } from "@web/features/catalog/can-i-use";
import { decisionBody, decisionChoices, linesOf, trialDateBounds } from "@web/features/review/decision-choices";
import {
  checkPolicyForm,
  policyFormValues,
  policyInput,
  policyVersionNote,
  policyVersionWords,
} from "@web/features/safe-to-try/policy-logic";
import { peopleError, requestFromForm } from "@web/features/safe-to-try/request-fields";

describe("catalog filters in the address", () => {
  const cases: Record<string, unknown>[] = [
    {},
    { q: " figma " },
    { q: "" },
    { q: "x".repeat(201) },
    { state: "in_review" },
    { state: "approved_with_conditions" },
    { state: "all" },
    { state: "pending" },
    { category: "cat-design" },
    { category: "x".repeat(65) },
    { state: 3, category: ["a"] },
  ];
  it.each(cases)("%j agrees with the API's filters", (search) => {
    const spa = validateCatalogSearch(search);
    const api = CatalogFilters.safeParse(search);
    if (api.success) {
      const normalized = Object.fromEntries(
        Object.entries(api.data).filter(([, v]) => v !== undefined && v !== "" && v !== "all"),
      );
      expect(spa).toEqual(normalized);
    } else {
      for (const key of Object.keys(spa) as (keyof typeof spa)[])
        expect(CatalogFilters.safeParse({ [key]: spa[key] }).success).toBe(true);
    }
  });

  it("offers every catalog state, each with its label", () => {
    expect(Object.keys(CATALOG_STATE_LABEL).sort()).toEqual([...CatalogState.options].sort());
  });
});

describe("Can I use X?", () => {
  it("tells an address from a name and searches the catalog for the host", () => {
    expect(addressOf("notion.so")).toBe("https://notion.so/");
    expect(addressOf("https://www.Figma.com/pricing")).toBe("https://www.figma.com/pricing");
    expect(addressOf("Notion")).toBeNull();
    expect(addressOf("my notes.app")).toBeNull();
    expect(addressOf("localhost.internal")).toBeNull();
    expect(catalogQueryOf("https://www.figma.com/")).toBe("figma.com");
    expect(catalogQueryOf("  Miro ")).toBe("Miro");
  });

  it("answers from the tool's state", () => {
    expect(canIUseAnswer("approved").verdict).toBe("yes");
    expect(canIUseAnswer("approved_with_conditions")).toEqual({
      verdict: "yes",
      text: "Yes, with the conditions listed.",
    });
    expect(canIUseAnswer("trial").verdict).toBe("trial");
    expect(canIUseAnswer("in_review").verdict).toBe("wait");
    expect(canIUseAnswer("trial_ended").verdict).toBe("wait");
    expect(canIUseAnswer("rejected").verdict).toBe("no");
    expect(canIUseAnswer("retired").verdict).toBe("no");
  });
});

describe("the decision form", () => {
  it("offers what the state allows, naming an extension", () => {
    expect(decisionChoices("pending").map((c) => c.label)).toEqual([
      "Approve",
      "Approve with conditions",
      "Approve for a trial",
      "Reject",
      "Request changes",
    ]);
    expect(decisionChoices("trial_ended").map((c) => c.value)).toEqual([
      "approved",
      "approved_with_conditions",
      "trial",
      "rejected",
      "retired",
    ]);
    expect(decisionChoices("trial").find((c) => c.value === "trial")?.label).toBe("Extend the trial (once)");
    expect(decisionChoices("approved").map((c) => c.label)).toEqual(["Retire"]);
    expect(decisionChoices("rejected")).toEqual([]);
    expect(allowedDecisions("changes_requested")).toEqual([]);
  });

  it("is ready only with what the kind needs: a comment, a condition, an end date", () => {
    expect(decisionReady("approved", "")).toBe(true);
    expect(decisionReady("retired", "")).toBe(true);
    expect(decisionReady("rejected", " ")).toBe(false);
    expect(decisionReady("approved_with_conditions", "", { conditions: ["  "] })).toBe(false);
    expect(decisionReady("approved_with_conditions", "", { conditions: ["EU only"] })).toBe(true);
    expect(decisionReady("trial", "", { expiresAt: null })).toBe(false);
    expect(decisionReady("trial", "", { expiresAt: "2026-12-01" })).toBe(true);
  });

  it("sends only the fields of the chosen kind, in the shape the API accepts", () => {
    const base = { comment: " ok ", conditions: "A\n\n B \nA", expiresOn: "2026-12-24", alternativeId: "alt-1" };
    const bodies = {
      approved: decisionBody({ ...base, status: "approved" }),
      conditions: decisionBody({ ...base, status: "approved_with_conditions" }),
      trial: decisionBody({ ...base, status: "trial" }),
      rejected: decisionBody({ ...base, status: "rejected" }),
    };
    expect(bodies.approved).toEqual({ status: "approved", comments: "ok" });
    expect(bodies.conditions).toEqual({ status: "approved_with_conditions", comments: "ok", conditions: ["A", "B"] });
    expect(bodies.trial).toEqual({ status: "trial", comments: "ok", conditions: ["A", "B"], expires_at: "2026-12-24" });
    expect(bodies.rejected).toEqual({ status: "rejected", comments: "ok", alternative_assessment_id: "alt-1" });
    for (const body of Object.values(bodies)) expect(DecisionRequest.safeParse(body).success).toBe(true);
    expect(linesOf(" a \n\n a\nb")).toEqual(["a", "b"]);
  });

  it("the trial's date field runs from tomorrow to 90 days from today (UTC)", () => {
    expect(trialDateBounds(Date.parse("2026-11-20T23:30:00Z"))).toEqual({ min: "2026-11-21", max: "2027-02-18" });
  });
});

describe("the policy editor", () => {
  const saved = SafeToTryPolicy.parse({
    ...DEFAULT_SAFE_TO_TRY_POLICY,
    version: 4,
    updated_at: null,
    updated_by: null,
  });
  const values = policyFormValues(saved);

  it("round-trips the policy into the PUT body, with the version edited", () => {
    const body = policyInput(values, saved.version);
    expect(body).toEqual({ ...DEFAULT_SAFE_TO_TRY_POLICY, version: 4 });
    expect(SafeToTryPolicyInput.safeParse(body).success).toBe(true);
  });

  it("says what is wrong next to each field, with the API's limits", () => {
    expect(checkPolicyForm(values)).toEqual({});
    expect(
      checkPolicyForm({
        ...values,
        maxOverallScore: "10.5",
        trialDays: "91",
        maxPeople: "0",
        guardrails: "x".repeat(201),
      }),
    ).toEqual({
      maxOverallScore: "The score must be between 0 and 10.",
      trialDays: "Trial length must be at most 90.",
      maxPeople: "The number of people must be at least 1.",
      guardrails: "A guardrail can be at most 200 characters.",
    });
    expect(checkPolicyForm({ ...values, trialDays: "1", maxOverallScore: "0" })).toEqual({});
    expect(checkPolicyForm({ ...values, trialDays: "2.5", maxOverallScore: "" })).toMatchObject({
      trialDays: "Trial length must be a whole number.",
      maxOverallScore: "Enter a score from 0 to 10.",
    });
    expect(
      checkPolicyForm({ ...values, guardrails: Array.from({ length: 11 }, (_, i) => `g${i}`).join("\n") }),
    ).toEqual({
      guardrails: "At most 10 guardrails.",
    });
  });
});

describe("the request's two answers", () => {
  it("sends the data class and a whole number of people, and says what is wrong", () => {
    expect(requestFromForm({ dataClass: "internal", people: " 12 " })).toEqual({ data_class: "internal", people: 12 });
    expect(requestFromForm({ dataClass: "", people: "" })).toEqual({});
    expect(requestFromForm({ dataClass: "", people: "2.5" })).toEqual({});
    expect(peopleError("")).toBeNull();
    expect(peopleError("0")).toBe("At least 1 person.");
    expect(peopleError("1.5")).toBe("Enter a whole number of people.");
    expect(peopleError("100001")).toBe("At most 100,000 people.");
  });

  it("shows conditions and trial ends only in the states that have them", () => {
    expect(["approved_with_conditions", "trial", "trial_ended"].every(stateHasConditions)).toBe(true);
    expect(["approved", "pending", "rejected", "retired"].some(stateHasConditions)).toBe(false);
    expect(stateHasExpiry("trial") && stateHasExpiry("trial_ended") && !stateHasExpiry("approved")).toBe(true);
  });
});

describe("the policy version that answered", () => {
  it("names the default policy, never saved, instead of a version 0", () => {
    expect(policyVersionWords(0)).toBe("the default Safe-to-Try policy (never saved)");
    expect(policyVersionWords(3)).toBe("the Safe-to-Try policy, version 3");
    expect(policyVersionNote(0)).toBe("default policy");
    expect(policyVersionNote(3)).toBe("policy version 3");
  });
});

/**
 * The organization's Safe-to-Try policy: GET (every member) and PUT (admins) of
 * /api/organization/safe-to-try-policy, its limits, versions and audit.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLogsTable, safeToTryPoliciesTable } from "@core/db/schema";
import { SafeToTryPolicy } from "@core/contract/safe-to-try";
import { DEFAULT_SAFE_TO_TRY_POLICY } from "@core/contract/safe-to-try-rules";
import { db } from "./helpers";
import { OPEN_POLICY, setPolicy } from "./lane-support";
import { expectError, reviewOrg, type ReviewOrg } from "./review-support";
import { signedOut } from "./seeded-callers";

const PATH = "/api/organization/safe-to-try-policy";
let org: ReviewOrg;
let other: ReviewOrg;

beforeAll(async () => {
  org = await reviewOrg("Policy Co");
  other = await reviewOrg("Policy Other Co");
});

const put = (body: unknown, caller = org.admin) => caller.json("PUT", PATH, body);
const read = async (caller = org.member) => SafeToTryPolicy.parse(await (await caller.fetch(PATH)).json());
const versions = async (orgId: string) =>
  db().select().from(safeToTryPoliciesTable).where(eq(safeToTryPoliciesTable.organizationId, orgId));
const policyAudits = (orgId: string) =>
  db()
    .select()
    .from(auditLogsTable)
    .where(and(eq(auditLogsTable.organizationId, orgId), eq(auditLogsTable.action, "SAFE_TO_TRY_POLICY_UPDATED")));

describe("GET /api/organization/safe-to-try-policy", () => {
  it("before an admin saves one: the default, off, version 0, never saved; every member may read it", async () => {
    const fresh = await reviewOrg("Fresh Policy Co");
    for (const caller of [fresh.admin, fresh.reviewer, fresh.analyst, fresh.member, fresh.viewer]) {
      const res = await caller.fetch(PATH);
      expect(res.status).toBe(200);
      expect(SafeToTryPolicy.parse(await res.json())).toEqual({
        ...DEFAULT_SAFE_TO_TRY_POLICY,
        version: 0,
        updated_at: null,
        updated_by: null,
      });
    }
    await expectError(await signedOut.fetch(PATH), 401, "UNAUTHENTICATED");
  });
});

describe("PUT /api/organization/safe-to-try-policy", () => {
  it("saves a new version, audited with each changed field's old and new value; readers see it", async () => {
    const res = await put(OPEN_POLICY);
    expect(res.status).toBe(200);
    const saved = SafeToTryPolicy.parse(await res.json());
    expect(saved).toMatchObject({ ...OPEN_POLICY, version: 1, updated_by: "Ada Admin" });
    expect(saved.updated_at).not.toBeNull();
    expect(await read(org.viewer)).toEqual(saved);

    const [audit] = await policyAudits(org.orgId);
    expect(audit).toMatchObject({ userId: org.admin.userId, resourceType: "safe_to_try_policy", severity: "warning" });
    const details = JSON.parse(audit!.details!);
    expect(details).toMatchObject({ version: 1, previous_version: 0 });
    expect(details.changes.enabled).toEqual({ old: false, new: true });
    // The other fields kept the default's values: only what changed is recorded.
    expect(details.fields).toEqual(["enabled"]);
  });

  it("the same values again write nothing (no version, no audit); a change adds one version, the old ones stay", async () => {
    const before = await read();
    expect((await put({ ...OPEN_POLICY, review_findings: [...OPEN_POLICY.review_findings] })).status).toBe(200);
    expect((await read()).version).toBe(before.version);
    const audits = (await policyAudits(org.orgId)).length;

    const changed = SafeToTryPolicy.parse(
      await (await put({ ...OPEN_POLICY, trial_days: 14, guardrails: ["No customer data"] })).json(),
    );
    expect(changed).toMatchObject({ version: before.version + 1, trial_days: 14, guardrails: ["No customer data"] });
    expect((await policyAudits(org.orgId)).length).toBe(audits + 1);
    expect((await versions(org.orgId)).map((v) => v.version).sort()).toEqual(
      Array.from({ length: before.version + 1 }, (_, i) => i + 1),
    );
    await setPolicy(org);
  });

  it("accepts the edge values: trial 1 and 90 days, score 0 and 10, 1 person, no findings, no guardrails", async () => {
    for (const over of [
      { trial_days: 1, max_overall_score: 0, max_people: 1, review_findings: [], guardrails: [] },
      {
        trial_days: 90,
        max_overall_score: 10,
        max_people: 100_000,
        max_risk_level: "critical",
        max_data_class: "personal",
      },
    ]) {
      const res = await put({ ...OPEN_POLICY, ...over });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(SafeToTryPolicy.parse(await res.json())).toMatchObject(over);
    }
    await setPolicy(org);
  });

  it("refuses invalid values with 400 naming the field, and writes nothing", async () => {
    const before = await read();
    const audits = (await policyAudits(org.orgId)).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ trial_days: 0 }, /trial_days: must be at least 1/],
      [{ trial_days: 91 }, /trial_days: must be at most 90/],
      [{ trial_days: 7.5 }, /trial_days: must be a whole number/],
      [{ max_overall_score: -0.1 }, /max_overall_score: must be at least 0/],
      [{ max_overall_score: 10.1 }, /max_overall_score: must be at most 10/],
      [{ max_people: 0 }, /max_people: must be at least 1/],
      [{ max_people: 100_001 }, /max_people: must be at most 100,000/],
      [{ max_risk_level: "extreme" }, /max_risk_level/],
      [{ max_data_class: "secret" }, /max_data_class/],
      [{ review_findings: ["privacy.sells_data", "made.up"] }, /review_findings\.1/],
      [{ guardrails: ["ok", "   "] }, /guardrails\.1: a guardrail cannot be blank/],
      [{ guardrails: Array.from({ length: 11 }, (_, i) => `Rule ${i}`) }, /guardrails: at most 10 guardrails/],
      [{ guardrails: ["x".repeat(201)] }, /guardrails\.0: a guardrail can be at most 200 characters/],
      [{ enabled: "yes" }, /enabled/],
      [{ enabled: undefined }, /enabled/],
    ];
    for (const [over, message] of cases) {
      await expectError(await put({ ...OPEN_POLICY, ...over }), 400, "INVALID_REQUEST", message);
    }
    expect(await read()).toEqual(before);
    expect((await policyAudits(org.orgId)).length).toBe(audits);
  });

  it("with a stale version: 409, nothing written", async () => {
    const current = await read();
    await expectError(
      await put({ ...OPEN_POLICY, max_people: 3, version: current.version - 1 }),
      409,
      "CONFLICT",
      /changed by someone else/,
    );
    expect(await read()).toEqual(current);
    const ok = await put({ ...OPEN_POLICY, max_people: 3, version: current.version });
    expect(SafeToTryPolicy.parse(await ok.json()).version).toBe(current.version + 1);
    await setPolicy(org);
  });

  it("two admins saving at once: one new version each time, never two with one number", async () => {
    const second = org.admin;
    const results = await Promise.all([
      put({ ...OPEN_POLICY, max_people: 4 }),
      put({ ...OPEN_POLICY, max_people: 6 }, second),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const numbers = (await versions(org.orgId)).map((v) => v.version);
    expect(new Set(numbers).size).toBe(numbers.length);
    await setPolicy(org);
  });

  it("only admins: reviewers, analysts, members, viewers 403; signed out 401; each admin their own organization", async () => {
    for (const caller of [org.reviewer, org.analyst, org.member, org.viewer]) {
      await expectError(await put(OPEN_POLICY, caller), 403, "FORBIDDEN", /Only organization administrators/);
    }
    await expectError(await put(OPEN_POLICY, signedOut), 401, "UNAUTHENTICATED");
    expect((await read(other.member)).version).toBe(0);
    await put({ ...OPEN_POLICY, max_people: 2 }, other.admin);
    expect((await read(other.member)).max_people).toBe(2);
    expect((await read(org.member)).max_people).toBe(OPEN_POLICY.max_people);
  });
});

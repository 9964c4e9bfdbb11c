/**
 * Every audit entry names its subject and its change (old → new), in the organization's log and
 * the platform's alike (one shape): a decision names the tool, a limit change its organization and
 * both values, an organization's edit each field, a role the member.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { AuditLogList } from "@core/contract/audit";
import { auditSummary } from "@core/contract/audit-rules";
import { saveViaApi } from "./assessment-fixtures";
import { signedIn, SUPER_ADMIN, useFakeIdp, type CookieJar } from "./auth-support";
import { seedOrg, seedUser, type Caller } from "./seeded-callers";

const idp = useFakeIdp();
let org: string;
let admin: Caller;
let analyst: Caller;
let root: CookieJar;

async function log(caller: Caller | CookieJar, path: string) {
  const res = await caller.fetch(path);
  expect(res.status).toBe(200);
  return AuditLogList.parse(await res.json()).items;
}

const orgLog = (action: string) => log(admin, `/api/organization/audit-logs?q=${action}&limit=100`);

beforeAll(async () => {
  org = await seedOrg("Subjects Co");
  admin = await seedUser(org, ["admin"], { name: "Ada Admin" });
  analyst = await seedUser(org, ["analyst"], { name: "Rae Analyst" });
  root = await signedIn(idp, SUPER_ADMIN, "Root");
});

describe("audit entries name what they are about and what changed", () => {
  it("a decision names the tool and the decision (pending → approved)", async () => {
    const saved = await saveViaApi(analyst, org, "https://notion-team.example/", { tool_name: "Notion Team" });
    const res = await admin.json("POST", `/api/assessments/${saved.id}/decisions`, { status: "approved" });
    expect(res.status).toBe(201);
    const [entry] = await orgLog("ASSESSMENT_APPROVED");
    expect(entry).toMatchObject({
      resource_type: "assessment",
      subject: "Notion Team",
      changes: [{ field: "decision", old: "pending", new: "approved" }],
    });
    expect(auditSummary(entry!)).toBe("Decision: pending → approved");
  });

  it("a super admin's change of the monthly limit, in the organization's own log: its name and 10 → 75", async () => {
    const res = await root.fetch(`/api/platform/organizations/${org}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ monthly_assessment_limit: 75 }),
    });
    expect(res.status).toBe(200);
    const limit = (await orgLog("UPDATE")).find((e) => e.resource_type === "organization_limit");
    expect(limit).toMatchObject({
      subject: "Subjects Co",
      changes: [{ field: "monthly_assessment_limit", old: 10, new: 75 }],
    });
    expect(auditSummary(limit!)).toBe("Monthly assessment limit: 10 → 75");
  });

  it("an organization's edit names each field changed", async () => {
    const res = await admin.json("PATCH", "/api/organization", { name: "Subjects Company" });
    expect(res.status).toBe(200);
    const [entry] = await orgLog("ORGANIZATION_UPDATED");
    expect(entry).toMatchObject({
      subject: "Subjects Company",
      changes: [{ field: "name", old: "Subjects Co", new: "Subjects Company" }],
    });
  });

  it("a role given names the member, and the platform's log says the same", async () => {
    const res = await admin.json("PUT", `/api/organization/members/${analyst.userId}/roles`, {
      roles: ["analyst", "reviewer"],
    });
    expect(res.status).toBe(200);
    const [entry] = await orgLog("ROLE_ASSIGNED");
    expect(entry).toMatchObject({ subject: "Rae Analyst", changes: [{ field: "role", old: null, new: "reviewer" }] });
    const platform = await log(root, `/api/platform/audit-logs?organization_id=${org}&limit=100`);
    const same = platform.find((e) => e.id === entry!.id);
    expect(same).toEqual(entry);
    // Every entry of the organization names its subject.
    expect(platform.filter((e) => !e.subject).map((e) => e.action)).toEqual([]);
  });
});

/** The approvals queue: GET /api/approvals. */
import { beforeAll, describe, expect, it } from "vitest";
import { ApprovalsList } from "@core/contract/review";
import { seedUser, signedOut, type Caller } from "./seeded-callers";
import { assessmentBy, expectError, reviewOrg, type ReviewOrg } from "./review-support";

let org: ReviewOrg;
let other: ReviewOrg;
const names: Record<string, string> = {};

beforeAll(async () => {
  org = await reviewOrg("Queue Co");
  other = await reviewOrg("Other Queue Co");
  // Created in this order (each a second later than the one before).
  const seed = async (label: string, over: Parameters<typeof assessmentBy>[2] = {}, creator: Caller = org.member) => {
    const row = await assessmentBy(org, creator, { toolName: label, ...over });
    names[row.id] = label;
  };
  await seed("old normal", { department: "Finance", requestedPurpose: "Invoices" });
  await seed("old urgent", { priority: "urgent" });
  await seed("approved", { approvalStatus: "approved", status: "completed" });
  await seed("changes requested", { approvalStatus: "changes_requested", status: "completed" });
  await seed("archived", { status: "archived" });
  await seed("new normal", {}, org.analyst);
  await seed("new urgent", { priority: "urgent" }, org.analyst);
  await assessmentBy(other, other.member, { toolName: "other organization" });
});

const list = async (caller: Caller, query = "") => {
  const res = await caller.fetch(`/api/approvals${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ApprovalsList.parse(await res.json());
};

describe("GET /api/approvals", () => {
  it("lists the organization's pending assessments, urgent first, then oldest first", async () => {
    const page = await list(org.reviewer);
    expect(page.items.map((a) => a.tool_name)).toEqual(["old urgent", "new urgent", "old normal", "new normal"]);
    expect(page.next_cursor).toBeNull();
    const first = page.items.find((a) => a.tool_name === "old normal")!;
    expect(first).toMatchObject({
      created_by: org.member.userId,
      created_by_name: "Max Member",
      department: "Finance",
      requested_purpose: "Invoices",
      priority: "normal",
      approval_status: "pending",
      risk_level: "low",
      overall_score: 3,
    });
    expect((await list(org.admin)).items).toHaveLength(4);
    expect((await list(other.admin)).items.map((a) => a.tool_name)).toEqual(["other organization"]);
  });

  it("pages with the cursor in the same order, and searches by tool name or address", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ApprovalsList = await list(org.reviewer, `?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((a) => a.tool_name!));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(["old urgent", "new urgent", "old normal", "new normal"]);
    expect((await list(org.reviewer, "?q=URGENT")).items.map((a) => a.tool_name)).toEqual(["old urgent", "new urgent"]);
    expect((await list(org.reviewer, "?q=no-such-tool")).items).toEqual([]);
  });

  it("refuses a bad cursor or limit (400)", async () => {
    await expectError(await org.reviewer.fetch("/api/approvals?cursor=garbage"), 400, "INVALID_REQUEST", /cursor/);
    await expectError(await org.reviewer.fetch("/api/approvals?limit=0"), 400, "INVALID_REQUEST");
    await expectError(await org.reviewer.fetch("/api/approvals?limit=101"), 400, "INVALID_REQUEST");
  });

  it("is for those who decide: analysts, members, viewers and waiting users 403; signed out 401", async () => {
    for (const caller of [
      org.analyst,
      org.member,
      org.viewer,
      await seedUser(null, [], { status: "pending_approval" }),
    ]) {
      await expectError(await caller.fetch("/api/approvals"), 403, "FORBIDDEN");
    }
    await expectError(await signedOut.fetch("/api/approvals"), 401, "UNAUTHENTICATED");
  });
});

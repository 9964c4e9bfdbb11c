import { beforeAll, describe, expect, it } from "vitest";
import { ErrorEnvelope } from "@core/contract/api";
import { AssessmentList, CategoryList, Dashboard } from "@core/contract/assessments";
import { monthOf } from "@core/lib/clock";
import { seedAssessment } from "./assessment-fixtures";
import { seedOrg, seedUser, signedOut, type Caller } from "./seeded-callers";

let orgA: string;
let orgB: string;
let admin: Caller;
let analyst: Caller;
let member: Caller;
let viewer: Caller;
let otherAdmin: Caller;
let waiting: Caller;
const ids: Record<string, string> = {};

beforeAll(async () => {
  orgA = await seedOrg("List A", { limit: 20, used: 5, period: monthOf(new Date()) });
  orgB = await seedOrg("List B");
  admin = await seedUser(orgA, ["admin"]);
  analyst = await seedUser(orgA, ["analyst"], { name: "Ana Lyst" });
  member = await seedUser(orgA, ["member"]);
  viewer = await seedUser(orgA, ["viewer"]);
  otherAdmin = await seedUser(orgB, ["admin"]);
  waiting = await seedUser(null, [], { status: "pending_approval" });
  // Oldest first; the list shows newest first.
  const rows = [
    {
      key: "notion",
      by: analyst,
      over: { url: "https://notion.so/", toolName: "Notion", overallScore: 2, categoryId: "cat-productivity" },
    },
    {
      key: "slack",
      by: analyst,
      over: {
        url: "https://slack.com/",
        toolName: "Slack",
        overallScore: 5,
        approvalStatus: "approved" as const,
        status: "completed" as const,
      },
    },
    { key: "risky", by: analyst, over: { url: "https://risky-ai.io/", toolName: "Risky AI", overallScore: 9.5 } },
    { key: "high", by: member, over: { url: "https://high.dev/", toolName: "100% Sure_Tool", overallScore: 7 } },
    {
      key: "archived",
      by: analyst,
      over: { url: "https://old.com/", toolName: "Old Tool", overallScore: 8, status: "archived" as const },
    },
    {
      key: "failed",
      by: analyst,
      over: { url: "https://broken.net/", toolName: "Broken", overallScore: 4, status: "failed" as const },
    },
    {
      key: "formula",
      by: member,
      over: {
        url: "https://formula.app/",
        toolName: '=HYPERLINK("http://evil","x")',
        department: '+Sales, "EMEA"\nTeam',
        overallScore: 6,
      },
    },
  ];
  for (const r of rows) ids[r.key] = (await seedAssessment(orgA, r.by.userId, r.over)).id;
  ids.foreign = (await seedAssessment(orgB, otherAdmin.userId, { url: "https://notion.so/", toolName: "Notion B" })).id;
});

async function list(caller: Caller, query = "") {
  const res = await caller.fetch(`/api/assessments${query}`);
  expect(res.status).toBe(200);
  return AssessmentList.parse(await res.json());
}

const toolNames = (page: AssessmentList) => page.items.map((i) => i.tool_name);

describe("GET /api/assessments", () => {
  it("lists the organization's assessments newest first, archived ones left out", async () => {
    const page = await list(analyst);
    expect(toolNames(page)).toEqual([
      '=HYPERLINK("http://evil","x")',
      "Broken",
      "100% Sure_Tool",
      "Risky AI",
      "Slack",
      "Notion",
    ]);
    expect(page.next_cursor).toBeNull();
    const notion = page.items.find((i) => i.tool_name === "Notion")!;
    expect(notion).toMatchObject({
      category_name: "Productivity",
      risk_level: "low",
      overall_score: 2,
      created_by_name: "Ana Lyst",
      status: "pending_review",
    });
    expect(notion).not.toHaveProperty("analysis");
  });

  it("members see only the assessments they created", async () => {
    expect(toolNames(await list(member)).sort()).toEqual(["100% Sure_Tool", '=HYPERLINK("http://evil","x")']);
  });

  it("viewers and admins see all of them; another organization sees only its own", async () => {
    expect((await list(viewer)).items).toHaveLength(6);
    expect((await list(admin)).items).toHaveLength(6);
    expect(toolNames(await list(otherAdmin))).toEqual(["Notion B"]);
  });

  it("searches tool name, vendor name and address, case-insensitively, with % and _ taken literally", async () => {
    expect(toolNames(await list(analyst, "?q=SLACK"))).toEqual(["Slack"]);
    expect(toolNames(await list(analyst, "?q=risky-ai.io"))).toEqual(["Risky AI"]);
    expect(toolNames(await list(analyst, "?q=100%25"))).toEqual(["100% Sure_Tool"]);
    expect(toolNames(await list(analyst, "?q=e_T"))).toEqual(["100% Sure_Tool"]);
    expect((await list(analyst, "?q=nothing-matches")).items).toEqual([]);
  });

  it("filters by status (archived only on request) and by risk level", async () => {
    expect(toolNames(await list(analyst, "?status=archived"))).toEqual(["Old Tool"]);
    expect(toolNames(await list(analyst, "?status=failed"))).toEqual(["Broken"]);
    expect(toolNames(await list(analyst, "?status=completed"))).toEqual(["Slack"]);
    expect(toolNames(await list(analyst, "?status=all&risk=critical"))).toEqual(["Risky AI"]);
    expect(toolNames(await list(analyst, "?risk=high"))).toEqual(["100% Sure_Tool"]);
    expect(toolNames(await list(analyst, "?risk=medium&q=slack"))).toEqual(["Slack"]);
  });

  it("filters by decision state (approval_status), with the other filters", async () => {
    expect(toolNames(await list(analyst, "?decision=approved"))).toEqual(["Slack"]);
    expect(toolNames(await list(analyst, "?decision=approved&risk=high"))).toEqual([]);
    expect((await list(analyst, "?decision=pending")).items.map((i) => i.approval_status)).toEqual(
      Array(5).fill("pending"),
    );
    expect((await list(analyst, "?decision=trial")).items).toEqual([]);
    expect((await list(analyst, "?decision=all")).items).toHaveLength(6);
  });

  it("pages with limit and next_cursor until the end", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AssessmentList = await list(
        analyst,
        `?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      seen.push(...toolNames(page).map(String));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual(toolNames(await list(analyst)).map(String));
  });

  it.each([
    "?limit=0",
    "?limit=101",
    "?cursor=not-a-cursor",
    "?status=deleted",
    "?risk=extreme",
    "?decision=maybe",
    `?q=${"x".repeat(201)}`,
  ])("refuses %s with 400", async (query) => {
    const res = await analyst.fetch(`/api/assessments${query}`);
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("INVALID_REQUEST");
  });

  it("signed out 401; no organization 403", async () => {
    expect((await signedOut.fetch("/api/assessments")).status).toBe(401);
    expect((await waiting.fetch("/api/assessments")).status).toBe(403);
  });
});

describe("GET /api/assessments/export.csv", () => {
  async function csv(caller: Caller, query = "") {
    const res = await caller.fetch(`/api/assessments/export.csv${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="assessments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    return res.text();
  }

  it("exports the filtered list with a header row, CRLF line ends", async () => {
    const text = await csv(analyst, "?q=slack");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Decision,Tool Name,Vendor,URL,Category,Department,Purpose / Use Case,Priority,Risk Level,Overall Score,Pricing Score,Privacy & Legal Score,Security Score,Status,Recommendation,Created By,Created,Last Updated,Link",
    );
    expect(lines).toHaveLength(3); // header, one row, the empty string after the last CRLF
    expect(lines[1]).toMatch(
      /^Approved,Slack,Seeded Vendor,https:\/\/slack\.com\/,,,,Normal,Medium,5,2,3,2,Completed,/,
    );
    expect(lines[1]).toContain(`http://app.test/dashboard/assessments/${ids.slack}`);
    expect(lines[1]).toContain("Ana Lyst");
  });

  it("quotes per RFC 4180 and neutralises cells a spreadsheet would run as formulas", async () => {
    const text = await csv(analyst, "?q=formula");
    const row = text.split("\r\n").slice(1).join("\r\n");
    expect(row).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(row).toContain(`"'+Sales, ""EMEA""\nTeam"`);
  });

  it("uses the same scope and filters as the list", async () => {
    const rows = (await csv(member)).trim().split("\r\n");
    expect(rows).toHaveLength(3);
    const archived = (await csv(analyst, "?status=archived")).trim().split("\r\n");
    expect(archived).toHaveLength(2);
    expect(archived[1]).toMatch(/^Pending,Old Tool,/);
    const approved = (await csv(analyst, "?decision=approved")).trim().split("\r\n");
    expect(approved.slice(1).map((r) => r.split(",").slice(0, 2).join(","))).toEqual(["Approved,Slack"]);
    expect((await csv(otherAdmin)).trim().split("\r\n")).toHaveLength(2);
  });

  it("signed out 401; bad filter 400", async () => {
    expect((await signedOut.fetch("/api/assessments/export.csv")).status).toBe(401);
    expect((await analyst.fetch("/api/assessments/export.csv?risk=nope")).status).toBe(400);
  });
});

describe("GET /api/dashboard", () => {
  it("counts what the caller can see: total, high risk (score above 6), pending reviews, by level; usage; 6 recent", async () => {
    const res = await analyst.fetch("/api/dashboard");
    expect(res.status).toBe(200);
    const d = Dashboard.parse(await res.json());
    expect(d).toMatchObject({
      scope: "organization",
      total_assessments: 6,
      high_risk: 2, // Risky AI 9.5, 100% Sure_Tool 7 (the archived 8 is left out)
      pending_reviews: 5, // all but Slack (approved)
      usage: { used: 5, limit: 20, percent: 25 },
      by_risk: { low: 1, medium: 3, high: 1, critical: 1, unknown: 0 },
    });
    expect(d.recent.map((r) => r.tool_name)).toEqual(toolNames(await list(analyst)).slice(0, 6));
  });

  it("a member's counts are of their own assessments; the usage is the organization's", async () => {
    const d = Dashboard.parse(await (await member.fetch("/api/dashboard")).json());
    expect(d).toMatchObject({
      scope: "own",
      total_assessments: 2,
      high_risk: 1,
      pending_reviews: 2,
      usage: { used: 5, limit: 20, percent: 25 },
    });
  });

  it("high risk follows the risk bands: 6.5 is high risk like its label, 6 is not", async () => {
    const org = await seedOrg("Bands");
    const admin = await seedUser(org, ["admin"]);
    for (const [url, score] of [
      ["https://six.dev/", 6],
      ["https://six-and-a-half.dev/", 6.5],
    ] as const)
      await seedAssessment(org, admin.userId, { url, overallScore: score });
    const d = Dashboard.parse(await (await admin.fetch("/api/dashboard")).json());
    expect(d.high_risk).toBe(1);
  });

  it("an organization with nothing yet: zeros, and a usage count of an earlier month reads as 0", async () => {
    const org = await seedOrg("Empty", { limit: 10, used: 9, period: "2020-01" });
    const d = Dashboard.parse(await (await (await seedUser(org, ["admin"])).fetch("/api/dashboard")).json());
    expect(d).toEqual({
      scope: "organization",
      total_assessments: 0,
      high_risk: 0,
      pending_reviews: 0,
      usage: { used: 0, limit: 10, percent: 0 },
      recent: [],
      by_risk: { low: 0, medium: 0, high: 0, critical: 0, unknown: 0 },
    });
  });

  it("shows at most the 6 latest", async () => {
    const org = await seedOrg("Many");
    const a = await seedUser(org, ["analyst"]);
    for (let i = 0; i < 8; i++) await seedAssessment(org, a.userId, { url: `https://many-${i}.com/` });
    const d = Dashboard.parse(await (await a.fetch("/api/dashboard")).json());
    expect(d.total_assessments).toBe(8);
    expect(d.recent.map((r) => r.url)).toEqual([7, 6, 5, 4, 3, 2].map((i) => `https://many-${i}.com/`));
  });

  it("signed out 401; no organization 403", async () => {
    expect((await signedOut.fetch("/api/dashboard")).status).toBe(401);
    expect((await waiting.fetch("/api/dashboard")).status).toBe(403);
  });
});

describe("GET /api/categories", () => {
  it("lists the seeded categories ordered by name", async () => {
    const res = await viewer.fetch("/api/categories");
    expect(res.status).toBe(200);
    const { items } = CategoryList.parse(await res.json());
    const names = items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    for (const name of [
      "AI & Machine Learning",
      "Communication",
      "Productivity",
      "Developer Tools",
      "Design",
      "Marketing",
      "Sales & CRM",
      "Finance & Accounting",
      "HR",
      "Security",
      "Analytics",
      "File Storage",
      "Other",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("needs a session", async () => {
    expect((await signedOut.fetch("/api/categories")).status).toBe(401);
  });
});

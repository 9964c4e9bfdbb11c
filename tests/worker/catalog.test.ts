/**
 * The organization's tool catalog: GET /api/catalog (every member, filters in the query), its
 * CSV, approved alternatives by category (GET /api/catalog/alternatives, with a category
 * suggested from a tool's pages) and the dashboard's cards (GET /api/catalog/summary).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { Alternatives, CatalogList, CatalogSummary } from "@core/contract/catalog";
import { DAY_MS } from "@core/contract/safe-to-try-rules";
import { suggestCategoryId } from "@core/domain/catalog/suggest-category";
import { sampleAnalysis, seedCache } from "./helpers";
import { analysisWith, newUrl, requested, setPolicy } from "./lane-support";
import { assessmentBy, expectError, reviewOrg, type ReviewOrg } from "./review-support";
import { signedOut, type Caller } from "./seeded-callers";

let org: ReviewOrg;
let other: ReviewOrg;
const ids: Record<string, string> = {};

const decide = async (caller: Caller, id: string, body: unknown) => {
  const res = await caller.json("POST", `/api/assessments/${id}/decisions`, body);
  expect(res.status, await res.clone().text()).toBe(201);
};
const catalog = async (query = "", caller: Caller = org.member) => {
  const res = await caller.fetch(`/api/catalog${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return CatalogList.parse(await res.json());
};
const names = (list: { items: { tool_name: string }[] }) => list.items.map((i) => i.tool_name).sort();

beforeAll(async () => {
  org = await reviewOrg("Catalog Co");
  other = await reviewOrg("Catalog Other Co");
  await setPolicy(org);
  const seed = async (key: string, creator: Caller, over: Parameters<typeof assessmentBy>[2]) => {
    ids[key] = (await assessmentBy(org, creator, { toolName: key, ...over })).id;
  };
  await seed("Figma", org.analyst, { categoryId: "cat-design", overallScore: 2 });
  await decide(org.reviewer, ids.Figma!, { status: "approved" });
  await seed("Canva", org.analyst, { categoryId: "cat-design", overallScore: 3.5 });
  await decide(org.admin, ids.Canva!, { status: "approved_with_conditions", conditions: ["Marketing only"] });
  await seed("Sketchy Draw", org.member, { categoryId: "cat-design", overallScore: 8 });
  await decide(org.reviewer, ids["Sketchy Draw"]!, { status: "rejected", comments: "Sells data" });
  await seed("Pending Pad", org.member, { categoryId: "cat-productivity" });
  await seed("Old Chat", org.analyst, { categoryId: "cat-communication" });
  await decide(org.reviewer, ids["Old Chat"]!, { status: "approved" });
  await decide(org.reviewer, ids["Old Chat"]!, { status: "retired" });
  await seed("Archived Art", org.analyst, { categoryId: "cat-design", status: "archived", approvalStatus: "approved" });
  const trial = await requested(org.member, org, { data_class: "internal", people: 2, tool_name: "Trial Notes" });
  ids["Trial Notes"] = trial.id;
  await assessmentBy(other, other.admin, { toolName: "Elsewhere", approvalStatus: "approved", status: "completed" });
});

describe("GET /api/catalog", () => {
  it("one row per tool of the organization with state, category, score, conditions or guardrails and who decided", async () => {
    const list = await catalog();
    expect(names(list)).toEqual(["Canva", "Figma", "Old Chat", "Pending Pad", "Sketchy Draw", "Trial Notes"]);
    const by = Object.fromEntries(list.items.map((i) => [i.tool_name, i]));
    expect(by.Figma).toMatchObject({
      state: "approved",
      category: "Design",
      category_id: "cat-design",
      overall_score: 2,
      risk_level: "low",
      conditions: null,
      expires_at: null,
      decided_by: "Rita Reviewer",
      decided_by_kind: "user",
    });
    expect(by.Canva).toMatchObject({
      state: "approved_with_conditions",
      conditions: ["Marketing only"],
      decided_by: "Ada Admin",
    });
    expect(by["Sketchy Draw"]).toMatchObject({ state: "rejected", decided_by: "Rita Reviewer" });
    expect(by["Pending Pad"]).toMatchObject({ state: "in_review", decided_by: null, decided_at: null });
    expect(by["Old Chat"]).toMatchObject({ state: "retired", decided_by: "Rita Reviewer" });
    expect(by["Trial Notes"]).toMatchObject({
      state: "trial",
      decided_by: "Safe-to-Try policy",
      decided_by_kind: "policy",
      conditions: ["No customer data", "Sign in with your work account"],
      data_class: "internal",
      people: 2,
    });
    expect(by["Trial Notes"]!.expires_at).not.toBeNull();
    expect(by.Figma!.decided_at).not.toBeNull();
  });

  it("every member reads it, members too (every tool, not only their own); another organization sees its own", async () => {
    for (const caller of [org.admin, org.reviewer, org.analyst, org.viewer]) {
      expect((await catalog("", caller)).items).toHaveLength(6);
    }
    expect(names(await catalog("", other.member))).toEqual(["Elsewhere"]);
    await expectError(await signedOut.fetch("/api/catalog"), 401, "UNAUTHENTICATED");
  });

  it("filters by state, category and text, together", async () => {
    expect(names(await catalog("?state=approved"))).toEqual(["Figma"]);
    expect(names(await catalog("?state=in_review"))).toEqual(["Pending Pad"]);
    expect(names(await catalog("?state=trial"))).toEqual(["Trial Notes"]);
    expect(names(await catalog("?state=retired"))).toEqual(["Old Chat"]);
    expect(names(await catalog("?category=cat-design"))).toEqual(["Canva", "Figma", "Sketchy Draw"]);
    expect(names(await catalog("?category=cat-design&state=approved_with_conditions"))).toEqual(["Canva"]);
    expect(names(await catalog("?q=fig"))).toEqual(["Figma"]);
    expect(names(await catalog("?state=all&q=zzz"))).toEqual([]);
    await expectError(await org.member.fetch("/api/catalog?state=approvedish"), 400, "INVALID_REQUEST", /state/);
  });

  it("pages with the list convention", async () => {
    const first = await catalog("?limit=4");
    expect(first.items).toHaveLength(4);
    const second = await catalog(`?limit=4&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    expect([...first.items, ...second.items].map((i) => i.assessment_id)).toHaveLength(6);
  });
});

describe("GET /api/catalog/export.csv", () => {
  it("the filtered catalog, the state first, conditions joined, formula cells guarded", async () => {
    await assessmentBy(org, org.analyst, { toolName: "=HYPERLINK(1)", categoryId: "cat-hr" });
    const res = await org.member.fetch("/api/catalog/export.csv?category=cat-design");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tool-catalog-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "State,Tool,URL,Category,Overall Score,Risk Level,Trial Ends,Conditions / Guardrails,Decided By,Decided At,Data Class,People,Link",
    );
    expect(lines).toHaveLength(4);
    const canva = lines.find((l) => l.includes(",Canva,"))!;
    expect(canva).toMatch(
      /^Approved with conditions,Canva,https:\/\/\S+,Design,3\.5,Medium,,Marketing only,Ada Admin,/,
    );
    expect(canva).toMatch(/,http:\/\/app\.test\/dashboard\/catalog\?q=Canva$/);
    const hr = await (await org.member.fetch("/api/catalog/export.csv?category=cat-hr")).text();
    expect(hr).toContain("In review,'=HYPERLINK(1),");
  });
});

describe("GET /api/catalog/alternatives", () => {
  const alternatives = async (url: string, caller: Caller = org.member) => {
    const res = await caller.fetch(`/api/catalog/alternatives?url=${encodeURIComponent(url)}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return Alternatives.parse(await res.json());
  };

  it("a saved tool that is not approved: the approved tools of its category, lowest score first, itself left out", async () => {
    const sketchy = (await catalog("?q=Sketchy")).items[0]!;
    const alt = await alternatives(sketchy.url);
    expect(alt.category).toEqual({ id: "cat-design", name: "Design" });
    expect(alt.category_source).toBe("assessment");
    expect(alt.tool).toEqual({ assessment_id: sketchy.assessment_id, state: "rejected" });
    expect(alt.items.map((i) => [i.tool_name, i.overall_score])).toEqual([
      ["Figma", 2],
      ["Canva", 3.5],
    ]);
    const figma = (await catalog("?q=Figma")).items[0]!;
    expect((await alternatives(figma.url)).items.map((i) => i.tool_name)).toEqual(["Canva"]);
  });

  it("a tool analyzed but not saved: a category suggested from its pages", async () => {
    const url = newUrl("sketchboard");
    const analysis = sampleAnalysis(url);
    analysis.vendor_name = "SketchBoard";
    analysis.analyzed_pages.main_page = {
      url,
      scrapedAt: new Date().toISOString(),
      contentLength: 1000,
      title: "SketchBoard: collaborative design and prototyping",
      excerpt: "Design interfaces, build prototypes and share mockups with your team.",
    };
    await seedCache(new URL(url).host, analysis);
    const alt = await alternatives(url);
    expect(alt).toMatchObject({ category: { id: "cat-design" }, category_source: "suggested", tool: null });
    expect(alt.items.map((i) => i.tool_name)).toEqual(["Figma", "Canva"]);
  });

  it("nothing known about the tool: no category, no alternatives; an invalid address 400; members of another organization see theirs", async () => {
    expect(await alternatives("https://unknown-vendor.example.com/")).toEqual({
      category: null,
      category_source: null,
      tool: null,
      items: [],
    });
    await expectError(
      await org.member.fetch("/api/catalog/alternatives?url=http%3A%2F%2F127.0.0.1%2F"),
      400,
      "INVALID_URL",
    );
    await expectError(await org.member.fetch("/api/catalog/alternatives"), 400, "INVALID_REQUEST", /url/);
    const sketchy = (await catalog("?q=Sketchy")).items[0]!;
    expect((await alternatives(sketchy.url, other.member)).items).toEqual([]);
  });
});

describe("suggestCategoryId", () => {
  const withPage = (vendor: string, title: string, excerpt = "") => {
    const a = analysisWith("https://x.example.com/", { vendor });
    a.analyzed_pages.main_page = { url: a.url, scrapedAt: "", contentLength: 1, title, excerpt };
    return a;
  };
  it("reads the vendor's name and main page: what kind of tool it is, or nothing", () => {
    expect(suggestCategoryId(withPage("Northwind Notes", "Team notes and docs"))).toBe("cat-productivity");
    expect(suggestCategoryId(withPage("QuillMate", "Your AI writing assistant"))).toBe("cat-ai-machine-learning");
    expect(suggestCategoryId(withPage("Ledgerly", "Finance operations: invoices, expenses and accounting"))).toBe(
      "cat-finance-accounting",
    );
    expect(suggestCategoryId(withPage("Chatterbox", "Video meetings for teams"))).toBe("cat-communication");
    expect(suggestCategoryId(withPage("DataVault CRM", "The CRM for growing sales teams"))).toBe("cat-sales-crm");
    expect(suggestCategoryId(withPage("Acme", "Welcome"))).toBeNull();
  });
});

describe("GET /api/catalog/summary", () => {
  it("trials ending within 14 days (count and the first 5) and tools approved this month", async () => {
    const summaryOf = async (caller: Caller) => {
      const res = await caller.fetch("/api/catalog/summary");
      expect(res.status).toBe(200);
      return CatalogSummary.parse(await res.json());
    };
    const before = await summaryOf(org.viewer);
    const soon = await assessmentBy(org, org.member, {
      toolName: "Ends Soon",
      approvalStatus: "trial",
      status: "completed",
      trialExpiresAt: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    });
    await assessmentBy(org, org.member, {
      toolName: "Ends Later",
      approvalStatus: "trial",
      status: "completed",
      trialExpiresAt: new Date(Date.now() + 20 * DAY_MS).toISOString(),
    });
    const approvedNow = await assessmentBy(org, org.member, { toolName: "Approved Now" });
    await decide(org.reviewer, approvedNow.id, { status: "approved_with_conditions", conditions: ["x"] });
    const after = await summaryOf(org.member);
    expect(after.trials_ending.count).toBe(before.trials_ending.count + 1);
    expect(after.trials_ending.items[0]).toMatchObject({ assessment_id: soon.id, state: "trial" });
    expect(after.approved_this_month.count).toBe(before.approved_this_month.count + 1);
    // Figma, Canva and Approved Now were approved this month; the retired and rejected tools do not count.
    expect(after.approved_this_month.count).toBe(3);
  });
});

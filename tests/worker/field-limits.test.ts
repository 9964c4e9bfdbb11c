/**
 * Lengths and characters of what people type: every limit of core/contract/field-limits.ts holds
 * at the API (400 naming the field, nothing saved), control characters never enter a one-line
 * name (tool names, departments, full names, organization names), and a name from the sign-in
 * provider is made fit before it is kept.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErrorEnvelope } from "@core/contract/api";
import { FIELD_MAX } from "@core/contract/field-limits";
import { organizationsTable, orgRiskAssessmentsTable, userProfilesTable } from "@core/db/schema";
import { analysisFor, saveViaApi } from "./assessment-fixtures";
import { signIn, SUPER_ADMIN, signedIn, useFakeIdp } from "./auth-support";
import { db, seedCache } from "./helpers";
import { seedOrg, seedUser } from "./seeded-callers";

const idp = useFakeIdp();

/** A 400 whose first issue is about `field`. */
async function refusedField(res: Response, field: string, words: RegExp) {
  expect(res.status).toBe(400);
  const body = ErrorEnvelope.parse(await res.json());
  expect(body.error.code).toBe("INVALID_REQUEST");
  const issues = (body.error.details as { issues: { path: string; message: string }[] }).issues;
  expect(issues[0]!.path).toBe(field);
  expect(issues[0]!.message).toMatch(words);
}

const CONTROLS = ["Notion\u0000", "Line\nbreak", "Tab\there", "Esc\u001b[31m", "Bell\u0007", "Del\u007f", "C1\u0085"];

describe("assessments: tool name and department", () => {
  it("a tool name of 120 characters is kept; 121 is refused, naming the field", async () => {
    const org = await seedOrg("Limits Co");
    const analyst = await seedUser(org, ["analyst"]);
    await seedCache("limits-tool.com", analysisFor("https://limits-tool.com/"));
    const longest = "T".repeat(FIELD_MAX.toolName);
    const res = await analyst.json("POST", "/api/assessments", { url: "limits-tool.com", tool_name: longest });
    expect(res.status).toBe(201);
    await refusedField(
      await analyst.json("POST", "/api/assessments", { url: "limits-tool.com", tool_name: `${longest}x` }),
      "tool_name",
      /at most 120 characters/,
    );
  });

  it.each(CONTROLS)("refuses control characters in the tool name and the department: %j", async (text) => {
    const org = await seedOrg("Controls Co");
    const analyst = await seedUser(org, ["analyst"]);
    await seedCache("controls-tool.com", analysisFor("https://controls-tool.com/"));
    await refusedField(
      await analyst.json("POST", "/api/assessments", { url: "controls-tool.com", tool_name: text }),
      "tool_name",
      /control characters/,
    );
    await refusedField(
      await analyst.json("POST", "/api/assessments", { url: "controls-tool.com", department: text }),
      "department",
      /control characters/,
    );
    const saved = await db()
      .select()
      .from(orgRiskAssessmentsTable)
      .where(eq(orgRiskAssessmentsTable.organizationId, org));
    expect(saved).toEqual([]);
  });

  it("an edit is held to the same rules; a purpose may span lines", async () => {
    const org = await seedOrg("Edit Limits Co");
    const analyst = await seedUser(org, ["analyst"]);
    const saved = await saveViaApi(analyst, org, "https://edit-limits.com/");
    await refusedField(
      await analyst.json("PATCH", `/api/assessments/${saved.id}`, { tool_name: "Two\nlines" }),
      "tool_name",
      /control characters/,
    );
    const res = await analyst.json("PATCH", `/api/assessments/${saved.id}`, {
      requested_purpose: "Drafts.\nNo customer data.",
    });
    expect(res.status).toBe(200);
  });
});

describe("people and organizations", () => {
  it("a full name: at most 100 characters, no control characters", async () => {
    const jar = await signedIn(idp, "ann@names-co.test", "Ann");
    const patch = (full_name: string) =>
      jar.fetch("/api/me", {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ full_name }),
      });
    await refusedField(await patch("A".repeat(FIELD_MAX.fullName + 1)), "full_name", /at most 100/);
    await refusedField(await patch("Ann\u0000Admin"), "full_name", /control characters/);
    expect((await patch("A".repeat(FIELD_MAX.fullName))).status).toBe(200);
  });

  it("an organization's name, from its admin or a super admin: at most 100 characters, no control characters", async () => {
    const admin = await signedIn(idp, "boss@orgname-co.test", "Boss");
    const patch = (name: string) =>
      admin.fetch("/api/organization", {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
    await refusedField(await patch("Acme\r\nBcc: victim@example.com"), "name", /control characters/);
    await refusedField(await patch("O".repeat(FIELD_MAX.organizationName + 1)), "name", /at most 100/);
    const root = await signedIn(idp, SUPER_ADMIN, "Root");
    const create = (name: string) =>
      root.fetch("/api/platform/organizations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
    await refusedField(await create("Initech\u0007"), "name", /control characters/);
    await refusedField(await create("I".repeat(FIELD_MAX.organizationName + 1)), "name", /at most 100/);
  });

  it("a name from the sign-in provider is kept without control characters and cut to 100", async () => {
    const name = `B<ob>\u0000 ${"Longname ".repeat(40)}\u001b[0m`;
    const { res } = await signIn(idp, { email: "lou@gmail.com", name, hd: null });
    expect(res.status).toBe(302);
    const [profile] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, "lou@gmail.com"));
    expect(profile!.fullName!.length).toBeLessThanOrEqual(FIELD_MAX.fullName);
    expect(profile!.fullName).toMatch(/^B<ob> Longname Longname/);
    expect(profile!.fullName).not.toMatch(/\p{Cc}/u);
    // Their personal organization is named after them, within the organization name's limit.
    const [org] = await db()
      .select()
      .from(organizationsTable)
      .where(eq(organizationsTable.id, profile!.organizationId!));
    expect(org!.name.length).toBeLessThanOrEqual(FIELD_MAX.organizationName);
    expect(org!.name).toMatch(/ \(personal\)$/);
  });
});

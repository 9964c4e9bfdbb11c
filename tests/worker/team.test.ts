import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogsTable, userRolesTable } from "@core/db/schema";
import { Me } from "@core/contract/auth";
import { TeamList } from "@core/contract/members";
import { CookieJar, signedIn, useFakeIdp } from "./auth-support";
import { db } from "./helpers";
import { expectError, makeOrg, sendJson, userOf } from "./org-support";

const idp = useFakeIdp();

describe("GET /api/team", () => {
  it("lists everyone in the organization by name, with roles, status, suspension and last login", async () => {
    const org = await makeOrg(idp, "team-co.test", ["Zed Zane", "Bo Brown"]);
    await makeOrg(idp, "team-other.test");
    await signedIn(idp, "waiting@team-co.test");
    await sendJson(org.admin.jar, "POST", `/api/organization/members/${org.members[0]!.id}/suspension`, {
      suspended: true,
    });

    const res = await org.members[1]!.jar.fetch("/api/team");
    expect(res.status).toBe(200);
    const { items } = TeamList.parse(await res.json());
    expect(items.map((m) => m.full_name)).toEqual(["Ada Admin", "Bo Brown", "Zed Zane"]);
    expect(items[0]).toEqual({
      id: org.admin.id,
      full_name: "Ada Admin",
      email: "admin@team-co.test",
      roles: ["admin"],
      status: "active",
      is_suspended: false,
      last_login_at: expect.any(String),
    });
    expect(items[2]).toMatchObject({ email: "zed@team-co.test", roles: ["member"], is_suspended: true });
  });

  it("a member without any role is listed with an empty role list", async () => {
    const org = await makeOrg(idp, "noroles-co.test", ["Una Ude"]);
    await db().delete(userRolesTable).where(eq(userRolesTable.userId, org.members[0]!.id));
    const { items } = TeamList.parse(await (await org.admin.jar.fetch("/api/team")).json());
    expect(items.find((m) => m.email === "una@noroles-co.test")!.roles).toEqual([]);
  });

  it("signed out → 401; waiting for approval → 403", async () => {
    const org = await makeOrg(idp, "team-gate.test", []);
    await expectError(await new CookieJar().fetch("/api/team"), 401, "UNAUTHENTICATED");
    const waiting = await signedIn(idp, "waiting@team-gate.test");
    await expectError(await waiting.fetch("/api/team"), 403, "FORBIDDEN");
    expect((await org.admin.jar.fetch("/api/team")).status).toBe(200);
  });
});

describe("PATCH /api/me", () => {
  it("changes the full name (trimmed), answers the user, and writes PROFILE_UPDATED", async () => {
    const jar = await signedIn(idp, "vic@profile-co.test", "Vic Vale");
    const res = await sendJson(jar, "PATCH", "/api/me", { full_name: "  Victoria Vale  " });
    expect(res.status).toBe(200);
    expect(Me.parse(await res.json()).user).toMatchObject({ full_name: "Victoria Vale", email: "vic@profile-co.test" });
    const user = await userOf("vic@profile-co.test");
    expect(user.fullName).toBe("Victoria Vale");
    const [entry] = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.action, "PROFILE_UPDATED"), eq(auditLogsTable.resourceId, user.id)));
    expect(JSON.parse(entry!.details!)).toEqual({
      fields: ["full_name"],
      changes: { full_name: { old: "Vic Vale", new: "Victoria Vale" } },
    });
    // Signing in again does not overwrite the chosen name with the provider's.
    await signedIn(idp, "vic@profile-co.test", "Vic Vale");
    expect((await userOf("vic@profile-co.test")).fullName).toBe("Victoria Vale");
  });

  it("a blank or missing name → 400; the e-mail cannot be changed", async () => {
    const jar = await signedIn(idp, "wyn@profile-co.test", "Wyn West");
    await expectError(
      await sendJson(jar, "PATCH", "/api/me", { full_name: "   " }),
      400,
      "INVALID_REQUEST",
      /Full name is required\./,
    );
    await expectError(await sendJson(jar, "PATCH", "/api/me", {}), 400, "INVALID_REQUEST", /Full name is required\./);
    await expectError(await sendJson(jar, "PATCH", "/api/me", { full_name: "x".repeat(101) }), 400, "INVALID_REQUEST");
    const res = await sendJson(jar, "PATCH", "/api/me", { full_name: "Wyn West", email: "evil@elsewhere.test" });
    expect(res.status).toBe(200);
    expect((await userOf("wyn@profile-co.test")).email).toBe("wyn@profile-co.test");
  });

  it("signed out → 401", async () => {
    await expectError(await sendJson(new CookieJar(), "PATCH", "/api/me", { full_name: "X" }), 401, "UNAUTHENTICATED");
  });
});

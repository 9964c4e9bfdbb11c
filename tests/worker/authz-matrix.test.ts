/**
 * Who may call the routes of sign-in and joining. Six kinds of caller: signed out, a user
 * waiting for approval, a member, an admin of another organization, the organization's
 * admin, and a super admin (the admin of a third organization, listed in SUPER_ADMIN_EMAILS).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pendingApprovalsTable, userProfilesTable } from "../../worker/db/schema";
import { ErrorEnvelope } from "../../worker/shared/api";
import { Me, MembershipDecisionResult, MembershipRequestList } from "../../worker/shared/auth";
import { CookieJar, signedIn, SUPER_ADMIN, useFakeIdp } from "./auth-support";
import { db } from "./helpers";

type Caller = "signedOut" | "pending" | "member" | "otherOrgAdmin" | "orgAdmin" | "superAdmin";
const EMAILS: Record<Exclude<Caller, "signedOut">, string> = {
  orgAdmin: "admin@matrix-a.test",
  member: "member@matrix-a.test",
  pending: "pending@matrix-a.test",
  otherOrgAdmin: "admin@matrix-b.test",
  superAdmin: SUPER_ADMIN,
};

const idp = useFakeIdp();
const jars = {} as Record<Caller, CookieJar>;
let orgA: string;

async function requestIdOf(email: string) {
  const [user] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email));
  const [request] = await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.userId, user!.id));
  return request!.id;
}

/** A fresh pending request in organization A or B. */
async function newRequest(org: "a" | "b") {
  const email = `joiner-${crypto.randomUUID().slice(0, 8)}@matrix-${org}.test`;
  await signedIn(idp, email);
  return requestIdOf(email);
}

beforeAll(async () => {
  jars.signedOut = new CookieJar();
  jars.orgAdmin = await signedIn(idp, EMAILS.orgAdmin);
  jars.otherOrgAdmin = await signedIn(idp, EMAILS.otherOrgAdmin);
  jars.superAdmin = await signedIn(idp, EMAILS.superAdmin);
  jars.pending = await signedIn(idp, EMAILS.pending);
  // The member: asked to join, approved by the admin.
  await signedIn(idp, EMAILS.member);
  const approve = await jars.orgAdmin.fetch(`/api/membership-requests/${await requestIdOf(EMAILS.member)}/decision`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ approve: true }),
  });
  expect(approve.status).toBe(200);
  jars.member = await signedIn(idp, EMAILS.member);
  orgA = (Me.parse(await (await jars.orgAdmin.fetch("/api/me")).json())).organization!.id;
});

const decide = (caller: Caller, id: string, approve = true) =>
  jars[caller].fetch(`/api/membership-requests/${id}/decision`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ approve }),
  });

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(ErrorEnvelope.parse(await res.json()).error.code).toBe(code);
}

describe("GET /api/me", () => {
  it.each([
    ["signedOut", 401],
    ["pending", 200],
    ["member", 200],
    ["otherOrgAdmin", 200],
    ["orgAdmin", 200],
    ["superAdmin", 200],
  ] as const)("%s → %i", async (caller, status) => {
    const res = await jars[caller].fetch("/api/me");
    expect(res.status).toBe(status);
    if (status === 401) return expectError(res, 401, "UNAUTHENTICATED");
    const me = Me.parse(await res.json());
    expect(me.user.email).toBe(EMAILS[caller as Exclude<Caller, "signedOut">]);
  });

  it("shows each caller's standing", async () => {
    const get = async (c: Caller) => Me.parse(await (await jars[c].fetch("/api/me")).json());
    expect(await get("pending")).toMatchObject({ roles: [], is_org_admin: false, organization: null, pending_approval: { organization_name: "Matrix A" } });
    expect(await get("member")).toMatchObject({ roles: ["member"], is_org_admin: false, organization: { id: orgA }, pending_approval: null });
    expect(await get("orgAdmin")).toMatchObject({ roles: ["admin"], is_org_admin: true, is_super_admin: false });
    expect(await get("otherOrgAdmin")).toMatchObject({ is_org_admin: true, organization: { name: "Matrix B" } });
    expect(await get("superAdmin")).toMatchObject({ is_super_admin: true, roles: ["admin", "super_admin"] });
  });
});

describe("GET /api/membership-requests", () => {
  it.each([
    ["signedOut", 401, "UNAUTHENTICATED"],
    ["pending", 403, "FORBIDDEN"],
    ["member", 403, "FORBIDDEN"],
  ] as const)("%s → %i", async (caller, status, code) => {
    await expectError(await jars[caller].fetch("/api/membership-requests"), status, code);
  });

  it("an org admin sees only their organization's requests", async () => {
    const b = await newRequest("b");
    const a = await newRequest("a");
    for (const [caller, own, foreign] of [
      ["orgAdmin", a, b],
      ["otherOrgAdmin", b, a],
    ] as const) {
      const res = await jars[caller].fetch("/api/membership-requests");
      expect(res.status).toBe(200);
      const ids = MembershipRequestList.parse(await res.json()).requests.map((r) => r.id);
      expect(ids, caller).toContain(own);
      expect(ids, caller).not.toContain(foreign);
    }
  });

  it("a super admin sees every organization's requests", async () => {
    const a = await newRequest("a");
    const b = await newRequest("b");
    const res = await jars.superAdmin.fetch("/api/membership-requests");
    expect(res.status).toBe(200);
    const { requests } = MembershipRequestList.parse(await res.json());
    expect(requests.map((r) => r.id)).toEqual(expect.arrayContaining([a, b]));
    const one = requests.find((r) => r.id === a)!;
    expect(one).toMatchObject({ organization_name: "Matrix A", status: "pending", decided_at: null });
    expect(one.email).toMatch(/@matrix-a\.test$/);
  });

  it("filters by status", async () => {
    const res = await jars.orgAdmin.fetch("/api/membership-requests?status=approved");
    const { requests } = MembershipRequestList.parse(await res.json());
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.status === "approved")).toBe(true);
    await expectError(await jars.orgAdmin.fetch("/api/membership-requests?status=bogus"), 400, "INVALID_REQUEST");
  });
});

describe("POST /api/membership-requests/:id/decision", () => {
  it.each([
    ["signedOut", 401, "UNAUTHENTICATED"],
    ["pending", 403, "FORBIDDEN"],
    ["member", 403, "FORBIDDEN"],
    ["otherOrgAdmin", 404, "NOT_FOUND"],
  ] as const)("%s → %i, and the request stays pending", async (caller, status, code) => {
    const id = await newRequest("a");
    await expectError(await decide(caller, id), status, code);
    const [row] = await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.id, id));
    expect(row!.status).toBe("pending");
  });

  it("signed out gets 401 even with an invalid body", async () => {
    const res = await jars.signedOut.fetch("/api/membership-requests/x/decision", { method: "POST", body: "{}" , headers: { "content-type": "application/json" } });
    await expectError(res, 401, "UNAUTHENTICATED");
  });

  it("orgAdmin → 200 for their organization's request", async () => {
    const id = await newRequest("a");
    const res = await decide("orgAdmin", id);
    expect(res.status).toBe(200);
    expect(MembershipDecisionResult.parse(await res.json()).request).toMatchObject({ id, status: "approved" });
  });

  it("superAdmin → 200 for any organization's request", async () => {
    const id = await newRequest("b");
    const res = await decide("superAdmin", id, false);
    expect(res.status).toBe(200);
    expect(MembershipDecisionResult.parse(await res.json()).request).toMatchObject({ id, status: "rejected" });
  });

  it("a request that is not pending → 409; an unknown one → 404; a bad body → 400", async () => {
    const id = await newRequest("a");
    expect((await decide("orgAdmin", id)).status).toBe(200);
    await expectError(await decide("orgAdmin", id, false), 409, "CONFLICT");
    await expectError(await decide("superAdmin", id), 409, "CONFLICT");
    await expectError(await decide("orgAdmin", "no-such-request"), 404, "NOT_FOUND");
    const bad = await jars.orgAdmin.fetch(`/api/membership-requests/${id}/decision`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ approve: "yes" }),
    });
    await expectError(bad, 400, "INVALID_REQUEST");
  });
});

describe("POST /api/auth/logout", () => {
  it("signedOut → 401", async () => {
    await expectError(await jars.signedOut.fetch("/api/auth/logout", { method: "POST" }), 401, "UNAUTHENTICATED");
  });

  it.each(["pending", "member", "otherOrgAdmin", "orgAdmin", "superAdmin"] as const)("%s → 204", async (caller) => {
    // A second session of the same user, so the matrix's own sessions stay valid.
    const jar = await signedIn(idp, EMAILS[caller]);
    const res = await jar.fetch("/api/auth/logout", { method: "POST" });
    expect(res.status).toBe(204);
    expect(jar.session).toBeUndefined();
  });
});

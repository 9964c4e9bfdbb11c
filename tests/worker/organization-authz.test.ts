/**
 * Who may call the team, profile and organization admin routes. Callers: signed out, a user
 * waiting for approval, a member, a reviewer and an analyst (non-admin roles), an admin of
 * another organization, a super admin (admin of a third organization), and the organization's
 * admin. Requests for another organization's member answer 404, not 403, so ids of other
 * organizations are not confirmed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CookieJar, signedIn, SUPER_ADMIN, useFakeIdp } from "./auth-support";
import { expectError, makeOrg, sendJson, type TestOrg } from "./org-support";

type Caller = "signedOut" | "pending" | "member" | "reviewer" | "analyst" | "otherOrgAdmin" | "superAdmin" | "orgAdmin";
const CALLERS: Caller[] = ["signedOut", "pending", "member", "reviewer", "analyst", "otherOrgAdmin", "superAdmin", "orgAdmin"];

const idp = useFakeIdp();
const jars = {} as Record<Caller, CookieJar>;
let org: TestOrg;
/** A plain member of the organization: the target of the member routes. */
let targetId: string;

beforeAll(async () => {
  org = await makeOrg(idp, "matrix-org.test", ["Mel Member", "Rae Reviewer", "Ani Analyst", "Tia Target"]);
  const [member, reviewer, analyst, target] = org.members;
  for (const [who, role] of [
    [reviewer!, "reviewer"],
    [analyst!, "analyst"],
  ] as const) {
    const res = await sendJson(org.admin.jar, "PUT", `/api/organization/members/${who.id}/roles`, { roles: [role] });
    expect(res.status).toBe(200);
  }
  targetId = target!.id;
  jars.signedOut = new CookieJar();
  jars.pending = await signedIn(idp, "waiting@matrix-org.test");
  jars.member = member!.jar;
  jars.reviewer = reviewer!.jar;
  jars.analyst = analyst!.jar;
  jars.otherOrgAdmin = (await makeOrg(idp, "matrix-other.test", [])).admin.jar;
  jars.superAdmin = await signedIn(idp, SUPER_ADMIN);
  jars.orgAdmin = org.admin.jar;
});

/** Expected status per caller; the rest of a row's callers get the row's default. */
type Expect = Partial<Record<Caller, number>>;

const EVERY_MEMBER: Expect = { signedOut: 401, pending: 403, member: 200, reviewer: 200, analyst: 200, otherOrgAdmin: 200, superAdmin: 200, orgAdmin: 200 };
const ADMINS_OF_ANY_ORG: Expect = { signedOut: 401, pending: 403, member: 403, reviewer: 403, analyst: 403, otherOrgAdmin: 200, superAdmin: 200, orgAdmin: 200 };
const ADMIN_OF_THIS_ORG: Expect = { signedOut: 401, pending: 403, member: 403, reviewer: 403, analyst: 403, otherOrgAdmin: 404, superAdmin: 404, orgAdmin: 200 };

interface Row {
  name: string;
  send: (jar: CookieJar) => Promise<Response>;
  expect: Expect;
}

const ROWS: Row[] = [
  { name: "GET /api/team", send: (j) => j.fetch("/api/team"), expect: EVERY_MEMBER },
  {
    name: "PATCH /api/me",
    send: (j) => sendJson(j, "PATCH", "/api/me", { full_name: "Same Name" }),
    expect: { ...EVERY_MEMBER, pending: 200 },
  },
  { name: "GET /api/organization", send: (j) => j.fetch("/api/organization"), expect: EVERY_MEMBER },
  {
    name: "PATCH /api/organization",
    // Each admin sends their own organization's current name: a change of nothing.
    send: async (j) => {
      const current = await j.fetch("/api/organization");
      const name = current.ok ? ((await current.json()) as { name: string }).name : "Anything";
      return sendJson(j, "PATCH", "/api/organization", { name });
    },
    expect: ADMINS_OF_ANY_ORG,
  },
  { name: "GET /api/organization/stats", send: (j) => j.fetch("/api/organization/stats"), expect: ADMINS_OF_ANY_ORG },
  { name: "GET /api/organization/activity", send: (j) => j.fetch("/api/organization/activity"), expect: ADMINS_OF_ANY_ORG },
  { name: "GET /api/organization/usage", send: (j) => j.fetch("/api/organization/usage"), expect: ADMINS_OF_ANY_ORG },
  { name: "GET /api/organization/audit-logs", send: (j) => j.fetch("/api/organization/audit-logs"), expect: ADMINS_OF_ANY_ORG },
  { name: "GET /api/organization/role-assignments", send: (j) => j.fetch("/api/organization/role-assignments"), expect: ADMINS_OF_ANY_ORG },
  { name: "GET /api/organization/members", send: (j) => j.fetch("/api/organization/members"), expect: ADMINS_OF_ANY_ORG },
  { name: "GET /api/organization/members/:id", send: (j) => j.fetch(`/api/organization/members/${targetId}`), expect: ADMIN_OF_THIS_ORG },
  {
    name: "PUT /api/organization/members/:id/roles",
    send: (j) => sendJson(j, "PUT", `/api/organization/members/${targetId}/roles`, { roles: ["member"] }),
    expect: ADMIN_OF_THIS_ORG,
  },
  {
    name: "POST /api/organization/members/:id/suspension",
    send: (j) => sendJson(j, "POST", `/api/organization/members/${targetId}/suspension`, { suspended: false }),
    expect: ADMIN_OF_THIS_ORG,
  },
];

const CODES: Record<number, string> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" };

for (const row of ROWS) {
  describe(row.name, () => {
    it.each(CALLERS.map((c) => [c, row.expect[c]!] as const))("%s → %i", async (caller, status) => {
      const res = await row.send(jars[caller]);
      if (status === 200) expect(res.status).toBe(200);
      else await expectError(res, status, CODES[status]!);
    });
  });
}

it("a signed-out caller gets 401 before the body is looked at", async () => {
  await expectError(await sendJson(jars.signedOut, "PUT", "/api/organization/members/x/roles", { roles: [] }), 401, "UNAUTHENTICATED");
  await expectError(await sendJson(jars.signedOut, "PATCH", "/api/organization", {}), 401, "UNAUTHENTICATED");
});

it("every route is in /api/openapi.json", async () => {
  const doc = (await (await jars.signedOut.fetch("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
  const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
  expect(methods("/api/team")).toEqual(["get"]);
  expect(methods("/api/me")).toEqual(["get", "patch"]);
  expect(methods("/api/organization")).toEqual(["get", "patch"]);
  for (const p of ["stats", "activity", "usage", "audit-logs", "role-assignments", "members", "members/{id}"]) {
    expect(methods(`/api/organization/${p}`), p).toEqual(["get"]);
  }
  expect(methods("/api/organization/members/{id}/roles")).toEqual(["put"]);
  expect(methods("/api/organization/members/{id}/suspension")).toEqual(["post"]);
});

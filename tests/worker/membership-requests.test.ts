/**
 * GET /api/membership-requests (the list convention: ?q=&status=&limit=&cursor= →
 * { items, next_cursor }) and POST /api/membership-requests/:id/decision: who sees what,
 * paging, search, bad input. Who may call at all is in the authorization matrix.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { organizationsTable, pendingApprovalsTable, userProfilesTable } from "@core/db/schema";
import { ErrorEnvelope } from "@core/contract/api";
import { MembershipDecisionResult, MembershipRequestList, type MembershipRequest } from "@core/contract/auth";
import { encodeCursor, LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from "@core/contract/list";
import { NotificationList } from "@core/contract/notifications";
import { CookieJar, signedIn, SUPER_ADMIN, useFakeIdp } from "./auth-support";
import { db } from "./helpers";

const idp = useFakeIdp();
let adminA: CookieJar;
let adminB: CookieJar;
let superAdmin: CookieJar;
let member: CookieJar;

async function requestIdOf(email: string) {
  const [user] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email));
  const [request] = await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.userId, user!.id));
  return request!.id;
}

/** A fresh pending request in organization A or B, through a real sign-in. */
async function newRequest(org: "a" | "b") {
  return newRequestTo(`list-${org}.test`);
}

/** A fresh pending request to the organization of a domain. */
async function newRequestTo(domain: string) {
  const email = `joiner-${crypto.randomUUID().slice(0, 8)}@${domain}`;
  await signedIn(idp, email);
  return requestIdOf(email);
}

const decide = (jar: CookieJar, id: string, approve = true) =>
  jar.fetch(`/api/membership-requests/${id}/decision`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ approve }),
  });

async function list(jar: CookieJar, query = "") {
  const res = await jar.fetch(`/api/membership-requests${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return MembershipRequestList.parse(await res.json());
}

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(ErrorEnvelope.parse(await res.json()).error.code).toBe(code);
}

beforeAll(async () => {
  adminA = await signedIn(idp, "admin@list-a.test");
  adminB = await signedIn(idp, "admin@list-b.test");
  superAdmin = await signedIn(idp, SUPER_ADMIN);
  await signedIn(idp, "member@list-a.test");
  expect((await decide(adminA, await requestIdOf("member@list-a.test"))).status).toBe(200);
  member = await signedIn(idp, "member@list-a.test");
});

describe("GET /api/membership-requests: who sees what", () => {
  it("an org admin sees only their organization's requests", async () => {
    const b = await newRequest("b");
    const a = await newRequest("a");
    for (const [jar, own, foreign] of [
      [adminA, a, b],
      [adminB, b, a],
    ] as const) {
      const ids = (await list(jar)).items.map((r) => r.id);
      expect(ids).toContain(own);
      expect(ids).not.toContain(foreign);
    }
  });

  it("a super admin's own organization screen shows only their organization's requests; the platform's shows all", async () => {
    const a = await newRequest("a");
    const b = await newRequest("b");
    const own = await newRequestTo("platform-owner.test");
    const mine = (await list(superAdmin, `?limit=${LIST_MAX_LIMIT}`)).items;
    expect(mine.map((r) => r.id)).toEqual([own]);
    const res = await superAdmin.fetch(`/api/platform/membership-requests?limit=${LIST_MAX_LIMIT}`);
    const { items } = MembershipRequestList.parse(await res.json());
    expect(items.map((r) => r.id)).toEqual(expect.arrayContaining([a, b, own]));
    const one = items.find((r) => r.id === a)!;
    expect(one).toMatchObject({ organization_name: "List A", status: "pending", decided_at: null });
    expect(one.email).toMatch(/@list-a\.test$/);
  });

  it("others are refused before anything is read", async () => {
    await expectError(await new CookieJar().fetch("/api/membership-requests?limit=0"), 401, "UNAUTHENTICATED");
    await expectError(await member.fetch("/api/membership-requests"), 403, "FORBIDDEN");
  });
});

describe("someone asks to join: the admins are told in the app", () => {
  it("each admin gets a membership_requested notification linking to the request; members get none", async () => {
    const email = `newcomer-${crypto.randomUUID().slice(0, 8)}@list-a.test`;
    await signedIn(idp, email, "Nina Newcomer");
    const bell = async (jar: CookieJar) =>
      NotificationList.parse(await (await jar.fetch("/api/notifications")).json()).items.filter(
        (n) => n.type === "membership_requested" && n.message.includes(email),
      );
    const [told] = await bell(adminA);
    expect(told).toMatchObject({
      title: "Someone asks to join",
      message: `Nina Newcomer (${email}) asks to join List A`,
      link: `/admin/approvals?q=${encodeURIComponent(email)}`,
      read: false,
    });
    expect(await bell(member)).toEqual([]);
    expect(await bell(adminB)).toEqual([]);
    // The link opens the admin's list on that one request.
    const { items } = await list(adminA, `?q=${encodeURIComponent(email)}`);
    expect(items.map((r) => r.email)).toEqual([email]);
    // Once the request is decided, the notification is answered: read, so the bell no longer counts it.
    expect((await decide(adminA, items[0]!.id)).status).toBe(200);
    expect(await bell(adminA)).toMatchObject([{ read: true }]);
  });
});

describe("GET /api/membership-requests: filters", () => {
  it("status keeps one status; an unknown one is 400", async () => {
    const { items } = await list(adminA, "?status=approved");
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.status === "approved")).toBe(true);
    await expectError(await adminA.fetch("/api/membership-requests?status=bogus"), 400, "INVALID_REQUEST");
  });

  it("q matches the name or the e-mail address, ignoring case, with % and _ taken literally", async () => {
    await signedIn(idp, "grace.hopper@list-a.test", "Grace Hopper");
    await signedIn(idp, "ada_l@list-a.test", "Ada Lovelace");
    await signedIn(idp, "paul@list-a.test", "Paul Smith"); // "aul" would match an unescaped "a_l"
    const names = async (q: string) =>
      (await list(adminA, `?q=${encodeURIComponent(q)}`)).items.map((r) => r.email).sort();
    expect(await names("HOPPER")).toEqual(["grace.hopper@list-a.test"]);
    expect(await names("lovelace")).toEqual(["ada_l@list-a.test"]);
    expect(await names("a_l")).toEqual(["ada_l@list-a.test"]);
    expect(await names("%")).toEqual([]);
    expect(await names("  ")).toContain("grace.hopper@list-a.test");
    // Another organization's requests stay out of a search.
    await signedIn(idp, "grace.other@list-b.test", "Grace Other");
    expect(await names("grace")).toEqual(["grace.hopper@list-a.test"]);
    // Combined with the status filter.
    expect((await list(adminA, "?q=grace&status=approved")).items).toEqual([]);
  });
});

describe("GET /api/membership-requests: pages", () => {
  const TOTAL = 23;
  let orgId: string;
  let admin: CookieJar;

  beforeAll(async () => {
    admin = await signedIn(idp, "admin@list-paging.test");
    const [org] = await db().select().from(organizationsTable).where(eq(organizationsTable.domain, "list-paging.test"));
    orgId = org!.id;
    // Many requests, several at the very same time, so the id must break the ties.
    for (let i = 0; i < TOTAL; i++) {
      const userId = crypto.randomUUID();
      const at = new Date(Date.UTC(2026, 10, 1, 12, Math.floor(i / 4))).toISOString();
      await db()
        .insert(userProfilesTable)
        .values({
          id: userId,
          email: `person-${String(i).padStart(2, "0")}@list-paging.test`,
          fullName: `Person ${i}`,
          status: i % 3 === 0 ? "rejected" : "pending_approval",
          authIssuer: "https://idp.test",
          authSubject: `paging-${i}`,
          createdAt: at,
          updatedAt: at,
        });
      await db()
        .insert(pendingApprovalsTable)
        .values({
          id: crypto.randomUUID(),
          userId,
          organizationId: orgId,
          status: i % 3 === 0 ? "rejected" : "pending",
          requestedAt: at,
        });
    }
  });

  async function allPages(query: string, limit: number) {
    const seen: MembershipRequest[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(admin, `?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      if (page.next_cursor) expect(page.items).toHaveLength(limit);
      seen.push(...page.items);
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 50);
    return { seen, pages };
  }

  it("walks every request exactly once, newest first, the id breaking ties", async () => {
    const { seen, pages } = await allPages("", 5);
    expect(pages).toBe(Math.ceil(TOTAL / 5));
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen.map((r) => r.id)).size).toBe(TOTAL);
    const order = seen.map((r) => [r.requested_at, r.id] as const);
    const sorted = [...order].sort((x, y) => (x[0] === y[0] ? (x[1] < y[1] ? 1 : -1) : x[0] < y[0] ? 1 : -1));
    expect(order).toEqual(sorted);
    // Everything fits on one page of the maximum size, the same order.
    const one = await list(admin, `?limit=${LIST_MAX_LIMIT}`);
    expect(one.next_cursor).toBeNull();
    expect(one.items.map((r) => r.id)).toEqual(seen.map((r) => r.id));
  });

  it("pages a filtered list too", async () => {
    const { seen } = await allPages("&status=pending", 4);
    expect(seen).toHaveLength(TOTAL - Math.ceil(TOTAL / 3));
    expect(seen.every((r) => r.status === "pending")).toBe(true);
  });

  it(`answers ${LIST_DEFAULT_LIMIT} by default, then the rest`, async () => {
    const first = await list(admin);
    expect(first.items).toHaveLength(Math.min(TOTAL, LIST_DEFAULT_LIMIT));
    expect(first.next_cursor).toBeNull();
    const small = await list(admin, "?limit=1");
    expect(small.items).toHaveLength(1);
    expect(small.next_cursor).toEqual(expect.any(String));
  });

  it("a cursor past the last request gives an empty last page", async () => {
    const page = await list(admin, `?cursor=${encodeCursor({ createdAt: "2000-01-01T00:00:00.000Z", id: "0" })}`);
    expect(page).toEqual({ items: [], next_cursor: null });
  });

  it.each([
    ["limit=0", "limit"],
    [`limit=${LIST_MAX_LIMIT + 1}`, "limit"],
    ["limit=ten", "limit"],
    ["limit=2.5", "limit"],
    ["cursor=not-a-cursor", "cursor"],
    [`cursor=${btoa("[1,2]")}`, "cursor"],
    [`cursor=${"x".repeat(600)}`, "cursor"],
    [`q=${"a".repeat(201)}`, "q"],
  ])("?%s → 400 naming %s", async (query, field) => {
    const res = await admin.fetch(`/api/membership-requests?${query}`);
    expect(res.status).toBe(400);
    const { error } = ErrorEnvelope.parse(await res.json());
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.message).toContain(field);
  });
});

describe("POST /api/membership-requests/:id/decision", () => {
  it.each([
    ["a member", () => member, 403, "FORBIDDEN"],
    ["another organization's admin", () => adminB, 404, "NOT_FOUND"],
  ] as const)("%s is refused and the request stays pending", async (_who, jar, status, code) => {
    const id = await newRequest("a");
    await expectError(await decide(jar(), id), status, code);
    const [row] = await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.id, id));
    expect(row!.status).toBe("pending");
  });

  it("signed out gets 401 even with an invalid body", async () => {
    const res = await new CookieJar().fetch("/api/membership-requests/x/decision", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    await expectError(res, 401, "UNAUTHENTICATED");
  });

  it("the organization's admin approves; a super admin decides any organization's", async () => {
    const a = await newRequest("a");
    const res = await decide(adminA, a);
    expect(res.status).toBe(200);
    expect(MembershipDecisionResult.parse(await res.json()).request).toMatchObject({ id: a, status: "approved" });
    const b = await newRequest("b");
    const res2 = await decide(superAdmin, b, false);
    expect(res2.status).toBe(200);
    expect(MembershipDecisionResult.parse(await res2.json()).request).toMatchObject({ id: b, status: "rejected" });
  });

  it("a request that is not pending → 409; an unknown one → 404; a bad body → 400", async () => {
    const id = await newRequest("a");
    expect((await decide(adminA, id)).status).toBe(200);
    await expectError(await decide(adminA, id, false), 409, "CONFLICT");
    await expectError(await decide(superAdmin, id), 409, "CONFLICT");
    await expectError(await decide(adminA, "no-such-request"), 404, "NOT_FOUND");
    const bad = await adminA.fetch(`/api/membership-requests/${id}/decision`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ approve: "yes" }),
    });
    await expectError(bad, 400, "INVALID_REQUEST");
  });
});

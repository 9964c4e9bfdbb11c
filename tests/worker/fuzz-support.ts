/**
 * Every route of /api/openapi.json, fuzzed (tests/support/openapi-fuzz.ts) as one kind of caller:
 * every answer is a success or a 4xx error envelope, never a 5xx, and a refused request writes
 * nothing (the whole database is compared before and after it). One test file per kind of
 * caller (openapi-fuzz-*.test.ts): each has its own database, so the comparisons stay small and
 * the files run side by side.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pendingApprovalsTable, userProfilesTable, userRolesTable } from "@core/db/schema";
import type { Role } from "@core/contract/permissions";
import { AnalyzeQueued } from "@core/contract/api";
import { fuzzCases, judge, type OpenApiDoc } from "../support/openapi-fuzz";
import { authApi, CookieJar, SUPER_ADMIN, signIn, signedIn, useFakeIdp } from "./auth-support";
import { APP, db } from "./helpers";

const idp = useFakeIdp();
const DOMAIN = "fuzz-co.test";

/**
 * The whole database as one string, for "nothing was written". Leases of open event streams
 * are left out: a stream that succeeded earlier releases its lease whenever it ends.
 */
async function snapshot(): Promise<string> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT IN ('d1_migrations', 'job_event_streams') ORDER BY name",
  ).all<{ name: string }>();
  const results = await env.DB.batch(
    tables.results.map((t) => env.DB.prepare(`SELECT * FROM "${t.name}" ORDER BY rowid`)),
  );
  return JSON.stringify(results.map((r, i) => [tables.results[i]!.name, r.results]));
}

async function userId(email: string) {
  const [row] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email));
  return row!;
}

/** Signs a user of DOMAIN in (they wait for approval), then makes them an active member with `role`. */
async function withRole(role: Role, name: string = role) {
  const email = `${name}@${DOMAIN}`;
  const { jar } = await signIn(idp, { email });
  const admin = await userId(`admin@${DOMAIN}`);
  const user = await userId(email);
  await db()
    .update(userProfilesTable)
    .set({ status: "active", organizationId: admin.organizationId })
    .where(eq(userProfilesTable.id, user.id));
  await db().update(pendingApprovalsTable).set({ status: "approved" }).where(eq(pendingApprovalsTable.userId, user.id));
  await db().insert(userRolesTable).values({
    id: crypto.randomUUID(),
    userId: user.id,
    organizationId: admin.organizationId!,
    role,
    createdAt: new Date().toISOString(),
  });
  return jar;
}

export const CALLERS = [
  "signed out",
  "admin",
  "reviewer",
  "analyst",
  "member",
  "viewer",
  "super admin",
  "waiting for approval",
] as const;
export type Caller = (typeof CALLERS)[number];

/** The session of one kind of caller, in the fuzzed organization. */
async function callerJar(caller: Caller): Promise<CookieJar> {
  switch (caller) {
    case "signed out":
      return new CookieJar();
    case "super admin":
      return signedIn(idp, SUPER_ADMIN);
    case "reviewer":
    case "analyst":
    case "member":
    case "viewer":
      return withRole(caller);
    default:
      throw new Error(`${caller} is signed in by the set-up`);
  }
}

const analyze = (jar: CookieJar, url: string) =>
  jar.fetch("/api/analyze", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url }),
  });

/** Fuzzes every route as `caller` (one describe; call once per test file). */
export function fuzzEveryRouteAs(caller: Caller) {
  describe(`OpenAPI-driven fuzz of every route, as ${caller}`, () => {
    let jar: CookieJar;
    let doc: OpenApiDoc;
    const ids: Record<string, string[]> = {};

    beforeAll(async () => {
      doc = (await (await authApi("/api/openapi.json")).json()) as OpenApiDoc;
      // The organization and its people, whoever the caller is: its admin, a member who is none
      // of the callers (so suspending or re-roling them leaves the caller's session alive), a
      // request to join. Real identifiers, so requests get past "not found": a public job, an
      // organization's job, the pending request, the member, and a vendor host.
      const admin = await signedIn(idp, `admin@${DOMAIN}`);
      const waiting = (await signIn(idp, { email: `waiting@${DOMAIN}` })).jar;
      jar = caller === "admin" ? admin : caller === "waiting for approval" ? waiting : await callerJar(caller);
      const publicJob = AnalyzeQueued.parse(
        await (await analyze(new CookieJar(), "fuzz-target.example-vendor.com")).json(),
      );
      const orgJob = AnalyzeQueued.parse(await (await analyze(admin, "fuzz-org-target.example-vendor.com")).json());
      const [request] = await db()
        .select()
        .from(pendingApprovalsTable)
        .where(eq(pendingApprovalsTable.status, "pending"));
      await withRole("member", "target");
      const target = await userId(`target@${DOMAIN}`);
      ids.id = [publicJob.job_id, orgJob.job_id, request!.id, target.id];
      ids.host = ["fuzz-target.example-vendor.com"];
    }, 60_000);

    it("answers every case with a success or a 4xx envelope, and refused requests write nothing", async () => {
      const cases = fuzzCases(doc, { ids, origin: APP });
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let refused = 0;
      let before = await snapshot();
      for (const c of cases) {
        const res = await jar.fetch(c.path, { method: c.method, headers: c.headers, body: c.body });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const problem = await judge(res);
        if (problem) failures.push(`${caller} ${c.operation} [${c.label}]: ${problem}`);
        const after = await snapshot();
        if (res.status >= 400) {
          refused++;
          if (after !== before)
            failures.push(
              `${caller} ${c.operation} [${c.label}]: refused with ${res.status} but wrote to the database`,
            );
        }
        before = after;
      }
      const paths = new Set(cases.map((c) => c.operation.replace(/^\w+ /, ""))).size;
      console.log(
        JSON.stringify({
          fuzz: {
            caller,
            operations: Object.keys(doc.paths).length,
            paths,
            cases: cases.length,
            refused,
            statuses: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
            failures: failures.length,
          },
        }),
      );
      expect(failures).toEqual([]);
      expect(cases.length).toBeGreaterThan(100);
    }, 300_000);
  });
}

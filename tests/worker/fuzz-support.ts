/**
 * Every route of /api/openapi.json, fuzzed (tests/support/openapi-fuzz.ts) as one kind of caller:
 * every answer is a success or a 4xx error envelope, never a 5xx, every answer matches the
 * document, and a refused request writes nothing (triggers count every write). One test file per
 * kind of caller (openapi-fuzz-*.test.ts): each has its own database, so the files run side by
 * side.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pendingApprovalsTable, userProfilesTable, userRolesTable } from "@core/db/schema";
import type { Role } from "@core/contract/permissions";
import { AnalyzeQueued } from "@core/contract/api";
import { conformance, fuzzCases, judge, type OpenApiDoc } from "../support/openapi-fuzz";
import { authApi, CookieJar, type FakeIdp, SUPER_ADMIN, signIn, signedIn, useFakeIdp } from "./auth-support";
import { api, APP, db } from "./helpers";
import { API_TOKEN_SCOPES } from "@core/contract/api-tokens";

/** The fake provider of the running file (installed by fuzzEveryRouteAs, once per file). */
let idp: FakeIdp;
const DOMAIN = "fuzz-co.test";

/**
 * Every write to the database counted by triggers (one per table and kind of write), so "nothing
 * was written" is one cheap read after each request. Leases of open event streams are left out:
 * a stream that succeeded earlier releases its lease whenever it ends.
 */
async function countWrites(): Promise<void> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT IN ('d1_migrations', 'job_event_streams', 'api_rate_windows', 'organization_usage', 'fuzz_writes') ORDER BY name",
  ).all<{ name: string }>();
  const statements = [
    env.DB.prepare("CREATE TABLE IF NOT EXISTS fuzz_writes (n INTEGER NOT NULL)"),
    env.DB.prepare("INSERT INTO fuzz_writes (n) VALUES (0)"),
  ];
  for (const { name } of tables.results) {
    for (const kind of ["INSERT", "UPDATE", "DELETE"]) {
      // A token's every request notes its last use, refused or not: that is bookkeeping, not a change.
      const on =
        name === "api_tokens" && kind === "UPDATE"
          ? "UPDATE OF name, scopes, revoked_at, expires_at, allowed_ips"
          : kind;
      statements.push(
        env.DB.prepare(
          `CREATE TRIGGER IF NOT EXISTS "fuzz_${name}_${kind.toLowerCase()}" AFTER ${on} ON "${name}" BEGIN UPDATE fuzz_writes SET n = n + 1; END`,
        ),
      );
    }
  }
  await env.DB.batch(statements);
}

async function writes(): Promise<number> {
  return (await env.DB.prepare("SELECT n FROM fuzz_writes").first<{ n: number }>())!.n;
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
  "API token",
] as const;
export type Caller = (typeof CALLERS)[number];

type Fetcher = Pick<CookieJar, "fetch">;

/** The session of one kind of caller, in the fuzzed organization. */
async function callerJar(caller: Caller): Promise<Fetcher> {
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
      throw new Error(`${caller} is set up with the organization`);
  }
}

/** An API token of the organization holding every scope: it acts for the organization, never as a person. */
async function tokenCaller(admin: CookieJar): Promise<Fetcher> {
  const created = await admin.fetch("/api/organization/api-tokens", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "fuzz",
      scopes: API_TOKEN_SCOPES,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  });
  const { token } = (await created.json()) as { token: string };
  return {
    fetch: (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${token}`);
      headers.delete("origin");
      return api(path, { ...init, headers });
    },
  };
}

const analyze = (jar: Fetcher, url: string) =>
  jar.fetch("/api/analyze", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url }),
  });

/** Fuzzes every route as `caller` (one describe; call once per test file). */
export function fuzzEveryRouteAs(caller: Caller) {
  describe(`OpenAPI-driven fuzz of every route, as ${caller}`, () => {
    idp = useFakeIdp();
    let jar: Fetcher;
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
      jar =
        caller === "admin"
          ? admin
          : caller === "waiting for approval"
            ? waiting
            : caller === "API token"
              ? await tokenCaller(admin)
              : await callerJar(caller);
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
    }, 120_000);

    it("answers every case with a success or a 4xx envelope, and refused requests write nothing", async () => {
      const cases = fuzzCases(doc, { ids, origin: APP });
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let refused = 0;
      let serverErrors = 0;
      const contract: string[] = [];
      const contractKinds = new Map<string, number>();
      await countWrites();
      let before = await writes();
      for (const c of cases) {
        const res = await jar.fetch(c.path, { method: c.method, headers: c.headers, body: c.body });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const problem = await judge(res.clone());
        if (problem) failures.push(`${caller} ${c.operation} [${c.label}]: ${problem}`);
        if (res.status >= 500) serverErrors++;
        for (const p of await conformance(doc, c, res)) {
          contract.push(`${caller} ${c.operation} [${c.label}]: ${p}`);
          const kind = p.replace(/\d{3}/g, "N").replace(/[:(].*$/, "");
          contractKinds.set(kind, (contractKinds.get(kind) ?? 0) + 1);
        }
        const after = await writes();
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
            serverErrors,
            contract: contract.length,
            contractKinds: Object.fromEntries(contractKinds),
          },
        }),
      );
      expect(failures).toEqual([]);
      expect(contract.slice(0, 50)).toEqual([]);
      expect(cases.length).toBeGreaterThan(100);
    }, 3_600_000);
  });
}

/**
 * Organizations, members and sessions written straight to the database, for tests of the
 * signed-in API that need many callers with different roles (sign-in itself is tested in the
 * auth tests). Requests go to the deployed app with the session cookie, like the SPA sends them.
 */
import { eq } from "drizzle-orm";
import { createSession } from "@worker/auth/session";
import { organizationsTable, userProfilesTable, userRolesTable } from "@core/db/schema";
import type { Role } from "@core/contract/permissions";
import { api, APP, db } from "./helpers";

export async function seedOrg(name: string, opts: { limit?: number; used?: number; period?: string | null } = {}) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db()
    .insert(organizationsTable)
    .values({
      id,
      name,
      domain: `${id.slice(0, 8)}.example.org`,
      monthlyAssessmentLimit: opts.limit ?? 10,
      assessmentsUsedThisMonth: opts.used ?? 0,
      usagePeriod: opts.period === undefined ? null : opts.period,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

export interface Caller {
  userId: string;
  email: string;
  /** A request with this caller's session (and Origin on state-changing requests). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  json(method: string, path: string, body: unknown): Promise<Response>;
}

/** A user of `organizationId` with these roles (an empty list: no role at all). */
export async function seedUser(
  organizationId: string | null,
  roles: Role[],
  opts: { status?: "active" | "pending_approval"; suspended?: boolean; name?: string } = {},
): Promise<Caller> {
  const userId = crypto.randomUUID();
  const email = `${roles.join("-") || "none"}-${userId.slice(0, 8)}@example.org`;
  const now = new Date();
  await db()
    .insert(userProfilesTable)
    .values({
      id: userId,
      email,
      fullName: opts.name ?? null,
      organizationId,
      status: opts.status ?? "active",
      isSuspended: opts.suspended ?? false,
      authIssuer: "https://idp.test",
      authSubject: userId,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
  for (const role of roles) {
    await db()
      .insert(userRolesTable)
      .values({ id: crypto.randomUUID(), userId, organizationId: organizationId!, role, createdAt: now.toISOString() });
  }
  const { token } = await createSession(db(), { userId, ipAddress: null, userAgent: "test", now });
  return callerWithCookie(userId, email, `__Host-rrr_session=${token}`);
}

function callerWithCookie(userId: string, email: string, cookie: string | null): Caller {
  const fetch = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    if (init.method && init.method !== "GET" && !headers.has("origin")) headers.set("origin", APP);
    return api(path, { ...init, headers });
  };
  return {
    userId,
    email,
    fetch,
    json: (method, path, body) =>
      fetch(path, {
        method,
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
  };
}

/** Someone without a session. */
export const signedOut: Caller = callerWithCookie("", "", null);

export async function usageOf(organizationId: string) {
  const [org] = await db().select().from(organizationsTable).where(eq(organizationsTable.id, organizationId));
  return { used: org!.assessmentsUsedThisMonth, period: org!.usagePeriod };
}

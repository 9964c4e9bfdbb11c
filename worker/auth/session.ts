import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeHex, encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq } from "drizzle-orm";
import {
  organizationsTable,
  userProfilesTable,
  userRolesTable,
  userSessionsTable,
  type UserProfileRow,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { auditEventQuery } from "@core/domain/audit/record-audit-event";

/**
 * Sign-in sessions (the Lucia pattern with @oslojs): the cookie holds `<id>.<secret>`, the
 * database only the SHA-256 of the secret, compared in constant time. Sessions last 30 days
 * and slide: once less than half is left, the expiry moves 30 days ahead again, but never past
 * 90 days after the sign-in (an absolute lifetime: a stolen cookie kept busy still dies).
 */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
export const SESSION_RENEW_BELOW_MS = SESSION_TTL_MS / 2;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 3600 * 1000;

/** What the session middleware knows about the signed-in user for the rest of the request. */
export interface SessionContext {
  sessionId: string;
  expiresAt: Date;
  profile: UserProfileRow;
  /** Organization roles; empty unless the user is an active member. */
  roles: string[];
}

export interface NewSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

function randomPart(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

function hashSecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}

/** Starts a session for a user and records where it came from. */
export async function createSession(
  db: Db,
  input: { userId: string; ipAddress: string | null; userAgent: string | null; location?: string | null; now: Date },
): Promise<NewSession> {
  const sessionId = randomPart();
  const secret = randomPart();
  const expiresAt = new Date(input.now.getTime() + SESSION_TTL_MS);
  await db.insert(userSessionsTable).values({
    id: sessionId,
    userId: input.userId,
    secretHash: hashSecret(secret),
    ipAddress: input.ipAddress,
    location: input.location ?? null,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    isActive: true,
    createdAt: input.now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token: `${sessionId}.${secret}`, sessionId, expiresAt };
}

export type SessionValidation = SessionContext & { renewed: boolean };

/**
 * The session a cookie's token names, with its user and their organization's status, when the
 * token's secret matches (compared in constant time); null for a malformed or unknown token.
 */
export async function sessionOfToken(db: Db, token: string) {
  const dot = token.indexOf(".");
  if (dot <= 0 || dot !== token.lastIndexOf(".") || token.length > 200) return null;
  const sessionId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  const [row] = await db
    .select({ session: userSessionsTable, profile: userProfilesTable, organizationStatus: organizationsTable.status })
    .from(userSessionsTable)
    .innerJoin(userProfilesTable, eq(userProfilesTable.id, userSessionsTable.userId))
    .leftJoin(organizationsTable, eq(organizationsTable.id, userProfilesTable.organizationId))
    .where(eq(userSessionsTable.id, sessionId))
    .limit(1);
  if (!row) return null;
  let stored: Uint8Array;
  try {
    stored = decodeHex(row.session.secretHash);
  } catch {
    return null;
  }
  return constantTimeEqual(sha256(new TextEncoder().encode(secret)), stored) ? row : null;
}

/**
 * Resolves a session token. Returns null for a malformed, unknown, wrong-secret, expired or
 * revoked session, for users who are suspended or rejected (their sessions are revoked
 * too, in case a revocation was missed) and for members of a suspended organization. A
 * session past half its life is renewed.
 */
export async function validateSessionToken(db: Db, token: string, now: Date): Promise<SessionValidation | null> {
  const row = await sessionOfToken(db, token);
  if (!row) return null;
  const { session, profile } = row;
  const sessionId = session.id;
  if (!session.isActive) return null;

  const expiresAt = new Date(session.expiresAt);
  const absoluteEnd = new Date(session.createdAt).getTime() + SESSION_ABSOLUTE_MS;
  if (!(expiresAt.getTime() > now.getTime()) || !(absoluteEnd > now.getTime())) {
    await db.delete(userSessionsTable).where(eq(userSessionsTable.id, sessionId));
    return null;
  }
  if (profile.isSuspended || profile.status === "rejected") {
    await revokeUserSessions(db, profile.id);
    return null;
  }
  // Members of a suspended organization are signed out (suspending it ended their sessions too).
  if (row.organizationStatus === "suspended") return null;

  let renewed = false;
  let effectiveExpiry = expiresAt;
  if (expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS && expiresAt.getTime() < absoluteEnd) {
    effectiveExpiry = new Date(Math.min(now.getTime() + SESSION_TTL_MS, absoluteEnd));
    await db
      .update(userSessionsTable)
      .set({ expiresAt: effectiveExpiry.toISOString() })
      .where(eq(userSessionsTable.id, sessionId));
    renewed = true;
  }

  const roles =
    profile.status === "active" && profile.organizationId
      ? (
          await db
            .select({ role: userRolesTable.role })
            .from(userRolesTable)
            .where(
              and(eq(userRolesTable.userId, profile.id), eq(userRolesTable.organizationId, profile.organizationId)),
            )
        ).map((r) => r.role)
      : [];

  return { sessionId, expiresAt: effectiveExpiry, profile, roles, renewed };
}

/** Ends one session (logout). */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(userSessionsTable).where(eq(userSessionsTable.id, sessionId));
}

/**
 * Revokes every session of a user (suspension, rejection). Rows are kept, marked inactive,
 * so the super admin's "recent sessions" still shows them. Usable inside a db.batch.
 */
export function revokeUserSessionsQuery(db: Db, userId: string) {
  return db.update(userSessionsTable).set({ isActive: false }).where(eq(userSessionsTable.userId, userId));
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await revokeUserSessionsQuery(db, userId);
}

/**
 * "Sign out everywhere": the user ends every one of their sessions (this browser's too), with
 * its audit entry in the same batch.
 */
export async function signOutEverywhere(
  db: Db,
  input: { userId: string; organizationId: string | null; ipAddress: string | null; now: Date },
): Promise<void> {
  await db.batch([
    revokeUserSessionsQuery(db, input.userId),
    auditEventQuery(
      db,
      {
        action: "USER_SIGNED_OUT_EVERYWHERE",
        resourceType: "user",
        resourceId: input.userId,
        userId: input.userId,
        organizationId: input.organizationId,
        details: { ip: input.ipAddress },
      },
      input.now,
    ),
  ]);
}

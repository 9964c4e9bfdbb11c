import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeHex, encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq } from "drizzle-orm";
import {
  organizationsTable,
  superAdminIdentitiesTable,
  userProfilesTable,
  userRolesTable,
  userSessionsTable,
  type UserProfileRow,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { auditEventQuery } from "@core/domain/audit/record-audit-event";
import { isPlatformSuperAdmin } from "@core/domain/users/super-admins";

/**
 * Sign-in sessions (the Lucia pattern with @oslojs): the cookie holds `<id>.<secret>`, the
 * database only the SHA-256 of the secret, compared in constant time. A session ends after 7 days
 * without use (the idle lifetime: the expiry moves 7 days ahead while it is used, written at most
 * once an hour) and 30 days after the sign-in however busy (the absolute lifetime: a stolen
 * cookie kept busy still dies). Actions of organization admins and super admins need a sign-in
 * younger than 12 hours (FRESH_SIGN_IN_MS).
 */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
/** How often a used session's idle deadline is written again (at most). */
export const SESSION_RENEW_EVERY_MS = 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
export const FRESH_SIGN_IN_MS = 12 * 3600 * 1000;

/** What the session middleware knows about the signed-in user for the rest of the request. */
export interface SessionContext {
  sessionId: string;
  expiresAt: Date;
  /** When the user signed in. */
  signedInAt: Date;
  /** The Workspace domain (`hd`) that managed the account at that sign-in, or null. */
  hostedDomain: string | null;
  profile: UserProfileRow;
  /** Organization roles; empty unless the user is an active member of an active organization. */
  roles: string[];
  /** An active, unsuspended member of an active organization. */
  member: boolean;
  /** A platform super admin: listed in SUPER_ADMIN_EMAILS and pinned to this identity. */
  superAdmin: boolean;
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
  input: {
    userId: string;
    ipAddress: string | null;
    userAgent: string | null;
    location?: string | null;
    /** Google's `hd` of this sign-in (the Workspace that manages the account), if any. */
    hostedDomain?: string | null;
    now: Date;
  },
): Promise<NewSession> {
  const sessionId = randomPart();
  const secret = randomPart();
  const expiresAt = new Date(input.now.getTime() + SESSION_IDLE_MS);
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
    hostedDomain: input.hostedDomain ?? null,
  });
  return { token: `${sessionId}.${secret}`, sessionId, expiresAt };
}

export type SessionValidation = SessionContext & { renewed: boolean };

/**
 * The session a cookie's token names, with its user, their organization's status and the identity
 * pinned to their address, when the token's secret matches (compared in constant time); null for
 * a malformed or unknown token.
 */
export async function sessionOfToken(db: Db, token: string) {
  const dot = token.indexOf(".");
  if (dot <= 0 || dot !== token.lastIndexOf(".") || token.length > 200) return null;
  const sessionId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  const [row] = await db
    .select({
      session: userSessionsTable,
      profile: userProfilesTable,
      organizationStatus: organizationsTable.status,
      pinIssuer: superAdminIdentitiesTable.issuer,
      pinSubject: superAdminIdentitiesTable.subject,
    })
    .from(userSessionsTable)
    .innerJoin(userProfilesTable, eq(userProfilesTable.id, userSessionsTable.userId))
    .leftJoin(organizationsTable, eq(organizationsTable.id, userProfilesTable.organizationId))
    .leftJoin(superAdminIdentitiesTable, eq(superAdminIdentitiesTable.email, userProfilesTable.email))
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
 * revoked session, for users who are suspended or whose join request was declined (their
 * sessions are revoked too, in case a revocation was missed) and for members of a suspended
 * organization. A platform super admin (`superAdminEmails`, pinned identity) keeps the session
 * through all of these: they are organization-level, and only end the super admin's membership
 * there. A used session's idle deadline moves ahead (at most once an hour).
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  now: Date,
  superAdminEmails?: string,
): Promise<SessionValidation | null> {
  const row = await sessionOfToken(db, token);
  if (!row) return null;
  const { session, profile } = row;
  const sessionId = session.id;
  if (!session.isActive) return null;

  const expiresAt = new Date(session.expiresAt);
  const signedInAt = new Date(session.createdAt);
  const absoluteEnd = signedInAt.getTime() + SESSION_ABSOLUTE_MS;
  if (!(expiresAt.getTime() > now.getTime()) || !(absoluteEnd > now.getTime())) {
    await db.delete(userSessionsTable).where(eq(userSessionsTable.id, sessionId));
    return null;
  }
  const pin = row.pinIssuer && row.pinSubject ? { issuer: row.pinIssuer, subject: row.pinSubject } : null;
  const superAdmin = isPlatformSuperAdmin(profile, pin, superAdminEmails);
  if (!superAdmin) {
    if (profile.isSuspended || profile.status === "rejected") {
      await revokeUserSessions(db, profile.id);
      return null;
    }
    // Members of a suspended organization are signed out (suspending it ended their sessions too).
    if (row.organizationStatus === "suspended") return null;
  }

  let renewed = false;
  let effectiveExpiry = expiresAt;
  const idleEnd = Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd);
  if (idleEnd - expiresAt.getTime() >= SESSION_RENEW_EVERY_MS) {
    effectiveExpiry = new Date(idleEnd);
    await db
      .update(userSessionsTable)
      .set({ expiresAt: effectiveExpiry.toISOString() })
      .where(eq(userSessionsTable.id, sessionId));
    renewed = true;
  }

  const member =
    profile.status === "active" &&
    !profile.isSuspended &&
    profile.organizationId !== null &&
    row.organizationStatus === "active";
  const roles = member
    ? (
        await db
          .select({ role: userRolesTable.role })
          .from(userRolesTable)
          .where(and(eq(userRolesTable.userId, profile.id), eq(userRolesTable.organizationId, profile.organizationId!)))
      ).map((r) => r.role)
    : [];

  return {
    sessionId,
    expiresAt: effectiveExpiry,
    signedInAt,
    hostedDomain: session.hostedDomain,
    profile,
    roles,
    member,
    superAdmin,
    renewed,
  };
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

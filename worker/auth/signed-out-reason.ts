import type { SignedOutReason } from "@core/contract/auth-errors";
import type { Db } from "@core/db";
import { sessionOfToken } from "./session";

/**
 * Why a session cookie that no longer works stopped working, for the person to be told on the
 * page they land on: their account or organization was suspended, their request to join was
 * declined, or the session was ended (signed out everywhere, by an administrator). Null for a
 * cookie naming no session (unknown, forged, expired and gone). Asked only when the session
 * check refused the cookie, so a working session costs nothing more.
 */
export async function signedOutReason(db: Db, token: string): Promise<SignedOutReason | null> {
  const row = await sessionOfToken(db, token);
  if (!row) return null;
  if (row.profile.isSuspended) return "suspended";
  if (row.profile.status === "rejected") return "rejected";
  if (row.organizationStatus === "suspended") return "organization_suspended";
  return "session_ended";
}

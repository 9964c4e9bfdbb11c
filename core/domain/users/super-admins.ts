import { eq } from "drizzle-orm";
import { superAdminIdentitiesTable, type SuperAdminIdentityRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { emailDomain } from "../organizations/email-domains";

/**
 * Platform super admins are the e-mail addresses in the SUPER_ADMIN_EMAILS setting (comma or
 * whitespace separated, case-insensitive), decided on every request from the setting rather than
 * stored, so removing one takes effect at once. An address alone is not enough:
 * - it counts only for an identity for which Google is authoritative: an account the address's
 *   own Workspace manages (`hd` equal to the address's domain) or a gmail.com address. Anyone can
 *   make a Google account for an address at a domain without Workspace; such an account proves
 *   nothing about who reads that mailbox;
 * - it is pinned to the (issuer, subject) of its first such sign-in (super_admin_identities):
 *   another subject presenting the address later is refused and audited, so a recycled or
 *   re-created account never inherits the platform.
 * No organization-level action (rejecting a join request, suspending, removing a role) touches
 * any of this: platform rights live outside every organization.
 */
export function parseSuperAdminEmails(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? "")
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e.includes("@")),
  );
}

/** Whether the address is listed in SUPER_ADMIN_EMAILS (the first of the two conditions). */
export function isSuperAdminEmail(email: string, setting: string | undefined): boolean {
  return parseSuperAdminEmails(setting).has(email.trim().toLowerCase());
}

/** Consumer Google addresses: Google itself is the mail provider, so it is authoritative for them. */
const GOOGLE_MAIL_DOMAINS = new Set(["gmail.com"]);

/**
 * Whether the provider is authoritative for the address: the account is managed by the address's
 * own Workspace (`hd`), or the address is a Google mail address.
 */
export function googleIsAuthoritative(identity: { email: string; hostedDomain: string | null }): boolean {
  const domain = emailDomain(identity.email);
  return GOOGLE_MAIL_DOMAINS.has(domain) || identity.hostedDomain === domain;
}

/** A profile is a platform super admin when its address is listed and pinned to its own identity. */
export function isPlatformSuperAdmin(
  profile: { email: string; authIssuer: string; authSubject: string },
  pin: Pick<SuperAdminIdentityRow, "issuer" | "subject"> | null | undefined,
  setting: string | undefined,
): boolean {
  return (
    isSuperAdminEmail(profile.email, setting) &&
    !!pin &&
    pin.issuer === profile.authIssuer &&
    pin.subject === profile.authSubject
  );
}

export async function superAdminPin(db: Db, email: string): Promise<SuperAdminIdentityRow | undefined> {
  const t = superAdminIdentitiesTable;
  const [pin] = await db.select().from(t).where(eq(t.email, email.trim().toLowerCase())).limit(1);
  return pin;
}

/** Is this user (by their profile) a platform super admin now? */
export async function isSuperAdminProfile(
  db: Db,
  profile: { email: string; authIssuer: string; authSubject: string },
  setting: string | undefined,
): Promise<boolean> {
  if (!isSuperAdminEmail(profile.email, setting)) return false;
  return isPlatformSuperAdmin(profile, await superAdminPin(db, profile.email), setting);
}

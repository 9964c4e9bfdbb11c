/**
 * Platform super admins are the e-mail addresses in the SUPER_ADMIN_EMAILS setting
 * (comma or whitespace separated, case-insensitive). Decided on every request from the
 * setting rather than stored, so adding or removing one takes effect at once and there is
 * one source of truth. Safe because the e-mail address of a profile always comes from a
 * verified ID token (email_verified) of the configured provider.
 */
export function parseSuperAdminEmails(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? "")
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e.includes("@")),
  );
}

export function isSuperAdminEmail(email: string, setting: string | undefined): boolean {
  return parseSuperAdminEmails(setting).has(email.trim().toLowerCase());
}

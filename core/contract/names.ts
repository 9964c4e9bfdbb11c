/**
 * How people are named and drawn everywhere (screens, notifications, e-mails). No zod here: the
 * SPA's first load imports it.
 */

/**
 * A person as they see themselves (user menu, greetings): the full name, else the local part of
 * the e-mail address, else "User".
 */
export function displayName(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name;
  const local = email?.split("@")[0]?.trim();
  return local || "User";
}

/**
 * A person among others (team cards, lists, comments, notifications): the full name, else the
 * whole e-mail address, which tells two people apart where a local part might not.
 */
export function nameOrEmail(fullName: string | null | undefined, email: string): string {
  return fullName?.trim() || email;
}

/** The letters and digits of a word: signs and punctuation never become an initial ("<ob>" → "ob"). */
function lettersOf(word: string): string[] {
  return Array.from(word.normalize("NFC")).filter((ch) => /[\p{L}\p{N}]/u.test(ch));
}

/**
 * Initials: the first letter of each word of the name, upper case, at most two. Words without
 * a letter or digit are skipped, so "B<ob> Stone" is "BS", never "B<".
 */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => lettersOf(word)[0] ?? "")
    .filter(Boolean)
    .join("")
    .toUpperCase()
    .slice(0, 2);
}

/**
 * Always two letters where the name has them: the first letters of two words, else the first
 * two of one word; a name without any letter gives way to the e-mail address.
 */
export function twoLetterInitials(fullName: string | null | undefined, email: string): string {
  const name = displayName(fullName, email);
  if (fullName && lettersOf(name).length === 0) return twoLetterInitials(null, email);
  const fromWords = initials(name);
  if (fromWords.length >= 2) return fromWords;
  return (lettersOf(name).slice(0, 2).join("") || fromWords || "U").toUpperCase();
}

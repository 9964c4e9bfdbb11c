/**
 * How a user is named in the UI: the full name, else the local part of the
 * e-mail address, else "User"; initials are the first letters of the name's words, upper case,
 * at most two.
 */
export function displayName(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name;
  const local = email?.split("@")[0]?.trim();
  return local || "User";
}

export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase()
    .slice(0, 2);
}

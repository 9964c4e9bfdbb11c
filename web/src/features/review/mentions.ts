/**
 * The comment box's @mentions (pure logic, tested in tests/web): which mention is being typed at
 * the caret, the members that match it, what choosing one inserts, which picked members are
 * still named in the text when it is sent, and the pieces of a stored comment to highlight.
 */

export interface Candidate {
  id: string;
  name: string;
  email: string;
}

export interface ActiveMention {
  /** Where the "@" is. */
  start: number;
  /** What was typed after it. */
  query: string;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** The mention being typed at `caret`: "@" at the start of a word, then at most 40 characters on one line. */
export function activeMention(text: string, caret: number): ActiveMention | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf("@");
  if (start === -1) return null;
  if (start > 0 && WORD_CHARACTER.test(before[start - 1]!)) return null;
  const query = before.slice(start + 1);
  if (query.length > 40 || /[\n@]/.test(query) || /\s{2}/.test(query) || query.startsWith(" ")) return null;
  return { start, query };
}

/** Members whose name (or a word of it) or e-mail address starts with the query; best matches first. */
export function matchCandidates(candidates: Candidate[], query: string, limit = 6): Candidate[] {
  const q = query.trim().toLowerCase();
  if (!q) return candidates.slice(0, limit);
  const rank = (c: Candidate) => {
    const name = c.name.toLowerCase();
    if (name.startsWith(q)) return 0;
    if (name.split(/\s+/).some((word) => word.startsWith(q))) return 1;
    if (c.email.toLowerCase().startsWith(q)) return 2;
    return -1;
  };
  return candidates
    .map((c) => ({ c, r: rank(c) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.c.name.localeCompare(b.c.name))
    .slice(0, limit)
    .map((x) => x.c);
}

/** Replaces the mention being typed with "@Full Name " and puts the caret after it. */
export function insertMention(
  text: string,
  mention: ActiveMention,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, mention.start) + inserted + text.slice(caret), caret: mention.start + inserted.length };
}

/** The picked members still named ("@Full Name") in the text: the ids to send. */
export function mentionedIds(text: string, picked: Candidate[]): string[] {
  const lower = text.toLowerCase();
  return [...new Set(picked.filter((c) => lower.includes(`@${c.name.toLowerCase()}`)).map((c) => c.id))];
}

/** A comment cut into plain text and the words that mention someone, for highlighting. */
export function mentionSegments(comment: string, mentions: { text: string }[]): { text: string; mention: boolean }[] {
  const words = [...new Set(mentions.map((m) => m.text).filter(Boolean))].sort((a, b) => b.length - a.length);
  const segments: { text: string; mention: boolean }[] = [];
  const lower = comment.toLowerCase();
  let i = 0;
  let plain = "";
  while (i < comment.length) {
    const hit = comment[i] === "@" ? words.find((w) => lower.startsWith(w.toLowerCase(), i)) : undefined;
    if (hit) {
      if (plain) segments.push({ text: plain, mention: false });
      plain = "";
      segments.push({ text: comment.slice(i, i + hit.length), mention: true });
      i += hit.length;
    } else {
      plain += comment[i];
      i++;
    }
  }
  if (plain) segments.push({ text: plain, mention: false });
  return segments;
}

import { badRequest } from "@core/lib/errors";
import type { OrgMember } from "../notifications/organization-members";

export interface FoundMention {
  userId: string;
  /** The words of the comment that name the member, e.g. "@Jane Doe". */
  text: string;
}

/** How a member can be named after "@": full name, e-mail address, or the part of it before "@". */
function namesOf(member: OrgMember): string[] {
  const local = member.email.split("@")[0] ?? "";
  return [member.name, member.email, local].filter((n, i, all) => n.length > 0 && all.indexOf(n) === i);
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * The members a comment mentions: those picked in the comment box (`pickedIds`, each must be
 * one of `candidates`, else 400) and those named in the text as "@Full Name", "@address" or
 * "@name-before-the-at" (case ignored; the longest name that ends at a word boundary wins, and a
 * name several members share mentions each of them). Candidates are the members who can see the
 * assessment, the author excepted: nobody else is ever notified.
 */
export function findMentions(comment: string, candidates: OrgMember[], pickedIds: string[] = []): FoundMention[] {
  const found = new Map<string, FoundMention>();
  const lower = comment.toLowerCase();

  for (let at = lower.indexOf("@"); at !== -1; at = lower.indexOf("@", at + 1)) {
    if (at > 0 && WORD_CHARACTER.test(comment[at - 1]!)) continue; // part of an e-mail address, not a mention
    let best = 0;
    let named: OrgMember[] = [];
    for (const member of candidates) {
      for (const name of namesOf(member)) {
        const end = at + 1 + name.length;
        if (
          lower.startsWith(name.toLowerCase(), at + 1) &&
          !(end < comment.length && WORD_CHARACTER.test(comment[end]!))
        ) {
          if (name.length > best) {
            best = name.length;
            named = [member];
          } else if (name.length === best && !named.includes(member)) {
            named.push(member);
          }
        }
      }
    }
    for (const member of named) {
      if (!found.has(member.userId))
        found.set(member.userId, { userId: member.userId, text: comment.slice(at, at + 1 + best) });
    }
  }

  for (const id of new Set(pickedIds)) {
    if (found.has(id)) continue;
    const member = candidates.find((m) => m.userId === id);
    if (!member)
      throw badRequest("Invalid request: mentions: only members who can see this assessment can be mentioned");
    found.set(id, { userId: id, text: `@${member.name}` });
  }
  return [...found.values()];
}

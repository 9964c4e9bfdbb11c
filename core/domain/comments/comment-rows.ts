import { eq } from "drizzle-orm";
import { userProfilesTable, type AssessmentCommentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { can, type PolicyActor } from "@core/contract/permissions";
import type { Comment } from "@core/contract/review";
import { nameOrEmail } from "@core/contract/names";
import type { FoundMention } from "./find-mentions";

/** The names of everyone in an organization (including former members), by user id. */
export async function namesInOrganization(db: Db, organizationId: string): Promise<Map<string, string>> {
  const p = userProfilesTable;
  const rows = await db
    .select({ id: p.id, fullName: p.fullName, email: p.email })
    .from(p)
    .where(eq(p.organizationId, organizationId));
  return new Map(rows.map((r) => [r.id, nameOrEmail(r.fullName, r.email)]));
}

export function storedMentions(mentions: FoundMention[]): string | null {
  return mentions.length ? JSON.stringify(mentions.map((m) => ({ user_id: m.userId, text: m.text }))) : null;
}

function parseMentions(json: string | null): { user_id: string; text: string }[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((m) => typeof m?.user_id === "string" && typeof m?.text === "string")
      : [];
  } catch {
    return [];
  }
}

/** A comment as the API answers it, for `viewer` (who may delete it: its author). */
export function toComment(row: AssessmentCommentRow, names: Map<string, string>, viewer: PolicyActor): Comment {
  return {
    id: row.id,
    assessment_id: row.assessmentId,
    user_id: row.userId,
    author_name: names.get(row.userId) ?? null,
    comment: row.comment,
    mentions: parseMentions(row.mentions).map((m) => ({
      user_id: m.user_id,
      text: m.text,
      name: names.get(m.user_id) ?? m.text.replace(/^@/, ""),
    })),
    created_at: row.createdAt,
    can_delete: can(viewer, "comment.delete", { organizationId: row.organizationId, ownerId: row.userId }),
  };
}

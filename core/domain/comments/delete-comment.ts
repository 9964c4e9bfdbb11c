import { eq } from "drizzle-orm";
import { assessmentCommentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { notFound } from "@core/lib/errors";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { findAssessmentFor } from "../assessments/assessment-access";

export const COMMENT_NOT_FOUND = "Comment not found";

/**
 * Deletes a comment. Who may call: its author only (`comment.delete` is "own" for every role
 * that comments): others who can see it 403; a comment of an assessment the caller cannot see,
 * or of another organization, 404.
 */
export async function deleteComment(deps: { db: Db }, actor: Actor, commentId: string): Promise<void> {
  const member = authorize(actor, "comment.delete");
  const { db } = deps;
  const c = assessmentCommentsTable;
  const [comment] = await db.select().from(c).where(eq(c.id, commentId)).limit(1);
  if (!comment || comment.organizationId !== member.organizationId) throw notFound(COMMENT_NOT_FOUND);
  await findAssessmentFor(db, member, comment.assessmentId).catch(() => {
    throw notFound(COMMENT_NOT_FOUND);
  });
  authorize(
    member,
    "comment.delete",
    { organizationId: comment.organizationId, ownerId: comment.userId },
    COMMENT_NOT_FOUND,
  );
  await db.delete(c).where(eq(c.id, comment.id));
}

import { and, desc, eq, isNull } from "drizzle-orm";
import { assessmentCommentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Comment } from "@core/contract/review";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { findAssessmentFor } from "../assessments/assessment-access";
import { namesInOrganization, toComment } from "./comment-rows";

/**
 * The discussion of an assessment: top-level comments, newest first, each with its author,
 * mentions and whether the caller may delete it. Who may call: whoever may see the assessment;
 * otherwise 404.
 */
export async function listComments(deps: { db: Db }, actor: Actor, assessmentId: string): Promise<Comment[]> {
  const member = authorize(actor, "assessment.view");
  const { db } = deps;
  const assessment = await findAssessmentFor(db, member, assessmentId);
  const c = assessmentCommentsTable;
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(c)
      .where(and(eq(c.assessmentId, assessment.id), isNull(c.parentCommentId)))
      .orderBy(desc(c.createdAt), desc(c.id)),
    namesInOrganization(db, assessment.organizationId),
  ]);
  return rows.map((row) => toComment(row, names, member));
}

import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { assessmentApprovalsTable, assessmentWatchersTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";

/**
 * Who watches each assessment: its creator, everyone who decided it, and whoever pressed
 * "Watch", except those who pressed "Unwatch". (Whether they may still see it is the caller's
 * question: notifications go only to members the policy lets see the assessment.)
 */
export async function watchersOf(
  db: Db,
  assessments: Pick<OrgRiskAssessmentRow, "id" | "createdBy">[],
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>(assessments.map((a) => [a.id, new Set([a.createdBy])]));
  const ids = assessments.map((a) => a.id);
  const d = assessmentApprovalsTable;
  const w = assessmentWatchersTable;
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    const [deciders, choices] = await Promise.all([
      db
        .selectDistinct({ assessmentId: d.assessmentId, userId: d.reviewerId })
        .from(d)
        .where(
          and(
            inArray(d.assessmentId, chunk),
            eq(d.actorKind, "user"),
            isNotNull(d.reviewerId),
            ne(d.status, "reopened"),
          ),
        ),
      db
        .select({ assessmentId: w.assessmentId, userId: w.userId, watching: w.watching })
        .from(w)
        .where(inArray(w.assessmentId, chunk)),
    ]);
    for (const r of deciders) if (r.userId) out.get(r.assessmentId)?.add(r.userId);
    for (const r of choices) {
      if (r.watching) out.get(r.assessmentId)?.add(r.userId);
      else out.get(r.assessmentId)?.delete(r.userId);
    }
  }
  return out;
}

/** Whether one user watches one assessment. */
export async function isWatching(
  db: Db,
  assessment: Pick<OrgRiskAssessmentRow, "id" | "createdBy">,
  userId: string,
): Promise<boolean> {
  return (await watchersOf(db, [assessment])).get(assessment.id)?.has(userId) ?? false;
}

import { assessmentWatchersTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import type { Actor } from "../actor";
import { findAssessmentFor, requireMember } from "../assessments/assessment-access";

/**
 * "Watch" (true) or "Unwatch" (false): whether the caller is told when the assessment's vendor
 * changes (a notification in the app, an e-mail with "Vendor changes" on). A personal choice,
 * so anyone who can see the assessment may make it, viewers too. Idempotent.
 * Who may call: `assessment.view` on the assessment.
 */
export async function watchAssessment(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  id: string,
  watching: boolean,
): Promise<{ watching: boolean }> {
  const member = requireMember(actor, "Please sign in to continue.");
  const assessment = await findAssessmentFor(deps.db, member, id);
  const at = deps.clock().toISOString();
  const w = assessmentWatchersTable;
  await deps.db
    .insert(w)
    .values({
      assessmentId: assessment.id,
      userId: member.userId,
      organizationId: assessment.organizationId,
      watching,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({ target: [w.assessmentId, w.userId], set: { watching, updatedAt: at } });
  return { watching };
}

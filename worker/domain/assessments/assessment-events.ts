import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { OrgRiskAssessmentRow } from "../../db/schema";
import type { Db } from "../../db";

/**
 * Something happened to an assessment that other parts of the product react to. The reactions
 * are statements that join the change's own db.batch, after it; `applied` is an SQL condition
 * that holds only if the change itself was written (its conditional UPDATE may lose a race), so
 * reactions written as INSERT ... SELECT ... WHERE applied happen exactly when it does.
 */
export type AssessmentEvent = { assessment: OrgRiskAssessmentRow; applied: SQL } & (
  /** Saved to the organization: created, or updated by saving the same address again. */
  | { kind: "saved"; created: boolean; analysisChanged: boolean; by: string }
  /** A re-analysis finished and its result replaced the analysis. */
  | { kind: "reanalyzed"; analysisChanged: boolean }
);

/**
 * The statements that react to an assessment event. Today none: this is where notifications
 * ("Assessment Completed" for the creator, approval requests for reviewers when the approval
 * becomes pending) are added, next to the change that causes them.
 */
export function assessmentEventEffects(_db: Db, _event: AssessmentEvent, _now: Date): BatchItem<"sqlite">[] {
  return [];
}

import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { catalogState } from "@core/contract/assessment-rules";
import type { LanePreview, LanePreviewRequest } from "@core/contract/safe-to-try";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { requireMember } from "../assessments/assessment-access";
import { findAnalysisSource, findByVendor } from "../assessments/save-assessment";
import { laneForRequest } from "./lane-on-save";

/**
 * The lane's answer before saving: the same evaluation saving runs, on the same analysis (the
 * caller's completed job, or the cached analysis of an address), without writing anything.
 * Also says whether the organization already has the tool (saving then updates it, and a tool
 * already decided keeps its decision unless its report changed).
 * Who may call: members who may save assessments (`assessment.create`; viewers 403).
 */
export async function previewLane(
  deps: { db: Db; cache: KVNamespace; clock: Clock },
  actor: Actor,
  input: LanePreviewRequest,
): Promise<LanePreview> {
  const member = requireMember(actor);
  authorize(member, "assessment.create");
  const now = deps.clock();
  const source = await findAnalysisSource(deps, member, input);
  const [lane, existing] = await Promise.all([
    laneForRequest(deps.db, {
      organizationId: member.organizationId,
      analysis: source.analysis,
      request: { dataClass: input.data_class, people: input.people },
      now,
    }),
    findByVendor(deps.db, member.organizationId, source.vendorKey),
  ]);
  return {
    lane,
    existing:
      existing && existing.status !== "archived"
        ? {
            assessment_id: existing.id,
            state: catalogState(existing.approvalStatus),
            decision_state: existing.approvalStatus,
          }
        : null,
  };
}

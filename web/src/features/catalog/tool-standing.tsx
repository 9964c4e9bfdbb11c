import type { AssessmentDetail } from "@core/contract/assessments";
import { Card } from "@web/components/ui/card";
import { LaneAnswer } from "../safe-to-try/lane-answer";
import { AlternativesCard } from "./alternatives-card";
import { ConditionsList, TrialEnd } from "./catalog-badges";

/**
 * The terms a tool may be used on, at the top of its page: a trial's end and guardrails, or the
 * conditions of its approval. Nothing in other states.
 */
export function ToolTerms({ assessment: a }: { assessment: AssessmentDetail }) {
  if (!a.expires_at && !a.conditions?.length) return null;
  return (
    <Card className="space-y-2 p-5" data-testid="tool-terms">
      <h2 className="text-base font-semibold text-slate-900">
        {a.decision_state === "approved_with_conditions" ? "Approved with conditions" : "Trial"}
      </h2>
      <TrialEnd state={a.decision_state} expiresAt={a.expires_at} />
      <ConditionsList state={a.decision_state} conditions={a.conditions} />
    </Card>
  );
}

/**
 * Below the report's summary: the Safe-to-Try lane's answer when the tool was requested, and,
 * when it is not approved, the organization's approved tools of its category.
 */
export function ToolLane({ assessment: a }: { assessment: AssessmentDetail }) {
  return (
    <>
      {a.lane ? (
        <section aria-labelledby="lane-title" className="space-y-2">
          <h2 id="lane-title" className="text-sm font-semibold text-slate-700">
            The Safe-to-Try lane's answer when it was requested
          </h2>
          <LaneAnswer lane={a.lane} saved />
        </section>
      ) : null}
      <AlternativesCard url={a.url} />
    </>
  );
}

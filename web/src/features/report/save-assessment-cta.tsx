import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ArrowRightIcon, SaveIcon } from "lucide-react";
import { Button, ButtonLink } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { useSaveAssessment } from "../assessments/api";
import { rememberPendingUrl } from "../assessments/pending-url";
import { isMember, meQueryOptions } from "../auth/api";
import { canDo } from "../auth/permissions";

/**
 * After the results: "Save Your Assessment". A member who may save gets
 * 'Save to <organization>' (the report is copied from its job, or from the cache, by the
 * server) and lands on the saved assessment; other signed-in users get their assessments; a
 * visitor gets the sign-up prompt, and the address is remembered so New Assessment picks it up
 * after sign-up.
 */
export function SaveAssessmentCta({ url, jobId }: { url: string; jobId?: string }) {
  const { data: me } = useQuery(meQueryOptions);
  const navigate = useNavigate();
  const member = isMember(me);
  const canSave = member && canDo(me, "assessment.create");
  const save = useSaveAssessment({
    onSuccess: (assessment) => {
      toast({ title: "Assessment saved", description: "It is waiting for review.", tone: "success" });
      void navigate({ to: "/dashboard/assessments/$id", params: { id: assessment.id } });
    },
    onError: (err) =>
      toast({ title: "Error", description: err.message || "Failed to create assessment", tone: "destructive" }),
  });
  return (
    <div
      className="rounded-xl bg-brand-800 p-6 text-white shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-8"
      data-testid="save-cta"
    >
      <div>
        <h3 className="text-xl font-bold">Save Your Assessment</h3>
        <p className="mt-2 max-w-xl leading-relaxed text-brand-100">
          {member
            ? `Keep this report for ${me?.organization?.name ?? "your organization"}: review it, track its approval and share it with your team.`
            : "Create a free account to keep this report, track approvals and share it with your team. No credit card needed."}
        </p>
      </div>
      {canSave ? (
        <Button
          variant="secondary"
          size="lg"
          className="mt-4 sm:mt-0"
          onClick={() => save.mutate(jobId ? { job_id: jobId, priority: "normal" } : { url, priority: "normal" })}
          disabled={save.isPending}
        >
          <SaveIcon size={18} aria-hidden="true" /> {save.isPending ? "Saving…" : "Save Assessment"}
        </Button>
      ) : member || me ? (
        <ButtonLink to="/dashboard" variant="secondary" size="lg" className="mt-4 sm:mt-0">
          View All Your Assessments <ArrowRightIcon size={18} />
        </ButtonLink>
      ) : (
        <ButtonLink
          to="/auth"
          variant="secondary"
          size="lg"
          className="mt-4 sm:mt-0"
          onClick={() => rememberPendingUrl(url)}
        >
          Sign up free <ArrowRightIcon size={18} />
        </ButtonLink>
      )}
    </div>
  );
}

import { ButtonLink } from "../../components/ui/button";
import { ArrowRightIcon } from "lucide-react";

/** After the results (spec 01 section 2): sign-up prompt for visitors, the dashboard for members. */
export function SaveAssessmentCta({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="rounded-xl bg-brand-800 p-6 text-white shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-8">
      <div>
        <h3 className="text-xl font-bold">Save Your Assessment</h3>
        <p className="mt-2 max-w-xl leading-relaxed text-brand-100">
          {signedIn
            ? "Your analyses are kept for your organization: review them, track approvals and share them with your team."
            : "Create a free account to keep this report, track approvals and share it with your team. No credit card needed."}
        </p>
      </div>
      {signedIn ? (
        <ButtonLink to="/dashboard" variant="secondary" size="lg" className="mt-4 sm:mt-0">
          View All Your Assessments <ArrowRightIcon size={18} />
        </ButtonLink>
      ) : (
        <ButtonLink to="/auth" variant="secondary" size="lg" className="mt-4 sm:mt-0">
          Sign up free <ArrowRightIcon size={18} />
        </ButtonLink>
      )}
    </div>
  );
}

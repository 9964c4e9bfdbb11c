import { createFileRoute } from "@tanstack/react-router";
import { PendingJobRoute } from "../features/assessments/pending-job-page";

/**
 * The progress page of an analysis. Outside the protected layout: public jobs can be followed
 * without a session. Members see it inside their shell.
 */
export const Route = createFileRoute("/dashboard_/assessments/pending/$jobId")({
  component: PendingJobRouteComponent,
});

function PendingJobRouteComponent() {
  const { jobId } = Route.useParams();
  return <PendingJobRoute jobId={jobId} />;
}

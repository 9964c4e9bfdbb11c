import { createFileRoute } from "@tanstack/react-router";
import { PendingJobRoute } from "../features/assessments/workspace-pages";

/**
 * The progress page of an analysis. Outside the protected layout: public jobs can be followed
 * without a session (spec 02 section 2). Members see it inside their shell.
 */
export const Route = createFileRoute("/dashboard_/assessments/pending/$jobId")({
  component: PendingJobRouteComponent,
});

function PendingJobRouteComponent() {
  const { jobId } = Route.useParams();
  return <PendingJobRoute jobId={jobId} />;
}

import { createFileRoute } from "@tanstack/react-router";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { PendingJobPage } from "../features/assessments/workspace-pages";
import { isMember, meQueryOptions } from "../features/auth/me-query";
import { AppShell } from "../features/shell/app-shell";
import { memberNav } from "../features/shell/nav";

/**
 * The progress page of an analysis. Outside the protected layout: public jobs can be followed
 * without a session (spec 02 section 2). Members see it inside their shell.
 */
export const Route = createFileRoute("/dashboard_/assessments/pending/$jobId")({
  beforeLoad: async ({ context }) => ({ me: await context.queryClient.ensureQueryData(meQueryOptions).catch(() => null) }),
  component: PendingJobRoute,
});

function PendingJobRoute() {
  const { jobId } = Route.useParams();
  const { me } = Route.useRouteContext();
  if (me && isMember(me)) {
    return (
      <AppShell me={me} nav={memberNav(me)} heading={me.organization?.name}>
        <PendingJobPage jobId={jobId} signedIn />
      </AppShell>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1 bg-slate-50/60">
        <PendingJobPage jobId={jobId} signedIn={false} />
      </main>
      <SiteFooter />
    </div>
  );
}

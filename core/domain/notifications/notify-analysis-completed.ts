import { and, eq, or } from "drizzle-orm";
import { orgAnalysisJobsTable, orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch } from "@core/db/batch";
import { Analysis } from "@core/contract/analysis";
import { notificationStatements } from "./notification-statements";
import { analysisCompletedDraft, assessmentLink, toolOrUrl } from "./notification-texts";
import { organizationMembers } from "./organization-members";

/**
 * "Assessment Completed": tells the person who started an organization's analysis that it
 * finished (in the app, and by e-mail when their switch is on; the e-mail waits in the outbox
 * for the web Worker's scheduled delivery). The link goes to the assessment when the job belongs
 * to one (a re-analysis, or the analysis it was saved from) or the organization already saved
 * that address, else to the vendor's report; the tool is named as the organization saved it,
 * the vendor's own name only when nobody saved it yet.
 * Called by the analysis Worker once, when its claim completes the job; a requester who is no
 * longer an active member is not notified.
 */
export async function notifyAnalysisCompleted(db: Db, jobId: string, now: Date): Promise<void> {
  const j = orgAnalysisJobsTable;
  const [job] = await db.select().from(j).where(eq(j.id, jobId)).limit(1);
  if (job?.status !== "completed" || !job.result) return;
  const parsed = Analysis.safeParse(JSON.parse(job.result));
  if (!parsed.success) return;
  const requester = (await organizationMembers(db, job.organizationId)).filter((m) => m.userId === job.userId);
  if (requester.length === 0) return;

  const t = orgRiskAssessmentsTable;
  const [assessment] = await db
    .select({ id: t.id, toolName: t.toolName, url: t.url })
    .from(t)
    .where(
      and(
        eq(t.organizationId, job.organizationId),
        or(eq(t.reanalysisJobId, job.id), eq(t.jobId, job.id), eq(t.url, job.url)),
      ),
    )
    .limit(1);
  const analysis = parsed.data;
  const draft = analysisCompletedDraft({
    name: assessment ? toolOrUrl(assessment) : analysis.vendor_name || job.url,
    level: analysis.overall_risk.level,
    score: analysis.overall_risk.score,
    link: assessment
      ? assessmentLink(assessment.id)
      : job.vendorKey.includes("/")
        ? "/dashboard/new-assessment"
        : `/reports/${job.vendorKey}`,
  });
  await runBatch(
    db,
    notificationStatements(db, { organizationId: job.organizationId, recipients: requester, draft, now }),
  );
}

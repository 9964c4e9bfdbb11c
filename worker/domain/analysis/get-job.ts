import { and, eq } from "drizzle-orm";
import { orgAnalysisJobsTable } from "../../db/schema";
import type { Db } from "../../db";
import { notFound } from "../../lib/errors";
import type { Job } from "../../shared/api";
import type { Actor } from "../actor";
import { findJob, toJob } from "./job-store";

/**
 * Reads an analysis job. Public jobs can be followed by anyone who has their id (spec:
 * "can follow public jobs without a session"); an organization's job only by its members.
 * Anything else is "not found", so ids of other organizations' jobs are not confirmed.
 */
export async function getJob(db: Db, actor: Actor, id: string): Promise<Job> {
  const publicRow = await findJob(db, "public", id);
  if (publicRow) return toJob(publicRow);
  if (actor.kind === "user" && actor.organizationId) {
    const t = orgAnalysisJobsTable;
    const [orgRow] = await db
      .select()
      .from(t)
      .where(and(eq(t.id, id), eq(t.organizationId, actor.organizationId)))
      .limit(1);
    if (orgRow) return toJob(orgRow);
  }
  throw notFound("Analysis job not found");
}

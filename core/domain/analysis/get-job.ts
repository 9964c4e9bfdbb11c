import { eq } from "drizzle-orm";
import { orgAnalysisJobsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { notFound } from "@core/lib/errors";
import type { Job } from "@core/contract/api";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { findJob, toJob } from "./job-store";

const NOT_FOUND = "Analysis job not found";

/**
 * Reads an analysis job. Public jobs can be followed by anyone who has their id (spec:
 * "can follow public jobs without a session"). An organization's job asks the policy for
 * `assessment.view` on it, its runner being its owner: members see their own, the other
 * roles all of their organization's (403 otherwise). Anyone outside the organization, signed
 * out or waiting included, gets 404, so ids of other organizations' jobs are not confirmed.
 */
export async function getJob(deps: { db: Db }, actor: Actor, id: string): Promise<Job> {
  const publicRow = await findJob(deps.db, "public", id);
  if (publicRow) return toJob(publicRow);
  const [orgRow] = await deps.db.select().from(orgAnalysisJobsTable).where(eq(orgAnalysisJobsTable.id, id)).limit(1);
  if (!orgRow || actor.kind === "anonymous" || actor.organizationId !== orgRow.organizationId)
    throw notFound(NOT_FOUND);
  authorize(actor, "assessment.view", { organizationId: orgRow.organizationId, ownerId: orgRow.userId }, NOT_FOUND);
  return toJob(orgRow);
}

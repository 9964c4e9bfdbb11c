import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { monitoredVendorsTable, vendorChecksTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { insertWhere } from "@core/db/insert-where";
import type { Clock } from "@core/lib/clock";
import { AppError } from "@core/lib/errors";
import { CHECK_COOLDOWN_SECONDS } from "@core/contract/monitoring";
import type { Actor } from "../actor";
import { findAssessmentFor, requireMember } from "../assessments/assessment-access";
import { type CheckQueue, sendChecks } from "./dispatch-checks";
import { ensureVendorStatement } from "./vendor-schedule";

export interface RequestCheckDeps {
  db: Db;
  clock: Clock;
  queue: CheckQueue;
  /** Seconds a vendor is not checked again on request (CHECK_COOLDOWN_SECONDS unless a test shortens it). */
  cooldownSeconds?: number;
}

/**
 * "Check now": a check of the assessment's vendor, shared with every organization watching it.
 * Refused with 429 (and Retry-After) when a check of the vendor started less than
 * CHECK_COOLDOWN_SECONDS ago, whoever asked; answers the check already on its way when there is
 * one. The check is written only while neither holds, in one conditional statement, so two
 * clicks at once start one check. Uses no monthly assessment.
 * Who may call: `assessment.create` and `assessment.view` on the assessment (viewers 403).
 */
export async function requestCheck(deps: RequestCheckDeps, actor: Actor, id: string): Promise<{ checkId: string }> {
  const member = requireMember(actor, "Please sign in to continue.");
  const assessment = await findAssessmentFor(deps.db, member, id, "assessment.create");
  const now = deps.clock();
  const at = now.toISOString();
  const t = vendorChecksTable;
  const v = monitoredVendorsTable;
  const key = assessment.vendorKey;
  const cooldownSeconds = deps.cooldownSeconds ?? CHECK_COOLDOWN_SECONDS;
  const cooldownStart = new Date(now.getTime() - cooldownSeconds * 1000).toISOString();
  const checkId = crypto.randomUUID();
  const [, inserted] = await deps.db.batch([
    ensureVendorStatement(deps.db, { vendorKey: key, url: assessment.url }, now),
    insertWhere(
      deps.db,
      t,
      {
        id: checkId,
        vendorKey: key,
        url: assessment.url,
        trigger: "manual",
        slot: checkId,
        requestedBy: member.userId,
        status: "pending",
        queuedAt: at,
        createdAt: at,
        updatedAt: at,
      },
      sql`NOT EXISTS (SELECT 1 FROM ${t} WHERE ${t.vendorKey} = ${key} AND ${t.trigger} <> 'report' AND (${t.createdAt} > ${cooldownStart} OR ${t.status} IN ('pending', 'processing')))`,
    ).returning({ id: t.id }),
    deps.db
      .update(v)
      .set({ activeCheckId: checkId, updatedAt: at })
      .where(and(eq(v.vendorKey, key), sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${checkId})`)),
  ]);
  if (inserted.length > 0) {
    await sendChecks(deps.db, deps.queue, [{ id: checkId, vendorKey: key, url: assessment.url }]);
    return { checkId };
  }
  const [recent] = await deps.db
    .select({ id: t.id, createdAt: t.createdAt, status: t.status })
    .from(t)
    .where(and(eq(t.vendorKey, key), ne(t.trigger, "report")))
    .orderBy(desc(t.createdAt))
    .limit(1);
  const waitMs = recent ? new Date(recent.createdAt).getTime() + cooldownSeconds * 1000 - now.getTime() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(
      "RATE_LIMITED",
      429,
      `This vendor was checked less than ${CHECK_COOLDOWN_SECONDS / 60} minutes ago. You can check it again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}.`,
      { retryAfterSeconds: seconds, checkId: recent?.id ?? null },
      { "retry-after": String(seconds) },
    );
  }
  // A check started longer ago is still on its way: that one is the answer.
  const [active] = await deps.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.vendorKey, key), inArray(t.status, ["pending", "processing"])))
    .orderBy(desc(t.createdAt))
    .limit(1);
  if (active) return { checkId: active.id };
  throw new AppError("CONFLICT", 409, "A check of this vendor was started at the same time. Please try again.");
}

import { and, desc, eq, sql } from "drizzle-orm";
import { vendorChangesTable, vendorChecksTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { insertWhere } from "@core/db/insert-where";
import type { Analysis } from "@core/contract/analysis";
import type { DetectedChange, Snapshot } from "@core/contract/monitoring";
import { vendorCheckedStatement } from "./check-store";
import { changeId, changeRow, type StoredChange } from "./change-rows";

export type { StoredChange };

/**
 * Completes a processing check in one batch: its snapshot and scores, the changes it found and
 * the vendor's schedule. Every statement after the first writes only if that one completed the
 * check (stamped with this completion's time), so a check completes once and its changes are
 * written once. Returns the stored changes, or null when the check was not processing.
 */
export async function completeCheck(
  db: Db,
  check: { id: string; vendorKey: string },
  analysis: Analysis,
  snapshot: Snapshot,
  changes: DetectedChange[],
  now: Date,
): Promise<StoredChange[] | null> {
  const t = vendorChecksTable;
  const at = now.toISOString();
  const mine = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${check.id} AND ${t.status} = 'completed' AND ${t.completedAt} = ${at})`;
  const stored = changes.map((c, i): StoredChange => ({ ...c, id: changeId(check.id, i) }));
  const statements: Statement[] = [
    db
      .update(t)
      .set({
        status: "completed",
        error: null,
        completedAt: at,
        updatedAt: at,
        overallScore: analysis.overall_risk.score,
        pricingScore: analysis.pricing_risk.score,
        privacyLegalScore: analysis.privacy_legal_risk.score,
        securityScore: analysis.security_risk.score,
        riskLevel: analysis.overall_risk.level,
        certifications: JSON.stringify(
          analysis.security_risk.certifications.filter((c) => c.verified).map((c) => c.name),
        ),
        snapshot: JSON.stringify(snapshot),
        changesCount: changes.length,
      })
      .where(and(eq(t.id, check.id), eq(t.status, "processing")))
      .returning({ id: t.id }),
    ...stored.map((c) => insertWhere(db, vendorChangesTable, changeRow(check, c, at), mine)),
    vendorCheckedStatement(db, check, now, false, mine),
  ];
  const [updated] = (await db.batch(statements as [Statement, ...Statement[]])) as unknown as [{ id: string }[]];
  return updated.length > 0 ? stored : null;
}

/** The changes a completed check found, as they were stored (for telling organizations after a retry). */
export async function changesOfCheck(db: Db, checkId: string): Promise<StoredChange[]> {
  const c = vendorChangesTable;
  const rows = await db.select().from(c).where(eq(c.checkId, checkId)).orderBy(desc(c.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    dimension: r.dimension,
    severity: r.severity,
    source_url: r.sourceUrl,
    before: r.before,
    after: r.after,
    summary: r.summary,
    details: JSON.parse(r.details) as DetectedChange["details"],
  }));
}

import type { DetectedChange } from "@core/contract/monitoring";

/** A change as stored: what was detected, with its id (the check's id and its place in the check). */
export type StoredChange = DetectedChange & { id: string };

/** The vendor_changes row of a change found by a check. */
export function changeRow(check: { id: string; vendorKey: string }, c: StoredChange, at: string) {
  return {
    id: c.id,
    vendorKey: check.vendorKey,
    checkId: check.id,
    detectedAt: at,
    kind: c.kind,
    dimension: c.dimension,
    severity: c.severity,
    sourceUrl: c.source_url,
    before: c.before,
    after: c.after,
    summary: c.summary,
    details: JSON.stringify(c.details),
  };
}

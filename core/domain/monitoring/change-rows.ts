import type { DetectedChange } from "@core/contract/monitoring";

/** A change as stored: what was detected, with its id (the check's id and its place in the check). */
export type StoredChange = DetectedChange & { id: string };

/**
 * The id of a check's `index`-th change (changes come most severe first). Lists show a check's
 * changes by id, newest first (the list convention's tie-break): the first change gets the
 * highest number, so it comes first there too.
 */
export function changeId(checkId: string, index: number): string {
  return `${checkId}:${String(999 - index).padStart(3, "0")}`;
}

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

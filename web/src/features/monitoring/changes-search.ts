import {
  CHANGE_KINDS,
  CHANGE_SEVERITIES,
  type ChangeKindValue,
  type ChangeSeverityValue,
} from "@core/contract/monitoring-rules";

/**
 * The feed's filters in the address (`/dashboard/changes?severity=&kind=&q=`), so a filtered feed
 * can be shared and the back button returns to it. The API's ChangeListQuery without zod (a
 * route's validateSearch is part of the first page load); bad values are dropped.
 */
export interface ChangesSearch {
  severity?: ChangeSeverityValue;
  kind?: ChangeKindValue;
  /** The tool: its name, its vendor's name or its address. */
  q?: string;
}

const Q_MAX = 200;

function oneOf<T extends string>(value: unknown, values: readonly T[]): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

export function validateChangesSearch(search: Record<string, unknown>): ChangesSearch {
  const out: ChangesSearch = {};
  const severity = oneOf(search.severity, CHANGE_SEVERITIES);
  if (severity) out.severity = severity;
  const kind = oneOf(search.kind, CHANGE_KINDS);
  if (kind) out.kind = kind;
  if (typeof search.q === "string") {
    const q = search.q.trim();
    if (q && q.length <= Q_MAX) out.q = q;
  }
  return out;
}

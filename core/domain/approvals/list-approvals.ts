import { and, asc, eq, gt, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { badRequest } from "@core/lib/errors";
import { textMatch } from "@core/lib/pagination";
import type { ApprovalsList, ApprovalsQuery } from "@core/contract/review";
import { AWAITING_DECISION } from "@core/contract/review-rules";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { summarySelect, toSummary } from "../assessments/assessment-rows";

const t = orgRiskAssessmentsTable;
/** 0 for urgent, 1 for normal: the queue's first sort key. */
const rank = sql<number>`CASE WHEN ${t.priority} = 'urgent' THEN 0 ELSE 1 END`;

/** A position in the queue (rank, created_at, id); opaque to clients. */
type Position = [rank: number, createdAt: string, id: string];

function encodePosition(position: Position): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(position))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function decodePosition(cursor: string): Position {
  try {
    const bytes = Uint8Array.from(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      (value[0] === 0 || value[0] === 1) &&
      typeof value[1] === "string" &&
      typeof value[2] === "string"
    ) {
      return value as Position;
    }
  } catch {
    // fall through
  }
  throw badRequest("Invalid request: cursor: not a cursor of this list");
}

function after(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [r, createdAt, id] = decodePosition(cursor);
  return or(
    gt(rank, r),
    and(eq(rank, r), gt(t.createdAt, createdAt)),
    and(eq(rank, r), eq(t.createdAt, createdAt), gt(t.id, id)),
  );
}

/**
 * The approvals queue: the organization's assessments waiting for a decision (approval pending,
 * or a Safe-to-Try trial that ended; not archived), urgent first, then oldest first; `q` matches the tool name, the vendor name or
 * the address. Who may call: holders of `assessment.decide` (admins and reviewers); others 403.
 */
export async function listApprovals(deps: { db: Db }, actor: Actor, query: ApprovalsQuery): Promise<ApprovalsList> {
  const decider = authorize(actor, "assessment.decide");
  const rows = await summarySelect(deps.db)
    .where(
      and(
        eq(t.organizationId, decider.organizationId),
        inArray(t.approvalStatus, [...AWAITING_DECISION]),
        ne(t.status, "archived"),
        textMatch(query.q, t.toolName, t.vendorName, t.url),
        after(query.cursor),
      ),
    )
    .orderBy(asc(rank), asc(t.createdAt), asc(t.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toSummary),
    next_cursor:
      rows.length > query.limit && last
        ? encodePosition([last.priority === "urgent" ? 0 : 1, last.created_at, last.id])
        : null,
  };
}

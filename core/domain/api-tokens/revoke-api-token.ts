import { and, eq, isNull, sql } from "drizzle-orm";
import { apiTokensTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch } from "@core/db/batch";
import { notFound } from "@core/lib/errors";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { auditEventQueryIf } from "../audit/record-audit-event";

const NOT_FOUND = "API token not found";

/**
 * Revokes a token of the admin's organization: it stops working on its next request. Revoking a
 * revoked token changes nothing (204 again, no second audit entry); another organization's token
 * is 404. The update and its API_TOKEN_REVOKED entry are one batch, the entry written only if
 * this call revoked it.
 */
export async function revokeApiToken(deps: { db: Db; clock: () => Date }, actor: Actor, id: string): Promise<void> {
  const admin = authorize(actor, "organization.manage");
  const t = apiTokensTable;
  const [row] = await deps.db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row || row.organizationId !== admin.organizationId) throw notFound(NOT_FOUND);
  if (row.revokedAt) return;
  const now = deps.clock();
  const at = now.toISOString();
  await runBatch(deps.db, [
    deps.db
      .update(t)
      .set({ revokedAt: at, revokedBy: admin.userId })
      .where(and(eq(t.id, id), isNull(t.revokedAt))),
    auditEventQueryIf(
      deps.db,
      {
        action: "API_TOKEN_REVOKED",
        resourceType: "api_token",
        resourceId: id,
        userId: admin.userId,
        organizationId: admin.organizationId,
        severity: "warning",
        details: { name: row.name, prefix: row.prefix },
      },
      now,
      sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${id} AND ${t.revokedAt} = ${at} AND ${t.revokedBy} = ${admin.userId})`,
    ),
  ]);
}

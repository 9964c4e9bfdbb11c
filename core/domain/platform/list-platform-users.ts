import { and, eq } from "drizzle-orm";
import { organizationsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { ListPage } from "@core/contract/list";
import type { PlatformUser, PlatformUserQuery } from "@core/contract/platform";
import type { Actor } from "../actor";
import { authorize } from "../authorize";

const u = userProfilesTable;
const cursorColumns = { createdAt: u.createdAt, id: u.id };

/** A user's columns as the platform lists show them. */
export const platformUserColumns = {
  id: u.id,
  email: u.email,
  full_name: u.fullName,
  avatar_url: u.avatarUrl,
  organization_id: u.organizationId,
  organization_name: organizationsTable.name,
  status: u.status,
  is_suspended: u.isSuspended,
  last_login_at: u.lastLoginAt,
  created_at: u.createdAt,
};

/**
 * Every user of the platform, one page at a time, newest first (the list convention). `q`
 * matches the e-mail address or the name; `organization_id` keeps one organization's members.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function listPlatformUsers(
  deps: { db: Db },
  actor: Actor,
  query: PlatformUserQuery,
): Promise<ListPage<PlatformUser>> {
  authorize(actor, "platform.manage");
  const rows = await deps.db
    .select(platformUserColumns)
    .from(u)
    .leftJoin(organizationsTable, eq(organizationsTable.id, u.organizationId))
    .where(
      and(
        query.organization_id ? eq(u.organizationId, query.organization_id) : undefined,
        textMatch(query.q, u.email, u.fullName),
        cursorWhere(cursorColumns, query.cursor),
      ),
    )
    .orderBy(...cursorOrder(cursorColumns))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => ({ createdAt: r.created_at, id: r.id }));
}

import { and, eq, sql } from "drizzle-orm";
import { organizationsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { ListPage } from "@core/contract/list";
import type { PlatformOrganization, PlatformOrganizationQuery } from "@core/contract/platform";
import type { Actor } from "../actor";
import { authorize } from "../authorize";

const o = organizationsTable;
const cursorColumns = { createdAt: o.createdAt, id: o.id };

/**
 * Members of an organization (any status), as a correlated subquery. The outer column is
 * written out: drizzle leaves columns unqualified in one-table queries, which inside the
 * subquery would name user_profiles.id.
 */
export const memberCount = sql<number>`(SELECT count(*) FROM ${userProfilesTable} AS m WHERE m.organization_id = "organizations"."id")`;

/**
 * Every organization, one page at a time, newest first (the list convention). `q` matches the
 * name or the domain; `status` keeps one status.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function listPlatformOrganizations(
  deps: { db: Db },
  actor: Actor,
  query: PlatformOrganizationQuery,
): Promise<ListPage<PlatformOrganization>> {
  authorize(actor, "platform.manage");
  const rows = await deps.db
    .select({
      id: o.id,
      name: o.name,
      domain: o.domain,
      status: o.status,
      subscription_tier: o.subscriptionTier,
      is_personal: o.isPersonal,
      member_count: memberCount,
      created_at: o.createdAt,
    })
    .from(o)
    .where(
      and(
        query.status ? eq(o.status, query.status) : undefined,
        textMatch(query.q, o.name, o.domain),
        cursorWhere(cursorColumns, query.cursor),
      ),
    )
    .orderBy(...cursorOrder(cursorColumns))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (r) => ({ createdAt: r.created_at, id: r.id }),
    (r) => ({ ...r, member_count: Number(r.member_count) }),
  );
}

import { and } from "drizzle-orm";
import { userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { MemberList, MemberListQuery } from "@core/contract/members";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { memberOf, rolesOf, toMemberSummary } from "./member-queries";

/**
 * The organization's members for its admins, newest first, searched by name or e-mail, one
 * page at a time (`?q=&limit=&cursor=`). Non-admins get 403.
 */
export async function listMembers(deps: { db: Db }, actor: Actor, query: MemberListQuery): Promise<MemberList> {
  const { organizationId } = authorize(actor, "organization.manage");
  const { db } = deps;
  const t = userProfilesTable;
  const columns = { createdAt: t.createdAt, id: t.id };
  const rows = await db
    .select()
    .from(t)
    .where(and(memberOf(organizationId), textMatch(query.q, t.fullName, t.email), cursorWhere(columns, query.cursor)))
    .orderBy(...cursorOrder(columns))
    .limit(query.limit + 1);
  const roles = await rolesOf(
    db,
    organizationId,
    rows.slice(0, query.limit).map((r) => r.id),
  );
  return toPage(
    rows,
    query.limit,
    (r) => ({ createdAt: r.createdAt, id: r.id }),
    (r) => toMemberSummary(r, roles.get(r.id)),
  );
}

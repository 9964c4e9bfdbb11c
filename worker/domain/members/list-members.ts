import { and } from "drizzle-orm";
import { userProfilesTable } from "../../db/schema";
import type { Db } from "../../db";
import { cursorOrder, cursorWhere, toPage } from "../../lib/pagination";
import { containsText } from "../../lib/search";
import type { MemberList, MemberListQuery } from "../../shared/members";
import type { Actor } from "../actor";
import { requireOrganizationManager } from "../organizations/organization-access";
import { memberOf, rolesOf, toMemberSummary } from "./member-queries";

/**
 * The organization's members for its admins, newest first, searched by name or e-mail, one
 * page at a time (`?q=&limit=&cursor=`). Non-admins get 403.
 */
export async function listMembers(db: Db, actor: Actor, query: MemberListQuery): Promise<MemberList> {
  const { organizationId } = requireOrganizationManager(actor);
  const t = userProfilesTable;
  const columns = { createdAt: t.createdAt, id: t.id };
  const rows = await db
    .select()
    .from(t)
    .where(and(memberOf(organizationId), containsText([t.fullName, t.email], query.q), cursorWhere(columns, query.cursor)))
    .orderBy(...cursorOrder(columns))
    .limit(query.limit + 1);
  const roles = await rolesOf(db, organizationId, rows.slice(0, query.limit).map((r) => r.id));
  return toPage(rows, query.limit, (r) => ({ createdAt: r.createdAt, id: r.id }), (r) => toMemberSummary(r, roles.get(r.id)));
}

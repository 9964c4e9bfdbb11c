import { and, eq } from "drizzle-orm";
import { apiTokensTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { ApiToken } from "@core/contract/api-tokens";
import type { ListPage, ListQuery } from "@core/contract/list";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { selectTokens, toApiToken } from "./api-token-rows";

/**
 * The admin's organization's API tokens, newest first (revoked and expired ones too, with their
 * status); `q` matches the name or the prefix. Never a secret.
 */
export async function listApiTokens(
  deps: { db: Db; clock: () => Date },
  actor: Actor,
  query: ListQuery,
): Promise<ListPage<ApiToken>> {
  const { organizationId } = authorize(actor, "organization.manage");
  const t = apiTokensTable;
  const columns = { createdAt: t.createdAt, id: t.id };
  const rows = await selectTokens(deps.db)
    .where(
      and(
        eq(t.organizationId, organizationId),
        textMatch(query.q, t.name, t.prefix),
        cursorWhere(columns, query.cursor),
      ),
    )
    .orderBy(...cursorOrder(columns))
    .limit(query.limit + 1);
  const now = deps.clock();
  return toPage(
    rows,
    query.limit,
    (r) => ({ createdAt: r.token.createdAt, id: r.token.id }),
    (r) => toApiToken(r.token, { name: r.name, email: r.email }, now),
  );
}

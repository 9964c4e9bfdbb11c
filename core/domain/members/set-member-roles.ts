import { and, eq, inArray, sql } from "drizzle-orm";
import { userRolesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { runBatch } from "@core/db/batch";
import { badRequest, conflict, notFound } from "@core/lib/errors";
import { AT_LEAST_ONE_ROLE, type MemberDetail } from "@core/contract/members";
import type { Role } from "@core/contract/permissions";
import type { Actor } from "../actor";
import { auditEventQueryIf } from "../audit/record-audit-event";
import { authorize } from "../authorize";
import { readMember } from "./get-member";
import {
  anotherActiveAdmin,
  findMember,
  hasAnotherActiveAdmin,
  isManagerRole,
  LAST_ADMIN_MESSAGE,
  rolesOf,
} from "./member-queries";

/**
 * Gives a member of the admin's organization exactly these roles (at least one). Roles added
 * write ROLE_ASSIGNED, roles taken away ROLE_REMOVED (one audit entry per role, `warning` for
 * a role that manages the organization), in the same db.batch as the change. The organization
 * always keeps an active admin: taking the last active admin's admin role is refused with 409,
 * and the batch is guarded by the same condition so concurrent demotions cannot both pass.
 * Setting the roles a member already has changes nothing.
 * Who may call: those who manage the organization (`organization.manage`); others 403; an id
 * that is not a member of the caller's organization: 404 'Member not found'.
 */
export async function setMemberRoles(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  input: { userId: string; roles: Role[] },
): Promise<MemberDetail> {
  const admin = authorize(actor, "organization.manage");
  const { db } = deps;
  const now = deps.clock();
  const organizationId = admin.organizationId;
  const wanted = [...new Set(input.roles)];
  if (wanted.length === 0) throw badRequest(AT_LEAST_ONE_ROLE);

  const target = await findMember(db, organizationId, input.userId);
  if (!target) throw notFound("Member not found");
  const current = new Set((await rolesOf(db, organizationId, [target.id])).get(target.id)?.map((g) => g.role) ?? []);
  const added = wanted.filter((r) => !current.has(r));
  const removed = [...current].filter((r) => !(wanted as string[]).includes(r));
  if (added.length === 0 && removed.length === 0) return readMember(db, organizationId, target.id);

  // The member stops managing the organization: they held a manager role and keep none.
  const removesAdmin = removed.some(isManagerRole) && !wanted.some(isManagerRole);
  if (removesAdmin && !(await hasAnotherActiveAdmin(db, organizationId, target.id))) throw conflict(LAST_ADMIN_MESSAGE);
  // Every statement runs only while another active admin exists (when the admin role goes):
  // the guard ignores this member's own roles, so it holds or fails for the whole batch.
  const guard = removesAdmin ? anotherActiveAdmin(organizationId, target.id) : sql`1`;
  const at = now.toISOString();
  const audit = (action: "ROLE_ASSIGNED" | "ROLE_REMOVED", role: string) =>
    auditEventQueryIf(
      db,
      {
        action,
        resourceType: "user_role",
        resourceId: target.id,
        userId: admin.userId,
        organizationId,
        severity: isManagerRole(role) ? "warning" : "info",
        details: { role, member_id: target.id, email: target.email },
      },
      now,
      guard,
    );
  const r = userRolesTable;
  await runBatch(db, [
    ...(removed.length > 0
      ? [
          db
            .delete(r)
            .where(
              and(
                eq(r.userId, target.id),
                eq(r.organizationId, organizationId),
                inArray(r.role, removed as Role[]),
                guard,
              ),
            ),
        ]
      : []),
    ...added.map((role) =>
      db
        .insert(r)
        .select(sql`SELECT ${crypto.randomUUID()}, ${target.id}, ${organizationId}, ${role}, ${at} WHERE ${guard}`)
        .onConflictDoNothing(),
    ),
    ...added.map((role) => audit("ROLE_ASSIGNED", role)),
    ...removed.map((role) => audit("ROLE_REMOVED", role)),
  ]);

  const after = await readMember(db, organizationId, target.id);
  // Lost a race with another admin's demotion: nothing was written.
  if (removesAdmin && after.roles.some(isManagerRole)) throw conflict(LAST_ADMIN_MESSAGE);
  return after;
}

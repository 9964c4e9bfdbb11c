import { and, eq, inArray, sql } from "drizzle-orm";
import { userRolesTable } from "../../db/schema";
import type { Db } from "../../db";
import { runBatch } from "../../db/batch";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { AT_LEAST_ONE_ROLE, type MemberDetail } from "../../shared/members";
import type { Role } from "../../shared/permissions";
import type { Actor } from "../actor";
import { auditEventQueryIf } from "../audit/record-audit-event";
import { requireOrganizationManager } from "../organizations/organization-access";
import { readMember } from "./get-member";
import {
  anotherActiveAdmin,
  findMember,
  hasAnotherActiveAdmin,
  LAST_ADMIN_MESSAGE,
  rolesOf,
} from "./member-queries";

/**
 * Gives a member of the admin's organization exactly these roles (at least one). Roles added
 * write ROLE_ASSIGNED, roles taken away ROLE_REMOVED (one audit entry per role, `warning` for
 * the admin role), in the same db.batch as the change. The organization always keeps an
 * active admin: taking the admin role from the last one is refused with 409, and the batch is
 * guarded by the same condition so concurrent demotions cannot both pass. Setting the roles a
 * member already has changes nothing. Non-admins: 403; not a member of this organization: 404.
 */
export async function setMemberRoles(
  deps: { db: Db; now: Date },
  actor: Actor,
  input: { userId: string; roles: Role[] },
): Promise<MemberDetail> {
  const admin = requireOrganizationManager(actor);
  const { db, now } = deps;
  const organizationId = admin.organizationId;
  const wanted = [...new Set(input.roles)];
  if (wanted.length === 0) throw badRequest(AT_LEAST_ONE_ROLE);

  const target = await findMember(db, organizationId, input.userId);
  if (!target) throw notFound("Member not found");
  const current = new Set((await rolesOf(db, organizationId, [target.id])).get(target.id)?.map((g) => g.role) ?? []);
  const added = wanted.filter((r) => !current.has(r));
  const removed = [...current].filter((r) => !(wanted as string[]).includes(r));
  if (added.length === 0 && removed.length === 0) return readMember(db, organizationId, target.id);

  const removesAdmin = removed.includes("admin");
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
        severity: role === "admin" ? "warning" : "info",
        details: { role, member_id: target.id, email: target.email },
      },
      now,
      guard,
    );
  const r = userRolesTable;
  await runBatch(db, [
    ...(removed.length > 0
      ? [db.delete(r).where(and(eq(r.userId, target.id), eq(r.organizationId, organizationId), inArray(r.role, removed as Role[]), guard))]
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
  if (removesAdmin && after.roles.includes("admin")) throw conflict(LAST_ADMIN_MESSAGE);
  return after;
}

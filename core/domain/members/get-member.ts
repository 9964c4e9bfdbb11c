import type { Db } from "@core/db";
import { notFound } from "@core/lib/errors";
import type { MemberDetail } from "@core/contract/members";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { findMember, rolesOf, toMemberDetail } from "./member-queries";

/**
 * One member of the admin's organization with their roles and sign-in details. Non-admins get
 * 403; an id that is not a member of this organization (another organization's, or none) 404.
 */
export async function getMember(deps: { db: Db }, actor: Actor, userId: string): Promise<MemberDetail> {
  const { organizationId } = authorize(actor, "organization.manage");
  const { db } = deps;
  return readMember(db, organizationId, userId);
}

/** The member as the admin pages show them; 404 'Member not found' when not in the organization. */
export async function readMember(db: Db, organizationId: string, userId: string): Promise<MemberDetail> {
  const profile = await findMember(db, organizationId, userId);
  if (!profile) throw notFound("Member not found");
  const roles = await rolesOf(db, organizationId, [profile.id]);
  return toMemberDetail(profile, roles.get(profile.id));
}

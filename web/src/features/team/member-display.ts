import type { TeamMember } from "@core/contract/members";
import { ROLE_INFO, isRole, rolesWith } from "@core/contract/permissions";
import { nameOrEmail } from "@core/contract/names";

/**
 * How a member is shown on the team and admin pages: the name or
 * else the e-mail, two-letter initials, role badges ('user' when none), a status badge and the
 * last login ('Never').
 */

/** The member's name, else their e-mail address. */
export function memberName(member: Pick<TeamMember, "full_name" | "email">): string {
  return nameOrEmail(member.full_name, member.email);
}

/** The role badges: each role's label; 'user' when the member has none. */
export function roleBadges(roles: readonly string[]): string[] {
  return roles.length ? roles.map(roleLabel) : ["user"];
}

export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_INFO[role].label : role;
}

export type StatusTone = "green" | "amber" | "red" | "neutral";

const STATUS_LABEL: Record<string, { label: string; tone: StatusTone }> = {
  active: { label: "Active", tone: "green" },
  pending_approval: { label: "Pending approval", tone: "amber" },
  rejected: { label: "Rejected", tone: "red" },
};

/** 'Suspended' for a suspended member, else their status. */
export function memberStatus(member: Pick<TeamMember, "status" | "is_suspended">): { label: string; tone: StatusTone } {
  if (member.is_suspended) return { label: "Suspended", tone: "red" };
  return STATUS_LABEL[member.status] ?? { label: member.status, tone: "neutral" };
}

const day = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

/** The last login date, or 'Never'. */
export function lastLoginLabel(iso: string | null | undefined): string {
  if (!iso) return "Never";
  const t = Date.parse(iso);
  return Number.isNaN(t) ? "Never" : day.format(t);
}

/** "1 team member", "4 team members". */
export function teamCountLine(count: number): string {
  return `${count} team member${count === 1 ? "" : "s"}`;
}

/** A role that manages the organization (the policy's `organization.manage`), for emphasis. */
export function isManagerRoleName(role: string): boolean {
  return isRole(role) && rolesWith("organization.manage").includes(role);
}

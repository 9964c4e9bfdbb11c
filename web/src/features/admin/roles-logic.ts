import type { RoleAssignment } from "@core/contract/members";
import {
  ACTION_INFO,
  ACTIONS,
  PERMISSION_TABLE,
  ROLE_INFO,
  ROLES,
  type Action,
  type Grant,
  type Role,
} from "@core/contract/permissions";

/**
 * The Roles & Permissions page and the Manage Roles dialog, read from the permission policy
 * itself (core/contract/permissions.ts): what a role may do is PERMISSION_TABLE, worded by
 * ACTION_INFO and ROLE_INFO, never a copy.
 */

export { AT_LEAST_ONE_ROLE } from "@core/contract/permissions";

const GRANT_NOTE: Record<Exclude<Grant, "none">, string> = {
  all: "",
  own: "their own only",
  own_pending: "their own, while awaiting review",
};

export interface Ability {
  action: Action;
  label: string;
  /** "" for every resource of the organization; else how it is limited. */
  note: string;
}

/** What a role may do, in the policy's order. Platform rights never come from a role. */
export function abilitiesOf(role: Role): Ability[] {
  return ACTIONS.filter((action) => action !== "platform.manage" && PERMISSION_TABLE[action][role] !== "none").map(
    (action) => {
      const grant = PERMISSION_TABLE[action][role] as Exclude<Grant, "none">;
      return { action, label: ACTION_INFO[action].label, note: GRANT_NOTE[grant] };
    },
  );
}

export interface RoleCard {
  role: Role;
  label: string;
  description: string;
  members: number;
  abilities: Ability[];
}

/** One card per role: its meaning, how many members hold it, and what it may do. */
export function roleCards(assignments: readonly Pick<RoleAssignment, "role" | "user_id">[]): RoleCard[] {
  return ROLES.map((role) => ({
    role,
    label: ROLE_INFO[role].label,
    description: ROLE_INFO[role].description,
    members: new Set(assignments.filter((a) => a.role === role).map((a) => a.user_id)).size,
    abilities: abilitiesOf(role),
  }));
}

/** The dialog's options: the five roles with their descriptions. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ role, ...ROLE_INFO[role] }));

/**
 * Checking or unchecking a role in the dialog. The last checked role cannot be unchecked:
 * the selection is returned unchanged.
 */
export function toggleRole(selected: readonly Role[], role: Role, checked: boolean): Role[] {
  if (checked) return selected.includes(role) ? [...selected] : ROLES.filter((r) => r === role || selected.includes(r));
  if (selected.length <= 1 && selected.includes(role)) return [...selected];
  return selected.filter((r) => r !== role);
}

/** Whether the last remaining role's checkbox is locked. */
export function isLockedRole(selected: readonly Role[], role: Role): boolean {
  return selected.length === 1 && selected[0] === role;
}

export interface RoleChange {
  added: Role[];
  removed: Role[];
}

export function roleChange(current: readonly string[], selected: readonly Role[]): RoleChange {
  return {
    added: selected.filter((r) => !current.includes(r)),
    removed: ROLES.filter((r) => current.includes(r) && !selected.includes(r)),
  };
}

/** Save is possible with at least one role and a change to save. */
export function canSaveRoles(current: readonly string[], selected: readonly Role[]): boolean {
  const change = roleChange(current, selected);
  return selected.length > 0 && change.added.length + change.removed.length > 0;
}

/** The failure toast: 'Failed to remove role.' when roles were taken away, else 'Failed to assign role.'. */
export function roleChangeFailureTitle(change: RoleChange): string {
  return change.removed.length > 0 ? "Failed to remove role." : "Failed to assign role.";
}

/** The dialog starts from the member's roles (only known ones, in the policy's order). */
export function initialSelection(roles: readonly string[]): Role[] {
  return ROLES.filter((r) => roles.includes(r));
}

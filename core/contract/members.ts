/**
 * Team and member shapes of the JSON API: GET /api/team, PATCH /api/me, and the organization
 * admin's members, roles and suspension routes. The same schemas validate the routes, generate
 * /api/openapi.json, type the SPA and assert responses in tests.
 */
import { z } from "zod";
import { ListPage, ListQuery } from "./list";
import { AT_LEAST_ONE_ROLE, ROLES } from "./permissions";
import { controlCharacterMessage, FIELD_MAX, hasControlCharacter } from "./field-limits";
import { ProfileStatus } from "./auth";

export const FULL_NAME_MAX = FIELD_MAX.fullName;
export const SUSPENSION_REASON_MAX = FIELD_MAX.suspensionReason;
/** The reason a suspension gets when the admin gives none. */
export const DEFAULT_SUSPENSION_REASON = "Suspended by admin";
export { AT_LEAST_ONE_ROLE } from "./permissions";

export const RoleName = z.enum(ROLES, {
  error: (issue) => `Unknown role ${JSON.stringify(issue.input)}: roles are ${ROLES.join(", ")}.`,
});

/** A member as the team sees them (GET /api/team). */
export const TeamMember = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  roles: z.array(z.string()).describe("Organization roles; empty when none (the SPA shows 'user')."),
  status: ProfileStatus,
  is_suspended: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamList = z.object({
  items: z.array(TeamMember).describe("Every member of the organization, by name."),
});
export type TeamList = z.infer<typeof TeamList>;

export const UpdateProfile = z.object({
  full_name: z
    .string({ error: "Full name is required." })
    .trim()
    .min(1, "Full name is required.")
    .max(FULL_NAME_MAX, `Full name can be at most ${FULL_NAME_MAX} characters.`)
    .refine((v) => !hasControlCharacter(v), controlCharacterMessage("Full name")),
});
export type UpdateProfile = z.infer<typeof UpdateProfile>;

/** A member in the admin's members table. */
export const MemberSummary = TeamMember.extend({
  created_at: z.string(),
});
export type MemberSummary = z.infer<typeof MemberSummary>;

export const MemberListQuery = ListQuery.extend({
  q: ListQuery.shape.q.describe("Matches the member's name or e-mail address (case-insensitive, part of the text)."),
});
export type MemberListQuery = z.infer<typeof MemberListQuery>;

export const MemberList = ListPage(MemberSummary);
export type MemberList = z.infer<typeof MemberList>;

export const RoleGrant = z.object({
  role: z.string(),
  assigned_at: z.string(),
});

/** One member with everything the admin's member page shows. */
export const MemberDetail = MemberSummary.extend({
  avatar_url: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  last_login_ip: z.string().nullable(),
  role_assignments: z.array(RoleGrant).describe("The member's roles with the time each was assigned."),
});
export type MemberDetail = z.infer<typeof MemberDetail>;

export const MemberParams = z.object({ id: z.string().min(1).max(64) });

export const SetMemberRoles = z.object({
  roles: z
    .array(RoleName)
    .min(1, AT_LEAST_ONE_ROLE)
    .max(ROLES.length * 2)
    .describe(`The member's complete set of roles (${ROLES.join(", ")}); at least one.`),
});
export type SetMemberRoles = z.infer<typeof SetMemberRoles>;

export const SetMemberSuspension = z.object({
  suspended: z.boolean({ error: "suspended must be true or false." }),
  reason: z
    .string()
    .trim()
    .max(SUSPENSION_REASON_MAX, `The reason can be at most ${SUSPENSION_REASON_MAX} characters.`)
    .optional()
    .describe(`Why; '${DEFAULT_SUSPENSION_REASON}' when absent. Cleared on unsuspend.`),
});
export type SetMemberSuspension = z.infer<typeof SetMemberSuspension>;

/** One role held by one member: the Roles & Permissions page's table. */
export const RoleAssignment = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  role: z.string(),
  assigned_at: z.string(),
});
export type RoleAssignment = z.infer<typeof RoleAssignment>;

export const RoleAssignmentList = z.object({
  items: z.array(RoleAssignment).describe("Every role of every member of the organization, newest first."),
});
export type RoleAssignmentList = z.infer<typeof RoleAssignmentList>;

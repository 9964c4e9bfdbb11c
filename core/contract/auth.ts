/**
 * Sign-in, session and membership shapes of the JSON API (GET /api/me, the membership
 * requests). The same schemas validate the routes, generate /api/openapi.json, type the SPA's
 * client and assert responses in tests.
 */
import { z } from "zod";
import { SIGNED_OUT_REASONS } from "./auth-errors";
import { MembershipRequestStatus, ProfileStatus } from "./enums";
import { ListPage, ListQuery } from "./list";
import { ACTIONS } from "./permissions";

export { ProfileStatus } from "./enums";

export const Me = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
  profile: z.object({
    status: ProfileStatus,
    /** Set only once the user is an active member of an organization. */
    organization_id: z.string().nullable(),
  }),
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  roles: z
    .array(z.string())
    .describe(
      'Organization roles (admin, analyst, reviewer, viewer, member), plus "super_admin" for platform super admins.',
    ),
  is_org_admin: z.boolean(),
  is_super_admin: z.boolean(),
  permissions: z
    .array(z.enum(ACTIONS))
    .describe(
      "The actions of the permission policy the user may take in some form (core/contract/permissions.ts), " +
        'e.g. "assessment.create"; "platform.manage" for super admins. The SPA shows and hides by it; the server decides again on every request.',
    ),
  pending_approval: z
    .object({ organization_name: z.string() })
    .nullable()
    .describe("The organization the user asked to join, while the request waits for an admin."),
});
export type Me = z.infer<typeof Me>;

/** GET /api/me without a session: not an error, the visitor is simply not signed in. */
export const SignedOut = z.object({
  user: z.null(),
  signed_out_reason: z
    .enum(SIGNED_OUT_REASONS)
    .optional()
    .describe(
      "When the browser sent a session that no longer works: why (suspended, rejected, organization_suspended, or " +
        "session_ended: signed out elsewhere or ended by an administrator). Told once: the session cookie is cleared.",
    ),
});
export type SignedOut = z.infer<typeof SignedOut>;

/** What GET /api/me answers: the signed-in user, or `{ "user": null }`. */
export const MeResponse = z.union([Me, SignedOut]);
export type MeResponse = z.infer<typeof MeResponse>;

export { MembershipRequestStatus } from "./enums";

export const MembershipRequest = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  organization_id: z.string(),
  organization_name: z.string(),
  status: MembershipRequestStatus,
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  earlier_rejections: z
    .number()
    .int()
    .describe("How many earlier requests of this person to join this organization were rejected."),
  last_rejected_at: z.string().nullable().describe("When the latest of those was rejected."),
});
export type MembershipRequest = z.infer<typeof MembershipRequest>;

/** A page of membership requests, newest first (requested_at, then id). */
export const MembershipRequestList = ListPage(MembershipRequest);
export type MembershipRequestList = z.infer<typeof MembershipRequestList>;

/** The list convention's `?q=&limit=&cursor=`, plus a status filter; `q` matches the requester's name or e-mail. */
export const MembershipRequestQuery = ListQuery.extend({
  q: ListQuery.shape.q.describe("Text in the requester's name or e-mail address (case-insensitive)."),
  status: MembershipRequestStatus.optional().describe("Only requests with this status; all when absent."),
});
export type MembershipRequestQuery = z.infer<typeof MembershipRequestQuery>;

export const MembershipDecision = z.object({
  approve: z
    .boolean()
    .describe(
      "true approves (the user becomes an active member), false rejects (closes this request only; the person may ask again). " +
        "A super admin may approve a rejected request: that lifts the refusal.",
    ),
});
export type MembershipDecision = z.infer<typeof MembershipDecision>;

export const MembershipDecisionResult = z.object({ request: MembershipRequest });
export type MembershipDecisionResult = z.infer<typeof MembershipDecisionResult>;

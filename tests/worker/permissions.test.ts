import { describe, expect, it } from "vitest";
import {
  ACTIONS,
  can,
  grantOf,
  PERMISSION_TABLE,
  permissionsOf,
  ROLES,
  type Action,
  type PolicyActor,
  type Role,
} from "@core/contract/permissions";

const ORG = "org-1";
const actor = (roles: string[], extra: Partial<PolicyActor> = {}): PolicyActor => ({
  userId: "u-1",
  organizationId: ORG,
  roles,
  isSuperAdmin: false,
  ...extra,
});

// The product's rule, written out once more on purpose: a change to the table must change this test.
const EXPECTED: Record<Action, Record<Role, string>> = {
  "assessment.view": { admin: "all", reviewer: "all", analyst: "all", member: "own", viewer: "all" },
  "assessment.create": { admin: "all", reviewer: "all", analyst: "all", member: "all", viewer: "none" },
  "assessment.decide": { admin: "all", reviewer: "all", analyst: "none", member: "none", viewer: "none" },
  "assessment.archive": {
    admin: "all",
    reviewer: "none",
    analyst: "own_pending",
    member: "own_pending",
    viewer: "none",
  },
  "assessment.resubmit": { admin: "all", reviewer: "own", analyst: "own", member: "own", viewer: "none" },
  "comment.create": { admin: "all", reviewer: "all", analyst: "all", member: "all", viewer: "none" },
  "comment.delete": { admin: "own", reviewer: "own", analyst: "own", member: "own", viewer: "none" },
  "team.view": { admin: "all", reviewer: "all", analyst: "all", member: "all", viewer: "all" },
  "catalog.view": { admin: "all", reviewer: "all", analyst: "all", member: "all", viewer: "all" },
  "organization.manage": { admin: "all", reviewer: "none", analyst: "none", member: "none", viewer: "none" },
  "platform.manage": { admin: "none", reviewer: "none", analyst: "none", member: "none", viewer: "none" },
};

describe("the permission table", () => {
  it("is the product's rule, every role against every action", () => {
    expect(PERMISSION_TABLE).toEqual(EXPECTED);
  });

  for (const role of ROLES) {
    for (const action of ACTIONS) {
      const grant = EXPECTED[action][role];
      it(`${role} / ${action}: ${grant}`, () => {
        const a = actor([role]);
        expect(grantOf(a, action)).toBe(grant);
        const own = { organizationId: ORG, ownerId: a.userId, approvalStatus: "pending" };
        const ownDecided = { ...own, approvalStatus: "approved" };
        const others = { organizationId: ORG, ownerId: "u-2", approvalStatus: "pending" };
        const foreign = { organizationId: "org-2", ownerId: a.userId, approvalStatus: "pending" };
        expect(can(a, action, own)).toBe(grant !== "none");
        expect(can(a, action, ownDecided)).toBe(grant === "all" || grant === "own");
        expect(can(a, action, others)).toBe(grant === "all");
        expect(can(a, action, foreign)).toBe(false);
        expect(can(a, action)).toBe(grant !== "none");
      });
    }
  }
});

describe("can()", () => {
  it("unions the grants of several roles, the strongest winning", () => {
    const a = actor(["member", "analyst"]);
    expect(grantOf(a, "assessment.view")).toBe("all");
    expect(can(a, "assessment.view", { organizationId: ORG, ownerId: "u-2" })).toBe(true);
    expect(grantOf(actor(["viewer", "member"]), "assessment.create")).toBe("all");
  });

  it("gives nothing to the signed out, to users without an organization, or for unknown roles", () => {
    expect(can(null, "team.view")).toBe(false);
    expect(can(undefined, "assessment.view")).toBe(false);
    expect(permissionsOf(actor(["admin"], { organizationId: null }))).toEqual([]);
    expect(permissionsOf(actor(["owner", "super_admin"]))).toEqual([]);
  });

  it("gives platform rights to super admins only, with or without an organization", () => {
    expect(can(actor(["admin"]), "platform.manage")).toBe(false);
    expect(can(actor([], { isSuperAdmin: true, organizationId: null }), "platform.manage")).toBe(true);
    expect(permissionsOf(actor([], { isSuperAdmin: true, organizationId: null }))).toEqual(["platform.manage"]);
    // Super admin rights do not include an organization's own actions.
    expect(can(actor(["member"], { isSuperAdmin: true }), "assessment.decide")).toBe(false);
  });

  it("lists what a role may do in some form", () => {
    expect(permissionsOf(actor(["viewer"]))).toEqual(["assessment.view", "team.view", "catalog.view"]);
    expect(permissionsOf(actor(["member"]))).toEqual([
      "assessment.view",
      "assessment.create",
      "assessment.archive",
      "assessment.resubmit",
      "comment.create",
      "comment.delete",
      "team.view",
      "catalog.view",
    ]);
  });
});

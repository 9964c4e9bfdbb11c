/**
 * authorize(), organizationScope() and authorizeInScope(): the server's one way to ask the
 * permission policy, and what each refusal answers (401 signed out, 403 not allowed, 404 for
 * another organization's resource).
 */
import { describe, expect, it } from "vitest";
import type { Actor } from "@core/domain/actor";
import { allows, authorize, authorizeInScope, organizationScope } from "@core/domain/authorize";

const ORG = "org-a";
const anonymous: Actor = { kind: "anonymous", clientKey: "k" };
const user = (roles: string[], extra: Partial<Extract<Actor, { kind: "user" }>> = {}): Actor => ({
  kind: "user",
  clientKey: "k",
  userId: "u-1",
  organizationId: ORG,
  roles,
  isSuperAdmin: false,
  ...extra,
});
const waiting = user([], { organizationId: null });

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    return {
      status: (err as { status: number }).status,
      code: (err as { code: string }).code,
      message: (err as Error).message,
    };
  }
  return null;
}

describe("authorize()", () => {
  it("401 signed out, 403 without the action, the member back when allowed", () => {
    expect(refusal(() => authorize(anonymous, "team.view"))).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    expect(refusal(() => authorize(waiting, "team.view"))).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(refusal(() => authorize(user(["viewer"]), "assessment.create"))).toMatchObject({
      status: 403,
      message: expect.stringContaining("cannot start new analyses"),
    });
    expect(authorize(user(["member"]), "assessment.create")).toMatchObject({ userId: "u-1", organizationId: ORG });
  });

  it("checks the resource: another organization's is 404 with the caller's words, not one's own is 403", () => {
    const mine = { organizationId: ORG, ownerId: "u-1", approvalStatus: "pending" };
    const colleagues = { organizationId: ORG, ownerId: "u-2", approvalStatus: "pending" };
    const foreign = { organizationId: "org-b", ownerId: "u-1" };
    const member = user(["member"]);
    expect(authorize(member, "assessment.view", mine)).toBeTruthy();
    expect(refusal(() => authorize(member, "assessment.view", colleagues))).toMatchObject({ status: 403 });
    expect(refusal(() => authorize(member, "assessment.view", foreign, "Assessment not found"))).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
      message: "Assessment not found",
    });
    // own_pending: only while the assessment waits for a decision.
    expect(authorize(member, "assessment.archive", mine)).toBeTruthy();
    expect(
      refusal(() => authorize(member, "assessment.archive", { ...mine, approvalStatus: "approved" })),
    ).toMatchObject({ status: 403 });
  });

  it("a role that lacks the action is refused with 403 before a foreign resource is looked at", () => {
    expect(
      refusal(() => authorize(user(["viewer"]), "organization.manage", { organizationId: "org-b" })),
    ).toMatchObject({ status: 403 });
  });

  it("platform.manage is for super admins, whatever their organization", () => {
    expect(refusal(() => authorize(user(["admin"]), "platform.manage"))).toMatchObject({ status: 403 });
    expect(authorize(user([], { isSuperAdmin: true, organizationId: null }), "platform.manage")).toBeTruthy();
    expect(allows(user([], { isSuperAdmin: true }), "organization.manage")).toBe(false);
    expect(allows(anonymous, "team.view")).toBe(false);
  });
});

describe("organizationScope()", () => {
  it("all organizations for a super admin, their own for an admin, 403/401 for others", () => {
    expect(organizationScope(user(["member"], { isSuperAdmin: true }), "organization.manage").organizations).toBe(
      "all",
    );
    expect(organizationScope(user(["admin"]), "organization.manage").organizations).toBe(ORG);
    expect(refusal(() => organizationScope(user(["reviewer", "analyst"]), "organization.manage"))).toMatchObject({
      status: 403,
    });
    expect(refusal(() => organizationScope(anonymous, "organization.manage"))).toMatchObject({ status: 401 });
  });

  it("authorizeInScope: another organization's resource is 404 for an admin, any for a super admin", () => {
    const admin = organizationScope(user(["admin"]), "organization.manage");
    const root = organizationScope(user([], { isSuperAdmin: true, organizationId: null }), "organization.manage");
    expect(() => authorizeInScope(admin, "organization.manage", { organizationId: ORG })).not.toThrow();
    expect(
      refusal(() => authorizeInScope(admin, "organization.manage", { organizationId: "org-b" }, "Member not found")),
    ).toMatchObject({
      status: 404,
      message: "Member not found",
    });
    expect(() => authorizeInScope(root, "organization.manage", { organizationId: "org-b" })).not.toThrow();
  });
});

import { describe, expect, it } from "vitest";
import {
  activityChartData,
  activityTotals,
  checkOrganizationForm,
  organizationFormChanged,
} from "@web/features/admin/admin-logic";
import {
  abilitiesOf,
  canSaveRoles,
  initialSelection,
  isLockedRole,
  ROLE_OPTIONS,
  roleCards,
  roleChange,
  roleChangeFailureTitle,
  toggleRole,
} from "@web/features/admin/roles-logic";
import { canSaveProfileName } from "@web/features/settings/profile-logic";
import { activeTab, validateSettingsSearch, visibleTabs } from "@web/features/settings/settings-tabs";
import { lastLoginLabel, memberName, memberStatus, roleBadges, teamCountLine } from "@web/features/team/member-display";
import { twoLetterInitials } from "@core/contract/names";
import { ACTION_INFO, PERMISSION_TABLE, ROLE_INFO, ROLES } from "@core/contract/permissions";

describe("member display", () => {
  it.each([
    ["Ada Lovelace", "ada@x.test", "AL"],
    ["Jean-Luc Picard Third", "j@x.test", "JP"],
    ["Cher", "cher@x.test", "CH"],
    [null, "bob@x.test", "BO"],
    ["  ", "jo@x.test", "JO"],
    ["émile zola", "e@x.test", "ÉZ"],
    ["X", "x@x.test", "X"],
    ["B<ob> <script>", "b@x.test", "BS"],
    ["<<>>", "q@x.test", "Q"],
  ])("initials of %s / %s → %s", (name, email, expected) => {
    expect(twoLetterInitials(name, email)).toBe(expected);
  });

  it("names the member by full name, else e-mail", () => {
    expect(memberName({ full_name: "Ada", email: "a@x.test" })).toBe("Ada");
    expect(memberName({ full_name: " ", email: "a@x.test" })).toBe("a@x.test");
    expect(memberName({ full_name: null, email: "a@x.test" })).toBe("a@x.test");
  });

  it("role badges use the policy's labels; 'user' when none", () => {
    expect(roleBadges([])).toEqual(["user"]);
    expect(roleBadges(["admin", "reviewer"])).toEqual(["Administrator", "Reviewer"]);
    expect(roleBadges(["legacy"])).toEqual(["legacy"]);
  });

  it("status: Suspended over the status", () => {
    expect(memberStatus({ status: "active", is_suspended: true })).toEqual({ label: "Suspended", tone: "red" });
    expect(memberStatus({ status: "active", is_suspended: false })).toEqual({ label: "Active", tone: "green" });
    expect(memberStatus({ status: "pending_approval", is_suspended: false }).label).toBe("Pending approval");
  });

  it("last login: a date, or 'Never'", () => {
    expect(lastLoginLabel(null)).toBe("Never");
    expect(lastLoginLabel("garbage")).toBe("Never");
    expect(lastLoginLabel("2026-11-19T10:00:00.000Z")).toBe("Nov 19, 2026");
  });

  it("count line", () => {
    expect(teamCountLine(1)).toBe("1 team member");
    expect(teamCountLine(0)).toBe("0 team members");
    expect(teamCountLine(12)).toBe("12 team members");
  });
});

describe("Roles & Permissions from the policy itself", () => {
  it("each role's abilities are exactly its non-none cells of PERMISSION_TABLE, worded by ACTION_INFO", () => {
    for (const role of ROLES) {
      const expected = Object.entries(PERMISSION_TABLE)
        .filter(([action, row]) => action !== "platform.manage" && row[role] !== "none")
        .map(([action]) => ACTION_INFO[action as keyof typeof ACTION_INFO].label);
      expect(abilitiesOf(role).map((a) => a.label)).toEqual(expected);
    }
    expect(abilitiesOf("member").find((a) => a.action === "assessment.view")!.note).toBe("their own only");
    expect(abilitiesOf("analyst").find((a) => a.action === "assessment.archive")!.note).toBe(
      "their own, while awaiting review",
    );
    expect(abilitiesOf("admin").find((a) => a.action === "organization.manage")!.note).toBe("");
    expect(abilitiesOf("viewer").map((a) => a.action)).toEqual(["assessment.view", "team.view", "catalog.view"]);
  });

  it("a card per role with label, description and distinct member count", () => {
    const cards = roleCards([
      { role: "admin", user_id: "a" },
      { role: "member", user_id: "b" },
      { role: "member", user_id: "c" },
      { role: "reviewer", user_id: "b" },
    ]);
    expect(cards.map((c) => c.role)).toEqual([...ROLES]);
    expect(cards.map((c) => c.members)).toEqual([1, 1, 0, 2, 0]);
    expect(cards[0]).toMatchObject({ label: ROLE_INFO.admin.label, description: ROLE_INFO.admin.description });
  });

  it("the dialog offers the five roles with their descriptions", () => {
    expect(ROLE_OPTIONS).toHaveLength(5);
    expect(ROLE_OPTIONS.find((o) => o.role === "analyst")).toEqual({ role: "analyst", ...ROLE_INFO.analyst });
  });
});

describe("Manage Roles dialog rules", () => {
  it("the last checked role cannot be unchecked", () => {
    expect(toggleRole(["member"], "member", false)).toEqual(["member"]);
    expect(isLockedRole(["member"], "member")).toBe(true);
    expect(isLockedRole(["member", "admin"], "member")).toBe(false);
    expect(toggleRole(["admin", "member"], "member", false)).toEqual(["admin"]);
  });

  it("checking adds in the policy's order; twice is once", () => {
    expect(toggleRole(["member"], "admin", true)).toEqual(["admin", "member"]);
    expect(toggleRole(["admin"], "admin", true)).toEqual(["admin"]);
  });

  it("save needs at least one role and a change", () => {
    expect(canSaveRoles(["member"], [])).toBe(false);
    expect(canSaveRoles(["member"], ["member"])).toBe(false);
    expect(canSaveRoles(["member"], ["reviewer", "member"])).toBe(true);
    expect(canSaveRoles([], ["member"])).toBe(true);
  });

  it("the failure toast names what failed", () => {
    expect(roleChangeFailureTitle(roleChange(["member"], ["reviewer", "member"]))).toBe("Failed to assign role.");
    expect(roleChangeFailureTitle(roleChange(["admin", "member"], ["member"]))).toBe("Failed to remove role.");
    expect(roleChange(["admin", "legacy"], ["viewer"])).toEqual({ added: ["viewer"], removed: ["admin"] });
    expect(initialSelection(["member", "legacy", "admin"])).toEqual(["admin", "member"]);
  });
});

describe("admin pages", () => {
  it("the settings form uses the API's rules and messages", () => {
    expect(checkOrganizationForm({ name: " ", domain: "", billing_email: "" })).toEqual({
      ok: false,
      errors: { name: "Organization name is required." },
    });
    const bad = checkOrganizationForm({ name: "Acme", domain: "https://acme.test", billing_email: "nope" });
    expect(bad).toEqual({
      ok: false,
      errors: {
        domain: "Enter a domain like example.com, without https:// or @.",
        billing_email: "Enter a valid billing e-mail address.",
      },
    });
    expect(checkOrganizationForm({ name: " Acme ", domain: " ACME.test ", billing_email: "" })).toEqual({
      ok: true,
      body: { name: "Acme", domain: "acme.test", billing_email: null },
    });
    const saved = { name: "Acme", domain: "acme.test", billing_email: "" };
    expect(organizationFormChanged({ name: " Acme ", domain: "ACME.test", billing_email: "" }, saved)).toBe(false);
    expect(organizationFormChanged({ ...saved, name: "Acme Inc" }, saved)).toBe(true);
  });

  it("activity chart rows and totals", () => {
    const days = [
      { date: "2026-11-18", analyses: 2, decisions: 0 },
      { date: "2026-11-19", analyses: 1, decisions: 3 },
    ];
    expect(activityChartData(days).map((d) => d.label)).toEqual(["Nov 18", "Nov 19"]);
    expect(activityTotals(days)).toEqual({ analyses: 3, decisions: 3 });
  });
});

describe("settings page", () => {
  const admin = () => true;
  const member = (a: string) => a !== "organization.manage";

  it("Organization is for those who manage it; unknown tabs fall back to Profile", () => {
    expect(visibleTabs(admin).map((t) => t.id)).toEqual(["profile", "notifications", "organization"]);
    expect(visibleTabs(member).map((t) => t.id)).toEqual(["profile", "notifications"]);
    expect(validateSettingsSearch({ tab: "notifications" })).toEqual({ tab: "notifications" });
    expect(activeTab("organization", member)).toBe("profile");
    expect(activeTab("organization", admin)).toBe("organization");
    expect(validateSettingsSearch({ tab: "billing" })).toEqual({});
    expect(validateSettingsSearch({ tab: "organization" })).toEqual({ tab: "organization" });
  });

  it("profile save needs a non-blank, changed name", () => {
    expect(canSaveProfileName("  ", "Ada")).toBe(false);
    expect(canSaveProfileName("Ada ", "Ada")).toBe(false);
    expect(canSaveProfileName("Ada L", "Ada")).toBe(true);
    expect(canSaveProfileName("Ada", null)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { actionLabel, auditActor, auditSummary, severityTone } from "@web/features/audit-logs/audit-format";

/** One reading of audit entries for the organization admin's log and the super admin's alike. */
describe("audit entries as read on the pages", () => {
  it("who did it: the name, else the e-mail; 'System' when no user did it, 'Deleted user' when they are gone", () => {
    expect(auditActor({ user_id: null, user_email: null, user_name: null })).toBe("System");
    expect(auditActor({ user_id: "u", user_email: "a@b.test", user_name: null })).toBe("a@b.test");
    expect(auditActor({ user_id: "u", user_email: "a@b.test", user_name: "Ada" })).toBe("Ada");
    expect(auditActor({ user_id: "u", user_email: null, user_name: " " })).toBe("Deleted user");
  });

  it("actions as words, severities as tones", () => {
    expect(actionLabel("ROLE_ASSIGNED")).toBe("Role assigned");
    expect(actionLabel("ORGANIZATION_SUSPENDED")).toBe("Organization suspended");
    expect(actionLabel("UPDATE")).toBe("Update");
    expect(severityTone("warning")).toBe("amber");
    expect(severityTone("critical")).toBe("red");
    expect(severityTone("info")).toBe("neutral");
  });

  it("a one-line summary of the details, whichever change wrote them", () => {
    expect(
      auditSummary({
        details: { field: "monthly_assessment_limit", old_value: 10, new_value: 75, organization_name: "Acme" },
      }),
    ).toBe("monthly_assessment_limit: 10 → 75");
    expect(
      auditSummary({
        details: { key: "site.banner", field: "value", old_value: null, new_value: { message: "Hi", level: "info" } },
      }),
    ).toBe('site.banner: none → {"message":"Hi","level":"info"}');
    expect(auditSummary({ details: { reason: "Chargeback" } })).toBe("Chargeback");
    expect(auditSummary({ details: { role: "reviewer", email: "b@x.test" } })).toBe("role reviewer · b@x.test");
    expect(
      auditSummary({ details: { changes: { name: { old: "A", new: "B" }, domain: { old: null, new: "b.test" } } } }),
    ).toBe("name: A → B · domain: none → b.test");
    expect(auditSummary({ details: { name: "Acme" } })).toBe("Acme");
    expect(auditSummary({ details: null })).toBe("");
  });
});

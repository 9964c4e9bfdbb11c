import { describe, expect, it } from "vitest";
import { trialEndText } from "@core/contract/organization-rules";
import { auditActionLabel, auditActor, auditChanges, auditSummary, severityTone } from "@core/contract/audit-rules";
import { checkSettingText, INVALID_JSON } from "@web/features/superadmin/settings-logic";
import { describeUserAgent } from "@web/features/superadmin/user-agent";
import { LIMIT_MESSAGES, limitBelowUsage, parseMonthlyLimit } from "@core/contract/platform";

describe("the monthly limit dialog", () => {
  it.each([
    ["1", { ok: true, value: 1 }],
    [" 250 ", { ok: true, value: 250 }],
    ["10000", { ok: true, value: 10_000 }],
    ["", { ok: false, message: LIMIT_MESSAGES.invalid }],
    ["abc", { ok: false, message: "Please enter a valid number" }],
    ["12abc", { ok: false, message: "Please enter a valid number" }],
    ["12.5", { ok: false, message: "Please enter a valid number" }],
    ["1e3", { ok: false, message: "Please enter a valid number" }],
    ["0", { ok: false, message: "Limit must be at least 1" }],
    ["-3", { ok: false, message: "Limit must be at least 1" }],
    ["10001", { ok: false, message: "Limit cannot exceed 10,000" }],
  ])("%j → %j", (text, expected) => {
    expect(parseMonthlyLimit(text)).toEqual(expected);
  });

  it("warns only when the new limit is below this month's usage", () => {
    expect(limitBelowUsage(2, 3)).toBe(true);
    expect(limitBelowUsage(3, 3)).toBe(false);
    expect(limitBelowUsage(10, 0)).toBe(false);
    expect(LIMIT_MESSAGES.belowUsage).toBe(
      "Warning: New limit is less than current usage. This won't affect existing assessments but may prevent new ones.",
    );
  });
});

describe("the settings editor", () => {
  it("'Invalid JSON format' for text that is not JSON", () => {
    for (const text of ["", "{message:", "'single'", "10 20", '{"a": 1,}']) {
      expect(checkSettingText("site.banner", text)).toEqual({ ok: false, message: INVALID_JSON });
    }
    expect(INVALID_JSON).toBe("Invalid JSON format");
  });

  it("then each key's own rule, in the words the server uses", () => {
    expect(checkSettingText("analysis.anonymous_hourly_limit", "5")).toEqual({ ok: true, value: 5 });
    expect(checkSettingText("analysis.anonymous_hourly_limit", "-1")).toMatchObject({
      ok: false,
      message: expect.stringContaining("at least 0"),
    });
    expect(checkSettingText("site.banner", "null")).toEqual({ ok: true, value: null });
    expect(checkSettingText("site.banner", '{"message":"Hi","level":"info"}')).toEqual({
      ok: true,
      value: { message: "Hi", level: "info" },
    });
    expect(checkSettingText("site.banner", '{"message":"Hi"}')).toMatchObject({ ok: false });
    expect(checkSettingText("signup.consumer_domains_extra", '["mail.example"]')).toMatchObject({ ok: true });
    // Every refusal in the product's words, never the schema library's ("Invalid input: expected string...").
    for (const [key, text, message] of [
      [
        "signup.consumer_domains_extra",
        '["mail.example", 1]',
        "Invalid value for signup.consumer_domains_extra: Each entry must be a mail domain such as example.com (entry 2)",
      ],
      [
        "signup.consumer_domains_extra",
        '"mail.example"',
        'Invalid value for signup.consumer_domains_extra: Expected a list of mail domains, e.g. ["mail.example"]',
      ],
      ["site.banner", "42", 'Invalid value for site.banner: Expected {"message": "...", "level": "info"} or null'],
      [
        "site.banner",
        '{"message": 7, "level": "info"}',
        "Invalid value for site.banner: The banner message must be text (field message)",
      ],
      [
        "analysis.cache_ttl_seconds",
        '"7 days"',
        "Invalid value for analysis.cache_ttl_seconds: The cache lifetime must be a number",
      ],
    ] as const) {
      const checked = checkSettingText(key, text);
      expect(checked).toEqual({ ok: false, message });
    }
    expect(checkSettingText("signup.consumer_domains_extra", '["not a domain"]')).toMatchObject({
      ok: false,
      message: expect.stringContaining("mail domain"),
    });
  });
});

describe("audit entries, as both logs read them (core/contract/audit-rules.ts)", () => {
  it("'System' when no user did it; severity tones", () => {
    expect(auditActor({ user_id: null, user_email: null, user_name: null })).toBe("System");
    expect(auditActor({ user_id: "u", user_email: "a@b.test", user_name: null })).toBe("a@b.test");
    expect(auditActor({ user_id: "u", user_email: "a@b.test", user_name: "Ada" })).toBe("Ada");
    expect([severityTone("info"), severityTone("warning"), severityTone("critical")]).toEqual([
      "neutral",
      "amber",
      "red",
    ]);
  });

  it("actions in words; a bare UPDATE says what it updated", () => {
    expect(auditActionLabel("ORGANIZATION_SUSPENDED", "organization")).toBe("Organization suspended");
    expect(auditActionLabel("ROLE_ASSIGNED", "user_role")).toBe("Role assigned");
    expect(auditActionLabel("UPDATE", "organization_limit")).toBe("Update organization limit");
  });

  it.each([
    [
      "a limit (field, old_value, new_value)",
      "UPDATE",
      { field: "monthly_assessment_limit", old_value: 10, new_value: 75, organization_name: "Acme" },
      "Monthly assessment limit: 10 → 75",
    ],
    [
      "a setting (key, old_value, new_value)",
      "UPDATE",
      { key: "site.banner", field: "value", old_value: null, new_value: { message: "Hi", level: "info" } },
      'Site banner: none → {"message":"Hi","level":"info"}',
    ],
    [
      "an organization's fields (changes)",
      "ORGANIZATION_UPDATED",
      { fields: ["name", "domain"], changes: { name: { old: "A", new: "B" }, domain: { old: null, new: "b.test" } } },
      "Name: A → B · Domain: none → b.test",
    ],
    [
      "a decision (previous_status, status)",
      "ASSESSMENT_APPROVED",
      { tool: "Notion", previous_status: "pending", status: "approved" },
      "Decision: pending → approved",
    ],
    ["a role given", "ROLE_ASSIGNED", { role: "reviewer", email: "b@x.test" }, "Role: none → reviewer"],
    ["a suspension's reason", "USER_SUSPENDED", { reason: "Chargeback" }, "Reason: Chargeback"],
    ["nothing", "USER_SIGNED_IN", null, ""],
  ])("%s: %j", (_what, action, details, summary) => {
    expect(auditSummary({ action, details })).toBe(summary);
    expect(auditChanges(action, details).length).toBe(
      summary && !summary.startsWith("Reason") ? summary.split(" · ").length : 0,
    );
  });
});

describe("session devices", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari on macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    ["curl/8.5.0", "curl"],
    [null, "Unknown device"],
    ["something else", "Unknown device"],
  ])("%s → %s", (ua, expected) => {
    expect(describeUserAgent(ua)).toBe(expected);
  });
});

describe("Trial ends, never a bare dash", () => {
  const day = (iso: string) => iso.slice(0, 10);
  const now = Date.parse("2026-11-20T12:00:00Z");
  it.each([
    ["trial", "2026-12-20T00:00:00Z", "2026-12-20"],
    ["trial", "2026-11-01T00:00:00Z", "Ended 2026-11-01"],
    ["trial", null, "No end date set"],
    ["active", "2026-12-20T00:00:00Z", "Not on trial"],
    [null, null, "No end date set"],
  ])("%s, %s → %s", (status, ends, text) => {
    expect(trialEndText(status, ends, day, now)).toBe(text);
  });
});

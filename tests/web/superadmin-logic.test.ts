import { describe, expect, it } from "vitest";
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
    expect(checkSettingText("signup.consumer_domains_extra", '["not a domain"]')).toMatchObject({
      ok: false,
      message: expect.stringContaining("mail domain"),
    });
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

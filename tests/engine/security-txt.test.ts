/** security.txt: present and valid, expired, without Contact, missing. */
import { describe, expect, it } from "vitest";
import { evaluateSecurityTxt } from "@queue-consumer/engine/reading/security-txt";
import { pageOf } from "./support/fixture";

describe("security.txt", () => {
  const now = new Date("2026-11-20T00:00:00Z");
  const txt = (lines: string[]) =>
    pageOf("https://vendor.example.com/.well-known/security.txt", "security_txt", lines, { format: "text" });

  it("is valid with a Contact and a future Expires, quoting the Contact line", () => {
    const r = evaluateSecurityTxt(
      txt(["Contact: mailto:security@vendor.example.com", "Expires: 2027-06-30T00:00:00Z"]),
      "x",
      now,
    );
    expect(r.valid).toBe(true);
    expect(r.findings[0]).toMatchObject({
      evidence: "Contact: mailto:security@vendor.example.com",
      polarity: "strength",
    });
  });

  it("reports an expired file, a file without Contact, and a missing file", () => {
    expect(
      evaluateSecurityTxt(
        txt(["Contact: https://vendor.example.com/report", "Expires: 2024-01-01T00:00:00Z"]),
        "x",
        now,
      ).valid,
    ).toBe(false);
    expect(evaluateSecurityTxt(txt(["Policy: https://vendor.example.com/policy"]), "x", now).findings[0]!.signal).toBe(
      "security.security_txt_invalid",
    );
    const missing = evaluateSecurityTxt(undefined, "https://vendor.example.com/.well-known/security.txt", now);
    expect(missing.findings[0]).toMatchObject({
      evidence: "",
      checked_urls: ["https://vendor.example.com/.well-known/security.txt"],
      polarity: "risk",
    });
  });
});

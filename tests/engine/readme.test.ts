/** The weights and rubric tables in queue-consumer/engine/README.md are the code's: keep them equal. */
import { describe, expect, it } from "vitest";
import readme from "@queue-consumer/engine/README.md?raw";
import { ALL_SIGNALS } from "@queue-consumer/engine/signals";
import { CERT_PATTERNS } from "@queue-consumer/engine/reading/certifications";
import { RUBRIC_POINTS, RUBRIC_QUESTIONS } from "@queue-consumer/engine/rubric/questions";
import { RUBRIC_BASE, UNKNOWN_WEIGHT } from "@queue-consumer/engine/rubric/scoring";
import { BASE, RISK_DECAY, STRENGTH_DECAY } from "@queue-consumer/engine/scoring/scoring";

describe("README weights table", () => {
  it.each(ALL_SIGNALS.map((r) => [r.id, r]))("documents %s with its weight", (_id, rule) => {
    const row = readme.split("\n").find((l) => l.startsWith(`| \`${rule.id}\` |`));
    expect(row, `row for ${rule.id}`).toBeDefined();
    const weight = rule.weight > 0 ? `+${rule.weight}` : `${rule.weight}`;
    expect(row!.split("|")[2]!.trim().startsWith(weight)).toBe(true);
  });

  it("documents the certification weights and the scoring constants", () => {
    for (const c of CERT_PATTERNS) expect(readme).toContain(`| ${c.name} | ${c.weight} |`);
    expect(readme).toContain(`base = ${BASE.pricing}`);
    expect(new Set(Object.values(BASE)).size).toBe(1);
    expect(readme).toContain(`weight × ${RISK_DECAY}^n`);
    expect(readme).toContain(`weight × ${STRENGTH_DECAY}^n`);
  });
});

describe("README rubric table", () => {
  it("is the rubric's questions, points and options", () => {
    const table = readme.slice(readme.indexOf("<!-- rubric:start -->"), readme.indexOf("<!-- rubric:end -->"));
    const whose = { privacyspy: "PrivacySpy", business: "business", legal: "legal" } as const;
    for (const q of RUBRIC_QUESTIONS) {
      const options = q.options.map((o) => `${o.slug} ${o.percent}`).join(", ");
      expect(table, q.slug).toContain(`| \`${q.slug}\` | ${whose[q.source]} | ${q.points} | ${options} |`);
    }
    expect(table.split("\n").filter((l) => l.startsWith("| `")).length).toBe(RUBRIC_QUESTIONS.length);
    expect(readme).toContain(`W = Σ all points (${RUBRIC_POINTS})`);
    expect(UNKNOWN_WEIGHT).toBe(0.5);
    expect(readme).toContain("W = Σ points of the questions answered + ½ × Σ points of those not answered");
    expect(readme).toContain(`privacy/legal score = ${RUBRIC_BASE} + Σ points`);
  });
});

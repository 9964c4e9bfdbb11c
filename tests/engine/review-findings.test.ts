/**
 * The findings a Safe-to-Try policy can always send to review (REVIEW_FINDINGS in the contract)
 * name the engine's own signal identifiers, in the dimension where the engine reports them: a
 * renamed or moved signal would otherwise silently stop sending tools to review.
 */
import { describe, expect, it } from "vitest";
import { REVIEW_FINDINGS } from "@core/contract/safe-to-try-rules";
import { SIGNAL_CATALOGUE } from "@queue-consumer/engine/signals";

/** Signals the engine writes outside the catalogue: missing documents and missing attestations. */
const engineSources = import.meta.glob("../../queue-consumer/engine/stages/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

function generatedBy(id: string): boolean {
  const documents = engineSources["../../queue-consumer/engine/stages/documents.ts"] ?? "";
  const certifications = engineSources["../../queue-consumer/engine/stages/certifications.ts"] ?? "";
  const [base, suffix] = [id.replace(/_missing$/, ""), id.endsWith("_missing")];
  // Missing documents are `${signal}_missing` of a document rule, or written out in full.
  if (suffix && documents.includes(`signal: "${base}"`)) return true;
  return documents.includes(`"${id}"`) || certifications.includes(`"${id}"`);
}

describe("REVIEW_FINDINGS", () => {
  it("every signal it names is one the engine produces, in the same dimension", () => {
    expect(Object.keys(engineSources).length).toBeGreaterThan(5);
    for (const rule of REVIEW_FINDINGS) {
      for (const id of [...rule.signals, ...("unless" in rule ? rule.unless : [])]) {
        const catalogued = SIGNAL_CATALOGUE.find((s) => s.id === id);
        if (catalogued) expect(catalogued.dimension, id).toBe(rule.dimension);
        else expect(generatedBy(id), `${id} is not a signal of the engine`).toBe(true);
      }
    }
  });

  it("has one entry per id, each with plain words", () => {
    const ids = REVIEW_FINDINGS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of REVIEW_FINDINGS) expect(rule.label).toMatch(/^[A-Z][^.]+$/);
  });
});

/**
 * The documentation's tables that mirror code (who may call each route, the platform settings)
 * are written from the code by dev/docs-tables.mjs; this checks that the committed documents are
 * what the code gives now.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { documentsWithTables, platformSettingsTable, replaceTable } from "../../dev/docs-tables.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Loading the whole route tree through Vite takes seconds alone and half a minute beside the other suites. */
const LOADS_THE_ROUTES_MS = 120_000;

describe("the documentation's tables that mirror code", () => {
  it(
    "are what the routes and the settings give (run `npm run docs:tables` after changing them)",
    async () => {
      for (const [file, expected] of await documentsWithTables()) {
        expect(readFileSync(`${ROOT}${file}`, "utf8"), file).toBe(expected);
      }
    },
    LOADS_THE_ROUTES_MS,
  );

  it("replace only what stands between their markers", () => {
    const doc = "intro\n<!-- table:x -->\nold\n<!-- /table:x -->\noutro\n";
    expect(replaceTable(doc, "x", "new")).toBe("intro\n<!-- table:x -->\nnew\n<!-- /table:x -->\noutro\n");
    expect(() => replaceTable(doc, "y", "new")).toThrow(/No <!-- table:y -->/);
    expect(platformSettingsTable({ "a.b": { default: 1, description: "One | two", env: "A_B" } })).toContain(
      "| `a.b` | `1` | `A_B` | One \\| two |",
    );
  });
});

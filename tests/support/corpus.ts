import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The recorded fictional vendors copied into the repo (see tests/fixtures/corpus/ATTRIBUTION.md). */
export const FIXTURE_CORPUS = fileURLToPath(new URL("../fixtures/corpus", import.meta.url));
/** The shared corpus beside the repository (real vendors' legal pages); may be absent. */
export const SHARED_CORPUS = fileURLToPath(new URL("../../../shared/corpus", import.meta.url));

export function fixtureHarFiles(): string[] {
  const dir = `${FIXTURE_CORPUS}/har`;
  return readdirSync(dir)
    .filter((f) => f.endsWith(".har"))
    .sort()
    .map((f) => `${dir}/${f}`);
}

export function readLabel(slug: string): any {
  return JSON.parse(readFileSync(`${FIXTURE_CORPUS}/labels/${slug}.json`, "utf8"));
}

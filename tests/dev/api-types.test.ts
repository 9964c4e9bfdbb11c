/**
 * web/src/lib/api-types.gen.ts types the SPA's API client from the routes' OpenAPI document
 * (dev/api-types.mjs). This checks that the committed file is what the routes give now, so a
 * route changed without `npm run api:types` is noticed, and a change that breaks the SPA then
 * fails `npm run typecheck`.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, apiTypesSource, openApiDocument } from "../../dev/api-types.mjs";

/** Loading the whole route tree through Vite takes seconds alone and half a minute beside the other suites. */
const LOADS_THE_ROUTES_MS = 120_000;

describe("the SPA's API types", () => {
  it(
    "api-types.gen.ts is what the routes' OpenAPI document gives (run `npm run api:types` after changing a route)",
    async () => {
      const expected = await apiTypesSource(await openApiDocument());
      expect(readFileSync(API_TYPES_FILE, "utf8")).toBe(expected);
    },
    LOADS_THE_ROUTES_MS,
  );
});

/**
 * worker/site/route-paths.gen.ts (the pages the web Worker answers with 200; any other address is a
 * 404) is generated from the router's route tree on every build. This checks that the committed
 * file matches the route files as they are now, so a route added without a build is noticed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Generator, getConfig } from "@tanstack/router-generator";
import { describe, expect, it } from "vitest";
import { routePathsPlugin } from "../../web/route-paths-plugin";

const WEB = fileURLToPath(new URL("../../web/", import.meta.url));

describe("the pages' addresses from the route tree", () => {
  it("route-paths.gen.ts is what the route files give (run `npm run build` after adding a route)", async () => {
    // Inside the repository, not the system's temp folder: the generator writes beside its own
    // .tanstack/tmp and renames into place, which fails across file systems (a TMPDIR in memory).
    const cache = `${WEB}../node_modules/.cache/`;
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(`${cache}route-paths-`);
    try {
      const config = getConfig(
        {
          target: "react",
          routesDirectory: `${WEB}src/routes`,
          generatedRouteTree: `${dir}/routeTree.gen.ts`,
          plugins: [routePathsPlugin(`${dir}/route-paths.gen.ts`)],
        },
        WEB,
      );
      await new Generator({ config, root: WEB }).run();
      expect(readFileSync(`${WEB}../worker/site/route-paths.gen.ts`, "utf8")).toBe(
        readFileSync(`${dir}/route-paths.gen.ts`, "utf8"),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("has the public pages, the report address and the signed-in areas; no layout-only or pathless entries", async () => {
    const { ROUTE_PATHS } = await import("@worker/site/route-paths.gen");
    expect(ROUTE_PATHS).toEqual(
      expect.arrayContaining([
        "/",
        "/auth",
        "/privacy",
        "/terms",
        "/pending-approval",
        "/reports/$host",
        "/dashboard",
        "/admin",
      ]),
    );
    for (const path of ROUTE_PATHS) {
      expect(path, path).not.toMatch(/\/_[a-z]/); // pathless layouts add no segment
      expect(path === "/" || !path.endsWith("/"), path).toBe(true);
    }
  });
});

import type { TestProject } from "vitest/node";
import { fixtureHarFiles } from "../support/corpus";
import { startReplayServer } from "../../dev/replay-server.mjs";
import { installHostileSite, startCanary } from "../crawler/support/hostile-site.mjs";
import { installSiteVersions } from "../support/site-versions.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The replay server of the recorded vendor sites. */
    replayOrigin: string;
    canaryOrigin: string;
  }
}

/**
 * One replay server for the whole run, serving the recorded vendor sites in tests/fixtures/corpus
 * a hostile site whose page tries to reach a canary server (tests/crawler/render-sandbox.test.ts),
 * and versions of recorded sites under hosts of their own for the monitoring tests
 * (tests/support/site-versions.mjs).
 */
export default async function setup(project: TestProject) {
  const server = await startReplayServer({ harFiles: fixtureHarFiles() });
  const canary = await startCanary();
  installHostileSite(server, canary.origin);
  installSiteVersions(server);
  project.provide("replayOrigin", server.origin);
  project.provide("canaryOrigin", canary.origin);
  return async () => {
    await server.close();
    await canary.close();
  };
}

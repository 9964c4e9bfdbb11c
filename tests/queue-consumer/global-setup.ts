import type { TestProject } from "vitest/node";
import { fixtureHarFiles } from "../support/corpus";
import { startReplayServer } from "../../dev/replay-server.mjs";

/** One replay server for the whole run, serving the recorded vendor sites in tests/fixtures/corpus. */
export default async function setup(project: TestProject) {
  const server = await startReplayServer({ harFiles: fixtureHarFiles() });
  project.provide("replayOrigin", server.origin);
  return () => server.close();
}

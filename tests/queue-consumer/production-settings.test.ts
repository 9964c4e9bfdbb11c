/**
 * CRAWL_REPLAY_ORIGIN sends every crawl to one host (the recorded-web replay server): it is
 * honoured only when ENVIRONMENT is "development", never in production or when unset.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { pipelineDeps } from "@queue-consumer/pipeline-deps";
import { testEnv } from "./helpers";

afterEach(() => vi.restoreAllMocks());

describe("CRAWL_REPLAY_ORIGIN", () => {
  it("is honoured in development", () => {
    expect(
      pipelineDeps({ ...testEnv, ENVIRONMENT: "development", CRAWL_REPLAY_ORIGIN: "http://127.0.0.1:8799" })
        .replayOrigin,
    ).toBe("http://127.0.0.1:8799");
  });

  it.each([["production"], [""], ["staging"]])("is ignored, with a warning, when ENVIRONMENT is %j", (environment) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const deps = pipelineDeps({ ...testEnv, ENVIRONMENT: environment, CRAWL_REPLAY_ORIGIN: "http://127.0.0.1:8799" });
    expect(deps.replayOrigin).toBeUndefined();
    expect(warn.mock.calls.flat().join(" ")).toMatch(/CRAWL_REPLAY_ORIGIN is ignored/);
  });
});

import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createApp } from "@worker/app";
import { ErrorEnvelope } from "@core/contract/api";
import { describe, expect, it } from "vitest";
import { requestAnalysis } from "@core/domain/analysis/request-analysis";
import { AppError } from "@core/lib/errors";
import { db } from "./helpers";

function deps(limit: number, now = new Date("2026-11-10T10:00:00Z")) {
  return {
    db: db(),
    cache: env.CACHE,
    queue: env.ANALYSIS_QUEUE,
    clock: () => now,
    anonymousHourlyLimit: limit,
    cacheTtlSeconds: 604_800,
  };
}

describe("anonymous rate limit", () => {
  it("allows `limit` new analyses per client per hour, then answers 429", async () => {
    const actor = { kind: "anonymous" as const, clientKey: "client-a" };
    for (let i = 0; i < 3; i++) await requestAnalysis(deps(3), actor, { url: `vendor-${i}.com` });
    const err = await requestAnalysis(deps(3), actor, { url: "vendor-9.com" }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(429);
    expect(err.code).toBe("RATE_LIMITED");
    expect(err.headers).toEqual({ "retry-after": "3600" });
    // Another client is not affected, and the window rolls.
    await requestAnalysis(deps(3), { kind: "anonymous", clientKey: "client-b" }, { url: "vendor-9.com" });
    await requestAnalysis(deps(3, new Date("2026-11-10T11:00:01Z")), actor, { url: "vendor-9.com" });
  });

  it("0 means unlimited", async () => {
    const actor = { kind: "anonymous" as const, clientKey: "client-c" };
    for (let i = 0; i < 12; i++) await requestAnalysis(deps(0), actor, { url: `unlimited-${i}.com` });
  });

  it("the route takes ANALYZE_RATE_LIMIT and answers 429 with the error envelope per client address", async () => {
    const app = createApp();
    const limited = { ...env, ANALYZE_RATE_LIMIT: "1" };
    const post = (url: string, ip: string) =>
      app.fetch(
        new Request("http://app.test/api/analyze", {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": ip },
          body: JSON.stringify({ url }),
        }),
        limited,
        createExecutionContext(),
      );
    expect((await post("first.com", "203.0.113.7")).status).toBe(202);
    const res = await post("second.com", "203.0.113.7");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("3600");
    const body = ErrorEnvelope.parse(await res.json());
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.message).toMatch(/limit is 1 per hour/);
    expect((await post("second.com", "203.0.113.8")).status).toBe(202);
  });
});

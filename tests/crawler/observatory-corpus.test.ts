/**
 * The header grade of every fixture vendor equals Mozilla's scanner's on the same recorded
 * responses, test by test (tests/fixtures/corpus/observatory-grades.json, recorded by
 * `npm run bench:observatory -- --write-expected`): crawler and engine together, through the replay.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import expected from "../fixtures/corpus/observatory-grades.json";

const replayOrigin = (env as unknown as { CRAWL_REPLAY_ORIGIN: string }).CRAWL_REPLAY_ORIGIN;
type Expected = { start_url: string; grade: string | null; score: number | null; tests?: Record<string, string> };

describe.each(Object.entries(expected.vendors as Record<string, Expected>))("%s", (_slug, want) => {
  it(`gets the scanner's grade (${want.grade ?? "none"} ${want.score ?? ""}) and every test's result`, async () => {
    const a = await analyzeVendorUrl(want.start_url, {
      fetch: (i, init) => fetch(i, init),
      replayOrigin,
      now: () => new Date("2026-11-20T12:00:00Z"),
    });
    const g = a.security_risk.header_grade!;
    expect({ grade: g.grade, score: g.score }).toEqual({ grade: want.grade, score: want.score });
    if (want.tests) expect(Object.fromEntries(g.tests.map((t) => [t.test, t.result]))).toEqual(want.tests);
    // The replay cannot ask the preload list.
    expect(g.preload).toBe("unknown");
    expect(g.algorithm).toBe(`Mozilla HTTP Observatory, algorithm version 4 (scanner 1.4.8)`);
  }, 60_000);
});

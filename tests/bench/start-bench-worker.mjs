/**
 * Starts the test-only bench Worker (tests/bench/bench-worker.ts, tests/bench/wrangler.toml) in
 * workerd with wrangler's unstable_startWorker, crawling the replay server at `origin`. Used by
 * bench:corpus and bench:observatory.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));

export async function startBenchWorker(origin) {
  const { unstable_startWorker } = await import("wrangler");
  const worker = await unstable_startWorker({
    config: join(HERE, "wrangler.toml"),
    bindings: { CRAWL_REPLAY_ORIGIN: { type: "plain_text", value: origin } },
    dev: { server: { hostname: "127.0.0.1", port: 0 }, inspector: false, logLevel: "error" },
  });
  await worker.ready;
  return worker;
}

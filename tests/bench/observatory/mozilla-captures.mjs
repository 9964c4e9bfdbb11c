/**
 * Mozilla's own captures of mozilla.org and observatory.mozilla.org (the scanner repository's
 * test fixtures, copied to ../shared/corpus-raw/mdn-http-observatory-fixtures): the redirect
 * chain from http://, the final response's headers and the page's HTML, as recorded on
 * 2026-01-12. Turned into replayable records: real-world policies and script tags.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Headers describing the recorded transfer, not the content. */
const TRANSFER = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"]);

export function mozillaCaptures(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => {
      const capture = JSON.parse(readFileSync(join(dir, file), "utf8"));
      const chain = capture.responses.httpRedirects;
      const auto = capture.responses.auto;
      const records = chain
        .slice(0, -1)
        .map((hop, i) => ({ url: hop.url, status: hop.status, headers: { location: chain[i + 1].url } }));
      const headers = Object.fromEntries(
        Object.entries(auto.headers).filter(([name]) => !TRANSFER.has(name.toLowerCase())),
      );
      records.push({
        url: chain[chain.length - 1].url,
        status: auto.status,
        headers,
        body: capture.resources.path ?? "",
      });
      const host = capture.site.hostname;
      return {
        slug: file.replace(/\.json$/, ""),
        start_url: `https://${host}/`,
        about: `Mozilla's capture of ${host} (${capture.capturedAt.slice(0, 10)})`,
        records,
      };
    });
}

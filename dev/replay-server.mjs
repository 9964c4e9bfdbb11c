#!/usr/bin/env node
/**
 * Recorded-web replay server: HAR files in, HTTP out.
 *
 *   GET http://127.0.0.1:PORT/<host>/<path>?<query>
 *     -> the recorded response for https://<host>/<path>?<query> (or its http:// recording)
 *
 * The crawler sends `x-original-url` with the URL it means; when that URL is https and the
 * host was recorded only over http, the connection is closed (as a server without TLS would).
 * Unrecorded URLs of a recorded host answer 404, as the site would. A host with no recording at
 * all answers 404 marked `x-replay-unrecorded: 1`, with the recorded vendors' hosts in
 * `x-replay-vendors` (the crawler says "not in the offline recordings" instead of blaming the
 * vendor), except that a host recorded only with or without `www.` redirects there, as sites do.
 * Optional latency is added to every response.
 *
 * Used by the tests, the benchmarks and `npm start` (when CRAWL_REPLAY_ORIGIN points here).
 *
 * CLI: node dev/replay-server.mjs [--har-dir DIR]... [--har FILE]... [--port 8799] [--latency 0]
 */
import { createServer } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** Headers that describe the recorded transfer, not the content; recomputed here. */
const HOP_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"]);

/**
 * @typedef {{ status: number, headers: [string, string][], body: Buffer }} RecordedResponse
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => void | Promise<void>} Handler
 */

/** Reads HAR 1.2 entries into a map of original URL -> response. */
export function loadHar(file) {
  const har = JSON.parse(readFileSync(file, "utf8"));
  /** @type {Map<string, RecordedResponse>} */
  const entries = new Map();
  for (const entry of har.log.entries) {
    if (entry.request.method && entry.request.method !== "GET") continue;
    const { response } = entry;
    const content = response.content ?? {};
    const text = content.text ?? "";
    const body = content.encoding === "base64" ? Buffer.from(text, "base64") : Buffer.from(text, "utf8");
    /** @type {[string, string][]} */
    const headers = (response.headers ?? [])
      .filter((h) => !HOP_HEADERS.has(h.name.toLowerCase()))
      .map((h) => [h.name.toLowerCase(), h.value]);
    if (!headers.some(([n]) => n === "content-type") && content.mimeType)
      headers.push(["content-type", content.mimeType]);
    entries.set(normalizeKey(entry.request.url), { status: response.status, headers, body });
  }
  let meta = {};
  try {
    meta = JSON.parse(har.log.comment ?? "{}");
  } catch {
    meta = {};
  }
  return { entries, meta };
}

function normalizeKey(raw) {
  const u = new URL(raw);
  u.hash = "";
  return u.href;
}

/** Lists the .har files of a directory. */
export function harFiles(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".har"))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Starts a replay server.
 * @param {{ harFiles?: string[], port?: number, host?: string, latencyMs?: number }} options
 */
export async function startReplayServer(options = {}) {
  /** @type {Map<string, RecordedResponse>} */
  const recorded = new Map();
  const vendors = [];
  for (const file of options.harFiles ?? []) {
    const { entries, meta } = loadHar(file);
    for (const [k, v] of entries) recorded.set(k, v);
    vendors.push({ file, ...meta });
  }
  const recordedHosts = new Set([...recorded.keys()].map((k) => new URL(k).host));
  /** The vendors a person can try, by the host of their start page. */
  const vendorList = vendors
    .filter((v) => typeof v.start_url === "string")
    .map((v) => ({ host: new URL(v.start_url).host, url: v.start_url }));
  /** @type {Map<string, Handler>} dynamic routes for tests, keyed by original URL */
  const handlers = new Map();
  let latencyMs = options.latencyMs ?? 0;
  const log = [];

  const server = createServer(async (req, res) => {
    const started = Date.now();
    const target = originalUrl(req);
    if (!target) {
      res.writeHead(400, { "content-type": "text/plain" }).end("expected /<host>/<path>");
      return;
    }
    log.push({ url: target.href, at: started });
    if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));
    const handler = handlers.get(normalizeKey(target.href));
    if (handler) {
      await handler(req, res, target);
      return;
    }
    const key = normalizeKey(target.href);
    let hit = recorded.get(key);
    if (!hit && target.protocol === "https:") {
      const httpKey = key.replace(/^https:/, "http:");
      const httpOnly = recorded.get(httpKey);
      const hostHasHttps = [...recorded.keys()].some((k) => k.startsWith(`https://${target.host}/`));
      if (httpOnly && !hostHasHttps && req.headers["x-original-url"]) {
        // The host speaks only http: an https request cannot connect.
        req.socket.destroy();
        return;
      }
      hit = httpOnly;
    }
    if (!hit && target.protocol === "http:") hit = recorded.get(key.replace(/^http:/, "https:"));
    if (!hit && !recordedHosts.has(target.host)) {
      const twin = target.host.startsWith("www.") ? target.host.slice(4) : `www.${target.host}`;
      if (recordedHosts.has(twin)) {
        res.writeHead(301, { location: `https://${twin}${target.pathname}${target.search}` }).end();
        return;
      }
      res
        .writeHead(404, {
          "content-type": "text/html; charset=utf-8",
          "x-replay-unrecorded": "1",
          "x-replay-vendors": vendorList.map((v) => v.host).join(", "),
        })
        .end("<html><body><h1>Not recorded</h1></body></html>");
      return;
    }
    if (!hit) {
      res
        .writeHead(404, { "content-type": "text/html; charset=utf-8" })
        .end("<html><body><h1>Not Found</h1></body></html>");
      return;
    }
    res.writeHead(hit.status, Object.fromEntries(groupHeaders(hit.headers)));
    res.end(hit.body);
  });

  await new Promise((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    port: address.port,
    vendors,
    /** The recorded vendors by the host of their start page, in the order of the HAR files. */
    vendorList,
    /** Requests served so far (original URLs), for counting. */
    log,
    /** Serves `url` (an original URL) with a handler instead of the recording. */
    route(url, handler) {
      handlers.set(normalizeKey(url), handler);
    },
    /** Adds or replaces a recorded response (a header given as an array is sent once per value). */
    record(url, { status = 200, headers = {}, body = "" }) {
      recordedHosts.add(new URL(url).host);
      recorded.set(normalizeKey(url), {
        status,
        headers: Object.entries(headers).flatMap(([k, v]) =>
          (Array.isArray(v) ? v : [v]).map((x) => [k.toLowerCase(), String(x)]),
        ),
        body: Buffer.isBuffer(body) ? body : Buffer.from(body),
      });
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}

/** Maps /<host>/<path>?<query> (and x-original-url) back to the original URL. */
function originalUrl(req) {
  const header = req.headers["x-original-url"];
  if (typeof header === "string") {
    try {
      return new URL(header);
    } catch {
      return null;
    }
  }
  const match = /^\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?$/.exec(req.url ?? "");
  if (!match) return null;
  try {
    return new URL(`https://${match[1]}${match[2] ?? "/"}${match[3] ?? ""}`);
  } catch {
    return null;
  }
}

/** Node wants repeated headers (set-cookie) as arrays. */
function groupHeaders(pairs) {
  const out = new Map();
  for (const [name, value] of pairs) {
    const prev = out.get(name);
    if (prev === undefined) out.set(name, value);
    else out.set(name, Array.isArray(prev) ? [...prev, value] : [prev, value]);
  }
  return out;
}

function parseArgs(argv) {
  const opts = { harFiles: [], port: 8799, latencyMs: 0 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => argv[++i];
    if (arg === "--har-dir") opts.harFiles.push(...harFiles(next()));
    else if (arg === "--har") opts.harFiles.push(next());
    else if (arg === "--port") opts.port = Number(next());
    else if (arg === "--latency") opts.latencyMs = Number(next());
    else throw new Error(`unknown argument ${arg}`);
  }
  return opts;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const opts = parseArgs(process.argv.slice(2));
  const server = await startReplayServer(opts);
  console.log(
    `replay server on ${server.origin}: ${server.vendors.length} recorded site(s), latency ${opts.latencyMs} ms`,
  );
}

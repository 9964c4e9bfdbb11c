/**
 * Versions of recorded vendor sites, for monitoring tests: a site of the corpus is served under
 * a host of its own (so other tests' use of the original is untouched), first as recorded (v1),
 * then, on request, with the edits of a later version applied (tests/fixtures/monitoring/*.json).
 *
 *   installSiteVersions(replayServer)            registers every version file's site as v1
 *   GET <replay>/site-versions.control/<host>/<version>    serves that version from now on
 *
 * The control address is reached through the replay server like any recorded page, so tests
 * running inside workerd switch versions with a plain fetch. A version file:
 *
 *   { "har": "northwind-notes.har", "from": "northwindnotes.com", "hosts": ["northwind-watch.com", ...],
 *     "versions": { "v2": [ { "url": "https://northwind-watch.com/legal/privacy",
 *                              "replace": [["old text", "new text"], ...] },
 *                            { "url": "...", "status": 404 },
 *                            { "url": "...?v=2", "copy": "https://northwind-watch.com/legal/privacy" } ] } }
 *
 * Edits name the first host's addresses; every host gets the same site and versions (each test
 * file uses hosts of its own, since files run at the same time). Every `replace` must find its
 * text (a version that no longer applies fails loudly).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadHar } from "../../dev/replay-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const VERSIONS_DIR = join(ROOT, "fixtures/monitoring");
const CORPUS_HAR = join(ROOT, "fixtures/corpus/har");
export const CONTROL_HOST = "site-versions.control";

/** The version files' sites, one per host (as v1), with their versions' edits for that host. */
export function readSiteVersions(dir = VERSIONS_DIR) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => {
      const def = JSON.parse(readFileSync(join(dir, f), "utf8"));
      const [first] = def.hosts;
      const forHost = (host, value) => JSON.parse(JSON.stringify(value).split(first).join(host));
      return def.hosts.map((host) => ({ file: f, ...def, host, versions: forHost(host, def.versions ?? {}) }));
    });
}

/** The recorded site under its new host: every URL and body with the host replaced. */
function cloneSite(def) {
  const { entries } = loadHar(join(CORPUS_HAR, def.har));
  const rename = (text) => text.split(def.from).join(def.host);
  const out = new Map();
  for (const [url, response] of entries) {
    if (!new URL(url).hostname.endsWith(def.from)) continue;
    const textual = /text|json|xml|javascript/.test(response.headers.find(([n]) => n === "content-type")?.[1] ?? "");
    out.set(rename(url), {
      status: response.status,
      headers: Object.fromEntries(response.headers.map(([n, v]) => [n, rename(v)])),
      body: textual ? rename(response.body.toString("utf8")) : response.body,
    });
  }
  return out;
}

/** The site's responses in one version: v1 as recorded, others with their edits applied. */
export function siteVersion(def, version) {
  const site = cloneSite(def);
  if (version === "v1") return site;
  const edits = def.versions?.[version];
  if (!edits) throw new Error(`${def.file}: no version ${version}`);
  for (const edit of edits) {
    if (edit.copy) {
      const source = site.get(edit.copy);
      if (!source) throw new Error(`${def.file} ${version}: nothing recorded at ${edit.copy}`);
      site.set(edit.url, { ...source });
      continue;
    }
    const page = site.get(edit.url);
    if (!page) throw new Error(`${def.file} ${version}: nothing recorded at ${edit.url}`);
    if (edit.status) page.status = edit.status;
    if (edit.status === 404 || edit.status === 410) page.body = "<html><body><h1>Not Found</h1></body></html>";
    let body = typeof page.body === "string" ? page.body : page.body.toString("utf8");
    for (const [from, to] of edit.replace ?? []) {
      if (!body.includes(from))
        throw new Error(`${def.file} ${version}: "${from.slice(0, 60)}" not found on ${edit.url}`);
      body = body.split(from).join(to);
    }
    page.body = body;
  }
  return site;
}

/**
 * Serves every version file's site as v1 and registers the control addresses that switch a
 * site to another version (answering 200 "ok", or 400 with the problem).
 */
export function installSiteVersions(server, dir = VERSIONS_DIR) {
  const defs = readSiteVersions(dir);
  const serve = (def, version) => {
    // Pages of the other versions that this one lacks answer 404, as pages that do not exist.
    for (const v of ["v1", ...Object.keys(def.versions ?? {})]) {
      for (const url of siteVersion(def, v).keys())
        server.record(url, { status: 404, body: "<html><body><h1>Not Found</h1></body></html>" });
    }
    for (const [url, response] of siteVersion(def, version)) server.record(url, response);
  };
  for (const def of defs) {
    serve(def, "v1");
    for (const version of ["v1", ...Object.keys(def.versions ?? {})]) {
      server.route(`https://${CONTROL_HOST}/${def.host}/${version}`, (_req, res) => {
        try {
          serve(def, version);
          res.writeHead(200, { "content-type": "text/plain" }).end("ok");
        } catch (err) {
          res.writeHead(400, { "content-type": "text/plain" }).end(String(err));
        }
      });
    }
  }
  return defs.map((d) => d.host);
}

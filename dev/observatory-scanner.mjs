#!/usr/bin/env node
/**
 * Mozilla's HTTP Observatory scanner (npm `@mdn/mdn-http-observatory`) run against a local
 * app the way the public service scans a site: over https, with plain http redirecting to it.
 *
 * The scanner is installed on demand into a cache folder, never as a dependency of the app:
 * `--ignore-scripts`, because its install script downloads certificate bundles and the HSTS
 * preload list (offline that fails); the preload list is written empty (nothing local is
 * preloaded). Its own `scan()` only knows ports 80/443, so this runs its retriever with other
 * ports and scores the result exactly as `scan()` does:
 *   - a TLS proxy (a self-signed certificate for localhost made with openssl) in front of the
 *     app's http origin, and a plain-http listener that redirects to it, as production's edge does;
 *   - the retriever and all the tests in a child Node process that trusts the certificate
 *     through NODE_EXTRA_CA_CERTS (Node reads it only at start).
 *
 *   import { scanApp } from "./dev/observatory-scanner.mjs";
 *   const { grade, score, tests } = await scanApp({ origin: "http://127.0.0.1:8787", path: "/" });
 *
 * CLI: node dev/observatory-scanner.mjs <http origin> [path] [cookie]
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const OBSERVATORY_PACKAGE = "@mdn/mdn-http-observatory@1.4.8";
const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_CACHE_DIR =
  process.env.OBSERVATORY_CACHE_DIR ?? join(ROOT, "node_modules", ".cache", "mdn-http-observatory");

/** Installs the scanner into `cacheDir` unless it is there already; returns the package folder. */
export function installObservatory(cacheDir = DEFAULT_CACHE_DIR) {
  const pkg = join(cacheDir, "node_modules", "@mdn", "mdn-http-observatory");
  if (!existsSync(join(pkg, "package.json"))) {
    mkdirSync(cacheDir, { recursive: true });
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        cacheDir,
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--no-save",
        "--loglevel=error",
        OBSERVATORY_PACKAGE,
      ],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
  }
  const preload = join(pkg, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}");
  return pkg;
}

/** Runs in the child process: the scanner's retriever and tests, scored like its scan(). */
const CHILD = `
const { pkg, hostname, options } = JSON.parse(process.env.OBSERVATORY_SCAN);
const load = (p) => import(new URL(p, pkg).href);
const { retrieve } = await load("src/retriever/retriever.js");
const { ALL_TESTS, NUM_TESTS } = await load("src/constants.js");
const { getGradeForScore, getScoreDescription, getScoreModifier } = await load("src/grader/grader.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("src/grader/charts.js");
const r = await retrieve(hostname, options);
if (!r.responses.auto) throw new Error("The site seems to be down.");
const results = ALL_TESTS.map((test) => test(r));
let passed = 0, withExtra = 100, uncurved = 100;
const tests = {};
for (const result of results) {
  if (result.result) {
    result.scoreDescription = getScoreDescription(result.result);
    result.scoreModifier = getScoreModifier(result.result);
    passed += result.pass ? 1 : 0;
    withExtra += result.scoreModifier;
    if (result.scoreModifier < 0) uncurved += result.scoreModifier;
  }
  tests[result.constructor.name] = { result: result.result, pass: result.pass, scoreModifier: result.scoreModifier };
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved);
process.stdout.write(JSON.stringify({
  grade: final.grade, score: final.score, statusCode: r.responses.auto.status,
  testsPassed: passed, testsQuantity: NUM_TESTS, responseHeaders: r.responses.auto.headers, tests,
}));
`;

/**
 * Scans `path` of the app at `origin` (plain http, e.g. http://127.0.0.1:8787). `cookie` is sent
 * with the scanner's requests (a signed-in page). Returns the grade, the score and each test's
 * result as the Observatory reports them.
 * @param {{ origin: string, path?: string, cookie?: string, cacheDir?: string }} options
 */
export async function scanApp({ origin, path = "/", cookie, cacheDir = DEFAULT_CACHE_DIR }) {
  const pkg = installObservatory(cacheDir);
  const work = mkdtempSync(join(tmpdir(), "rrr-observatory-"));
  const servers = [];
  try {
    const { key, cert, certFile } = selfSignedCertificate(work);
    const upstream = new URL(origin);
    const https = createHttpsServer({ key, cert }, (req, res) => proxy(req, res, upstream));
    const httpsPort = await listen(https);
    servers.push(https);
    const http = createHttpServer((req, res) => {
      res.writeHead(301, { location: `https://localhost:${httpsPort}${req.url}` }).end();
    });
    const httpPort = await listen(http);
    servers.push(http);

    const headers = ["Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"];
    if (cookie) headers.push(`Cookie: ${cookie}`);
    const options = { httpPort, httpsPort, path, headers };
    return await runChild({ pkg: pathToFileURL(`${pkg}/`).href, hostname: "localhost", options }, certFile);
  } finally {
    for (const s of servers) s.close();
    rmSync(work, { recursive: true, force: true });
  }
}

function selfSignedCertificate(dir) {
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

function proxy(req, res, upstream) {
  const out = httpRequest(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: upstream.host },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  out.on("error", () => res.writeHead(502).end());
  req.pipe(out);
}

function listen(server) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(server.address().port));
  });
}

function runChild(input, certFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", CHILD], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile, OBSERVATORY_SCAN: JSON.stringify(input) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(JSON.parse(out));
      else reject(new Error(`Observatory scan failed (${code}): ${err.slice(-2000)}`));
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [origin, path = "/", cookie] = process.argv.slice(2);
  if (!origin) {
    console.error("usage: node dev/observatory-scanner.mjs <http origin> [path] [cookie]");
    process.exit(2);
  }
  const result = await scanApp({ origin, path, cookie });
  console.log(
    `${origin}${path}: ${result.grade} (score ${result.score}, ${result.testsPassed}/${result.testsQuantity} tests passed)`,
  );
  for (const [name, t] of Object.entries(result.tests))
    console.log(`  ${name.padEnd(32)} ${t.pass ? "pass" : "FAIL"} ${String(t.scoreModifier).padStart(4)}  ${t.result}`);
}

/**
 * Mozilla's own HTTP Observatory scanner (npm @mdn/mdn-http-observatory), run unmodified on
 * recorded websites, for `npm run bench:observatory`.
 *
 * The scanner is not a dependency of the project: its install script downloads the HSTS
 * preload and TLD lists (offline it fails) and its runtime needs axios and jsdom. It is
 * installed once into a cache folder (~/.cache/rrr-observatory, or $OBSERVATORY_CACHE) with
 * --ignore-scripts, and its preload list is written as `{}` (the recorded hosts are not
 * preloaded; the engine says "preload status unknown" under the replay).
 *
 * How a recording is scanned: `scan(hostname)` runs in a child Node process whose network is
 * redirected (scan-child.mjs): every name resolves to 127.0.0.1 and ports 80/443 go to the
 * two front servers started here (plain http and TLS), which forward each request (any method)
 * to the replay server as `x-original-url: <scheme>://<host><path>`. The scanner and the
 * engine therefore read byte-identical responses. The TLS certificate names every recorded
 * host and is signed by a throw-away CA that the child trusts through NODE_EXTRA_CA_CERTS
 * (which Node reads only at start, hence the child process).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const SCANNER_PACKAGE = "@mdn/mdn-http-observatory";
export const SCANNER_VERSION = "1.4.8";

const HERE = dirname(fileURLToPath(import.meta.url));

export function cacheDir() {
  return (
    process.env.OBSERVATORY_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "rrr-observatory")
  );
}

/** Installs the scanner into the cache folder on first use; returns its package directory. */
export function ensureScanner(log = console.error) {
  const dir = cacheDir();
  const pkgDir = join(dir, "node_modules", ...SCANNER_PACKAGE.split("/"));
  const installed =
    existsSync(join(pkgDir, "package.json")) && JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8")).version;
  if (installed !== SCANNER_VERSION) {
    log(`bench:observatory: installing ${SCANNER_PACKAGE}@${SCANNER_VERSION} into ${dir} (once)`);
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, "package.json"))) writeFileSync(join(dir, "package.json"), '{ "private": true }\n');
    execFileSync(
      "npm",
      ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--no-save", `${SCANNER_PACKAGE}@${SCANNER_VERSION}`],
      { cwd: dir, stdio: ["ignore", "ignore", "inherit"] },
    );
  }
  const preload = join(pkgDir, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  return pkgDir;
}

/** A CA and one server certificate naming every host (regenerated when the host list changes). */
export function ensureCertificates(hosts) {
  const dir = join(cacheDir(), "tls");
  mkdirSync(dir, { recursive: true });
  const names = [...new Set(["localhost", ...hosts])].sort();
  const listFile = join(dir, "hosts.txt");
  const ca = join(dir, "ca.pem");
  const caKey = join(dir, "ca.key");
  const key = join(dir, "server.key");
  const cert = join(dir, "server.pem");
  const fresh = existsSync(cert) && existsSync(listFile) && readFileSync(listFile, "utf8") === names.join("\n");
  if (!fresh) {
    const run = (args) => execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
    if (!existsSync(ca)) {
      run([
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        caKey,
        "-out",
        ca,
        "-days",
        "3650",
        "-subj",
        "/CN=rrr-observatory-bench-ca",
      ]);
    }
    writeFileSync(
      join(dir, "san.cnf"),
      `subjectAltName=${names.map((n) => `DNS:${n}`).join(",")}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
    );
    run([
      "req",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      join(dir, "server.csr"),
      "-subj",
      "/CN=localhost",
    ]);
    run([
      "x509",
      "-req",
      "-in",
      join(dir, "server.csr"),
      "-CA",
      ca,
      "-CAkey",
      caKey,
      "-CAcreateserial",
      "-out",
      cert,
      "-days",
      "825",
      "-extfile",
      join(dir, "san.cnf"),
    ]);
    writeFileSync(listFile, names.join("\n"));
  }
  return { ca, key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * The two front servers: plain http and TLS, each forwarding to the replay server with the
 * original URL. A connection the replay closes (https to a host recorded only over http) is
 * closed here too.
 */
export async function startFrontServers({ replayOrigin, tls, httpPort, httpsPort }) {
  const forward = (scheme) => (req, res) => {
    const host = (req.headers.host ?? "").replace(/:\d+$/, "");
    const original = `${scheme}://${host}${req.url}`;
    const target = new URL(`/${host}${req.url}`, replayOrigin);
    const headers = { ...req.headers, "x-original-url": original };
    delete headers.host;
    const upstream = httpRequest(target, { method: req.method, headers }, (up) => {
      const out = [];
      for (let i = 0; i < up.rawHeaders.length; i += 2) out.push([up.rawHeaders[i], up.rawHeaders[i + 1]]);
      res.writeHead(up.statusCode ?? 502, out);
      up.pipe(res);
    });
    upstream.on("error", () => req.socket.destroy());
    req.pipe(upstream);
  };
  const plain = createHttpServer(forward("http"));
  const secure = createHttpsServer({ key: tls.key, cert: tls.cert }, forward("https"));
  await Promise.all([
    new Promise((resolve, reject) => plain.once("error", reject).listen(httpPort ?? 0, "127.0.0.1", resolve)),
    new Promise((resolve, reject) => secure.once("error", reject).listen(httpsPort ?? 0, "127.0.0.1", resolve)),
  ]);
  return {
    httpPort: /** @type {import('node:net').AddressInfo} */ (plain.address()).port,
    httpsPort: /** @type {import('node:net').AddressInfo} */ (secure.address()).port,
    close: () =>
      Promise.all(
        [plain, secure].map(
          (s) =>
            new Promise((resolve) => {
              s.closeAllConnections?.();
              s.close(() => resolve(undefined));
            }),
        ),
      ),
  };
}

/**
 * Scans each host name with the real scanner in one child process. Resolves to a map
 * host -> scanner output ({ scan, tests } or { error }).
 */
export function scanHosts({ pkgDir, hosts, caFile, httpPort, httpsPort }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", join(HERE, "redirect-network.mjs"), join(HERE, "scan-child.mjs"), ...hosts],
      {
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: caFile,
          OBSERVATORY_PKG: pkgDir,
          REDIRECT_HTTP_PORT: String(httpPort),
          REDIRECT_HTTPS_PORT: String(httpsPort),
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`scanner process exited with ${code}`));
      const results = new Map();
      for (const line of out.split("\n").filter(Boolean)) {
        const { host, result } = JSON.parse(line);
        results.set(host, result);
      }
      resolve(results);
    });
  });
}

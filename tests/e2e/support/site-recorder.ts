import { createServer, type Server } from "node:http";

/** A HAR 1.2 file as the recorded corpus keeps them (tests/fixtures/corpus/har). */
export interface Har {
  log: { version: "1.2"; creator: { name: string; version: string }; comment: string; entries: HarEntry[] };
}

interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: "GET";
    url: string;
    httpVersion: string;
    cookies: [];
    headers: [];
    queryString: [];
    headersSize: -1;
    bodySize: 0;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: [];
    headers: { name: string; value: string }[];
    content: { size: number; mimeType: string; text: string; encoding?: "base64" };
    redirectURL: string;
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: 0; wait: number; receive: 0 };
}

const TEXT = /^(text\/|application\/(json|xml|javascript|manifest\+json))/;

/** Headers of the local transfer, not of the site. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "cf-cache-status",
]);

/**
 * Serves the app as if it were deployed at https://<host>/, speaking the replay server's protocol
 * (GET /<host>/<path> with `x-original-url`, see dev/replay-server.mjs), so the crawler can be
 * pointed at it with `replayOrigin`. Every answer comes from the running app and is recorded as
 * a HAR entry: the crawl of the product's own site becomes a corpus recording.
 *
 * As a deployment's edge does, http:// answers 301 to https://; the app's local origin in bodies
 * and headers is written as https://<host> (what APP_ORIGIN would give in production). Other
 * hosts do not exist (the connection is closed).
 */
export async function startSiteRecorder(options: { appOrigin: string; host: string; description: string }) {
  const { appOrigin, host } = options;
  const publicOrigin = `https://${host}`;
  const entries: HarEntry[] = [];
  const rewrite = (s: string) =>
    s.replaceAll(appOrigin, publicOrigin).replaceAll(appOrigin.replace("127.0.0.1", "localhost"), publicOrigin);

  const server: Server = createServer(async (req, res) => {
    const original = new URL(req.headers["x-original-url"]?.toString() ?? `https:/${req.url}`);
    if (original.hostname !== host) {
      req.socket.destroy();
      return;
    }
    const started = Date.now();
    if (original.protocol === "http:") {
      const location = `${publicOrigin}${original.pathname}${original.search}`;
      entries.push(
        entry(original.href, 301, [{ name: "location", value: location }], Buffer.alloc(0), "text/html", location, 0),
      );
      res.writeHead(301, { location }).end();
      return;
    }
    const answer = await fetch(`${appOrigin}${original.pathname}${original.search}`, {
      redirect: "manual",
      headers: { "user-agent": req.headers["user-agent"] ?? "", accept: req.headers.accept ?? "*/*" },
    });
    const type = answer.headers.get("content-type") ?? "application/octet-stream";
    const isText = TEXT.test(type);
    const raw = Buffer.from(await answer.arrayBuffer());
    const body = isText ? Buffer.from(rewrite(raw.toString("utf8"))) : raw;
    const headers: { name: string; value: string }[] = [];
    answer.headers.forEach((value, name) => {
      if (!TRANSFER_HEADERS.has(name)) headers.push({ name, value: rewrite(value) });
    });
    const location = answer.headers.get("location");
    entries.push(
      entry(original.href, answer.status, headers, body, type, location ? rewrite(location) : "", Date.now() - started),
    );
    res.writeHead(answer.status, Object.fromEntries(headers.map((h) => [h.name, h.value])));
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the recorder did not start");

  return {
    origin: `http://127.0.0.1:${address.port}`,
    startUrl: `${publicOrigin}/`,
    /** The recorded answers so far, by address. */
    statusOf: (url: string) => entries.find((e) => e.request.url === url)?.response.status,
    recorded: () => entries.map((e) => ({ url: e.request.url, status: e.response.status })),
    har: (): Har => ({
      log: {
        version: "1.2",
        creator: { name: "rapid-risk-review-self-review", version: "1" },
        comment: JSON.stringify({
          slug: host.replace(/\W+/g, "-"),
          start_url: `${publicOrigin}/`,
          kind: "self",
          description: options.description,
        }),
        entries: [...entries],
      },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function entry(
  url: string,
  status: number,
  headers: { name: string; value: string }[],
  body: Buffer,
  mimeType: string,
  redirectURL: string,
  wait: number,
): HarEntry {
  return {
    startedDateTime: new Date().toISOString(),
    time: wait,
    request: {
      method: "GET",
      url,
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: [],
      queryString: [],
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status,
      statusText: "",
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers,
      // Text as it is, anything else (icons, images) in base64, as the corpus keeps them.
      content: TEXT.test(mimeType)
        ? { size: body.length, mimeType, text: body.toString("utf8") }
        : { size: body.length, mimeType, text: body.toString("base64"), encoding: "base64" },
      redirectURL,
      headersSize: -1,
      bodySize: body.length,
    },
    cache: {},
    timings: { send: 0, wait, receive: 0 },
  };
}

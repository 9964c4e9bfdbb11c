/**
 * A hostile vendor site for the rendering tests (Node side, started by the queue-consumer
 * global setup): https://hostile-widgets.com/ is a JavaScript shell whose script tries every
 * way out of the browser that request interception does not see (WebSocket, popup, worker,
 * shared worker, service worker, iframe) plus the ways it does (fetch, beacon, image), all
 * aimed at a canary server on this machine. The canary records every request and WebSocket
 * upgrade it receives; GET /__hits lists them (and is not recorded itself).
 */
import { createServer } from "node:http";

export const HOSTILE_SITE = "https://hostile-widgets.com/";

export async function startCanary() {
  /** @type {{ path: string, upgrade: boolean }[]} */
  const hits = [];
  const server = createServer((req, res) => {
    if (req.url === "/__hits") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(hits));
      return;
    }
    hits.push({ path: req.url ?? "", upgrade: false });
    res.writeHead(200, { "content-type": "text/plain", "access-control-allow-origin": "*" }).end("canary");
  });
  server.on("upgrade", (req, socket) => {
    hits.push({ path: req.url ?? "", upgrade: true });
    socket.destroy();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}

/** Serves the hostile site from the replay server, aimed at the canary. */
export function installHostileSite(replay, canaryOrigin) {
  // Each attempt also writes what happened into the page (<li data-escape=NAME>created|blocked),
  // so a test sees the browser's own answer, not only what reached the canary (this Chromium
  // also refuses some requests from public pages to loopback on its own).
  const script = `(function () {
  var C = ${JSON.stringify(canaryOrigin)};
  var W = C.replace(/^http/, "ws");
  var list = document.createElement("ul");
  list.id = "escapes";
  function note(name, outcome) { var li = document.createElement("li"); li.setAttribute("data-escape", name); li.textContent = outcome; list.appendChild(li); }
  function attempt(name, fn) { try { note(name, fn() ? "created" : "blocked"); } catch (e) { note(name, "blocked"); } }
  attempt("websocket", function () { return new WebSocket(W + "/websocket"); });
  attempt("popup", function () { return window.open(C + "/popup", "_blank"); });
  attempt("worker", function () { return new Worker(URL.createObjectURL(new Blob(['fetch("' + C + '/worker")'], { type: "text/javascript" }))); });
  attempt("shared-worker", function () { return new SharedWorker(URL.createObjectURL(new Blob(['fetch("' + C + '/shared-worker")'], { type: "text/javascript" }))); });
  attempt("service-worker", function () { navigator.serviceWorker.register("/sw.js").catch(function () {}); return true; });
  attempt("webrtc", function () { return new RTCPeerConnection({ iceServers: [{ urls: "stun:127.0.0.1:3478" }] }); });
  attempt("iframe", function () { var f = document.createElement("iframe"); f.src = C + "/iframe"; document.body.appendChild(f); return false; });
  attempt("fetch", function () { fetch(C + "/fetch").catch(function () {}); return false; });
  attempt("beacon", function () { navigator.sendBeacon(C + "/beacon", "x"); return false; });
  attempt("image", function () { new Image().src = C + "/image"; return false; });
  document.getElementById("app").innerHTML =
    "<header><nav><a href='/pricing'>Pricing</a></nav></header>" +
    "<main><h1>Hostile Widgets</h1><p>Hostile Widgets builds collaborative widgets for product teams of every size. " +
    "Our platform helps teams plan, build and ship widgets faster, with version history, comments and approvals in one place. " +
    "Thousands of teams rely on Hostile Widgets every day.</p></main>" +
    "<footer><a href='/privacy'>Privacy Policy</a> <a href='/terms'>Terms of Service</a></footer>";
  document.body.appendChild(list);
})();`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile Widgets</title></head>
<body><div id="app"></div><script src="/app.js"></script></body></html>`;
  replay.record(HOSTILE_SITE, { headers: { "content-type": "text/html; charset=utf-8" }, body: html });
  replay.record(`${HOSTILE_SITE}app.js`, { headers: { "content-type": "text/javascript" }, body: script });
  replay.record(`${HOSTILE_SITE}sw.js`, {
    headers: { "content-type": "text/javascript" },
    body: `fetch(${JSON.stringify(`${canaryOrigin}/service-worker`)});`,
  });
}

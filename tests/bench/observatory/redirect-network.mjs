/**
 * Loaded with `node --import` into the scanner's process (scan-child.mjs): every host name
 * resolves to 127.0.0.1 and connections to ports 80 and 443 go to the bench's front servers
 * (REDIRECT_HTTP_PORT, REDIRECT_HTTPS_PORT). TLS still verifies the certificate against the
 * original host name, because only the socket's target is rewritten.
 */
import dns from "node:dns";
import net from "node:net";

const PORTS = { 80: Number(process.env.REDIRECT_HTTP_PORT), 443: Number(process.env.REDIRECT_HTTPS_PORT) };

const lookup = dns.lookup;
dns.lookup = (_hostname, options, callback) => {
  const cb = typeof options === "function" ? options : callback;
  const opts = typeof options === "object" && options !== null ? options : {};
  if (opts.all) return process.nextTick(cb, null, [{ address: "127.0.0.1", family: 4 }]);
  return process.nextTick(cb, null, "127.0.0.1", 4);
};
void lookup;

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const first = args[0];
  if (Array.isArray(first)) {
    // internal normalized form: [options, callback]
    // Node's internal normalized form [options, callback], tagged with a private symbol.
    const copy = [rewrite(first[0]), first[1]];
    for (const symbol of Object.getOwnPropertySymbols(first)) copy[symbol] = first[symbol];
    return connect.call(this, copy, ...args.slice(1));
  }
  if (first && typeof first === "object") return connect.call(this, rewrite(first), ...args.slice(1));
  if (typeof first === "number" || typeof first === "string") {
    const port = Number(first);
    if (PORTS[port])
      return connect.call(this, PORTS[port], "127.0.0.1", ...args.slice(2).filter((a) => typeof a === "function"));
  }
  return connect.apply(this, args);
};

function rewrite(options) {
  const port = Number(options.port);
  if (!PORTS[port] || options.path) return options;
  return { ...options, host: "127.0.0.1", port: PORTS[port], lookup: undefined };
}

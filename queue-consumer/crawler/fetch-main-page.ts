/**
 * Round 1 of a crawl: the page the user asked for (observe-home.ts reads the home page for the
 * header grade beside it). The main page is read even when robots.txt disallows it (a user asked
 * for it, as a browser would); when it cannot be read at all, the analysis fails with a message
 * for the user.
 */
import { type CrawlState, mb } from "./crawl-state";
import { FetchFailure, type FetchedResponse } from "./fetcher";
import { bodyFormat, type ReadResult, readPage } from "./read-page";

/** The main page could not be analyzed at all. */
export class MainPageError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "MainPageError";
  }
}

/** Fetches and reads the main page, or throws MainPageError. */
export async function fetchMainPage(s: CrawlState, start: URL): Promise<{ res: FetchedResponse; read: ReadResult }> {
  const { client, limits } = s;
  let res: FetchedResponse;
  try {
    res = await client.get(start.href, { maxBytes: limits.maxHtmlBytes, timeoutMs: limits.mainTimeoutMs });
  } catch (err) {
    throw mainFailure(err, start);
  }
  const host = start.hostname;
  if (res.status >= 400) throw unrecordedFailure(s, host, res) ?? statusFailure(host, res.status);
  if (res.status >= 300) {
    throw new MainPageError(
      `Could not analyze ${host}: it answered with a redirect (HTTP ${res.status}) without a usable address.`,
      false,
    );
  }
  const fmt = bodyFormat(res);
  if (fmt !== "html") {
    const ct = res.contentType.split(";")[0] || "an unknown type";
    throw new MainPageError(`Could not analyze ${host}: the address is not a web page (it serves ${ct}).`, false);
  }
  const read = await readPage(res, "home", "start", s.deps.now);
  const page = read.page;
  for (const note of read.notes) s.issue(page.url, "decoding", `${page.url}: ${note}.`);
  if (res.truncated)
    s.issue(
      page.url,
      "truncated",
      `${page.url} is larger than ${mb(limits.maxHtmlBytes)}; only the first part was read.`,
    );
  s.attempts.push({ url: start.href, kind: "home", outcome: "ok", status: res.status, finalUrl: res.url });
  for (const hopUrl of res.chain) s.triedUrls.add(hopUrl);
  return { res, read };
}

/** How many recorded vendors the message names. */
const VENDORS_NAMED = 6;

/**
 * Offline (a replay of recorded sites), a host nobody recorded answers 404 marked by the replay
 * server: that is our recording missing, not the vendor's page, so say so and name some that exist.
 */
function unrecordedFailure(s: CrawlState, host: string, res: FetchedResponse): MainPageError | null {
  if (!s.deps.replayOrigin || res.headers["x-replay-unrecorded"] !== "1") return null;
  const recorded = (res.headers["x-replay-vendors"] ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean)
    .slice(0, VENDORS_NAMED);
  const hint = recorded.length ? `; try one of ${recorded.join(", ")}` : "";
  return new MainPageError(`${host} is not in the offline recordings${hint}.`, false);
}

function statusFailure(host: string, status: number): MainPageError {
  const retryable = status >= 500 || status === 429 || status === 408;
  const what =
    status === 404 || status === 410
      ? "the page was not found"
      : status === 401 || status === 403
        ? "access was refused"
        : status === 429
          ? "too many requests were made"
          : retryable
            ? "the server reported an error"
            : "the request was rejected";
  return new MainPageError(`Could not analyze ${host}: ${what} (HTTP ${status}).`, retryable);
}

function mainFailure(err: unknown, start: URL): MainPageError {
  const host = start.hostname;
  if (!(err instanceof FetchFailure)) {
    return new MainPageError(`Could not reach ${host}: ${err instanceof Error ? err.message : "unknown error"}.`, true);
  }
  switch (err.kind) {
    case "refused":
      return new MainPageError(
        err.chain.length
          ? `Could not analyze ${host}: it redirects to ${hostName(err.url)}, an address we do not visit ` +
              "(private, local or otherwise unsafe)."
          : `Could not analyze ${host}: ${err.message}`,
        false,
      );
    case "redirect_loop":
      return new MainPageError(`Could not analyze ${host}: its pages redirect in a loop.`, false);
    case "too_many_redirects":
      return new MainPageError(`Could not analyze ${host}: it redirects more than 5 times.`, false);
    case "timeout":
    case "deadline":
      return new MainPageError(`Could not reach ${host}: the connection timed out.`, true);
    default:
      return new MainPageError(`Could not reach ${host}: ${err.message.replace(/^.*\((.*)\)\.?$/, "$1")}.`, true);
  }
}

function hostName(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

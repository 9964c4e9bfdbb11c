/**
 * robots.txt per origin, fetched once, and the check every URL but the main page passes.
 * An unreachable or failing robots.txt closes the site (RFC 9309); a missing one opens it.
 */
import { decodeBody } from "./decode";
import { type CrawlClient, FetchFailure, ROBOTS_TOKEN } from "./fetcher";
import { ALLOW_ALL, DISALLOW_ALL, isAllowed, parseRobots, type RobotsRules } from "./robots";

type Report = (url: string, kind: string, message: string) => void;

export class RobotsGate {
  private readonly fetched = new Map<string, Promise<RobotsRules>>();
  private readonly known = new Map<string, RobotsRules>();

  constructor(
    private readonly client: CrawlClient,
    private readonly maxBytes: number,
    private readonly issue: Report,
  ) {}

  /** The rules of an origin, fetched on first use. */
  rulesFor(origin: string): Promise<RobotsRules> {
    let p = this.fetched.get(origin);
    if (!p) {
      p = this.read(origin);
      this.fetched.set(origin, p);
    }
    return p;
  }

  /** Waits for the rules of the URL's origin, so that `allowed` knows them. */
  async ensure(url: string): Promise<void> {
    const origin = new URL(url).origin;
    if (!this.known.has(origin)) this.known.set(origin, await this.rulesFor(origin));
  }

  /** Rules of an origin already waited for. */
  rulesKnown(origin: string): RobotsRules | undefined {
    return this.known.get(origin);
  }

  readonly allowed = (u: URL): boolean => {
    const rules = this.known.get(u.origin);
    return rules ? isAllowed(rules, u) : true;
  };

  private async read(origin: string): Promise<RobotsRules> {
    const url = `${origin}/robots.txt`;
    try {
      const res = await this.client.get(url, {
        maxBytes: this.maxBytes,
        timeoutMs: 5000,
        accept: "text/plain,*/*;q=0.5",
      });
      if (res.status >= 200 && res.status < 300)
        return parseRobots(decodeBody(res.body, res.contentType).text, ROBOTS_TOKEN);
      if (res.status >= 500) {
        this.issue(
          url,
          "robots",
          `robots.txt answered HTTP ${res.status}; by the robots.txt standard the site is treated as closed to crawlers.`,
        );
        return DISALLOW_ALL;
      }
      return ALLOW_ALL;
    } catch (err) {
      if (err instanceof FetchFailure && err.kind === "refused") return ALLOW_ALL;
      this.issue(
        url,
        "robots",
        `robots.txt could not be read (${err instanceof Error ? err.message : "error"}); ` +
          "by the robots.txt standard the site is treated as closed to crawlers.",
      );
      return DISALLOW_ALL;
    }
  }
}

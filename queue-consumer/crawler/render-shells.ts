/**
 * Pages that show their text only after JavaScript runs: rendered with Browser Rendering when
 * the binding exists (one browser session per crawl, opened on first need, at most
 * `maxRenders` pages), else reported as unreadable. Never a guess.
 */
import type { CrawledPage } from "../engine/types";
import type { CrawlState } from "./crawl-state";
import type { FetchedResponse } from "./fetcher";
import { applyRendered } from "./read-page";
import { openRenderSession, type RenderSession } from "./render-page";

export class ShellRenderer {
  private session: RenderSession | null = null;
  private sessionFailed = false;
  private renders = 0;

  constructor(private readonly s: CrawlState) {}

  /** The page as a browser shows it when it is a JavaScript shell; else the page unchanged. */
  async renderIfShell(page: CrawledPage, res: FetchedResponse, shell: boolean): Promise<CrawledPage> {
    if (!shell) return page;
    const { deps, limits, deadline } = this.s;
    const issue = this.s.issue;
    if (!deps.browser) {
      issue(
        page.url,
        "unreadable",
        `${page.url} shows its text only with JavaScript and no browser was available, so it could not be read.`,
      );
      return page;
    }
    if (this.renders >= limits.maxRenders || this.sessionFailed || Date.now() + 2000 > deadline) {
      issue(
        page.url,
        "unreadable",
        `${page.url} needs JavaScript; the rendering budget was used up, so it could not be read.`,
      );
      return page;
    }
    this.renders++;
    try {
      this.session ??= await openRenderSession(deps.browser, this.s.client, this.s.allowed);
      const timeout = Math.min(limits.renderTimeoutMs, deadline - Date.now());
      const rendering = this.session.render(page.url, { body: res.body, contentType: res.contentType }, timeout);
      const rendered = await withTimeout(rendering, timeout + 1000);
      const next = applyRendered(page, rendered.html);
      this.s.renderedPages.push(page.url);
      if (next.unreadable) issue(page.url, "unreadable", `${page.url} showed no text even after rendering.`);
      return next;
    } catch (err) {
      if (!this.session) this.sessionFailed = true;
      issue(
        page.url,
        "unreadable",
        `${page.url} needs JavaScript and rendering it failed (${err instanceof Error ? err.message.slice(0, 120) : "error"}).`,
      );
      return page;
    }
  }

  async close(): Promise<void> {
    if (this.session) await this.session.close();
  }
}

async function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), Math.max(1, ms));
      }),
    ]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

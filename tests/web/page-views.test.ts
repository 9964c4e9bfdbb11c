/**
 * A landing page that arrives drawn records its view before the app loads; the app drawing the
 * same page at the same place again (its first render, or a remount after a slow route load
 * showed the spinner) must not count it twice, while coming back to it by a navigation does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A browser's globals, enough for the page-view module: one page at "/", the router's history key. */
function fakeBrowser() {
  let state: { __TSR_key?: string } | null = null;
  const sent: string[] = [];
  vi.stubGlobal("location", { href: "https://app.test/" });
  vi.stubGlobal("document", { referrer: "" });
  vi.stubGlobal("window", {});
  vi.stubGlobal("history", {
    get state() {
      return state;
    },
  });
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)).url);
    return new Response(null, { status: 204 });
  });
  return { sent, navigate: (key: string) => (state = { __TSR_key: key }) };
}

describe("landing page views", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("counts the drawn page's view once, through the app's first render and a later remount", async () => {
    const browser = fakeBrowser();
    const { recordEntryView, recordPageView } = await import("@web/features/page-views/record-page-view");
    recordEntryView("empowerment");
    browser.navigate("entry-key"); // the router keys the entry it found
    vi.advanceTimersByTime(1500);
    recordPageView("empowerment"); // the app's first render
    vi.advanceTimersByTime(1500);
    recordPageView("empowerment"); // the landing page mounted again, same place
    expect(browser.sent).toEqual(["https://app.test/"]);
  });

  it("counts coming back to the landing page by a navigation as a new view", async () => {
    const browser = fakeBrowser();
    const { recordEntryView, recordPageView } = await import("@web/features/page-views/record-page-view");
    recordEntryView("empowerment");
    browser.navigate("entry-key");
    recordPageView("empowerment");
    vi.advanceTimersByTime(5000);
    browser.navigate("later-key"); // away and back: a new history entry
    recordPageView("empowerment");
    expect(browser.sent).toEqual(["https://app.test/", "https://app.test/"]);
  });
});

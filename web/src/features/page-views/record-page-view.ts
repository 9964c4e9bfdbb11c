import type { PageViewRequest, PageViewVariant } from "@core/contract/api";
import { randomId, readStored, writeStored } from "@web/lib/storage";

const SESSION_KEY = "rrr:session-id";

/** The anonymous session id, kept in local storage. */
export function sessionId(): string {
  let id = readStored("local", SESSION_KEY);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = randomId();
    writeStored("local", SESSION_KEY, id);
  }
  return id;
}

let last: { key: string; at: number } | null = null;
/**
 * The view the page's entry recorded before the app loaded, and the history entry the app
 * first showed it at: the app drawing that page there again (its first render, or a remount
 * while a slow route load showed the spinner) is the same view; coming back to it by a
 * navigation is a new one.
 */
let entry: { key: string; at?: string | null } | null = null;

/** The router's key of the current history entry (null before the router has set one). */
function historyEntry(): string | null {
  const state = history.state as { __TSR_key?: string; key?: string } | null;
  return state?.__TSR_key ?? state?.key ?? null;
}

/**
 * Records a page view; fire and forget (the answer is not shown). The same view within a
 * second is sent once, so remounts do not double count.
 */
export function recordPageView(variant: PageViewVariant, url: string = location.href): void {
  const key = `${variant} ${url}`;
  if (entry && key === entry.key) {
    if (entry.at === undefined) {
      entry.at = historyEntry();
      return;
    }
    if (entry.at === historyEntry()) return;
  }
  const now = Date.now();
  if (last && last.key === key && now - last.at < 1000) return;
  last = { key, at: now };
  const body: PageViewRequest = {
    variant,
    url: url.slice(0, 2048),
    referrer: document.referrer ? document.referrer.slice(0, 2048) : null,
    session_id: sessionId(),
  };
  void fetch("/api/page-views", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => undefined);
}

/** The current address with "#results" in place of any fragment. */
export function resultsUrl(): string {
  return `${location.href.split("#")[0]}#results`;
}

/** Records the view of the page as it arrived (drawn, before the app is loaded); the app does not count it again. */
export function recordEntryView(variant: PageViewVariant): void {
  recordPageView(variant);
  entry = { key: `${variant} ${location.href}` };
}

import { landingVariant, validateLandingSearch } from "@core/contract/landing";
import { watchDrawnPage } from "./drawn-page";
import { recordEntryView } from "./features/page-views/record-page-view";
// The styles are the drawn page's too: they come with this entry, not with the app.
import "./styles.css";

/**
 * The entry of every page. A page the web Worker sent already drawn (the landing and legal pages,
 * for a visitor without a session) is whole without the app: it is fetched at the visitor's
 * first sign of activity (a pointer moving, a touch, a key, the focus, scrolling) or at once when
 * the site shows a banner, so a visitor who only reads downloads none of the application's code.
 * Any other page starts the app at once.
 */
const ACTIVITY = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;

let started = false;
function start(event?: Event) {
  // The browser itself sends a pointermove that did not move (after a layout change under a
  // resting pointer): not the visitor's activity.
  if (event instanceof PointerEvent && event.type === "pointermove" && !event.movementX && !event.movementY) return;
  if (started) return;
  started = true;
  for (const type of ACTIVITY) removeEventListener(type, start, true);
  void import("./main");
}

const drawn = document.querySelector<HTMLElement>("#root > [data-prerendered]");
if (!drawn) {
  start();
} else {
  watchDrawnPage(drawn);
  for (const type of ACTIVITY) addEventListener(type, start, { capture: true, passive: true });
  // The landing page's view counts even if the visitor never does anything on it.
  if (location.pathname === "/") {
    recordEntryView(landingVariant(validateLandingSearch(Object.fromEntries(new URLSearchParams(location.search)))));
  }
  // A banner is the app's to show: start it when the site has one.
  void fetch("/api/site", { credentials: "same-origin", headers: { accept: "application/json" } })
    .then((res) => (res.ok ? res.json() : null))
    .then((site: { banner?: unknown } | null) => {
      if (site?.banner) start();
    })
    .catch(() => undefined);
}

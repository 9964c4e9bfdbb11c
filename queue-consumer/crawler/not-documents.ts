/**
 * Answers that are not the page asked for, though they may come with a 200: a bot challenge
 * (the site would not show its page to a crawler), and a soft 404 (a "page not found" page, or
 * the home page, served for an address that does not exist). The first means the page could not
 * be read; the second that it is not there.
 */
import type { CrawledPage } from "../engine/types";

/** Markers of the challenge pages of the common bot-protection services. */
const CHALLENGE_BODY =
  /_cf_chl_opt|challenge-platform|cf-browser-verification|cf-challenge|Checking (?:if the site connection is secure|your browser before accessing)|Enable JavaScript and cookies to continue|needs to review the security of your connection|px-captcha|captcha-delivery\.com|datadome|Incapsula incident ID|Request unsuccessful\. Incapsula|Pardon Our Interruption|Please verify you are a human|Verifying you are human|sgcaptcha|AwsWafIntegration|hcaptcha\.com\/1\/api|www\.google\.com\/recaptcha\/api\.js[^"']*render|Access to this page has been denied|Attention Required! \| Cloudflare|<title>\s*Just a moment\.\.\.\s*<\/title>/i;

/**
 * Why a response is a bot challenge, or null. Looks at the header the big CDNs set on challenges
 * and at the markers of their challenge pages; only the first 32 KB of the body are read.
 */
export function challengeOf(status: number, headers: Record<string, string>, body: Uint8Array): string | null {
  if (/challenge/i.test(headers["cf-mitigated"] ?? "")) return "a bot challenge";
  if (status !== 200 && status !== 202 && status !== 401 && status !== 403 && status !== 429 && status !== 503)
    return null;
  const head = new TextDecoder("utf-8", { fatal: false, ignoreBOM: false }).decode(body.subarray(0, 32_000));
  return CHALLENGE_BODY.test(head) ? "a bot challenge" : null;
}

/** What a "page not found" page says, in the languages the crawler looks for documents in. */
const NOT_FOUND =
  /\b(?:404|page not found|not found|no longer (?:exists|available)|(?:page|content) (?:does not|doesn['’]t|could not|cannot|can['’]t|may not|might not) (?:exist|be found)|(?:page|link) (?:you (?:are|were|['’]re) (?:looking|searching) for|you requested)|nothing (?:was )?found here|seite (?:wurde )?nicht gefunden|seite existiert nicht|page (?:introuvable|non trouvée)|cette page n['’]existe pas|página no encontrada|esta página no existe|pagina non trovata)\b|\boops\b[^.]{0,40}\b(?:page|exist)/i;

/** Main text longer than this is a document, whatever its title says. */
const MAX_NOT_FOUND_TEXT = 1500;

/**
 * A page that answered 200 but is not there: its title or main heading says "not found" (and
 * it has little text), or it is the home page served again under another address.
 */
export function isSoftNotFound(page: CrawledPage, home: CrawledPage | undefined): boolean {
  const main = page.blocks.filter((b) => b.region === "main" || b.region === "aside");
  const text = main.reduce((n, b) => n + b.text.length, 0);
  if (home && page.url !== home.url && sameText(page, home)) return true;
  if (text > MAX_NOT_FOUND_TEXT) return false;
  const heading = main.find((b) => /^h[12]$/.test(b.tag))?.text ?? "";
  const opening = main.slice(0, 2).map((b) => b.text);
  return [page.title ?? "", heading, ...opening].some((t) => t.length <= 200 && NOT_FOUND.test(t));
}

function sameText(a: CrawledPage, b: CrawledPage): boolean {
  const text = (p: CrawledPage) =>
    p.blocks
      .filter((x) => x.region === "main")
      .map((x) => x.text)
      .join("\n");
  const ta = text(a);
  return ta.length > 0 && ta === text(b);
}

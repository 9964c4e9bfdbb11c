import type { Analysis } from "@core/contract/analysis";
import { formatScore } from "@core/contract/assessment-rules";
import { OFFLINE_VENDORS_META } from "@core/contract/landing";

/**
 * What the HTML of a page says about itself before any JavaScript runs: its title, description,
 * canonical address, and the Open Graph / Twitter card tags that chat apps and social sites read
 * for link previews. Pure; worker/site/pages.ts writes it into the SPA's index.html.
 */
export interface PageHead {
  title: string;
  /** The preview card's title when it differs from the tab's. */
  ogTitle?: string;
  description: string;
  /** Absolute canonical address; absent on error pages. */
  canonical?: string;
  /** "noindex" for pages search engines should not list (404s). */
  robots?: string;
  /** Open Graph type. */
  type: "website" | "article";
  /** Absolute address of the preview image. */
  image: string;
  imageAlt: string;
  /** Offline mode: the recorded vendors the analyze form may suggest (OFFLINE_VENDORS_META). */
  offlineVendors?: string[] | null;
}

export const SITE_NAME = "Rapid Risk Review";
export const SITE_TITLE = "Rapid Risk Review — risk reports for SaaS and AI tools";
export const SITE_DESCRIPTION =
  "Paste a SaaS or AI vendor's website and get a risk report in seconds: pricing, privacy/legal and security, each backed by quotes from the vendor's own pages.";
/** The preview image (web/public), 1200 × 630. */
export const SOCIAL_IMAGE_PATH = "/social-card.jpg";
const SOCIAL_IMAGE_ALT =
  "Rapid Risk Review: a shield with a check mark, and the words risk reports for SaaS and AI tools";

/** Titles and descriptions of the pages that have their own; every other page shows the site's. */
const PAGE_TEXT: Record<string, { title: string; description?: string }> = {
  "/privacy": {
    title: "Privacy Policy",
    description: "How Rapid Risk Review handles the data of visitors, users and the vendors it analyzes.",
  },
  "/safe-to-try": {
    title: "The Safe-to-Try Lane",
    description:
      "Low-risk SaaS and AI tools approved for a trial in seconds by your organization's own rules, with guardrails, reminders before the trial ends, and an official catalog of approved tools.",
  },
  "/terms": {
    title: "Terms of Service",
    description: "The terms for using Rapid Risk Review, its reports and its team features.",
  },
  "/auth": {
    title: "Sign in",
    description:
      "Sign in to Rapid Risk Review with your Google account to save reports and review tools with your team. No credit card needed.",
  },
  "/pending-approval": { title: "Approval pending" },
};

function withSite(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

function base(origin: string): Pick<PageHead, "type" | "image" | "imageAlt"> {
  return { type: "website", image: `${origin}${SOCIAL_IMAGE_PATH}`, imageAlt: SOCIAL_IMAGE_ALT };
}

/** A page of the app, by its route pattern ("/", "/privacy", ...). The canonical address drops the query. */
export function pageHead(origin: string, pattern: string, pathname: string): PageHead {
  const text = PAGE_TEXT[pattern];
  return {
    ...base(origin),
    title: text ? withSite(text.title) : SITE_TITLE,
    description: text?.description ?? SITE_DESCRIPTION,
    canonical: `${origin}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`,
  };
}

/** The 404 page: not to be indexed, no canonical address. */
export function notFoundHead(origin: string): PageHead {
  return { ...base(origin), title: withSite("Page not found"), description: SITE_DESCRIPTION, robots: "noindex" };
}

/** /reports/<host> of a vendor never analyzed (or whose report expired): a 404 with the analyze form. */
export function missingReportHead(origin: string, key: string): PageHead {
  return {
    ...base(origin),
    title: withSite(`No report for ${key} yet`),
    description: `Nobody has analyzed ${key} recently. Analyze it now: pricing, privacy/legal and security risk in about a minute.`,
    robots: "noindex",
  };
}

const LEVEL_LABEL: Record<Analysis["overall_risk"]["level"], string> = {
  low: "low risk",
  medium: "medium risk",
  high: "high risk",
  critical: "critical risk",
};

/** A vendor's shared report: its name, overall score and level in the title, the scores per dimension below. */
export function reportHead(origin: string, key: string, analysis: Analysis): PageHead {
  const name = analysis.vendor_name.trim() || key;
  const overall = analysis.overall_risk;
  const headline = `${name}: ${formatScore(overall.score)}/10, ${LEVEL_LABEL[overall.level]}`;
  const dimensions =
    `Pricing ${formatScore(analysis.pricing_risk.score)}/10, privacy/legal ${formatScore(analysis.privacy_legal_risk.score)}/10, ` +
    `security ${formatScore(analysis.security_risk.score)}/10.`;
  return {
    ...base(origin),
    type: "article",
    title: withSite(`Risk report for ${name}`),
    description: truncate(`${headline}. ${overall.recommendation.trim()} ${dimensions}`, 300),
    canonical: `${origin}/reports/${encodeURIComponent(key).replace(/%2F/gi, "/")}`,
    ogTitle: `${headline} · ${SITE_NAME}`,
  };
}

function truncate(s: string, max: number): string {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Escapes text for an HTML attribute value or text content. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** The tags of <head> that describe the page (index.html's own title and description give way to them). */
export function headTags(head: PageHead): string {
  const ogTitle = head.ogTitle ?? head.title;
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : "",
    head.robots ? meta("name", "robots", head.robots) : "",
    head.offlineVendors?.length ? meta("name", OFFLINE_VENDORS_META, head.offlineVendors.join(" ")) : "",
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", head.type),
    meta("property", "og:title", ogTitle),
    meta("property", "og:description", head.description),
    head.canonical ? meta("property", "og:url", head.canonical) : "",
    meta("property", "og:image", head.image),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("property", "og:image:alt", head.imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", ogTitle),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    meta("name", "twitter:image:alt", head.imageAlt),
  ]
    .filter(Boolean)
    .join("\n    ");
}

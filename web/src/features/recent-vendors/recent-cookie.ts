/**
 * The name of the recent-vendors cookie, alone in this file so the web Worker can read it
 * without the SPA's code (worker/site/pages.ts serves the prerendered landing page only to
 * visitors without recent vendors, whose page would differ).
 */
export const RECENT_COOKIE = "rrr:recent-vendors:v1";

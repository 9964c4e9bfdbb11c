/**
 * The name of the recent-vendors cookie. The SPA writes it; the web Worker reads it to serve the
 * prerendered landing page only to visitors without recent vendors, whose page would differ.
 */
export const RECENT_COOKIE = "rrr:recent-vendors:v1";

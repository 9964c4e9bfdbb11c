import type { Page } from "playwright-core";

export { analyze, analyzeAndSave, apiCall } from "../../../dev/page-api.mjs";

/** How far the page reaches past the window's right edge, in CSS pixels (0 when nothing is cut off). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

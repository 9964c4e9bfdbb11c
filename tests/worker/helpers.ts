import { env, exports } from "cloudflare:workers";
import { createDb } from "@core/db";
import { writeCachedAnalysis } from "@core/domain/analysis/cache";
import type { Analysis } from "@core/contract/analysis";

export const APP = "http://app.test";

/** The web Worker's default export, as deployed. */
const app = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;

export function api(path: string, init?: RequestInit) {
  return app.fetch(new Request(`${APP}${path}`, init));
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return api(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP, ...headers },
    body: JSON.stringify(body),
  });
}

export const db = () => createDb(env.DB);

/** A complete, valid analysis for cache and job fixtures. */
export function sampleAnalysis(url = "https://example-vendor.com/"): Analysis {
  return {
    url,
    vendor_name: "Example Vendor",
    logo_url: null,
    overall_risk: { score: 2.5, level: "low", recommendation: "Approve: low risk on every dimension." },
    pricing_risk: { score: 2, details: "Public prices.", findings: [] },
    privacy_legal_risk: { score: 3, details: "Policy present.", findings: [] },
    security_risk: {
      score: 2,
      details: "Certified.",
      findings: [
        {
          finding: "Holds a SOC 2 Type II report",
          source_url: `${url}security`,
          evidence: "We hold a SOC 2 Type II report.",
          risk_impact: "low",
        },
      ],
      certifications: [
        {
          name: "SOC 2 Type II",
          verified: true,
          source_url: `${url}security`,
          evidence: "We hold a SOC 2 Type II report.",
        },
      ],
    },
    analyzed_pages: { main_page: null, pricing_pages: [], legal_pages: [], security_pages: [] },
    analyzed_at: "2026-11-01T00:00:00.000Z",
  };
}

/** An analysis in the cache, made at `at` (default now: within the cache lifetime). */
export async function seedCache(vendorKey: string, analysis: Analysis, at = new Date()) {
  await writeCachedAnalysis(env.CACHE, vendorKey, analysis, at, 3600);
}

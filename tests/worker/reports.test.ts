import { describe, expect, it } from "vitest";
import { ErrorEnvelope, ReportResponse } from "@core/contract/api";
import { api, sampleAnalysis, seedCache } from "./helpers";

describe("GET /api/reports/:host", () => {
  it("answers the cached analysis and when it was made, to anyone", async () => {
    const cachedAt = new Date(Date.now() - 2 * 86_400_000);
    await seedCache("shared-vendor.com", sampleAnalysis("https://shared-vendor.com/"), cachedAt);
    const res = await api("/api/reports/shared-vendor.com");
    expect(res.status).toBe(200);
    const body = ReportResponse.parse(await res.json());
    expect(body.cachedAt).toBe(cachedAt.toISOString());
    expect(body.analysis.vendor_name).toBe("Example Vendor");
  });

  it("ignores a leading www. and upper case, as the cache does", async () => {
    await seedCache("case-vendor.io", sampleAnalysis("https://case-vendor.io/"));
    const res = await api("/api/reports/WWW.Case-Vendor.IO");
    expect(res.status).toBe(200);
    ReportResponse.parse(await res.json());
  });

  it("answers 404 with the envelope for a vendor never analyzed", async () => {
    const res = await api("/api/reports/never-analyzed.com");
    expect(res.status).toBe(404);
    const body = ErrorEnvelope.parse(await res.json());
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.error.message).toContain("never-analyzed.com");
  });

  it.each([["localhost"], ["127.0.0.1"], ["printer.local"], ["not a host"], ["a_b.com"], ["notion"]])(
    "refuses %s as a host",
    async (host) => {
      const res = await api(`/api/reports/${encodeURIComponent(host)}`);
      expect(res.status).toBe(400);
      expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("INVALID_URL");
    },
  );

  it("appears in the OpenAPI document", async () => {
    const doc = (await (await api("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/api/reports/{host}");
  });
});

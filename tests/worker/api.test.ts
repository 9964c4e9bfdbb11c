import { describe, expect, it } from "vitest";
import { ErrorEnvelope } from "@core/contract/api";
import { authApi } from "./auth-support";
import { api, postJson } from "./helpers";

describe("API conventions", () => {
  it("unknown /api paths answer 404 JSON, never the SPA", async () => {
    for (const path of ["/api/nope", "/api/", "/api/jobs"]) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("NOT_FOUND");
    }
  });

  it("wrong methods answer 405 with Allow and the error envelope", async () => {
    const res = await api("/api/analyze");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    ErrorEnvelope.parse(await res.json());
  });

  it("every response carries a request id and is not cached", async () => {
    const res = await api("/api/jobs/unknown");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(ErrorEnvelope.parse(await res.json()).error.requestId).toBe(res.headers.get("x-request-id"));
  });
});

describe("security headers of the API", () => {
  const expected = {
    "content-security-policy": /^default-src 'none';.*base-uri 'none'.*frame-ancestors 'none'/,
    "strict-transport-security": /^max-age=(\d{8,}); includeSubDomains$/,
    "x-content-type-options": /^nosniff$/,
    "x-frame-options": /^DENY$/,
    "referrer-policy": /^strict-origin-when-cross-origin$/,
    "permissions-policy": /camera=\(\).*microphone=\(\)/,
    "cross-origin-opener-policy": /^same-origin$/,
    "cross-origin-resource-policy": /^same-origin$/,
  };

  it.each([
    ["a success", () => api("/api/health")],
    ["a 404", () => api("/api/nope")],
    ["a 400", () => postJson("/api/analyze", { url: 5 })],
    ["a 401", () => postJson("/api/auth/logout", {})],
    ["the OpenAPI document", () => api("/api/openapi.json")],
    [
      "a redirect of sign-in",
      () => authApi("/api/auth/google", {}, { GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s" }),
    ],
  ])("are on %s", async (_label, request) => {
    const res = await request();
    for (const [name, pattern] of Object.entries(expected)) expect(res.headers.get(name), name).toMatch(pattern);
  });

  it("HSTS lasts at least a year; the sign-in failure page keeps its own stricter policy", async () => {
    const res = await api("/api/health");
    expect(Number(res.headers.get("strict-transport-security")!.match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    const failed = await authApi("/api/auth/google/callback?state=x");
    expect(failed.status).toBe(400);
    expect(failed.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(failed.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document describing the routes with their schemas", async () => {
    const res = await api("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as any;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/analyze", "/api/jobs/{id}", "/api/jobs/{id}/events"]),
    );
    const analyze = doc.paths["/api/analyze"].post;
    expect(Object.keys(analyze.responses)).toEqual(expect.arrayContaining(["200", "202", "400", "429"]));
    const body = analyze.requestBody.content["application/json"].schema;
    expect(body.properties.url.type).toBe("string");
    const analysis = analyze.responses["200"].content["application/json"].schema.properties.analysis;
    expect(analysis.required).toEqual(
      expect.arrayContaining([
        "url",
        "vendor_name",
        "overall_risk",
        "pricing_risk",
        "privacy_legal_risk",
        "security_risk",
      ]),
    );
    // Every $ref resolves inside the document.
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const path = ref.slice(8, -1).replace(/^#\//, "").split("/");
      let node: any = doc;
      for (const part of path) node = node?.[part];
      expect(node, ref).toBeDefined();
    }
  });
});

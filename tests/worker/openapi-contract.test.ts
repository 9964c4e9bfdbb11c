/**
 * The OpenAPI document as a contract: every operation named, tagged and secured from the one
 * operations table, both security schemes and the server, and the classes an outside fuzzer found
 * fixed (long and NUL searches, long ids, unsupported methods, schemas as strict as the routes).
 * The full fuzz of every route as every caller is openapi-fuzz.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ErrorEnvelope } from "@core/contract/api";
import { OPERATIONS } from "@worker/http/operations";
import { api } from "./helpers";
import { seedOrg, seedUser } from "./seeded-callers";

let doc: any;
const METHODS = ["get", "post", "put", "patch", "delete"];

beforeAll(async () => {
  doc = await (await api("/api/openapi.json")).json();
});

function operations(): [string, Record<string, unknown>][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => (item as Record<string, unknown>)[m]).map(
      (m) =>
        [`${m.toUpperCase()} ${path}`, (item as Record<string, Record<string, unknown>>)[m]!] as [
          string,
          Record<string, unknown>,
        ],
    ),
  );
}

describe("the document", () => {
  it("names, tags and secures every operation from the operations table, and the table names no other", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(80);
    expect(ops.map(([key]) => key).sort()).toEqual(Object.keys(OPERATIONS).sort());
    const ids = new Set<string>();
    for (const [key, op] of ops) {
      expect(op.operationId, key).toBe(OPERATIONS[key]!.id);
      ids.add(op.operationId as string);
      expect(op.tags, key).toHaveLength(1);
      expect(Array.isArray(op.security), key).toBe(true);
    }
    expect(ids.size).toBe(ops.length);
  });

  it("declares the session cookie and the bearer token, and the server it was read from", () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["apiToken", "sessionCookie"]);
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.servers).toEqual([expect.objectContaining({ url: "http://app.test" })]);
    expect(doc.paths["/api/assessments"].get.security).toContainEqual({ apiToken: ["assessments:read"] });
    expect(doc.paths["/api/organization/members"].get.security).toEqual([{ sessionCookie: [] }]);
  });

  it("lists the statuses the middleware answers: 400, 413, 415 and the Origin check's 403 on a JSON write", () => {
    const op = doc.paths["/api/assessments/{id}"].patch;
    for (const status of ["400", "401", "403", "404", "413", "415", "429", "503"])
      expect(op.responses[status], status).toBeDefined();
    expect(doc.paths["/api/assessments/{id}"].get.responses["400"]).toBeDefined();
  });

  it("request schemas are as strict as the routes: a required analyze body and url, non-blank comments", () => {
    const analyze = doc.paths["/api/analyze"].post.requestBody;
    expect(analyze.required).toBe(true);
    const schema = analyze.content["application/json"].schema;
    const resolved = schema.$ref ? doc.components.schemas[schema.$ref.split("/").pop()] : schema;
    expect(resolved.required).toContain("url");
    const comment = doc.paths["/api/assessments/{id}/comments"].post.requestBody.content["application/json"].schema;
    const c = comment.$ref ? doc.components.schemas[comment.$ref.split("/").pop()] : comment;
    expect(c.properties.comment.pattern).toBe("\\S");
  });
});

describe("the classes found from outside", () => {
  let admin: Awaited<ReturnType<typeof seedUser>>;
  beforeAll(async () => {
    admin = await seedUser(await seedOrg("Contract Co"), ["admin"]);
  });

  it("a search of 49 or more characters answers 200 on every list (D1's LIKE limit no longer applies)", async () => {
    const long = "a".repeat(60);
    for (const path of [
      "/api/assessments",
      "/api/approvals",
      "/api/membership-requests",
      "/api/organization/members",
      "/api/organization/audit-logs",
      "/api/organization/api-tokens",
      "/api/assessments/export.csv",
    ]) {
      const res = await admin.fetch(`${path}?q=${long}`);
      expect(res.status, path).toBe(200);
    }
  });

  it("a NUL in q is refused (it would cut the bound text and match every row)", async () => {
    const res = await admin.fetch("/api/assessments?q=%00");
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json()).error.message).toContain("control characters");
  });

  it("an id over 64 characters is 400, as documented", async () => {
    const res = await admin.fetch(`/api/assessments/${"x".repeat(65)}`);
    expect(res.status).toBe(400);
  });

  it("an unsupported method answers 405 with Allow, not 404", async () => {
    const res = await admin.fetch("/api/assessments/export.csv", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("METHOD_NOT_ALLOWED");
    const put = await admin.fetch("/api/health", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD");
  });

  it("{} is refused by the schema where the route needs an address; a blank comment too", async () => {
    const empty = await admin.json("POST", "/api/analyze", {});
    expect(empty.status).toBe(400);
    expect(ErrorEnvelope.parse(await empty.json()).error.code).toBe("URL_REQUIRED");
    const noBody = await admin.fetch("/api/analyze", { method: "POST" });
    expect(noBody.status).toBe(400);
  });
});

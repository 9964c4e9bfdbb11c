/**
 * Requests that probe every route of /api/openapi.json with bad input: wrong types, missing
 * and unknown fields, huge bodies, unicode and control characters, bodies that are not JSON,
 * odd path parameters and the wrong methods. Routes are read from the document, so routes added
 * later are fuzzed without anyone touching this file. Used by the worker test
 * (tests/worker/openapi-fuzz.test.ts) and the reliability benchmark (tests/bench/reliability.mjs).
 * Plain TypeScript with erasable types only, so Node runs it as it is.
 */
import { Validator } from "@cfworker/json-schema";

export interface FuzzCase {
  operation: string;
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: Schema; required?: boolean }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Strings that break naive code: control characters, unicode, markup, injections, huge. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "\u202e\u0644\u0627 evil.com",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 💥🔥 ñ ü 中文 한국어",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "x".repeat(20_000),
];

function resolve(doc: OpenApiDoc, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components?.schemas?.[s.$ref.split("/").pop()!] ?? {};
  if (s.allOf?.length)
    return s.allOf
      .map((part) => resolve(doc, part))
      .reduce<Schema>(
        (acc, r) =>
          Object.assign(acc, r, {
            properties: { ...acc.properties, ...r.properties },
            required: [...(acc.required ?? []), ...(r.required ?? [])],
          }),
        {},
      );
  return s;
}

/** A value the schema accepts, as far as a generic generator can tell. */
export function exampleOf(doc: OpenApiDoc, schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return exampleOf(doc, alt.find((a) => resolve(doc, a).type !== "null") ?? alt[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "object": {
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(s.properties ?? {})) out[name] = exampleOf(doc, prop, depth + 1);
      return out;
    }
    case "array":
      return depth > 6 ? [] : [exampleOf(doc, s.items, depth + 1)];
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    case "string":
      if (s.pattern) return "abcdefgh1234";
      if (s.format === "uri" || s.format === "url") return "https://example-vendor.com/";
      return "example-vendor.com".padEnd(s.minLength ?? 0, "x");
    default:
      return "example";
  }
}

function wrongTypeFor(value: unknown): unknown[] {
  if (typeof value === "string") return [12345, true, null, ["a"], { a: 1 }];
  if (typeof value === "number") return ["1", -1e308, Number.MAX_SAFE_INTEGER + 2, null];
  if (typeof value === "boolean") return ["yes", 1, null];
  if (Array.isArray(value)) return ["not-an-array", { 0: "x" }, null];
  if (value && typeof value === "object") return ["not-an-object", [], null];
  return [12345, "x"];
}

function deeplyNested(depth: number): unknown {
  let v: unknown = "bottom";
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/**
 * The cases for one document. `ids` fills path parameters with real identifiers (so checks
 * past "not found" run too); every parameter is also tried with nasty values.
 */
export function fuzzCases(doc: OpenApiDoc, options: { ids?: Record<string, string[]>; origin: string }): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const json = { "content-type": "application/json", accept: "application/json", origin: options.origin };
  for (const [template, item] of Object.entries(doc.paths)) {
    const declared = METHODS.filter((m) => item[m]);
    for (const method of declared) {
      const op = item[method]!;
      const operation = `${method.toUpperCase()} ${template}`;
      const params = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const query = (op.parameters ?? []).filter((p) => p.in === "query");
      const fill = (value: (name: string) => string) =>
        template.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(value(name)));
      const paths = new Map<string, string>();
      paths.set(
        "example ids",
        fill((name) => options.ids?.[name]?.[0] ?? "00000000-0000-4000-8000-000000000000"),
      );
      for (const [i, id] of (options.ids ? Object.values(options.ids).flat() : []).entries()) {
        if (params.length)
          paths.set(
            `known id ${i}`,
            fill(() => id),
          );
      }
      if (params.length) {
        for (const nasty of ["\u0000", "ü💥", "x".repeat(3000), "..", "%2e%2e", " "])
          paths.set(
            `path param ${JSON.stringify(nasty.slice(0, 8))}`,
            fill(() => nasty),
          );
      }
      const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
      const example = bodySchema ? exampleOf(doc, bodySchema) : undefined;
      const add = (label: string, path: string, body?: unknown, headers: Record<string, string> = json) =>
        cases.push({
          operation,
          label,
          method: method.toUpperCase(),
          path,
          headers,
          body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
        });

      for (const [label, path] of paths) add(label, path, example);
      const path = paths.get("example ids")!;
      for (const q of query) {
        // 60 characters: past D1's 50-byte LIKE limit; a NUL: D1 cuts a bound string there.
        for (const v of ["", "ü💥", "x".repeat(60), "x".repeat(5000), "-1", "[object Object]", "\u0000"])
          add(
            `query ${q.name}=${JSON.stringify(v.slice(0, 8))}`,
            `${path}?${q.name}=${encodeURIComponent(v)}`,
            example,
          );
        add(`query ${q.name} repeated`, `${path}?${q.name}=a&${q.name}=b`, example);
      }
      if (method !== "get") {
        add("no body", path);
        add("not JSON", path, "{not json");
        add("JSON null", path, "null");
        add("JSON array", path, "[1,2,3]");
        add("JSON string", path, '"just a string"');
        add("empty object", path, {});
        add("body over 64 KB", path, { pad: "x".repeat(70_000) });
        add("deeply nested", path, deeplyNested(400));
        add("wrong content type", path, JSON.stringify(example ?? {}), { ...json, "content-type": "text/plain" });
        add("from another site", path, example, { ...json, origin: "https://evil.example" });
        if (example && typeof example === "object" && !Array.isArray(example)) {
          add("unknown field", path, { ...example, __proto__x: 1, admin: true, role: "admin" });
          for (const [field, value] of Object.entries(example)) {
            const { [field]: _omitted, ...rest } = example as Record<string, unknown>;
            add(`missing ${field}`, path, rest);
            for (const wrong of wrongTypeFor(value))
              add(`${field} as ${JSON.stringify(wrong)?.slice(0, 20)}`, path, { ...example, [field]: wrong });
            if (typeof value === "string") {
              for (const nasty of NASTY_STRINGS)
                add(`${field} = ${JSON.stringify(nasty.slice(0, 12))}`, path, { ...example, [field]: nasty });
            }
          }
        }
      }
    }
    for (const method of METHODS.filter((m) => !item[m])) {
      const path = template.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      cases.push({
        operation: `${method.toUpperCase()} ${template}`,
        label: "method not offered",
        method: method.toUpperCase(),
        path,
        headers: json,
        body: method === "get" ? undefined : "{}",
      });
    }
  }
  // Sign-out routes last, so the rest runs with the session still alive.
  return cases.sort((a, b) => Number(/logout/.test(a.path)) - Number(/logout/.test(b.path)));
}

/**
 * What the document promises for one answer: its status is one the operation lists (an
 * unsupported method is 405 with `Allow`), and a JSON body validates against the schema documented
 * for that status. Returns the problems found (empty when the answer keeps the contract).
 */
export async function conformance(doc: OpenApiDoc, c: FuzzCase, res: Response): Promise<string[]> {
  const [method, template] = c.operation.split(" ") as [string, string];
  // A path parameter such as ".." makes the request name another path: no promise of this operation applies.
  const sent = new URL(c.path, "http://fuzz.invalid").pathname;
  const shape = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+").replace(/\./g, "\\.")}/?$`);
  if (!shape.test(sent)) {
    await res.body?.cancel().catch(() => {});
    return [];
  }
  const op = doc.paths[template]?.[method.toLowerCase()];
  if (!op) {
    await res.body?.cancel().catch(() => {});
    if (res.status !== 405) return [`status ${res.status} for a method the path does not offer (405 expected)`];
    const allow = res.headers.get("allow") ?? "";
    const offered = METHODS.filter((m) => doc.paths[template]?.[m]).map((m) => m.toUpperCase());
    const listed = allow.split(",").map((m) => m.trim());
    return offered.every((m) => listed.includes(m)) ? [] : [`405 with Allow "${allow}", not ${offered.join(", ")}`];
  }
  const documented = op.responses?.[String(res.status)] ?? op.responses?.default;
  if (!documented) {
    await res.body?.cancel().catch(() => {});
    return [`status ${res.status} is not documented (${Object.keys(op.responses ?? {}).join(", ")})`];
  }
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    await res.body?.cancel().catch(() => {});
    return [];
  }
  const schema = documented.content?.["application/json"]?.schema;
  const text = await res.text();
  if (!schema) return [`status ${res.status} answered JSON where the document names no JSON body`];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`status ${res.status}: not JSON: ${text.slice(0, 80)}`];
  }
  const result = validatorFor(doc, schema).validate(body);
  if (result.valid) return [];
  const first = result.errors.filter((e) => e.keyword !== "$ref" && e.keyword !== "properties").slice(0, 2);
  return [
    `status ${res.status}: body does not match the documented schema: ${first.map((e) => `${e.instanceLocation} ${e.error}`).join("; ")}`,
  ];
}

/** One validator per documented schema: building one walks the document's components (milliseconds each). */
const validators = new WeakMap<object, Validator>();
function validatorFor(doc: OpenApiDoc, schema: object): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = new Validator({ ...schema, components: doc.components } as never, "2020-12", false);
    validators.set(schema, validator);
  }
  return validator;
}

/** What a response must be: a success, or a 4xx with the error envelope; never 5xx. */
export async function judge(res: Response): Promise<string | null> {
  if (res.status >= 500) return `status ${res.status}: ${(await res.text()).slice(0, 200)}`;
  if (res.status < 400) {
    await res.body?.cancel().catch(() => {});
    return null;
  }
  const text = await res.text();
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${res.status} without a JSON envelope: ${text.slice(0, 120)}`;
  }
  if (typeof body?.error?.code !== "string" || typeof body.error.message !== "string")
    return `status ${res.status}, not the error envelope: ${text.slice(0, 120)}`;
  return null;
}

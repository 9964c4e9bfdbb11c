import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { ErrorEnvelope } from "@core/contract/api";
import { API_RATE_LIMITS, SCOPE_INFO } from "@core/contract/api-tokens";
import { OPERATIONS, securityOf, TAGS, type Access } from "./operations";

// biome-ignore lint/suspicious/noExplicitAny: the generator's document is plain JSON here
type Json = any;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

const COMMON_ERRORS: Record<number, string> = {
  400: "Invalid input: a parameter, the query or the body does not match this operation's schema (e.g. an id over 64 characters)",
  401: "Not signed in, or an API token that is unknown, revoked or expired",
  403: "Not allowed: the caller's roles or the token's scopes (code INSUFFICIENT_SCOPE) do not hold it, the token's IP allow-list excludes the address, or a browser sent it from another site",
  404: "Not found (or another organization's)",
  413: "The request body is larger than 64 KB",
  415: "The body is not JSON (Content-Type: application/json)",
  429: "Too many requests: see Retry-After, RateLimit and RateLimit-Policy",
  503: "The service is not configured correctly or cannot take the request now",
};

const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description: 'What is left of each policy, e.g. `"token";r=57;t=23` (draft-ietf-httpapi-ratelimit-headers)',
    schema: { type: "string" },
  },
  "RateLimit-Policy": {
    description: `The policies, e.g. \`"token";q=${API_RATE_LIMITS.perToken};w=${API_RATE_LIMITS.windowSeconds}\``,
    schema: { type: "string" },
  },
};

function envelope(description: string, schema: Json, headers?: Json) {
  return { description, ...(headers ? { headers } : {}), content: { "application/json": { schema } } };
}

/**
 * The statuses the app's middleware can answer for an operation of this shape, whatever its
 * handler does: every one of them is listed, with the error envelope.
 */
function commonStatuses(method: string, op: Json, access: Access, template: string): number[] {
  const statuses = [401, 403, 503];
  if ((op.parameters ?? []).length > 0 || op.requestBody) statuses.push(400);
  if (template.includes("{")) statuses.push(404);
  if (method !== "get") statuses.push(413);
  if (op.requestBody?.content?.["application/json"]) statuses.push(415);
  if (access === "public" || typeof access === "object") statuses.push(429);
  return statuses;
}

/**
 * The OpenAPI 3.1 document of the app: the routes' own definitions (their zod schemas), completed
 * from the operations table (operationId, tags, security), with every error status the
 * middleware can answer, both security schemes and the server the document was read from.
 */
export function openApiDocument(app: OpenAPIHono<Json>, origin: string): Json {
  const doc: Json = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Rapid Risk Review API",
      version: "1.0.0",
      description:
        "Risk reports for SaaS and AI vendors: pricing, privacy/legal and security, with quoted evidence. " +
        "Browsers use the session cookie; scripts and other tools use an organization's API token " +
        "(`Authorization: Bearer rrr_…`, created by an organization admin). Errors always use one envelope: " +
        '`{ "error": { "code", "message", "requestId" } }`.',
      termsOfService: `${origin}/terms`,
      license: { name: "Proprietary: see the terms of service", url: `${origin}/terms` },
      contact: { name: "Rapid Risk Review", url: `${origin}/` },
    },
    servers: [{ url: origin, description: "This deployment" }],
  });
  doc.tags = Object.entries(TAGS).map(([name, description]) => ({ name, description }));
  doc.components ??= {};
  doc.components.schemas ??= {};
  // The envelope the middleware's statuses name (the routes' own error responses carry it inline).
  const { $schema: _, ...envelopeSchema } = z.toJSONSchema(ErrorEnvelope, { target: "draft-2020-12", io: "output" });
  doc.components.schemas.ErrorEnvelope = envelopeSchema;
  doc.components.securitySchemes = {
    sessionCookie: {
      type: "apiKey",
      in: "cookie",
      name: "__Host-rrr_session",
      description: "The session of a person signed in with Google (browsers).",
    },
    apiToken: {
      type: "http",
      scheme: "bearer",
      bearerFormat: "rrr_ token",
      description:
        "An organization's API token. Scopes: " +
        Object.entries(SCOPE_INFO)
          .map(([scope, info]) => `\`${scope}\` (${info.description})`)
          .join("; ") +
        ". A missing scope answers 403 INSUFFICIENT_SCOPE; expired or revoked 401. Every answer carries RateLimit and RateLimit-Policy.",
    },
  };
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const info = OPERATIONS[key];
      if (!info) continue; // the contract test names it
      op.operationId = info.id;
      op.tags = [info.tag];
      op.security = securityOf(info.access);
      op.responses ??= {};
      for (const status of commonStatuses(method, op, info.access, path)) {
        op.responses[status] ??= envelope(COMMON_ERRORS[status]!, { $ref: "#/components/schemas/ErrorEnvelope" });
      }
      if (info.access === "public" || typeof info.access === "object") {
        for (const [status, response] of Object.entries<Json>(op.responses)) {
          if (status === "429") response.headers = { ...RATE_LIMIT_HEADERS, "Retry-After": RETRY_AFTER };
          else if (Number(status) < 300) response.headers = { ...RATE_LIMIT_HEADERS, ...response.headers };
        }
      }
    }
  }
  return doc;
}

const RETRY_AFTER = { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 0 } };

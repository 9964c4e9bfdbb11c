/**
 * Organization API tokens: what a token may do (its scopes), how a token looks, and the shapes of
 * the routes that manage them. A token acts for its organization, never as a person: it reaches
 * only the routes whose OpenAPI `security` names one of its scopes (worker/http/operations.ts),
 * and the permission policy gives it only the actions of SCOPE_ACTIONS.
 */
import { z } from "zod";
import type { Action } from "./permissions";

export const API_TOKEN_SCOPES = [
  "assessments:read",
  "assessments:write",
  "analyze",
  "changes:read",
  "catalog:read",
  "audit:read",
] as const;
export const ApiTokenScope = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

/** What each scope means, shown where tokens are created and in the API reference. */
export const SCOPE_INFO: Record<ApiTokenScope, { label: string; description: string }> = {
  "assessments:read": {
    label: "Read assessments",
    description: "List, read and export the organization's assessments, their decisions and comments, the dashboard",
  },
  "assessments:write": {
    label: "Write assessments",
    description: "Save analyses as assessments, change their details, archive and restore them",
  },
  analyze: {
    label: "Analyze vendors",
    description: "Start analyses and re-analyses on the organization's monthly limit, and follow their jobs",
  },
  "changes:read": { label: "Read changes", description: "What changed in monitored vendors' evidence" },
  "catalog:read": { label: "Read the catalog", description: "The organization's catalog of tools and their states" },
  "audit:read": { label: "Read the audit log", description: "The organization's audit log" },
};

/**
 * The actions of the permission policy a token holds, on every resource of its organization, for
 * each scope. People's actions (decisions, comments, resubmitting, managing the organization or
 * the platform) belong to no scope: a token never takes them.
 */
export const SCOPE_ACTIONS: Record<ApiTokenScope, readonly Action[]> = {
  "assessments:read": ["assessment.view"],
  "assessments:write": ["assessment.view", "assessment.create", "assessment.archive"],
  analyze: ["assessment.view", "assessment.create"],
  "changes:read": ["assessment.view"],
  "catalog:read": ["catalog.view"],
  "audit:read": [],
};

/** `rrr_` + 30 random base62 characters + the CRC32 of those 30, in 6 base62 characters. */
export const API_TOKEN_PREFIX = "rrr_";
export const API_TOKEN_RANDOM_LENGTH = 30;
export const API_TOKEN_CHECKSUM_LENGTH = 6;
export const API_TOKEN_PATTERN = /^rrr_[0-9A-Za-z]{36}$/;
/** How many characters of a token are kept to show which one it is (`rrr_` and 4 more). */
export const API_TOKEN_SHOWN_PREFIX_LENGTH = 8;
/** The longest a token may live. */
export const API_TOKEN_MAX_DAYS = 366;
export const API_TOKEN_MAX_ALLOWED_IPS = 20;

/** Requests a token may make per window, and its whole organization's tokens together. */
export const API_RATE_LIMITS = {
  windowSeconds: 60,
  perToken: 120,
  perOrganization: 600,
} as const;

const Cidr = z
  .string()
  .trim()
  .min(2)
  .max(49)
  .regex(/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/, "an IP address or a CIDR range, e.g. 203.0.113.0/24")
  .describe("An IPv4 or IPv6 address or CIDR range, e.g. 203.0.113.0/24 or 2001:db8::/32.");

export const CreateApiTokenRequest = z
  .object({
    name: z.string().trim().min(1).max(100).describe("What the token is for, e.g. 'GRC sync'."),
    scopes: z.array(ApiTokenScope).min(1).max(API_TOKEN_SCOPES.length).describe("What the token may do."),
    expires_at: z.iso
      .datetime({ offset: true })
      .describe("When the token stops working: in the future and at most one year away (ISO 8601)."),
    allowed_ips: z
      .array(Cidr)
      .max(API_TOKEN_MAX_ALLOWED_IPS)
      .optional()
      .describe("Only requests from these addresses or ranges are accepted; absent or empty: any address."),
  })
  .strict();
export type CreateApiTokenRequest = z.infer<typeof CreateApiTokenRequest>;

export const ApiToken = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(ApiTokenScope),
  expires_at: z.string(),
  prefix: z.string().describe("The token's first characters, to recognise it (never the secret)."),
  allowed_ips: z.array(z.string()),
  created_at: z.string(),
  created_by: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(["active", "expired", "revoked"]),
});
export type ApiToken = z.infer<typeof ApiToken>;

export const CreatedApiToken = ApiToken.extend({
  token: z.string().describe("The secret, shown this once: only its hash is kept."),
});
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

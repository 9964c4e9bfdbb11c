/**
 * Request and response shapes of the JSON API. The same schemas validate the routes,
 * generate /api/openapi.json, type the SPA's client and assert responses in tests.
 */
import { z } from "zod";
import { Analysis } from "./analysis";
import { JobStatus } from "./enums";

export const ErrorCode = z.enum([
  "URL_REQUIRED",
  "INVALID_URL",
  "INVALID_REQUEST",
  "RATE_LIMITED",
  "MONTHLY_LIMIT_REACHED",
  "UNAUTHENTICATED",
  /** 401: an admin or super admin action needs a sign-in younger than 12 hours; sign in again. */
  "REAUTHENTICATION_REQUIRED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "COMMENT_REQUIRED",
  "INSUFFICIENT_SCOPE",
  "METHOD_NOT_ALLOWED",
  "INTERNAL",
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorEnvelope = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    requestId: z.string().optional(),
    details: z.unknown().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const AnalyzeRequest = z.object({
  url: z
    .string()
    .regex(/\S/, "Please enter a SaaS application URL to analyze")
    .describe("Vendor website address (at most 2048 characters); https:// is added when no scheme is given."),
  forceRefresh: z.boolean().optional().describe("Skip the cache and analyze again."),
});
export type AnalyzeRequest = z.infer<typeof AnalyzeRequest>;

export const AnalyzeCached = z.object({
  cached: z.literal(true),
  analysis: Analysis,
  cachedAt: z.string().describe("ISO-8601 time the cached analysis was made."),
});
export type AnalyzeCached = z.infer<typeof AnalyzeCached>;

export const AnalyzeQueued = z.object({
  job_id: z.string(),
  isPublicJob: z.boolean().describe("True for anonymous visitors: the job can be followed without a session."),
});
export type AnalyzeQueued = z.infer<typeof AnalyzeQueued>;

export const ReportParams = z.object({
  host: z
    .string()
    .min(1)
    .max(253)
    .describe("The vendor's host name, e.g. notion.so (a leading www. and upper case are ignored)."),
});

export const ReportResponse = z.object({
  analysis: Analysis,
  cachedAt: z.string().describe("ISO-8601 time the analysis was made."),
});
export type ReportResponse = z.infer<typeof ReportResponse>;

export { JobStatus } from "./enums";

export const Job = z.object({
  id: z.string(),
  status: JobStatus,
  url: z.string(),
  created_at: z.string(),
  result: Analysis.nullable(),
  error_message: z.string().nullable(),
});
export type Job = z.infer<typeof Job>;

/** Where a page view was recorded: the three landing variants, and unknown routes (the 404 page). */
export const PageViewVariant = z.enum(["empowerment", "control", "variant", "not_found"]);
export type PageViewVariant = z.infer<typeof PageViewVariant>;

/**
 * A page view sent by the SPA. The user agent comes from the request header and the user from
 * the session; a `user_id` in the body is ignored.
 */
export const PageViewRequest = z.object({
  variant: PageViewVariant,
  url: z.string().min(1).max(2048).describe("The page address, with '#results' appended when an analysis completed."),
  referrer: z.string().max(2048).nullable().optional(),
  user_agent: z.string().max(512).optional().describe("Used only when the request has no User-Agent header."),
  session_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "session_id must be 8-64 letters, digits, '-' or '_'")
    .describe("The anonymous browser session id kept in local storage."),
});
export type PageViewRequest = z.infer<typeof PageViewRequest>;

import type { ErrorCode } from "@core/contract/api";
import { ApiError, NetworkError } from "@web/lib/api";
import { UNEXPECTED_RESPONSE } from "./api";

export interface ErrorCopy {
  title: string;
  message: string;
  /** The address typed is what is wrong (URL Required, Invalid URL): the field is marked invalid. */
  invalidInput?: boolean;
}

export const MONTHLY_LIMIT: ErrorCopy = {
  title: "Monthly Limit Reached",
  message:
    "Your organization has reached its monthly assessment limit. Please contact your administrator to increase your limit or wait until next month.",
};

const AUTHENTICATION: ErrorCopy = { title: "Authentication Required", message: "Please sign in to analyze SaaS tools" };
const DEPLOYING: ErrorCopy = {
  title: "Service Deploying",
  message: "The analysis service is currently deploying. Please try again in 2-3 minutes.",
};
const NETWORK: ErrorCopy = {
  title: "Network Error",
  message: "Unable to connect to the analysis service. Please check your connection.",
};
const UNEXPECTED: ErrorCopy = { title: "Analysis Failed", message: "An unexpected error occurred" };

type Described = ErrorCopy & { monthlyLimit: boolean };
const described = (copy: ErrorCopy, monthlyLimit = false): Described => ({ ...copy, monthlyLimit });

/**
 * The error catalogue for a failed start of an analysis. The monthly limit
 * is signalled separately (it disables the form until dismissed).
 *
 * Errors from the API are mapped by their typed code (the envelope's `error.code`) and HTTP
 * status, never by their wording. The catalogue is written against message text ("a
 * message containing 'deploying'"); that reading is kept only for errors that carry no code
 * (not from our API), so every title and text of the catalogue still applies.
 *
 * One deliberate refinement: the anonymous hourly limit (429 RATE_LIMITED) is not the
 * organization's monthly limit, so it shows as "Limit Reached" with the server's explanation
 * instead of telling a visitor without an organization to call their administrator.
 */
export function describeStartError(err: unknown): Described {
  if (err instanceof NetworkError) return described(NETWORK);
  if (err instanceof ApiError && err.code !== "UNKNOWN") return byCode(err.code, err.status, err.message);
  if (err instanceof ApiError) return byStatus(err.status) ?? byMessage(err.message);
  return byMessage(err instanceof Error ? err.message : String(err ?? ""));
}

const CODE_COPY: Partial<Record<ErrorCode, (message: string) => Described>> = {
  MONTHLY_LIMIT_REACHED: () => described(MONTHLY_LIMIT, true),
  RATE_LIMITED: (message) => described({ title: "Limit Reached", message }),
  UNAUTHENTICATED: () => described(AUTHENTICATION),
  URL_REQUIRED: (message) => described({ title: "URL Required", message }),
  INVALID_URL: (message) => described({ title: "Invalid URL", message }),
  // A role that may read reports but not run analyses (viewers): the server's message says so.
  FORBIDDEN: (message) => described({ title: "Not Allowed", message }),
};

function byCode(code: ErrorCode, status: number, message: string): Described {
  return CODE_COPY[code]?.(message) ?? byStatus(status) ?? described(UNEXPECTED);
}

/** What the status says when the code does not: any 429 is the monthly limit, 503 a deploy. */
function byStatus(status: number): Described | null {
  if (status === 429) return described(MONTHLY_LIMIT, true);
  if (status === 401) return described(AUTHENTICATION);
  if (status === 503) return described(DEPLOYING);
  return null;
}

/** The catalogue by message text, for errors without a typed code. */
function byMessage(message: string): Described {
  if (/monthly assessment limit reached/i.test(message)) return described(MONTHLY_LIMIT, true);
  if (/authentication required/i.test(message)) return described(AUTHENTICATION);
  if (/limit reached/i.test(message)) return described({ title: "Limit Reached", message });
  if (/deploying/i.test(message)) return described(DEPLOYING);
  if (/fetch|network/i.test(message)) return described(NETWORK);
  if (message === UNEXPECTED_RESPONSE) return described({ title: "Analysis Failed", message: UNEXPECTED_RESPONSE });
  return described(UNEXPECTED);
}

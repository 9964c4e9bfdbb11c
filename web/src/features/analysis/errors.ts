import { ApiError, NetworkError } from "../../lib/api";
import { UNEXPECTED_RESPONSE } from "./analysis-api";

export interface ErrorCopy {
  title: string;
  message: string;
}

export const MONTHLY_LIMIT: ErrorCopy = {
  title: "Monthly Limit Reached",
  message:
    "Your organization has reached its monthly assessment limit. Please contact your administrator to increase your limit or wait until next month.",
};

/**
 * The error catalogue of spec 01 section 8 for a failed start of an analysis. The monthly limit
 * is signalled separately (it disables the form until dismissed).
 *
 * One deliberate refinement: the anonymous hourly limit (429 RATE_LIMITED) is not the
 * organization's monthly limit, so it shows as "Limit Reached" with the server's explanation
 * instead of telling a visitor without an organization to call their administrator.
 */
export function describeStartError(err: unknown): ErrorCopy & { monthlyLimit: boolean } {
  const message = err instanceof Error ? err.message : String(err ?? "");
  const api = err instanceof ApiError ? err : null;
  const copy = (title: string, text: string, monthlyLimit = false) => ({ title, message: text, monthlyLimit });

  if (api?.code === "RATE_LIMITED") return copy("Limit Reached", message);
  if (api?.code === "MONTHLY_LIMIT_REACHED" || /monthly assessment limit reached/i.test(message) || api?.status === 429) {
    return { ...MONTHLY_LIMIT, monthlyLimit: true };
  }
  if (/authentication required/i.test(message) || api?.status === 401) {
    return copy("Authentication Required", "Please sign in to analyze SaaS tools");
  }
  if (/limit reached/i.test(message)) return copy("Limit Reached", message);
  if (/deploying/i.test(message)) {
    return copy("Service Deploying", "The analysis service is currently deploying. Please try again in 2-3 minutes.");
  }
  // A role that may read reports but not run analyses (viewers): the server's message says so.
  if (api?.code === "FORBIDDEN") return copy("Not Allowed", message);
  if (api?.code === "URL_REQUIRED") return copy("URL Required", message);
  if (api?.code === "INVALID_URL") return copy("Invalid URL", message);
  if (err instanceof NetworkError || /fetch|network/i.test(message)) {
    return copy("Network Error", "Unable to connect to the analysis service. Please check your connection.");
  }
  if (message === UNEXPECTED_RESPONSE) return copy("Analysis Failed", UNEXPECTED_RESPONSE);
  return copy("Analysis Failed", "An unexpected error occurred");
}

import { ApiError, NetworkError } from "@web/lib/api";

/** The message of a failed decision or resubmission: the server's, else 'Failed to update assessment'. */
export function decisionErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return "Not authenticated";
  if (err instanceof ApiError && err.message) return err.message;
  if (err instanceof NetworkError) return "Failed to update assessment: the server could not be reached.";
  return "Failed to update assessment";
}

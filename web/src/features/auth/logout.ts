import type { QueryClient } from "@tanstack/react-query";
import { toast } from "@web/components/ui/toast";
import { clearStoredAnalysis } from "../analysis/analysis-flow";
import { endSession, meQueryOptions } from "./api";

/** sign-out gives up after 5 s and clears the local state anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Signs out: asks the server to end the session, then always clears what this tab knows about
 * the user (query cache, running analyses) so the next page starts signed out. Returns when it
 * is safe to navigate to /auth.
 */
export async function logout(
  queryClient: QueryClient,
  { everywhere = false }: { everywhere?: boolean } = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
  try {
    // "Sign out everywhere" ends every session of the user, in every browser.
    await endSession(everywhere, controller.signal);
  } catch (err) {
    if (controller.signal.aborted) {
      toast({ title: "Logged out", description: "Session cleared locally" });
    } else {
      toast({
        title: "Error",
        description: err instanceof Error && err.message ? err.message : "Failed to sign out",
        tone: "destructive",
      });
    }
  } finally {
    clearTimeout(timer);
    await queryClient.cancelQueries();
    queryClient.clear();
    queryClient.setQueryData(meQueryOptions.queryKey, null);
    clearStoredAnalysis();
  }
}

import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PageSpinner } from "../components/ui/spinner";
import { loadSession } from "../features/auth/guards";

/**
 * The protected layout of every signed-in area: loads the session once and gives `me` to the
 * child routes through the route context (spinner while it checks, /auth without a session).
 */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: async ({ context }) => ({ me: await loadSession(context.queryClient) }),
  pendingComponent: () => <PageSpinner label="Checking your session" />,
  pendingMs: 100,
  pendingMinMs: 200,
  component: Outlet,
});

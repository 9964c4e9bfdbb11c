import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { PageSpinner } from "./components/ui/spinner";
import { authErrorSearch } from "./features/auth/auth-error";
import { sessionEndHandler } from "./features/auth/session-ended";
import { askToSignInAgain, isReauthenticationRequired } from "./features/auth/reauthentication";
import { NotFoundPage } from "./features/shell/not-found-page";
import { RouteError } from "./features/shell/route-error";
import { routeTree } from "./routeTree.gen";
import { ApiError } from "./lib/api";

/**
 * A 401 in a signed-in tab: the session ended on the server (e.g. suspension); /auth says why. An
 * administrator's change refused for an old sign-in keeps the session and asks to sign in again.
 */
function onApiError(err: unknown) {
  if (isReauthenticationRequired(err)) return askToSignInAgain();
  onSessionEnd(err);
}

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 1 },
  },
});

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  // Loaders read through the query cache; the router does not keep a second copy.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultPendingComponent: () => <PageSpinner />,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundPage,
});

const onSessionEnd = sessionEndHandler(queryClient, (code) =>
  router.navigate({ to: "/auth", search: authErrorSearch(code) }),
);

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

// A public page may arrive already drawn (prerendered at build time, worker/site/pages.ts):
// it stays until the app has loaded the route and can draw the same page in its place, which
// it renders as a transition (in slices, so the page keeps answering input meanwhile).
if (container.firstElementChild) {
  void router.load().finally(() => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
} else {
  createRoot(container).render(app);
}

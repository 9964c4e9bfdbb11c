import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { meQueryOptions } from "./features/auth/api";
import { routeTree } from "./routeTree.gen";

/**
 * Renders a page of the app to HTML at build time, as a visitor without a session sees it before
 * any of their own state (recent vendors, an analysis in progress) is known. Used for the first
 * paint of the public pages (web/prerender-plugin.ts writes it into web/dist/prerendered/, the web
 * Worker puts it into index.html's #root, and main.tsx replaces it with the live app once that
 * can draw the same page), so they show before their JavaScript has loaded.
 */
export async function renderPage(path: string): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions.queryKey, null);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const page = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  try {
    // A first pass waits for the page's lazy parts to load (prerender waits for every suspended
    // part); the second draws them in place, as plain markup without streaming scripts.
    const { prelude } = await prerenderToNodeStream(page);
    for await (const _ of prelude) void _;
    return renderToString(page);
  } finally {
    // Its queries' garbage-collection timers would keep the build's process alive.
    queryClient.clear();
  }
}

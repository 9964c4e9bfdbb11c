import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { preloadToasts, Toaster } from "../components/ui/toast";
import { NotFoundPage } from "../features/shell/not-found-page";
import { ReauthenticationPrompt } from "../features/auth/reauthentication";
import { SiteBanner } from "../features/site/site-banner";

/** After the first render settles, the toast library is fetched so the first toast is instant. */
const TOAST_PRELOAD_DELAY_MS = 1500;

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useEffect(() => {
    const timer = setTimeout(() => void preloadToasts(), TOAST_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <SiteBanner />
      <Outlet />
      <Toaster />
      <ReauthenticationPrompt />
    </>
  );
}

import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import type { SiteInfo } from "@core/contract/platform-settings";
import { apiFetch } from "@web/lib/api";

/** Checked again every minute, so a banner a super admin sets appears without a reload. */
const REFRESH_MS = 60_000;

export const siteQueryOptions = {
  queryKey: ["site"] as const,
  queryFn: () => apiFetch<SiteInfo>("/api/site"),
  staleTime: REFRESH_MS,
  refetchInterval: REFRESH_MS,
  retry: false,
};

// The banner's look is fetched only when there is a banner: the landing's first load stays small.
const SiteBannerView = lazy(() => import("./site-banner-view"));

/**
 * The site banner (platform setting `site.banner`, GET /api/site) at the top of every page while
 * it is set. Nothing is shown while it loads or when the API cannot be reached.
 */
export function SiteBanner() {
  const banner = useQuery(siteQueryOptions).data?.banner;
  if (!banner) return null;
  return (
    <Suspense fallback={null}>
      <SiteBannerView banner={banner} />
    </Suspense>
  );
}

import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { siteQueryOptions } from "./api";

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

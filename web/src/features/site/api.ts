import { queryOptions } from "@tanstack/react-query";
import type { SiteInfo } from "@core/contract/platform-settings";
import { api, apiData } from "@web/lib/api";

/** Checked again every minute, so a banner a super admin sets appears without a reload. */
const REFRESH_MS = 60_000;

/** What every page shows about the site (the banner): GET /api/site. Query key: ["site"]. */
export const siteKeys = {
  all: ["site"] as const,
};

export const siteQueryOptions = queryOptions({
  queryKey: siteKeys.all,
  queryFn: ({ signal }): Promise<SiteInfo> => apiData(api.GET("/api/site", { signal })),
  staleTime: REFRESH_MS,
  refetchInterval: REFRESH_MS,
  retry: false,
});

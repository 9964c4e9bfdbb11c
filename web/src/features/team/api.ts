import { queryOptions } from "@tanstack/react-query";
import type { TeamMember } from "@core/contract/members";
import { api, apiData } from "@web/lib/api";

/** The team: everyone in the signed-in user's organization, by name. Query key: ["team", "list"]. */
export const teamKeys = {
  all: ["team"] as const,
  list: () => [...teamKeys.all, "list"] as const,
};

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: async ({ signal }): Promise<TeamMember[]> => (await apiData(api.GET("/api/team", { signal }))).items,
  });

import { queryOptions } from "@tanstack/react-query";
import type { TeamList } from "@core/contract/members";
import { apiFetch } from "@web/lib/api";

/** Everyone in the signed-in user's organization, by name. Key: ["team"]. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: ["team", "list"] as const,
    queryFn: () => apiFetch<TeamList>("/api/team").then((r) => r.items),
  });

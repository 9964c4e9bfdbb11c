import { queryOptions } from "@tanstack/react-query";
import type { TeamList } from "../../../../worker/shared/members";
import { apiFetch } from "../../lib/api";

/** Everyone in the signed-in user's organization, by name. Key: ["team"]. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: ["team", "list"] as const,
    queryFn: () => apiFetch<TeamList>("/api/team").then((r) => r.items),
  });

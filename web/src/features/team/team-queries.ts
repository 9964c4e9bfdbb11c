import { queryOptions } from "@tanstack/react-query";
import type { Me } from "../../../../worker/shared/auth";
import type { TeamList, UpdateProfile } from "../../../../worker/shared/members";
import { apiFetch } from "../../lib/api";

/** Everyone in the signed-in user's organization, by name. Key: ["team"]. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: ["team"] as const,
    queryFn: () => apiFetch<TeamList>("/api/team").then((r) => r.items),
  });

/** PATCH /api/me: the signed-in user's full name. Answers the user as GET /api/me does. */
export function updateProfile(body: UpdateProfile) {
  return apiFetch<Me>("/api/me", { method: "PATCH", json: body });
}

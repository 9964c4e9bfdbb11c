import type { Me } from "@core/contract/auth";
import type { UpdateProfile } from "@core/contract/members";
import { apiFetch } from "@web/lib/api";

/** PATCH /api/me: the signed-in user's full name. Answers the user as GET /api/me does. */
export function updateProfile(body: UpdateProfile) {
  return apiFetch<Me>("/api/me", { method: "PATCH", json: body });
}

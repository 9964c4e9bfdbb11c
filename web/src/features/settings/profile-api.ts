import type { Me } from "../../../../worker/shared/auth";
import type { UpdateProfile } from "../../../../worker/shared/members";
import { apiFetch } from "../../lib/api";

/** PATCH /api/me: the signed-in user's full name. Answers the user as GET /api/me does. */
export function updateProfile(body: UpdateProfile) {
  return apiFetch<Me>("/api/me", { method: "PATCH", json: body });
}

import { eq } from "drizzle-orm";
import { userProfilesTable, type UserProfileRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { notFound } from "@core/lib/errors";
import type { UpdateProfile } from "@core/contract/members";
import type { Actor } from "../actor";
import { auditEventQuery } from "../audit/record-audit-event";
import { requireUser } from "../authorize";

/**
 * A signed-in user changes their own profile: the full name (trimmed, not blank). The e-mail
 * address comes from the sign-in provider and cannot be changed. Writes PROFILE_UPDATED in the
 * same db.batch; the same name again changes nothing. Signed out: 401.
 */
export async function updateProfile(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  input: UpdateProfile,
): Promise<UserProfileRow> {
  const user = requireUser(actor);
  const { db } = deps;
  const now = deps.clock();
  const t = userProfilesTable;
  const [profile] = await db.select().from(t).where(eq(t.id, user.userId)).limit(1);
  if (!profile) throw notFound("User not found");
  if (profile.fullName === input.full_name) return profile;
  const updatedAt = now.toISOString();
  await db.batch([
    db.update(t).set({ fullName: input.full_name, updatedAt }).where(eq(t.id, profile.id)),
    auditEventQuery(
      db,
      {
        action: "PROFILE_UPDATED",
        resourceType: "user",
        resourceId: profile.id,
        userId: profile.id,
        organizationId: profile.organizationId,
        details: { fields: ["full_name"], changes: { full_name: { old: profile.fullName, new: input.full_name } } },
      },
      now,
    ),
  ]);
  return { ...profile, fullName: input.full_name, updatedAt };
}

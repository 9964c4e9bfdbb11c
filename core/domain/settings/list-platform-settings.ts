import { inArray } from "drizzle-orm";
import { userProfilesTable } from "@core/db/schema";
import {
  SETTING_DEFINITIONS,
  SETTING_KEYS,
  SETTINGS_CATEGORIES,
  type PlatformSetting,
  type SettingKey,
} from "@core/contract/platform-settings";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { resolveSetting, type SettingsDeps } from "./settings-reader";

/**
 * Every platform setting with the value in effect, where it comes from, its default, its
 * description and who changed it last; ordered by category, then key (the settings page groups
 * them). Keys nobody set are listed too, with their fallback.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function listPlatformSettings(deps: SettingsDeps, actor: Actor): Promise<PlatformSetting[]> {
  authorize(actor, "platform.manage");
  const keys = [...SETTING_KEYS].sort(
    (a, b) =>
      SETTINGS_CATEGORIES.indexOf(SETTING_DEFINITIONS[a].category) -
        SETTINGS_CATEGORIES.indexOf(SETTING_DEFINITIONS[b].category) || a.localeCompare(b),
  );
  const resolved = await Promise.all(keys.map(async (key) => [key, await resolveSetting(deps, key)] as const));
  const editors = await editorEmails(
    deps,
    resolved.map(([, r]) => r.updatedBy),
  );
  return resolved.map(([key, r]) => describeSetting(key, r, editors));
}

/** E-mail addresses of the users who last changed settings. */
export async function editorEmails(
  deps: Pick<SettingsDeps, "db">,
  ids: (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: userProfilesTable.id, email: userProfilesTable.email })
    .from(userProfilesTable)
    .where(inArray(userProfilesTable.id, wanted));
  return new Map(rows.map((r) => [r.id, r.email]));
}

export function describeSetting(
  key: SettingKey,
  r: Awaited<ReturnType<typeof resolveSetting>>,
  editors: Map<string, string>,
): PlatformSetting {
  const d = SETTING_DEFINITIONS[key];
  return {
    key,
    label: d.label,
    category: d.category,
    description: d.description,
    value: r.value,
    default_value: d.default,
    source: r.source,
    env_variable: (d as { env?: string }).env ?? null,
    updated_at: r.updatedAt,
    updated_by: r.updatedBy,
    updated_by_email: r.updatedBy ? (editors.get(r.updatedBy) ?? null) : null,
  };
}

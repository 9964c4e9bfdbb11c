import { eq } from "drizzle-orm";
import { platformSettingsTable } from "@core/db/schema";
import { badRequest, notFound } from "@core/lib/errors";
import {
  checkSettingValue,
  isSettingKey,
  SETTING_DEFINITIONS,
  type PlatformSetting,
} from "@core/contract/platform-settings";
import type { Actor } from "../actor";
import { auditEventQuery } from "../audit/record-audit-event";
import { authorize } from "../authorize";
import { describeSetting, editorEmails } from "./list-platform-settings";
import { fallbackSetting, forgetCachedSettings, resolveSetting, type SettingsDeps } from "./settings-reader";

export const SETTING_NOT_FOUND = "Setting not found";

/**
 * Sets a platform setting (`value` present) or returns it to its fallback (`value` absent:
 * the row is deleted, so the environment variable or the default applies again). The value is
 * checked against the key's own schema (400 with the reason); an unknown key is 404. The
 * change and its audit entry (UPDATE on platform_setting, old and new value) are one db.batch.
 * The change takes effect at once on this isolate and within the reader's cache time elsewhere.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function updatePlatformSetting(
  deps: SettingsDeps,
  actor: Actor,
  input: { key: string; value?: unknown; reset?: boolean },
): Promise<PlatformSetting> {
  const user = authorize(actor, "platform.manage");
  const { key } = input;
  if (!isSettingKey(key)) throw notFound(SETTING_NOT_FOUND);
  const definition = SETTING_DEFINITIONS[key];
  let next: unknown = fallbackSetting(key, deps.env).value;
  if (!input.reset) {
    if (input.value === undefined)
      throw badRequest("Invalid request: value: a value is required (any JSON, e.g. 10 or null)");
    const checked = checkSettingValue(key, input.value);
    if (!checked.ok) throw badRequest(checked.message, { key });
    next = checked.value;
  }

  forgetCachedSettings();
  const before = await resolveSetting(deps, key);
  const at = new Date(deps.now()).toISOString();
  const t = platformSettingsTable;
  const audit = auditEventQuery(
    deps.db,
    {
      action: input.reset ? "RESET" : "UPDATE",
      resourceType: "platform_setting",
      resourceId: key,
      userId: user.userId,
      organizationId: null,
      severity: "warning",
      details: { key, field: "value", old_value: before.value, new_value: next, old_source: before.source },
    },
    new Date(deps.now()),
  );
  if (input.reset) {
    await deps.db.batch([deps.db.delete(t).where(eq(t.key, key)), audit]);
  } else {
    const json = JSON.stringify(next);
    await deps.db.batch([
      deps.db
        .insert(t)
        .values({
          id: crypto.randomUUID(),
          key,
          value: json,
          description: definition.description,
          category: definition.category,
          updatedAt: at,
          updatedBy: user.userId,
        })
        .onConflictDoUpdate({ target: t.key, set: { value: json, updatedAt: at, updatedBy: user.userId } }),
      audit,
    ]);
  }
  forgetCachedSettings();
  const after = await resolveSetting(deps, key);
  return describeSetting(key, after, await editorEmails(deps, [after.updatedBy]));
}

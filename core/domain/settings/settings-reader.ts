import { platformSettingsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import {
  checkSettingValue,
  SETTING_DEFINITIONS,
  type SettingKey,
  type SettingSource,
  type SettingValue,
} from "@core/contract/platform-settings";

/**
 * The settings reader: the code that a platform setting names asks it for the value in effect.
 * Order: the super admin's value (platform_settings), else the environment variable where one
 * exists (wrangler.toml [vars]), else the default in code. Shared by both Workers (same D1).
 *
 * The rows are read once per isolate and kept for CACHE_MS: a change made on another isolate
 * takes effect within that time, without a deploy; a change made through this isolate at once
 * (the update verb calls `forgetCachedSettings`). A row whose value no longer passes its
 * schema (e.g. written by an older version) is ignored and logged, so bad data cannot stop
 * analyses or sign-ins.
 */
export const SETTINGS_CACHE_MS = 30_000;

export interface SettingsDeps {
  db: Db;
  /** Milliseconds now (the request's clock). */
  now: () => number;
  /** The Worker's environment (for the variables that are fallbacks). */
  env: object;
}

interface StoredRow {
  value: unknown;
  updatedAt: string;
  updatedBy: string | null;
}

let cached: { rows: Map<string, StoredRow>; loadedAt: number } | null = null;

/** Forgets the rows read so far: the next read goes to the database (after a change; tests). */
export function forgetCachedSettings(): void {
  cached = null;
}

async function storedRows(deps: SettingsDeps): Promise<Map<string, StoredRow>> {
  const now = deps.now();
  if (cached && now - cached.loadedAt >= 0 && now - cached.loadedAt < SETTINGS_CACHE_MS) return cached.rows;
  const rows = await deps.db
    .select({
      key: platformSettingsTable.key,
      value: platformSettingsTable.value,
      updatedAt: platformSettingsTable.updatedAt,
      updatedBy: platformSettingsTable.updatedBy,
    })
    .from(platformSettingsTable);
  const map = new Map<string, StoredRow>();
  for (const row of rows) {
    try {
      map.set(row.key, { value: JSON.parse(row.value), updatedAt: row.updatedAt, updatedBy: row.updatedBy });
    } catch {
      console.error(
        JSON.stringify({ level: "error", msg: "platform setting is not JSON; using its fallback", key: row.key }),
      );
    }
  }
  cached = { rows: map, loadedAt: now };
  return map;
}

/** The value an environment variable gives a setting, or undefined when unset or unusable. */
function fromEnvironment<K extends SettingKey>(key: K, env: object): SettingValue<K> | undefined {
  const name = (SETTING_DEFINITIONS[key] as { env?: string }).env;
  if (!name) return undefined;
  const raw = (env as Record<string, unknown>)[name];
  if (typeof raw !== "string" || raw.trim() === "") return undefined;
  // Numbers are given as text ("604800"); lists as comma- or space-separated text.
  const candidate: unknown = Array.isArray(SETTING_DEFINITIONS[key].default)
    ? raw.split(/[\s,]+/).filter(Boolean)
    : Number(raw);
  const checked = checkSettingValue(key, candidate);
  if (checked.ok) return checked.value;
  // As before settings existed, an unusable variable (e.g. a cache lifetime under 60 s) means the default.
  console.error(
    JSON.stringify({
      level: "warn",
      msg: "environment variable ignored; using the default",
      variable: name,
      reason: checked.message,
    }),
  );
  return undefined;
}

export interface ResolvedSetting<K extends SettingKey> {
  value: SettingValue<K>;
  source: SettingSource;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The value in effect for one key and where it comes from. */
export async function resolveSetting<K extends SettingKey>(deps: SettingsDeps, key: K): Promise<ResolvedSetting<K>> {
  const row = (await storedRows(deps)).get(key);
  if (row) {
    const checked = checkSettingValue(key, row.value);
    if (checked.ok)
      return { value: checked.value, source: "setting", updatedAt: row.updatedAt, updatedBy: row.updatedBy };
    console.error(
      JSON.stringify({
        level: "error",
        msg: "platform setting fails its schema; using its fallback",
        key,
        reason: checked.message,
      }),
    );
  }
  return { ...fallbackSetting(key, deps.env), updatedAt: row?.updatedAt ?? null, updatedBy: row?.updatedBy ?? null };
}

/** The value a key has when no super admin set one: the environment variable's, else the default. */
export function fallbackSetting<K extends SettingKey>(
  key: K,
  env: object,
): { value: SettingValue<K>; source: SettingSource } {
  const fromEnv = fromEnvironment(key, env);
  if (fromEnv !== undefined) return { value: fromEnv, source: "environment" };
  return { value: SETTING_DEFINITIONS[key].default as SettingValue<K>, source: "default" };
}

/** The value in effect for one key. */
export async function readSetting<K extends SettingKey>(deps: SettingsDeps, key: K): Promise<SettingValue<K>> {
  return (await resolveSetting(deps, key)).value;
}

/** The reader bound to one request or message: `settings.get("analysis.cache_ttl_seconds")`. */
export interface Settings {
  get<K extends SettingKey>(key: K): Promise<SettingValue<K>>;
}

export function settingsReader(deps: SettingsDeps): Settings {
  return { get: (key) => readSetting(deps, key) };
}

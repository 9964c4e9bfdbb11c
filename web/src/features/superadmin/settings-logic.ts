import { checkSettingValue, isSettingKey } from "@core/contract/platform-settings";

export const INVALID_JSON = "Invalid JSON format";

/**
 * What the editor sends for a text: the parsed value, or the message to show ('Invalid JSON
 * format' for text that is not JSON, else the key's own rule).
 */
export function checkSettingText(
  key: string,
  text: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: INVALID_JSON };
  }
  if (!isSettingKey(key)) return { ok: true, value };
  const checked = checkSettingValue(key, value);
  return checked.ok ? { ok: true, value } : { ok: false, message: checked.message };
}

import type { Action } from "@core/contract/permissions";

/**
 * The tabs of /dashboard/settings, in order. A tab may need a permission (the policy's
 * action; the server checks again). A new tab is one more entry here and one panel in the
 * settings page's PANELS map.
 */
export const SETTINGS_TABS = [
  { id: "profile", label: "Profile" },
  { id: "notifications", label: "Notifications" },
  { id: "organization", label: "Organization", requires: "organization.manage" },
] as const satisfies readonly { id: string; label: string; requires?: Action }[];

export type SettingsTab = (typeof SETTINGS_TABS)[number]["id"];

/** The tabs this user sees. */
export function visibleTabs(can: (action: Action) => boolean) {
  return SETTINGS_TABS.filter((t) => !("requires" in t) || can(t.requires));
}

/** `?tab=` of the settings page: a known tab id, else none (the first tab). */
export function validateSettingsSearch(search: Record<string, unknown>): { tab?: SettingsTab } {
  const tab = search.tab;
  return typeof tab === "string" && SETTINGS_TABS.some((t) => t.id === tab) ? { tab: tab as SettingsTab } : {};
}

/** The tab to show: the asked one when visible, else the first visible one. */
export function activeTab(asked: SettingsTab | undefined, can: (action: Action) => boolean): SettingsTab {
  const tabs = visibleTabs(can);
  return tabs.find((t) => t.id === asked)?.id ?? tabs[0]!.id;
}

import { useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useDocumentTitle } from "@web/lib/use-document-title";
import type { Me } from "../auth/api";
import { canDo } from "../auth/permissions";
import { NotificationSettings } from "../notifications/notification-settings";
import { OrganizationTab } from "./organization-tab";
import { ProfileTab } from "./profile-tab";
import { activeTab, visibleTabs, type SettingsTab } from "./settings-tabs";

/** Each tab's panel; a new tab is an entry in SETTINGS_TABS and one here. */
const PANELS: Record<SettingsTab, (me: Me) => ReactNode> = {
  profile: (me) => <ProfileTab me={me} />,
  notifications: () => <NotificationSettings />,
  organization: () => <OrganizationTab />,
};

/** /dashboard/settings: tabs kept in `?tab=` so a tab can be linked to. */
export function SettingsPage({ me, tab }: { me: Me; tab: SettingsTab | undefined }) {
  useDocumentTitle("Settings");
  const navigate = useNavigate({ from: "/dashboard/settings" });
  const can = (action: Parameters<typeof canDo>[1]) => canDo(me, action);
  const tabs = visibleTabs(can);
  const current = activeTab(tab, can);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
        <p className="mt-1 text-slate-700">
          {tabs.some((t) => t.id === "organization")
            ? "Your profile, your notifications and your organization."
            : "Your profile and your notifications."}
        </p>
      </div>
      <Tabs
        value={current}
        onValueChange={(value) => void navigate({ search: { tab: value as SettingsTab }, replace: true })}
      >
        <TabsList aria-label="Settings">
          {tabs.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t.id} value={t.id}>
            {PANELS[t.id](me)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

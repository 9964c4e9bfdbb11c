import { createFileRoute } from "@tanstack/react-router";
import { NotificationSettings } from "../../../features/notifications/notification-settings";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * /dashboard/settings with its Notifications tab (`?tab=notifications`). The Profile and
 * Organization tabs join it from the settings page of the team and admin screens.
 */
export const Route = createFileRoute("/_authenticated/dashboard/settings")({
  component: SettingsRoute,
});

function SettingsRoute() {
  useDocumentTitle("Settings");
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
        <p className="mt-1 text-slate-700">Your notifications.</p>
      </div>
      <Tabs value="notifications">
        <TabsList aria-label="Settings">
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
        </TabsList>
        <TabsContent value="notifications">
          <NotificationSettings />
        </TabsContent>
      </Tabs>
    </div>
  );
}

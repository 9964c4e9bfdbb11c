import { createFileRoute } from "@tanstack/react-router";
import { SettingsPage } from "@web/features/settings/settings-page";
import { validateSettingsSearch } from "@web/features/settings/settings-tabs";

export const Route = createFileRoute("/_authenticated/dashboard/settings")({
  validateSearch: validateSettingsSearch,
  component: SettingsRoute,
});

function SettingsRoute() {
  const { me } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  return <SettingsPage me={me} tab={tab} />;
}

import { createFileRoute } from "@tanstack/react-router";
import { SettingsPage } from "../../../features/settings/settings-page";
import { validateSettingsSearch } from "../../../features/settings/settings-tabs";

export const Route = createFileRoute("/_authenticated/dashboard/settings")({
  validateSearch: validateSettingsSearch,
  component: SettingsRoute,
});

function SettingsRoute() {
  const { me } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  return <SettingsPage me={me} tab={tab} />;
}

import { createFileRoute } from "@tanstack/react-router";
import { ChangesRoute } from "@web/features/monitoring/changes-page";
import { validateChangesSearch } from "@web/features/monitoring/changes-search";

/** /dashboard/changes: the organization's feed of vendor changes, its filters in the address. */
export const Route = createFileRoute("/_authenticated/dashboard/changes")({
  validateSearch: validateChangesSearch,
  component: ChangesRoute,
});

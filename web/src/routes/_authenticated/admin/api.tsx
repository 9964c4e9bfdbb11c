import { createFileRoute } from "@tanstack/react-router";
import { apiTokensQueryOptions, endpointsQueryOptions } from "@web/features/integrations/api";
import { IntegrationsPage } from "@web/features/integrations/integrations-page";

export const Route = createFileRoute("/_authenticated/admin/api")({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(apiTokensQueryOptions()),
      context.queryClient.ensureQueryData(endpointsQueryOptions("webhook")),
      context.queryClient.ensureQueryData(endpointsQueryOptions("slack")),
    ]),
  component: IntegrationsPage,
});

import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type { ApiToken, CreateApiTokenRequest, CreatedApiToken } from "@core/contract/api-tokens";
import type { ListPage } from "@core/contract/list";
import type { CreatedWebhook, CreateWebhookRequest, Webhook, WebhookDelivery } from "@core/contract/webhooks";
import { api, apiData } from "@web/lib/api";
import { useFeatureMutation } from "@web/lib/mutation";

/**
 * The organization's API tokens, webhooks and Slack channels (admins). Query keys:
 *   ["integrations", "tokens"]                       the API tokens
 *   ["integrations", "webhook" | "slack"]            the endpoints of a kind
 *   ["integrations", "deliveries", kind, id]         an endpoint's latest deliveries
 * Each mutation refreshes ["integrations"].
 */
export type EndpointKind = "webhook" | "slack";

export const integrationKeys = {
  all: ["integrations"] as const,
  tokens: () => [...integrationKeys.all, "tokens"] as const,
  endpoints: (kind: EndpointKind) => [...integrationKeys.all, kind] as const,
  deliveries: (kind: EndpointKind, id: string) => [...integrationKeys.all, "deliveries", kind, id] as const,
};

const onEndpoint = (id: string) => ({ params: { path: { id } } });

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.tokens(),
    queryFn: ({ signal }): Promise<ListPage<ApiToken>> =>
      apiData(api.GET("/api/organization/api-tokens", { params: { query: { limit: 100 } }, signal })),
  });

export const endpointsQueryOptions = (kind: EndpointKind) =>
  queryOptions({
    queryKey: integrationKeys.endpoints(kind),
    queryFn: ({ signal }): Promise<ListPage<Webhook>> => {
      const request = { params: { query: { limit: 100 } }, signal };
      return kind === "webhook"
        ? apiData(api.GET("/api/organization/webhooks", request))
        : apiData(api.GET("/api/organization/slack-channels", request));
    },
  });

export const deliveriesQueryOptions = (kind: EndpointKind, id: string) =>
  queryOptions({
    queryKey: integrationKeys.deliveries(kind, id),
    queryFn: ({ signal }): Promise<ListPage<WebhookDelivery>> => {
      const request = { params: { path: { id }, query: { limit: 25 } }, signal };
      return kind === "webhook"
        ? apiData(api.GET("/api/organization/webhooks/{id}/deliveries", request))
        : apiData(api.GET("/api/organization/slack-channels/{id}/deliveries", request));
    },
  });

/** A change to tokens or endpoints: the lists and deliveries read again. */
function useIntegrationMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useFeatureMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

export function useCreateApiToken() {
  return useIntegrationMutation(
    (body: CreateApiTokenRequest): Promise<CreatedApiToken> =>
      apiData(api.POST("/api/organization/api-tokens", { body })),
  );
}

export function useRevokeApiToken() {
  return useIntegrationMutation(
    (id: string): Promise<void> => apiData(api.DELETE("/api/organization/api-tokens/{id}", onEndpoint(id))),
  );
}

export function useCreateEndpoint(kind: EndpointKind) {
  return useIntegrationMutation(
    // A webhook comes back with its signing secret (shown once); a Slack channel has none.
    (body: CreateWebhookRequest): Promise<CreatedWebhook | Webhook> =>
      kind === "webhook"
        ? apiData(api.POST("/api/organization/webhooks", { body }))
        : apiData(api.POST("/api/organization/slack-channels", { body })),
  );
}

export function useDeleteEndpoint(kind: EndpointKind) {
  return useIntegrationMutation(
    (id: string): Promise<void> =>
      kind === "webhook"
        ? apiData(api.DELETE("/api/organization/webhooks/{id}", onEndpoint(id)))
        : apiData(api.DELETE("/api/organization/slack-channels/{id}", onEndpoint(id))),
  );
}

export function useSendTest(kind: EndpointKind) {
  return useIntegrationMutation(
    (id: string): Promise<{ delivery_id: string }> =>
      kind === "webhook"
        ? apiData(api.POST("/api/organization/webhooks/{id}/test", onEndpoint(id)))
        : apiData(api.POST("/api/organization/slack-channels/{id}/test", onEndpoint(id))),
  );
}

export function useRotateSecret() {
  return useIntegrationMutation(
    (id: string): Promise<{ secret: string; previous_secret_expires_at: string }> =>
      apiData(api.POST("/api/organization/webhooks/{id}/rotate-secret", onEndpoint(id))),
  );
}

export function useRedeliver() {
  return useIntegrationMutation(
    ({ id, deliveryId }: { id: string; deliveryId: string }): Promise<{ delivery_id: string }> =>
      apiData(
        api.POST("/api/organization/webhooks/{id}/deliveries/{deliveryId}/redeliver", {
          params: { path: { id, deliveryId } },
        }),
      ),
  );
}

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiToken, CreateApiTokenRequest, CreatedApiToken } from "@core/contract/api-tokens";
import type { ListPage } from "@core/contract/list";
import type { CreatedWebhook, CreateWebhookRequest, Webhook, WebhookDelivery } from "@core/contract/webhooks";
import { apiFetch } from "@web/lib/api";

/**
 * The organization's API tokens, webhooks and Slack channels (admins). Keys: ["integrations",
 * "tokens" | "webhook" | "slack" | "deliveries", ...]; each mutation refreshes what it changes.
 */
export type EndpointKind = "webhook" | "slack";
const base = (kind: EndpointKind) =>
  kind === "webhook" ? "/api/organization/webhooks" : "/api/organization/slack-channels";

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: ["integrations", "tokens"] as const,
    queryFn: () => apiFetch<ListPage<ApiToken>>("/api/organization/api-tokens?limit=100"),
  });

export const endpointsQueryOptions = (kind: EndpointKind) =>
  queryOptions({
    queryKey: ["integrations", kind] as const,
    queryFn: () => apiFetch<ListPage<Webhook>>(`${base(kind)}?limit=100`),
  });

export const deliveriesQueryOptions = (kind: EndpointKind, id: string) =>
  queryOptions({
    queryKey: ["integrations", "deliveries", kind, id] as const,
    queryFn: () => apiFetch<ListPage<WebhookDelivery>>(`${base(kind)}/${encodeURIComponent(id)}/deliveries?limit=25`),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["integrations"] });
}

export function useCreateApiToken() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequest) =>
      apiFetch<CreatedApiToken>("/api/organization/api-tokens", { method: "POST", json: body }),
    onSettled: refresh,
  });
}

export function useRevokeApiToken() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/organization/api-tokens/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: refresh,
  });
}

export function useCreateEndpoint(kind: EndpointKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateWebhookRequest) => apiFetch<CreatedWebhook>(base(kind), { method: "POST", json: body }),
    onSettled: refresh,
  });
}

export function useDeleteEndpoint(kind: EndpointKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`${base(kind)}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: refresh,
  });
}

export function useSendTest(kind: EndpointKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ delivery_id: string }>(`${base(kind)}/${encodeURIComponent(id)}/test`, { method: "POST" }),
    onSettled: refresh,
  });
}

export function useRotateSecret() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ secret: string; previous_secret_expires_at: string }>(
        `/api/organization/webhooks/${encodeURIComponent(id)}/rotate-secret`,
        { method: "POST" },
      ),
    onSettled: refresh,
  });
}

export function useRedeliver() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      apiFetch<{ delivery_id: string }>(
        `/api/organization/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
        { method: "POST" },
      ),
    onSettled: refresh,
  });
}

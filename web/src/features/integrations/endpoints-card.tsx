import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { OrganizationEventType } from "@core/contract/events";
import type { CreatedWebhook, Webhook } from "@core/contract/webhooks";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { formatDateTime, timeAgo } from "@web/lib/format";
import {
  deliveriesQueryOptions,
  endpointsQueryOptions,
  useCreateEndpoint,
  useDeleteEndpoint,
  useRedeliver,
  useRotateSecret,
  useSendTest,
  type EndpointKind,
} from "./api";
import { SecretOnce } from "./secret-once";

const TEXT = {
  webhook: {
    title: "Webhooks",
    intro: "Signed HTTPS deliveries (Standard Webhooks) of the events you choose, retried for about 30 hours.",
    add: "Add webhook",
    placeholder: "https://grc.example.com/hooks/rrr",
    empty: "No webhooks yet.",
  },
  slack: {
    title: "Slack",
    intro:
      "Messages in a Slack channel: paste the channel's incoming-webhook address (https://hooks.slack.com/services/…).",
    add: "Connect Slack channel",
    placeholder: "https://hooks.slack.com/services/T…/B…/…",
    empty: "No Slack channels yet.",
  },
} as const;

/** Webhooks or Slack channels: add (a webhook's secret shown once), test, rotate, the delivery log, delete. */
export function EndpointsCard({ kind }: { kind: EndpointKind }) {
  const { data } = useSuspenseQuery(endpointsQueryOptions(kind));
  const [open, setOpen] = useState(false);
  const text = TEXT[kind];
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{text.title}</h2>
          <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
        </div>
        <Button onClick={() => setOpen(true)}>
          <PlusIcon size={16} aria-hidden="true" />
          {text.add}
        </Button>
      </div>
      {data.items.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          {text.empty}
        </p>
      ) : (
        <ul className="mt-5 divide-y divide-slate-100" aria-label={text.title}>
          {data.items.map((e) => (
            <EndpointRow key={e.id} kind={kind} endpoint={e} />
          ))}
        </ul>
      )}
      <AddEndpointDialog kind={kind} open={open} onOpenChange={setOpen} />
    </Card>
  );
}

function EndpointRow({ kind, endpoint }: { kind: EndpointKind; endpoint: Webhook }) {
  const test = useSendTest(kind);
  const remove = useDeleteEndpoint(kind);
  const rotate = useRotateSecret();
  const [showLog, setShowLog] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const fail = (title: string) => (err: Error) => toast({ title, description: err.message, tone: "destructive" });
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm break-all text-slate-900">{endpoint.url}</span>
            <Badge tone={endpoint.status === "active" ? (endpoint.failing_since ? "amber" : "green") : "red"}>
              {endpoint.status === "active" ? (endpoint.failing_since ? "failing" : "active") : "disabled"}
            </Badge>
          </p>
          {endpoint.description ? <p className="text-sm text-slate-700">{endpoint.description}</p> : null}
          <p className="flex flex-wrap gap-1">
            {endpoint.events.map((e) => (
              <Badge key={e} tone="brand">
                {e}
              </Badge>
            ))}
          </p>
          <p className="text-xs text-slate-600">
            Added {timeAgo(endpoint.created_at)}
            {endpoint.failing_since ? ` · Failing since ${formatDateTime(endpoint.failing_since)}` : ""}
            {endpoint.disabled_at ? ` · Disabled ${formatDateTime(endpoint.disabled_at)} after 3 days of failures` : ""}
            {endpoint.previous_secret_expires_at
              ? ` · The previous secret signs too until ${formatDateTime(endpoint.previous_secret_expires_at)}`
              : ""}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={test.isPending || endpoint.status !== "active"}
            onClick={() =>
              test.mutate(endpoint.id, {
                onSuccess: () => {
                  setShowLog(true);
                  toast({ title: "Test event sent", description: "See the delivery log.", tone: "success" });
                },
                onError: fail("Could not send the test event"),
              })
            }
          >
            Send test event
          </Button>
          {kind === "webhook" ? (
            <Button
              variant="outline"
              size="sm"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(endpoint.id, { onSuccess: (r) => setSecret(r.secret), onError: fail("Could not rotate") })
              }
            >
              Rotate secret
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" aria-expanded={showLog} onClick={() => setShowLog((v) => !v)}>
            {showLog ? "Hide deliveries" : "Deliveries"}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            disabled={remove.isPending}
            onClick={() => remove.mutate(endpoint.id, { onError: fail("Could not delete") })}
          >
            Delete
          </Button>
        </div>
      </div>
      {secret ? (
        <div className="rounded-lg border border-slate-200 p-4">
          <SecretOnce label="New signing secret" secret={secret} />
          <p className="mt-2 text-xs text-slate-600">
            The old secret keeps signing deliveries, next to this one, for 24 hours.
          </p>
        </div>
      ) : null}
      {showLog ? <DeliveryLog kind={kind} endpointId={endpoint.id} /> : null}
    </li>
  );
}

function DeliveryLog({ kind, endpointId }: { kind: EndpointKind; endpointId: string }) {
  const { data, isPending, error } = useQuery({ ...deliveriesQueryOptions(kind, endpointId), refetchInterval: 5000 });
  const redeliver = useRedeliver();
  if (isPending) return <Spinner />;
  if (error)
    return (
      <Alert tone="error" title="Could not load the deliveries">
        {error.message}
      </Alert>
    );
  if (data.items.length === 0) return <p className="text-sm text-slate-600">No deliveries yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Deliveries</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th className="px-3 py-2 font-medium">Event</th>
            <th className="px-3 py-2 font-medium">Status</th>
            <th className="px-3 py-2 font-medium">Attempts</th>
            <th className="px-3 py-2 font-medium">Answer</th>
            <th className="px-3 py-2 font-medium">When</th>
            {kind === "webhook" ? (
              <th className="px-3 py-2 font-medium">
                <span className="sr-only">Redeliver</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.items.map((d) => (
            <tr key={d.id}>
              <td className="px-3 py-2 font-mono text-xs">{d.event}</td>
              <td className="px-3 py-2">
                <Badge tone={d.status === "succeeded" ? "green" : d.status === "failed" ? "red" : "amber"}>
                  {d.status}
                </Badge>
              </td>
              <td className="px-3 py-2">{d.attempt}</td>
              <td className="max-w-xs px-3 py-2 text-xs text-slate-700">
                {d.status_code ? `HTTP ${d.status_code}` : ""}
                {d.duration_ms !== null ? ` · ${d.duration_ms} ms` : ""}
                {d.response_excerpt ? (
                  <span className="block truncate text-slate-500">{d.response_excerpt}</span>
                ) : null}
                {d.next_attempt_at ? (
                  <span className="block">Next attempt {formatDateTime(d.next_attempt_at)}</span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-xs whitespace-nowrap">{timeAgo(d.created_at)}</td>
              {kind === "webhook" ? (
                <td className="px-3 py-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={redeliver.isPending}
                    onClick={() => redeliver.mutate({ id: endpointId, deliveryId: d.id })}
                  >
                    Redeliver
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AddEndpointDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: EndpointKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = { url: useId(), description: useId() };
  const create = useCreateEndpoint(kind);
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<OrganizationEventType[]>(["assessment.saved", "assessment.decided"]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      setUrl("");
      setDescription("");
      setError(null);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (events.length === 0) return setError("Choose at least one event.");
    create.mutate(
      { url: url.trim(), events, description: description.trim() || undefined },
      {
        onSuccess: (hook) => ("secret" in hook ? setCreated(hook) : close(false)),
        onError: (err) => setError(err.message),
      },
    );
  };
  const text = TEXT[kind];
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{created ? "Webhook added" : text.add}</DialogTitle>
          <DialogDescription>
            {created
              ? "Verify each delivery's webhook-signature with this secret (Standard Webhooks)."
              : "Events carry ids and a summary: tool, address, score, level, what was decided, a link."}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <SecretOnce label="Signing secret" secret={created.secret} />
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form className="space-y-4" onSubmit={submit} noValidate aria-label={text.add}>
            {error ? (
              <Alert tone="error" title="Could not add it">
                {error}
              </Alert>
            ) : null}
            <div className="space-y-1.5">
              <Label htmlFor={ids.url}>Address</Label>
              <Input
                id={ids.url}
                type="url"
                value={url}
                placeholder={text.placeholder}
                onChange={(e) => setUrl(e.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.description}>Description (optional)</Label>
              <Input
                id={ids.description}
                value={description}
                maxLength={200}
                onChange={(e) => setDescription(e.target.value)}
              />
            </div>
            <fieldset className="grid gap-2 sm:grid-cols-2">
              <legend className="mb-1 text-sm font-medium text-slate-900">Events</legend>
              {OrganizationEventType.options.map((event) => (
                <label key={event} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={events.includes(event)}
                    onCheckedChange={(on) => setEvents((s) => (on ? [...s, event] : s.filter((x) => x !== event)))}
                    aria-label={event}
                  />
                  <span className="font-mono">{event}</span>
                </label>
              ))}
            </fieldset>
            <DialogFooter>
              <Button variant="ghost" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Spinner /> : null}
                {text.add}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

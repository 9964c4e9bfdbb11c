import { useSuspenseQuery } from "@tanstack/react-query";
import { KeyRoundIcon, PlusIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import {
  API_TOKEN_SCOPES,
  SCOPE_INFO,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from "@core/contract/api-tokens";
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
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { formatDateTime, timeAgo } from "@web/lib/format";
import { apiTokensQueryOptions, useCreateApiToken, useRevokeApiToken } from "./api";
import { SecretOnce } from "./secret-once";

const EXPIRIES = [
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 180, label: "180 days" },
  { days: 365, label: "1 year" },
];

const STATUS_TONE = { active: "green", expired: "amber", revoked: "neutral" } as const;

/** The organization's API tokens: create (the secret shown once), list with their last use, revoke. */
export function ApiTokensCard() {
  const { data } = useSuspenseQuery(apiTokensQueryOptions());
  const [open, setOpen] = useState(false);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">API tokens</h2>
          <p className="mt-1 text-sm text-slate-600">
            Scripts and other tools call the API with <code className="font-mono">Authorization: Bearer rrr_…</code>. A
            token acts for the organization, within its scopes; see the{" "}
            <a className="font-medium text-brand-800 underline" href="/api/docs">
              API reference
            </a>
            .
          </p>
        </div>
        <Button onClick={() => setOpen(true)}>
          <PlusIcon size={16} aria-hidden="true" />
          Create token
        </Button>
      </div>
      {data.items.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No tokens yet.
        </p>
      ) : (
        <ul className="mt-5 divide-y divide-slate-100" aria-label="API tokens">
          {data.items.map((t) => (
            <TokenRow key={t.id} token={t} />
          ))}
        </ul>
      )}
      <CreateTokenDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <KeyRoundIcon size={16} aria-hidden="true" className="text-slate-500" />
          <span className="truncate">{token.name}</span>
          <code className="font-mono text-xs text-slate-600">{token.prefix}…</code>
          <Badge tone={STATUS_TONE[token.status]}>{token.status}</Badge>
        </p>
        <p className="flex flex-wrap gap-1">
          {token.scopes.map((s) => (
            <Badge key={s} tone="brand">
              {s}
            </Badge>
          ))}
        </p>
        <p className="text-xs text-slate-600">
          {token.status === "revoked" && token.revoked_at
            ? `Revoked ${timeAgo(token.revoked_at)}`
            : `Expires ${formatDateTime(token.expires_at)}`}
          {" · "}
          {token.last_used_at
            ? `Last used ${timeAgo(token.last_used_at)}${token.last_used_ip ? ` from ${token.last_used_ip}` : ""}`
            : "Never used"}
          {token.allowed_ips.length ? ` · Only from ${token.allowed_ips.join(", ")}` : ""}
        </p>
      </div>
      {token.status === "active" ? (
        confirming ? (
          <div className="flex shrink-0 gap-2">
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep
            </Button>
            <Button
              variant="destructive"
              size="sm"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(token.id, {
                  onSuccess: () =>
                    toast({ title: "Token revoked", description: `${token.name} stops working now.`, tone: "success" }),
                  onError: (err) => toast({ title: "Could not revoke", description: err.message, tone: "destructive" }),
                })
              }
            >
              {revoke.isPending ? <Spinner /> : null}
              Revoke {token.name}
            </Button>
          </div>
        ) : (
          <Button variant="outline" size="sm" className="shrink-0" onClick={() => setConfirming(true)}>
            Revoke
          </Button>
        )
      ) : null}
    </li>
  );
}

function CreateTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const ids = { name: useId(), ips: useId(), expiry: useId() };
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiTokenScope[]>(["assessments:read"]);
  const [days, setDays] = useState(90);
  const [ips, setIps] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      setName("");
      setIps("");
      setError(null);
      create.reset();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("Give the token a name.");
    if (scopes.length === 0) return setError("Choose at least one scope.");
    setError(null);
    create.mutate(
      {
        name: name.trim(),
        scopes,
        expires_at: new Date(Date.now() + days * 86_400_000).toISOString(),
        allowed_ips: ips
          .split(/[\s,]+/)
          .map((s) => s.trim())
          .filter(Boolean),
      },
      { onSuccess: setCreated, onError: (err) => setError(err.message) },
    );
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{created ? "Token created" : "Create an API token"}</DialogTitle>
          <DialogDescription>
            {created
              ? `${created.name}: ${created.scopes.join(", ")}, until ${formatDateTime(created.expires_at)}.`
              : "Only what its scopes allow, only for this organization, until it expires or is revoked."}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <SecretOnce label="API token" secret={created.token} />
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form className="space-y-4" onSubmit={submit} noValidate aria-label="Create an API token">
            {error ? (
              <Alert tone="error" title="Could not create the token">
                {error}
              </Alert>
            ) : null}
            <div className="space-y-1.5">
              <Label htmlFor={ids.name}>Name</Label>
              <Input
                id={ids.name}
                value={name}
                maxLength={100}
                placeholder="GRC sync"
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-900">Scopes</legend>
              {API_TOKEN_SCOPES.map((scope) => (
                <label key={scope} className="flex items-start gap-3 rounded-md p-1 text-sm">
                  <Checkbox
                    className="mt-0.5"
                    checked={scopes.includes(scope)}
                    onCheckedChange={(on) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)))}
                    aria-label={scope}
                  />
                  <span>
                    <span className="font-mono font-medium text-slate-900">{scope}</span>
                    <span className="block text-slate-600">{SCOPE_INFO[scope].description}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="space-y-1.5">
              <Label htmlFor={ids.expiry}>Expires after</Label>
              <select
                id={ids.expiry}
                className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
                value={days}
                onChange={(e) => setDays(Number(e.target.value))}
              >
                {EXPIRIES.map((x) => (
                  <option key={x.days} value={x.days}>
                    {x.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.ips}>Allowed IP addresses (optional)</Label>
              <Textarea
                id={ids.ips}
                rows={2}
                value={ips}
                placeholder="203.0.113.0/24"
                onChange={(e) => setIps(e.target.value)}
                aria-describedby={`${ids.ips}-hint`}
              />
              <p id={`${ids.ips}-hint`} className="text-xs text-slate-600">
                Addresses or CIDR ranges, one per line. Empty: any address.
              </p>
            </div>
            <DialogFooter>
              <Button variant="ghost" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Spinner /> : null}
                Create token
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { CheckCircle2Icon, GlobeIcon, ShieldCheckIcon } from "lucide-react";
import { useId } from "react";
import type { Organization } from "@core/contract/organization";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import { useUpdateOrganization, useVerifyOrganizationDomain } from "./api";

const PROOF_LABEL: Record<NonNullable<Organization["domain_proof"]>, string> = {
  workspace: "proved by an admin's Google Workspace sign-in",
  dns: "proved by its DNS TXT record",
  platform: "set by the platform's administrators",
};

/**
 * The organization's domain and its proof: people signing in with an address at the domain ask
 * to join only an organization that proved it controls the domain. A domain asked for without
 * proof waits for its DNS TXT record, shown here with "Verify now".
 */
export function DomainCard({ org }: { org: Organization }) {
  const verify = useVerifyOrganizationDomain({
    onSuccess: (next) =>
      toast({
        id: "admin:domain",
        title: "Domain verified",
        description: `${next.domain} now belongs to your organization.`,
        tone: "success",
      }),
    onError: (err) =>
      toast({
        id: "admin:domain",
        title: "Not verified yet",
        description: err instanceof Error ? err.message : "Please try again.",
        tone: "destructive",
      }),
  });
  const challenge = org.domain_challenge;
  return (
    <Card className="p-5 sm:p-6" data-testid="domain-card">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <GlobeIcon size={18} aria-hidden="true" className="text-slate-500" /> Domain
      </h2>
      {org.is_personal ? (
        <p className="mt-3 text-sm text-slate-700">
          A personal organization cannot hold a domain: domains belong to organizations of a company's own people.
        </p>
      ) : org.domain ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="font-semibold break-all text-slate-900">{org.domain}</span>
          {org.domain_verified ? (
            <Badge tone="green">
              <CheckCircle2Icon size={14} aria-hidden="true" /> Verified
            </Badge>
          ) : (
            <Badge tone="amber">Not verified</Badge>
          )}
          <span>
            {org.domain_verified && org.domain_proof
              ? PROOF_LABEL[org.domain_proof]
              : "never proved: nobody is sent to your organization by it until an admin signs in with its Google Workspace or publishes its DNS record."}
          </span>
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No domain: people join by invitation of the platform only.</p>
      )}
      {challenge ? (
        <div className="mt-4 space-y-3" data-testid="domain-challenge">
          <Alert tone="warning" title={`Prove that you control ${challenge.domain}`}>
            Publish this TXT record in your domain's DNS, then verify. Until then, {challenge.domain} is not your
            organization's and nobody is sent to it.
          </Alert>
          <dl className="grid gap-2 text-sm">
            <RecordField label="Name" value={challenge.record_name} />
            <RecordField label="Type" value="TXT" />
            <RecordField label="Value" value={challenge.record_value} />
          </dl>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-slate-600">Asked for {formatDateTime(challenge.created_at)}.</p>
            <Button onClick={() => verify.mutate()} disabled={verify.isPending}>
              {verify.isPending ? <Spinner /> : <ShieldCheckIcon size={16} aria-hidden="true" />}
              Verify now
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

function RecordField({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[5rem_1fr] sm:gap-3">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd>
        <code className="block rounded bg-slate-100 px-2 py-1 font-mono text-xs break-all text-slate-900 select-all">
          {value}
        </code>
      </dd>
    </div>
  );
}

/** The organization's review rule: two approvals for high-risk tools. */
export function ReviewRulesCard({ org }: { org: Organization }) {
  const id = useId();
  const save = useUpdateOrganization({
    onSuccess: (next) =>
      toast({
        id: "admin:review-rules",
        title: "Review rule saved",
        description: next.require_two_approvals
          ? "High-risk tools now need the approvals of two different reviewers."
          : "One approval is enough for every tool.",
        tone: "success",
      }),
    onError: (err) =>
      toast({
        id: "admin:review-rules",
        title: "Failed to update settings",
        description: err instanceof Error ? err.message : "Please try again.",
        tone: "destructive",
      }),
  });
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Review rules</h2>
      <div className="mt-4 flex items-start justify-between gap-4">
        <label htmlFor={id} className="text-sm text-slate-700">
          <span className="block font-medium text-slate-900">Two approvals for high-risk tools</span>
          Tools with an overall score of 7 or more need the approvals of two different reviewers. Nobody approves a tool
          they requested.
        </label>
        <Switch
          id={id}
          checked={org.require_two_approvals}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate({ name: org.name, require_two_approvals: on })}
        />
      </div>
    </Card>
  );
}

import { useDocumentTitle } from "@web/lib/use-document-title";
import { PageHeader } from "@web/components/page";
import { ApiTokensCard } from "./api-tokens-card";
import { EndpointsCard } from "./endpoints-card";

/** /admin/api: the organization's API tokens, webhooks and Slack channels. */
export function IntegrationsPage() {
  useDocumentTitle("API & Integrations");
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="API & Integrations"
        description="Tokens for scripts and tools, and where the organization's events are sent. Every change is in the audit log."
      />
      <ApiTokensCard />
      <EndpointsCard kind="webhook" />
      <EndpointsCard kind="slack" />
    </div>
  );
}

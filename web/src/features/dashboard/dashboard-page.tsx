import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ROLE_INFO, isRole } from "../../../../worker/shared/permissions";
import { AnalysisFlowProvider, useAnalysisFlow } from "../analysis/analysis-flow";
import { AnalysisResults } from "../analysis/analysis-results";
import { AnalyzeForm } from "../analysis/analyze-form";
import type { Me } from "../auth/me-query";
import { displayName } from "../auth/names";

const roleLabel = (role: string) => (isRole(role) ? ROLE_INFO[role].label : role === "super_admin" ? "Super Admin" : role);

/** /dashboard: who you are, your organization and roles, and the analyze form (org jobs). */
export function DashboardPage({ me }: { me: Me }) {
  return (
    <AnalysisFlowProvider scope="member">
      <DashboardContent me={me} />
    </AnalysisFlowProvider>
  );
}

function DashboardContent({ me }: { me: Me }) {
  useDocumentTitle("Dashboard");
  const name = displayName(me.user.full_name, me.user.email);
  const flow = useAnalysisFlow();
  const hasResult = flow.state.result !== null;
  const roles = me.roles.length > 0 ? me.roles : ["member"];
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Welcome, {name.split(/\s+/)[0]}</h1>
        <dl className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-700">
          <div className="flex items-center gap-2">
            <dt className="font-medium text-slate-600">Organization</dt>
            <dd className="font-semibold text-slate-900" data-testid="organization-name">
              {me.organization?.name ?? "—"}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="font-medium text-slate-600">Roles</dt>
            <dd className="flex flex-wrap gap-1.5">
              {roles.map((r) => (
                <Badge key={r} tone={r === "admin" || r === "super_admin" ? "brand" : "neutral"}>
                  {roleLabel(r)}
                </Badge>
              ))}
            </dd>
          </div>
        </dl>
      </div>
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">New analysis</h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">Analyses you run here belong to {me.organization?.name ?? "your organization"} and count towards its monthly assessment limit.</p>
        <AnalyzeForm showQuickPicks />
      </Card>
      {hasResult ? <AnalysisResults /> : null}
    </div>
  );
}

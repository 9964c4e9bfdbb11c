import { createFileRoute } from "@tanstack/react-router";
import { Card } from "../../../components/ui/card";
import { useDocumentTitle } from "../../../lib/use-document-title";

export const Route = createFileRoute("/_authenticated/superadmin/")({
  component: SuperAdminHome,
});

function SuperAdminHome() {
  useDocumentTitle("Super Admin");
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <p className="text-sm font-semibold text-brand-700">Platform</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">Super Admin</h1>
      </div>
      <Card className="p-5 text-slate-700">
        <p>Platform administration: organizations, users, approvals, audit logs and settings across every organization.</p>
      </Card>
    </div>
  );
}

import { Link } from "@tanstack/react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Card } from "../../components/ui/card";
import { ArrowRightIcon, ListCheckIcon } from "../../components/ui/icons";
import { useDocumentTitle } from "../../lib/use-document-title";
import type { Me } from "../auth/me-query";
import { pendingMembershipRequests } from "./membership-requests";

/** /admin: the organization at a glance and the way to its pending requests. */
export function AdminHome({ me }: { me: Me }) {
  useDocumentTitle("Organization Admin");
  const { data: page } = useSuspenseQuery(pendingMembershipRequests());
  const pending = `${page.items.length}${page.next_cursor ? "+" : ""}`;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <p className="text-sm font-semibold text-brand-700">Organization Admin</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{me.organization?.name}</h1>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="p-5">
          <p className="text-sm font-medium text-slate-600">Pending approvals</p>
          <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{pending}</p>
          <Link to="/admin/approvals" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <ListCheckIcon size={16} /> Review membership requests <ArrowRightIcon size={14} />
          </Link>
        </Card>
      </div>
    </div>
  );
}

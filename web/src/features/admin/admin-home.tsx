import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, ListChecksIcon } from "lucide-react";
import { Card } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/use-document-title";
import type { Me } from "../auth/me-query";
import { membershipRequestsQueryOptions } from "./membership-requests";

/** /admin: the organization at a glance and the way to its pending requests. */
export function AdminHome({ me }: { me: Me }) {
  useDocumentTitle("Organization Admin");
  const { data } = useSuspenseInfiniteQuery(membershipRequestsQueryOptions({ status: "pending", limit: 100 }));
  const pending = data.pages.flatMap((p) => p.items).filter((r) => r.status === "pending").length;
  const more = data.pages.at(-1)?.next_cursor ? "+" : "";
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <p className="text-sm font-semibold text-brand-700">Organization Admin</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{me.organization?.name}</h1>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="p-5">
          <p className="text-sm font-medium text-slate-600">Pending approvals</p>
          <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">
            {pending}
            {more}
          </p>
          <Link to="/admin/approvals" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <ListChecksIcon size={16} aria-hidden="true" /> Review membership requests <ArrowRightIcon size={14} aria-hidden="true" />
          </Link>
        </Card>
      </div>
    </div>
  );
}

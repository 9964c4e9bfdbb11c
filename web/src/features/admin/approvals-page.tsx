import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { CheckIcon, UsersIcon, XIcon } from "../../components/ui/icons";
import { toast } from "../../components/ui/toast";
import { formatDateTime } from "../../lib/format";
import { useDocumentTitle } from "../../lib/use-document-title";
import { Avatar } from "../auth/user-menu";
import { displayName } from "../auth/names";
import { decideMembershipRequest, membershipRequestsKey, recentMembershipRequests, type MembershipRequest } from "./membership-requests";

const STATUS_TONE: Record<MembershipRequest["status"], BadgeTone> = { pending: "amber", approved: "green", rejected: "red" };
const STATUS_LABEL: Record<MembershipRequest["status"], string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };

/** /admin/approvals: people asking to join the organization, with Approve / Reject for pending ones. */
export function ApprovalsPage() {
  useDocumentTitle("Membership requests");
  const { data: page } = useSuspenseQuery(recentMembershipRequests());
  const requests = page.items;
  const pending = requests.filter((r) => r.status === "pending");
  const decided = requests.filter((r) => r.status !== "pending");
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Membership requests</h1>
        <p className="mt-1 text-slate-700">People who signed in and asked to join your organization. Approved members can run and save assessments.</p>
      </div>
      <section aria-labelledby="pending-title">
        <h2 id="pending-title" className="text-lg font-semibold text-slate-900">
          Pending <span className="font-normal text-slate-600">({pending.length})</span>
        </h2>
        {pending.length === 0 ? (
          <Card className="mt-3 flex flex-col items-center p-10 text-center">
            <UsersIcon size={28} className="text-slate-400" />
            <p className="mt-3 font-semibold text-slate-900">No pending requests</p>
            <p className="mt-1 text-sm text-slate-600">Everyone who asked to join has been reviewed.</p>
          </Card>
        ) : (
          <Card className="mt-3">
            <ul className="divide-y divide-slate-200">
              {pending.map((r) => (
                <RequestRow key={r.id} request={r} />
              ))}
            </ul>
          </Card>
        )}
      </section>
      {decided.length > 0 ? (
        <section aria-labelledby="decided-title">
          <h2 id="decided-title" className="text-lg font-semibold text-slate-900">
            Decided <span className="font-normal text-slate-600">({decided.length})</span>
          </h2>
          <Card className="mt-3">
            <ul className="divide-y divide-slate-200">
              {decided.map((r) => (
                <RequestRow key={r.id} request={r} />
              ))}
            </ul>
          </Card>
        </section>
      ) : null}
    </div>
  );
}

function RequestRow({ request }: { request: MembershipRequest }) {
  const queryClient = useQueryClient();
  const name = displayName(request.full_name, request.email);
  const decide = useMutation({
    mutationFn: (approve: boolean) => decideMembershipRequest(request.id, approve),
    onSuccess: (_data, approve) => {
      toast({
        title: approve ? "Request approved" : "Request rejected",
        description: approve ? `${request.email} is now a member of ${request.organization_name}.` : `${request.email} was not added.`,
        tone: "success",
      });
    },
    onError: (err, approve) => {
      toast({
        title: approve ? "Failed to approve request" : "Failed to reject request",
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipRequestsKey }),
  });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5" data-testid="membership-request">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={name} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-700">{request.email}</p>
          <p className="text-xs text-slate-600">Requested {formatDateTime(request.requested_at)}</p>
        </div>
      </div>
      {request.status === "pending" ? (
        <div className="flex gap-2">
          <Button size="sm" onClick={() => decide.mutate(true)} disabled={decide.isPending} aria-label={`Approve ${request.email}`}>
            <CheckIcon size={16} /> Approve
          </Button>
          <Button variant="outline" size="sm" onClick={() => decide.mutate(false)} disabled={decide.isPending} aria-label={`Reject ${request.email}`}>
            <XIcon size={16} /> Reject
          </Button>
        </div>
      ) : (
        <Badge tone={STATUS_TONE[request.status]}>{STATUS_LABEL[request.status]}</Badge>
      )}
    </li>
  );
}

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { CheckIcon, XIcon } from "lucide-react";
import { Badge, type BadgeTone } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import { decideMembershipRequest, type MembershipRequest } from "./membership-requests";

/** What the organization admin's and the super admin's lists of requests to join share. */

const STATUS_TONE: Record<MembershipRequest["status"], BadgeTone> = {
  pending: "amber",
  approved: "green",
  rejected: "red",
  cancelled: "neutral",
};
const STATUS_LABEL: Record<MembershipRequest["status"], string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  cancelled: "Closed",
};

export function RequestStatusBadge({ status }: { status: MembershipRequest["status"] }) {
  return <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}

/** Earlier requests of the same person to the same organization that were rejected: the admin decides knowing them. */
export function EarlierRejections({ request }: { request: MembershipRequest }) {
  if (!request.earlier_rejections) return null;
  const times = request.earlier_rejections === 1 ? "once" : `${request.earlier_rejections} times`;
  return (
    <p className="text-xs text-amber-800" data-testid="earlier-rejections">
      Rejected {times} before
      {request.last_rejected_at ? `, last on ${formatDateTime(request.last_rejected_at)}` : ""}
    </p>
  );
}

/**
 * Approve and Reject for a pending request; `refresh` re-reads what the decision changed.
 * A failure's title names a "request" in the organization's list and a "user" in the
 * platform's (spec 02's texts).
 */
export function RequestDecisionButtons({
  request,
  refresh,
  failureNoun,
  liftOnly = false,
}: {
  request: MembershipRequest;
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  failureNoun: "request" | "user";
  /** A rejected request, for a super admin: only Approve, which lifts the refusal. */
  liftOnly?: boolean;
}) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (approve: boolean) => decideMembershipRequest(request.id, approve),
    onSuccess: (_data, approve) =>
      toast({
        id: `membership-request:${request.id}`,
        title: approve ? "Request approved" : "Request rejected",
        description: approve
          ? `${request.email} is now a member of ${request.organization_name}.`
          : `${request.email} was not added.`,
        tone: "success",
      }),
    onError: (err, approve) =>
      toast({
        id: `membership-request:${request.id}`,
        title: `Failed to ${approve ? "approve" : "reject"} ${failureNoun}`,
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      }),
    onSettled: () => refresh(queryClient),
  });
  return (
    <div className="flex justify-end gap-2">
      <Button
        size="sm"
        onClick={() => decide.mutate(true)}
        disabled={decide.isPending}
        aria-label={liftOnly ? `Lift the refusal of ${request.email}` : `Approve ${request.email}`}
      >
        <CheckIcon size={16} aria-hidden="true" /> {liftOnly ? "Lift refusal" : "Approve"}
      </Button>
      {liftOnly ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => decide.mutate(false)}
          disabled={decide.isPending}
          aria-label={`Reject ${request.email}`}
        >
          <XIcon size={16} aria-hidden="true" /> Reject
        </Button>
      )}
    </div>
  );
}

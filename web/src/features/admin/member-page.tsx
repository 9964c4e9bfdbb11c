import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon, KeyRoundIcon, UserXIcon } from "lucide-react";
import { useState } from "react";
import type { MemberDetail } from "@core/contract/members";
import { Alert } from "@web/components/ui/alert";
import { Button, ButtonLink } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ApiError } from "@web/lib/api";
import { formatDateTime } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { lastLoginLabel, memberName, roleLabel } from "../team/member-display";
import { MemberAvatar, StatusBadge } from "../team/member-badges";
import { ManageRolesDialog } from "./manage-roles-dialog";
import { memberQueryOptions } from "./api";
import { SuspensionButton } from "./suspension-dialog";
import { DetailRow } from "./detail-row";

/** /admin/members/{id}: profile, sign-in details, roles with dates, Manage Roles and Suspend/Unsuspend. */
export function MemberPage({ memberId, selfId }: { memberId: string; selfId: string }) {
  const { data: member } = useSuspenseQuery(memberQueryOptions(memberId));
  useDocumentTitle(memberName(member));
  return <MemberView member={member} isSelf={member.id === selfId} />;
}

/** The route's error component: 'Member not found' (not a member of the admin's organization), or why it could not be loaded. */
export function MemberLoadError({ error }: { error: unknown }) {
  useDocumentTitle("Member");
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      {missing ? (
        <Card className="flex flex-col items-center p-10 text-center">
          <UserXIcon size={28} aria-hidden="true" className="text-slate-400" />
          <h1 className="mt-3 text-lg font-semibold text-slate-900">Member not found</h1>
          <p className="mt-1 text-sm text-slate-600">This person is not a member of your organization.</p>
          <ButtonLink to="/admin/members" variant="outline" size="sm" className="mt-5">
            <ArrowLeftIcon size={16} aria-hidden="true" /> Back to Members
          </ButtonLink>
        </Card>
      ) : (
        <Alert tone="error" title="This member could not be loaded">
          {error instanceof Error ? error.message : "An unexpected error occurred"}
        </Alert>
      )}
    </div>
  );
}

function MemberView({ member, isSelf }: { member: MemberDetail; isSelf: boolean }) {
  const [managing, setManaging] = useState(false);
  const name = memberName(member);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        to="/admin/members"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon size={16} aria-hidden="true" /> Members
      </Link>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <MemberAvatar member={member} className="h-14 w-14 text-base" />
          <div className="min-w-0">
            <h1 className="line-clamp-3 text-2xl font-bold tracking-tight wrap-anywhere text-slate-900">{name}</h1>
            <p className="truncate text-slate-700">{member.email}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setManaging(true)}>
            <KeyRoundIcon size={16} aria-hidden="true" /> Manage Roles
          </Button>
          {isSelf ? null : <SuspensionButton member={member} />}
        </div>
      </div>
      {member.is_suspended ? (
        <Alert tone="warning" title="This member is suspended">
          Reason: {member.suspension_reason ?? "none given"}. They cannot sign in until unsuspended.
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Profile</h2>
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            <DetailRow className="font-medium" label="Status">
              <StatusBadge member={member} />
            </DetailRow>
            <DetailRow className="font-medium" label="Created">
              {formatDateTime(member.created_at)}
            </DetailRow>
            <DetailRow className="font-medium" label="Last login">
              {member.last_login_at ? formatDateTime(member.last_login_at) : lastLoginLabel(null)}
            </DetailRow>
            <DetailRow className="font-medium" label="Last login IP">
              {member.last_login_ip ?? "Unknown"}
            </DetailRow>
          </dl>
          {isSelf ? (
            <p className="mt-4 text-xs text-slate-600">This is you: you cannot suspend your own account.</p>
          ) : null}
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Roles</h2>
          {member.role_assignments.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">No roles: shown as 'user'. Use Manage Roles to give one.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100 text-sm" aria-label="Roles">
              {member.role_assignments.map((r) => (
                <li key={r.role} className="flex items-center justify-between gap-4 py-3" data-testid="member-role">
                  <span className="font-semibold text-slate-900">{roleLabel(r.role)}</span>
                  <span className="text-slate-600">since {formatDateTime(r.assigned_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <ManageRolesDialog member={member} open={managing} onOpenChange={setManaging} />
    </div>
  );
}

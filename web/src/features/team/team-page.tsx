import { useSuspenseQuery } from "@tanstack/react-query";
import { ClockIcon, UsersIcon } from "lucide-react";
import { Card } from "@web/components/ui/card";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { lastLoginLabel, memberName, teamCountLine } from "./member-display";
import { MemberAvatar, RoleBadges, StatusBadge } from "./member-badges";
import { teamQueryOptions } from "./api";
import type { TeamMember } from "@core/contract/members";

/** /dashboard/team: everyone in the organization as cards, with roles, status and last login. */
export function TeamPage({ organizationName }: { organizationName: string | undefined }) {
  useDocumentTitle("Team");
  const { data: members } = useSuspenseQuery(teamQueryOptions());
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Team</h1>
        <p className="mt-1 text-slate-700">The people of {organizationName ?? "your organization"} and their roles.</p>
        <p className="mt-2 text-sm font-medium text-slate-600" data-testid="team-count">
          {teamCountLine(members.length)}
        </p>
      </div>
      {members.length === 0 ? (
        <Card className="flex flex-col items-center p-10 text-center">
          <UsersIcon size={28} aria-hidden="true" className="text-slate-400" />
          <p className="mt-3 font-semibold text-slate-900">No team members yet</p>
        </Card>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4" aria-label="Team members">
          {members.map((m) => (
            <MemberCard key={m.id} member={m} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  const name = memberName(member);
  return (
    <li>
      <Card className="flex h-full flex-col gap-4 p-5" data-testid="team-member">
        <div className="flex min-w-0 items-center gap-3">
          <MemberAvatar member={member} className="h-11 w-11" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-600">{member.email}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <RoleBadges roles={member.roles} />
          <StatusBadge member={member} />
        </div>
        <p className="mt-auto flex items-center gap-1.5 text-xs text-slate-600">
          <ClockIcon size={14} aria-hidden="true" /> Last login: {lastLoginLabel(member.last_login_at)}
        </p>
      </Card>
    </li>
  );
}

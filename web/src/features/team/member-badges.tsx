import { Avatar, AvatarFallback, AvatarImage } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import type { TeamMember } from "@core/contract/members";
import { twoLetterInitials } from "@core/contract/names";
import { isManagerRoleName, memberStatus, roleBadges } from "./member-display";

/** The member's picture, else two-letter initials. */
export function MemberAvatar({
  member,
  className,
}: {
  member: Pick<TeamMember, "full_name" | "email"> & { avatar_url?: string | null };
  className?: string;
}) {
  return (
    <Avatar className={className} aria-hidden="true">
      {member.avatar_url ? <AvatarImage src={member.avatar_url} alt="" referrerPolicy="no-referrer" /> : null}
      <AvatarFallback>{twoLetterInitials(member.full_name, member.email)}</AvatarFallback>
    </Avatar>
  );
}

/** One badge per role ('user' when none); roles that manage the organization stand out. */
export function RoleBadges({ roles, className }: { roles: readonly string[]; className?: string }) {
  const labels = roleBadges(roles);
  return (
    <span className={cn("flex flex-wrap gap-1.5", className)}>
      {labels.map((label, i) => (
        <Badge key={label} tone={roles[i] && isManagerRoleName(roles[i]) ? "brand" : "neutral"}>
          {label}
        </Badge>
      ))}
    </span>
  );
}

export function StatusBadge({ member }: { member: Pick<TeamMember, "status" | "is_suspended"> }) {
  const { label, tone } = memberStatus(member);
  return <Badge tone={tone}>{label}</Badge>;
}

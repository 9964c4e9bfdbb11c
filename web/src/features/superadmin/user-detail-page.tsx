import { useSuspenseQuery } from "@tanstack/react-query";
import { FIELD_MAX } from "@core/contract/field-limits";
import { Link } from "@tanstack/react-router";
import { BanIcon, LogOutIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { NOTES_MAX } from "@core/contract/platform";
import { Avatar, AvatarFallback, AvatarImage } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { displayName, initials } from "@core/contract/names";
import { auditActionLabel, auditSummary } from "@core/contract/audit-rules";
import { ConfirmButton } from "./confirm-button";
import { platformUserQueryOptions, useEndSession, useUpdateUser, type PlatformUserDetail } from "./api";
import { describeUserAgent } from "./user-agent";
import { BackLink, LoadError, PageBody, PageHeader } from "@web/components/page";
import { DetailItem, formatDate, orDash, roleLabel, UserStatusBadge } from "./superadmin-ui";

type Session = PlatformUserDetail["sessions"][number];
type Activity = PlatformUserDetail["activity"][number];

/** /superadmin/users/{id}: who the user is, their standing, the admins' notes, their recent sessions and actions. */
const BACK = { to: "/superadmin/users", label: "Users" };

/** The route's error component: 'User not found', or why it could not be loaded. */
export function UserLoadError({ error }: { error: unknown }) {
  useDocumentTitle("User");
  return (
    <PageBody>
      <PageHeader title="User" back={BACK} />
      <LoadError error={error} notFound="User not found" />
    </PageBody>
  );
}

export function UserDetailPage({ id }: { id: string }) {
  const { data: detail } = useSuspenseQuery(platformUserQueryOptions(id));
  const back = BACK;
  const name = displayName(detail.user.full_name, detail.user.email);
  useDocumentTitle(name);
  const { user } = detail;
  return (
    <PageBody wide>
      <BackLink {...back} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <Avatar className="h-14 w-14">
            {user.avatar_url ? <AvatarImage src={user.avatar_url} alt="" referrerPolicy="no-referrer" /> : null}
            <AvatarFallback className="text-lg">{initials(name) || "U"}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <h1 className="line-clamp-3 text-2xl font-bold tracking-tight wrap-anywhere text-slate-900">{name}</h1>
            <p className="flex flex-wrap items-center gap-2 text-slate-700">
              <UserStatusBadge suspended={user.is_suspended} status={user.status} />
              {detail.is_super_admin ? <Badge tone="brand">Super admin</Badge> : null}
              <span className="truncate">{user.email}</span>
            </p>
          </div>
        </div>
        <SuspensionButton detail={detail} />
      </div>
      <ProfileCard detail={detail} />
      <NotesCard key={user.updated_at} detail={detail} />
      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
          Recent sessions
        </h2>
        <SessionList userId={user.id} sessions={detail.sessions} />
      </section>
      <section aria-labelledby="activity-heading" className="space-y-3">
        <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
          Recent activity
        </h2>
        <ActivityList entries={detail.activity} />
      </section>
    </PageBody>
  );
}

function ProfileCard({ detail }: { detail: PlatformUserDetail }) {
  const { user, roles } = detail;
  return (
    <Card className="p-5">
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <DetailItem label="E-mail">{user.email}</DetailItem>
        <DetailItem label="Organization">
          {user.organization_id ? (
            <Link
              to="/superadmin/organizations/$id"
              params={{ id: user.organization_id }}
              className="font-semibold text-brand-700 hover:text-brand-800"
            >
              {user.organization_name}
            </Link>
          ) : (
            "None"
          )}
        </DetailItem>
        <DetailItem label="Roles">
          <span className="flex flex-wrap gap-1">
            {roles.length
              ? roles.map((r) => (
                  <Badge key={`${r.organization_id}:${r.role}`} tone={r.role === "admin" ? "brand" : "neutral"}>
                    {roleLabel(r.role)}
                  </Badge>
                ))
              : "—"}
          </span>
        </DetailItem>
        <DetailItem label="Joined">{formatDate(user.created_at)}</DetailItem>
        <DetailItem label="Last login">{user.last_login_at ? formatDateTime(user.last_login_at) : "Never"}</DetailItem>
        <DetailItem label="Last login IP">{orDash(user.last_login_ip)}</DetailItem>
        {user.is_suspended ? <DetailItem label="Suspension reason">{orDash(user.suspension_reason)}</DetailItem> : null}
      </dl>
    </Card>
  );
}

function NotesCard({ detail }: { detail: PlatformUserDetail }) {
  const saved = detail.user.notes ?? "";
  const [text, setText] = useState(saved);
  const save = useUpdateUser(detail.user.id, {
    onSuccess: () => toast({ id: "user-notes", title: "Notes saved", tone: "success" }),
    onError: (err) =>
      toast({
        id: "user-notes",
        title: "Failed to save notes",
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      }),
  });
  const tooLong = text.length > NOTES_MAX;
  return (
    <Card className="space-y-3 p-5">
      <Label htmlFor="admin-notes" className="text-base">
        Admin notes
      </Label>
      <p className="text-sm text-slate-600">Seen only by super admins.</p>
      <Textarea
        id="admin-notes"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={tooLong || undefined}
        placeholder="Nothing noted yet."
      />
      <div className="flex items-center justify-between gap-3">
        <span className={`text-xs ${tooLong ? "text-red-700" : "text-slate-500"}`}>
          {text.length.toLocaleString("en-US")} / {NOTES_MAX.toLocaleString("en-US")}
        </span>
        <Button
          size="sm"
          onClick={() => save.mutate({ notes: text.trim() ? text : null })}
          disabled={text === saved || tooLong || save.isPending}
        >
          {save.isPending ? "Saving…" : "Save notes"}
        </Button>
      </div>
    </Card>
  );
}

function SuspensionButton({ detail }: { detail: PlatformUserDetail }) {
  const { user } = detail;
  const [reason, setReason] = useState("");
  const suspending = !user.is_suspended;
  const change = useUpdateUser(user.id, {
    onSuccess: () => {
      toast({
        id: "user-status",
        title: suspending ? "User suspended" : "User reactivated",
        description: suspending ? `${user.email} was signed out everywhere.` : undefined,
        tone: "success",
      });
      setReason("");
    },
    onError: (err) =>
      toast({
        id: "user-status",
        title: "Failed to update member status",
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      }),
  });
  return (
    <ConfirmButton
      destructive={suspending}
      disabled={change.isPending}
      icon={suspending ? <BanIcon size={16} aria-hidden="true" /> : <RotateCcwIcon size={16} aria-hidden="true" />}
      label={suspending ? "Suspend user" : "Reactivate user"}
      title={
        suspending
          ? `Suspend ${displayName(user.full_name, user.email)}?`
          : `Reactivate ${displayName(user.full_name, user.email)}?`
      }
      description={
        suspending
          ? "Every session ends on their next request and they cannot sign in until reactivated. Nothing is deleted."
          : "They can sign in again."
      }
      confirmLabel={suspending ? "Suspend" : "Reactivate"}
      onConfirm={() =>
        change.mutate(
          suspending
            ? { suspended: true, ...(reason.trim() ? { suspension_reason: reason.trim() } : {}) }
            : { suspended: false },
        )
      }
    >
      {suspending ? (
        <div className="grid gap-1.5">
          <Label htmlFor="suspension-reason">Reason (optional)</Label>
          <Textarea
            id="suspension-reason"
            value={reason}
            maxLength={FIELD_MAX.suspensionReason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="Suspended by admin"
            className="min-h-16"
          />
        </div>
      ) : null}
    </ConfirmButton>
  );
}

function EndSessionButton({ userId, session }: { userId: string; session: Session }) {
  const end = useEndSession(userId, session.id, {
    onSuccess: () => {
      toast({
        id: `session:${session.id}`,
        title: "Session ended",
        description: "It stops working on its next request.",
        tone: "success",
      });
    },
    onError: (err) =>
      toast({
        id: `session:${session.id}`,
        title: "Failed to end session",
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      }),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => end.mutate()}
      disabled={end.isPending}
      aria-label={`End session started ${formatDateTime(session.created_at)}`}
    >
      <LogOutIcon size={14} aria-hidden="true" /> End session
    </Button>
  );
}

/** The latest sessions: device, address and place, when it started and ends, and "End session" while active. */
function SessionList({ userId, sessions }: { userId: string; sessions: Session[] }) {
  if (sessions.length === 0) return <Card className="p-5 text-slate-600">No sessions yet.</Card>;
  return (
    <Card>
      <ul aria-label="Recent sessions" className="divide-y divide-slate-100">
        {sessions.map((s) => (
          <li
            key={s.id}
            data-testid="session-row"
            className="grid gap-2 px-5 py-3 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] xl:items-center xl:gap-4"
          >
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-semibold text-slate-900">
                <span className="truncate" title={s.user_agent ?? undefined}>
                  {describeUserAgent(s.user_agent)}
                </span>
                {s.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="neutral">Ended</Badge>}
              </p>
              <p className="truncate text-xs text-slate-500" title={s.user_agent ?? undefined}>
                {s.user_agent ?? "No user agent"}
              </p>
            </div>
            <p className="text-sm text-slate-700">
              <span className="font-mono">{s.ip_address ?? "Unknown address"}</span>
              <span className="block">{s.location ?? "Unknown location"}</span>
            </p>
            <p className="text-sm text-slate-700">
              <span className="block">Created {formatDateTime(s.created_at)}</span>
              <span className="block text-slate-600">Expires {formatDateTime(s.expires_at)}</span>
            </p>
            <div className="xl:justify-self-end">
              {s.is_active ? <EndSessionButton userId={userId} session={s} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ActivityList({ entries }: { entries: Activity[] }) {
  if (entries.length === 0) return <Card className="p-5 text-slate-600">No activity recorded yet.</Card>;
  return (
    <Card>
      <ol className="divide-y divide-slate-100">
        {entries.map((e) => (
          <li key={e.id} className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-baseline sm:gap-4">
            <span className="shrink-0 text-sm whitespace-nowrap text-slate-600 sm:w-44">
              {formatDateTime(e.created_at)}
            </span>
            <span className="font-semibold text-slate-900">{auditActionLabel(e.action, e.resource_type)}</span>
            <span className="text-sm text-slate-600">{e.resource_type.replace(/_/g, " ")}</span>
            <span className="min-w-0 truncate text-sm text-slate-700">
              {[e.subject, auditSummary(e)].filter(Boolean).join(": ")}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

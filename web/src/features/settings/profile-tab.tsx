import { useQueryClient } from "@tanstack/react-query";
import { FIELD_MAX } from "@core/contract/field-limits";
import { useNavigate } from "@tanstack/react-router";
import { KeyRoundIcon, LogOutIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { logout } from "../auth/logout";
import type { Me } from "../auth/api";
import { useUpdateProfile } from "./api";
import { canSaveProfileName, PROFILE_TEXT } from "./profile-logic";

const TOAST_ID = "settings:profile";

/** Settings → Profile: the e-mail (read-only), the full name, and how the password works. */
export function ProfileTab({ me }: { me: Me }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileCard me={me} />
      <PasswordCard />
    </div>
  );
}

function ProfileCard({ me }: { me: Me }) {
  const emailId = useId();
  const nameId = useId();
  const [name, setName] = useState(me.user.full_name ?? "");
  const save = useUpdateProfile({
    onSuccess: (saved) => {
      setName(saved.user.full_name ?? "");
      toast({ id: TOAST_ID, title: PROFILE_TEXT.updated, description: "Your name was saved.", tone: "success" });
    },
    onError: (err) =>
      toast({
        id: TOAST_ID,
        title: PROFILE_TEXT.failed,
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      }),
  });
  const canSave = canSaveProfileName(name, me.user.full_name) && !save.isPending;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (canSave) save.mutate({ full_name: name.trim() });
  };
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Profile</h2>
      <p className="mt-1 text-sm text-slate-600">How you appear to your team.</p>
      <form className="mt-5 space-y-4" onSubmit={onSubmit} aria-label="Profile">
        <div className="space-y-1.5">
          <Label htmlFor={emailId}>Email</Label>
          <Input
            id={emailId}
            type="email"
            value={me.user.email}
            readOnly
            className="bg-slate-50 text-slate-700"
            aria-describedby={`${emailId}-hint`}
          />
          <p id={`${emailId}-hint`} className="text-xs text-slate-600">
            {PROFILE_TEXT.emailReadOnly}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={nameId}>Full Name</Label>
          <Input
            id={nameId}
            value={name}
            maxLength={FIELD_MAX.fullName}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
            required
          />
        </div>
        <Button type="submit" disabled={!canSave}>
          {save.isPending ? <Spinner /> : null}
          Save Changes
        </Button>
      </form>
    </Card>
  );
}

function PasswordCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    await logout(queryClient);
    setBusy(false);
    await navigate({ to: "/auth" });
  };
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <KeyRoundIcon size={18} aria-hidden="true" className="text-slate-500" /> {PROFILE_TEXT.passwordTitle}
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-slate-700">{PROFILE_TEXT.passwordBody}</p>
      <Button variant="outline" className="mt-5" onClick={() => void signOut()} disabled={busy}>
        {busy ? <Spinner className="text-slate-600" /> : <LogOutIcon size={16} aria-hidden="true" />}
        Sign Out
      </Button>
    </Card>
  );
}

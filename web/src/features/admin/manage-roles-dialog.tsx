import { useId, useState } from "react";
import type { Role } from "@core/contract/permissions";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { memberName } from "../team/member-display";
import { useSetMemberRoles } from "./api";
import {
  AT_LEAST_ONE_ROLE,
  canSaveRoles,
  initialSelection,
  isLockedRole,
  ROLE_OPTIONS,
  roleChange,
  roleChangeFailureTitle,
  toggleRole,
} from "./roles-logic";

export interface RolesTarget {
  id: string;
  full_name: string | null;
  email: string;
  roles: readonly string[];
}

/**
 * Manage Roles: the five roles with their descriptions; at least
 * one stays checked (the last one cannot be unchecked), Save is disabled with none or no change.
 * The server keeps the organization's last active admin and answers with the reason otherwise.
 */
export function ManageRolesDialog({
  member,
  open,
  onOpenChange,
}: {
  member: RolesTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        {/* Mounted while open: each opening starts from the member's current roles. */}
        {open ? <RolesForm member={member} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RolesForm({ member, onDone }: { member: RolesTarget; onDone: () => void }) {
  const hintId = useId();
  const [selected, setSelected] = useState<Role[]>(() => initialSelection(member.roles));
  const [refused, setRefused] = useState(false);
  // The server's refusal (e.g. the last admin), shown in the dialog as well as in the toast.
  const [failure, setFailure] = useState<{ title: string; message?: string } | null>(null);
  const change = roleChange(member.roles, selected);
  const save = useSetMemberRoles(member.id, {
    onSuccess: () => {
      toast({
        id: `roles:${member.id}`,
        title: "Roles updated",
        description: `${memberName(member)} now has the roles you chose.`,
        tone: "success",
      });
      onDone();
    },
    onError: (err) => {
      const failed = { title: roleChangeFailureTitle(change), message: err instanceof Error ? err.message : undefined };
      setFailure(failed);
      toast({ id: `roles:${member.id}`, title: failed.title, description: failed.message, tone: "destructive" });
    },
  });

  const onToggle = (role: Role, checked: boolean) => {
    const next = toggleRole(selected, role, checked);
    setRefused(!checked && next.includes(role));
    setFailure(null);
    setSelected(next);
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSaveRoles(member.roles, selected) && !save.isPending) save.mutate({ roles: selected });
      }}
    >
      <DialogHeader>
        <DialogTitle>Manage Roles</DialogTitle>
        <DialogDescription>
          Roles of {memberName(member)} ({member.email}). A member may hold several.
        </DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2" aria-describedby={hintId}>
        <legend className="sr-only">Roles</legend>
        {ROLE_OPTIONS.map((option) => {
          const id = `${hintId}-${option.role}`;
          const checked = selected.includes(option.role);
          return (
            <div
              key={option.role}
              className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[[data-state=checked]]:border-brand-300 has-[[data-state=checked]]:bg-brand-50/50"
            >
              <Checkbox
                id={id}
                checked={checked}
                onCheckedChange={(value) => onToggle(option.role, value === true)}
                aria-describedby={`${id}-description`}
                className="mt-0.5"
              />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
                <span id={`${id}-description`} className="block text-sm text-slate-600">
                  {option.description}
                  {isLockedRole(selected, option.role) ? (
                    <span className="sr-only"> (the last role: it cannot be removed)</span>
                  ) : null}
                </span>
              </label>
            </div>
          );
        })}
      </fieldset>
      <p
        id={hintId}
        role={refused ? "alert" : undefined}
        className={refused ? "text-sm font-medium text-red-700" : "text-sm text-slate-600"}
      >
        {AT_LEAST_ONE_ROLE}
      </p>
      {failure ? (
        <Alert tone="error" title={failure.title}>
          {failure.message}
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSaveRoles(member.roles, selected) || save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

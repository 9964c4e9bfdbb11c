import { BanIcon, RotateCcwIcon } from "lucide-react";
import { useId, useState } from "react";
import { DEFAULT_SUSPENSION_REASON, SUSPENSION_REASON_MAX } from "@core/contract/members";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { memberName } from "../team/member-display";
import { useSetMemberSuspension } from "./api";

interface Target {
  id: string;
  full_name: string | null;
  email: string;
  is_suspended: boolean;
}

/**
 * Suspend Member / Unsuspend Member with a confirmation. Suspending ends the member's sessions
 * at once; the reason is optional ('Suspended by admin' when left empty) and cleared on
 * unsuspend. The server refuses suspending oneself and the last active admin, with the reason.
 */
export function SuspensionButton({ member }: { member: Target }) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const suspend = !member.is_suspended;
  const name = memberName(member);
  // The toast tells what was asked (the request's `suspended`), not what the member shows when the
  // answer arrives: a refetch in between (the window regaining focus) may already show the new state.
  // Each action has its toast of its own, so an unsuspend never lands on the suspend's leaving toast.
  const toastId = (suspended: boolean) => `suspension:${member.id}:${suspended ? "suspend" : "unsuspend"}`;
  const change = useSetMemberSuspension(member.id, {
    onSuccess: (_member, { suspended }) => {
      setOpen(false);
      setReason("");
      toast({
        id: toastId(suspended),
        title: suspended ? "Member suspended" : "Member unsuspended",
        description: suspended
          ? `${name} was signed out and cannot sign in until unsuspended.`
          : `${name} can sign in again.`,
        tone: "success",
      });
    },
    onError: (err, { suspended }) =>
      toast({
        id: toastId(suspended),
        title: "Failed to update member status",
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      }),
  });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !change.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant={suspend ? "destructive" : "outline"}>
          {suspend ? <BanIcon size={16} aria-hidden="true" /> : <RotateCcwIcon size={16} aria-hidden="true" />}
          {suspend ? "Suspend Member" : "Unsuspend Member"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{suspend ? `Suspend ${name}?` : `Unsuspend ${name}?`}</AlertDialogTitle>
          <AlertDialogDescription>
            {suspend
              ? "They are signed out everywhere at once and cannot sign in until unsuspended. Their assessments stay with the organization."
              : "They can sign in again with their current roles. The suspension reason is cleared."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {suspend ? (
          <div className="space-y-1.5">
            <Label htmlFor={reasonId}>Reason (optional)</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={SUSPENSION_REASON_MAX}
              placeholder={DEFAULT_SUSPENSION_REASON}
              onChange={(e) => setReason(e.target.value)}
              className="min-h-20"
            />
          </div>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={change.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog stays open until the server answers. */}
          <Button
            variant={suspend ? "destructive" : "primary"}
            onClick={() =>
              change.mutate(suspend ? { suspended: true, reason: reason.trim() || undefined } : { suspended: false })
            }
            disabled={change.isPending}
          >
            {change.isPending ? <Spinner /> : null}
            {suspend ? "Suspend Member" : "Unsuspend Member"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

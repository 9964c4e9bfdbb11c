import { LogInIcon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";

/** The prompt itself (loaded on demand by ReauthenticationPrompt). */
export default function ReauthenticationDialog({ onCancel, onSignIn }: { onCancel: () => void; onSignIn: () => void }) {
  return (
    <AlertDialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent data-testid="reauthentication-prompt">
        <AlertDialogHeader>
          <AlertDialogTitle>Please sign in again</AlertDialogTitle>
          <AlertDialogDescription>
            For your security, changes to your organization or to the platform need a sign-in from the last 12 hours.
            Sign in again and you will come back to this page to make your change.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Not now</AlertDialogCancel>
          <AlertDialogAction onClick={onSignIn}>
            <LogInIcon size={16} aria-hidden="true" /> Sign in again
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

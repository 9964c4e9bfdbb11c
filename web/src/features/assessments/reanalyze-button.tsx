import { useQuery } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { dashboardQueryOptions } from "./assessment-queries";

/**
 * Re-analyze, asked first: a fresh analysis spends one of the organization's monthly
 * assessments, which one click should not do unawares. The dialog says so, with this month's
 * usage when it is known.
 */
export function ReanalyzeButton({
  title,
  running,
  disabled,
  onConfirm,
}: {
  title: string;
  running: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const usage = useQuery({ ...dashboardQueryOptions, enabled: open }).data?.usage;
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <RefreshCwIcon
            size={16}
            aria-hidden="true"
            className={running ? "animate-spin motion-reduce:animate-none" : undefined}
          />
          {running ? "Re-analyzing…" : "Re-analyze"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="wrap-anywhere">Re-analyze {title}?</AlertDialogTitle>
          <AlertDialogDescription>
            The vendor's pages are read again and the report replaced when the new one is ready. This uses one of your
            organization's monthly assessments
            {usage ? ` (${usage.used} of ${usage.limit} used this month)` : ""}.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Re-analyze</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

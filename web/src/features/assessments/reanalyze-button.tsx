import { useQuery } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { ConfirmButton } from "../superadmin/confirm-button";
import { dashboardQueryOptions } from "./api";

/**
 * Re-analyze, asked first: a fresh analysis spends one of the organization's monthly
 * assessments, which one click should not do unawares. The question says so, with this month's
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
  const usage = useQuery(dashboardQueryOptions).data?.usage;
  return (
    <ConfirmButton
      label={running ? "Re-analyzing…" : "Re-analyze"}
      icon={
        <RefreshCwIcon
          size={16}
          aria-hidden="true"
          className={running ? "animate-spin motion-reduce:animate-none" : undefined}
        />
      }
      title={`Re-analyze ${title}?`}
      description={
        "The vendor's pages are read again and the report replaced when the new one is ready. This uses one of your " +
        `organization's monthly assessments${usage ? ` (${usage.used} of ${usage.limit} used this month)` : ""}.`
      }
      confirmLabel="Re-analyze"
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}

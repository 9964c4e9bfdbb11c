import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { catalogStateLabel } from "@core/contract/safe-to-try-rules";
import { Alert } from "@web/components/ui/alert";
import { Skeleton } from "@web/components/ui/skeleton";
import { lanePreviewQueryOptions } from "./api";
import { LaneAnswer } from "./lane-answer";
import { requestFromForm, type RequestForm } from "./request-fields";

/** The value after it stopped changing for `ms` (typing in the people field asks once). */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON key stands for the value
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/**
 * Before saving: what the Safe-to-Try lane will answer for this request (the server evaluates
 * the organization's policy on the same analysis; nothing is written), and whether the
 * organization already has the tool.
 */
export function LanePreview({ source, request }: { source: { job_id?: string; url?: string }; request: RequestForm }) {
  const settled = useSettled(requestFromForm(request));
  const preview = useQuery(lanePreviewQueryOptions({ ...source, ...settled }));
  if (preview.isPending) return <Skeleton className="h-24" />;
  if (preview.error) {
    return (
      <Alert tone="warning" title="The Safe-to-Try lane could not answer yet">
        {preview.error.message}
      </Alert>
    );
  }
  const { lane, existing } = preview.data;
  return (
    <div className="space-y-2" data-testid="lane-preview">
      {existing ? (
        <Alert title={`Your organization already has this tool: ${catalogStateLabel(existing.state)}`}>
          Saving updates it. A tool already decided keeps its decision unless its report changed.
        </Alert>
      ) : null}
      <LaneAnswer lane={lane} />
    </div>
  );
}

import { useQuery } from "@tanstack/react-query";
import { CheckIcon } from "lucide-react";
import { useId } from "react";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/components/ui/toast";
import {
  notificationPreferencesQueryOptions,
  useSaveNotificationPreferences,
  type NotificationPreferences,
} from "./api";

const SWITCHES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  { key: "assessment_completed", label: "Assessment Completed", description: "An analysis you started has finished." },
  {
    key: "approval_requests",
    label: "Approval Requests",
    description: "An assessment waits for your review, and a decision was made on one of yours.",
  },
  {
    key: "comments_and_mentions",
    label: "Comments & Mentions",
    description: "Someone comments on an assessment you created or discussed, or mentions you.",
  },
  {
    key: "vendor_changes",
    label: "Vendor Changes",
    description: "A vendor you watch changed what an assessment relied on: a quote, a certification, a score.",
  },
  {
    key: "weekly_digest",
    label: "Weekly Digest",
    description: "Every Monday, a summary of your organization's week and what waits for you.",
  },
];

/**
 * Settings → Notifications: the switches, saved for the user as soon as they change
 * (Assessment Completed, Approval Requests, Comments & Mentions and Vendor Changes on by default,
 * Weekly Digest off). Notifications always appear in the app; the switches decide which are also e-mailed.
 */
export function NotificationSettings() {
  const prefs = useQuery(notificationPreferencesQueryOptions);
  const save = useSaveNotificationPreferences({
    onError: (err) => {
      toast({
        id: "notification-settings",
        title: "Failed to update settings",
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      });
    },
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">E-mail notifications</h2>
      <p className="mt-1 text-sm text-slate-700">
        Notifications always appear under the bell. Choose which of them we also send to you by e-mail.
      </p>
      {prefs.isPending ? (
        <div className="mt-5 space-y-4">
          {SWITCHES.map((s) => (
            <Skeleton key={s.key} className="h-12 w-full" />
          ))}
        </div>
      ) : prefs.isError ? (
        <Alert
          tone="error"
          title="Failed to load your notification settings"
          className="mt-5"
          action={
            <Button variant="outline" onClick={() => void prefs.refetch()}>
              Try again
            </Button>
          }
        >
          {prefs.error instanceof Error ? prefs.error.message : null}
        </Alert>
      ) : (
        <ul className="mt-5 divide-y divide-slate-100">
          {SWITCHES.map((s) => (
            <SwitchRow
              key={s.key}
              label={s.label}
              description={s.description}
              checked={prefs.data[s.key]}
              onChange={(value) => save.mutate({ [s.key]: value })}
            />
          ))}
        </ul>
      )}
      <p className="mt-3 flex h-5 items-center gap-1 text-xs text-slate-600" aria-live="polite">
        {save.isSuccess && !save.isPending ? (
          <>
            <CheckIcon size={14} aria-hidden="true" className="text-emerald-700" /> Saved
          </>
        ) : null}
      </p>
    </Card>
  );
}

function SwitchRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </li>
  );
}

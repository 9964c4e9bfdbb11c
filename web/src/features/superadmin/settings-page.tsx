import { useSuspenseQuery } from "@tanstack/react-query";
import { PencilIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { CATEGORY_LABELS, SETTINGS_CATEGORIES } from "@core/contract/platform-settings";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import {
  platformSettingsQueryOptions,
  useResetPlatformSetting,
  useSetPlatformSetting,
  type PlatformSetting,
} from "./api";
import { checkSettingText } from "./settings-logic";
import { PageBody, PageHeader } from "@web/components/page";

/**
 * /superadmin/settings: the platform settings grouped by category, each with its JSON value,
 * description, where the value comes from and who changed it last, edited in place. A change
 * takes effect within a minute, without a deploy.
 */
export function PlatformSettingsPage() {
  useDocumentTitle("Settings");
  const { data } = useSuspenseQuery(platformSettingsQueryOptions());
  return (
    <PageBody>
      <PageHeader
        title="Settings"
        description="Platform settings. A change takes effect within a minute, everywhere, without a deploy."
      />
      {SETTINGS_CATEGORIES.map((category) => {
        const items = data.items.filter((s) => s.category === category);
        if (items.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`category-${category}`} className="space-y-3">
            <h2 id={`category-${category}`} className="text-lg font-semibold text-slate-900">
              {CATEGORY_LABELS[category]}
            </h2>
            {items.map((s) => (
              <SettingCard key={s.key} setting={s} />
            ))}
          </section>
        );
      })}
    </PageBody>
  );
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function SettingCard({ setting }: { setting: PlatformSetting }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(pretty(setting.value));
  const [error, setError] = useState<string | null>(null);
  const fieldId = `setting-${setting.key.replace(/\W/g, "-")}`;

  const done = (updated: PlatformSetting, title: string) => {
    toast({
      id: `setting:${setting.key}`,
      title,
      description: `${setting.label} is now ${JSON.stringify(updated.value)}.`,
      tone: "success",
    });
    setEditing(false);
    setError(null);
  };
  const failed = (err: unknown) => {
    const message = err instanceof Error ? err.message : "An unexpected error occurred";
    setError(message);
    toast({
      id: `setting:${setting.key}`,
      title: "Failed to update setting",
      description: message,
      tone: "destructive",
    });
  };
  const save = useSetPlatformSetting(setting.key, {
    onSuccess: (s) => done(s, "Setting updated"),
    onError: failed,
  });
  const reset = useResetPlatformSetting(setting.key, {
    onSuccess: (s) => done(s, "Setting reset"),
    onError: failed,
  });

  function submit() {
    const checked = checkSettingText(setting.key, text);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    save.mutate(checked.value);
  }

  return (
    <Card className="p-5" data-testid="setting" data-key={setting.key}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{setting.label}</h3>
          <p className="font-mono text-xs break-all text-slate-500">{setting.key}</p>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{setting.description}</p>
        </div>
        {!editing ? (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => {
              setText(pretty(setting.value));
              setError(null);
              setEditing(true);
            }}
            aria-label={`Edit ${setting.label}`}
          >
            <PencilIcon size={14} aria-hidden="true" /> Edit
          </Button>
        ) : null}
      </div>
      {editing ? (
        <div className="mt-4 grid gap-2">
          <Label htmlFor={fieldId}>Value (JSON)</Label>
          <Textarea
            id={fieldId}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            spellCheck={false}
            className="font-mono text-sm"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
          {error ? (
            <p id={`${fieldId}-error`} className="text-sm text-red-700" data-testid="setting-error">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={submit} disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save"}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            {setting.source === "setting" ? (
              <Button size="sm" variant="ghost" onClick={() => reset.mutate()} disabled={reset.isPending}>
                <RotateCcwIcon size={14} aria-hidden="true" />{" "}
                {setting.env_variable ? "Back to the environment's value" : "Back to the default"}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <pre
          className="mt-4 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-words whitespace-pre-wrap text-slate-900"
          data-testid="setting-value"
        >
          {pretty(setting.value)}
        </pre>
      )}
      <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <SourceBadge setting={setting} />
        {setting.updated_at ? (
          <span>
            Last updated {formatDateTime(setting.updated_at)}
            {setting.updated_by_email ? ` by ${setting.updated_by_email}` : ""}
          </span>
        ) : (
          <span>Never changed here. Default: {JSON.stringify(setting.default_value)}</span>
        )}
      </p>
    </Card>
  );
}

function SourceBadge({ setting }: { setting: PlatformSetting }) {
  if (setting.source === "setting") return <Badge tone="brand">Set here</Badge>;
  if (setting.source === "environment") return <Badge tone="amber">From {setting.env_variable}</Badge>;
  return <Badge>Default</Badge>;
}

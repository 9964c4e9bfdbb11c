import { useQuery } from "@tanstack/react-query";
import { RadarIcon } from "lucide-react";
import { useId } from "react";
import { Card } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/components/ui/toast";
import { FrequencySelect } from "./frequency-select";
import { monitoringSettingsQueryOptions, useUpdateMonitoringSettings } from "./monitoring-api";

/**
 * /admin/settings → Vendor monitoring: how often newly saved assessments are checked, whether a
 * monitored change sends an approved assessment back to review, and how many vendors the
 * organization watches of the platform's cap. Changes are audited.
 */
export function MonitoringSettingsCard() {
  const id = useId();
  const { data, error, isPending } = useQuery(monitoringSettingsQueryOptions);
  const update = useUpdateMonitoringSettings();
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, {
      onSuccess: () => toast({ title: "Monitoring settings saved", tone: "success" }),
      onError: (err) => toast({ title: "Not saved", description: err.message, tone: "destructive" }),
    });
  return (
    <Card className="p-5" data-testid="monitoring-settings">
      <h2 className="flex items-center gap-1.5 text-base font-semibold text-slate-900">
        <RadarIcon size={18} className="text-brand-700" aria-hidden="true" /> Vendor monitoring
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Saved tools' vendors are checked again on a schedule; changes to what an assessment relies on are reported.
      </p>
      {isPending ? (
        <Skeleton className="mt-4 h-24" />
      ) : error ? (
        <p className="mt-3 text-sm text-red-700">{error.message}</p>
      ) : (
        <div className="mt-4 space-y-5 text-sm">
          <div className="space-y-1">
            <Label htmlFor={`${id}-default`}>New assessments are checked</Label>
            <FrequencySelect
              id={`${id}-default`}
              value={data.default_frequency}
              disabled={update.isPending}
              className="max-w-xs"
              onChange={(frequency) => save({ default_frequency: frequency })}
            />
            <p className="text-xs text-slate-600">Each assessment's own frequency can be changed on its page.</p>
          </div>
          <div className="flex items-start justify-between gap-4">
            <div>
              <Label htmlFor={`${id}-reopen`}>Send approved tools back to review</Label>
              <p className="mt-0.5 text-xs text-slate-600">
                When the vendor's risk level rises, a verified certification is lost, or a high-severity quote changes.
              </p>
            </div>
            <Switch
              id={`${id}-reopen`}
              checked={data.reopen_on_change}
              onCheckedChange={(checked) => save({ reopen_on_change: checked })}
              disabled={update.isPending}
            />
          </div>
          <p className="text-slate-700" data-testid="watched-vendors">
            Watching <strong>{data.watched_vendors}</strong> of at most {data.watched_vendor_limit} vendors.
          </p>
        </div>
      )}
    </Card>
  );
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BellIcon, BellOffIcon, RadarIcon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { FREQUENCY_LABEL } from "@core/contract/monitoring-rules";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { formatDateTime, timeAgo } from "@web/lib/format";
import { FrequencySelect } from "./frequency-select";
import {
  type Monitoring,
  monitoringQueryOptions,
  refreshAfterCheck,
  useCheckNow,
  useSetFrequency,
  useWatch,
} from "./monitoring-api";

const CHECK_STATE = {
  pending: "waiting to start",
  processing: "running",
  completed: "completed",
  failed: "failed",
} as const;

/**
 * The detail page's Monitoring card: how often the vendor is checked (a select for those who may
 * change it), the last and next check, the latest check's state, "Check now" (refused for ten
 * minutes after any check of the vendor), and Watch / Stop watching.
 */
export function MonitoringCard({ assessmentId, archived }: { assessmentId: string; archived: boolean }) {
  const { data: m, error, isPending } = useQuery(monitoringQueryOptions(assessmentId));
  useRefreshWhenCheckEnds(assessmentId, m);
  return (
    <Card className="p-5" data-testid="monitoring-card">
      <h2 className="flex items-center gap-1.5 text-base font-semibold text-slate-900">
        <RadarIcon size={18} className="text-brand-700" aria-hidden="true" /> Monitoring
      </h2>
      {isPending ? (
        <Skeleton className="mt-3 h-28" />
      ) : error ? (
        <p className="mt-2 text-sm text-red-700">{error.message}</p>
      ) : (
        <MonitoringBody assessmentId={assessmentId} monitoring={m} archived={archived} />
      )}
    </Card>
  );
}

function MonitoringBody({
  assessmentId,
  monitoring: m,
  archived,
}: {
  assessmentId: string;
  monitoring: Monitoring;
  archived: boolean;
}) {
  const id = useId();
  const setFrequency = useSetFrequency(assessmentId);
  const checkNow = useCheckNow(assessmentId);
  const watch = useWatch(assessmentId);
  const running = m.last_check?.status === "pending" || m.last_check?.status === "processing";
  const waitUntil = m.check_available_at;
  return (
    <div className="mt-3 space-y-3 text-sm">
      <div className="space-y-1">
        <Label htmlFor={`${id}-frequency`}>Check the vendor</Label>
        {m.can_manage ? (
          <FrequencySelect
            id={`${id}-frequency`}
            testId="monitoring-frequency"
            value={m.frequency}
            disabled={setFrequency.isPending}
            onChange={(frequency) =>
              setFrequency.mutate(frequency, {
                onSuccess: (next) =>
                  toast({ title: `Monitoring: ${FREQUENCY_LABEL[next.frequency].toLowerCase()}`, tone: "success" }),
                onError: (err) => toast({ title: "Not changed", description: err.message, tone: "destructive" }),
              })
            }
          />
        ) : (
          <p id={`${id}-frequency`} className="font-medium text-slate-900">
            {FREQUENCY_LABEL[m.frequency]}
          </p>
        )}
      </div>
      <dl className="space-y-1.5">
        <Row label="Last check">
          {m.last_checked_at ? (
            <time dateTime={m.last_checked_at} title={formatDateTime(m.last_checked_at)}>
              {timeAgo(m.last_checked_at)}
            </time>
          ) : (
            "Not yet"
          )}
        </Row>
        <Row label="Next check">
          {archived ? (
            "None while archived"
          ) : m.next_check_at ? (
            <time dateTime={m.next_check_at} title={formatDateTime(m.next_check_at)}>
              {/* A due check starts at the next sweep (every few minutes): its time is not shown as past. */}
              {Date.parse(m.next_check_at) <= Date.now() ? "Due now" : formatDateTime(m.next_check_at)}
            </time>
          ) : (
            "None (monitoring is off)"
          )}
        </Row>
        {m.last_check ? (
          <Row label="Latest check">
            <span data-testid="latest-check-status">{CHECK_STATE[m.last_check.status]}</span>
          </Row>
        ) : null}
      </dl>
      {m.last_check?.status === "failed" && m.last_check.error ? (
        <Alert tone="warning" title="The latest check failed">
          {m.last_check.error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {m.can_manage ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              checkNow.mutate(undefined, {
                onSuccess: () =>
                  toast({ title: "Check started", description: "This card follows it until it is done." }),
                onError: (err) => toast({ title: "Not started", description: err.message, tone: "destructive" }),
              })
            }
            disabled={checkNow.isPending || running || Boolean(waitUntil)}
            data-testid="check-now"
          >
            {running ? "Checking…" : "Check now"}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => watch.mutate(!m.watching)}
          disabled={watch.isPending}
          aria-pressed={m.watching}
          data-testid="watch"
        >
          {m.watching ? (
            <>
              <BellOffIcon size={16} aria-hidden="true" /> Stop watching
            </>
          ) : (
            <>
              <BellIcon size={16} aria-hidden="true" /> Watch
            </>
          )}
        </Button>
      </div>
      {waitUntil && !running && m.can_manage ? (
        <p className="text-xs text-slate-600">
          Checked recently: you can check again at <time dateTime={waitUntil}>{formatDateTime(waitUntil)}</time>.
        </p>
      ) : null}
      <p className="text-xs text-slate-600">
        {m.watching ? "You are told about medium and high changes." : "Watch to be told about medium and high changes."}
      </p>
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * When a check that was running finishes, the History and Changes tabs read again; when the
 * ten minutes after a check are over, the card reads again (Check now becomes possible).
 */
function useRefreshWhenCheckEnds(assessmentId: string, m: Monitoring | undefined) {
  const queryClient = useQueryClient();
  // The latest finished check seen: undefined before the first read, null when none had finished.
  const previous = useRef<string | null | undefined>(undefined);
  const status = m?.last_check?.status;
  const availableAt = m?.check_available_at;
  useEffect(() => {
    if (!availableAt) return;
    const wait = Date.parse(availableAt) - Date.now() + 1000;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: monitoringQueryOptions(assessmentId).queryKey }),
      Math.max(wait, 1000),
    );
    return () => clearTimeout(timer);
  }, [availableAt, assessmentId, queryClient]);
  // A check is over when the latest one is finished and it is not the one already seen finished:
  // one that finished between two reads (never seen running) counts too.
  const finished = status === "completed" || status === "failed" ? m?.last_check?.id : undefined;
  const loaded = m !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const seen = previous.current;
    previous.current = finished ?? seen ?? null;
    if (finished && seen !== undefined && finished !== seen) refreshAfterCheck(queryClient, assessmentId);
  }, [loaded, finished, assessmentId, queryClient]);
}

import { useQuery } from "@tanstack/react-query";
import { ArrowRightIcon, RadarIcon } from "lucide-react";
import { ButtonLink } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { changesSummaryQueryOptions } from "./monitoring-api";

/**
 * The dashboard's "Vendor changes (7 days)": how many changes monitoring found on the vendors of
 * the tools the reader can see, by severity, and on how many tools, with a way to the feed.
 */
export function VendorChangesCard() {
  const { data, error, isPending } = useQuery(changesSummaryQueryOptions);
  return (
    <Card className="p-5" data-testid="vendor-changes-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <RadarIcon size={18} className="text-brand-700" aria-hidden="true" /> Vendor changes (7 days)
          </h2>
          {isPending ? (
            <Skeleton className="mt-2 h-8 w-40" />
          ) : error ? (
            <p className="mt-2 text-sm text-red-700">{error.message}</p>
          ) : (
            <>
              <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">
                {data.total.toLocaleString("en-US")}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {data.total === 0 ? (
                  "No change on your tools' vendors this week."
                ) : (
                  <>
                    <span className={data.high ? "font-semibold text-red-700" : undefined}>{data.high} high</span>
                    {" · "}
                    <span className={data.medium ? "font-semibold text-amber-800" : undefined}>
                      {data.medium} medium
                    </span>
                    {" · "}
                    {data.low} low, on {data.tools} tool{data.tools === 1 ? "" : "s"}
                  </>
                )}
              </p>
            </>
          )}
        </div>
        <ButtonLink to="/dashboard/changes" variant="outline" size="sm">
          View changes <ArrowRightIcon size={16} aria-hidden="true" />
        </ButtonLink>
      </div>
    </Card>
  );
}

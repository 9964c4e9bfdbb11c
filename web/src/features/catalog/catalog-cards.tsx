import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, BadgeCheckIcon, CalendarClockIcon } from "lucide-react";
import { TRIALS_ENDING_WINDOW_DAYS } from "@core/contract/safe-to-try-rules";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { daysUntil, formatDate } from "@web/lib/format";
import { catalogSummaryQueryOptions } from "./api";

/**
 * The dashboard's catalog cards: trials that end within 14 days (the first few, each with its
 * end) and tools approved this month, both linking to the catalog.
 */
export function CatalogCards() {
  const { data, isPending } = useQuery(catalogSummaryQueryOptions());
  const trials = data?.trials_ending;
  return (
    <section aria-labelledby="catalog-cards-title" className="space-y-3">
      <h2 id="catalog-cards-title" className="sr-only">
        Tool catalog
      </h2>
      <ul className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <li>
          <Card className="h-full p-5" data-testid="trials-ending-card">
            <div className="flex items-start justify-between gap-3">
              <h3 className="text-sm font-medium text-slate-600">
                Trials ending within {TRIALS_ENDING_WINDOW_DAYS} days
              </h3>
              <span
                className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
                aria-hidden="true"
              >
                <CalendarClockIcon size={20} />
              </span>
            </div>
            <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums" data-testid="trials-ending-count">
              {isPending || !trials ? <Skeleton className="h-8 w-12" /> : trials.count}
            </p>
            {trials && trials.items.length > 0 ? (
              <ul className="mt-3 divide-y divide-slate-100 text-sm">
                {trials.items.map((t) => (
                  <li
                    key={t.assessment_id}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2"
                  >
                    <Link
                      to="/dashboard/catalog"
                      search={{ q: t.tool_name }}
                      className="min-w-0 font-medium break-words text-brand-700 hover:underline"
                    >
                      {t.tool_name}
                    </Link>
                    {t.expires_at ? (
                      <span className="text-slate-600">
                        {formatDate(t.expires_at)} ·{" "}
                        {daysUntil(t.expires_at) === 0 ? "today" : `${daysUntil(t.expires_at)} d`}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : trials ? (
              <p className="mt-1 text-sm text-slate-600">No trial ends soon.</p>
            ) : null}
          </Card>
        </li>
        <li>
          <Card className="flex h-full flex-col p-5" data-testid="approved-month-card">
            <div className="flex items-start justify-between gap-3">
              <h3 className="text-sm font-medium text-slate-600">Tools approved this month</h3>
              <span
                className="flex h-9 w-9 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700"
                aria-hidden="true"
              >
                <BadgeCheckIcon size={20} />
              </span>
            </div>
            <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums" data-testid="approved-month-count">
              {isPending || !data ? <Skeleton className="h-8 w-12" /> : data.approved_this_month.count}
            </p>
            <p className="mt-1 text-sm text-slate-600">With or without conditions</p>
            <Link
              to="/dashboard/catalog"
              className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700 hover:underline"
            >
              Open the catalog <ArrowRightIcon size={14} aria-hidden="true" />
            </Link>
          </Card>
        </li>
      </ul>
    </section>
  );
}

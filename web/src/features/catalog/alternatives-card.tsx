import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, SparklesIcon } from "lucide-react";
import { formatScore } from "@core/contract/assessment-rules";
import { isApprovedState } from "@core/contract/safe-to-try-rules";
import { Card } from "@web/components/ui/card";
import { displayUrl } from "@web/lib/format";
import { RiskLevelBadge } from "../assessments/assessment-badges";
import { alternativesQueryOptions } from "./api";
import { CatalogStateBadge, ConditionsList } from "./catalog-badges";

/**
 * On the report of a tool that is not approved: the organization's approved tools of the same
 * category, with their scores (the category of the saved assessment, else one suggested from the
 * tool's pages). Nothing when the tool is approved, or its category has no approved tool.
 */
export function AlternativesCard({ url }: { url: string }) {
  const { data } = useQuery(alternativesQueryOptions(url));
  if (!data?.category || data.items.length === 0) return null;
  if (data.tool && isApprovedState(data.tool.state)) return null;
  return (
    <Card className="p-5" data-testid="alternatives">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <SparklesIcon size={18} aria-hidden="true" className="text-brand-700" />
        Approved alternatives in {data.category.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {data.category_source === "suggested"
          ? `Tools your organization already approved in the category this tool's pages suggest.`
          : `Tools your organization already approved in the same category.`}
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {data.items.map((item) => (
          <li
            key={item.assessment_id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <p className="font-semibold break-words text-slate-900">{item.tool_name}</p>
              <p className="truncate text-xs text-slate-600">{displayUrl(item.url)}</p>
              <div className="flex flex-wrap items-center gap-1.5">
                <CatalogStateBadge state={item.state} />
                <RiskLevelBadge level={item.risk_level} />
                <span className="text-sm font-semibold text-slate-900">
                  {item.overall_score === null ? "–" : formatScore(item.overall_score)}/10
                </span>
              </div>
              <ConditionsList state={item.decision_state} conditions={item.conditions} compact />
            </div>
            <Link
              to="/dashboard/catalog"
              search={{ q: item.tool_name }}
              className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              In the catalog <ArrowRightIcon size={14} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

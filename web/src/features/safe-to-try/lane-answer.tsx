import { CircleCheckIcon, ExternalLinkIcon, HourglassIcon } from "lucide-react";
import type { Lane } from "@core/contract/safe-to-try";
import { laneHeadline } from "@core/contract/safe-to-try-rules";
import { cn } from "@web/lib/cn";
import { displayUrl, formatDate } from "@web/lib/format";
import { ConditionsList } from "../catalog/catalog-badges";
import { policyVersionWords } from "./policy-logic";

/**
 * The Safe-to-Try lane's answer with every reason: "Qualifies for a 30-day trial" (each check
 * passed) or "Needs review because: …" (each check that failed, a finding with the vendor's own
 * words and a link to the page). Before saving it says what saving will do (and the guardrails a
 * trial comes with); after, what it did (the tool's page shows its guardrails on their own).
 */
export function LaneAnswer({ lane, saved = false }: { lane: Lane; saved?: boolean }) {
  const trial = lane.outcome === "trial";
  return (
    <section
      aria-label="Safe-to-Try lane"
      className={cn(
        "rounded-lg border p-4 text-sm",
        trial ? "border-emerald-200 bg-emerald-50/60" : "border-amber-300 bg-amber-50/60",
      )}
      data-testid="lane-answer"
      data-outcome={lane.outcome}
    >
      <p className="flex items-start gap-2 font-semibold text-slate-900">
        {trial ? (
          <CircleCheckIcon size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-emerald-700" />
        ) : (
          <HourglassIcon size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-amber-700" />
        )}
        <span>
          {laneHeadline(lane.outcome, lane.trial_days)}
          {trial && lane.expires_at ? (
            <span className="font-normal text-slate-700">
              {" "}
              — {saved ? "approved at once, until" : "saving approves it at once, until about"}{" "}
              {formatDate(lane.expires_at)}
            </span>
          ) : null}
          {!trial ? <span className="font-normal text-slate-700"> because:</span> : null}
        </span>
      </p>
      <ul className="mt-2 space-y-2 pl-7" data-testid="lane-reasons">
        {lane.reasons.map((r) => (
          <li key={r.text} className="list-disc text-slate-800 marker:text-slate-400">
            {r.text}
            {r.evidence ? (
              <blockquote className="mt-1 border-l-2 border-slate-300 pl-2 text-slate-700 italic">
                “{r.evidence}”
              </blockquote>
            ) : null}
            {r.source_url?.startsWith("http") ? (
              <a
                href={r.source_url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-0.5 inline-flex max-w-full items-center gap-1 text-brand-700 hover:underline"
              >
                <span className="truncate">{displayUrl(r.source_url)}</span>
                <ExternalLinkIcon size={12} className="shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {trial && !saved ? (
        <div className="mt-3">
          <ConditionsList state="trial" conditions={lane.guardrails} compact />
        </div>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">
        {saved ? "Answered" : "Answered now"} by {policyVersionWords(lane.policy_version)}.
        {trial ? " A reviewer can still approve, reject or request changes at any time." : ""}
      </p>
    </section>
  );
}

import { Badge } from "@web/components/ui/badge";
import {
  CheckIcon,
  CircleCheckIcon,
  ExternalLinkIcon,
  InfoIcon,
  OctagonAlertIcon,
  TriangleAlertIcon,
} from "lucide-react";
import type { InformationGap } from "@core/contract/analysis";
import { displayUrl } from "@web/lib/format";
import { isLinkableSource, type DisplayCertification, type DisplayFinding, type ObjectFinding } from "./findings";

export function SourceLink({ url, linkable = true }: { url: string | null; linkable?: boolean }) {
  if (!isLinkableSource(url)) {
    return <span className="text-slate-600">Not Found</span>;
  }
  if (!linkable) return <span className="break-all text-slate-700">{displayUrl(url)}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 break-all font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:decoration-brand-700"
    >
      {displayUrl(url)}
      <ExternalLinkIcon size={13} className="shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function ImpactBadge({ finding }: { finding: ObjectFinding }) {
  if (finding.polarity === "strength") {
    return (
      <Badge tone="green">
        <CheckIcon size={12} /> Strength
      </Badge>
    );
  }
  if (finding.polarity === "info") {
    return (
      <Badge tone="neutral">
        <InfoIcon size={12} /> Note
      </Badge>
    );
  }
  if (finding.impact === "high") {
    return (
      <Badge tone="red">
        <OctagonAlertIcon size={12} /> High impact
      </Badge>
    );
  }
  if (finding.impact === "medium") {
    return (
      <Badge tone="amber">
        <TriangleAlertIcon size={12} /> Medium impact
      </Badge>
    );
  }
  if (finding.impact === "low") {
    return (
      <Badge tone="neutral">
        <InfoIcon size={12} /> Low impact
      </Badge>
    );
  }
  return <Badge tone="neutral">Impact unknown</Badge>;
}

/** The excerpt with the quoted evidence marked, when the quote is in it. */
function Excerpt({ excerpt, evidence }: { excerpt: string; evidence: string | null }) {
  const at = evidence ? excerpt.indexOf(evidence) : -1;
  if (!evidence || at < 0) return <>{excerpt}</>;
  return (
    <>
      {excerpt.slice(0, at)}
      <mark className="rounded bg-amber-100 px-0.5 text-slate-900">{evidence}</mark>
      {excerpt.slice(at + evidence.length)}
    </>
  );
}

/** Where else the vendor says the same thing: each quote with its page, folded under one line. */
function MoreEvidence({ quotes, linkSources }: { quotes: ObjectFinding["moreEvidence"]; linkSources: boolean }) {
  if (quotes.length === 0) return null;
  const places = quotes.length === 1 ? "1 more place" : `${quotes.length} more places`;
  return (
    <details className="group mt-1 text-xs" data-testid="more-evidence">
      {/* At least 24 px tall: a finger can hit it on a phone. */}
      <summary className="inline-flex min-h-6 items-center gap-1 rounded font-medium text-brand-700 hover:underline">
        <span className="group-open:hidden">Also stated in {places}</span>
        <span className="hidden group-open:inline">Hide where else it is stated</span>
      </summary>
      <ul className="mt-2 space-y-2">
        {quotes.map((q) => (
          <li key={`${q.sourceUrl}|${q.quote}`} className="rounded-md bg-slate-50 p-3">
            <p className="leading-relaxed text-slate-700">“{q.quote}”</p>
            <p className="mt-1 text-slate-600">
              <span className="font-medium">Source: </span>
              <SourceLink url={q.sourceUrl} linkable={linkSources} />
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function FindingItem({ finding, linkSources = true }: { finding: DisplayFinding; linkSources?: boolean }) {
  if (finding.kind === "plain") {
    return (
      <li
        className="rounded-lg border border-slate-200 bg-white p-4 text-sm leading-relaxed text-slate-800"
        data-testid="finding"
      >
        {finding.text}
      </li>
    );
  }
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 text-sm" data-testid="finding">
      <div className="flex flex-wrap items-center gap-2">
        <ImpactBadge finding={finding} />
      </div>
      <p className="mt-2 font-medium leading-snug text-slate-900">{finding.text}</p>
      {finding.evidence ? (
        <blockquote
          className="mt-2 border-l-4 border-slate-300 pl-3 leading-relaxed text-slate-700"
          data-testid="evidence"
        >
          “{finding.evidence}”
        </blockquote>
      ) : (
        <p className="mt-2 italic text-slate-600" data-testid="evidence">
          No evidence provided
        </p>
      )}
      {finding.checkedUrls.length > 0 ? (
        <div className="mt-2 text-xs text-slate-600">
          <p className="font-medium">Pages checked:</p>
          <ul className="mt-1 space-y-0.5">
            {finding.checkedUrls.slice(0, 8).map((u) => (
              <li key={u} className="break-all">
                <SourceLink url={u} linkable={linkSources} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">
        <span className="font-medium">Source: </span>
        <SourceLink url={finding.sourceUrl} linkable={linkSources} />
      </p>
      <MoreEvidence quotes={finding.moreEvidence} linkSources={linkSources} />
      {finding.excerpt ? (
        <details className="group mt-1 text-xs">
          {/* At least 24 px tall: a finger can hit it on a phone. */}
          <summary className="inline-flex min-h-6 items-center gap-1 rounded font-medium text-brand-700 hover:underline">
            <span className="group-open:hidden">Show page excerpt</span>
            <span className="hidden group-open:inline">Hide page excerpt</span>
          </summary>
          <p
            className="mt-2 whitespace-pre-line rounded-md bg-slate-50 p-3 leading-relaxed text-slate-700"
            data-testid="excerpt"
          >
            <Excerpt excerpt={finding.excerpt} evidence={finding.evidence} />
          </p>
        </details>
      ) : null}
    </li>
  );
}

/** Verified certifications, each with the vendor's words and where they were read (or why there are none). */
export function CertificationList({
  certifications,
  linkSources = true,
}: {
  certifications: DisplayCertification[];
  linkSources?: boolean;
}) {
  if (certifications.length === 0) {
    return (
      <p className="mt-2 text-sm text-slate-600">No certification is stated as attained on the vendor's own pages.</p>
    );
  }
  return (
    <ul className="mt-2 space-y-2" data-testid="certifications">
      {certifications.map((c) => (
        <li key={c.name} className="rounded-lg bg-emerald-50 p-3 text-sm ring-1 ring-emerald-200">
          <p className="flex items-center gap-2 font-semibold text-emerald-900">
            <CircleCheckIcon size={16} className="shrink-0 text-emerald-700" />
            {c.name}
            <span className="sr-only">(verified)</span>
          </p>
          {c.evidence ? <p className="mt-1 text-slate-700">“{c.evidence}”</p> : null}
          {c.sourceUrl ? (
            <p className="mt-1 text-xs text-slate-600">
              <span className="font-medium">Source: </span>
              <SourceLink url={c.sourceUrl} linkable={linkSources} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The questions to ask the vendor (what its site leaves open). */
export function InformationGapList({ gaps }: { gaps: InformationGap[] }) {
  return (
    <ul className="mt-2 space-y-2 text-sm" data-testid="information-gaps">
      {gaps.map((g) => (
        <li key={g.question} className="rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100">
          <p className="font-medium text-slate-900">{g.question}</p>
          {g.reason ? <p className="mt-1 text-slate-700">{g.reason}</p> : null}
        </li>
      ))}
    </ul>
  );
}

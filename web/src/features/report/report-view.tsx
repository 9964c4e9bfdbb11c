import { lazy, Suspense, useEffect, useState, type ReactNode, type Ref } from "react";
import type {
  Analysis,
  AnalyzedPage,
  Dimension,
  DimensionRisk,
  InformationGap,
  SecurityRisk,
} from "@core/contract/analysis";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import {
  CircleHelpIcon,
  ClockIcon,
  DollarSignIcon,
  ExternalLinkIcon,
  FileTextIcon,
  RefreshCwIcon,
  ScaleIcon,
  ShieldIcon,
} from "lucide-react";
import { ProgressBar } from "@web/components/ui/progress";
import { ScrollLink } from "@web/components/ui/scroll-link";
import { cn } from "@web/lib/cn";
import { formatScore } from "@core/contract/assessment-rules";
import { displayUrl, formatPercent, timeAgo } from "@web/lib/format";
import { CopyLinkButton } from "./copy-link-button";
import { CertificationList, FindingItem, InformationGapList, SourceLink } from "./finding-item";
import {
  keyedFindings,
  sortFindings,
  verifiedCertifications,
  type LooseCertification,
  type LooseFinding,
} from "./findings";
import { BandIcon, RiskBadge, ScoreRing } from "./risk-badge";
import { ScoreExplanationPanel } from "./score-explanation-panel";
import { BAND_STYLE, confidenceLabel, RECOMMENDATION_LABEL, RECOMMENDATION_TONE } from "./risk";
import { RISK_BAND_LABEL, riskBand } from "@core/contract/risk-bands";

/** Loaded with the first report that has a header grade (the landing's sample has none). */
const HeaderTestsTable = lazy(() => import("./header-tests-table").then((m) => ({ default: m.HeaderTestsTable })));
/** Loaded with the first report that has a privacy rubric (the landing's sample has none). */
const RubricList = lazy(() => import("./rubric-list").then((m) => ({ default: m.RubricList })));

export interface ReportMeta {
  source: "cached" | "fresh" | "sample";
  /** When the report was made. */
  at: string;
}

/** Re-renders every minute so "5 minutes ago" stays true. */
function useMinuteTick() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
}

function VendorLogo({ analysis }: { analysis: Analysis }) {
  const [failed, setFailed] = useState(false);
  const letter = (analysis.vendor_name || displayUrl(analysis.url)).trim().charAt(0).toUpperCase() || "?";
  if (!analysis.logo_url || !/^https?:\/\//i.test(analysis.logo_url) || failed) {
    return (
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-xl font-bold text-brand-800 ring-1 ring-brand-100"
      >
        {letter}
      </span>
    );
  }
  return (
    <img
      src={analysis.logo_url}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="h-12 w-12 shrink-0 rounded-xl bg-white object-contain p-1 ring-1 ring-slate-200"
    />
  );
}

const DIMENSIONS: {
  key: Dimension;
  title: string;
  subject: string;
  field: "pricing_risk" | "privacy_legal_risk" | "security_risk";
  icon: ReactNode;
}[] = [
  {
    key: "pricing",
    title: "Pricing Risk",
    subject: "pricing",
    field: "pricing_risk",
    icon: <DollarSignIcon size={20} />,
  },
  {
    key: "privacy_legal",
    title: "Privacy/Legal Risk",
    subject: "privacy and legal terms",
    field: "privacy_legal_risk",
    icon: <ScaleIcon size={20} />,
  },
  {
    key: "security",
    title: "Security Risk",
    subject: "security",
    field: "security_risk",
    icon: <ShieldIcon size={20} />,
  },
];

export function ReportView({
  analysis,
  meta,
  onRefresh,
  refreshDisabled,
  reportKey,
  headingRef,
  footer,
}: {
  analysis: Analysis;
  meta: ReportMeta;
  onRefresh?: () => void;
  refreshDisabled?: boolean;
  /** Offers "Copy link" to the report's own address, /reports/<key>. */
  reportKey?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  footer?: ReactNode;
}) {
  useMinuteTick();
  const sample = meta.source === "sample";
  const overall = analysis.overall_risk;
  const gaps = analysis.information_gaps ?? [];
  const idPrefix = sample ? "sample" : "report";
  return (
    <div className="space-y-6" data-testid={sample ? "sample-report" : "report"}>
      <Card className="overflow-hidden">
        <div className="border-b border-slate-200 bg-slate-50/70 px-5 py-4 sm:px-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
              Your Risk Assessment
            </h2>
            <ReportActions meta={meta} reportKey={reportKey} onRefresh={onRefresh} refreshDisabled={refreshDisabled} />
          </div>
        </div>
        <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-[minmax(0,1fr)_auto]">
          <div className="min-w-0">
            <div className="flex items-center gap-3">
              <VendorLogo analysis={analysis} />
              <div className="min-w-0 flex-1">
                <p
                  className="text-lg leading-tight font-bold break-words text-slate-900 sm:text-xl"
                  data-testid="vendor-name"
                >
                  {analysis.vendor_name || displayUrl(analysis.url)}
                </p>
                {sample ? (
                  <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
                    {breakableUrl(displayUrl(analysis.url))}
                  </p>
                ) : (
                  <a
                    href={analysis.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-center gap-1 text-sm text-brand-700 hover:underline"
                  >
                    {/* The whole address, wrapped if it must: it says which vendor this is. */}
                    <span className="min-w-0 [overflow-wrap:anywhere]">{breakableUrl(displayUrl(analysis.url))}</span>
                    <ExternalLinkIcon size={13} className="shrink-0" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                )}
              </div>
              <div className="md:hidden" aria-hidden="true">
                <ScoreRing score={overall.score} size={76} compact />
              </div>
            </div>
            <div className="mt-5 flex flex-wrap items-center gap-2">
              <span className="sr-only">Overall risk score: {formatScore(overall.score)} out of 10.</span>
              <RiskBadge score={overall.score} className="px-3 py-1 text-sm" />
              {overall.decision ? (
                <Badge tone={RECOMMENDATION_TONE[overall.decision]} className="px-3 py-1 text-sm">
                  Recommendation: {RECOMMENDATION_LABEL[overall.decision]}
                </Badge>
              ) : null}
              {typeof overall.confidence === "number" ? (
                <span
                  className="text-sm text-slate-600"
                  title="How much of what the review needs could be found and read on the vendor's pages"
                >
                  {confidenceLabel(overall.confidence)} ({formatPercent(overall.confidence)})
                </span>
              ) : null}
            </div>
            <p className="mt-4 leading-relaxed text-slate-800" data-testid="recommendation">
              {overall.recommendation || "No recommendation available"}
            </p>
            <DimensionJumps analysis={analysis} idPrefix={idPrefix} />
          </div>
          <div
            className="hidden flex-col items-center justify-center gap-1 md:flex md:border-l md:border-slate-200 md:pl-6"
            data-testid="overall-score"
            aria-hidden="true"
          >
            <ScoreRing score={overall.score} />
            <span className="text-sm font-semibold text-slate-700">Overall risk</span>
          </div>
        </div>
      </Card>

      {DIMENSIONS.map((d) => (
        <DimensionCard
          key={d.key}
          id={`${idPrefix}-${d.key}`}
          title={d.title}
          subject={d.subject}
          icon={d.icon}
          risk={analysis[d.field]}
          certifications={d.key === "security" ? (analysis.security_risk as SecurityRisk).certifications : undefined}
          gaps={gaps.filter((g) => g.dimension === d.key)}
          linkSources={!sample}
          extra={dimensionExtra(d.key, analysis, !sample)}
        />
      ))}

      {!sample ? <SourcesPanel analysis={analysis} /> : null}
      {footer}
    </div>
  );
}

/** The three dimensions' scores, each a link to its card below. */
function DimensionJumps({ analysis, idPrefix }: { analysis: Analysis; idPrefix: string }) {
  return (
    <ul className="mt-5 grid gap-2 sm:grid-cols-3">
      {DIMENSIONS.map((d) => {
        const risk = analysis[d.field];
        const b = riskBand(risk.score);
        return (
          <li key={d.key}>
            <ScrollLink
              href={`#${idPrefix}-${d.key}`}
              className={cn(
                "flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ring-1 hover:brightness-95",
                BAND_STYLE[b].panel,
                BAND_STYLE[b].ring,
              )}
            >
              <span className="font-medium text-slate-800">{d.title.replace(" Risk", "")}</span>
              <span className={cn("inline-flex items-center gap-1 font-semibold", BAND_STYLE[b].text)}>
                <BandIcon band={b} />
                {formatScore(risk.score)}/10
                <span className="sr-only">, {RISK_BAND_LABEL[b]}</span>
              </span>
            </ScrollLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The report's age (fresh or cached), Copy link and Refresh; or the sample's badge. */
function ReportActions({
  meta,
  reportKey,
  onRefresh,
  refreshDisabled,
}: {
  meta: ReportMeta;
  reportKey?: string;
  onRefresh?: () => void;
  refreshDisabled?: boolean;
}) {
  return meta.source === "sample" ? (
    <Badge tone="brand">Sample report · fictional vendor</Badge>
  ) : (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5" data-testid="report-age">
        <ClockIcon size={16} />
        {meta.source === "cached" ? `Cached result · analyzed ${timeAgo(meta.at)}` : `Analyzed ${timeAgo(meta.at)}`}
      </span>
      {reportKey ? <CopyLinkButton reportKey={reportKey} /> : null}
      {onRefresh ? (
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshDisabled}>
          <RefreshCwIcon size={16} /> Refresh
        </Button>
      ) : null}
    </div>
  );
}

/** Shown across a dimension's card below its findings: the header grade, the privacy rubric (or nothing). */
function dimensionExtra(dimension: Dimension, analysis: Analysis, linkSources: boolean): ReactNode {
  if (dimension === "security" && analysis.security_risk.header_grade) {
    return (
      <Suspense fallback={<p className="text-sm text-slate-600">Loading the header grade…</p>}>
        <HeaderTestsTable grade={analysis.security_risk.header_grade} />
      </Suspense>
    );
  }
  if (dimension === "privacy_legal" && analysis.privacy_legal_risk.rubric?.length) {
    return (
      <Suspense fallback={<p className="text-sm text-slate-600">Loading the privacy rubric…</p>}>
        <RubricList rubric={analysis.privacy_legal_risk.rubric} linkSources={linkSources} collapsed />
      </Suspense>
    );
  }
  return null;
}

const INITIAL_FINDINGS = 6;

function DimensionCard({
  id,
  title,
  subject,
  icon,
  risk,
  certifications,
  gaps,
  linkSources,
  extra,
}: {
  id: string;
  title: string;
  subject: string;
  icon: ReactNode;
  risk: DimensionRisk;
  certifications?: LooseCertification[];
  gaps: InformationGap[];
  linkSources: boolean;
  /** Shown across the card below the findings (the security card's header grade). */
  extra?: ReactNode;
}) {
  const [showAll, setShowAll] = useState(false);
  const b = riskBand(risk.score);
  const findings = sortFindings(risk.findings as LooseFinding[]);
  const visible = showAll ? findings : findings.slice(0, INITIAL_FINDINGS);
  const certs = certifications ? verifiedCertifications(certifications) : null;
  const headingId = `${id}-title`;
  return (
    <Card className="scroll-mt-24" id={id} aria-labelledby={headingId} role="region" data-testid="dimension-card">
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <span
            className={cn(
              "flex h-10 w-10 shrink-0 items-center justify-center rounded-lg",
              BAND_STYLE[b].panel,
              BAND_STYLE[b].text,
            )}
          >
            {icon}
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold text-slate-900">
              {title}
            </h3>
            <RiskBadge score={risk.score} />
          </div>
        </div>
        <p className="shrink-0 text-right">
          <span className={cn("text-3xl font-bold tabular-nums", BAND_STYLE[b].text)} data-testid="dimension-score">
            {formatScore(risk.score)}
          </span>
          <span className="text-base font-semibold text-slate-600">/10</span>
        </p>
      </div>
      <div className="grid gap-6 p-5 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-5">
          <ProgressBar
            value={risk.score * 10}
            label={`${title}: ${formatScore(risk.score)} out of 10`}
            barClassName={BAND_STYLE[b].bar}
          />
          <p className="leading-relaxed text-slate-800">{risk.details}</p>
          {typeof risk.confidence === "number" ? (
            <p className="text-sm text-slate-600">
              {confidenceLabel(risk.confidence)} ({formatPercent(risk.confidence)}) — how much of what this review needs
              was found on the vendor's pages.
            </p>
          ) : null}
          {risk.explanation ? <ScoreExplanationPanel explanation={risk.explanation} subject={subject} /> : null}
          {certs ? (
            <div>
              <h4 className="text-sm font-semibold text-slate-900">Verified Certifications</h4>
              <CertificationList certifications={certs} linkSources={linkSources} />
            </div>
          ) : null}
          {gaps.length > 0 ? (
            <div>
              <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                <CircleHelpIcon size={16} className="text-brand-700" /> Questions to ask the vendor
              </h4>
              <InformationGapList gaps={gaps} />
            </div>
          ) : null}
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">
            Key Findings <span className="font-normal text-slate-600">({findings.length})</span>
          </h4>
          {findings.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No findings for this dimension.</p>
          ) : (
            <ul className="mt-2 space-y-3">
              {keyedFindings(visible).map(({ key, finding }) => (
                <FindingItem key={key} finding={finding} linkSources={linkSources} />
              ))}
            </ul>
          )}
          {findings.length > INITIAL_FINDINGS ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2"
              aria-expanded={showAll}
              onClick={() => setShowAll((s) => !s)}
            >
              {showAll ? "Show fewer findings" : `Show all ${findings.length} findings`}
            </Button>
          ) : null}
        </div>
      </div>
      {extra ? <div className="border-t border-slate-200 p-5 sm:p-6">{extra}</div> : null}
    </Card>
  );
}

/** An address that may wrap after its dots and slashes (and mid-word only as a last resort). */
function breakableUrl(text: string): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed address, never reordered
  return text.split(/(?<=[./])/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

function pagesOf(analysis: Analysis): { label: string; page: AnalyzedPage }[] {
  const p = analysis.analyzed_pages;
  const out: { label: string; page: AnalyzedPage }[] = [];
  if (p.main_page) out.push({ label: "Main page", page: p.main_page });
  for (const page of p.pricing_pages) out.push({ label: "Pricing", page });
  for (const page of p.legal_pages) out.push({ label: "Legal", page });
  for (const page of p.security_pages) out.push({ label: "Security", page });
  return out;
}

/** What the review is based on: the pages read, and the ones that could not be. */
function SourcesPanel({ analysis }: { analysis: Analysis }) {
  const pages = pagesOf(analysis);
  const issues = analysis.crawl?.issues ?? [];
  const rendered = new Set(analysis.crawl?.rendered_pages ?? []);
  if (pages.length === 0 && issues.length === 0) return null;
  return (
    <Card>
      <details className="group">
        <summary className="flex items-center justify-between gap-3 rounded-xl px-5 py-4 sm:px-6">
          <span className="flex items-center gap-2 font-semibold text-slate-900">
            <FileTextIcon size={18} className="text-brand-700" />
            Sources: {pages.length} {pages.length === 1 ? "page" : "pages"} read
            {issues.length > 0 ? `, ${issues.length} could not be read` : ""}
          </span>
          <span className="text-sm font-medium text-brand-700 group-open:hidden">Show</span>
          <span className="hidden text-sm font-medium text-brand-700 group-open:inline">Hide</span>
        </summary>
        <div className="space-y-5 border-t border-slate-200 px-5 py-4 text-sm sm:px-6">
          {pages.length > 0 ? (
            <ul className="divide-y divide-slate-100">
              {pages.map(({ label, page }) => (
                <li
                  key={`${label}-${page.url}`}
                  className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:gap-3"
                >
                  <span className="w-24 shrink-0 font-medium text-slate-700">{label}</span>
                  <span className="min-w-0 flex-1">
                    <SourceLink url={page.url} />
                    {page.title ? <span className="block text-xs text-slate-600">{page.title}</span> : null}
                  </span>
                  {rendered.has(page.url) || page.rendered ? <Badge tone="neutral">Rendered in a browser</Badge> : null}
                  {page.format === "pdf" ? <Badge tone="neutral">PDF</Badge> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {issues.length > 0 ? (
            <div>
              <h4 className="font-semibold text-slate-900">Could not be read</h4>
              <ul className="mt-2 space-y-1.5">
                {issues.map((issue, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list read once, never reordered
                  <li key={i} className="text-slate-700">
                    <span className="break-all">{displayUrl(issue.url)}</span>: {issue.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </details>
    </Card>
  );
}

import { CircleHelpIcon } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import type { Analysis, AnalyzedPage, DimensionRisk, InformationGap } from "@core/contract/analysis";
import { formatScore } from "@core/contract/assessment-rules";
import { hasSourceData, NO_SOURCES_TEXT, sourceGroups } from "@core/contract/report-pages";
import { Card } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { formatDateTime } from "@web/lib/format";
import { CertificationList, FindingItem, InformationGapList, SourceLink } from "../report/finding-item";
import { keyedFindings, sortFindings, verifiedCertifications, type LooseFinding } from "../report/findings";

const HeaderTestsTable = lazy(() =>
  import("../report/header-tests-table").then((m) => ({ default: m.HeaderTestsTable })),
);
const RubricList = lazy(() => import("../report/rubric-list").then((m) => ({ default: m.RubricList })));
// Vendor monitoring: the chart library and the word diff arrive with these tabs only.
const HistoryPanel = lazy(() => import("../monitoring/history-panel").then((m) => ({ default: m.HistoryPanel })));
const ChangesPanel = lazy(() => import("../monitoring/changes-panel").then((m) => ({ default: m.ChangesPanel })));

/** Tabs an address may open (`?tab=changes` from a notification). */
export const REPORT_TABS = ["overview", "pricing", "privacy", "security", "sources", "history", "changes"] as const;

/**
 * The detail page's tabs: Overview, Pricing Analysis, Privacy & Legal,
 * Security, Sources & References. Findings show their source link, evidence and risk impact
 * (default medium); only verified certifications are listed. A saved assessment (`assessmentId`)
 * also has History (its vendor's scores over time) and Changes (what monitoring found).
 */
export function AssessmentTabs({
  analysis,
  assessmentId,
  initialTab,
}: {
  analysis: Analysis;
  assessmentId?: string;
  initialTab?: string;
}) {
  const gaps = analysis.information_gaps ?? [];
  const opens = REPORT_TABS.includes(initialTab as never) && (assessmentId || !/^(history|changes)$/.test(initialTab!));
  // A new `initialTab` (following a notification while on the page) opens that tab.
  return (
    <Tabs key={initialTab} defaultValue={opens ? initialTab : "overview"} className="min-w-0">
      {/* Wraps onto a second row on a phone, so every section stays in sight. */}
      <TabsList aria-label="Report sections" className="h-auto flex-wrap">
        <TabsTrigger value="overview" className="px-2.5">
          Overview
        </TabsTrigger>
        <TabsTrigger value="pricing" className="px-2.5">
          Pricing Analysis
        </TabsTrigger>
        <TabsTrigger value="privacy" className="px-2.5">
          Privacy &amp; Legal
        </TabsTrigger>
        <TabsTrigger value="security" className="px-2.5">
          Security
        </TabsTrigger>
        <TabsTrigger value="sources" className="px-2.5">
          Sources &amp; References
        </TabsTrigger>
        {assessmentId ? (
          <>
            <TabsTrigger value="history" className="px-2.5">
              History
            </TabsTrigger>
            <TabsTrigger value="changes" className="px-2.5">
              Changes
            </TabsTrigger>
          </>
        ) : null}
      </TabsList>
      <TabsContent value="overview">
        <Overview analysis={analysis} />
      </TabsContent>
      <TabsContent value="pricing">
        <DimensionPanel
          title="Pricing Analysis"
          risk={analysis.pricing_risk}
          gaps={gaps.filter((g) => g.dimension === "pricing")}
        />
      </TabsContent>
      <TabsContent value="privacy">
        <DimensionPanel
          title="Privacy & Legal"
          risk={analysis.privacy_legal_risk}
          gaps={gaps.filter((g) => g.dimension === "privacy_legal")}
        >
          {analysis.privacy_legal_risk.rubric?.length ? (
            <Card className="p-5">
              <Suspense fallback={<p className="text-sm text-slate-600">Loading the privacy rubric…</p>}>
                <RubricList rubric={analysis.privacy_legal_risk.rubric} />
              </Suspense>
            </Card>
          ) : null}
        </DimensionPanel>
      </TabsContent>
      <TabsContent value="security">
        <DimensionPanel
          title="Security"
          risk={analysis.security_risk}
          gaps={gaps.filter((g) => g.dimension === "security")}
        >
          <Certifications analysis={analysis} />
          {analysis.security_risk.header_grade ? (
            <Card className="p-5">
              <Suspense fallback={<p className="text-sm text-slate-600">Loading the header grade…</p>}>
                <HeaderTestsTable grade={analysis.security_risk.header_grade} />
              </Suspense>
            </Card>
          ) : null}
        </DimensionPanel>
      </TabsContent>
      <TabsContent value="sources">
        <Sources analysis={analysis} />
      </TabsContent>
      {assessmentId ? (
        <>
          <TabsContent value="history">
            <Suspense fallback={<p className="text-sm text-slate-600">Loading the history…</p>}>
              <HistoryPanel assessmentId={assessmentId} />
            </Suspense>
          </TabsContent>
          <TabsContent value="changes">
            <Suspense fallback={<p className="text-sm text-slate-600">Loading the changes…</p>}>
              <ChangesPanel assessmentId={assessmentId} />
            </Suspense>
          </TabsContent>
        </>
      ) : null}
    </Tabs>
  );
}

function Overview({ analysis }: { analysis: Analysis }) {
  const rows = [
    { title: "Pricing", risk: analysis.pricing_risk },
    { title: "Privacy & Legal", risk: analysis.privacy_legal_risk },
    { title: "Security", risk: analysis.security_risk },
  ];
  const top = sortFindings([
    ...analysis.pricing_risk.findings,
    ...analysis.privacy_legal_risk.findings,
    ...analysis.security_risk.findings,
  ] as LooseFinding[]).filter((f) => f.kind === "object" && f.impact === "high" && f.polarity !== "strength");
  return (
    <div className="space-y-4">
      <Card className="p-5">
        <h3 className="text-base font-semibold text-slate-900">Dimensions</h3>
        <ul className="mt-3 space-y-4">
          {rows.map((r) => (
            <li key={r.title}>
              <p className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-semibold text-slate-900">{r.title}</span>
                <span className="font-semibold tabular-nums">{formatScore(r.risk.score)}/10</span>
              </p>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{r.risk.details}</p>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-5">
        <h3 className="text-base font-semibold text-slate-900">High-impact findings</h3>
        {top.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No high-impact concerns were found.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {keyedFindings(top.slice(0, 6)).map(({ key, finding }) => (
              <FindingItem key={key} finding={finding} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function DimensionPanel({
  title,
  risk,
  gaps,
  children,
}: {
  title: string;
  risk: DimensionRisk;
  gaps: InformationGap[];
  children?: ReactNode;
}) {
  const findings = sortFindings(risk.findings as LooseFinding[]);
  return (
    <div className="space-y-4">
      <div className="space-y-4">
        <Card className="p-5">
          <h3 className="text-base font-semibold text-slate-900">
            {title}: {formatScore(risk.score)}/10
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{risk.details}</p>
        </Card>
        {children}
        {gaps.length > 0 ? (
          <Card className="p-5">
            <h3 className="flex items-center gap-1.5 text-base font-semibold text-slate-900">
              <CircleHelpIcon size={18} className="text-brand-700" aria-hidden="true" /> Questions to ask the vendor
            </h3>
            <InformationGapList gaps={gaps} />
          </Card>
        ) : null}
      </div>
      <Card className="p-5">
        <h3 className="text-base font-semibold text-slate-900">
          Findings <span className="font-normal text-slate-600">({findings.length})</span>
        </h3>
        {findings.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No findings for this dimension.</p>
        ) : (
          <ul className="mt-3 space-y-3" data-testid="findings">
            {keyedFindings(findings).map(({ key, finding }) => (
              <FindingItem key={key} finding={finding} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function Certifications({ analysis }: { analysis: Analysis }) {
  const certs = verifiedCertifications(analysis.security_risk.certifications);
  return (
    <Card className="p-5">
      <h3 className="text-base font-semibold text-slate-900">Verified Certifications</h3>
      <CertificationList certifications={certs} />
    </Card>
  );
}

/** Sources & References: the analysed pages by kind, or a fallback text. */
function Sources({ analysis }: { analysis: Analysis }) {
  if (!hasSourceData(analysis.analyzed_pages)) {
    return (
      <Card className="p-5 text-sm text-slate-600" data-testid="sources-empty">
        {NO_SOURCES_TEXT}
      </Card>
    );
  }
  return (
    <div className="space-y-4" data-testid="sources">
      {sourceGroups(analysis.analyzed_pages).map((group) => (
        <Card key={group.key} className="p-5">
          <h3 className="text-base font-semibold text-slate-900">
            {group.label} <span className="font-normal text-slate-600">({group.pages.length})</span>
          </h3>
          {group.pages.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">None found.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {group.pages.map((page) => (
                <SourcePage key={page.url} page={page} main={group.key === "main"} />
              ))}
            </ul>
          )}
        </Card>
      ))}
    </div>
  );
}

function SourcePage({ page, main }: { page: AnalyzedPage; main: boolean }) {
  return (
    <li className="space-y-1 py-3 text-sm" data-testid="source-page">
      <SourceLink url={page.url} />
      {page.title ? <p className="text-slate-700">{page.title}</p> : null}
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <div className="flex gap-1">
          <dt>Scraped</dt>
          <dd>
            <time dateTime={page.scrapedAt}>{formatDateTime(page.scrapedAt)}</time>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Content length</dt>
          <dd>{page.contentLength.toLocaleString("en-US")} characters</dd>
        </div>
        {main && page.linksExtracted !== undefined ? (
          <div className="flex gap-1">
            <dt>Links extracted</dt>
            <dd>{page.linksExtracted}</dd>
          </div>
        ) : null}
      </dl>
      {page.excerpt ? (
        <p className="rounded-md bg-slate-50 p-2 text-xs leading-relaxed text-slate-700">
          {/* The page goes on past the excerpt: say so rather than stop mid-word. */}
          {page.contentLength > page.excerpt.length ? `${page.excerpt.trimEnd()}…` : page.excerpt}
        </p>
      ) : null}
    </li>
  );
}

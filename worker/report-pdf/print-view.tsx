/** @jsxImportSource hono/jsx */
/**
 * The print view of a report: one self-contained HTML document (inline styles, no scripts, no
 * images from the network) that Browser Rendering turns into the PDF. It reads the report with
 * the same shared rules as the SPA (core/contract/report-format.ts, assessment-rules.ts).
 */
import { raw } from "hono/html";
import type { PdfReport } from "@core/domain/assessments/export-assessment-pdf";
import type { Analysis, AnalyzedPage, DimensionRisk, HeaderGrade } from "@core/contract/analysis";
import {
  approvalLabel,
  formatScore,
  priorityLabel,
  riskLevelLabel,
  scoreProgress,
  statusLabel,
} from "@core/contract/assessment-rules";
import {
  isLinkableSource,
  sortFindings,
  verifiedCertifications,
  type DisplayFinding,
} from "@core/contract/report-format";
import {
  formatModifier,
  hasSourceData,
  missingPageWarnings,
  NO_SOURCES_TEXT,
  sourceGroups,
} from "@core/contract/report-pages";
import { rubricGroups, rubricSummary } from "@core/contract/rubric-format";
import { riskBand, riskLevelOf, type RiskBand } from "@core/contract/risk-bands";
import { SELF_APPROVED_LABEL } from "@core/contract/review-rules";

export type PrintReport = PdfReport;
type PrintMetadata = NonNullable<PdfReport["metadata"]>;

/** The risk bands' colours, as on screen: low green, medium amber, high red. */
const BAND_COLOR: Record<RiskBand, string> = { low: "#15803d", medium: "#b45309", high: "#b91c1c", none: "#475569" };

const STYLES = `
  @page { size: A4; margin: 16mm 14mm 18mm; }
  * { box-sizing: border-box; }
  body { -webkit-print-color-adjust: exact; print-color-adjust: exact; font-family: "DejaVu Sans", "Liberation Sans", Arial, Helvetica, sans-serif; color: #0f172a; font-size: 10.5pt; line-height: 1.45; margin: 0; }
  h1 { font-size: 20pt; margin: 0 0 2mm; }
  h2 { font-size: 13pt; margin: 7mm 0 2.5mm; padding-bottom: 1.5mm; border-bottom: 1px solid #cbd5e1; break-after: avoid; }
  h3 { font-size: 11pt; margin: 4mm 0 1.5mm; break-after: avoid; }
  a { color: #1d4ed8; text-decoration: underline; word-break: break-all; }
  .muted { color: #475569; }
  .small { font-size: 9pt; }
  .header { display: flex; justify-content: space-between; gap: 8mm; border-bottom: 2px solid #0f172a; padding-bottom: 4mm; }
  .brand { font-size: 9pt; font-weight: 600; color: #475569; }
  .scores { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm; margin-top: 5mm; }
  .score { border: 1px solid #cbd5e1; border-radius: 2mm; padding: 3mm; break-inside: avoid; }
  .score .label { font-size: 9pt; color: #475569; }
  .score .value { font-size: 18pt; font-weight: 700; }
  .bar { height: 2mm; background: #e2e8f0; border-radius: 1mm; overflow: hidden; margin-top: 1.5mm; }
  .bar > div { height: 100%; }
  .box { border: 1px solid #cbd5e1; border-radius: 2mm; padding: 3mm 4mm; margin-top: 3mm; break-inside: avoid; }
  .warning { border-color: #f59e0b; background: #fffbeb; }
  table { width: 100%; border-collapse: collapse; margin-top: 2mm; }
  th, td { text-align: left; vertical-align: top; padding: 1.5mm 2mm; border-bottom: 1px solid #e2e8f0; }
  th { font-size: 9pt; color: #475569; font-weight: 600; }
  .meta th { width: 35%; }
  .finding { padding: 2.5mm 0; border-bottom: 1px solid #e2e8f0; break-inside: avoid; }
  .impact { display: inline-block; font-size: 8pt; font-weight: 700; text-transform: uppercase; padding: 0.3mm 1.5mm; border-radius: 1mm; border: 1px solid currentColor; margin-right: 2mm; }
  blockquote { margin: 1.5mm 0 1mm; padding: 1mm 3mm; border-left: 2px solid #94a3b8; color: #334155; font-style: italic; }
  .page { padding: 2mm 0; border-bottom: 1px solid #e2e8f0; break-inside: avoid; }
  .excerpt { color: #334155; font-size: 9pt; margin-top: 1mm; }
  footer { margin-top: 8mm; font-size: 8.5pt; color: #475569; border-top: 1px solid #cbd5e1; padding-top: 2mm; }
`;

const IMPACT_COLOR: Record<string, string> = { high: BAND_COLOR.high, medium: BAND_COLOR.medium, low: BAND_COLOR.low };

function formatDate(iso: string | null | undefined): string {
  if (!iso) return "–";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function ScoreCard({
  label,
  score,
  level,
}: {
  label: string;
  score: number | null | undefined;
  level?: string | null;
}) {
  const color = BAND_COLOR[riskBand(score)];
  level ||= riskLevelOf(score);
  return (
    <div class="score">
      <div class="label">{label}</div>
      <div class="value" style={`color:${color}`}>
        {formatScore(score)}
        <span class="small muted">/10</span>
      </div>
      <div class="small">{riskLevelLabel(level)} risk</div>
      <div class="bar">
        <div style={`width:${scoreProgress(score)}%;background:${color}`} />
      </div>
    </div>
  );
}

function SourceLink({ url }: { url: string | null }) {
  return isLinkableSource(url) ? <a href={url}>{url}</a> : <span class="muted">Not Found</span>;
}

function FindingItem({ f }: { f: DisplayFinding }) {
  if (f.kind === "plain") return <div class="finding">{f.text}</div>;
  const color = IMPACT_COLOR[f.impact] ?? BAND_COLOR.none;
  return (
    <div class="finding">
      <div>
        <span class="impact" style={`color:${color}`}>
          {f.impact}
        </span>
        <strong>{f.text}</strong>
      </div>
      <blockquote>{f.evidence ? `“${f.evidence}”` : "No evidence provided"}</blockquote>
      <div class="small">
        Source: <SourceLink url={f.sourceUrl} />
      </div>
      {f.checkedUrls.length > 0 ? <div class="small muted">Checked: {f.checkedUrls.join(", ")}</div> : null}
      {f.moreEvidence.map((q) => (
        <div class="small muted">
          Also stated: “{q.quote}” <SourceLink url={q.sourceUrl} />
        </div>
      ))}
    </div>
  );
}

function DimensionSection({ title, risk }: { title: string; risk: DimensionRisk }) {
  const findings = sortFindings(risk.findings);
  return (
    <section>
      <h2>
        {title}: {formatScore(risk.score)}/10
      </h2>
      <p>{risk.details}</p>
      {findings.length === 0 ? <p class="muted">No findings.</p> : findings.map((f) => <FindingItem f={f} />)}
    </section>
  );
}

/** The privacy/legal rubric: each question, the answer, the points it moved the score, the quotes with their links. */
function RubricSection({ rubric }: { rubric: NonNullable<Analysis["privacy_legal_risk"]["rubric"]> }) {
  const points = { risk: BAND_COLOR.high, strength: BAND_COLOR.low, none: BAND_COLOR.none } as const;
  return (
    <section>
      <h3>Privacy and legal rubric: {rubricSummary(rubric)}</h3>
      <p class="small muted">
        The score starts at 5 (nothing known); each answer moves it by the points shown. Unanswered questions move
        nothing.
      </p>
      {rubricGroups(rubric).map((g) => (
        <div>
          <div class="small muted" style="margin-top:2mm;font-weight:600;text-transform:uppercase">
            {g.title}
          </div>
          <table>
            <tr>
              <th>Question</th>
              <th>Answer and evidence</th>
              <th>Points</th>
            </tr>
            {g.rows.map((r) => (
              <tr>
                <td>
                  <strong>{r.label}</strong>
                  <div class="small muted">{r.text}</div>
                </td>
                <td>
                  <div>{r.answer}</div>
                  {r.quotes.map((q) => (
                    <div class="small">
                      “{q.quote}” <SourceLink url={q.sourceUrl} />
                    </div>
                  ))}
                  {r.note ? <div class="small muted">{r.note}</div> : null}
                  {r.checkedUrls.length > 0 ? <div class="small muted">Checked: {r.checkedUrls.join(", ")}</div> : null}
                </td>
                <td style={`color:${points[r.tone]};white-space:nowrap`}>{r.points}</td>
              </tr>
            ))}
          </table>
        </div>
      ))}
    </section>
  );
}

/** The HTTP header grade as Mozilla's Observatory computes it: grade, score, one row per test. */
function HeaderGradeSection({ grade }: { grade: HeaderGrade }) {
  return (
    <section>
      <h3>HTTP security headers: {grade.graded ? `grade ${grade.grade}, score ${grade.score}/100` : "no grade"}</h3>
      <p class="small muted">
        {grade.hostname} · {grade.tests_passed} of {grade.tests_quantity} tests passed · {grade.algorithm}
      </p>
      {!grade.graded ? (
        <p>{grade.no_grade_reason}</p>
      ) : (
        <table>
          <tr>
            <th>Test</th>
            <th>Result</th>
            <th>Score</th>
            <th>Remediation</th>
          </tr>
          {grade.tests.map((t) => (
            <tr>
              <td>{t.title}</td>
              <td>
                {t.pass ? "Passed: " : "Failed: "}
                {t.description}
              </td>
              <td
                style={`color:${t.modifier < 0 ? BAND_COLOR.high : t.modifier > 0 ? BAND_COLOR.low : BAND_COLOR.none}`}
              >
                {formatModifier(t.modifier)}
              </td>
              <td>{t.remediation || "None needed"}</td>
            </tr>
          ))}
        </table>
      )}
    </section>
  );
}

function MetadataTable({ analysis, metadata }: { analysis: Analysis; metadata?: PrintMetadata }) {
  const rows: [string, string][] = [];
  if (metadata) {
    rows.push(
      ["Tool name", metadata.toolName ?? "–"],
      ["Category", metadata.category ?? "–"],
      ["Department", metadata.department ?? "–"],
      ["Purpose / use case", metadata.purpose ?? "–"],
      ["Priority", priorityLabel(metadata.priority)],
      ["Status", statusLabel(metadata.status)],
      ["Approval status", approvalLabel(metadata.approvalStatus)],
      ...(metadata.decision
        ? ([
            ["Decided by", `${metadata.decision.by ?? "–"}, ${formatDate(metadata.decision.at)}`],
            ...(metadata.decision.selfApproved ? [["Four eyes", SELF_APPROVED_LABEL]] : []),
          ] as [string, string][])
        : []),
      ...(metadata.trialEndsAt ? [["Trial ends", formatDate(metadata.trialEndsAt)] as [string, string]] : []),
      ...(metadata.conditions?.length
        ? [
            [
              metadata.approvalStatus === "approved_with_conditions" ? "Conditions" : "Guardrails",
              metadata.conditions.join("; "),
            ] as [string, string],
          ]
        : []),
      ["Requested by", metadata.createdBy ?? "–"],
      ["Created", formatDate(metadata.createdAt)],
      ["Last updated", formatDate(metadata.updatedAt)],
    );
  }
  rows.push(["Analyzed", formatDate(analysis.analyzed_at)]);
  if (analysis.engine_version) rows.push(["Engine version", analysis.engine_version]);
  return (
    <table class="meta">
      {rows.map(([k, v]) => (
        <tr>
          <th>{k}</th>
          <td>{v}</td>
        </tr>
      ))}
    </table>
  );
}

function PageEntry({ page, main }: { page: AnalyzedPage; main: boolean }) {
  return (
    <div class="page">
      <a href={page.url}>{page.url}</a>
      <div class="small muted">
        Scraped {formatDate(page.scrapedAt)} · {page.contentLength.toLocaleString("en-US")} characters
        {main && page.linksExtracted !== undefined ? ` · ${page.linksExtracted} links extracted` : ""}
      </div>
      {page.excerpt ? <div class="excerpt">{page.excerpt.slice(0, 400)}</div> : null}
    </div>
  );
}

function Sources({ analysis }: { analysis: Analysis }) {
  if (!hasSourceData(analysis.analyzed_pages)) return <p class="muted">{NO_SOURCES_TEXT}</p>;
  return (
    <>
      {sourceGroups(analysis.analyzed_pages)
        .filter((g) => g.pages.length > 0)
        .map((g) => (
          <>
            <h3>{g.label}</h3>
            {g.pages.map((p) => (
              <PageEntry page={p} main={g.key === "main"} />
            ))}
          </>
        ))}
    </>
  );
}

function ReportDocument({ analysis, metadata, generatedAt }: PrintReport) {
  const title = metadata?.toolName || analysis.vendor_name;
  const certifications = verifiedCertifications(analysis.security_risk.certifications);
  const warnings = missingPageWarnings(analysis.analyzed_pages);
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>{`${title} – Risk assessment`}</title>
        {/* Raw (our own constant): as text its ">" would be escaped, and "&gt;" breaks the selectors using it. */}
        <style>{raw(STYLES)}</style>
      </head>
      <body>
        <div class="header">
          <div>
            <div class="brand">Rapid Risk Review · Risk assessment</div>
            <h1>{title}</h1>
            <div>
              {analysis.vendor_name !== title ? `${analysis.vendor_name} · ` : ""}
              <a href={analysis.url}>{analysis.url}</a>
            </div>
          </div>
          <div class="small muted" style="text-align:right">
            Generated {formatDate(generatedAt)}
          </div>
        </div>

        <div class="scores">
          <ScoreCard label="Overall risk" score={analysis.overall_risk.score} level={analysis.overall_risk.level} />
          <ScoreCard label="Pricing risk" score={analysis.pricing_risk.score} level={analysis.pricing_risk.level} />
          <ScoreCard
            label="Privacy & legal risk"
            score={analysis.privacy_legal_risk.score}
            level={analysis.privacy_legal_risk.level}
          />
          <ScoreCard label="Security risk" score={analysis.security_risk.score} level={analysis.security_risk.level} />
        </div>

        <h2>Overall Assessment</h2>
        <p>{analysis.overall_risk.recommendation || "No recommendation available"}</p>
        {warnings.map((w) => (
          <div class="box warning">
            <strong>{w.title}.</strong> {w.text}
          </div>
        ))}

        <h2>Details</h2>
        <MetadataTable analysis={analysis} metadata={metadata} />

        <DimensionSection title="Pricing risk" risk={analysis.pricing_risk} />
        <DimensionSection title="Privacy & legal risk" risk={analysis.privacy_legal_risk} />
        {analysis.privacy_legal_risk.rubric?.length ? (
          <RubricSection rubric={analysis.privacy_legal_risk.rubric} />
        ) : null}
        <DimensionSection title="Security risk" risk={analysis.security_risk} />

        {analysis.security_risk.header_grade ? (
          <HeaderGradeSection grade={analysis.security_risk.header_grade} />
        ) : null}

        <h3>Verified certifications</h3>
        {certifications.length === 0 ? (
          <p class="muted">No certification is stated as attained on the vendor's own pages.</p>
        ) : (
          <table>
            <tr>
              <th>Certification</th>
              <th>Evidence</th>
            </tr>
            {certifications.map((c) => (
              <tr>
                <td>{c.name}</td>
                <td>
                  {c.evidence ? <div>“{c.evidence}”</div> : null}
                  <div class="small">
                    <SourceLink url={c.sourceUrl} />
                  </div>
                </td>
              </tr>
            ))}
          </table>
        )}

        {analysis.information_gaps && analysis.information_gaps.length > 0 ? (
          <section>
            <h2>Questions to ask the vendor</h2>
            <ul>
              {analysis.information_gaps.map((g) => (
                <li>
                  {g.question}
                  {g.reason ? <span class="muted"> ({g.reason})</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <h2>Sources &amp; References</h2>
        <Sources analysis={analysis} />

        <footer>
          Every finding quotes the vendor's own pages; follow the links to read them in context. Scores run from 0 (no
          concern) to 10 (serious concern).
        </footer>
      </body>
    </html>
  );
}

/** The print view as one HTML document. */
export async function renderPrintView(report: PrintReport): Promise<string> {
  return `<!doctype html>${await (<ReportDocument {...report} />).toString()}`;
}

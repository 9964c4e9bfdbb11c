/**
 * The vendor's HTTP header grade as Mozilla's HTTP Observatory result page shows it: the
 * grade, the score, and one row per test with its result, score modifier and a one-line
 * remediation. Self-contained (Tailwind only) so the security card and a print/PDF view can
 * both render it. Below `sm` each row stacks as a card; from `sm` up it is a table.
 */
import { CircleCheckIcon, CircleXIcon, ExternalLinkIcon, InfoIcon } from "lucide-react";
import type { HeaderGrade, HeaderTest } from "@core/contract/analysis";
import { cn } from "@web/lib/cn";
import { truncate } from "@web/lib/format";
import { formatModifier } from "@core/contract/report-pages";

/** Grade letter colours: text at least 4.5:1 on its panel. */
function gradeStyle(grade: string | null): string {
  switch (grade?.charAt(0)) {
    case "A":
      return "bg-emerald-50 text-emerald-800 ring-emerald-200";
    case "B":
      return "bg-lime-50 text-lime-900 ring-lime-200";
    case "C":
      return "bg-amber-50 text-amber-900 ring-amber-200";
    case "D":
      return "bg-orange-50 text-orange-900 ring-orange-200";
    case "F":
      return "bg-red-50 text-red-800 ring-red-200";
    default:
      return "bg-slate-50 text-slate-700 ring-slate-200";
  }
}

export { formatModifier };

function modifierStyle(modifier: number): string {
  return modifier > 0 ? "text-emerald-800" : modifier < 0 ? "text-red-800" : "text-slate-600";
}

/** Mozilla's own result page for the host, for a reviewer who wants to check. */
function observatoryLink(hostname: string): string {
  return `https://developer.mozilla.org/en-US/observatory/analyze?host=${encodeURIComponent(hostname)}`;
}

function ResultIcon({ test }: { test: HeaderTest }) {
  return test.pass ? (
    <>
      <CircleCheckIcon size={16} className="mt-0.5 shrink-0 text-emerald-700" />
      <span className="sr-only">Passed: </span>
    </>
  ) : (
    <>
      <CircleXIcon size={16} className="mt-0.5 shrink-0 text-red-700" />
      <span className="sr-only">Failed: </span>
    </>
  );
}

function TestRow({ test }: { test: HeaderTest }) {
  return (
    <tr
      className="block border-t border-slate-200 py-3 first:border-t-0 sm:table-row sm:py-0"
      data-testid="header-test"
    >
      <th
        scope="row"
        className="block text-left align-top text-sm font-semibold text-slate-900 sm:table-cell sm:py-3 sm:pr-3"
      >
        <span className="flex items-start justify-between gap-3">
          {test.title}
          <span className={cn("font-bold tabular-nums sm:hidden", modifierStyle(test.modifier))}>
            {formatModifier(test.modifier)}
          </span>
        </span>
      </th>
      <td className="mt-1 block align-top text-sm text-slate-800 sm:table-cell sm:py-3 sm:pr-3">
        <span className="flex items-start gap-1.5">
          <ResultIcon test={test} />
          <span>
            {test.description}
            {test.evidence?.length ? (
              <code className="mt-1 block text-xs break-all text-slate-600" title={test.evidence.join("\n")}>
                {truncate(test.evidence.join(" · "), 160)}
              </code>
            ) : null}
            {test.preload_unknown ? (
              <span className="mt-1 flex items-center gap-1 text-xs text-amber-900">
                <InfoIcon size={12} className="shrink-0" /> HSTS preload status unknown: the preload list could not be
                checked.
              </span>
            ) : null}
            {test.note ? <span className="mt-1 block text-xs text-slate-700">{test.note}</span> : null}
          </span>
        </span>
      </td>
      <td
        className={cn(
          "hidden text-right align-top text-sm font-bold tabular-nums sm:table-cell sm:py-3 sm:pr-3",
          modifierStyle(test.modifier),
        )}
      >
        {formatModifier(test.modifier)}
      </td>
      {/* Stacked (narrow screens), a row without a remediation shows none. */}
      <td
        className={cn(
          "mt-1 align-top text-sm text-slate-700 sm:table-cell sm:py-3",
          test.remediation ? "block pl-[22px] sm:pl-0" : "hidden",
        )}
      >
        <span className="font-medium text-slate-900 sm:sr-only">Remediation: </span>
        {test.remediation || <span className="text-slate-600">None needed</span>}
      </td>
    </tr>
  );
}

export function HeaderTestsTable({ grade, className }: { grade: HeaderGrade; className?: string }) {
  const bonusIgnored = grade.extra_credit_counted === false && (grade.extra_credit ?? 0) > 0;
  return (
    <section className={cn("space-y-4", className)} aria-labelledby="header-grade-title" data-testid="header-grade">
      <div className="flex flex-wrap items-center gap-4">
        <span
          className={cn(
            "flex h-14 w-14 shrink-0 items-center justify-center rounded-xl text-2xl font-bold ring-1",
            gradeStyle(grade.graded ? grade.grade : null),
          )}
          data-testid="header-grade-letter"
        >
          {grade.graded ? grade.grade : "–"}
        </span>
        <div className="min-w-0 flex-1">
          <h4 id="header-grade-title" className="text-base font-bold text-slate-900">
            HTTP security headers
          </h4>
          {grade.graded ? (
            <p className="text-sm text-slate-700">
              Score <span className="font-semibold tabular-nums">{grade.score}</span>/100 · {grade.tests_passed} of{" "}
              {grade.tests_quantity} tests passed · {grade.hostname}
            </p>
          ) : (
            <p className="text-sm text-slate-700">No grade · {grade.hostname}</p>
          )}
          <p className="text-xs text-slate-600">{grade.algorithm}</p>
        </div>
        {grade.hostname ? (
          <a
            href={observatoryLink(grade.hostname)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:decoration-brand-700 print:hidden"
          >
            Compare on Mozilla's Observatory
            <ExternalLinkIcon size={13} className="shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </div>

      {!grade.graded ? (
        <p
          className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200"
          data-testid="header-no-grade"
        >
          {grade.no_grade_reason}
        </p>
      ) : (
        <>
          {bonusIgnored ? (
            <p className="text-sm text-slate-700">
              Bonus points ({formatModifier(grade.extra_credit!)}) count only when the score without them is 90 or more,
              so the score is 100 plus the penalties.
            </p>
          ) : null}
          <table className="block w-full sm:table">
            <thead className="sr-only sm:not-sr-only">
              <tr className="border-b border-slate-300 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <th scope="col" className="pb-2 sm:pr-3">
                  Test
                </th>
                <th scope="col" className="pb-2 sm:pr-3">
                  Result
                </th>
                <th scope="col" className="pb-2 text-right sm:pr-3">
                  Score
                </th>
                <th scope="col" className="pb-2">
                  Remediation
                </th>
              </tr>
            </thead>
            <tbody className="block sm:table-row-group">
              {grade.tests.map((t) => (
                <TestRow key={t.test} test={t} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

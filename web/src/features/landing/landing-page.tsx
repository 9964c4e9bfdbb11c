import { lazy, Suspense, useEffect, useRef } from "react";
import { Button, ButtonLink } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import {
  ArrowRightIcon,
  Building2Icon,
  CheckIcon,
  CircleCheckIcon,
  DollarSignIcon,
  FileTextIcon,
  ListChecksIcon,
  LockIcon,
  ScaleIcon,
  SearchIcon,
  ShieldCheckIcon,
  UsersIcon,
  ZapIcon,
} from "lucide-react";
import { SiteFooter } from "@web/components/site-footer";
import { SiteHeader } from "@web/components/site-header";
import { fieldValue } from "@web/lib/format";
import { AnalysisFlowProvider, useAnalysisFlow } from "../analysis/analysis-flow";
import { AnalyzeForm, PICK_DELAY_MS } from "../analysis/analyze-form";
import { recordPageView, resultsUrl } from "../page-views/record-page-view";
import { readRecentVendors } from "../recent-vendors/recent-vendors";
import { HERO_COPY } from "./copy";
import type { LandingVariant } from "@core/contract/landing";

// The report views (the sample and a finished analysis) sit below the form: they load after the
// page's first render, not with it (the landing page's first-load budget).
const loadSampleReport = () => import("./sample-report");
const loadAnalysisResults = () => import("../analysis/analysis-results").then((m) => ({ default: m.AnalysisResults }));
const SampleReportBody = lazy(loadSampleReport);
const AnalysisResults = lazy(loadAnalysisResults);
// Shown only after a result.
const SaveAssessmentCta = lazy(() =>
  import("../report/save-assessment-cta").then((m) => ({ default: m.SaveAssessmentCta })),
);

/** Keeps the room of a report while its code loads, so nothing below it moves. */
function ReportPlaceholder({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="min-h-[200rem] rounded-2xl bg-slate-50 px-6 py-10 sm:min-h-[160rem] lg:min-h-[125rem]"
    >
      {/* Seen when the code is slow to come: the empty room says what fills it. */}
      <p aria-hidden="true" className="flex items-center justify-center gap-2 text-sm text-slate-600">
        <Spinner className="text-brand-700" /> {label}…
      </p>
    </div>
  );
}

/** Set once per page load: the most recent vendor is re-analyzed only on the first visit. */
let autoAnalysisDone = false;

export function LandingPage({ variant }: { variant: LandingVariant }) {
  return (
    <AnalysisFlowProvider scope="public">
      <LandingContent variant={variant} />
    </AnalysisFlowProvider>
  );
}

function LandingContent({ variant }: { variant: LandingVariant }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const flow = useAnalysisFlow();
  const hasResult = flow.state.result !== null && flow.analysis !== null;
  const resultSeq = flow.state.resultSeq;

  useEffect(() => {
    recordPageView(variant);
  }, [variant]);

  useEffect(() => {
    void loadSampleReport();
    void loadAnalysisResults();
  }, []);

  // A second view with "#results" when an analysis completes.
  const recordedSeq = useRef(resultSeq);
  useEffect(() => {
    if (resultSeq === recordedSeq.current) return;
    recordedSeq.current = resultSeq;
    recordPageView(variant, resultsUrl());
  }, [resultSeq, variant]);

  // On the first visit of this page load, the most recent vendor is analyzed again (from the
  // cache). A job started before the visitor navigated away is followed again instead.
  const flowRef = useRef(flow);
  flowRef.current = flow;
  useEffect(() => {
    if (autoAnalysisDone) return;
    autoAnalysisDone = true;
    const { state } = flowRef.current;
    if (state.job || state.result) return;
    const recent = readRecentVendors()[0];
    if (!recent) return;
    const value = fieldValue(recent.url);
    flowRef.current.setInput(value);
    setTimeout(() => flowRef.current.submit({ trigger: "auto", input: value }), PICK_DELAY_MS);
  }, []);

  const copy = HERO_COPY[variant];
  const focusForm = () => {
    const input = inputRef.current;
    if (!input) return;
    input.scrollIntoView({ behavior: "smooth", block: "center" });
    input.focus({ preventScroll: true });
  };

  return (
    <div className="flex min-h-screen flex-col" data-variant={variant}>
      <SiteHeader sectionLinks reportHref={hasResult ? "#results" : "#sample-report"} />
      <main id="main" className="flex-1">
        <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-white to-brand-50/70">
          <div className="mx-auto max-w-6xl px-4 pt-12 pb-14 sm:px-6 sm:pt-16 sm:pb-20">
            <div className="mx-auto max-w-3xl text-center">
              <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100 sm:text-sm">
                <ShieldCheckIcon size={16} /> {copy.eyebrow}
              </p>
              <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
                {copy.title}
              </h1>
              <p className="mt-4 text-base leading-relaxed text-pretty text-slate-700 sm:text-lg">{copy.subtitle}</p>
              {variant === "variant" ? (
                <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
                  <Button size="lg" onClick={focusForm} data-focus-form="">
                    Check My Tool (Free)
                  </Button>
                  <ButtonLink to="/auth" variant="outline" size="lg">
                    Set Up for My Team
                  </ButtonLink>
                </div>
              ) : null}
            </div>
            <Card id="analyze" className="mx-auto mt-8 max-w-3xl p-4 shadow-md sm:mt-10 sm:p-6">
              <AnalyzeForm inputRef={inputRef} />
            </Card>
            <ul className="mx-auto mt-6 flex max-w-4xl flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6">
              {[
                "Findings quote the vendor's own pages",
                "Only certifications the vendor states as attained",
                "No sign-up needed",
              ].map((t) => (
                <li key={t} className="flex items-center gap-2">
                  <CheckIcon size={16} className="shrink-0 text-emerald-700" /> {t}
                </li>
              ))}
            </ul>
          </div>
        </section>

        {hasResult ? (
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <Suspense fallback={<ReportPlaceholder label="Loading the report" />}>
              <AnalysisResults
                shareable
                footer={(result) => (
                  // Its own boundary: the call to save loading later never hides the report above it.
                  <Suspense fallback={null}>
                    <SaveAssessmentCta url={result.url} />
                  </Suspense>
                )}
              />
            </Suspense>
          </div>
        ) : null}

        <SafeToTrySection variant={variant} />
        <HowItWorks />
        {!hasResult ? <SampleReport /> : null}
        <CallToAction />
      </main>
      <SiteFooter />
    </div>
  );
}

function SectionHeading({ eyebrow, title, text, id }: { eyebrow: string; title: string; text: string; id?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
    </div>
  );
}

function SafeToTrySection({ variant }: { variant: LandingVariant }) {
  const features = [
    {
      icon: <ZapIcon size={20} />,
      title: "Faster approvals",
      text: "Every review starts with the facts already gathered: prices and renewal terms, data use, sub-processors and security claims, each with its source.",
    },
    {
      icon: <ListChecksIcon size={20} />,
      title: "Clear guardrails",
      text: "A recommendation to approve, approve with guardrails, review or avoid, plus the questions still open for the vendor.",
    },
    {
      icon: <Building2Icon size={20} />,
      title: "An official catalog that grows",
      text: "Tools that prove their value and pass review are promoted to your organization's catalog, so the next person doesn't have to ask.",
    },
  ];
  const audiences = [
    { icon: <UsersIcon size={18} />, title: "Employees", text: "Try new tools without waiting weeks for an answer." },
    {
      icon: <LockIcon size={18} />,
      title: "IT and security",
      text: "See certifications, security pages and headers at a glance.",
    },
    {
      icon: <ScaleIcon size={18} />,
      title: "Legal and privacy",
      text: "Data use, training, retention and terms, quoted.",
    },
    {
      icon: <DollarSignIcon size={18} />,
      title: "Finance and procurement",
      text: "Renewals, commitments and price changes up front.",
    },
  ];
  return (
    <section aria-labelledby="safe-lane-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="safe-lane-title"
          eyebrow={variant === "variant" ? "From shadow IT to approved tools" : "The Safe-to-Try Lane"}
          title={
            variant === "control"
              ? "Consistent vendor reviews, in seconds"
              : "A safe way to say yes, instead of a queue"
          }
          text="Employees get an answer while they still care about the tool; reviewers get the evidence they need to decide quickly."
        />
        <p className="mt-4 text-center">
          <ButtonLink to="/safe-to-try" variant="secondary" data-testid="safe-to-try-link">
            How the Safe-to-Try Lane works <ArrowRightIcon size={16} aria-hidden="true" />
          </ButtonLink>
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {features.map((f) => (
            <Card key={f.title} className="p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                {f.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{f.text}</p>
            </Card>
          ))}
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {audiences.map((a) => (
            <li key={a.title} className="flex gap-3">
              <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
                {a.icon}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{a.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{a.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks() {
  const steps = [
    {
      icon: <SearchIcon size={20} />,
      title: "Paste the address",
      text: "Enter the vendor's website, like notion.so. No account needed.",
    },
    {
      icon: <FileTextIcon size={20} />,
      title: "We read the vendor's pages",
      text: "Pricing, privacy policy, terms, DPA, sub-processors, security and trust pages, as the vendor publishes them.",
    },
    {
      icon: <ShieldCheckIcon size={20} />,
      title: "Get scored findings",
      text: "Scores from 0 to 10 for pricing, privacy/legal and security risk; every finding is backed by a quote and a link.",
    },
    {
      icon: <CircleCheckIcon size={20} />,
      title: "Save and decide",
      text: "Sign in to save the report for your organization, route it for approval and share it with your team.",
    },
  ];
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-16 border-y border-slate-200 bg-slate-50 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How It Works"
          title="From address to answer in four steps"
          text="No questionnaires to send and no sales calls to sit through."
        />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex items-center gap-3">
                <span
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span className="text-brand-700">{s.icon}</span>
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function SampleReport() {
  return (
    <section id="sample-report" aria-labelledby="sample-title" className="scroll-mt-16 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="sample-title"
          eyebrow="Sample Report"
          title="What you get for every vendor"
          text="A sample assessment of a fictional vendor. Run your own analysis above to see a real one."
        />
        {/* A fictional vendor's report: not statements about this product, for crawlers and snippets alike. */}
        <div className="mt-10" data-nosnippet="">
          <Suspense fallback={<ReportPlaceholder label="Loading the sample report" />}>
            <SampleReportBody />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Give your team a safe way to say yes
        </h2>
        <p className="mt-3 leading-relaxed text-brand-100">
          Save reports, track approvals and share them across your organization. Free to start, no credit card needed.
        </p>
        <ButtonLink to="/auth" variant="secondary" size="lg" className="mt-7">
          Get Started Free <ArrowRightIcon size={18} />
        </ButtonLink>
      </div>
    </section>
  );
}

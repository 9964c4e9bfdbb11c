import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ChevronDownIcon, SaveIcon } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import type { Analysis } from "@core/contract/analysis";
import { formatScore, riskLevelLabel } from "@core/contract/assessment-rules";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { displayUrl, fieldValue } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { AnalysisFlowProvider, useAnalysisFlow, type ShownResult } from "../analysis/analysis-flow";
import { PICK_DELAY_MS, AnalyzeForm } from "../analysis/analyze-form";
import type { Me } from "../auth/api";
import { canDo } from "../auth/permissions";
import { ReportView } from "../report/report-view";
import { RiskLevelBadge } from "./assessment-badges";
import { useSaveAssessment } from "./api";
import { emptyMetadata, MetadataFields, metadataFromForm, type MetadataForm } from "./metadata-fields";
import { alternativesQueryOptions } from "../catalog/api";
import { AlternativesCard } from "../catalog/alternatives-card";
import { LanePreview } from "../safe-to-try/lane-preview";
import {
  emptyRequest,
  peopleError,
  RequestFields,
  requestFromForm,
  type RequestForm,
} from "../safe-to-try/request-fields";
import { formatDate } from "@web/lib/format";
import { forgetPendingUrl, readPendingUrl } from "./pending-url";
import { riskLevelOf } from "@core/contract/risk-bands";

/**
 * /dashboard/new-assessment: the analyze form (suggestions, progress box,
 * monthly-limit alert), a summary of the result, then 'Save Assessment to Organization' (open
 * by default) with 'Skip for Now' and 'Save Assessment'. A pending address remembered from
 * before sign-up is analyzed on arrival.
 */
export function NewAssessmentPage({ me }: { me: Me }) {
  useDocumentTitle("New Assessment");
  const canCreate = canDo(me, "assessment.create");
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">New Assessment</h1>
        <p className="mt-1 text-sm text-slate-600">
          Analyze a vendor's website, then save the report to {me.organization?.name ?? "your organization"} for review.
          New analyses count towards its monthly assessment limit; reports already analyzed recently do not.
        </p>
      </div>
      {canCreate ? (
        <AnalysisFlowProvider scope="member">
          <NewAssessmentFlow me={me} />
        </AnalysisFlowProvider>
      ) : (
        <Alert tone="warning" title="Your role can read assessments only">
          Starting analyses and saving assessments needs another role. Ask an organization administrator.
        </Alert>
      )}
    </div>
  );
}

function NewAssessmentFlow({ me }: { me: Me }) {
  const flow = useAnalysisFlow();
  usePendingUrlAutoStart();
  const result = flow.phase === "complete" ? flow.state.result : null;
  return (
    <>
      <Card className="p-4 sm:p-6">
        <AnalyzeForm showQuickPicks label="Vendor website" />
      </Card>
      {result && flow.analysis ? (
        <>
          <ResultSummary analysis={flow.analysis} />
          <AlternativesCard url={flow.analysis.url} />
          <SaveForm
            key={`${result.key}:${flow.state.resultSeq}`}
            result={result}
            analysis={flow.analysis}
            organization={me.organization?.name}
          />
          <details className="group rounded-xl border border-slate-200 bg-white">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-5 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              Full report
              <ChevronDownIcon
                size={20}
                aria-hidden="true"
                className="shrink-0 text-slate-600 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="border-t border-slate-200 p-4">
              <ReportView analysis={flow.analysis} meta={{ source: result.source, at: result.at }} />
            </div>
          </details>
        </>
      ) : null}
    </>
  );
}

/**
 * The address remembered before sign-up: filled in and analyzed 100 ms after arrival. It is
 * forgotten when the analysis starts, so a page left within those 100 ms still finds it.
 */
function usePendingUrlAutoStart() {
  const flow = useAnalysisFlow();
  const flowRef = useRef(flow);
  flowRef.current = flow;
  useEffect(() => {
    const url = readPendingUrl();
    if (!url) return;
    const value = fieldValue(url);
    flowRef.current.setInput(value);
    const timer = setTimeout(() => {
      forgetPendingUrl();
      flowRef.current.submit({ trigger: "auto", input: value });
    }, PICK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}

function ResultSummary({ analysis }: { analysis: Analysis }) {
  const dims = [
    { title: "Pricing", score: analysis.pricing_risk.score },
    { title: "Privacy & Legal", score: analysis.privacy_legal_risk.score },
    { title: "Security", score: analysis.security_risk.score },
  ];
  return (
    <Card className="scroll-mt-20 p-5" id="results" data-testid="result-summary">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900" data-testid="result-vendor">
            {analysis.vendor_name || displayUrl(analysis.url)}
          </h2>
          <p className="text-sm text-slate-600">{displayUrl(analysis.url)}</p>
        </div>
        <div className="text-right">
          <p className="text-3xl font-bold text-slate-900 tabular-nums">
            {formatScore(analysis.overall_risk.score)}
            <span className="text-base font-semibold text-slate-600">/10</span>
          </p>
          <RiskLevelBadge level={analysis.overall_risk.level ?? riskLevelOf(analysis.overall_risk.score)} />
        </div>
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-3">
        {dims.map((d) => (
          <li key={d.title} className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <span className="text-slate-700">{d.title}</span>
            <span className="font-semibold text-slate-900">
              {formatScore(d.score)}/10 <span className="sr-only">({riskLevelLabel(riskLevelOf(d.score))} risk)</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm leading-relaxed text-slate-800">
        {analysis.overall_risk.recommendation || "No recommendation available"}
      </p>
    </Card>
  );
}

/** The texts for a failed save. */
export function saveErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return "You must be logged in to create an assessment";
    if (err.status === 403 && err.message.startsWith("Could not find your organization"))
      return "Could not find your organization. Please contact support.";
    if (err.status < 500 && err.message) return err.message;
  }
  return "Failed to create assessment";
}

function SaveForm({
  result,
  analysis,
  organization,
}: {
  result: ShownResult;
  analysis: Analysis;
  organization?: string;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [form, setForm] = useState<MetadataForm>({ ...emptyMetadata, tool_name: analysis.vendor_name ?? "" });
  const [request, setRequest] = useState<RequestForm>(emptyRequest);
  const source = result.jobId ? { job_id: result.jobId } : { url: result.url };
  const suggested = useSuggestedCategory(analysis.url, form, setForm);
  const save = useSaveAssessment({
    onSuccess: (assessment) => {
      const name = assessment.tool_name ?? displayUrl(assessment.url);
      toast({
        title: "Assessment saved",
        description:
          assessment.decision_state === "trial" && assessment.expires_at
            ? `${name} is approved for a trial until ${formatDate(assessment.expires_at)}.`
            : `${name} is waiting for review.`,
        tone: "success",
      });
      void navigate({ to: "/dashboard/assessments/$id", params: { id: assessment.id } });
    },
    onError: (err) => toast({ title: "Error", description: saveErrorMessage(err), tone: "destructive" }),
  });
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <Card data-testid="save-form">
        <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left">
          <span>
            <span className="block text-lg font-semibold text-slate-900">Save Assessment to Organization</span>
            <span className="block text-sm text-slate-600">
              Add what {organization ?? "your organization"} needs to know, then send it for review.
            </span>
          </span>
          <ChevronDownIcon
            size={20}
            aria-hidden="true"
            className={cn("shrink-0 text-slate-600 transition-transform", open && "rotate-180")}
          />
        </Collapsible.Trigger>
        <Collapsible.Content>
          <form
            className="space-y-5 border-t border-slate-200 px-5 py-5"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate({ ...source, ...metadataFromForm(form), ...requestFromForm(request) });
            }}
          >
            <MetadataFields form={form} onChange={setForm} disabled={save.isPending} />
            {suggested && form.category_id === suggested.id ? (
              <p className="-mt-2 text-xs text-slate-600" data-testid="suggested-category">
                Category suggested from the tool's pages: {suggested.name}. You can change it.
              </p>
            ) : null}
            <RequestFields form={request} onChange={setRequest} disabled={save.isPending} />
            <LanePreview source={source} request={request} />
            {save.error ? (
              <Alert tone="error" title="The assessment was not saved">
                {saveErrorMessage(save.error)}
              </Alert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => void navigate({ to: "/dashboard/assessments" })}>
                Skip for Now
              </Button>
              <Button type="submit" disabled={save.isPending || peopleError(request.people) !== null}>
                <SaveIcon size={16} aria-hidden="true" /> {save.isPending ? "Saving…" : "Save Assessment"}
              </Button>
            </div>
          </form>
        </Collapsible.Content>
      </Card>
    </Collapsible.Root>
  );
}

/**
 * A tool analyzed before saving gets a category suggested from its pages: filled in once, while
 * the person has not picked one; they can change it. Returns the suggestion.
 */
function useSuggestedCategory(url: string, form: MetadataForm, setForm: (form: MetadataForm) => void) {
  const { data } = useQuery(alternativesQueryOptions(url));
  const suggested = data?.category_source === "suggested" ? data.category : null;
  const applied = useRef(false);
  useEffect(() => {
    if (!suggested || applied.current || form.category_id) return;
    applied.current = true;
    setForm({ ...form, category_id: suggested.id });
  }, [suggested, form, setForm]);
  return suggested;
}

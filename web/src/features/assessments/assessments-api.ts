import type {
  AssessmentDetail,
  AssessmentList,
  AssessmentResponse,
  CategoryList,
  Dashboard,
  ReanalyzeResponse,
  SaveAssessmentRequest,
  UpdateAssessmentRequest,
} from "@core/contract/assessments";
import { apiFetch } from "@web/lib/api";
import { listSearchParams } from "@web/lib/list";
import type { AssessmentSearch } from "./assessment-search";

/** The assessments API (worker/routes/assessments.ts, dashboard.ts, categories.ts). */
export function fetchDashboard(): Promise<Dashboard> {
  return apiFetch<Dashboard>("/api/dashboard");
}

export function fetchAssessments(
  params: AssessmentSearch & { limit?: number; cursor?: string },
): Promise<AssessmentList> {
  return apiFetch<AssessmentList>(`/api/assessments${listSearchParams(params)}`);
}

export async function fetchAssessment(id: string): Promise<AssessmentDetail> {
  return (await apiFetch<AssessmentResponse>(`/api/assessments/${encodeURIComponent(id)}`)).assessment;
}

export async function saveAssessment(body: SaveAssessmentRequest): Promise<AssessmentDetail> {
  return (await apiFetch<AssessmentResponse>("/api/assessments", { method: "POST", json: body })).assessment;
}

export async function updateAssessment(id: string, body: UpdateAssessmentRequest): Promise<AssessmentDetail> {
  return (
    await apiFetch<AssessmentResponse>(`/api/assessments/${encodeURIComponent(id)}`, { method: "PATCH", json: body })
  ).assessment;
}

export async function reanalyzeAssessment(id: string): Promise<string> {
  return (await apiFetch<ReanalyzeResponse>(`/api/assessments/${encodeURIComponent(id)}/reanalyze`, { method: "POST" }))
    .job_id;
}

export async function fetchCategories() {
  return (await apiFetch<CategoryList>("/api/categories")).items;
}

/** The CSV of the list with these filters (a download link: the browser sends the session cookie). */
export function exportCsvHref(filters: AssessmentSearch): string {
  return `/api/assessments/export.csv${listSearchParams(filters)}`;
}

export function reportPdfHref(id: string): string {
  return `/api/assessments/${encodeURIComponent(id)}/report.pdf`;
}

import { queryOptions } from "@tanstack/react-query";
import type { AssessmentResponse } from "@core/contract/assessments";
import type {
  ApprovalsList,
  Comment,
  CommentList,
  CommentResponse,
  Decision,
  DecisionList,
  DecisionResponse,
  MentionCandidate,
  MentionCandidateList,
} from "@core/contract/review";
import type { DecisionChoice } from "@core/contract/review-rules";
import { apiFetch } from "@web/lib/api";
import { listQueryOptions, listSearchParams, type ListParams } from "@web/lib/list";

export type { Comment, Decision, DecisionChoice, MentionCandidate };
export type ApprovalItem = ApprovalsList["items"][number];

const id = (value: string) => encodeURIComponent(value);

/** The approvals queue, urgent first then oldest first. Query key: ["approvals", "list", params]. */
export const approvalsQueryOptions = (params: ListParams = {}) =>
  listQueryOptions("approvals", params, (p) => apiFetch<ApprovalsList>(`/api/approvals${listSearchParams(p)}`));

/** The review history of an assessment. Query key: ["decisions", "list", { assessmentId }]. */
export const decisionsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: ["decisions", "list", { assessmentId }],
    queryFn: async () => (await apiFetch<DecisionList>(`/api/assessments/${id(assessmentId)}/decisions`)).items,
  });

/** The discussion of an assessment. Query key: ["comments", "list", { assessmentId }]. */
export const commentsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: ["comments", "list", { assessmentId }],
    queryFn: async () => (await apiFetch<CommentList>(`/api/assessments/${id(assessmentId)}/comments`)).items,
  });

/** Who can be mentioned there. Query key: ["mention-candidates", "list", { assessmentId }]. */
export const mentionCandidatesQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: ["mention-candidates", "list", { assessmentId }],
    queryFn: async () =>
      (await apiFetch<MentionCandidateList>(`/api/assessments/${id(assessmentId)}/mention-candidates`)).items,
    staleTime: 5 * 60_000,
  });

/** A decision names the version of the assessment the reviewer looked at: a stale one is refused (409). */
export const decideAssessment = (
  assessmentId: string,
  body: {
    status: DecisionChoice;
    comments?: string;
    conditions?: string[];
    expires_at?: string;
    alternative_assessment_id?: string;
    version?: number;
  },
) => apiFetch<DecisionResponse>(`/api/assessments/${id(assessmentId)}/decisions`, { method: "POST", json: body });

export const resubmitAssessment = (assessmentId: string) =>
  apiFetch<AssessmentResponse>(`/api/assessments/${id(assessmentId)}/resubmit`, { method: "POST" });

export const addComment = (assessmentId: string, body: { comment: string; mentions: string[] }) =>
  apiFetch<CommentResponse>(`/api/assessments/${id(assessmentId)}/comments`, { method: "POST", json: body });

export const deleteComment = (commentId: string) =>
  apiFetch<void>(`/api/comments/${id(commentId)}`, { method: "DELETE" });

/** What a decision changes: the assessment (detail and lists), its history, the queue. */
export const DECISION_QUERY_PREFIXES = [["assessments"], ["decisions"], ["approvals"], ["dashboard"]] as const;

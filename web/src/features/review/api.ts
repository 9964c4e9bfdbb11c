import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type { AssessmentDetail } from "@core/contract/assessments";
import type { ApprovalsList, Comment, Decision, DecisionResponse, MentionCandidate } from "@core/contract/review";
import type { DecisionChoice } from "@core/contract/review-rules";
import { api, apiData } from "@web/lib/api";
import { listQueryOptions, type ListParams } from "@web/lib/list";
import { type MutationCallbacks, useFeatureMutation } from "@web/lib/mutation";
import { assessmentKeys } from "../assessments/api";
import { catalogKeys } from "../catalog/api";

export type { Comment, Decision, DecisionChoice, MentionCandidate };
export type ApprovalItem = ApprovalsList["items"][number];

/**
 * The review workflow's data: the approvals queue, an assessment's decisions, discussion and
 * the people who can be mentioned in it; deciding, resubmitting, commenting.
 *
 * Query keys:
 *   ["approvals", "list", params]                          the queue, urgent first then oldest
 *   ["decisions", "list", { assessmentId }]                an assessment's review history
 *   ["comments", "list", { assessmentId }]                 its discussion
 *   ["mention-candidates", "list", { assessmentId }]       who can be mentioned there
 * A decision or a resubmission refreshes the assessment (detail and lists), its history, the
 * queue, the dashboard and the catalog; a comment refreshes the discussions.
 */
export const reviewKeys = {
  approvals: ["approvals"] as const,
  approvalList: (params: ListParams) => [...reviewKeys.approvals, "list", params] as const,
  decisions: ["decisions"] as const,
  decisionList: (assessmentId: string) => [...reviewKeys.decisions, "list", { assessmentId }] as const,
  comments: ["comments"] as const,
  commentList: (assessmentId: string) => [...reviewKeys.comments, "list", { assessmentId }] as const,
  mentionCandidates: (assessmentId: string) => ["mention-candidates", "list", { assessmentId }] as const,
};

export const approvalsQueryOptions = (params: ListParams = {}) =>
  listQueryOptions(
    reviewKeys.approvalList(params),
    (cursor, signal): Promise<ApprovalsList> =>
      apiData(api.GET("/api/approvals", { params: { query: { ...params, cursor } }, signal })),
  );

const onAssessment = (id: string) => ({ params: { path: { id } } });

export const decisionsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: reviewKeys.decisionList(assessmentId),
    queryFn: async ({ signal }): Promise<Decision[]> =>
      (await apiData(api.GET("/api/assessments/{id}/decisions", { ...onAssessment(assessmentId), signal }))).items,
  });

export const commentsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: reviewKeys.commentList(assessmentId),
    queryFn: async ({ signal }): Promise<Comment[]> =>
      (await apiData(api.GET("/api/assessments/{id}/comments", { ...onAssessment(assessmentId), signal }))).items,
  });

export const mentionCandidatesQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: reviewKeys.mentionCandidates(assessmentId),
    queryFn: async ({ signal }): Promise<MentionCandidate[]> =>
      (await apiData(api.GET("/api/assessments/{id}/mention-candidates", { ...onAssessment(assessmentId), signal })))
        .items,
    staleTime: 5 * 60_000,
  });

/** What a decision or a resubmission changes, read again before the action counts as done. */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [assessmentKeys.all, reviewKeys.decisions, reviewKeys.approvals, assessmentKeys.dashboard, catalogKeys.all].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** A decision names the version of the assessment the reviewer looked at: a stale one is refused (409). */
export interface DecisionInput {
  assessmentId: string;
  status: DecisionChoice;
  comments?: string;
  conditions?: string[];
  expires_at?: string;
  alternative_assessment_id?: string;
  version?: number;
}

export function useDecideAssessment(callbacks?: MutationCallbacks<DecisionResponse, DecisionInput>) {
  const refresh = useRefreshAfterDecision();
  return useFeatureMutation(
    {
      mutationFn: ({ assessmentId, ...body }: DecisionInput) =>
        apiData(api.POST("/api/assessments/{id}/decisions", { ...onAssessment(assessmentId), body })),
      onSettled: refresh,
    },
    callbacks,
  );
}

/** After changes were requested: back to pending review. */
export function useResubmitAssessment(assessmentId: string, callbacks?: MutationCallbacks<AssessmentDetail, void>) {
  const refresh = useRefreshAfterDecision();
  return useFeatureMutation(
    {
      mutationFn: async () =>
        (await apiData(api.POST("/api/assessments/{id}/resubmit", onAssessment(assessmentId)))).assessment,
      onSettled: refresh,
    },
    callbacks,
  );
}

export function useAddComment(
  assessmentId: string,
  callbacks?: MutationCallbacks<Comment, { comment: string; mentions: string[] }>,
) {
  const queryClient = useQueryClient();
  return useFeatureMutation(
    {
      mutationFn: async (body: { comment: string; mentions: string[] }) =>
        (await apiData(api.POST("/api/assessments/{id}/comments", { ...onAssessment(assessmentId), body }))).comment,
      onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.comments }),
    },
    callbacks,
  );
}

export function useDeleteComment(commentId: string, callbacks?: MutationCallbacks<void, void>) {
  const queryClient = useQueryClient();
  return useFeatureMutation(
    {
      mutationFn: () => apiData(api.DELETE("/api/comments/{id}", { params: { path: { id: commentId } } })),
      onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.comments }),
    },
    callbacks,
  );
}

/**
 * Staff calls of the learning loop (issue 4/5): unanswered questions and the expert queue,
 * knowledge base, conversation review, feedback stats, pipeline, dashboard and quality control.
 * One file because each screen uses two or three of them together.
 */
import {
  conversationDetailResponseSchema,
  conversationsResponseSchema,
  dashboardResponseSchema,
  feedbackStatsResponseSchema,
  type KnowledgeEntryPatch,
  knowledgeEntryResponseSchema,
  knowledgeListResponseSchema,
  learningPipelineResponseSchema,
  type NewKnowledgeEntry,
  qualityReviewResponseSchema,
  qualityReviewsResponseSchema,
  qualitySampleResponseSchema,
  unansweredQuestionResponseSchema,
  unansweredQuestionsResponseSchema,
} from '@fundpath/contracts/ai';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { aiKeys } from './keys';

type Params = Record<string, string | number | boolean | undefined | null>;

// ---- unanswered questions / expert queue ----------------------------------------------------

export const useUnansweredQuestions = (params: Params) =>
  useQuery({
    queryKey: aiKeys.adminList('unanswered', params),
    queryFn: () =>
      api.get(`/admin/ai/unanswered-questions${toQuery(params)}`, unansweredQuestionsResponseSchema),
    placeholderData: keepPreviousData,
  });

export const useUnansweredQuestion = (id: string | null) =>
  useQuery({
    queryKey: aiKeys.adminList('unanswered-question', { id }),
    queryFn: () =>
      api
        .get(
          `/admin/ai/unanswered-questions/${encodeURIComponent(id ?? '')}`,
          unansweredQuestionResponseSchema,
        )
        .then((r) => r.question),
    enabled: Boolean(id),
  });

function useAdminMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: aiKeys.admin() }) });
}

export const useAnswerQuestion = () =>
  useAdminMutation(({ id, answer }: { id: string; answer: string }) =>
    api.post(
      `/admin/ai/unanswered-questions/${encodeURIComponent(id)}/answer`,
      { answer },
      unansweredQuestionResponseSchema,
    ),
  );
export const useApproveQuestion = () =>
  useAdminMutation(({ id, general }: { id: string; general?: boolean }) =>
    api.post(
      `/admin/ai/unanswered-questions/${encodeURIComponent(id)}/approve`,
      general ? { general } : {},
      unansweredQuestionResponseSchema,
    ),
  );
export const useDismissQuestion = () =>
  useAdminMutation(({ id }: { id: string }) =>
    api.post(
      `/admin/ai/unanswered-questions/${encodeURIComponent(id)}/dismiss`,
      {},
      unansweredQuestionResponseSchema,
    ),
  );

// ---- knowledge base ------------------------------------------------------------------------------

export const useKnowledge = (params: Params) =>
  useQuery({
    queryKey: aiKeys.adminList('knowledge', params),
    queryFn: () => api.get(`/admin/ai/knowledge${toQuery(params)}`, knowledgeListResponseSchema),
    placeholderData: keepPreviousData,
  });
export const useCreateKnowledge = () =>
  useAdminMutation((entry: NewKnowledgeEntry) =>
    api.post('/admin/ai/knowledge', entry, knowledgeEntryResponseSchema),
  );
export const useUpdateKnowledge = () =>
  useAdminMutation(({ id, patch }: { id: string; patch: KnowledgeEntryPatch }) =>
    api.put(`/admin/ai/knowledge/${encodeURIComponent(id)}`, patch, knowledgeEntryResponseSchema),
  );
export const useDeleteKnowledge = () =>
  useAdminMutation(({ id }: { id: string }) => api.delete(`/admin/ai/knowledge/${encodeURIComponent(id)}`));

// ---- conversation review -------------------------------------------------------------------------

export const useConversations = (params: Params) =>
  useQuery({
    queryKey: aiKeys.adminList('conversations', params),
    queryFn: () => api.get(`/admin/ai/conversations${toQuery(params)}`, conversationsResponseSchema),
    placeholderData: keepPreviousData,
  });
export const useConversationDetail = (sessionId: string | null) =>
  useQuery({
    queryKey: aiKeys.adminList('conversation', { sessionId }),
    queryFn: () =>
      api.get(
        `/admin/ai/conversations/${encodeURIComponent(sessionId ?? '')}`,
        conversationDetailResponseSchema,
      ),
    enabled: Boolean(sessionId),
  });
export const useFlagConversation = () =>
  useAdminMutation(
    ({ sessionId, flagged, reason }: { sessionId: string; flagged: boolean; reason?: string }) =>
      api.post(`/admin/ai/conversations/${encodeURIComponent(sessionId)}/flag`, {
        flagged,
        ...(reason ? { reason } : {}),
      }),
  );

// ---- stats, pipeline, dashboard --------------------------------------------------------------------

export const useFeedbackStats = (params: Params) =>
  useQuery({
    queryKey: aiKeys.adminList('feedback-stats', params),
    queryFn: () => api.get(`/admin/ai/feedback-stats${toQuery(params)}`, feedbackStatsResponseSchema),
    placeholderData: keepPreviousData,
  });
export const useLearningPipeline = () =>
  useQuery({
    queryKey: aiKeys.adminList('learning-pipeline'),
    queryFn: () => api.get('/admin/ai/learning-pipeline', learningPipelineResponseSchema),
    refetchInterval: 30_000,
  });
export const useAiDashboard = (params: Params) =>
  useQuery({
    queryKey: aiKeys.adminList('dashboard', params),
    queryFn: () => api.get(`/admin/ai/dashboard${toQuery(params)}`, dashboardResponseSchema),
    placeholderData: keepPreviousData,
  });

// ---- quality control -------------------------------------------------------------------------------

export const useQualitySample = (params: Params) =>
  useQuery({
    queryKey: aiKeys.adminList('quality-sample', params),
    queryFn: () => api.get(`/admin/ai/quality-sample${toQuery(params)}`, qualitySampleResponseSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useQualityReviews = () =>
  useQuery({
    queryKey: aiKeys.adminList('quality-reviews'),
    queryFn: () => api.get('/admin/ai/quality-reviews', qualityReviewsResponseSchema),
  });
export function useSubmitQualityReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (review: { message_id: string; score: number; notes?: string }) =>
      api.post('/admin/ai/quality-reviews', review, qualityReviewResponseSchema),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiKeys.adminList('quality-reviews') }),
  });
}

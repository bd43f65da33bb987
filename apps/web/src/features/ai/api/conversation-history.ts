import { conversationHistoryResponseSchema } from '@fundpath/contracts/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './keys';

/** GET /api/ai/conversation-history/{step}; the spec names the user in the X-User-ID header. */
export const getConversationHistory = (userId: string, step: number) =>
  api.get(`/ai/conversation-history/${step}`, conversationHistoryResponseSchema, {
    headers: { 'X-User-ID': userId },
  });

export const conversationHistoryQuery = (userId: string, step: number) =>
  queryOptions({
    queryKey: aiKeys.history(userId, step),
    queryFn: () => getConversationHistory(userId, step),
    staleTime: 30_000,
  });

export const useConversationHistory = (userId: string | null, step: number | null) =>
  useQuery({
    ...conversationHistoryQuery(userId ?? '', step ?? 0),
    enabled: Boolean(userId) && step !== null && step > 0,
  });

import {
  adminMessageListResponseSchema,
  adminMessageResponseSchema,
  defaultQualificationTexts,
  type MessageUpdate,
  type QualificationTexts,
  qualificationTextsResponseSchema,
} from '@fundpath/contracts/funding';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const messageKeys = {
  texts: ['credit', 'qualification-texts'] as const,
  admin: ['credit', 'qualification-messages'] as const,
};

/**
 * GET /qualification-messages: the texts in force. Until it answers (or if it fails) the panel
 * shows the defaults, so a decision is never blocked by its wording.
 */
export const qualificationTextsQuery = () =>
  queryOptions({
    queryKey: messageKeys.texts,
    queryFn: () =>
      api
        .get('/qualification-messages', qualificationTextsResponseSchema)
        .then((r) => ({ ...defaultQualificationTexts(), ...r.messages }) as QualificationTexts),
    staleTime: 5 * 60_000,
  });
export function useQualificationTexts(): QualificationTexts {
  const q = useQuery(qualificationTextsQuery());
  return q.data ?? defaultQualificationTexts();
}

/** GET /admin/qualification-messages: each message with its default, variables and who edited it. */
export const adminMessagesQuery = () =>
  queryOptions({
    queryKey: messageKeys.admin,
    queryFn: () =>
      api.get('/admin/qualification-messages', adminMessageListResponseSchema).then((r) => r.messages),
  });
export const useAdminMessages = () => useQuery(adminMessagesQuery());

function useMessageMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: messageKeys.admin });
      void qc.invalidateQueries({ queryKey: messageKeys.texts });
    },
  });
}

export const useUpdateMessage = () =>
  useMessageMutation(({ key, body }: { key: string; body: MessageUpdate }) =>
    api
      .put(`/admin/qualification-messages/${key}`, body, adminMessageResponseSchema, { attempts: 1 })
      .then((r) => r.message),
  );
export const useResetMessage = () =>
  useMessageMutation((key: string) =>
    api
      .delete(`/admin/qualification-messages/${key}`, adminMessageResponseSchema, { attempts: 1 })
      .then((r) => r.message),
  );

import {
  type NewTeamMessage,
  TEAM_PAGE_SIZE,
  type TeamMessagePatch,
  type TeamMessagesPage,
  teamAttachmentResponseSchema,
  teamMessageResponseSchema,
  teamMessagesResponseSchema,
  teamOkResponseSchema,
  teamReadResponseSchema,
} from '@fundpath/contracts/team-chat';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { BASE } from './channels';
import { teamChatKeys } from './keys';

const channel = (id: string) => `${BASE}/channels/${id}`;

/** `GET …/channels/:id/messages`: the newest page first; older pages by `before=<seq>`. */
export const useTeamMessages = (id: string) =>
  useInfiniteQuery({
    queryKey: teamChatKeys.messages(id),
    queryFn: ({ pageParam }) =>
      api.get(
        `${channel(id)}/messages${toQuery({ before: pageParam ?? undefined, limit: TEAM_PAGE_SIZE })}`,
        teamMessagesResponseSchema,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });

/** Every loaded message, oldest first. */
export const teamMessagesOf = (data: { pages: readonly Pick<TeamMessagesPage, 'messages'>[] } | undefined) =>
  data ? [...data.pages].reverse().flatMap((p) => p.messages) : [];

function useRefreshing<T, R>(id: string, fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamChatKeys.messages(id) });
      void queryClient.invalidateQueries({ queryKey: teamChatKeys.channels() });
    },
  });
}

export const useSendTeamMessage = (id: string) =>
  useRefreshing(
    id,
    async (body: NewTeamMessage) =>
      (await api.post(`${channel(id)}/messages`, body, teamMessageResponseSchema)).message,
  );

export const useEditTeamMessage = (id: string) =>
  useRefreshing(
    id,
    async ({ messageId, ...patch }: TeamMessagePatch & { messageId: string }) =>
      (await api.patch(`${channel(id)}/messages/${messageId}`, patch, teamMessageResponseSchema)).message,
  );

export const useDeleteTeamMessage = (id: string) =>
  useRefreshing(id, (messageId: string) =>
    api.delete(`${channel(id)}/messages/${messageId}`, teamOkResponseSchema),
  );

/** `POST …/read`: my mark moves to this seq (never back). */
export function useMarkTeamRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => api.post(`${channel(id)}/read`, { seq }, teamReadResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamChatKeys.channels() }),
  });
}

/** `POST …/attachments` (multipart): the file, to send as `file_id`. */
export async function uploadTeamAttachment(id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.post(`${channel(id)}/attachments`, form, teamAttachmentResponseSchema)).attachment;
}

export const teamAttachmentUrl = (channelId: string, attachmentId: string) =>
  `/api${channel(channelId)}/attachments/${attachmentId}/download`;

import {
  CHAT_PAGE_SIZE,
  type ChatMessagesPage,
  chatAttachmentResponseSchema,
  chatMessageResponseSchema,
  chatMessagesResponseSchema,
  chatReadResponseSchema,
  chatTypingResponseSchema,
  type NewChatMessage,
} from '@fundpath/contracts/marketplace-chat';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { chatKeys } from './keys';

const room = (id: string) => `/marketplace/chat/rooms/${id}`;

/** The path of one page of history: the newest page without `before`, older pages with it. */
export const messagesPath = (id: string, before?: string | null) =>
  `${room(id)}/messages${toQuery({ before: before ?? undefined, limit: CHAT_PAGE_SIZE })}`;

/**
 * `GET /api/marketplace/chat/rooms/:id/messages`: the newest page first; "Load earlier" fetches
 * the next (older) page with the cursor the last one gave.
 */
export const useChatMessages = (id: string) =>
  useInfiniteQuery({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam }) => api.get(messagesPath(id, pageParam), chatMessagesResponseSchema),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });

/** Every loaded message, oldest first (pages arrive newest first; each page is oldest first). */
export const messagesOf = (data: { pages: readonly Pick<ChatMessagesPage, 'messages'>[] } | undefined) =>
  data ? [...data.pages].reverse().flatMap((p) => p.messages) : [];

/** `POST /api/marketplace/chat/rooms/:id/messages`. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewChatMessage) =>
      (await api.post(`${room(id)}/messages`, body, chatMessageResponseSchema)).message,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
    },
  });
}

/** `POST /api/marketplace/chat/rooms/:id/read`: my mark moves to this message (never back). */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api.post(`${room(id)}/read`, { message_id: messageId }, chatReadResponseSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.room(id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
    },
  });
}

/** `POST /api/marketplace/chat/rooms/:id/typing`: a transient event for the other side. */
export const sendTyping = (id: string) => api.post(`${room(id)}/typing`, {}, chatTypingResponseSchema);

/** `POST /api/marketplace/chat/rooms/:id/attachments` (multipart): the file, to send as `file_id`. */
export async function uploadAttachment(id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.post(`${room(id)}/attachments`, form, chatAttachmentResponseSchema)).attachment;
}

/** Where a participant downloads an attachment of the room. */
export const attachmentUrl = (roomId: string, attachmentId: string) =>
  `/api${room(roomId)}/attachments/${attachmentId}/download`;

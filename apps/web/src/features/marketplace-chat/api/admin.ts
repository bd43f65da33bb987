import {
  adminChatListResponseSchema,
  adminChatMessagesResponseSchema,
  CHAT_PAGE_SIZE,
} from '@fundpath/contracts/marketplace-chat';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { chatKeys } from './keys';

const BASE = '/admin/marketplace/chats';
export const ADMIN_CHATS_PER_PAGE = 25;

/** `GET /api/admin/marketplace/chats`: every room, searchable by either person (each read is audited). */
export const useAdminChats = (q: string, page: number) =>
  useQuery({
    queryKey: chatKeys.adminList(q, page),
    queryFn: () =>
      api.get(
        `${BASE}${toQuery({ q: q || undefined, page, per_page: ADMIN_CHATS_PER_PAGE })}`,
        adminChatListResponseSchema,
      ),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/marketplace/chats/:id/messages`: one room's history, read-only, newest page first. */
export const useAdminChatMessages = (id: string | null) =>
  useInfiniteQuery({
    queryKey: chatKeys.adminMessages(id ?? ''),
    queryFn: ({ pageParam }) =>
      api.get(
        `${BASE}/${id}/messages${toQuery({ before: pageParam ?? undefined, limit: CHAT_PAGE_SIZE })}`,
        adminChatMessagesResponseSchema,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
    enabled: Boolean(id),
  });

export const adminAttachmentUrl = (roomId: string, attachmentId: string) =>
  `/api${BASE}/${roomId}/attachments/${attachmentId}/download`;

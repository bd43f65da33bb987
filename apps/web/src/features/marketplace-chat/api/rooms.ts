import {
  chatRoomListResponseSchema,
  chatRoomResponseSchema,
  type OpenChatRoom,
} from '@fundpath/contracts/marketplace-chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './keys';

const BASE = '/marketplace/chat';

/** `GET /api/marketplace/chat/rooms`: my rooms, last message and unread count each. */
export const useChatRooms = () =>
  useQuery({
    queryKey: chatKeys.rooms(),
    queryFn: async () => (await api.get(`${BASE}/rooms`, chatRoomListResponseSchema)).rooms,
  });

/** `GET /api/marketplace/chat/rooms/:id`: one of my rooms (404 for anyone else's). */
export const useChatRoom = (id: string) =>
  useQuery({
    queryKey: chatKeys.room(id),
    queryFn: async () => (await api.get(`${BASE}/rooms/${id}`, chatRoomResponseSchema)).room,
    retry: false,
  });

/** `POST /api/marketplace/chat/rooms`: opens (or finds) the room with a specialist or a member. */
export function useOpenChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OpenChatRoom) =>
      (await api.post(`${BASE}/rooms`, body, chatRoomResponseSchema)).room,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.rooms() }),
  });
}

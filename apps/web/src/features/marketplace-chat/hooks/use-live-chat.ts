import {
  CHAT_EVENTS,
  CHAT_TYPING_TTL_MS,
  chatRoomTopic,
  chatTypingEventSchema,
} from '@fundpath/contracts/marketplace-chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { useRealtimeTopic } from '@/lib/realtime';
import { chatKeys } from '../api/keys';

/**
 * Keeps one open room current on `chat.room:<id>`: a new message or a read refetches history and
 * the room (events carry ids only); the other person's typing shows for a few seconds. Returns
 * whether the other person is typing now.
 */
export function useLiveRoom(roomId: string): { otherTyping: boolean } {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [otherTyping, setOtherTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(roomId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.room(roomId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
  }, [queryClient, roomId]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeTopic(
    chatRoomTopic(roomId),
    (event) => {
      if (event.event === CHAT_EVENTS.typing) {
        const parsed = chatTypingEventSchema.safeParse(event.data);
        if (!parsed.success || parsed.data.user_id === user?.id) return;
        setOtherTyping(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOtherTyping(false), CHAT_TYPING_TTL_MS);
        return;
      }
      if (event.event === CHAT_EVENTS.message) {
        // Their message ends their typing.
        if (event.data.sender_id !== user?.id) {
          clearTimeout(timer.current);
          setOtherTyping(false);
        }
        refresh();
      } else if (event.event === CHAT_EVENTS.read) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.room(roomId) });
      }
    },
    { onResync: refresh },
  );
  return { otherTyping };
}

/** Keeps the room list (last messages, unread badges) current from my own `user:<id>` topic. */
export function useLiveRoomList(): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() }),
    [queryClient],
  );
  useRealtimeTopic(
    user ? `user:${user.id}` : null,
    (event) => {
      if (event.event === CHAT_EVENTS.message) refresh();
    },
    { onResync: refresh },
  );
}

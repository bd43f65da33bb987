import { TEAM_EVENTS, teamChannelTopic, teamMessageEventSchema } from '@fundpath/contracts/team-chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/lib/auth';
import { useRealtimeTopic } from '@/lib/realtime';
import { teamChatKeys } from '../api/keys';

/** Keeps the open channel current on `team_chat.channel:<id>` (events carry ids: refetch). */
export function useLiveChannel(channelId: string | null): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    if (!channelId) return;
    void queryClient.invalidateQueries({ queryKey: teamChatKeys.messages(channelId) });
    void queryClient.invalidateQueries({ queryKey: teamChatKeys.channels() });
  }, [queryClient, channelId]);
  useRealtimeTopic(
    channelId ? teamChannelTopic(channelId) : null,
    (event) => {
      if (event.event === TEAM_EVENTS.channel) {
        void queryClient.invalidateQueries({ queryKey: teamChatKeys.channels() });
        if (channelId) void queryClient.invalidateQueries({ queryKey: teamChatKeys.members(channelId) });
        return;
      }
      if (teamMessageEventSchema.safeParse(event.data).success) refresh();
    },
    { onResync: refresh },
  );
}

/** Keeps the sidebar's unread badges current from my own `user:<id>` topic. */
export function useLiveChannelList(): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: teamChatKeys.channels() }),
    [queryClient],
  );
  useRealtimeTopic(
    user ? `user:${user.id}` : null,
    (event) => {
      if (event.event === TEAM_EVENTS.message || event.event === TEAM_EVENTS.channel) refresh();
    },
    { onResync: refresh },
  );
}

import {
  type NewTeamChannel,
  teamChannelListResponseSchema,
  teamChannelResponseSchema,
  teamMembersResponseSchema,
  teamOkResponseSchema,
  teamSearchResponseSchema,
  teamStaffResponseSchema,
} from '@fundpath/contracts/team-chat';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { teamChatKeys } from './keys';

export const BASE = '/team-chat';

/** `GET /api/team-chat/channels`: public channels, my private ones and my DMs, with unread counts. */
export const useTeamChannels = () =>
  useQuery({
    queryKey: teamChatKeys.channels(),
    queryFn: async () => (await api.get(`${BASE}/channels`, teamChannelListResponseSchema)).channels,
  });

/** `GET /api/team-chat/staff`: colleagues to add, mention or write to. */
export const useTeamStaff = () =>
  useQuery({
    queryKey: teamChatKeys.staff(),
    queryFn: async () => (await api.get(`${BASE}/staff`, teamStaffResponseSchema)).staff,
    staleTime: 5 * 60_000,
  });

/** `GET /api/team-chat/channels/:id/members`. */
export const useChannelMembers = (id: string) =>
  useQuery({
    queryKey: teamChatKeys.members(id),
    queryFn: async () => (await api.get(`${BASE}/channels/${id}/members`, teamMembersResponseSchema)).members,
  });

function useChannelMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamChatKeys.all }),
  });
}

/** `POST /api/team-chat/channels`. */
export const useCreateChannel = () =>
  useChannelMutation(
    async (body: NewTeamChannel) =>
      (await api.post(`${BASE}/channels`, body, teamChannelResponseSchema)).channel,
  );

/** `POST /api/team-chat/direct`: the DM with a colleague (the same one every time). */
export const useOpenDirect = () =>
  useChannelMutation(
    async (userId: string) =>
      (await api.post(`${BASE}/direct`, { user_id: userId }, teamChannelResponseSchema)).channel,
  );

/** `POST /api/team-chat/channels/:id/join`. */
export const useJoinChannel = () =>
  useChannelMutation(
    async (id: string) =>
      (await api.post(`${BASE}/channels/${id}/join`, {}, teamChannelResponseSchema)).channel,
  );

/** `POST /api/team-chat/channels/:id/leave`. */
export const useLeaveChannel = () =>
  useChannelMutation((id: string) => api.post(`${BASE}/channels/${id}/leave`, {}, teamOkResponseSchema));

/** `POST /api/team-chat/channels/:id/mute`: no badge, no DM notices. */
export const useMuteChannel = () =>
  useChannelMutation(({ id, muted }: { id: string; muted: boolean }) =>
    api.post(`${BASE}/channels/${id}/mute`, { muted }, teamChannelResponseSchema),
  );

/** `GET /api/team-chat/search?q=`: messages in channels I may read. */
export const useTeamSearch = (q: string) =>
  useQuery({
    queryKey: teamChatKeys.search(q),
    queryFn: async () => (await api.get(`${BASE}/search${toQuery({ q })}`, teamSearchResponseSchema)).hits,
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

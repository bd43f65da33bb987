/** Query keys of team messaging: everything under `['team-chat']`. */
export const teamChatKeys = {
  all: ['team-chat'] as const,
  channels: () => [...teamChatKeys.all, 'channels'] as const,
  staff: () => [...teamChatKeys.all, 'staff'] as const,
  messages: (id: string) => [...teamChatKeys.all, 'messages', id] as const,
  members: (id: string) => [...teamChatKeys.all, 'members', id] as const,
  search: (q: string) => [...teamChatKeys.all, 'search', q] as const,
};

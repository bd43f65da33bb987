/** Query keys of the chat: everything under `['marketplace-chat']`, so one invalidation refreshes it all. */
export const chatKeys = {
  all: ['marketplace-chat'] as const,
  rooms: () => [...chatKeys.all, 'rooms'] as const,
  room: (id: string) => [...chatKeys.all, 'room', id] as const,
  messages: (id: string) => [...chatKeys.all, 'messages', id] as const,
  admin: () => [...chatKeys.all, 'admin'] as const,
  adminList: (q: string, page: number) => [...chatKeys.admin(), 'list', q, page] as const,
  adminMessages: (id: string) => [...chatKeys.admin(), 'messages', id] as const,
};

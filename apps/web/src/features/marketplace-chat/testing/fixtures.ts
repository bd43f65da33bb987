import type { AdminChatRoom, ChatMessage, ChatRoom } from '@fundpath/contracts/marketplace-chat';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const MEMBER_ID = uuid(1);
export const SPECIALIST_ID = uuid(2);
export const ROOM_ID = uuid(100);

export function message(n: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: uuid(1000 + n),
    room_id: ROOM_ID,
    sender_id: n % 2 ? MEMBER_ID : SPECIALIST_ID,
    body: `Message ${n}`,
    attachment: null,
    created_at: new Date(Date.UTC(2026, 11, 1, 9, n)).toISOString(),
    ...overrides,
  };
}

export function room(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: ROOM_ID,
    member: { id: MEMBER_ID, name: 'Morgan Member', photo_url: null },
    specialist: { id: SPECIALIST_ID, name: 'Dr. Riley Specialist', photo_url: null },
    booking_id: null,
    last_message: null,
    last_message_at: null,
    unread_count: 0,
    my_last_read_message_id: null,
    other_last_read_message_id: null,
    other_read_at: null,
    created_at: '2026-12-01T09:00:00.000Z',
    ...overrides,
  };
}

export const roomBody = (r: ChatRoom) => ({ body: { status: 'success', room: r } });
export const roomsBody = (rooms: ChatRoom[]) => ({ body: { status: 'success', rooms } });
export const pageBody = (messages: ChatMessage[], next_before: string | null = null) => ({
  body: { status: 'success', messages, has_more: next_before !== null, next_before },
});

export function adminRoom(overrides: Partial<AdminChatRoom> = {}): AdminChatRoom {
  return {
    id: ROOM_ID,
    member: { id: MEMBER_ID, name: 'Morgan Member', photo_url: null, email: 'member@fundpath.test' },
    specialist: {
      id: SPECIALIST_ID,
      name: 'Dr. Riley Specialist',
      photo_url: null,
      email: 'specialist@fundpath.test',
    },
    booking_id: null,
    message_count: 2,
    last_message_at: '2026-12-01T09:02:00.000Z',
    created_at: '2026-12-01T09:00:00.000Z',
    ...overrides,
  };
}

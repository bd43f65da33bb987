/**
 * Marketplace chat (issue 6/8 "Chat", ADR 016; above `bookings`): one room per member–specialist
 * pair on the realtime channel (`chat.room:<id>`), history, unread counts, read receipts, typing,
 * attachments, a send limit; admins read rooms at `/api/admin/marketplace/chats`, audited. A
 * booking request points the pair's room at the booking. New messages emit
 * `marketplace.chat_message` (at most once per quiet spell per room) for the notifications module.
 */
import type { FastifyPluginAsync } from 'fastify';
import { chatRoutes } from './routes';
import { attachBooking } from './service';

export { messageNotice as chatMessageNotice } from './service';

declare module '../../platform/events' {
  interface PlatformEvents {
    /** A new chat message the other side has not been told about in a while. */
    'marketplace.chat_message': {
      room_id: string;
      message_id: string;
      sender_id: string;
      recipient_id: string;
      recipient_side: 'member' | 'specialist';
    };
  }
}

export const chatPlugin: FastifyPluginAsync = async (app) => {
  const off = app.deps.events.on('marketplace.booking_requested', ({ booking_id }, ctx) =>
    attachBooking(ctx.db, booking_id),
  );
  app.addHook('onClose', async () => off());
  await app.register(chatRoutes);
};

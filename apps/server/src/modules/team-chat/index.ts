/**
 * Team messaging (issue 7/8 "Team messaging", ADR 017; reads only `auth`'s users): staff
 * channels (public/private) and direct messages on the realtime channel
 * (`team_chat.channel:<id>`), history by `seq`, unread counts, @mentions, edit/delete by the
 * author, attachments, search. Emits `team_chat.mentioned` and `team_chat.direct_message`
 * (platform/events.ts) for the notifications module. Uses the platform's conversation kit
 * (platform/messaging.ts), shared with the marketplace chat.
 */
import type { FastifyPluginAsync } from 'fastify';
import { teamChatRoutes } from './routes';

export { directKey } from './service';

export const teamChatPlugin: FastifyPluginAsync = async (app) => {
  await app.register(teamChatRoutes);
};

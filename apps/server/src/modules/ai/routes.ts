import { PassThrough } from 'node:stream';
import {
  aiPreferencesPatchSchema,
  aiPreferencesResponseSchema,
  type ChatStreamEvent,
  chatRequestSchema,
  conversationHistoryResponseSchema,
  feedbackSignalResponseSchema,
  feedbackSignalSchema,
  livekitTokenRequestSchema,
  livekitTokenResponseSchema,
  proactiveResponseSchema,
  resetConversationResponseSchema,
} from '@fundpath/contracts/ai';
import { stepNumberSchema } from '@fundpath/contracts/coaching';
import { STAFF_AND_CLIENT } from '@fundpath/contracts/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from '../../platform/auth';
import type { UserRow } from '../../platform/sessions';
import * as chat from './chat';
import { recordSignal } from './feedback';
import { getPreferences, proactiveNudges, savePreferences } from './proactive';
import type { AiRuntime } from './runtime';
import { agentSubject, voiceToken } from './voice/token';

const stepParams = z.object({ step: stepNumberSchema });
/** Spec §7: the user id travels in a header; the rest of the headers pass through untouched. */
const userHeader = z.looseObject({ 'x-user-id': z.string().trim().max(64).optional() });

const sseLine = (e: ChatStreamEvent) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

/**
 * Answers with Server-Sent Events. Headers and a comment line go out at once (time to first
 * byte), then the turn runs; the stream ends after `done` or `error`. A client that goes away
 * aborts the provider call.
 */
function streamTurn(
  req: FastifyRequest,
  reply: FastifyReply,
  run: (emit: (e: ChatStreamEvent) => void, signal: AbortSignal) => Promise<unknown>,
) {
  const stream = new PassThrough();
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort(new Error('client disconnected'));
  });
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  stream.write(': coach\n\n');
  void reply.send(stream);
  run((e) => {
    if (!stream.writableEnded) stream.write(sseLine(e));
  }, abort.signal)
    .catch((err) => req.log.error({ err }, 'chat stream failed'))
    .finally(() => stream.end());
  return reply;
}

export function aiRoutes(rt: AiRuntime): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/ai/chat',
      {
        config: { access: STAFF_AND_CLIENT },
        schema: {
          tags: ['ai'],
          summary: 'Chat with the coach (text/event-stream: meta, delta…, done | error)',
          body: chatRequestSchema,
          produces: ['text/event-stream'],
        },
      },
      async (req, reply) => {
        const startedAt = performance.now();
        const user = chat.requireSelf(req.ctx, req.body.user_id);
        return streamTurn(req, reply, (emit, signal) =>
          chat.runChat(req.ctx, rt, user, req.body, emit, { channel: 'text', signal, startedAt }),
        );
      },
    );

    app.post(
      '/api/ai/voice/chat',
      {
        // The voice agent holds no session: it presents the coach token minted with the user's
        // LiveKit token (checked below), which names the user and the step.
        config: { access: 'public' },
        schema: {
          tags: ['ai'],
          summary: 'Voice agent turn for the user and step of its coach token (text/event-stream)',
          body: z.object({ message: chatRequestSchema.shape.message }),
          produces: ['text/event-stream'],
        },
      },
      async (req, reply) => {
        const startedAt = performance.now();
        const { user, step } = await agentSubject(req.ctx, rt, req.headers.authorization);
        const ctx: Ctx = { ...req.ctx, actor: user as UserRow, realUser: user as UserRow };
        return streamTurn(req, reply, (emit, signal) =>
          chat.runChat(ctx, rt, user, { message: req.body.message, step_number: step }, emit, {
            channel: 'voice',
            signal,
            startedAt,
          }),
        );
      },
    );

    app.get(
      '/api/ai/conversation-history/:step',
      {
        config: { access: STAFF_AND_CLIENT },
        schema: {
          tags: ['ai'],
          params: stepParams,
          headers: userHeader,
          response: { 200: conversationHistoryResponseSchema },
        },
      },
      async (req) => ({
        status: 'success' as const,
        ...(await chat.getHistory(req.ctx, req.params.step, req.headers['x-user-id'])),
      }),
    );

    app.delete(
      '/api/ai/reset-conversation/:step',
      {
        config: { access: STAFF_AND_CLIENT },
        schema: {
          tags: ['ai'],
          params: stepParams,
          headers: userHeader,
          response: { 200: resetConversationResponseSchema },
        },
      },
      async (req) => ({
        status: 'success' as const,
        ...(await chat.resetConversation(req.ctx, req.params.step, req.headers['x-user-id'])),
      }),
    );

    app.post(
      '/api/feedback/signal',
      {
        config: { access: STAFF_AND_CLIENT },
        schema: { tags: ['ai'], body: feedbackSignalSchema, response: { 200: feedbackSignalResponseSchema } },
      },
      async (req) => ({ status: 'success' as const, ...(await recordSignal(req.ctx, req.body)) }),
    );

    app.get(
      '/api/ai/proactive',
      {
        config: { access: 'authenticated' },
        schema: { tags: ['ai'], response: { 200: proactiveResponseSchema } },
      },
      async (req) => ({ status: 'success' as const, ...(await proactiveNudges(req.ctx)) }),
    );

    app.get(
      '/api/ai/preferences',
      {
        config: { access: STAFF_AND_CLIENT },
        schema: { tags: ['ai'], response: { 200: aiPreferencesResponseSchema } },
      },
      async (req) => ({ status: 'success' as const, preferences: await getPreferences(req.ctx) }),
    );

    app.put(
      '/api/ai/preferences',
      {
        config: { access: STAFF_AND_CLIENT },
        schema: {
          tags: ['ai'],
          body: aiPreferencesPatchSchema,
          response: { 200: aiPreferencesResponseSchema },
        },
      },
      async (req) => ({ status: 'success' as const, preferences: await savePreferences(req.ctx, req.body) }),
    );

    app.post(
      '/api/livekit/token',
      {
        config: { access: STAFF_AND_CLIENT },
        schema: {
          tags: ['ai'],
          body: livekitTokenRequestSchema,
          response: { 200: livekitTokenResponseSchema },
        },
      },
      async (req) => voiceToken(req.ctx, rt, req.body),
    );
  };
}

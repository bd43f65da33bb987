/**
 * Text (and voice-agent) chat with the coach: one turn = the client's message, stored first so
 * the turn number is known at once, then the streamed reply, stored when it is complete. A reset
 * closes the step's session; its turns stay for staff review but leave the client's history.
 */
import {
  aiMessages,
  type ChatMessage,
  type ChatRequest,
  type ChatStreamEvent,
  LOW_CONFIDENCE_THRESHOLD,
} from '@fundpath/contracts/ai';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import { loadCoachContext } from './coach/context';
import type { CoachReplyMeta } from './coach/types';
import { questionKey } from './knowledge/text';
import * as repo from './repo';
import { resetConversationFor } from './reset';
import type { AiRuntime } from './runtime';

/** Intents whose low confidence is expected and says nothing about a gap in the coach's knowledge. */
const NOT_QUEUED = new Set(['off_topic', 'greeting', 'thanks', 'goodbye']);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);

export function toChatMessage(row: repo.MessageRow): ChatMessage {
  return {
    id: row.id,
    session_id: row.session_id,
    turn_number: row.turn_number,
    role: row.role,
    content: row.content,
    action: row.action ?? null,
    confidence: row.confidence === null ? null : Math.round(row.confidence * 100) / 100,
    type: row.type,
    credit_report: row.credit_report ?? null,
    intent: row.intent ?? null,
    sources: row.sources ?? [],
    provider: row.provider,
    fallback: row.fallback,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The user a chat call is about: the acting user (an admin impersonating a client acts as that
 * client). A user id in the body or header must name that same user.
 */
export function requireSelf(ctx: Ctx, claimed: string | undefined): UserRow {
  const actor = requireActor(ctx);
  if (claimed !== undefined && claimed !== '' && claimed !== actor.id)
    throw new AppError('FORBIDDEN', aiMessages.notYourConversation);
  return actor;
}

export type Emit = (event: ChatStreamEvent) => void;

/** Queues a question the coach answered with low confidence (or the client rated down). */
export async function queueQuestion(
  ctx: Ctx,
  q: {
    question: string;
    step_number: number | null;
    user_id: string;
    session_id: string;
    message_id: string | null;
    reply_given: string | null;
    reply_confidence: number | null;
    reason: repo.QuestionRow['reason'];
  },
): Promise<string | null> {
  const normalized = questionKey(q.question) || q.question.toLowerCase().trim();
  if (!normalized) return null;
  return repo.enqueueQuestion(ctx.db, { ...q, question: q.question.slice(0, 2000), normalized });
}

/** The step's active session (created on the first message) and the turn this message takes. */
async function openTurn(ctx: Ctx, user: UserRow, step: number, channel: 'text' | 'voice') {
  const found = await repo.findActiveSessionWithTurn(ctx.db, user.id, step);
  if (found) return { session: found.session, turn: found.last_turn + 1 };
  const session = await repo.activeSession(ctx.db, user.id, step, channel);
  return { session, turn: (await repo.lastTurn(ctx.db, session.id)) + 1 };
}

/**
 * Stores the turn (the client's message and the reply) in one transaction. Another message of
 * the same session may have taken the turn number meanwhile: the unique key refuses it and the
 * next free number is used.
 */
async function storeTurn(
  ctx: Ctx,
  session: repo.ConversationRow,
  turn: number,
  user: repo.NewMessage,
  reply: repo.NewMessage,
  channel: 'text' | 'voice',
) {
  for (let attempt = 0; ; attempt++) {
    const turn_number = attempt === 0 ? turn : (await repo.lastTurn(ctx.db, session.id)) + 1;
    try {
      return await ctx.db.transaction(async (tx) => {
        const u = await repo.insertMessage(tx, { ...user, turn_number });
        const r = await repo.insertMessage(tx, { ...reply, turn_number });
        await repo.touchSession(tx, session.id, {
          added: 2,
          last_user_message: user.role === 'user' ? user.content : undefined,
          channel,
        });
        return { user: u, reply: r };
      });
    } catch (err) {
      if (!repo.isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/**
 * Runs one chat turn, emitting `meta`, `delta`s and `done` (or `error`). Nothing is written before
 * the first delta (time to first byte): the session is read, the context comes from one
 * fingerprint query when cached. Never throws once the stream has started: a failure becomes an
 * `error` event, and the turn is stored with a hidden system message saying what failed.
 */
export async function runChat(
  ctx: Ctx,
  rt: AiRuntime,
  user: UserRow,
  input: Pick<ChatRequest, 'message' | 'step_number'>,
  emit: Emit,
  opts: { channel: 'text' | 'voice'; signal?: AbortSignal; startedAt?: number },
): Promise<ChatMessage | null> {
  const startedAt = opts.startedAt ?? performance.now();
  const askedAt = new Date();
  let opened: { session: repo.ConversationRow; turn: number } | undefined;
  const userMessage = (): repo.NewMessage => ({
    session_id: opened!.session.id,
    user_id: user.id,
    step_number: input.step_number,
    turn_number: opened!.turn,
    role: 'user',
    content: input.message,
    created_at: askedAt,
  });
  try {
    opened = await openTurn(ctx, user, input.step_number, opts.channel);
    const { session, turn } = opened;
    emit({ event: 'meta', data: { session_id: session.id, turn_number: turn } });
    const context = await loadCoachContext(
      ctx,
      { index: rt.index, contexts: rt.contexts, withHistory: rt.config.openai !== null },
      user,
      input.step_number,
      { id: session.id, beforeTurn: turn },
    );
    let text = '';
    let meta: CoachReplyMeta | undefined;
    let firstByteMs: number | null = null;
    for await (const chunk of rt.coach.reply(context, input.message, opts.signal)) {
      if (chunk.type === 'final') {
        meta = chunk.meta;
        continue;
      }
      if (!chunk.text) continue;
      if (firstByteMs === null) firstByteMs = Math.round(performance.now() - startedAt);
      text += chunk.text;
      emit({ event: 'delta', data: { text: chunk.text } });
    }
    if (!meta) throw new Error('coach ended without metadata');
    const stored = await storeTurn(
      ctx,
      session,
      turn,
      userMessage(),
      {
        session_id: session.id,
        user_id: user.id,
        step_number: input.step_number,
        turn_number: turn,
        role: 'assistant',
        content: text.trim() || '…',
        action: meta.action,
        confidence: meta.confidence,
        type: meta.type,
        credit_report: meta.credit_report,
        intent: meta.intent,
        sources: meta.sources,
        provider: meta.provider,
        fallback: meta.fallback,
        first_byte_ms: firstByteMs,
      },
      opts.channel,
    );
    if (meta.confidence < LOW_CONFIDENCE_THRESHOLD && !NOT_QUEUED.has(meta.intent)) {
      await queueQuestion(ctx, {
        question: input.message,
        step_number: input.step_number,
        user_id: user.id,
        session_id: session.id,
        message_id: stored.reply.id,
        reply_given: stored.reply.content,
        reply_confidence: meta.confidence,
        reason: 'low_confidence',
      });
    }
    const message = toChatMessage(stored.reply);
    emit({ event: 'done', data: { message, user_message: toChatMessage(stored.user) } });
    return message;
  } catch (err) {
    const appErr = err instanceof AppError ? err : null;
    if (!appErr) ctx.log.error({ err }, 'coach reply failed');
    emit({
      event: 'error',
      data: {
        code: appErr?.code ?? 'INTERNAL',
        message: appErr?.message ?? 'The coach could not answer right now. Please try again.',
      },
    });
    if (opened) {
      const reason = `Reply failed: ${appErr?.message ?? (err as Error)?.message ?? 'unknown error'}`.slice(
        0,
        1000,
      );
      await storeTurn(
        ctx,
        opened.session,
        opened.turn,
        userMessage(),
        { ...userMessage(), role: 'system', content: reason, created_at: new Date() },
        opts.channel,
      ).catch((e: unknown) => ctx.log.error({ err: e }, 'could not store a failed turn'));
    }
    return null;
  }
}

export async function getHistory(ctx: Ctx, step: number, claimedUserId: string | undefined) {
  const user = requireSelf(ctx, claimedUserId);
  const session = await repo.findActiveSession(ctx.db, user.id, step);
  if (!session) return { messages: [], session_id: null, step_number: step };
  const rows = await repo.listSessionMessages(ctx.db, session.id, false);
  return { messages: rows.map(toChatMessage), session_id: session.id, step_number: step };
}

export async function resetConversation(ctx: Ctx, step: number, claimedUserId: string | undefined) {
  const user = requireSelf(ctx, claimedUserId);
  return resetConversationFor(ctx, user.id, step);
}

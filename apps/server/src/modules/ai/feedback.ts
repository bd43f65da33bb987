/**
 * Feedback signals on coach replies (spec §3 feedback signal, §9 weights). The reward and weight
 * come from the server's table, never from the request. Thumbs up and down replace each other on
 * a turn; a thumbs-down, a correction or a reported issue queues the question for an expert.
 */
import { FEEDBACK_WEIGHTS, type FeedbackSignal } from '@fundpath/contracts/ai';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { isUuid, queueQuestion } from './chat';
import * as repo from './repo';

const OPPOSITE = { thumbs_up: 'thumbs_down', thumbs_down: 'thumbs_up' } as const;

export async function recordSignal(ctx: Ctx, input: FeedbackSignal) {
  const actor = requireActor(ctx);
  const session = isUuid(input.session_id) ? await repo.findSession(ctx.db, input.session_id) : undefined;
  if (!session) throw new AppError('NOT_FOUND', 'Conversation not found');
  if (session.user_id !== actor.id)
    throw new AppError('FORBIDDEN', 'You can only rate your own conversations');
  const turn = await repo.findTurn(ctx.db, session.id, input.turn_number);
  if (!turn.assistant) throw new AppError('NOT_FOUND', 'Reply not found');
  const weights = FEEDBACK_WEIGHTS[input.signal_type];

  const row = await ctx.db.transaction(async (tx) => {
    const opposite = OPPOSITE[input.signal_type as keyof typeof OPPOSITE];
    if (opposite) await repo.deleteFeedback(tx, session.id, input.turn_number, opposite);
    return repo.upsertFeedback(tx, {
      session_id: session.id,
      message_id: turn.assistant!.id,
      user_id: actor.id,
      step_number: session.step_number,
      turn_number: input.turn_number,
      signal_type: input.signal_type,
      helped:
        input.helped ??
        (input.signal_type === 'thumbs_up' ? true : input.signal_type === 'thumbs_down' ? false : null),
      user_satisfied: input.user_satisfied ?? null,
      reward_value: weights.reward_value,
      training_weight: weights.training_weight,
      user_feedback_text: input.user_feedback_text || null,
      context_features: input.context_features ?? null,
    });
  });

  if (input.signal_type !== 'thumbs_up' && turn.user) {
    await queueQuestion(ctx, {
      question: turn.user.content,
      step_number: session.step_number,
      user_id: actor.id,
      session_id: session.id,
      message_id: turn.assistant.id,
      reply_given: turn.assistant.content,
      reply_confidence: turn.assistant.confidence,
      reason: input.signal_type,
    });
  }
  ctx.log.info(
    { event: 'ai_feedback', signal: input.signal_type, session_id: session.id, turn: input.turn_number },
    'coach feedback recorded',
  );
  return { feedback_id: row.id, reward_value: row.reward_value, training_weight: row.training_weight };
}

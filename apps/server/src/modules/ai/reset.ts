import { aiMessages } from '@fundpath/contracts/ai';
import type { Ctx } from '../../platform/auth';
import * as repo from './repo';

/**
 * Closes the user's active coach conversation on a step; the next message starts a new one. The
 * closed turns stay for staff review. Replays change nothing. (Kept apart from chat.ts so the
 * coaching module can call it without importing the coach, which reads coaching.)
 */
export async function resetConversationFor(ctx: Ctx, userId: string, step: number) {
  const previous = await repo.closeActiveSession(ctx.db, userId, step);
  return { message: aiMessages.conversationReset, previous_session_id: previous };
}

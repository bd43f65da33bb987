import { aiMessages } from '@fundpath/contracts/ai';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import * as repo from './repo';

/**
 * Closes the user's active coach conversation on a step; the next message starts a new one. The
 * closed turns stay for staff review. Replays change nothing. A journey step reset reaches this
 * through the `step.reset` platform event (ai/plugin.ts): coaching sits below ai and never calls it.
 */
export async function closeConversation(db: Db, userId: string, step: number): Promise<string | null> {
  return repo.closeActiveSession(db, userId, step);
}

export async function resetConversationFor(ctx: Ctx, userId: string, step: number) {
  const previous = await closeConversation(ctx.db, userId, step);
  return { message: aiMessages.conversationReset, previous_session_id: previous };
}

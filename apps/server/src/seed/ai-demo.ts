/**
 * The AI coach's demo data: a few conversations, ratings and queue items for the demo client so
 * the admin AI screens have data on a fresh install.
 */
import { FEEDBACK_WEIGHTS, type SignalType } from '@fundpath/contracts/ai';
import { sql } from 'drizzle-orm';
import { aiConversations, aiFeedback, aiMessages } from '../db/schema';
import { questionKey } from '../modules/ai/knowledge/text';
import * as repo from '../modules/ai/repo';
import type { Db } from '../platform/db';

interface DemoTurn {
  q: string;
  a: string;
  intent: string;
  confidence: number;
  action?: 'fetch_credit_report' | 'open_tasks' | 'complete_step' | 'open_application';
  signal?: SignalType;
  feedback?: string;
}

const DEMO: Array<{ step: number; daysAgo: number; turns: DemoTurn[] }> = [
  {
    step: 1,
    daysAgo: 6,
    turns: [
      {
        q: 'Hi!',
        a: "Hi Jordan! Welcome! I'm your funding coach. Over the next steps we'll get your business and credit ready so lenders say yes.",
        intent: 'greeting',
        confidence: 0.95,
        signal: 'thumbs_up',
      },
      {
        q: 'How long does the whole journey take?',
        a: 'Most clients with good personal credit reach funding offers in 4-8 weeks. If your credit needs repair first, plan on 3-6 months before applying.',
        intent: 'faq',
        confidence: 0.93,
        signal: 'thumbs_up',
      },
      {
        q: 'Can my spouse be on the business application with me?',
        a: "I don't have a confident answer to that yet, so I've passed your question to your coaching team — their answer will show up here.",
        intent: 'unknown',
        confidence: 0.25,
        signal: 'thumbs_down',
        feedback: 'I wanted to know if we can apply together.',
      },
    ],
  },
  {
    step: 2,
    daysAgo: 3,
    turns: [
      {
        q: 'What do I do next?',
        a: "Here's what's left on Step 2 (Credit Assessment & Qualification):\n\n• Task: Lift credit freezes at all three bureaus\n• Task: Connect three-bureau credit monitoring",
        intent: 'next_steps',
        confidence: 0.92,
        action: 'open_tasks',
        signal: 'thumbs_up',
      },
      {
        q: 'pull my credit report',
        a: "Let's pull your three-bureau credit report. Sign in with the same login you used for your credit monitoring service; it is a soft pull, so it does not affect your score.",
        intent: 'fetch_credit_report',
        confidence: 0.9,
        action: 'fetch_credit_report',
      },
      {
        q: 'Is Innovis a real bureau and do lenders use it?',
        a: "I don't have a confident answer to that yet, so I've passed your question to your coaching team — their answer will show up here.",
        intent: 'unknown',
        confidence: 0.3,
        signal: 'report_issue',
        feedback: 'The checklist mentions Innovis but the coach could not explain it.',
      },
    ],
  },
];

/** Demo conversations, ratings and queue items for client@fundpath.test; skipped once they exist. */
export async function seedAiDemo(db: Db): Promise<{ created: boolean }> {
  const client = await repo.findUserByEmail(db, 'client@fundpath.test');
  if (!client) return { created: false };
  const [existing] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(aiConversations)
    .where(sql`${aiConversations.user_id} = ${client.id}`);
  if ((existing?.n ?? 0) > 0) return { created: false };

  await db.transaction(async (tx) => {
    for (const convo of DEMO) {
      const start = new Date(Date.now() - convo.daysAgo * 86_400_000);
      const [session] = await tx
        .insert(aiConversations)
        .values({
          user_id: client.id,
          step_number: convo.step,
          status: 'active',
          message_count: convo.turns.length * 2,
          last_message_at: new Date(start.getTime() + convo.turns.length * 60_000),
          last_user_message: convo.turns.at(-1)!.q,
          created_at: start,
        })
        .returning();
      for (const [i, t] of convo.turns.entries()) {
        const at = new Date(start.getTime() + i * 60_000);
        const turn_number = i + 1;
        await tx.insert(aiMessages).values({
          session_id: session!.id,
          user_id: client.id,
          step_number: convo.step,
          turn_number,
          role: 'user',
          content: t.q,
          created_at: at,
        });
        const [reply] = await tx
          .insert(aiMessages)
          .values({
            session_id: session!.id,
            user_id: client.id,
            step_number: convo.step,
            turn_number,
            role: 'assistant',
            content: t.a,
            action: t.action ?? null,
            confidence: t.confidence,
            intent: t.intent as never,
            provider: 'builtin',
            first_byte_ms: 4,
            created_at: new Date(at.getTime() + 1500),
          })
          .returning();
        if (t.signal) {
          await tx.insert(aiFeedback).values({
            session_id: session!.id,
            message_id: reply!.id,
            user_id: client.id,
            step_number: convo.step,
            turn_number,
            signal_type: t.signal,
            helped: t.signal === 'thumbs_up',
            reward_value: FEEDBACK_WEIGHTS[t.signal].reward_value,
            training_weight: FEEDBACK_WEIGHTS[t.signal].training_weight,
            user_feedback_text: t.feedback ?? null,
            created_at: new Date(at.getTime() + 30_000),
          });
        }
        const reason =
          t.signal === 'thumbs_down' || t.signal === 'report_issue'
            ? t.signal
            : t.confidence < 0.55
              ? 'low_confidence'
              : null;
        if (reason) {
          await repo.enqueueQuestion(tx, {
            question: t.q,
            normalized: questionKey(t.q),
            step_number: convo.step,
            user_id: client.id,
            session_id: session!.id,
            message_id: reply!.id,
            reply_given: t.a,
            reply_confidence: t.confidence,
            reason,
          });
        }
      }
    }
  });
  return { created: true };
}

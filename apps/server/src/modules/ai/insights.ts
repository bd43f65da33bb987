/**
 * Staff views of the coach: conversation review (the only way staff read a client's
 * conversations), ML feedback aggregates, the learning pipeline, the AI dashboard and quality
 * control sampling.
 */
import { type ConversationSummary, LOW_CONFIDENCE_THRESHOLD } from '@fundpath/contracts/ai';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { isUuid, toChatMessage } from './chat';
import { topKeywords } from './knowledge/text';
import * as repo from './repo';
import { type AiRuntime, providerStatus } from './runtime';

const round = (n: number | null, digits = 2) =>
  n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits;
const rate = (up: number, down: number) => (up + down ? round(up / (up + down)) : null);

function toSummary(row: repo.ConversationSummaryRow): ConversationSummary {
  const c = row.c;
  return {
    session_id: c.id,
    user_id: c.user_id,
    user_email: row.user_email,
    user_name: row.user_name,
    step_number: c.step_number,
    status: c.status,
    channel: c.channel,
    flagged: c.flagged,
    flag_reason: c.flag_reason,
    message_count: c.message_count,
    thumbs_up: row.up,
    thumbs_down: row.down,
    issues: row.issues,
    avg_confidence: round(row.avg_confidence),
    last_user_message: c.last_user_message,
    started_at: c.created_at.toISOString(),
    last_message_at: c.last_message_at?.toISOString() ?? null,
  };
}

export async function listConversations(
  ctx: Ctx,
  filter: Parameters<typeof repo.listConversations>[1] extends infer F
    ? Omit<F, 'limit' | 'offset'> & { page: number; per_page: number }
    : never,
) {
  const { page, per_page, ...rest } = filter;
  const { rows, total } = await repo.listConversations(ctx.db, {
    ...rest,
    limit: per_page,
    offset: (page - 1) * per_page,
  });
  return { conversations: rows.map(toSummary), total, page, per_page };
}

export async function getConversation(ctx: Ctx, sessionId: string) {
  const row = isUuid(sessionId) ? await repo.findConversationSummary(ctx.db, sessionId) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Conversation not found');
  const [messages, feedback] = await Promise.all([
    repo.listSessionMessages(ctx.db, sessionId, true),
    repo.listSessionFeedback(ctx.db, sessionId),
  ]);
  ctx.log.info(
    { event: 'ai_conversation_viewed', session_id: sessionId, user_id: row.c.user_id },
    'staff viewed a conversation',
  );
  return {
    conversation: toSummary(row),
    messages: messages.map(toChatMessage),
    feedback: feedback.map((f) => ({
      id: f.id,
      message_id: f.message_id,
      turn_number: f.turn_number,
      signal_type: f.signal_type,
      helped: f.helped,
      user_satisfied: f.user_satisfied,
      reward_value: f.reward_value,
      training_weight: f.training_weight,
      user_feedback_text: f.user_feedback_text,
      context_features: f.context_features,
      created_at: f.created_at.toISOString(),
    })),
  };
}

export async function flagConversation(
  ctx: Ctx,
  sessionId: string,
  input: { flagged: boolean; reason?: string },
) {
  const actor = requireActor(ctx);
  const done = isUuid(sessionId)
    ? await repo.flagConversation(ctx.db, sessionId, {
        flagged: input.flagged,
        reason: input.reason || null,
        by: actor.id,
      })
    : undefined;
  if (!done) throw new AppError('NOT_FOUND', 'Conversation not found');
  return getConversation(ctx, sessionId);
}

// ---- aggregates ----------------------------------------------------------------------------------

export async function feedbackStats(ctx: Ctx, query: { days: number; step?: number }) {
  const rows = await repo.feedbackDaily(ctx.db, query.days, query.step);
  const per = new Map<number | null, { up: number; down: number; corrections: number; issues: number }>();
  for (const r of rows) {
    const e = per.get(r.step_number) ?? { up: 0, down: 0, corrections: 0, issues: 0 };
    e.up += r.up;
    e.down += r.down;
    e.corrections += r.corrections;
    e.issues += r.issues;
    per.set(r.step_number, e);
  }
  const up = rows.reduce((n, r) => n + r.up, 0);
  const down = rows.reduce((n, r) => n + r.down, 0);
  return {
    days: query.days,
    series: rows.map((r) => ({
      date: r.date,
      step_number: r.step_number,
      thumbs_up: r.up,
      thumbs_down: r.down,
      corrections: r.corrections,
      issues: r.issues,
      helpfulness: rate(r.up, r.down),
      total_reward: r.reward,
      weighted_reward: r.weighted,
    })),
    per_step: [...per.entries()]
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))
      .map(([step_number, e]) => ({
        step_number,
        thumbs_up: e.up,
        thumbs_down: e.down,
        corrections: e.corrections,
        issues: e.issues,
        helpfulness: rate(e.up, e.down),
      })),
    totals: {
      signals: rows.reduce((n, r) => n + r.up + r.down + r.corrections + r.issues, 0),
      thumbs_up: up,
      thumbs_down: down,
      helpfulness: rate(up, down),
    },
  };
}

export async function learningPipeline(ctx: Ctx, rt: AiRuntime) {
  const [counts, kb, version] = await Promise.all([
    repo.questionCounts(ctx.db),
    repo.knowledgeCounts(ctx.db),
    repo.knowledgeVersion(ctx.db),
  ]);
  return {
    threshold: LOW_CONFIDENCE_THRESHOLD,
    queue: {
      open: counts.byStatus.open ?? 0,
      answered: counts.byStatus.answered ?? 0,
      approved: counts.byStatus.approved ?? 0,
      dismissed: counts.byStatus.dismissed ?? 0,
    },
    by_reason: counts.byReason,
    knowledge: { total: kb.total, active: kb.active, from_experts: kb.experts, version },
    index: {
      version: rt.index.version,
      documents: rt.index.size,
      built_at: rt.index.builtAt?.toISOString() ?? null,
      last_rebuild_ms: rt.index.lastBuildMs,
    },
  };
}

/** Fills the days with no traffic, so charts get one point per day. */
function everyDay(days: number): string[] {
  const out: string[] = [];
  const today = new Date();
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i));
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

export async function dashboard(ctx: Ctx, rt: AiRuntime, query: { days: number }) {
  const [volume, stats, sat, open] = await Promise.all([
    repo.messageVolumeDaily(ctx.db, query.days),
    repo.assistantStats(ctx.db, query.days, LOW_CONFIDENCE_THRESHOLD),
    repo.satisfaction(ctx.db, query.days),
    repo.openQuestionTexts(ctx.db, query.days, 500),
  ]);
  const byDay = new Map(volume.map((v) => [v.date, v]));
  const histogram = Array.from({ length: 10 }, () => 0);
  for (const b of stats.buckets) histogram[Math.min(9, Math.max(0, b.bucket))]! += b.n;
  // Repeats count: a question asked five times is five times as pressing.
  const weighted = open.flatMap((q) =>
    Array.from({ length: Math.min(q.repeat_count, 20) }, () => q.question),
  );
  const totals = stats.totals;
  return {
    days: query.days,
    volume: everyDay(query.days).map((date) => ({
      date,
      user_messages: byDay.get(date)?.user_messages ?? 0,
      assistant_messages: byDay.get(date)?.assistant_messages ?? 0,
      conversations: byDay.get(date)?.conversations ?? 0,
    })),
    totals: {
      conversations: totals?.conversations ?? 0,
      user_messages: volume.reduce((n, v) => n + v.user_messages, 0),
      assistant_messages: volume.reduce((n, v) => n + v.assistant_messages, 0),
      low_confidence: totals?.low ?? 0,
      fallback_replies: totals?.fallback ?? 0,
    },
    satisfaction: { thumbs_up: sat.up, thumbs_down: sat.down, rate: rate(sat.up, sat.down) },
    confidence_histogram: histogram,
    average_confidence: round(totals?.avg ?? null),
    top_unanswered_topics: topKeywords(weighted, 10),
    intents: stats.intents.map((i) => ({ intent: i.intent ?? 'unknown', count: i.n })),
    provider: providerStatus(rt),
  };
}

// ---- quality control -----------------------------------------------------------------------------

export async function qualitySample(
  ctx: Ctx,
  query: { n: number; step?: number; days: number; unreviewed: boolean },
) {
  const rows = await repo.sampleAssistantMessages(ctx.db, query);
  return {
    samples: rows.map((r) => ({
      message_id: r.m.id,
      session_id: r.m.session_id,
      step_number: r.m.step_number,
      question: r.question,
      reply: r.m.content,
      confidence: round(r.m.confidence),
      intent: r.m.intent,
      provider: r.m.provider,
      created_at: r.m.created_at.toISOString(),
      review_count: r.review_count,
    })),
  };
}

export async function reviewReply(ctx: Ctx, input: { message_id: string; score: number; notes?: string }) {
  const actor = requireActor(ctx);
  const message = await repo.findMessage(ctx.db, input.message_id);
  if (message?.role !== 'assistant') throw new AppError('NOT_FOUND', 'Reply not found');
  const row = await repo.upsertQualityReview(ctx.db, {
    message_id: input.message_id,
    reviewer_id: actor.id,
    score: input.score,
    notes: input.notes || null,
  });
  return {
    id: row.id,
    message_id: row.message_id,
    reviewer_id: row.reviewer_id,
    reviewer_name: actor.display_name,
    score: row.score,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  };
}

export async function listReviews(ctx: Ctx) {
  const [rows, average] = await Promise.all([
    repo.listQualityReviews(ctx.db, 100),
    repo.averageQualityScore(ctx.db),
  ]);
  return {
    reviews: rows.map((r) => ({
      id: r.r.id,
      message_id: r.r.message_id,
      reviewer_id: r.r.reviewer_id,
      reviewer_name: r.reviewer_name,
      score: r.r.score,
      notes: r.r.notes,
      created_at: r.r.created_at.toISOString(),
      reply: r.reply,
      step_number: r.step_number,
    })),
    average_score: round(average),
  };
}

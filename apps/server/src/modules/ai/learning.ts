/**
 * The human-in-the-loop learning loop and the knowledge base. Questions the coach answered poorly
 * wait in the queue; an expert answers; an admin or the steps team approves, and the answer
 * becomes a knowledge entry the coach uses from the next message on (this instance rebuilds its
 * index at once, the others on their next chat through the version counter).
 */
import type {
  KnowledgeEntry,
  KnowledgeEntryPatch,
  NewKnowledgeEntry,
  UnansweredQuestion,
} from '@fundpath/contracts/ai';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { isUuid } from './chat';
import { terms, topKeywords } from './knowledge/text';
import * as repo from './repo';
import type { AiRuntime } from './runtime';

const QUESTION_NOT_FOUND = 'Question not found';
const ENTRY_NOT_FOUND = 'Knowledge entry not found';

function toQuestion(row: { q: repo.QuestionRow; user_name: string | null }): UnansweredQuestion {
  const q = row.q;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: q.id,
    question: q.question,
    step_number: q.step_number,
    user_id: q.user_id,
    user_name: row.user_name,
    session_id: q.session_id,
    message_id: q.message_id,
    reply_given: q.reply_given,
    reply_confidence: q.reply_confidence === null ? null : Math.round(q.reply_confidence * 100) / 100,
    reason: q.reason,
    reasons: q.reasons as UnansweredQuestion['reasons'],
    status: q.status,
    repeat_count: q.repeat_count,
    answer: q.answer,
    answered_by: q.answered_by,
    answered_at: iso(q.answered_at),
    approved_by: q.approved_by,
    approved_at: iso(q.approved_at),
    knowledge_id: q.knowledge_id,
    created_at: q.created_at.toISOString(),
    updated_at: q.updated_at.toISOString(),
  };
}

export function toKnowledgeEntry(row: repo.KnowledgeRow): KnowledgeEntry {
  return {
    id: row.id,
    step_number: row.step_number,
    title: row.title,
    question: row.question,
    content: row.content,
    tags: row.tags,
    source: row.source,
    source_question_id: row.source_question_id,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

// ---- queue ---------------------------------------------------------------------------------------

export async function listQuestions(
  ctx: Ctx,
  filter: {
    status?: repo.QuestionRow['status'];
    reason?: repo.QuestionRow['reason'];
    step?: number;
    q?: string;
    page: number;
    per_page: number;
  },
) {
  const { rows, total } = await repo.listQuestions(ctx.db, {
    ...filter,
    limit: filter.per_page,
    offset: (filter.page - 1) * filter.per_page,
  });
  return { questions: rows.map(toQuestion), total, page: filter.page, per_page: filter.per_page };
}

async function question(ctx: Ctx, id: string) {
  const row = isUuid(id) ? await repo.findQuestion(ctx.db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
  return toQuestion(row);
}

export const getQuestion = question;

/** The expert queue: records (or revises) the answer. An approved question can no longer change. */
export async function answerQuestion(ctx: Ctx, id: string, answer: string) {
  const actor = requireActor(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    const q = await repo.lockQuestion(tx, id);
    if (!q) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
    if (q.status === 'approved')
      throw new AppError('CONFLICT', 'This answer is already approved; edit its knowledge entry instead');
    await repo.updateQuestion(tx, id, {
      answer,
      answered_by: actor.id,
      answered_at: new Date(),
      status: 'answered',
      dismissed_by: null,
      dismissed_at: null,
    });
  });
  return question(ctx, id);
}

/** Approves the answer into the knowledge base (replaying returns the same entry). */
export async function approveQuestion(
  ctx: Ctx,
  rt: AiRuntime,
  id: string,
  opts: { title?: string; general?: boolean },
) {
  const actor = requireActor(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
  const changed = await ctx.db.transaction(async (tx) => {
    const q = await repo.lockQuestion(tx, id);
    if (!q) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
    if (q.status === 'approved') return false;
    if (!q.answer) throw new AppError('CONFLICT', 'Answer the question before approving it');
    const entry = await repo.insertKnowledge(tx, {
      step_number: opts.general ? null : q.step_number,
      title: (opts.title ?? q.question).slice(0, 300),
      question: q.question,
      content: q.answer,
      tags: topKeywords([q.question], 5).map((k) => k.keyword),
      source: 'expert',
      source_question_id: q.id,
      created_by: actor.id,
      updated_by: actor.id,
    });
    await repo.bumpKnowledgeVersion(tx);
    await repo.updateQuestion(tx, id, {
      status: 'approved',
      approved_by: actor.id,
      approved_at: new Date(),
      knowledge_id: entry.id,
    });
    await recordAudit(
      ctx,
      {
        action: 'learning.approved',
        target_type: 'knowledge',
        target_id: entry.id,
        target_label: q.question.slice(0, 200),
        after: { question_id: q.id, step_number: entry.step_number, title: entry.title },
      },
      tx,
    );
    return true;
  });
  if (changed) {
    await rt.index.rebuild(ctx.db);
    ctx.log.info(
      { event: 'ai_answer_approved', question_id: id },
      'expert answer added to the knowledge base',
    );
  }
  return question(ctx, id);
}

export async function dismissQuestion(ctx: Ctx, id: string) {
  const actor = requireActor(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    const q = await repo.lockQuestion(tx, id);
    if (!q) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
    if (q.status === 'approved')
      throw new AppError(
        'CONFLICT',
        'An approved answer cannot be dismissed; deactivate its knowledge entry instead',
      );
    if (q.status === 'dismissed') return;
    await repo.updateQuestion(tx, id, {
      status: 'dismissed',
      dismissed_by: actor.id,
      dismissed_at: new Date(),
    });
  });
  return question(ctx, id);
}

// ---- knowledge base ------------------------------------------------------------------------------

export async function listKnowledge(
  ctx: Ctx,
  filter: {
    q?: string;
    step?: number;
    general?: boolean;
    source?: repo.KnowledgeRow['source'];
    page: number;
    per_page: number;
  },
) {
  const { rows, total } = await repo.listKnowledge(ctx.db, {
    ...filter,
    limit: filter.per_page,
    offset: (filter.page - 1) * filter.per_page,
  });
  return { entries: rows.map(toKnowledgeEntry), total, page: filter.page, per_page: filter.per_page };
}

export async function getKnowledge(ctx: Ctx, id: string) {
  const row = isUuid(id) ? await repo.findKnowledge(ctx.db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
  return toKnowledgeEntry(row);
}

const defaultTags = (input: { title: string; question?: string | null }) =>
  [...new Set(terms(`${input.title} ${input.question ?? ''}`))].slice(0, 6);

export async function createKnowledge(ctx: Ctx, rt: AiRuntime, input: NewKnowledgeEntry) {
  const actor = requireActor(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertKnowledge(tx, {
      step_number: input.step_number ?? null,
      title: input.title,
      question: input.question ?? null,
      content: input.content,
      tags: input.tags ?? defaultTags(input),
      source: 'staff',
      is_active: input.is_active ?? true,
      created_by: actor.id,
      updated_by: actor.id,
    });
    await repo.bumpKnowledgeVersion(tx);
    return inserted;
  });
  await rt.index.rebuild(ctx.db);
  return toKnowledgeEntry(row);
}

export async function updateKnowledge(ctx: Ctx, rt: AiRuntime, id: string, patch: KnowledgeEntryPatch) {
  const actor = requireActor(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateKnowledge(tx, id, { ...values, updated_by: actor.id });
    if (!updated) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
    await repo.bumpKnowledgeVersion(tx);
    return updated;
  });
  await rt.index.rebuild(ctx.db);
  return toKnowledgeEntry(row);
}

export async function deleteKnowledge(ctx: Ctx, rt: AiRuntime, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    const gone = await repo.deleteKnowledge(tx, id);
    if (!gone) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
    await repo.bumpKnowledgeVersion(tx);
  });
  await rt.index.rebuild(ctx.db);
}

/**
 * Reads what a reply is grounded on, for one user and step, through the owning modules' services:
 * the step's script (journey), status and journey position (coaching), tasks (tasks), missing
 * answers (application), the latest credit evaluation (credit), preferences and history.
 */
import { DEFAULT_AI_PREFERENCES } from '@fundpath/contracts/ai';
import { type DefaultTask, uploadLimits } from '@fundpath/contracts/coaching';
import type { Ctx } from '../../../platform/auth';
import type { UserRow } from '../../../platform/sessions';
import { applicationFingerprint, missingRequired } from '../../application';
import { userFingerprint } from '../../auth';
import { getStepsProgress, progressFingerprint } from '../../coaching';
import { latestEvaluation, messagesFingerprint, qualificationTexts, reportsFingerprint } from '../../credit';
import { contentFingerprint, getScript } from '../../journey';
import { listDefaultTasks, openRequiredTasks, tasksFingerprint } from '../../tasks';
import type { KnowledgeIndex } from '../knowledge/index';
import * as repo from '../repo';
import { toCoachCredit } from './credit';
import type { CoachContext, CoachTask } from './types';

/** Turns of history given to a model (the built-in coach answers each message on its own). */
const HISTORY_TURNS = 8;

function taskDetails(t: DefaultTask): string[] {
  const c = t.template_config ?? {};
  const out: string[] = [];
  if (t.task_type === 'checklist' && c.checklist_items?.length) {
    out.push(
      `Checklist: ${c.checklist_items.map((i) => `${i.text}${i.required === false ? ' (optional)' : ''}`).join('; ')}.`,
    );
  }
  if (t.task_type === 'external_action' && c.external_action_url) {
    out.push(
      `Open "${c.external_action_button_text ?? 'the link'}" (${c.external_action_url}), then confirm here.`,
    );
    if (c.verification_instructions) out.push(c.verification_instructions);
  }
  if (t.task_type === 'document_upload' || t.task_type === 'file_upload') {
    const l = uploadLimits(c);
    out.push(
      `Upload ${l.min_files_required === 1 ? 'at least one file' : `at least ${l.min_files_required} files`} (${l.allowed_file_types.join(', ')}, up to ${l.max_file_size_mb} MB each, ${l.max_files_allowed} files max).`,
    );
  }
  if (t.task_type === 'form_fields' && t.form_fields.length) {
    out.push(
      `It asks for: ${t.form_fields.map((f) => `${f.field_label}${f.required ? '' : ' (optional)'}`).join(', ')}.`,
    );
  }
  if (c.instructions) out.push(c.instructions);
  return out;
}

const toCoachTask = (t: DefaultTask): CoachTask => ({
  id: t.id,
  title: t.title,
  description: t.description,
  instructions: t.instructions,
  task_type: t.task_type,
  is_required: t.is_required,
  is_completed: t.is_completed,
  link_url: t.link_url,
  details: taskDetails(t),
  field_names: t.form_fields.map((f) => f.field_name),
});

export function firstName(user: Pick<UserRow, 'display_name'>): string {
  return user.display_name.trim().split(/\s+/)[0] || 'there';
}

/** What a context holds besides history and search: cached while its fingerprint is unchanged. */
type ContextBase = Omit<CoachContext, 'history' | 'searchKnowledge'>;

/** Contexts older than this are rebuilt even with an equal fingerprint (bounds any missed change). */
const CONTEXT_MAX_AGE_MS = 60_000;
const CONTEXT_CACHE_SIZE = 2000;

/**
 * Built contexts per user and step, reused while the fingerprint of their inputs is unchanged:
 * the second message of a conversation costs one query instead of fifteen.
 */
export class ContextCache {
  private entries = new Map<string, { fingerprint: string; at: number; base: ContextBase }>();

  get(key: string, fingerprint: string, now = Date.now()): ContextBase | undefined {
    const e = this.entries.get(key);
    if (!e || e.fingerprint !== fingerprint || now - e.at > CONTEXT_MAX_AGE_MS) return undefined;
    return e.base;
  }

  set(key: string, fingerprint: string, base: ContextBase, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { fingerprint, at: now, base });
    if (this.entries.size > CONTEXT_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
  }
}

async function loadBase(ctx: Ctx, user: UserRow, stepNumber: number): Promise<ContextBase> {
  const [script, progress, tasks, openRequired, missing, creditRow, prefs, texts] = await Promise.all([
    getScript(ctx, stepNumber),
    getStepsProgress(ctx),
    listDefaultTasks(ctx, stepNumber),
    openRequiredTasks(ctx.db, user.id, stepNumber),
    missingRequired(ctx.db, user.id, stepNumber),
    latestEvaluation(ctx.db, user.id),
    repo.findPreferences(ctx.db, user.id),
    qualificationTexts(ctx.db),
  ]);
  const steps = [...progress.steps].sort(
    (a, b) => a.display_order - b.display_order || a.step_number - b.step_number,
  );
  const here = steps.find((s) => s.step_number === stepNumber);
  const current =
    steps.find((s) => s.status === 'in-progress' || s.status === 'pending_approval') ??
    steps.find((s) => s.available && !s.completed && !s.skipped && !s.locked);
  const position = steps.findIndex((s) => s.step_number === stepNumber);
  const next = steps.slice(position + 1).find((s) => !s.completed && !s.skipped && !s.locked);
  return {
    user: { id: user.id, first_name: firstName(user) },
    tone: prefs?.tone ?? DEFAULT_AI_PREFERENCES.tone,
    language: prefs?.language ?? DEFAULT_AI_PREFERENCES.language,
    step: {
      step_number: script.step_number,
      step_title: script.step_title,
      description: script.description,
      estimated_duration: script.estimated_duration,
      greeting_message: script.greeting_message,
      talking_points: script.talking_points,
      faqs: script.faqs,
      completion_criteria: script.completion_criteria,
      requires_approval: script.requires_approval,
    },
    status: here?.status ?? 'not-started',
    review_note: here?.status === 'in-progress' ? (here.review_note ?? null) : null,
    current_step: current?.step_number ?? null,
    next_step: next ? { step_number: next.step_number, step_title: next.step_title } : null,
    tasks: tasks.map(toCoachTask),
    open_required: openRequired,
    missing_fields: missing,
    credit: creditRow ? toCoachCredit(creditRow, texts, firstName(user)) : null,
  };
}

/**
 * The grounded context for one message. One fingerprint query decides whether the cached base
 * is still exact (and whether the knowledge index is behind another instance's change).
 */
export async function loadCoachContext(
  ctx: Ctx,
  deps: { index: KnowledgeIndex; contexts: ContextCache; withHistory: boolean },
  user: UserRow,
  stepNumber: number,
  session: { id: string; beforeTurn: number } | null,
): Promise<CoachContext> {
  const [fp, history] = await Promise.all([
    repo.contextFingerprint(ctx.db, user.id, [
      progressFingerprint(user.id),
      tasksFingerprint(user.id),
      applicationFingerprint(user.id),
      reportsFingerprint(user.id),
      messagesFingerprint(),
      userFingerprint(user.id),
      contentFingerprint(),
    ]),
    deps.withHistory && session
      ? repo.recentHistory(ctx.db, session.id, session.beforeTurn, HISTORY_TURNS * 2)
      : Promise.resolve([]),
  ]);
  if (fp.kbVersion !== deps.index.version) await deps.index.rebuild(ctx.db);
  const key = `${user.id}:${stepNumber}`;
  let base = deps.contexts.get(key, fp.key);
  if (!base) {
    base = await loadBase(ctx, user, stepNumber);
    deps.contexts.set(key, fp.key, base);
  }
  return {
    ...base,
    history,
    searchKnowledge: (query, limit) => deps.index.search(query, stepNumber, limit),
  };
}

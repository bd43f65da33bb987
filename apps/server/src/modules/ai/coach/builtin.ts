/**
 * The built-in grounded coach: no network, no model. It recognises the intent, then answers from
 * the step's script, the client's live state (tasks, application fields, step status, credit
 * evaluation and plan) and the approved knowledge base. Confidence comes from how specific the
 * intent is and, for retrieved answers, from how much of the question the source covers.
 */
import type { CoachAction, MessageSource, Tone } from '@fundpath/contracts/ai';
import type { RuleId } from '@fundpath/credit-engine';
import type { KnowledgeHit } from '../knowledge/index';
import { chunkText, formatDollars } from '../knowledge/text';
import { bureauLines, distinctHits, explainHit, planActions, RULE_PLAIN, totalPaydown } from './credit';
import { type Recognized, recognize } from './intents';
import type { CoachChunk, CoachContext, CoachProvider, CoachReplyMeta } from './types';

/** A reply before tone is applied: a lead sentence, points, and optional depth and warmth. */
interface Draft {
  lead: string;
  points?: string[];
  /** Shown with the `detailed` tone (the reasoning, the criteria, a second source). */
  detail?: string;
  /** Shown with the `friendly` tone. */
  warm?: string;
  /** Always shown last (an invitation, a note). */
  tail?: string;
  action?: CoachAction | null;
  confidence: number;
  sources: MessageSource[];
  credit?: boolean;
}

const MAX_LIST = 5;

/** The knowledge-base question that explains each rule in general terms. */
const RULE_TOPIC: Record<RuleId, string> = {
  high_utilization: 'What is credit utilization?',
  recent_late_payment: 'How do late payments affect funding?',
  late_payment_12_months: 'How do late payments affect funding?',
  collection: 'What is a collection account?',
  charge_off: 'What is a charge-off?',
  excessive_inquiries: 'How do credit inquiries affect me?',
  bankruptcy: 'Can I get funding after a bankruptcy?',
  derogatory_account: 'What do approve, borderline and decline mean on my report?',
  repossession_foreclosure: 'What do approve, borderline and decline mean on my report?',
  no_bureau_data: 'What do approve, borderline and decline mean on my report?',
};

export function render(d: Draft, tone: Tone): string {
  const parts: string[] = [d.lead];
  if (d.points?.length) parts.push(d.points.map((p) => `• ${p}`).join('\n'));
  if (tone === 'detailed' && d.detail) parts.push(d.detail);
  if (d.tail) parts.push(d.tail);
  if (tone === 'friendly' && d.warm) parts.push(d.warm);
  return parts.join('\n\n');
}

const stateSource = (title: string): MessageSource => ({ kind: 'state', id: null, title, score: null });
const kbSource = (h: KnowledgeHit): MessageSource => ({
  kind: 'knowledge',
  id: h.doc.id,
  title: h.doc.title,
  score: Math.round(h.coverage * 100) / 100,
});

/** Retrieval confidence: an exact staff answer is near-certain; otherwise coverage of the question. */
export const retrievalConfidence = (h: KnowledgeHit | undefined): number =>
  !h ? 0.2 : h.exact ? 0.97 : Math.min(0.9, 0.3 + 0.65 * h.coverage);

/** Missing answers that an open task's form collects, by task id (the rest are asked for apart). */
function fieldsByTask(ctx: CoachContext) {
  const missing = new Map(ctx.missing_fields.map((f) => [f.field_name, f.field_label]));
  const byTask = new Map<string, string[]>();
  const covered = new Set<string>();
  for (const t of ctx.tasks) {
    if (t.is_completed) continue;
    const labels = t.field_names.filter((n) => missing.has(n));
    if (!labels.length) continue;
    for (const n of labels) covered.add(n);
    byTask.set(
      t.id,
      labels.map((n) => missing.get(n)!),
    );
  }
  return { byTask, uncovered: ctx.missing_fields.filter((f) => !covered.has(f.field_name)) };
}

function openTaskLines(ctx: CoachContext): string[] {
  const byId = new Map(ctx.tasks.map((t) => [t.id, t]));
  const { byTask } = fieldsByTask(ctx);
  return ctx.open_required.slice(0, MAX_LIST).map((o) => {
    const t = byId.get(o.id);
    const what = t?.description ? ` — ${t.description}` : '';
    const fields = byTask.get(o.id);
    return `${o.title}${what}${fields ? ` It asks for: ${list(fields)}.` : ''}`;
  });
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function stepLabel(ctx: CoachContext) {
  return `Step ${ctx.step.step_number} (${ctx.step.step_title})`;
}

// ---- intents -------------------------------------------------------------------------------------

function greeting(ctx: CoachContext): Draft {
  const left = ctx.open_required.length;
  const status =
    ctx.status === 'completed'
      ? `You've already completed ${stepLabel(ctx)}${ctx.next_step ? `; next up is Step ${ctx.next_step.step_number}, ${ctx.next_step.step_title}` : ''}.`
      : ctx.status === 'pending_approval'
        ? `${stepLabel(ctx)} is with your coach for approval.`
        : left > 0
          ? `On ${stepLabel(ctx)} you have ${left} required task${left === 1 ? '' : 's'} left, starting with "${ctx.open_required[0]!.title}".`
          : `${stepLabel(ctx)}: ${ctx.step.description}`;
  return {
    lead: `Hi ${ctx.user.first_name}! ${ctx.step.greeting_message}`.trim(),
    points: [status],
    tail: 'Ask me "what\'s next?", to explain any task, or "why was I declined?" — I\'ll answer from your own file.',
    confidence: 0.95,
    sources: [{ kind: 'script', id: null, title: ctx.step.step_title, score: null }],
  };
}

function nextSteps(ctx: CoachContext): Draft {
  const sources = [stateSource('Your tasks, application and step status')];
  if (ctx.status === 'completed') {
    return {
      lead: `You've completed ${stepLabel(ctx)}.`,
      points: ctx.next_step
        ? [
            `Next up: Step ${ctx.next_step.step_number} — ${ctx.next_step.step_title}. Open it from your step list to see its tasks.`,
          ]
        : ['That was the last step of your journey. Set your next funding goal when you are ready.'],
      warm: 'Nice work — keep the momentum going.',
      confidence: 0.92,
      sources,
    };
  }
  if (ctx.status === 'pending_approval') {
    return {
      lead: `${stepLabel(ctx)} is submitted and waiting for your coach's approval (usually one business day).`,
      points: [
        "You don't need to do anything on this step unless your coach sends it back with a note.",
        ...(ctx.next_step
          ? [`Meanwhile, read ahead: Step ${ctx.next_step.step_number} is ${ctx.next_step.step_title}.`]
          : []),
      ],
      confidence: 0.92,
      sources,
    };
  }
  const points: string[] = [];
  if (ctx.review_note)
    points.push(`First, your coach's note when they sent this step back: "${ctx.review_note}"`);
  const tasks = openTaskLines(ctx);
  points.push(...tasks.map((t) => `Task: ${t}`));
  if (ctx.open_required.length > MAX_LIST)
    points.push(`…and ${ctx.open_required.length - MAX_LIST} more required tasks in your task list.`);
  const { uncovered } = fieldsByTask(ctx);
  if (uncovered.length)
    points.push(
      `Application answers still missing (in My Application): ${list(uncovered.map((f) => f.field_label))}.`,
    );
  const optional = ctx.tasks.filter((t) => !t.is_required && !t.is_completed).slice(0, 2);
  if (optional.length) points.push(`Optional but useful: ${list(optional.map((t) => `"${t.title}"`))}.`);

  let action: CoachAction | null = ctx.open_required.length
    ? 'open_tasks'
    : ctx.missing_fields.length
      ? 'open_application'
      : 'complete_step';
  let creditNote: string | undefined;
  if (ctx.credit && [2, 3, 4].includes(ctx.step.step_number)) {
    const plan = planActions(ctx.credit.plans, 2);
    if (plan.length) creditNote = `From your credit plan: ${plan.join(' ')}`;
  } else if (!ctx.credit && ctx.step.step_number === 2) {
    creditNote = 'Once monitoring is connected, say "pull my credit report" and I\'ll read it with you.';
    if (!ctx.open_required.length && !ctx.missing_fields.length) action = 'fetch_credit_report';
  }
  if (creditNote) points.push(creditNote);

  const nothingLeft = !ctx.open_required.length && !ctx.missing_fields.length;
  const lead = nothingLeft
    ? `Everything required on ${stepLabel(ctx)} is done — you can complete this step${ctx.step.requires_approval ? ' and it will go to your coach for approval' : ''}.`
    : `Here's what's left on ${stepLabel(ctx)}:`;
  const elsewhere =
    ctx.current_step !== null && ctx.current_step !== ctx.step.step_number && ctx.status === 'not-started'
      ? `Heads up: your journey is currently on Step ${ctx.current_step}; finish that first.`
      : undefined;
  return {
    lead,
    points: nothingLeft ? [...points, `To finish: ${ctx.step.completion_criteria}`] : points,
    detail: ctx.step.talking_points.length ? `Why it matters: ${ctx.step.talking_points[0]}` : undefined,
    tail: elsewhere,
    warm: nothingLeft
      ? 'Great progress!'
      : "One at a time — ask me about any of these and I'll walk you through it.",
    action,
    confidence: 0.92,
    sources,
  };
}

function stepCompletion(ctx: CoachContext): Draft {
  const sources = [stateSource('Your tasks, application and step status')];
  if (ctx.status === 'completed')
    return {
      lead: `Yes — ${stepLabel(ctx)} is already completed.`,
      points: ctx.next_step ? [`Next: Step ${ctx.next_step.step_number}, ${ctx.next_step.step_title}.`] : [],
      confidence: 0.93,
      sources,
    };
  if (ctx.status === 'pending_approval')
    return {
      lead: `You've submitted ${stepLabel(ctx)}; it's waiting for your coach's approval.`,
      points: ['Nothing more to do until they approve it or send it back with a note.'],
      confidence: 0.93,
      sources,
    };
  const missing: string[] = [];
  const { byTask, uncovered } = fieldsByTask(ctx);
  if (ctx.open_required.length)
    missing.push(
      `finish ${ctx.open_required.length} required task${ctx.open_required.length === 1 ? '' : 's'}: ${list(
        ctx.open_required
          .slice(0, MAX_LIST)
          .map(
            (t) =>
              `"${t.title}"${byTask.has(t.id) ? ` (${byTask.get(t.id)!.length} answers to fill in)` : ''}`,
          ),
      )}`,
    );
  if (uncovered.length)
    missing.push(`fill in ${list(uncovered.map((f) => f.field_label))} in My Application`);
  if (missing.length)
    return {
      lead: `Not yet. To complete ${stepLabel(ctx)} you still need to ${missing.join(', and ')}.`,
      points: ctx.review_note ? [`Your coach's note: "${ctx.review_note}"`] : [],
      detail: `What finishing means here: ${ctx.step.completion_criteria}`,
      action: ctx.open_required.length ? 'open_tasks' : 'open_application',
      confidence: 0.93,
      sources,
    };
  return {
    lead: `Yes — you can complete ${stepLabel(ctx)}. Every required task and answer is in.`,
    points: [
      ctx.step.requires_approval
        ? 'When you press Complete, it goes to your coach for approval (usually one business day).'
        : ctx.next_step
          ? `When you press Complete, Step ${ctx.next_step.step_number} (${ctx.next_step.step_title}) opens.`
          : 'Press Complete to finish it.',
    ],
    detail: `Completion criteria: ${ctx.step.completion_criteria}`,
    warm: 'Well done!',
    action: 'complete_step',
    confidence: 0.93,
    sources,
  };
}

function fetchReport(ctx: CoachContext): Draft {
  if (!ctx.credit)
    return {
      lead: "Let's pull your three-bureau credit report.",
      points: [
        'Sign in with the same login you used for your credit monitoring service; it is a soft pull, so it does not affect your score.',
        'Make sure freezes are lifted at Equifax, Experian and TransUnion first, or that bureau comes back empty.',
        "As soon as it is in, I'll tell you which bureaus approve and exactly what to fix.",
      ],
      action: 'fetch_credit_report',
      confidence: 0.9,
      sources: [stateSource('No credit report on file yet')],
    };
  const c = ctx.credit;
  const hits = distinctHits(c);
  const plan = planActions(c.plans, 4);
  return {
    lead: `Here's your latest credit report (version ${c.card.version}, as of ${c.card.as_of}). Overall: ${c.card.funding_status.overall_decision}. ${c.card.strategy}`,
    points: [
      ...bureauLines(c),
      ...hits.slice(0, 3).map((h) => `Issue: ${RULE_PLAIN[h.hit.rule].name} (${h.bureaus.join(', ')})`),
      ...plan.map((p) => `Plan: ${p}`),
    ],
    tail: 'I refreshed the report card for you; say "why was I declined?" for the full explanation.',
    action: 'fetch_credit_report',
    confidence: 0.92,
    credit: true,
    sources: [
      { kind: 'credit', id: c.card.report_id, title: `Credit report v${c.card.version}`, score: null },
    ],
  };
}

function explainCredit(ctx: CoachContext, r: Recognized): Draft {
  const kb = r.knowledge[0];
  if (!ctx.credit) {
    // The general rule, looked up by what was asked about (or the tiers when nothing specific was).
    const topic = r.rules.length ? RULE_TOPIC[r.rules[0]!] : RULE_TOPIC.no_bureau_data;
    const general = ctx.searchKnowledge(topic, 1).find((h) => h.coverage >= 0.34);
    return {
      lead: "I don't see a credit report on file for you yet, so I can't tell you how lenders read your file.",
      points: [
        ...(general ? [general.doc.content] : []),
        'Say "pull my credit report" (or open Credit Reports) and I\'ll explain every item that affects your approval.',
      ],
      action: 'fetch_credit_report',
      confidence: general ? 0.75 : 0.7,
      sources: general ? [kbSource(general)] : [stateSource('No credit report on file yet')],
    };
  }
  const c = ctx.credit;
  let hits = distinctHits(c);
  if (r.rules.length) {
    const wanted = hits.filter((h) => r.rules.includes(h.hit.rule));
    if (wanted.length) hits = wanted;
    else {
      // They asked about a rule their report does not trigger: say so, with the general answer.
      const names = [...new Set(r.rules.map((id) => RULE_PLAIN[id].name))];
      return {
        lead: `Good news: your latest report (as of ${c.card.as_of}) shows no ${list(names)}.`,
        points: [
          `Overall decision: ${c.card.funding_status.overall_decision}. ${c.card.strategy}`,
          ...(kb && kb.coverage >= 0.34 ? [kb.doc.content] : []),
        ],
        confidence: 0.85,
        credit: false,
        sources: [
          { kind: 'credit', id: c.card.report_id, title: `Credit report v${c.card.version}`, score: null },
          ...(kb && kb.coverage >= 0.34 ? [kbSource(kb)] : []),
        ],
      };
    }
  }
  const decision = c.card.funding_status.overall_decision;
  const lead =
    decision === 'approve'
      ? `Your latest report (as of ${c.card.as_of}) approves. ${c.card.strategy}`
      : `Here's why your file is ${decision === 'decline' ? 'declined' : 'borderline'} right now (report as of ${c.card.as_of}). ${c.card.strategy}`;
  const plan = planActions(c.plans);
  const paydown = totalPaydown(c.plans);
  const points = [
    ...bureauLines(c),
    ...hits.slice(0, 4).map(explainHit),
    ...(plan.length ? [`Your verified plan to approval: ${plan.join(' ')}`] : []),
    ...(paydown > 0 ? [`Total paydown in the plan: about ${formatDollars(paydown)}.`] : []),
  ];
  return {
    lead,
    points,
    detail:
      kb && kb.coverage >= 0.5
        ? `More on this: ${kb.doc.content}`
        : 'After disputes resolve (about 30-45 days) or balances post, re-pull your report and I will re-check every bureau.',
    warm:
      decision === 'approve'
        ? "This is a strong position — let's use it well."
        : "Every item here is fixable, and we'll do it one at a time.",
    action: decision === 'approve' ? null : 'fetch_credit_report',
    confidence: 0.88,
    credit: decision !== 'approve',
    sources: [
      { kind: 'credit', id: c.card.report_id, title: `Credit report v${c.card.version}`, score: null },
      ...(kb && kb.coverage >= 0.5 ? [kbSource(kb)] : []),
    ],
  };
}

function explainTask(r: Recognized): Draft {
  const { task, score } = r.task!;
  const state = task.is_completed
    ? 'You have already completed it.'
    : task.is_required
      ? 'It is required to finish this step and still open.'
      : 'It is optional, but it helps.';
  const points = [
    ...(task.description ? [task.description] : []),
    ...(task.instructions ? [`How: ${task.instructions}`] : []),
    ...task.details,
    ...(task.link_url ? [`Link: ${task.link_url}`] : []),
  ];
  const kb = r.knowledge.find((h) => h.coverage >= 0.4);
  return {
    lead: `"${task.title}" — ${state}`,
    points,
    detail: kb ? kb.doc.content : undefined,
    tail: kb && !points.length ? kb.doc.content : undefined,
    action: task.is_completed ? null : 'open_tasks',
    confidence: Math.min(0.92, 0.6 + 0.35 * score),
    sources: [stateSource(`Task: ${task.title}`), ...(kb ? [kbSource(kb)] : [])],
  };
}

function faqAnswer(ctx: CoachContext, r: Recognized): Draft {
  const { faq, index, score } = r.faq!;
  const kb = r.knowledge[0];
  const extra = kb && kb.coverage >= 0.5 && kb.doc.content !== faq.answer ? kb.doc.content : undefined;
  return {
    lead: faq.answer,
    detail: extra,
    confidence: Math.min(0.95, 0.5 + 0.45 * score),
    sources: [
      {
        kind: 'faq',
        id: `step-${ctx.step.step_number}-faq-${index}`,
        title: faq.question,
        score: Math.round(score * 100) / 100,
      },
      ...(extra && kb ? [kbSource(kb)] : []),
    ],
  };
}

function knowledgeAnswer(r: Recognized): Draft {
  const [best, second] = r.knowledge;
  const confidence = retrievalConfidence(best);
  return {
    lead: best!.doc.content,
    detail: second && second.coverage >= 0.5 && !best!.exact ? second.doc.content : undefined,
    confidence,
    sources: [
      kbSource(best!),
      ...(second && second.coverage >= 0.5 && !best!.exact ? [kbSource(second)] : []),
    ],
  };
}

function offTopic(ctx: CoachContext): Draft {
  const first = ctx.open_required[0];
  return {
    lead: "I'm your funding coach, so I stick to getting you funding-ready.",
    points: [
      `Right now you're on ${stepLabel(ctx)}.`,
      `Try: "what's left on this step?"${first ? `, "how do I ${first.title.charAt(0).toLowerCase()}${first.title.slice(1)}?"` : ''} or "why was I declined?"`,
    ],
    confidence: 0.6,
    sources: [],
  };
}

function unknown(ctx: CoachContext, r: Recognized): Draft {
  const partial = r.knowledge[0] && r.knowledge[0].coverage >= 0.5 ? r.knowledge[0] : undefined;
  const partialFaq = r.faq;
  return {
    lead: "I don't have a confident answer to that yet, so I've passed your question to your coaching team — their answer will show up here.",
    points: partial
      ? [`This may help in the meantime: ${partial.doc.content}`]
      : partialFaq
        ? [`Related: ${partialFaq.faq.question} ${partialFaq.faq.answer}`]
        : [`For ${stepLabel(ctx)}, the goal is: ${ctx.step.completion_criteria}`],
    confidence: partial ? Math.min(0.5, retrievalConfidence(partial)) : 0.25,
    sources: partial ? [kbSource(partial)] : [],
  };
}

function thanks(ctx: CoachContext): Draft {
  const first = ctx.open_required[0];
  return {
    lead: "You're welcome!",
    points: first ? [`When you're ready, the next required task is "${first.title}".`] : [],
    warm: "I'm here whenever you need me.",
    confidence: 0.95,
    sources: [],
  };
}

function goodbye(ctx: CoachContext): Draft {
  return {
    lead: `Talk soon, ${ctx.user.first_name}. Your progress on ${stepLabel(ctx)} is saved.`,
    warm: 'Keep going — you are closer than you think.',
    confidence: 0.95,
    sources: [],
  };
}

/** The whole reply for a message: text (tone applied) and metadata. */
export function composeReply(ctx: CoachContext, message: string): { text: string; meta: CoachReplyMeta } {
  const r = recognize(message, ctx);
  const draft = ((): Draft => {
    switch (r.intent) {
      case 'greeting':
        return greeting(ctx);
      case 'thanks':
        return thanks(ctx);
      case 'goodbye':
        return goodbye(ctx);
      case 'fetch_credit_report':
        return fetchReport(ctx);
      case 'step_completion':
        return stepCompletion(ctx);
      case 'next_steps':
        return nextSteps(ctx);
      case 'explain_credit':
        return explainCredit(ctx, r);
      case 'explain_task':
        return explainTask(r);
      case 'faq':
        return faqAnswer(ctx, r);
      case 'knowledge':
        return knowledgeAnswer(r);
      case 'off_topic':
        return offTopic(ctx);
      default:
        return unknown(ctx, r);
    }
  })();
  const withCard = Boolean(draft.credit && ctx.credit);
  return {
    text: render(draft, ctx.tone),
    meta: {
      action: draft.action ?? null,
      confidence: Math.round(draft.confidence * 100) / 100,
      type: withCard ? 'credit_report' : 'text',
      credit_report: withCard ? ctx.credit!.card : null,
      intent: r.intent,
      sources: draft.sources,
      provider: 'builtin',
      fallback: false,
    },
  };
}

export class BuiltinCoach implements CoachProvider {
  readonly name = 'builtin';

  async *reply(ctx: CoachContext, message: string): AsyncIterable<CoachChunk> {
    const { text, meta } = composeReply(ctx, message);
    for (const piece of chunkText(text)) yield { type: 'text', text: piece };
    yield { type: 'final', meta };
  }
}

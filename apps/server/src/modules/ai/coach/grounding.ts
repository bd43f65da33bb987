/** The grounding a language model receives as its system message: the same facts the built-in coach uses. */
import { bureauLines, distinctHits, explainHit, planActions } from './credit';
import type { CoachContext } from './types';

const TONE_RULE = {
  friendly: 'Be warm and encouraging, in short paragraphs.',
  direct: 'Be brief and direct: a one-line answer, then bullet points. No pleasantries.',
  detailed: 'Be thorough: explain the why behind each point, in plain language.',
} as const;

export function groundingPrompt(ctx: CoachContext, message: string): string {
  const s = ctx.step;
  const lines: string[] = [
    "You are FundPath's funding-readiness coach. You help one client become fundable, step by step.",
    'Answer ONLY from the facts below and general, well-established US credit and small-business funding knowledge.',
    'Never invent lender names, rates, scores, dates or amounts that are not in the facts. If you are unsure, say so and suggest asking the coaching team.',
    'Stay on funding readiness; redirect gently when asked about anything else. Plain text, no markdown headings.',
    TONE_RULE[ctx.tone],
    ctx.language === 'es' ? 'Reply in Spanish.' : 'Reply in English.',
    'Use the tool fetch_credit_report when the client asks to pull, fetch or see their credit report; use complete_step_check when they ask whether they can complete the step.',
    '',
    `CLIENT: ${ctx.user.first_name}.`,
    `STEP ${s.step_number}: ${s.step_title} — ${s.description} (usually ${s.estimated_duration}).`,
    `Step status: ${ctx.status}${ctx.review_note ? `; sent back by the coach with the note: "${ctx.review_note}"` : ''}${s.requires_approval ? '; completing it needs staff approval' : ''}.`,
    ctx.current_step !== null ? `The client's current step in the journey: ${ctx.current_step}.` : '',
    ctx.next_step
      ? `Next step after this one: ${ctx.next_step.step_number} (${ctx.next_step.step_title}).`
      : '',
    `Completion criteria: ${s.completion_criteria}`,
    `Talking points: ${s.talking_points.join(' | ')}`,
    s.faqs.length ? `FAQ:\n${s.faqs.map((f) => `Q: ${f.question}\nA: ${f.answer}`).join('\n')}` : '',
    '',
    'TASKS OF THIS STEP:',
    ...ctx.tasks.map(
      (t) =>
        `- ${t.title} [${t.is_completed ? 'done' : t.is_required ? 'REQUIRED, open' : 'optional, open'}]${t.description ? `: ${t.description}` : ''}${t.details.length ? ` ${t.details.join(' ')}` : ''}`,
    ),
    ctx.open_required.length
      ? `Required tasks still open: ${ctx.open_required.map((t) => t.title).join('; ')}.`
      : 'All required tasks of this step are done.',
    ctx.missing_fields.length
      ? `Missing required application answers: ${ctx.missing_fields.map((f) => f.field_label).join(', ')}.`
      : 'All required application answers of this step are filled in.',
    '',
  ];
  if (ctx.credit) {
    const c = ctx.credit;
    lines.push(
      `CREDIT REPORT v${c.card.version} as of ${c.card.as_of}: overall ${c.card.funding_status.overall_decision}. ${c.card.strategy}`,
      ...bureauLines(c).map((l) => `- ${l}`),
      ...distinctHits(c).map((h) => `- ${explainHit(h)}`),
      ...planActions(c.plans, 8).map((a) => `- Plan: ${a}`),
      '',
    );
  } else {
    lines.push('CREDIT REPORT: none on file yet.', '');
  }
  const kb = ctx.searchKnowledge(message, 3).filter((h) => h.coverage >= 0.34);
  if (kb.length) {
    lines.push(
      'APPROVED KNOWLEDGE (prefer these answers):',
      ...kb.map((h) => `- ${h.doc.title}: ${h.doc.content}`),
    );
  }
  return lines.filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n');
}

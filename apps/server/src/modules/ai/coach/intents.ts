/**
 * Intent recognition for the built-in coach: patterns for the conversational intents, and scored
 * matches against the step's tasks, FAQs and the knowledge base for the rest.
 */
import type { CoachIntent } from '@fundpath/contracts/ai';
import type { Faq } from '@fundpath/contracts/coaching';
import type { RuleId } from '@fundpath/credit-engine';
import type { KnowledgeHit } from '../knowledge/index';
import { coverage, hasDomainWord, normalizeText, terms } from '../knowledge/text';
import type { CoachContext, CoachTask } from './types';

const RE = {
  greeting:
    /^(hi|hello|hey|hiya|howdy|hola|greetings|yo|good (morning|afternoon|evening)|hi there|hey there)\b/,
  thanks: /\b(thanks|thank you|thank u|thx|ty|appreciate it|cheers|much appreciated)\b/,
  goodbye:
    /\b(bye|goodbye|good bye|see you|see ya|talk (to you )?(later|soon)|thats all|that is all|have a good (day|one|night))\b/,
  fetchReport:
    /\b(pull|fetch|get|show|see|view|check|run|refresh|load|open|update|display|repull|re pull|bring up|look at)\b.{0,30}\b(credit report|report|credit scores?|my scores?|my credit)\b|\bwhat( is|s) my (credit )?scores?\b/,
  stepCompletion:
    /\b(am i (done|finished|ready)|(is|are) (this|the|my) step (done|complete|finished)|complete (this|the|my) step|finish (this|the|my) step|mark (it|this|this step|the step) (as )?(done|complete|completed)|can i (move on|complete|finish|advance|go to the next|proceed)|ready to (move on|complete|advance|finish|proceed)|move on to (the )?next step|whats missing|what is missing|why cant i (complete|finish|move on)|is (everything|it) done|done with (this|the) step|(this|the) step (is )?(done|complete))\b/,
  nextSteps:
    /\b(whats next|what is next|what next|whats left|what is left|whats remaining|what remains|what (do|should|must|can) i (do|work on|focus on)|where (do|should) i (start|begin)|how (do|should) i (start|begin|get started)|what now|to do list|todo|what else|what do i need to do|next steps?|get started|left to do|remaining tasks?|my tasks|pending tasks?|what tasks|help me (start|get started))\b/,
  personalCredit:
    /\b(why (was|am|did|were) i (declined|denied|rejected|borderline|not approved|turned down)|why (was|is|did) (my|the) (application|credit|report|file|decision)|how (do|can|could) i (get|become|be) (approved|qualified|funded)|what( is|s) (wrong|hurting|holding me back|bad) (with|on|in) my|my (credit )?(decision|result|status|funding status)|do i qualify|am i (approved|qualified|declined|borderline|ready to apply)|did i (qualify|pass|get approved)|improve my (credit|score|scores|file)|fix my (credit|report|score)|raise my (credit|score)|what should i (pay|pay down|pay off|dispute)|how much (do|should|must) i pay|my (plan|improvement plan|credit plan))\b/,
  personal: /\b(my|i|me|mine|im|ive)\b/,
};

/** Words that point at a rule, to explain the client's own hit for it. */
export const RULE_KEYWORDS: Array<[RuleId[], RegExp]> = [
  [['high_utilization'], /\b(utili[sz]ation|utili[sz]ed|maxed|balances?|pay ?down|card debt)\b/],
  [
    ['recent_late_payment', 'late_payment_12_months'],
    /\b(late|lates|late payments?|missed payments?|30 days)\b/,
  ],
  [['collection'], /\bcollections?\b/],
  [['charge_off'], /\bcharge ?offs?|charged off\b/],
  [['excessive_inquiries'], /\b(inquiry|inquiries|hard pulls?)\b/],
  [['bankruptcy'], /\bbankrupt(cy|cies)?\b/],
  [['derogatory_account'], /\bderogatory|derog\b/],
  [['repossession_foreclosure'], /\b(repo|repossession|foreclosure|foreclosed)\b/],
];

/** Title words too common to identify a task alone. */
const GENERIC = new Set([
  'credit',
  'business',
  'account',
  'upload',
  'your',
  'detail',
  'review',
  'plan',
  'step',
  'task',
  'check',
  'document',
  'coach',
]);

export interface TaskMatch {
  task: CoachTask;
  score: number;
}

export function matchTask(message: string, tasks: readonly CoachTask[]): TaskMatch | null {
  const msg = new Set(terms(message));
  let best: TaskMatch | null = null;
  for (const task of tasks) {
    const title = [...new Set(terms(task.title))];
    if (title.length === 0) continue;
    let got = 0;
    let total = 0;
    for (const t of title) {
      const w = GENERIC.has(t) ? 0.4 : 1;
      total += w;
      if (msg.has(t)) got += w;
    }
    const score = got / Math.min(2.5, total);
    if (got >= 1 && (!best || score > best.score)) best = { task, score: Math.min(1, score) };
  }
  return best && best.score >= 0.6 ? best : null;
}

export interface FaqMatch {
  faq: Faq;
  index: number;
  score: number;
}

export function matchFaq(message: string, faqs: readonly Faq[]): FaqMatch | null {
  const msg = terms(message);
  let best: FaqMatch | null = null;
  faqs.forEach((faq, index) => {
    const q = terms(faq.question);
    if (q.length === 0) return;
    // Both directions: the FAQ's words in the message, and the message's words in the FAQ.
    const score = 0.6 * coverage(q, msg) + 0.4 * coverage(msg, q);
    if (!best || score > best.score) best = { faq, index, score };
  });
  return best && (best as FaqMatch).score >= 0.55 ? best : null;
}

export function mentionedRules(message: string): RuleId[] {
  const text = normalizeText(message);
  return RULE_KEYWORDS.filter(([, re]) => re.test(text)).flatMap(([rules]) => rules);
}

export interface Recognized {
  intent: CoachIntent;
  task?: TaskMatch;
  faq?: FaqMatch;
  knowledge: KnowledgeHit[];
  rules: RuleId[];
}

/** Decides what the message asks for, from the most specific intent to the least. */
export function recognize(message: string, ctx: CoachContext): Recognized {
  const text = normalizeText(message);
  const words = text.split(' ').filter(Boolean);
  const knowledge = ctx.searchKnowledge(message, 3);
  const rules = mentionedRules(message);
  const base = { knowledge, rules };
  const short = words.length <= 6;

  if (knowledge[0]?.exact) {
    // A question staff answered word for word: their answer wins over generic matching,
    // but never over the client's live state (what's next, completion, their report).
    if (!RE.nextSteps.test(text) && !RE.stepCompletion.test(text) && !RE.fetchReport.test(text))
      return { intent: 'knowledge', ...base };
  }
  if (short && RE.greeting.test(text) && !hasDomainWord(text.replace(RE.greeting, '')))
    return { intent: 'greeting', ...base };
  if (short && RE.thanks.test(text) && !hasDomainWord(text)) return { intent: 'thanks', ...base };
  if (short && RE.goodbye.test(text) && !hasDomainWord(text)) return { intent: 'goodbye', ...base };
  if (RE.fetchReport.test(text) && !/\bbusiness credit\b/.test(text))
    return { intent: 'fetch_credit_report', ...base };
  if (RE.stepCompletion.test(text)) return { intent: 'step_completion', ...base };
  if (RE.personalCredit.test(text) || (rules.length > 0 && RE.personal.test(text) && ctx.credit))
    return { intent: 'explain_credit', ...base };
  if (RE.nextSteps.test(text)) return { intent: 'next_steps', ...base };

  const faq = matchFaq(message, ctx.step.faqs);
  const task = matchTask(message, ctx.tasks);
  const kb = knowledge[0];
  const kbScore = kb ? kb.coverage : 0;
  // The strongest specific match wins; an FAQ beats an equally good knowledge entry (it is the
  // step's own script), a named task beats both when the message names it clearly.
  const candidates: Array<[CoachIntent, number]> = [
    ['faq', faq ? faq.score + 0.05 : 0],
    ['explain_task', task ? task.score : 0],
    ['knowledge', kbScore],
  ];
  candidates.sort((a, b) => b[1] - a[1]);
  const [top, score] = candidates[0]!;
  if (score >= 0.5) {
    if (top === 'faq') return { intent: 'faq', faq: faq!, ...base };
    if (top === 'explain_task') return { intent: 'explain_task', task: task!, ...base };
    return { intent: 'knowledge', ...base };
  }
  if (rules.length > 0) return { intent: 'explain_credit', ...base };
  if (task) return { intent: 'explain_task', task, ...base };
  if (!hasDomainWord(text) && kbScore < 0.34) return { intent: 'off_topic', ...base };
  return { intent: 'unknown', ...(faq ? { faq } : {}), ...base };
}

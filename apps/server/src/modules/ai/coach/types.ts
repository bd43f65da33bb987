/**
 * The coach's seam: every provider (the built-in grounded coach, an OpenAI-compatible service, the
 * fallback wrapper) answers the same grounded context with a stream of chunks ending in metadata.
 */
import type {
  CoachAction,
  CoachCreditReport,
  CoachIntent,
  MessageSource,
  Tone,
} from '@fundpath/contracts/ai';
import type { Faq, StepStatus } from '@fundpath/contracts/coaching';
import type { BureauImprovementPlan, EvaluationResult } from '@fundpath/credit-engine';
import type { KnowledgeHit } from '../knowledge/index';

export interface CoachTask {
  id: string;
  title: string;
  description: string | null;
  instructions: string | null;
  task_type: string;
  is_required: boolean;
  is_completed: boolean;
  link_url: string | null;
  /** Checklist item texts / external action button, for explaining the task. */
  details: string[];
  /** Application fields a form task collects. */
  field_names: string[];
}

export interface CoachStep {
  step_number: number;
  step_title: string;
  description: string;
  estimated_duration: string;
  greeting_message: string;
  talking_points: string[];
  faqs: Faq[];
  completion_criteria: string;
  requires_approval: boolean;
}

export interface CoachCredit {
  card: CoachCreditReport;
  evaluation: EvaluationResult;
  plans: BureauImprovementPlan[];
}

/** Everything a reply may rely on, read once per message: the script, the client's live state, history. */
export interface CoachContext {
  user: { id: string; first_name: string };
  tone: Tone;
  language: 'en' | 'es';
  step: CoachStep;
  status: StepStatus;
  /** Staff's note when they sent the step back. */
  review_note: string | null;
  /** The step the client should be on (journey order), and the next open one after this. */
  current_step: number | null;
  next_step: { step_number: number; step_title: string } | null;
  tasks: CoachTask[];
  /** Required tasks still open (default and the client's own). */
  open_required: Array<{ id: string; title: string }>;
  missing_fields: Array<{ field_name: string; field_label: string }>;
  credit: CoachCredit | null;
  /** Earlier turns of this session, oldest first (user and assistant only). */
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  /** BM25 search over the approved knowledge base, this step's entries boosted. */
  searchKnowledge(query: string, limit?: number): KnowledgeHit[];
}

export interface CoachReplyMeta {
  action: CoachAction | null;
  confidence: number;
  type: 'text' | 'credit_report';
  credit_report: CoachCreditReport | null;
  intent: CoachIntent;
  sources: MessageSource[];
  provider: string;
  fallback: boolean;
}

export type CoachChunk = { type: 'text'; text: string } | { type: 'final'; meta: CoachReplyMeta };

export interface CoachProvider {
  readonly name: string;
  /** Streams the reply's text in small chunks, then exactly one `final` chunk with its metadata. */
  reply(context: CoachContext, message: string, signal?: AbortSignal): AsyncIterable<CoachChunk>;
}

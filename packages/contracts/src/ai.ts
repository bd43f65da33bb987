/**
 * Wire shapes of the AI coach (seed 1 §2 chat panel, voice button, feedback control and the admin
 * AI screens; §3 chat message, conversation history, voice token, feedback signal; §5 chat and
 * voice validation; §7 ai, livekit and feedback calls; §8 RPC errors; §9 feedback weights).
 */
import { z } from 'zod';
import { creditBureauSchema, creditScoresSchema, decisionTierSchema, fundingStrategySchema } from './credit';

/** Spec §5: send is disabled when the input is blank after trimming; the server also caps length. */
export const CHAT_MESSAGE_MAX = 4000;
/** Replies below this confidence go to the unanswered-questions queue. */
export const LOW_CONFIDENCE_THRESHOLD = 0.55;
/** Spec §5/§9: real-time RPC payloads over this many bytes are rejected. */
export const RPC_MAX_PAYLOAD_BYTES = 15360;
/** The only RPC envelope version understood (spec §8: anything else is UNSUPPORTED_VERSION). */
export const RPC_VERSION = 1;

export const aiMessages = {
  userNotAuthenticated: 'User not authenticated',
  noActiveStep: 'No active coaching step',
  notYourConversation: 'You can only use the coach as yourself',
  browserVoice: "Voice uses the browser's speech recognition and synthesis on this server",
  conversationReset: 'Conversation reset',
  fallbackNote: '(answered by the built-in coach while the AI service is unavailable)',
} as const;

export const chatRoles = ['user', 'assistant', 'system'] as const;
export const chatRoleSchema = z.enum(chatRoles);
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** What the coach asks the client app to do next (spec §3: "for example fetch_credit_report"). */
export const coachActions = [
  'fetch_credit_report',
  'complete_step',
  'open_tasks',
  'open_application',
] as const;
export const coachActionSchema = z.enum(coachActions);
export type CoachAction = z.infer<typeof coachActionSchema>;

export const messageTypes = ['text', 'credit_report'] as const;
export const messageTypeSchema = z.enum(messageTypes);

export const coachIntents = [
  'greeting',
  'next_steps',
  'explain_task',
  'explain_credit',
  'fetch_credit_report',
  'step_completion',
  'faq',
  'knowledge',
  'thanks',
  'goodbye',
  'off_topic',
  'unknown',
] as const;
export const coachIntentSchema = z.enum(coachIntents);
export type CoachIntent = z.infer<typeof coachIntentSchema>;

export const tones = ['friendly', 'direct', 'detailed'] as const;
export const toneSchema = z.enum(tones);
export type Tone = z.infer<typeof toneSchema>;

// ---- credit report card ----------------------------------------------------------------------

export const bureauApprovalsSchema = z.object({
  equifax_approval: z.boolean(),
  experian_approval: z.boolean(),
  transunion_approval: z.boolean(),
});

/** The coach's compact view of the latest stored report (the chat's inline credit card). */
export const coachCreditReportSchema = z.object({
  report_id: z.string(),
  version: z.number().int(),
  as_of: z.string(),
  created_at: z.string(),
  funding_status: z.object({
    overall_decision: decisionTierSchema,
    funding_strategy: fundingStrategySchema.nullable(),
    qualifying_bureaus: z.array(creditBureauSchema),
    best_bureau: creditBureauSchema.nullable(),
    approvals: bureauApprovalsSchema,
  }),
  scores: creditScoresSchema,
  /** The funding strategy in plain language. */
  strategy: z.string(),
  bureaus: z.array(
    z.object({
      bureau: creditBureauSchema,
      tier: decisionTierSchema,
      score: z.number().nullable(),
      issues: z.array(z.string()),
    }),
  ),
  /** Per bureau that does not approve: the verified plan's actions in plain language. */
  plan: z.array(
    z.object({
      bureau: creditBureauSchema,
      achievable: z.boolean(),
      /** Dollars, as the credit engine plans them. */
      total_paydown: z.number(),
      actions: z.array(z.string()),
    }),
  ),
});
export type CoachCreditReport = z.infer<typeof coachCreditReportSchema>;

// ---- messages ----------------------------------------------------------------------------------

export const messageSourceSchema = z.object({
  kind: z.enum(['knowledge', 'faq', 'script', 'state', 'credit']),
  id: z.string().nullable(),
  title: z.string(),
  score: z.number().nullable(),
});
export type MessageSource = z.infer<typeof messageSourceSchema>;

/** Spec §3 chat message, with the ids and provenance the feedback and review screens need. */
export const chatMessageSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  turn_number: z.number().int(),
  role: chatRoleSchema,
  content: z.string(),
  action: coachActionSchema.nullable(),
  /** 0..1 for assistant replies; null for the client's own messages. */
  confidence: z.number().min(0).max(1).nullable(),
  type: messageTypeSchema,
  credit_report: coachCreditReportSchema.nullable(),
  intent: coachIntentSchema.nullable(),
  /** What grounded the reply: knowledge-base entries (`kind: knowledge`, `id` the entry id), FAQs, live state. */
  sources: z.array(messageSourceSchema),
  provider: z.string().nullable(),
  /** True when the AI service failed and the built-in coach answered instead. */
  fallback: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  message: z.string().trim().min(1, 'Message is required').max(CHAT_MESSAGE_MAX),
  step_number: z.number().int().min(1).max(18),
  /** Spec §7 sends it; when present it must be the signed-in (or impersonated) user. */
  user_id: z.string().trim().min(1).max(64).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/**
 * `POST /api/ai/chat` answers `text/event-stream`. Events, in order: one `meta`, any number of
 * `delta`, then `done` (or `error`). Each `data:` line is one JSON object of the shapes below.
 * Both messages of the turn are stored when the reply is complete.
 */
export const chatStreamEvents = {
  /** turn_number is the expected one; `done` carries the stored turn (they differ only in a race). */
  meta: z.object({ session_id: z.string(), turn_number: z.number().int() }),
  delta: z.object({ text: z.string() }),
  /** Both stored messages of the turn: the coach's reply and the client's message. */
  done: z.object({ message: chatMessageSchema, user_message: chatMessageSchema }),
  error: z.object({ code: z.string(), message: z.string() }),
} as const;
export type ChatStreamEvent =
  | { event: 'meta'; data: z.infer<typeof chatStreamEvents.meta> }
  | { event: 'delta'; data: z.infer<typeof chatStreamEvents.delta> }
  | { event: 'done'; data: z.infer<typeof chatStreamEvents.done> }
  | { event: 'error'; data: z.infer<typeof chatStreamEvents.error> };

export const conversationHistoryResponseSchema = z.object({
  status: z.literal('success'),
  /** The current session's user and assistant messages (system messages are never sent to clients). */
  messages: z.array(chatMessageSchema),
  session_id: z.string().nullable(),
  step_number: z.number().int(),
});
export type ConversationHistoryResponse = z.infer<typeof conversationHistoryResponseSchema>;

export const resetConversationResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** The session that was closed, if there was one. */
  previous_session_id: z.string().nullable(),
});

// ---- feedback (spec §3, §9) ------------------------------------------------------------------

export const signalTypes = ['thumbs_up', 'thumbs_down', 'correction', 'report_issue'] as const;
export const signalTypeSchema = z.enum(signalTypes);
export type SignalType = z.infer<typeof signalTypeSchema>;

/**
 * Spec §9 feedback weights, applied by the server (never taken from the request). report_issue is
 * not in the spec: it is weighted like a thumbs-down (a bad reply, not a corrected one).
 */
export const FEEDBACK_WEIGHTS: Record<SignalType, { reward_value: number; training_weight: number }> = {
  thumbs_up: { reward_value: 1, training_weight: 2 },
  thumbs_down: { reward_value: -1, training_weight: 3 },
  correction: { reward_value: -1, training_weight: 4 },
  report_issue: { reward_value: -1, training_weight: 3 },
};

export const feedbackSignalSchema = z.object({
  session_id: z.string().trim().min(1).max(64),
  /** An `integer` column: within int32, or PostgreSQL refuses it (a 500 before). */
  turn_number: z.number().int().min(1).max(2_147_483_647),
  signal_type: signalTypeSchema,
  helped: z.boolean().optional(),
  user_satisfied: z.boolean().optional(),
  user_feedback_text: z.string().trim().max(2000).optional(),
  /** Client-side context (screen, mode, ...); flat and small: at most 20 keys of short values. */
  context_features: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((o) => Object.keys(o).length <= 20, 'At most 20 context features')
    .optional(),
});
export type FeedbackSignal = z.infer<typeof feedbackSignalSchema>;

export const feedbackSignalResponseSchema = z.object({
  status: z.literal('success'),
  feedback_id: z.string(),
  reward_value: z.number(),
  training_weight: z.number(),
});

// ---- proactive nudges and preferences ----------------------------------------------------------

export const nudgeKinds = [
  'next_step',
  'task',
  'missing_field',
  'sent_back',
  'pending_approval',
  'credit_plan',
  'credit_report',
] as const;

export const nudgeSchema = z.object({
  id: z.string(),
  kind: z.enum(nudgeKinds),
  priority: z.enum(['high', 'medium', 'low']),
  title: z.string(),
  body: z.string(),
  step_number: z.number().int().nullable(),
  action: z.object({ label: z.string(), href: z.string() }),
});
export type Nudge = z.infer<typeof nudgeSchema>;

export const proactiveResponseSchema = z.object({
  status: z.literal('success'),
  current_step: z.number().int().nullable(),
  nudges: z.array(nudgeSchema),
});

export const aiPreferencesSchema = z.object({
  tone: toneSchema,
  voice: z.string().trim().min(1).max(64),
  language: z.enum(['en', 'es']),
  default_mode: z.enum(['text', 'voice']),
});
export type AiPreferences = z.infer<typeof aiPreferencesSchema>;
export const aiPreferencesPatchSchema = aiPreferencesSchema.partial();
export const DEFAULT_AI_PREFERENCES: AiPreferences = {
  tone: 'friendly',
  voice: 'default',
  language: 'en',
  default_mode: 'text',
};
export const aiPreferencesResponseSchema = z.object({
  status: z.literal('success'),
  preferences: aiPreferencesSchema,
});

// ---- voice (spec §3 voice token, §4 voice coaching) ------------------------------------------------

export const livekitTokenRequestSchema = z.object({
  coaching_step: z.number().int().min(1).max(18).optional(),
  user_id: z.string().trim().max(64).optional(),
  is_resume: z.boolean().optional(),
  is_reset: z.boolean().optional(),
});
export type LivekitTokenRequest = z.infer<typeof livekitTokenRequestSchema>;

export const livekitTokenResponseSchema = z.discriminatedUnion('mode', [
  z.object({
    status: z.literal('success'),
    mode: z.literal('livekit'),
    url: z.string(),
    token: z.string(),
    room: z.string(),
    identity: z.string(),
    expires_at: z.string(),
  }),
  z.object({ status: z.literal('success'), mode: z.literal('browser'), message: z.string() }),
]);
export type LivekitTokenResponse = z.infer<typeof livekitTokenResponseSchema>;

/** RPC method names shared by the web client and the voice agent. */
export const RPC_METHODS = {
  /** agent: the voice session's state (step, session id, last reply meta). */
  agentState: 'coach.state',
  /** agent: a typed message inside a voice call; answers with the reply text and metadata. */
  sendText: 'coach.send_text',
  /** client: show the credit report card the coach pulled. */
  showCreditReport: 'client.show_credit_report',
  /** client: metadata of the reply being spoken (action, confidence, session and turn for feedback). */
  replyMeta: 'client.reply_meta',
} as const;

/** LiveKit's RPC error codes for the four errors of spec §8. */
export const RPC_ERROR_CODES = {
  UNSUPPORTED_METHOD: 1400,
  UNSUPPORTED_VERSION: 1404,
  APPLICATION_ERROR: 1500,
  RESPONSE_PAYLOAD_TOO_LARGE: 1504,
} as const;
export type RpcErrorName = keyof typeof RPC_ERROR_CODES;

// ---- learning loop, knowledge base, review (staff) -------------------------------------------------

export const questionStatuses = ['open', 'answered', 'approved', 'dismissed'] as const;
export const questionStatusSchema = z.enum(questionStatuses);
export const questionReasons = ['low_confidence', 'thumbs_down', 'report_issue', 'correction'] as const;
export const questionReasonSchema = z.enum(questionReasons);

export const unansweredQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  step_number: z.number().int().nullable(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  session_id: z.string().nullable(),
  message_id: z.string().nullable(),
  reply_given: z.string().nullable(),
  reply_confidence: z.number().nullable(),
  reason: questionReasonSchema,
  reasons: z.array(questionReasonSchema),
  status: questionStatusSchema,
  repeat_count: z.number().int(),
  answer: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
  knowledge_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestionSchema>;

export const unansweredQuestionsQuerySchema = z.object({
  status: questionStatusSchema.optional(),
  reason: questionReasonSchema.optional(),
  step: z.coerce.number().int().min(1).max(18).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const unansweredQuestionsResponseSchema = z.object({
  status: z.literal('success'),
  questions: z.array(unansweredQuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const unansweredQuestionResponseSchema = z.object({
  status: z.literal('success'),
  question: unansweredQuestionSchema,
});

export const answerQuestionSchema = z.object({ answer: z.string().trim().min(1).max(8000) });
export const approveQuestionSchema = z.object({
  /** Overrides the entry title (default: the question). */
  title: z.string().trim().min(1).max(300).optional(),
  /** Make it a general entry instead of one for the question's step. */
  general: z.boolean().optional(),
});

export const knowledgeEntrySchema = z.object({
  id: z.string(),
  step_number: z.number().int().nullable(),
  title: z.string(),
  question: z.string().nullable(),
  content: z.string(),
  tags: z.array(z.string()),
  source: z.enum(['seed', 'expert', 'staff']),
  source_question_id: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;

export const newKnowledgeEntrySchema = z.object({
  step_number: z.number().int().min(1).max(18).nullable().optional(),
  title: z.string().trim().min(1).max(300),
  question: z.string().trim().max(1000).nullable().optional(),
  content: z.string().trim().min(1).max(8000),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  is_active: z.boolean().optional(),
});
export type NewKnowledgeEntry = z.infer<typeof newKnowledgeEntrySchema>;
export const knowledgeEntryPatchSchema = newKnowledgeEntrySchema.partial();
export type KnowledgeEntryPatch = z.infer<typeof knowledgeEntryPatchSchema>;

export const knowledgeQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  step: z.coerce.number().int().min(1).max(18).optional(),
  general: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  source: z.enum(['seed', 'expert', 'staff']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export const knowledgeListResponseSchema = z.object({
  status: z.literal('success'),
  entries: z.array(knowledgeEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const knowledgeEntryResponseSchema = z.object({
  status: z.literal('success'),
  entry: knowledgeEntrySchema,
});

export const conversationStatuses = ['active', 'reset'] as const;
export const conversationSummarySchema = z.object({
  session_id: z.string(),
  user_id: z.string(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  step_number: z.number().int(),
  status: z.enum(conversationStatuses),
  channel: z.enum(['text', 'voice']),
  flagged: z.boolean(),
  flag_reason: z.string().nullable(),
  message_count: z.number().int(),
  thumbs_up: z.number().int(),
  thumbs_down: z.number().int(),
  issues: z.number().int(),
  avg_confidence: z.number().nullable(),
  last_user_message: z.string().nullable(),
  started_at: z.string(),
  last_message_at: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  step: z.coerce.number().int().min(1).max(18).optional(),
  rating: z.enum(['up', 'down', 'issue', 'any', 'none']).optional(),
  flagged: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  user_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const conversationsResponseSchema = z.object({
  status: z.literal('success'),
  conversations: z.array(conversationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const feedbackEntrySchema = z.object({
  id: z.string(),
  message_id: z.string().nullable(),
  turn_number: z.number().int(),
  signal_type: signalTypeSchema,
  helped: z.boolean().nullable(),
  user_satisfied: z.boolean().nullable(),
  reward_value: z.number(),
  training_weight: z.number(),
  user_feedback_text: z.string().nullable(),
  context_features: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export const conversationDetailResponseSchema = z.object({
  status: z.literal('success'),
  conversation: conversationSummarySchema,
  /** Every message, system ones included (staff view). */
  messages: z.array(chatMessageSchema),
  feedback: z.array(feedbackEntrySchema),
});
export const flagConversationSchema = z.object({
  flagged: z.boolean().default(true),
  reason: z.string().trim().max(500).optional(),
});

export const statsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  step: z.coerce.number().int().min(1).max(18).optional(),
});
export const feedbackStatsResponseSchema = z.object({
  status: z.literal('success'),
  days: z.number().int(),
  /** One row per day and step that received feedback; helpfulness = up / (up + down). */
  series: z.array(
    z.object({
      date: z.string(),
      step_number: z.number().int().nullable(),
      thumbs_up: z.number().int(),
      thumbs_down: z.number().int(),
      corrections: z.number().int(),
      issues: z.number().int(),
      helpfulness: z.number().nullable(),
      total_reward: z.number(),
      weighted_reward: z.number(),
    }),
  ),
  per_step: z.array(
    z.object({
      step_number: z.number().int().nullable(),
      thumbs_up: z.number().int(),
      thumbs_down: z.number().int(),
      corrections: z.number().int(),
      issues: z.number().int(),
      helpfulness: z.number().nullable(),
    }),
  ),
  totals: z.object({
    signals: z.number().int(),
    thumbs_up: z.number().int(),
    thumbs_down: z.number().int(),
    helpfulness: z.number().nullable(),
  }),
});

export const providerStatusSchema = z.object({
  name: z.string(),
  model: z.string().nullable(),
  configured: z.boolean(),
  breaker: z.enum(['closed', 'open', 'half_open']),
  consecutive_failures: z.number().int(),
  last_error: z.string().nullable(),
  fallback_replies: z.number().int(),
});

export const learningPipelineResponseSchema = z.object({
  status: z.literal('success'),
  threshold: z.number(),
  queue: z.object({
    open: z.number().int(),
    answered: z.number().int(),
    approved: z.number().int(),
    dismissed: z.number().int(),
  }),
  by_reason: z.record(z.string(), z.number().int()),
  knowledge: z.object({
    total: z.number().int(),
    active: z.number().int(),
    from_experts: z.number().int(),
    version: z.number().int(),
  }),
  index: z.object({
    version: z.number().int(),
    documents: z.number().int(),
    built_at: z.string().nullable(),
    last_rebuild_ms: z.number().nullable(),
  }),
});

export const dashboardResponseSchema = z.object({
  status: z.literal('success'),
  days: z.number().int(),
  volume: z.array(
    z.object({
      date: z.string(),
      user_messages: z.number().int(),
      assistant_messages: z.number().int(),
      conversations: z.number().int(),
    }),
  ),
  totals: z.object({
    conversations: z.number().int(),
    user_messages: z.number().int(),
    assistant_messages: z.number().int(),
    low_confidence: z.number().int(),
    fallback_replies: z.number().int(),
  }),
  satisfaction: z.object({
    thumbs_up: z.number().int(),
    thumbs_down: z.number().int(),
    rate: z.number().nullable(),
  }),
  /** Ten buckets of assistant-reply confidence: [0,0.1), [0.1,0.2) … [0.9,1]. */
  confidence_histogram: z.array(z.number().int()),
  average_confidence: z.number().nullable(),
  top_unanswered_topics: z.array(z.object({ keyword: z.string(), count: z.number().int() })),
  intents: z.array(z.object({ intent: z.string(), count: z.number().int() })),
  provider: providerStatusSchema,
});

export const qualitySampleQuerySchema = z.object({
  n: z.coerce.number().int().min(1).max(50).default(10),
  step: z.coerce.number().int().min(1).max(18).optional(),
  days: z.coerce.number().int().min(1).max(365).default(30),
  unreviewed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(true),
});
export const qualitySampleSchema = z.object({
  message_id: z.string(),
  session_id: z.string(),
  step_number: z.number().int(),
  question: z.string().nullable(),
  reply: z.string(),
  confidence: z.number().nullable(),
  intent: z.string().nullable(),
  provider: z.string().nullable(),
  created_at: z.string(),
  review_count: z.number().int(),
});
export const qualitySampleResponseSchema = z.object({
  status: z.literal('success'),
  samples: z.array(qualitySampleSchema),
});
export const qualityReviewSchema = z.object({
  message_id: z.uuid(),
  score: z.number().int().min(1).max(5),
  notes: z.string().trim().max(2000).optional(),
});
export const qualityReviewEntrySchema = z.object({
  id: z.string(),
  message_id: z.string(),
  reviewer_id: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  score: z.number().int(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export const qualityReviewResponseSchema = z.object({
  status: z.literal('success'),
  review: qualityReviewEntrySchema,
});
export const qualityReviewsResponseSchema = z.object({
  status: z.literal('success'),
  reviews: z.array(qualityReviewEntrySchema.extend({ reply: z.string(), step_number: z.number().int() })),
  average_score: z.number().nullable(),
});

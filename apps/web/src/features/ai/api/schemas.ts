/**
 * Wire shapes of the AI coach (spec §3 chat message, conversation history, feedback signal).
 * TODO: move to `@fundpath/contracts` (packages/contracts/src/ai.ts) once the server publishes
 * them; until then these are tolerant (`looseObject`) so a field the server adds never breaks a screen.
 */
import { z } from 'zod';

export const chatRoleSchema = z.enum(['user', 'assistant', 'system']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

const idSchema = z.union([z.string(), z.number()]).transform(String);

/** Spec §3 chat message: system messages exist on the wire but are never shown. */
export const chatMessageSchema = z.looseObject({
  id: idSchema.nullish(),
  role: chatRoleSchema,
  content: z.string().catch(''),
  action: z.string().nullish(),
  confidence: z.number().nullish(),
  type: z.string().nullish(),
  credit_report: z.unknown().optional(),
  turn_number: z.number().int().nullish(),
  session_id: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationHistoryResponseSchema = z.looseObject({
  status: z.string(),
  messages: z.array(chatMessageSchema).catch([]),
  session_id: z.string().nullish(),
});
export type ConversationHistory = z.infer<typeof conversationHistoryResponseSchema>;

/** SSE `meta` event of POST /api/ai/chat. */
export const chatMetaSchema = z.looseObject({
  session_id: z.string(),
  turn_number: z.number().int(),
});
export type ChatMeta = z.infer<typeof chatMetaSchema>;

export type { FeedbackSignal, SignalType as FeedbackSignalType } from '@fundpath/contracts/ai';

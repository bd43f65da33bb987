import { z } from 'zod';

/** Spec §4 ticket statuses, priorities and categories (lower_snake on the wire). */
export const ticketStatuses = [
  'open',
  'in_progress',
  'waiting_on_client',
  'waiting_on_admin',
  'resolved',
  'closed',
] as const;
export const ticketPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const ticketCategories = ['general', 'credit_report', 'funding', 'technical', 'billing'] as const;

export const ticketStatusSchema = z.enum(ticketStatuses);
export const ticketPrioritySchema = z.enum(ticketPriorities);
export const ticketCategorySchema = z.enum(ticketCategories);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

/** Spec §5: the one message for a create without title or description. */
export const TICKET_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 20_000;
/** Ticket attachments: ceiling per file, and what the content (not the name) must be. */
export const TICKET_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const TICKET_ATTACHMENT_TYPES = [
  'pdf',
  'jpg',
  'png',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'txt',
  'csv',
] as const;
/** A client's reply reopens a resolved or closed ticket within this many days; after it, a new ticket. */
export const TICKET_REOPEN_WINDOW_DAYS = 14;

/**
 * Status changes staff may make (from → allowed targets); the server enforces them and the
 * status selector offers only these. `open` means nobody has picked the ticket up yet, so nothing
 * returns to it except a reopen; `waiting_on_admin` is normally set by a client's reply; a closed
 * ticket can only be reopened (to open or in_progress), never re-resolved.
 */
export const STAFF_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'waiting_on_client', 'resolved', 'closed'],
  in_progress: ['open', 'waiting_on_client', 'waiting_on_admin', 'resolved', 'closed'],
  waiting_on_client: ['in_progress', 'waiting_on_admin', 'resolved', 'closed'],
  waiting_on_admin: ['in_progress', 'waiting_on_client', 'resolved', 'closed'],
  resolved: ['open', 'in_progress', 'closed'],
  closed: ['open', 'in_progress'],
};

export function canStaffMove(from: TicketStatus, to: TicketStatus): boolean {
  return STAFF_TRANSITIONS[from].includes(to);
}
/** Hours from creation to the SLA due time, per priority (documented in the support README). */
export const TICKET_SLA_HOURS: Record<TicketPriority, number> = { urgent: 4, high: 8, medium: 24, low: 72 };

export const ticketAttachmentSchema = z.object({
  id: z.string(),
  ticket_id: z.string(),
  message_id: z.string().nullable(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  is_internal: z.boolean(),
  created_at: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/** Spec §3 message, plus its attachments. */
export const ticketMessageSchema = z.object({
  id: z.string(),
  ticket_id: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  message: z.string(),
  is_internal: z.boolean(),
  created_at: z.string(),
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** Spec §3 ticket screen fields (and the service fields a screen may show). */
export const ticketSchema = z.object({
  id: z.string(),
  ticket_number: z.string(),
  title: z.string(),
  description: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  category: ticketCategorySchema,
  user_id: z.string(),
  user_name: z.string().nullable(),
  assigned_to: z.string().nullable(),
  assigned_to_name: z.string().nullable(),
  resolution: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  resolved_at: z.string().nullable(),
  sla_due_date: z.string(),
  sla_breached: z.boolean(),
  /** Messages the caller may see (internal notes count for staff only). */
  messages_count: z.number().int(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketDetailSchema = ticketSchema.extend({
  messages: z.array(ticketMessageSchema),
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

const requiredText = (max: number) => z.string().trim().min(1, TICKET_REQUIRED_MESSAGE).max(max);

/** Spec §3 create payload; the web's Create Ticket form uses it as is. */
export const newTicketSchema = z.object({
  title: requiredText(TICKET_TITLE_MAX),
  description: requiredText(TICKET_TEXT_MAX),
  priority: ticketPrioritySchema.default('medium'),
  category: ticketCategorySchema.default('general'),
  /** Staff only: open the ticket on behalf of this client. */
  user_id: z.uuid().optional(),
});
export type NewTicket = z.input<typeof newTicketSchema>;

export const ticketPatchSchema = z
  .object({
    title: requiredText(TICKET_TITLE_MAX),
    description: requiredText(TICKET_TEXT_MAX),
    status: ticketStatusSchema,
    priority: ticketPrioritySchema,
    category: ticketCategorySchema,
    assigned_to: z.uuid().nullable(),
    resolution: z.string().trim().max(TICKET_TEXT_MAX).nullable(),
  })
  .partial();
export type TicketPatch = z.infer<typeof ticketPatchSchema>;

export const resolveTicketSchema = z.object({ resolution: requiredText(TICKET_TEXT_MAX) });
export const assignTicketSchema = z.object({ assigned_to: z.uuid().nullable() });
export const newTicketMessageSchema = z.object({
  message: z.string().trim().min(1, 'Message cannot be empty').max(TICKET_TEXT_MAX),
  is_internal: z.boolean().default(false),
});
export type NewTicketMessage = z.input<typeof newTicketMessageSchema>;
export const newInternalNoteSchema = z.object({
  note: z.string().trim().min(1, 'Note cannot be empty').max(TICKET_TEXT_MAX),
});

export const ticketListQuerySchema = z.object({
  status: ticketStatusSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  category: ticketCategorySchema.optional(),
  /** A staff user's id, or `unassigned`. */
  assigned_to: z.union([z.literal('unassigned'), z.uuid()]).optional(),
  user_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/** Longest search text accepted (the search box stops there too). */
export const TICKET_SEARCH_MAX = 200;
/** Search takes the list's filters, so a staff view (mine / unassigned) narrows on the server. */
export const ticketSearchQuerySchema = ticketListQuerySchema.omit({ page: true, per_page: true }).extend({
  q: z.string().trim().min(1).max(TICKET_SEARCH_MAX),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const ticketActivitySchema = z.object({
  id: z.string(),
  ticket_id: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  /** created, updated, status_changed, priority_changed, category_changed, assigned, resolved, reopened, message_added, internal_note_added, attachment_added. */
  action: z.string(),
  field: z.string().nullable(),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
  created_at: z.string(),
});
export type TicketActivity = z.infer<typeof ticketActivitySchema>;

const success = z.literal('success');
export const ticketListResponseSchema = z.object({
  status: success,
  tickets: z.array(ticketSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const ticketResponseSchema = z.object({ status: success, ticket: ticketDetailSchema });
export const ticketMessagesResponseSchema = z.object({
  status: success,
  messages: z.array(ticketMessageSchema),
});
export const ticketMessageResponseSchema = z.object({ status: success, message: ticketMessageSchema });
export const ticketAttachmentsResponseSchema = z.object({
  status: success,
  attachments: z.array(ticketAttachmentSchema),
});
export const ticketAttachmentResponseSchema = z.object({
  status: success,
  attachment: ticketAttachmentSchema,
});
export const ticketSearchResponseSchema = z.object({
  status: success,
  results: z.array(ticketSchema),
  /** Matches, counted up to a cap (2 000); `total_capped` says there are more. */
  total: z.number().int(),
  total_capped: z.boolean(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const ticketStatsResponseSchema = z.object({
  status: success,
  total: z.number().int(),
  open: z.number().int(),
  in_progress: z.number().int(),
  waiting_on_client: z.number().int(),
  waiting_on_admin: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
  /** Unresolved tickets past their SLA due time, plus those resolved after it. */
  breached: z.number().int(),
  by_priority: z.object({
    low: z.number().int(),
    medium: z.number().int(),
    high: z.number().int(),
    urgent: z.number().int(),
  }),
});
export type TicketStats = z.infer<typeof ticketStatsResponseSchema>;
export const ticketActivityResponseSchema = z.object({
  status: success,
  activity: z.array(ticketActivitySchema),
});
export const ticketDeletedResponseSchema = z.object({ status: success, message: z.string() });

// ---- realtime channel (GET /api/realtime, WebSocket) ----------------------------------------

/** What a browser sends on the realtime socket. Topics: `ticket:<id>`, `tickets` (staff), `user:<id>`. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: z.string().min(1).max(200) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().min(1).max(200) }),
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** What the server sends. `resync`: events may have been missed (refetch what is on screen). */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), user_id: z.string(), heartbeat_ms: z.number() }),
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  z.object({
    type: z.literal('event'),
    topic: z.string(),
    event: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
  z.object({ type: z.literal('heartbeat'), at: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string(), topic: z.string().optional() }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

import { newTicketSchema, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '@fundpath/contracts/support';
import { z } from 'zod';

/** Ids are checked in the service (anything not a ticket is "not found", like someone else's). */
export const ticketParamsSchema = z.object({ id: z.string().max(100) });
export const attachmentParamsSchema = z.object({
  id: z.string().max(100),
  attachmentId: z.string().max(100),
});

/**
 * The create body as the server reads it: title and description may be missing or blank here
 * so the service can answer with the spec's one message (§5), `Please fill in all required fields`.
 */
export const createTicketBodySchema = newTicketSchema.extend({
  title: z.string().max(TICKET_TITLE_MAX).optional(),
  description: z.string().max(TICKET_TEXT_MAX).optional(),
});

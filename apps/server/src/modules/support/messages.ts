/** The conversation on a ticket: replies and staff-only internal notes. */
import { isStaff } from '@fundpath/contracts/roles';
import {
  TICKET_REOPEN_WINDOW_DAYS,
  type TicketMessage,
  type TicketStatus,
} from '@fundpath/contracts/support';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { idempotently, requestHash } from '../../platform/idempotency';
import { type Publication, publishAll, type SupportDeps, ticketEvent } from './notify';
import { isDone, slaDueDate, statusAfterClientReply } from './policy';
import * as repo from './repo';
import { canSee, notFound, threadOf, UUID, visibleTicket } from './tickets';
import { iso, toMessage } from './to-wire';

export async function listMessages(ctx: Ctx, id: string): Promise<TicketMessage[]> {
  const row = await visibleTicket(ctx, id);
  return (await threadOf(ctx, row.id)).messages;
}

export const REOPEN_EXPIRED_MESSAGE = `This ticket was closed more than ${TICKET_REOPEN_WINDOW_DAYS} days ago. Please open a new ticket.`;

export async function addMessage(
  ctx: Ctx,
  deps: SupportDeps,
  id: string,
  input: { message: string; is_internal: boolean },
  idempotencyKey?: string,
): Promise<{ message: TicketMessage; replayed: boolean }> {
  const actor = requireActor(ctx);
  const staff = isStaff(actor);
  if (!UUID.test(id)) throw notFound();
  const text = input.message.trim();
  if (!text) throw new AppError('VALIDATION_FAILED', 'Message cannot be empty');
  const now = new Date();
  const claim = idempotencyKey
    ? {
        userId: actor.id,
        scope: `tickets.${input.is_internal ? 'note' : 'message'}:${id}`,
        key: idempotencyKey,
        request: requestHash(text),
      }
    : null;

  const outcome = await ctx.db.transaction(async (tx) => {
    const cur = await repo.lockTicket(tx, id);
    if (!cur || !canSee(actor, cur.user_id)) throw notFound();
    if (input.is_internal && !staff) throw new AppError('FORBIDDEN', 'Only staff can add internal notes');
    return idempotently(
      tx,
      claim,
      async () => {
        const activity: repo.NewActivity[] = [];
        let statusChange: { from: TicketStatus; to: TicketStatus } | undefined;
        // The owner's reply moves the ticket back to us; staff replies leave the status to staff.
        if (!staff || cur.user_id === actor.id) {
          const next = statusAfterClientReply(cur.status, cur.resolved_at, now);
          if (next === 'expired') throw new AppError('CONFLICT', REOPEN_EXPIRED_MESSAGE);
          if (next && next !== cur.status) {
            statusChange = { from: cur.status, to: next };
            const reopened = isDone(cur.status);
            await repo.updateTicket(tx, cur.id, {
              status: next,
              updated_at: now,
              ...(reopened ? { resolved_at: null, sla_due_date: slaDueDate(now, cur.priority) } : {}),
            });
            activity.push({
              ticket_id: cur.id,
              actor_id: actor.id,
              action: reopened ? 'reopened' : 'status_changed',
              field: 'status',
              from_value: cur.status,
              to_value: next,
            });
          }
        }
        const message = await repo.insertMessage(tx, {
          ticket_id: cur.id,
          user_id: actor.id,
          message: text,
          is_internal: input.is_internal,
          created_at: now,
          updated_at: now,
        });
        await repo.countMessage(tx, cur.id, text, input.is_internal, staff && cur.user_id !== actor.id);
        // An internal note must leave no trace a client can see, not even a newer updated_at.
        if (!input.is_internal) await repo.updateTicket(tx, cur.id, { updated_at: now });
        activity.push({
          ticket_id: cur.id,
          actor_id: actor.id,
          action: input.is_internal ? 'internal_note_added' : 'message_added',
          field: null,
          to_value: message.id,
          is_internal: input.is_internal,
        });
        await repo.insertActivity(tx, activity);
        return { message, statusChange };
      },
      (r) => r.message.id,
    );
  });
  if ('replay' in outcome) {
    // A retry of a post whose answer was lost: the message already in the thread, sent once.
    const earlier = (await threadOf(ctx, id)).messages.find((m) => m.id === outcome.replay);
    if (!earlier) throw notFound();
    return { message: earlier, replayed: true };
  }
  const result = outcome.done;

  const row = (await repo.findTicket(ctx.db, id))!;
  const data = {
    message_id: result.message.id,
    user_id: actor.id,
    user_name: actor.display_name,
    is_internal: input.is_internal,
    created_at: iso(now),
  };
  const pubs: Publication[] = input.is_internal
    ? [
        {
          topic: `ticket:${row.id}`,
          event: 'message.created',
          data: { ticket_id: row.id, ...data },
          audience: 'staff',
        },
        {
          topic: 'tickets',
          event: 'message.created',
          data: { ticket_id: row.id, ...data },
          audience: 'staff',
        },
      ]
    : ticketEvent(row, 'message.created', data);
  if (result.statusChange) pubs.push(...ticketEvent(row, 'ticket.status_changed', result.statusChange));
  await publishAll(ctx, deps, pubs);
  if (result.statusChange)
    await ctx.events.emit(ctx, 'ticket.status_changed', {
      ticket_id: row.id,
      ...result.statusChange,
      changed_by: actor.id,
    });

  if (!input.is_internal) {
    await ctx.events.emit(ctx, 'ticket.replied', {
      ticket_id: row.id,
      message_id: result.message.id,
      replied_by: actor.id,
      by_staff: staff && row.user_id !== actor.id,
    });
  }
  const message = toMessage(
    {
      id: result.message.id,
      ticket_id: row.id,
      user_id: actor.id,
      user_name: actor.display_name,
      message: text,
      is_internal: input.is_internal,
      created_at: now,
    },
    [],
  );
  return { message, replayed: false };
}

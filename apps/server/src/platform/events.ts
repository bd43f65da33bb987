/**
 * Platform events: typed, in-process notifications from a lower module to whoever listens above it
 * (ADR 003). A module that must make something happen in a module above it (coaching → ai, tasks
 * → coaching) emits an event instead of importing it. The names are the ones the automations of a
 * later issue trigger on, so keep them stable: `<domain>.<past-tense verb>`.
 *
 * Semantics, on purpose simple:
 * - `emit` is called after the emitting transaction has committed (never inside it), so a handler
 *   sees the committed rows and cannot roll the change back;
 * - handlers run one after another, in subscription order, and `emit` resolves when all are done
 *   (a request that resets a step answers after the coach conversation is closed: no races);
 * - a handler that throws is logged with the event name and skipped: it never fails the request
 *   that emitted, nor the handlers after it.
 */
import type { TicketStatus } from '@fundpath/contracts/support';
import type { Db } from './db';

/** Event name → payload. Payloads are plain data: ids, numbers, enum values, never rows. */
export interface PlatformEvents {
  /** A client started a journey step (first start only; replays emit nothing). */
  'step.started': { user_id: string; step_number: number };
  /** A step is done: finished by the client, or approved by staff (`approved_by` set). */
  'step.completed': { user_id: string; step_number: number; approved_by: string | null };
  /** A step waits for staff approval. */
  'step.submitted': { user_id: string; step_number: number };
  /** Staff sent a submitted step back to the client with a note. */
  'step.sent_back': { user_id: string; step_number: number; reviewed_by: string };
  /** A client reset a step (in progress again); its coach conversation starts over. */
  'step.reset': { user_id: string; step_number: number };
  /** A client's task changed (created, edited, completed, reopened, file added): journey activity. */
  'task.updated': { user_id: string; task_id: string; step_number: number };
  /** A credit report was stored: pulled from the provider (`source` its name), imported or saved. */
  'credit.report_pulled': { user_id: string; report_id: string; version: number; source: string };
  /** A support ticket was opened. */
  'ticket.created': { ticket_id: string; user_id: string; created_by: string };
  /** A ticket's status changed (resolve, reopen, close…). */
  'ticket.status_changed': { ticket_id: string; from: TicketStatus; to: TicketStatus; changed_by: string };
  /** A visible (non-internal) reply was posted on a ticket; `by_staff` unless the owner wrote it. */
  'ticket.replied': { ticket_id: string; message_id: string; replied_by: string; by_staff: boolean };
  /** A ticket was assigned to a staff member (not emitted when unassigned). */
  'ticket.assigned': { ticket_id: string; assigned_to: string; assigned_by: string };
  /** A store order's payment succeeded (checkout or webhook; once per order): confirmation e-mail. */
  'order.paid': { order_id: string; store_id: number };
  /** The owner shipped an order (carrier and tracking number set): shipping e-mail. */
  'order.fulfilled': { order_id: string; store_id: number; notify: boolean };
  /** The order arrived. */
  'order.delivered': { order_id: string; store_id: number };
  /** Money went back to the buyer (full or partial). */
  'order.refunded': { order_id: string; store_id: number; amount_cents: number };
  /** The order was cancelled by the owner or an admin, or its payment failed (`by` null). */
  'order.cancelled': { order_id: string; store_id: number; by: string | null };
  /** A travel booking's first payment succeeded (deposit or full): confirmation e-mail, ledger entry. */
  'travel.booking_confirmed': { booking_id: string };
  /** The balance of a deposit booking was paid. */
  'travel.balance_paid': { booking_id: string };
  /** A travel booking was cancelled (by its holder or staff; `by` null for the holder as a guest). */
  'travel.booking_cancelled': { booking_id: string; by: string | null; refund_cents: number };
  /** The trip ended, paid in full: its commission becomes approvable. */
  'travel.booking_completed': { booking_id: string };
  /** A staff note on a client mentions colleagues (`mentioned_ids`, never the author): they are notified. */
  'client.mentioned': { client_id: string; note_id: string; author_id: string; mentioned_ids: string[] };
  /** Team messaging: colleagues named with @ in a message (never the author; each once per message). */
  'team_chat.mentioned': {
    channel_id: string;
    channel_name: string;
    message_id: string;
    author_id: string;
    author_name: string;
    preview: string;
    mentioned_ids: string[];
  };
  /** Team messaging: a direct message the recipient has not been told about in a while. */
  'team_chat.direct_message': {
    channel_id: string;
    message_id: string;
    author_id: string;
    author_name: string;
    preview: string;
    recipient_id: string;
  };
  /** Staff shared a library template with a client: a document in their "Shared with you" folder. */
  'document.shared': { document_id: string; user_id: string; shared_by: string; title: string };
  /** A new client account exists: an invite (a converted lead's too) was accepted, or an admin created it. */
  'client.signed_up': { user_id: string; via: 'invite' | 'admin' };
  /** A lead moved to another stage (board move, won, lost, reopened); `changed_by` null for the system. */
  'lead.stage_changed': {
    lead_id: string;
    from_stage_id: string;
    to_stage_id: string;
    to_kind: 'open' | 'won' | 'lost';
    changed_by: string | null;
  };
  /** A staff task was assigned to someone other than the one who assigned it (`assigned_by` null: an event created it). */
  'staff_task.assigned': { task_id: string; assignee_id: string; assigned_by: string | null };
  /** A staff task became due (claimed once per due date, whatever the instance count). */
  'staff_task.due': { task_id: string; recipient_id: string; due_date: string };
  /**
   * The staff calendar (7/8): an appointment was booked, moved or cancelled (through a booking
   * link, its manage link, or by its host). `client_user_id` set when it is a client's.
   */
  'calendar.booking_created': CalendarBookingEvent;
  'calendar.booking_rescheduled': CalendarBookingEvent;
  'calendar.booking_cancelled': CalendarBookingEvent;
  /** A calendar reminder was claimed: both parties hear of it. */
  'calendar.booking_reminder': CalendarBookingEvent & { kind: '24h' | '1h' };
  /** A coach published their website (issue 17): `version` is now live at `/site/{slug}`. */
  'site.published': { site_id: string; client_id: string; version: number };
  /**
   * A visitor sent the contact form of a coach's website: a lead for that coach (`created` false
   * when an open lead of the address got a note instead). Notifications tell the coach.
   */
  'site.contact_submitted': {
    site_id: string;
    client_id: string;
    lead_id: string;
    created: boolean;
    visitor_name: string;
  };
  /** An e-mail of the calendar to an address (prospects have no account), rendered by the calendar. */
  'calendar.email': {
    appointment_id: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachment?: { filename: string; content_type: string; content: string };
  };
}

/** What the calendar's booking events say (titles and times frozen on the appointment). */
export interface CalendarBookingEvent {
  appointment_id: string;
  owner_id: string;
  client_user_id: string | null;
  lead_id: string | null;
  title: string;
  attendee_name: string;
  start_at: string;
}

export type EventName = keyof PlatformEvents;

/** What a handler is given besides the payload: the database and a logger, never the request. */
export interface EventContext {
  db: Db;
  log: { error: (obj: object, msg?: string) => void };
}

export type EventHandler<E extends EventName> = (
  payload: PlatformEvents[E],
  ctx: EventContext,
) => Promise<void> | void;

export interface EventBus {
  /** Subscribes; returns the function that unsubscribes. */
  on<E extends EventName>(event: E, handler: EventHandler<E>): () => void;
  /** Runs every handler of `event` in order; a failing handler is logged, never thrown. */
  emit<E extends EventName>(ctx: EventContext, event: E, payload: PlatformEvents[E]): Promise<void>;
}

/** One bus per app (buildApp makes it), so test apps in one process never share subscribers. */
export function createEventBus(): EventBus {
  const handlers = new Map<EventName, Array<EventHandler<never>>>();
  return {
    on(event, handler) {
      const list = handlers.get(event) ?? [];
      list.push(handler as EventHandler<never>);
      handlers.set(event, list);
      return () => {
        const i = list.indexOf(handler as EventHandler<never>);
        if (i >= 0) list.splice(i, 1);
      };
    },
    async emit(ctx, event, payload) {
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          await (handler as EventHandler<typeof event>)(payload, ctx);
        } catch (err) {
          ctx.log.error({ err, event }, 'platform event handler failed');
        }
      }
    },
  };
}

/**
 * Platform events and time-based scans as automation triggers. Each handler names the subject,
 * a key unique to the event (the dedupe of workflows that allow repeats) and the values the
 * actions may use, and `fire` starts the runs. The automations plugin is registered after
 * `clients`, so the client's read model already reflects the event when a run snapshots it.
 *
 * Three triggers have no event because nothing happens at that moment: a ticket's SLA passing,
 * a calendar appointment ending, and N days without a sign-in. The `automations.scan` job (every
 * 5 minutes, one instance) looks at the window since its last look (`automation_scans`), so each
 * ticket, appointment or quiet period is seen once.
 */
import type { Trigger } from '@fundpath/contracts/automations';
import type { EventBus } from '../../platform/events';
import { noticeOf } from '../bookings';
import { clientAppointmentsEndedBetween } from '../calendar';
import { refreshClient } from '../clients';
import { leadBrief } from '../leads';
import { orderForLedger } from '../orders';
import { slaBreachedBetween, ticketOwner } from '../support';
import { findTravelBooking } from '../travel';
import type { EngineDeps } from './actions';
import { fire, type TriggerEvent } from './engine';
import * as repo from './repo';

export const SCAN_JOB = 'automations.scan';
export const SCAN_CRON = '*/5 * * * *';

declare module '../../platform/jobs' {
  interface JobData {
    'automations.scan': Record<string, never>;
  }
}

const user = (id: string) => ({ user_id: id, lead_id: null });

function stepMatches(step: number) {
  return (t: Trigger) => 'step_number' in t && (t.step_number === null || t.step_number === step);
}

function bookingMatches(source: 'marketplace' | 'calendar' | 'travel') {
  return (t: Trigger) => 'source' in t && (t.source === 'any' || t.source === source);
}

/** Subscribes the triggers; returns the function that unsubscribes them all. */
export function subscribeTriggers(events: EventBus, deps: EngineDeps): () => void {
  const at = () => new Date().toISOString();
  const go = (e: TriggerEvent) => fire(deps, e).then(() => undefined);
  const offs = [
    events.on('step.started', (p) =>
      go({
        type: 'step.started',
        subject: user(p.user_id),
        key: `step.started:${p.step_number}`,
        summary: `Started step ${p.step_number}`,
        data: { step_number: p.step_number },
        matches: stepMatches(p.step_number),
      }),
    ),
    events.on('step.submitted', (p) =>
      go({
        type: 'step.submitted',
        subject: user(p.user_id),
        key: `step.submitted:${p.step_number}:${at()}`,
        summary: `Submitted step ${p.step_number} for approval`,
        data: { step_number: p.step_number },
        matches: stepMatches(p.step_number),
      }),
    ),
    events.on('step.completed', async (p) => {
      const base = {
        subject: user(p.user_id),
        data: { step_number: p.step_number },
        matches: stepMatches(p.step_number),
      };
      await go({
        ...base,
        type: 'step.completed',
        key: `step.completed:${p.step_number}:${at()}`,
        summary: `Completed step ${p.step_number}`,
      });
      if (p.approved_by)
        await go({
          ...base,
          type: 'step.approved',
          key: `step.approved:${p.step_number}:${at()}`,
          summary: `Step ${p.step_number} approved`,
        });
    }),
    events.on('step.sent_back', (p) =>
      go({
        type: 'step.sent_back',
        subject: user(p.user_id),
        key: `step.sent_back:${p.step_number}:${at()}`,
        summary: `Step ${p.step_number} sent back`,
        data: { step_number: p.step_number },
        matches: stepMatches(p.step_number),
      }),
    ),
    events.on('credit.report_pulled', async (p) => {
      // The decision must be the new report's: refresh the read model first (idempotent).
      await refreshClient(deps.db, p.user_id);
      await go({
        type: 'credit.report_pulled',
        subject: user(p.user_id),
        key: `credit.report_pulled:${p.report_id}`,
        summary: `Credit report version ${p.version} pulled (${p.source})`,
        data: { report_id: p.report_id, version: p.version },
        matches: (t, facts) => {
          if (t.type !== 'credit.report_pulled' || !t.decision) return true;
          const s = facts.summary;
          if (!s) return false;
          const tier = t.decision.bureau === 'overall' ? s.overall_decision : s[t.decision.bureau];
          return tier === t.decision.tier;
        },
      });
    }),
    events.on('ticket.created', (p) =>
      go({
        type: 'ticket.created',
        subject: user(p.user_id),
        key: `ticket.created:${p.ticket_id}`,
        summary: 'Opened a support ticket',
        data: { ticket_id: p.ticket_id },
      }),
    ),
    events.on('ticket.status_changed', async (p) => {
      if (p.to !== 'resolved') return;
      const owner = await ticketOwner(deps.db, p.ticket_id);
      if (!owner) return;
      await go({
        type: 'ticket.resolved',
        subject: user(owner),
        key: `ticket.resolved:${p.ticket_id}:${at()}`,
        summary: 'A support ticket was resolved',
        data: { ticket_id: p.ticket_id },
      });
    }),
    // An order counts as placed once its payment succeeded (an unpaid checkout is not an order yet).
    events.on('order.paid', async (p) => {
      const order = await orderForLedger(deps.db, p.order_id);
      if (!order?.customer_id) return;
      await go({
        type: 'order.placed',
        subject: user(order.customer_id),
        key: `order.placed:${p.order_id}`,
        summary: `Placed order ${order.number}`,
        data: { order_id: p.order_id },
      });
    }),
    events.on('marketplace.booking_confirmed', async (p) => {
      const b = await noticeOf(deps.db, p.booking_id);
      if (!b) return;
      await go({
        type: 'booking.confirmed',
        subject: user(b.member_id),
        key: `booking.confirmed:marketplace:${p.booking_id}`,
        summary: `Booking ${b.number} confirmed: ${b.service_name}`,
        data: { booking_id: p.booking_id, source: 'marketplace' },
        matches: bookingMatches('marketplace'),
      });
    }),
    events.on('marketplace.booking_completed', async (p) => {
      if (p.outcome !== 'completed') return;
      const b = await noticeOf(deps.db, p.booking_id);
      if (!b) return;
      await go({
        type: 'booking.completed',
        subject: user(b.member_id),
        key: `booking.completed:marketplace:${p.booking_id}`,
        summary: `Booking ${b.number} completed: ${b.service_name}`,
        data: { booking_id: p.booking_id, source: 'marketplace' },
        matches: bookingMatches('marketplace'),
      });
    }),
    events.on('calendar.booking_created', (p) =>
      p.client_user_id
        ? go({
            type: 'booking.confirmed',
            subject: user(p.client_user_id),
            key: `booking.confirmed:calendar:${p.appointment_id}`,
            summary: `Booked “${p.title}”`,
            data: { appointment_id: p.appointment_id, source: 'calendar' },
            matches: bookingMatches('calendar'),
          })
        : undefined,
    ),
    events.on('travel.booking_confirmed', async (p) => {
      const b = await findTravelBooking(deps.db, p.booking_id);
      if (!b?.user_id) return;
      await go({
        type: 'booking.confirmed',
        subject: user(b.user_id),
        key: `booking.confirmed:travel:${p.booking_id}`,
        summary: 'Travel booking confirmed',
        data: { booking_id: p.booking_id, source: 'travel' },
        matches: bookingMatches('travel'),
      });
    }),
    events.on('travel.booking_completed', async (p) => {
      const b = await findTravelBooking(deps.db, p.booking_id);
      if (!b?.user_id) return;
      await go({
        type: 'booking.completed',
        subject: user(b.user_id),
        key: `booking.completed:travel:${p.booking_id}`,
        summary: 'Trip completed',
        data: { booking_id: p.booking_id, source: 'travel' },
        matches: bookingMatches('travel'),
      });
    }),
    events.on('lead.stage_changed', async (p) => {
      const lead = await leadBrief(deps.db, p.lead_id);
      if (!lead) return;
      await go({
        type: 'lead.stage_changed',
        subject: { user_id: null, lead_id: p.lead_id },
        key: `lead.stage_changed:${p.to_stage_id}:${at()}`,
        summary: `Lead ${lead.name} moved to ${lead.stage_name}`,
        data: { lead_id: p.lead_id, stage_id: p.to_stage_id },
        matches: (t) =>
          t.type === 'lead.stage_changed' && (t.stage_id === null || t.stage_id === p.to_stage_id),
      });
    }),
    events.on('client.signed_up', (p) =>
      go({
        type: 'client.signed_up',
        subject: user(p.user_id),
        key: 'client.signed_up',
        summary: p.via === 'invite' ? 'Signed up (accepted an invite)' : 'Account created by an admin',
        data: {},
      }),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/** The first look of a scan goes back this far (an install's first scan does not replay history). */
const FIRST_LOOK_MS = 10 * 60_000;

async function window(deps: EngineDeps, key: string, now: Date): Promise<{ from: Date; to: Date }> {
  const from = (await repo.scannedTo(deps.db, key)) ?? new Date(now.getTime() - FIRST_LOOK_MS);
  return { from, to: now };
}

/**
 * One pass of the time-based triggers. The cursor moves only after the window's runs were
 * started; a crash in between repeats the window, and the runs' unique index starts nothing twice.
 */
export async function scan(deps: EngineDeps, now = new Date()): Promise<number> {
  let started = 0;
  if ((await repo.enabledWorkflows(deps.db, 'ticket.sla_breached')).length) {
    const w = await window(deps, 'ticket.sla_breached', now);
    for (const t of await slaBreachedBetween(deps.db, w.from, w.to))
      started += await fire(deps, {
        type: 'ticket.sla_breached',
        subject: user(t.user_id),
        key: `ticket.sla_breached:${t.ticket_id}`,
        summary: 'A support ticket passed its SLA',
        data: { ticket_id: t.ticket_id },
      });
    await repo.setScannedTo(deps.db, 'ticket.sla_breached', w.to);
  }
  if ((await repo.enabledWorkflows(deps.db, 'booking.completed')).length) {
    const w = await window(deps, 'calendar.ended', now);
    for (const a of await clientAppointmentsEndedBetween(deps.db, w.from, w.to))
      started += await fire(deps, {
        type: 'booking.completed',
        subject: user(a.client_user_id!),
        key: `booking.completed:calendar:${a.appointment_id}`,
        summary: `Appointment “${a.title}” took place`,
        data: { appointment_id: a.appointment_id, source: 'calendar' },
        matches: bookingMatches('calendar'),
      });
    await repo.setScannedTo(deps.db, 'calendar.ended', w.to);
  }
  // Each quiet-period workflow has its own N, so its own window.
  for (const wf of await repo.enabledWorkflows(deps.db, 'user.inactive')) {
    if (wf.trigger.type !== 'user.inactive') continue;
    const days = wf.trigger.days;
    const key = `user.inactive:${wf.id}`;
    const w = await window(deps, key, now);
    for (const u of await repo.usersGoneQuiet(deps.db, days, w.from, w.to))
      started += await fire(deps, {
        type: 'user.inactive',
        subject: user(u.id),
        key: `user.inactive:${days}:${u.last}`,
        summary: `No sign-in for ${days} days`,
        data: { days },
        matches: (t) => t.type === 'user.inactive' && t.days === days,
      });
    await repo.setScannedTo(deps.db, key, w.to);
  }
  return started;
}

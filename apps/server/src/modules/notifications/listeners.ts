/**
 * The platform events that notify someone (ADR 007). Features emit events and never call this
 * module; each handler decides who hears about it, reads what the notification shows through the
 * owning module's index, and hands it to {@link notify}.
 */
import { TICKET_REOPEN_WINDOW_DAYS, type TicketStatus } from '@fundpath/contracts/support';
import type { EventBus } from '../../platform/events';
import { latestEvaluation } from '../credit';
import { listSteps } from '../journey';
import { CLIENT_TICKET_PATH, STAFF_TICKET_PATH, ticketNotice } from '../support';
import * as repo from './repo';
import { excerpt, type NotificationsDeps, notify } from './service';

/** Where the web shows what a notification is about. */
export const LINKS = {
  clientTicket: (id: string) => `${CLIENT_TICKET_PATH}?ticket=${id}`,
  staffTicket: (id: string) => `${STAFF_TICKET_PATH}?ticket=${id}`,
  journey: '/my-journey',
  approvals: '/admin/journey/dashboard',
  creditReport: '/client-center',
};

const DONE: readonly TicketStatus[] = ['resolved', 'closed'];
const DECISION_TEXT: Record<string, string> = {
  approve: 'approved for funding',
  borderline: 'borderline: a few fixes could get you approved',
  decline: 'not yet ready for funding: your coach will help you improve it',
};

async function nameOf(deps: NotificationsDeps, userId: string | null): Promise<string> {
  if (!userId) return 'Someone';
  return (await repo.findRecipient(deps.db, userId))?.display_name ?? 'Someone';
}

async function stepTitle(deps: NotificationsDeps, stepNumber: number): Promise<string> {
  const step = (await listSteps(deps.db)).find((s) => s.step_number === stepNumber);
  return step ? `Step ${stepNumber}: ${step.step_title}` : `Step ${stepNumber}`;
}

/** Subscribes every notification to its platform event; returns the function that unsubscribes. */
export function subscribeNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  const offs = [
    events.on('ticket.replied', async ({ ticket_id, message_id, replied_by, by_staff }) => {
      const t = await ticketNotice(deps.db, ticket_id, message_id);
      if (!t || t.message?.is_internal) return;
      const who = await nameOf(deps, replied_by);
      const data = { ticket_id, ticket_number: t.ticket_number, message_id };
      const body = excerpt(t.message?.text ?? '', 1_000);
      if (by_staff) {
        await notify(
          deps,
          t.user_id,
          'ticket.replied',
          {
            title: `${who} replied to your ticket ${t.ticket_number}: ${t.title}`,
            body,
            link: LINKS.clientTicket(ticket_id),
            data,
          },
          { except: replied_by },
        );
      } else if (t.assigned_to) {
        await notify(
          deps,
          t.assigned_to,
          'ticket.replied',
          {
            title: `${who} replied on ${t.ticket_number}: ${t.title}`,
            body,
            link: LINKS.staffTicket(ticket_id),
            data,
          },
          { except: replied_by },
        );
      }
    }),

    events.on('ticket.assigned', async ({ ticket_id, assigned_to, assigned_by }) => {
      const t = await ticketNotice(deps.db, ticket_id);
      if (!t) return;
      const who = await nameOf(deps, assigned_by);
      await notify(
        deps,
        assigned_to,
        'ticket.assigned',
        {
          title: `${t.ticket_number} assigned to you: ${t.title}`,
          body: `${who} assigned this ticket to you. Client: ${t.user_name ?? 'unknown'}.`,
          link: LINKS.staffTicket(ticket_id),
          data: { ticket_id, ticket_number: t.ticket_number },
        },
        { except: assigned_by },
      );
    }),

    events.on('ticket.status_changed', async ({ ticket_id, from, to, changed_by }) => {
      const resolved = DONE.includes(to) && !DONE.includes(from);
      const reopened = DONE.includes(from) && !DONE.includes(to);
      if (!resolved && !reopened) return; // the everyday moves follow replies, which notify already
      const t = await ticketNotice(deps.db, ticket_id);
      if (!t) return;
      const verb = reopened ? 'reopened' : to === 'closed' ? 'closed' : 'resolved';
      const data = { ticket_id, ticket_number: t.ticket_number, from, to };
      if (changed_by !== t.user_id) {
        await notify(deps, t.user_id, 'ticket.status_changed', {
          title: `Your ticket ${t.ticket_number} was ${verb}: ${t.title}`,
          body: reopened
            ? 'We are looking at it again.'
            : `Reply within ${TICKET_REOPEN_WINDOW_DAYS} days to reopen it.`,
          link: LINKS.clientTicket(ticket_id),
          data,
        });
      } else if (t.assigned_to && !reopened) {
        // A client's own reply reopens a ticket and notifies as a reply; closing it does not.
        await notify(
          deps,
          t.assigned_to,
          'ticket.status_changed',
          {
            title: `${t.user_name ?? 'The client'} ${verb} ${t.ticket_number}: ${t.title}`,
            link: LINKS.staffTicket(ticket_id),
            data,
          },
          { except: changed_by },
        );
      }
    }),

    events.on('step.submitted', async ({ user_id, step_number }) => {
      const [who, step, approvers] = [
        await nameOf(deps, user_id),
        await stepTitle(deps, step_number),
        await repo.stepApprovers(deps.db),
      ];
      await notify(deps, approvers, 'step.submitted', {
        title: `${who} submitted ${step} for approval`,
        body: 'Review it in the approval queue.',
        link: LINKS.approvals,
        data: { user_id, step_number },
      });
    }),

    events.on('step.completed', async ({ user_id, step_number, approved_by }) => {
      if (!approved_by) return; // finished by the client: nothing to tell them
      const [who, step] = [await nameOf(deps, approved_by), await stepTitle(deps, step_number)];
      await notify(
        deps,
        user_id,
        'step.approved',
        {
          title: `${step} was approved`,
          body: `${who} approved your step. You can continue your journey.`,
          link: LINKS.journey,
          data: { step_number },
        },
        { except: approved_by },
      );
    }),

    events.on('step.sent_back', async ({ user_id, step_number, reviewed_by }) => {
      const [who, step] = [await nameOf(deps, reviewed_by), await stepTitle(deps, step_number)];
      await notify(
        deps,
        user_id,
        'step.sent_back',
        {
          title: `${step} was sent back to you`,
          body: `${who} sent your step back with a note. Open your journey to see what to change.`,
          link: LINKS.journey,
          data: { step_number },
        },
        { except: reviewed_by },
      );
    }),

    events.on('credit.report_pulled', async ({ user_id, report_id, version }) => {
      const latest = await latestEvaluation(deps.db, user_id);
      const decision = latest?.id === report_id ? latest.evaluation?.overall_decision : undefined;
      await notify(deps, user_id, 'credit.report_pulled', {
        title: 'Your credit report was pulled',
        body: decision
          ? `Funding decision: ${DECISION_TEXT[decision] ?? decision}.`
          : 'Open your Client Center to see the result.',
        link: LINKS.creditReport,
        data: { report_id, version, decision: decision ?? null },
      });
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/**
 * The staff calendar (issue 7/8): the host hears in-app (and by e-mail, as their preferences say)
 * of each booking, move, cancel and reminder; the attendee, often a prospect without an account,
 * gets the calendar's rendered message with its `.ics` at their address through the
 * `notifications.calendar_email` job.
 */
import type { CalendarBookingEvent, EventBus, PlatformEvents } from '../../platform/events';
import { type NotificationsDeps, notify } from './service';

export const CALENDAR_EMAIL_JOB = 'notifications.calendar_email';

declare module '../../platform/jobs' {
  interface JobData {
    'notifications.calendar_email': PlatformEvents['calendar.email'];
  }
}

const when = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

export async function sendCalendarEmail(
  deps: NotificationsDeps,
  data: PlatformEvents['calendar.email'],
): Promise<void> {
  await deps.mailer.send({
    to: data.to,
    subject: data.subject,
    text: data.text,
    html: data.html,
    ...(data.attachment ? { attachments: [data.attachment] } : {}),
  });
}

export function subscribeCalendarNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  const tellHost = (verb: string) => async (p: CalendarBookingEvent) => {
    await notify(deps, p.owner_id, 'calendar.booking', {
      title: `${p.attendee_name} ${verb} “${p.title}” (${when(p.start_at)})`,
      link: '/calendar',
      data: { appointment_id: p.appointment_id },
    });
  };
  const offs = [
    events.on('calendar.booking_created', tellHost('booked')),
    events.on('calendar.booking_rescheduled', tellHost('moved')),
    events.on('calendar.booking_cancelled', tellHost('cancelled')),
    events.on('calendar.booking_reminder', (p) =>
      notify(deps, p.owner_id, 'calendar.booking', {
        title: `In ${p.kind === '24h' ? '24 hours' : 'an hour'}: “${p.title}” with ${p.attendee_name}`,
        link: '/calendar',
        data: { appointment_id: p.appointment_id },
      }).then(() => undefined),
    ),
    events.on('calendar.email', async (data) => {
      try {
        await deps.jobs.send(CALENDAR_EMAIL_JOB, data, { retryLimit: 5 });
      } catch (err) {
        deps.log.error({ err, appointment_id: data.appointment_id }, 'calendar e-mail not enqueued');
      }
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}

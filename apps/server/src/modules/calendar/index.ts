/**
 * The staff calendar (issue 7/8; top layer: captures leads through `leads`, reads a client's
 * assigned staff through `clients` and their task due dates through `tasks`): working hours,
 * booking links that share the marketplace's `/book/{code}` space (staff codes are `CAL` + 9,
 * never a specialist's 10), appointments booked by prospects (a lead) or clients (their
 * timeline hears `calendar.booking_created`), reschedule/cancel by a secret link, reminders and
 * an iCalendar feed per user. Slots come from the one engine, `@fundpath/availability`; `.ics`
 * files from platform/ics.ts (shared with the marketplace's bookings).
 */
import type { FastifyPluginAsync } from 'fastify';
import { REMINDER_SWEEP_CRON } from '../../platform/reminders';
import { organizerOf } from '../bookings';
import {
  CALENDAR_REMINDER_JOB,
  CALENDAR_REMINDER_SWEEP_JOB,
  type EffectDeps,
  sendDueReminders,
  sendReminder,
} from './effects';
import { calendarRoutes } from './routes';

/** Clients' appointments that ended in a window (the automations' "booking completed"). */
export { clientAppointmentsEndedBetween, linksOf as bookingLinksOf } from './repo';
export { createLinkFor, drawStaffLinkCode } from './service';

export const calendarPlugin: FastifyPluginAsync = async (app) => {
  const effects: EffectDeps = {
    db: app.deps.db,
    jobs: app.deps.jobs,
    events: app.deps.events,
    log: app.log,
    organizer: organizerOf(app.deps.config.mailFrom),
    publicUrl: app.deps.config.publicUrl,
  };
  app.deps.jobs.work(CALENDAR_REMINDER_JOB, async (job) => {
    await sendReminder(effects, job.data);
  });
  app.deps.jobs.work(CALENDAR_REMINDER_SWEEP_JOB, async () => {
    const done = await sendDueReminders(effects);
    if (done.sent)
      app.log.info({ event: 'calendar_reminders_swept', ...done }, 'sent due calendar reminders');
  });
  void app.deps.jobs.schedule(CALENDAR_REMINDER_SWEEP_JOB, REMINDER_SWEEP_CRON, {});
  await app.register(calendarRoutes, { effects });
};

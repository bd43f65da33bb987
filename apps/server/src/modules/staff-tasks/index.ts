/**
 * Staff follow-up tasks (issue 7/8, `/tasks` in the web, `/api/staff-tasks`): the team's to-dos
 * with an optional client, assignee, due date, priority, status and comments. Not the client's
 * step tasks (module `tasks`).
 *
 * Other modules create tasks with `createStaffTask(db, input)` (the client record, automations):
 * pass a `source` and, for work that must not be doubled, a `source_key` (one open task per key);
 * `closeStaffTasksBySource` finishes them. This module itself turns `step.submitted` into
 * "Review step N submission" (unassigned, team-visible) and closes it on `step.completed` /
 * `step.sent_back`. Due reminders: the `staff_tasks.remind_sweep` job (every 15 minutes, on one
 * instance) claims each due task's reminder with a conditional UPDATE and emits `staff_task.due`;
 * assignments emit `staff_task.assigned`. The notifications module turns both into notices.
 */
import type { FastifyPluginAsync } from 'fastify';
import { staffTaskRoutes } from './routes';
import { onStepReviewed, onStepSubmitted, sendDueReminders } from './service';

export {
  closeStaffTasksBySource,
  createStaffTask,
  type StaffTaskInput,
  sendDueReminders,
  staffTaskBrief,
  stepReviewKey,
} from './service';

export const STAFF_TASK_REMINDER_JOB = 'staff_tasks.remind_sweep';
export const STAFF_TASK_REMINDER_CRON = '*/15 * * * *';

declare module '../../platform/jobs' {
  interface JobData {
    'staff_tasks.remind_sweep': Record<string, never>;
  }
}

export const staffTasksPlugin: FastifyPluginAsync = async (app) => {
  const { events, jobs, db } = app.deps;
  const offs = [
    events.on('step.submitted', (p, c) => onStepSubmitted(c, p)),
    events.on('step.completed', (p, c) => onStepReviewed(c, p)),
    events.on('step.sent_back', (p, c) => onStepReviewed(c, p)),
  ];
  app.addHook('onClose', async () => {
    for (const off of offs) off();
  });
  jobs.work(STAFF_TASK_REMINDER_JOB, async () => {
    const done = await sendDueReminders({ db, events, log: app.log });
    if (done.sent) app.log.info({ event: 'staff_task_reminders', ...done }, 'sent staff task due reminders');
  });
  void jobs.schedule(STAFF_TASK_REMINDER_JOB, STAFF_TASK_REMINDER_CRON, {});
  await app.register(staffTaskRoutes);
};

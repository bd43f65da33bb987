/**
 * The reminder approach shared by the marketplace's bookings and the staff calendar: a reminder
 * is a row (thing, kind, the start it was planned for) claimed once by a conditional UPDATE; the
 * job runner only triggers it (a delayed job per row) and a sweep sends what a lost job missed.
 * This file keeps the timing rules and the queueing, each module keeps its rows.
 */
import type { JobData, JobName, Jobs } from './jobs';

const HOUR = 3_600_000;
export type ReminderKind = '24h' | '1h';
export const REMINDER_OFFSETS: Record<ReminderKind, number> = { '24h': 24 * HOUR, '1h': HOUR };
/** pg-boss drops jobs queued longer than ~30 days (platform/jobs.ts); further ones wait for the sweep. */
export const REMINDER_JOB_HORIZON_MS = 28 * 24 * HOUR;
/** A job may start a little before the app's clock says due (clocks of instances and database differ). */
export const REMINDER_CLOCK_SLACK_MS = 60_000;
export const REMINDER_SWEEP_CRON = '*/5 * * * *';

/** The reminders still ahead of a start: kind and due time. */
export function remindersAhead(start: Date, now: Date): Array<{ kind: ReminderKind; due_at: Date }> {
  return (Object.keys(REMINDER_OFFSETS) as ReminderKind[])
    .map((kind) => ({ kind, due_at: new Date(start.getTime() - REMINDER_OFFSETS[kind]) }))
    .filter((r) => r.due_at > now);
}

/** A 24 h reminder that comes back within the last hour is noise next to the 1 h one. */
export const tooLateFor24h = (kind: ReminderKind, start: Date, now: Date) =>
  kind === '24h' && now.getTime() >= start.getTime() - REMINDER_OFFSETS['1h'];

/**
 * Queues one delayed job per planned row within the runner's horizon (singleton per key); a job
 * that cannot be queued is logged and left to the sweep.
 */
export async function queueReminderJobs<N extends JobName>(
  jobs: Pick<Jobs, 'send'>,
  log: { error: (obj: object, msg?: string) => void },
  name: N,
  planned: Array<{ due_at: Date; data: JobData[N]; key: string }>,
  now: Date,
): Promise<void> {
  for (const p of planned) {
    if (p.due_at.getTime() - now.getTime() > REMINDER_JOB_HORIZON_MS) continue;
    try {
      await jobs.send(name, p.data, { singletonKey: p.key, startAfter: p.due_at, retryLimit: 3 });
    } catch (err) {
      log.error({ err, job: name, key: p.key }, 'reminder job not queued');
    }
  }
}

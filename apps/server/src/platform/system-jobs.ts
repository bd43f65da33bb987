/**
 * The platform's own scheduled jobs. `system.cleanup` runs hourly on one instance (the schedule
 * lives in the database): expired sessions and idempotency keys are deleted, so neither table
 * grows with traffic.
 */
import type { Db } from './db';
import { purgeExpiredIdempotencyKeys } from './idempotency';
import type { Jobs } from './jobs';
import { purgeExpiredSessions } from './sessions';

export const SYSTEM_CLEANUP_CRON = '17 * * * *';

export async function runSystemCleanup(db: Db): Promise<void> {
  await purgeExpiredSessions(db);
  await purgeExpiredIdempotencyKeys(db);
}

export function registerSystemJobs(jobs: Jobs, db: Db): void {
  jobs.work('system.cleanup', () => runSystemCleanup(db));
  void jobs.schedule('system.cleanup', SYSTEM_CLEANUP_CRON, {});
}

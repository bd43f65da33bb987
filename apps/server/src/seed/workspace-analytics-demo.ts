/**
 * The staff `/analytics` demo (issue 7/8): three of the analytics demo's clients have submitted
 * their current step for approval (3 hours, 2 days and 5 days ago), so "approvals waiting" shows
 * every age bucket on a fresh start (Ava is Finley's client: "My numbers" for funding@ has one).
 * The in-progress step becomes pending, as a submission would make it; the read model is
 * refreshed. Idempotent: a client with a pending step is left alone.
 */
import { and, eq } from 'drizzle-orm';
import { coachingProgress } from '../db/schema/coaching';
import { findUserByEmail } from '../modules/auth/repo';
import { refreshClient } from '../modules/clients';
import type { Db } from '../platform/db';

const HOUR = 3_600_000;

const WAITING = [
  { email: 'ava.trend@fundpath.test', hoursAgo: 3 },
  { email: 'cleo.trend@fundpath.test', hoursAgo: 2 * 24 },
  { email: 'dev.trend@fundpath.test', hoursAgo: 5 * 24 },
];

/** Answers how many clients were put in the approval queue (0 when already seeded). */
export async function seedWorkspaceAnalyticsDemo(db: Db, now = new Date()): Promise<number> {
  let written = 0;
  for (const w of WAITING) {
    const user = await findUserByEmail(db, w.email);
    if (user?.role !== 'client') continue;
    const rows = await db.select().from(coachingProgress).where(eq(coachingProgress.user_id, user.id));
    if (rows.some((r) => r.status === 'pending_approval')) continue;
    const current = rows.find((r) => r.status === 'in-progress');
    if (!current) continue;
    const submitted = new Date(now.getTime() - w.hoursAgo * HOUR);
    await db
      .update(coachingProgress)
      .set({ status: 'pending_approval', submitted_at: submitted, updated_at: submitted })
      .where(
        and(eq(coachingProgress.user_id, user.id), eq(coachingProgress.step_number, current.step_number)),
      );
    await refreshClient(db, user.id);
    written += 1;
  }
  return written;
}

import { isStaff } from '@fundpath/contracts/roles';
import { and, asc, count, eq, gt, like, sql } from 'drizzle-orm';
import { creditPulls } from '../../db/schema/credit';
import type { Ctx } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { ANALYSIS_PREFIX } from './pull-limit';

/**
 * Report analyses (evaluate, save-report, import) per person in any rolling 10 minutes. Each one
 * costs up to a worker's seconds of CPU on a multi-megabyte report, so one account must not keep
 * the pool busy for everyone (hole 2 of "holes found by attacking a fresh install").
 *
 * Stored in `credit_pulls` (no new table, no migration): one row per analysis, `provider` =
 * `analysis:<kind>`, counted under the same per-person advisory lock pattern as the pull limit
 * (pull-limit.ts), so the limit holds across instances and parallel requests. Pulls exclude these
 * rows from their own count.
 */
export const ANALYSIS_WINDOW_MS = 10 * 60 * 1000;
export const ANALYSES_PER_WINDOW = { client: 30, staff: 300 } as const;

export type AnalysisKind = 'evaluate' | 'save' | 'import';

export function analysisLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many credit report evaluations. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Counts one analysis by the signed-in person (the real one when impersonating), or refuses with 429 + Retry-After. */
export async function reserveAnalysis(ctx: Ctx, kind: AnalysisKind, subjectUserId: string | null = null) {
  const person = ctx.realUser ?? ctx.actor;
  if (!person) throw new AppError('UNAUTHENTICATED', 'Not logged in');
  const limit = isStaff(person) ? ANALYSES_PER_WINDOW.staff : ANALYSES_PER_WINDOW.client;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit-analysis:${person.id}`}))`);
    const since = sql`now() - make_interval(secs => ${ANALYSIS_WINDOW_MS / 1000})`;
    const inWindow = and(
      eq(creditPulls.person_id, person.id),
      gt(creditPulls.created_at, since),
      like(creditPulls.provider, `${ANALYSIS_PREFIX}%`),
    );
    const [used] = await tx
      .select({ n: count(), now: sql<string>`now()::text` })
      .from(creditPulls)
      .where(inWindow);
    if (used && used.n >= limit) {
      // The analysis whose ageing out frees a place: the (n − limit + 1)-th oldest in the window.
      const [freeing] = await tx
        .select({ at: creditPulls.created_at })
        .from(creditPulls)
        .where(inWindow)
        .orderBy(asc(creditPulls.created_at))
        .offset(used.n - limit)
        .limit(1);
      const now = new Date(used.now).getTime();
      const freesAt = (freeing?.at.getTime() ?? now) + ANALYSIS_WINDOW_MS;
      const seconds = Math.max(1, Math.ceil((freesAt - now) / 1000));
      ctx.log.warn(
        { event: 'credit_analysis_limited', used: used.n, limit, kind },
        'credit analysis refused: limit',
      );
      throw new AppError(
        'RATE_LIMITED',
        analysisLimitMessage(seconds),
        { retry_after: seconds },
        {
          'Retry-After': String(seconds),
        },
      );
    }
    await tx.insert(creditPulls).values({
      person_id: person.id,
      subject_user_id: subjectUserId,
      provider: `${ANALYSIS_PREFIX}${kind}`,
      outcome: 'ok',
    });
  });
}

import { isStaff } from '@fundpath/contracts/roles';
import { and, asc, count, eq, gt, min, notLike, sql } from 'drizzle-orm';
import { creditPulls } from '../../db/schema/credit';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';

/**
 * Calls to the credit provider per person in any rolling hour. Each call reaches a third party
 * with someone's monitoring login, so a loop of wrong passwords must not go on unchecked (the
 * provider would lock the account or block us). Clients fetch a few times a month; staff pull
 * for many clients in a session. Failed calls count too.
 */
export const CREDIT_PULL_WINDOW_MS = 60 * 60 * 1000;
export const CREDIT_PULLS_PER_HOUR = { client: 10, staff: 60 } as const;

export type PullOutcome = 'ok' | 'bad_credentials' | 'failed';

/**
 * `credit_pulls` also logs report analyses (evaluate, save, import: analysis-limit.ts) under this
 * provider prefix; they have their own limit and never count as pulls.
 */
export const ANALYSIS_PREFIX = 'analysis:';
const isPull = notLike(creditPulls.provider, `${ANALYSIS_PREFIX}%`);

/** The minutes text of the refusal, rounded up so "0 minutes" never shows. */
export function pullLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many credit report requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Records a pull by the signed-in person (the real one when an admin impersonates) before the
 * provider is called, or refuses with 429 and Retry-After when their hour is used up. Count and
 * insert run under a per-person advisory lock, so parallel requests cannot both take the last
 * place. Returns the row id for {@link settlePull}.
 */
export async function reservePull(ctx: Ctx, subjectUserId: string, provider: string): Promise<string> {
  const person = ctx.realUser ?? ctx.actor;
  if (!person) throw new AppError('UNAUTHENTICATED', 'Not logged in');
  const limit = isStaff(person) ? CREDIT_PULLS_PER_HOUR.staff : CREDIT_PULLS_PER_HOUR.client;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit-pull:${person.id}`}))`);
    const since = sql`now() - make_interval(secs => ${CREDIT_PULL_WINDOW_MS / 1000})`;
    const inWindow = and(eq(creditPulls.person_id, person.id), gt(creditPulls.created_at, since), isPull);
    const [used] = await tx
      .select({ n: count(), oldest: min(creditPulls.created_at), now: sql<Date>`now()`.mapWith(toDate) })
      .from(creditPulls)
      .where(inWindow);
    if (used && used.n >= limit) {
      const oldest = await oldestCounted(tx, person.id, used.n - limit + 1, since);
      const freesAt = (oldest ?? used.now).getTime() + CREDIT_PULL_WINDOW_MS;
      const seconds = Math.max(1, Math.ceil((freesAt - used.now.getTime()) / 1000));
      ctx.log.warn(
        { event: 'credit_pull_limited', used: used.n, limit },
        'credit pull refused: hourly limit',
      );
      throw new AppError(
        'RATE_LIMITED',
        pullLimitMessage(seconds),
        { retry_after: seconds },
        {
          'Retry-After': String(seconds),
        },
      );
    }
    const [row] = await tx
      .insert(creditPulls)
      .values({ person_id: person.id, subject_user_id: subjectUserId, provider })
      .returning({ id: creditPulls.id });
    if (!row) throw new Error('credit pull not recorded');
    return row.id;
  });
}

/** The time of the pull whose ageing out frees a place: the k-th oldest in the window. */
async function oldestCounted(tx: Db, personId: string, k: number, since: ReturnType<typeof sql>) {
  const [row] = await tx
    .select({ at: creditPulls.created_at })
    .from(creditPulls)
    .where(and(eq(creditPulls.person_id, personId), gt(creditPulls.created_at, since), isPull))
    .orderBy(asc(creditPulls.created_at))
    .offset(k - 1)
    .limit(1);
  return row?.at;
}

export async function settlePull(db: Db, id: string, outcome: PullOutcome): Promise<void> {
  await db.update(creditPulls).set({ outcome }).where(eq(creditPulls.id, id));
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

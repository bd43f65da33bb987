/**
 * Client-record facts as SQL fragments for the e-mail campaigns' segments (module `campaigns`, a
 * layer above, evaluates an audience in one query; ADR 003: the owner of a table writes the SQL
 * that reads it). Every fragment takes the SQL of a user id (e.g. `users.id`) to correlate on.
 */
import { and, eq, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { clientSummaries } from '../../db/schema/clients';

export interface ClientAudienceFacts {
  step_min?: number;
  step_max?: number;
  /** Current step statuses; `pending_approval` also matches a client with any step waiting for approval. */
  statuses?: readonly string[];
  decisions?: readonly { bureau: 'experian' | 'equifax' | 'transunion'; decision: string }[];
  tags?: readonly string[];
  tags_mode?: 'any' | 'all';
}

/** `exists (…)` over the client's read-model row matching every given fact; undefined when none is given. */
export function clientFactsWhere(userId: SQL, f: ClientAudienceFacts): SQL | undefined {
  const s = clientSummaries;
  const where: (SQL | undefined)[] = [];
  if (f.step_min !== undefined) where.push(gte(s.current_step, f.step_min));
  if (f.step_max !== undefined) where.push(lte(s.current_step, f.step_max));
  if (f.statuses?.length) {
    const list = sql.join(
      f.statuses.map((v) => sql`${v}`),
      sql`, `,
    );
    where.push(
      or(
        sql`${s.current_status} in (${list})`,
        f.statuses.includes('pending_approval') ? isNotNull(s.pending_since) : undefined,
      ),
    );
  }
  for (const d of f.decisions ?? []) {
    const col = s[d.bureau];
    where.push(d.decision === 'none' ? isNull(col) : eq(col, d.decision));
  }
  if (f.tags?.length) {
    const arr = sql`array[${sql.join(
      f.tags.map((t) => sql`${t}`),
      sql`, `,
    )}]::text[]`;
    where.push(f.tags_mode === 'all' ? sql`${s.tags} @> ${arr}` : sql`${s.tags} && ${arr}`);
  }
  if (where.length === 0) return undefined;
  return sql`exists (select 1 from ${s} where ${s.user_id} = ${userId} and ${and(...where)})`;
}

/** The client's last activity on the record (null for anyone without a client row). */
export const clientLastActivity = (userId: SQL): SQL<Date | null> =>
  sql`(select ${clientSummaries.last_activity_at} from ${clientSummaries} where ${clientSummaries.user_id} = ${userId})`;

/** The client's current step number and title (null without a client row). */
export const clientCurrentStep = (userId: SQL): SQL<number | null> =>
  sql`(select ${clientSummaries.current_step} from ${clientSummaries} where ${clientSummaries.user_id} = ${userId})`;
export const clientCurrentStepTitle = (userId: SQL): SQL<string | null> =>
  sql`(select ${clientSummaries.current_step_title} from ${clientSummaries} where ${clientSummaries.user_id} = ${userId})`;

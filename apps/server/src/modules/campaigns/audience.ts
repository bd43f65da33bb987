/**
 * Audiences as one SQL query over the real tables: a staff segment (users, with the client
 * record's facts, buyers and marketplace bookings from their owners' fragments) or a coach's own
 * contacts (their store's buyers and their leads). Each row: `user_id, email, name, brand_id,
 * role, current_step, current_step_title, suppressed`.
 */
import type { SegmentFilter } from '@fundpath/contracts/campaigns';
import { and, type SQL, sql } from 'drizzle-orm';
import { emailSuppressions } from '../../db/schema/campaigns';
import { users } from '../../db/schema/users';
import { bookedMemberIdsSql } from '../bookings';
import { clientCurrentStep, clientCurrentStepTitle, clientFactsWhere, clientLastActivity } from '../clients';
import { coachLeadContactsSql } from '../leads';
import { buyerIdsSql, storeBuyerContactsSql } from '../orders';

/** The address is on the platform's list (or, for a coach's mail, on theirs). */
export function suppressedSql(email: SQL, coachId: string | null = null): SQL {
  const s = emailSuppressions;
  const scope = coachId
    ? sql`(${s.owner_id} is null or ${s.owner_id} = ${coachId})`
    : sql`${s.owner_id} is null`;
  return sql`exists (select 1 from ${s} where lower(${s.email}) = ${email} and ${scope})`;
}

/** Where a campaign reaches: every brand, or one. */
export type AudienceScope = { brandId: string | null };

/** The staff segment's audience (active accounts only), narrowed to a brand when the scope has one. */
export function segmentAudienceSql(f: SegmentFilter, scope: AudienceScope): SQL {
  const u = users;
  const id = sql`${u.id}`;
  const roleList = f.roles.length ? f.roles : ['client'];
  const activity = sql`coalesce(${clientLastActivity(id)}, ${u.last_sign_in_at}, ${u.created_at})`;
  const where = and(
    sql`${u.deactivated_at} is null`,
    sql`${u.role} in (${sql.join(
      roleList.map((r) => sql`${r}`),
      sql`, `,
    )})`,
    scope.brandId ? sql`${u.brand_id} = ${scope.brandId}` : undefined,
    f.brand_ids?.length
      ? sql`${u.brand_id} in (${sql.join(
          f.brand_ids.map((b) => sql`${b}::uuid`),
          sql`, `,
        )})`
      : undefined,
    clientFactsWhere(id, f),
    f.active_within_days !== undefined
      ? sql`${activity} >= now() - make_interval(days => ${f.active_within_days})`
      : undefined,
    f.inactive_for_days !== undefined
      ? sql`${activity} < now() - make_interval(days => ${f.inactive_for_days})`
      : undefined,
    f.purchases === 'buyer' ? sql`${u.id} in (${buyerIdsSql()})` : undefined,
    f.purchases === 'non_buyer' ? sql`${u.id} not in (${buyerIdsSql()})` : undefined,
    f.marketplace === 'booked' ? sql`${u.id} in (${bookedMemberIdsSql()})` : undefined,
    f.marketplace === 'not_booked' ? sql`${u.id} not in (${bookedMemberIdsSql()})` : undefined,
  );
  const email = sql`lower(${u.email})`;
  return sql`select ${u.id} as user_id, ${email} as email, ${u.display_name} as name,
      ${u.brand_id} as brand_id, ${u.role} as role,
      ${clientCurrentStep(id)} as current_step, ${clientCurrentStepTitle(id)} as current_step_title,
      ${suppressedSql(email)} as suppressed
    from ${u} where ${where}`;
}

/**
 * A coach's own contacts: paid buyers of their store and the leads their site or booking link
 * captured, one row per address (the newest name wins), their own address left out.
 */
export function coachAudienceSql(
  coach: { id: string; email: string; brand_id: string | null },
  storeId: number | null,
): SQL {
  const parts = [coachLeadContactsSql(coach.id)];
  if (storeId !== null) parts.unshift(storeBuyerContactsSql(storeId));
  const all = sql.join(parts, sql` union all `);
  return sql`select distinct on (c.email) c.user_id::uuid as user_id, c.email, c.name,
      ${coach.brand_id}::uuid as brand_id, 'contact' as role,
      null::int as current_step, null::text as current_step_title,
      ${suppressedSql(sql`c.email`, coach.id)} as suppressed,
      bool_or(c.kind = 'customer') over (partition by c.email) as is_customer,
      bool_or(c.kind = 'lead') over (partition by c.email) as is_lead
    from (${all}) c
    where c.email like '%_@_%' and c.email <> lower(${coach.email})
    order by c.email, c.at desc`;
}

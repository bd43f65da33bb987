/** A coach's own leads as SQL for their e-mail to their contacts (module `campaigns`, above). */
import { type SQL, sql } from 'drizzle-orm';
import { leads } from '../../db/schema/leads';

/**
 * The leads a coach's website or booking link captured (`client_id`), with an e-mail address, as
 * `(email, name, user_id, at, kind)` rows, e-mail lower-cased.
 */
export const coachLeadContactsSql = (clientId: string): SQL =>
  sql`select lower(${leads.email}) as email, ${leads.name} as name, null::uuid as user_id,
      ${leads.created_at} as at, 'lead' as kind
    from ${leads} where ${leads.client_id} = ${clientId} and ${leads.email} is not null and ${leads.email} <> ''`;

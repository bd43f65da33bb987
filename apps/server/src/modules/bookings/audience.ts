/** Marketplace members with bookings, as SQL for e-mail segments (module `campaigns`, above). */
import { type SQL, sql } from 'drizzle-orm';
import { marketplaceBookings } from '../../db/schema/bookings';

/** `select member_id …`: members with at least one booking that was accepted (confirmed or later). */
export const bookedMemberIdsSql = (): SQL =>
  sql`select ${marketplaceBookings.member_id} from ${marketplaceBookings}
    where ${marketplaceBookings.status} in ('confirmed', 'completed', 'no_show')`;

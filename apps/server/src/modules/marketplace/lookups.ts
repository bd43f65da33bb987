/**
 * What modules above (bookings) read of the marketplace: a bookable service with what a booking
 * freezes (price, duration, buffers, confirmation, the category's platform fee), and the
 * engine's rules of a specialist to check a requested start.
 */
import type { AvailabilityRules } from '@fundpath/availability';
import type { Service } from '@fundpath/contracts/marketplace';
import type { Db } from '../../platform/db';
import { platformWeekly, rulesOf } from './availability';
import * as repo from './repo';
import { toService } from './services';

/** Platform fee when a service has no category (or its category was deleted). */
export const DEFAULT_PLATFORM_FEE_BPS = 1500;

export interface BookableService {
  service: Service;
  specialist: { id: string; display_name: string; time_zone: string };
  platform_fee_bps: number;
}

/** An active service of a listed (approved, active) specialist, or undefined. */
export async function bookableService(db: Db, serviceId: string): Promise<BookableService | undefined> {
  const row = await repo.findService(db, serviceId);
  if (!row?.service.active) return undefined;
  const listed = await repo.findListed(db, row.service.specialist_id);
  if (!listed) return undefined;
  const category = row.service.category_id ? await repo.findCategory(db, row.service.category_id) : undefined;
  return {
    service: toService(row),
    specialist: {
      id: listed.profile.user_id,
      display_name: listed.profile.display_name,
      time_zone: listed.profile.time_zone,
    },
    platform_fee_bps: category?.platform_fee_bps ?? DEFAULT_PLATFORM_FEE_BPS,
  };
}

/** The engine's rules for a listed specialist (own hours over the defaults), or undefined. */
export async function specialistRules(db: Db, specialistId: string): Promise<AvailabilityRules | undefined> {
  const listed = await repo.findListed(db, specialistId);
  if (!listed) return undefined;
  const [own, defaults] = await Promise.all([repo.availabilityOf(db, [specialistId]), platformWeekly(db)]);
  return rulesOf(listed.profile.time_zone, own[0], defaults);
}

/** How many specialists each member likes, for the admin's members list (bookings owns that list). */
export const likeCountsOf = (db: Db, userIds: readonly string[]) => repo.likeCountsOf(db, userIds);

/**
 * The specialist's traffic for their analytics (read through this module's index, ADR 003):
 * profile views and booking-link visits per UTC day, every day of the range present.
 */
import { sql } from 'drizzle-orm';
import { marketplaceLinkVisits, marketplaceProfileViews } from '../../db/schema/marketplace';
import { type DayRange, daySeries, dayText, rowsOf } from '../../platform/day-series';
import type { Db } from '../../platform/db';

export interface TrafficDay {
  date: string;
  profile_views: number;
  qr_scans: number;
  link_visits: number;
}

export async function trafficPerDay(db: Db, specialistId: string, range: DayRange): Promise<TrafficDay[]> {
  const v = marketplaceProfileViews;
  const l = marketplaceLinkVisits;
  const res = await db.execute(sql`
    with views as (
      select ${v.day} as day, count(*)::int as n from ${v}
      where ${v.specialist_id} = ${specialistId} and ${v.day} between ${range.from}::date and ${range.to}::date
      group by 1
    ), visits as (
      select ${l.day} as day,
        count(*) filter (where ${l.source} = 'qr')::int as qr,
        count(*) filter (where ${l.source} = 'link')::int as link
      from ${l}
      where ${l.specialist_id} = ${specialistId} and ${l.day} between ${range.from}::date and ${range.to}::date
      group by 1
    )
    select ${dayText(sql`d.day`)} as date,
      coalesce(views.n, 0)::int as profile_views,
      coalesce(visits.qr, 0)::int as qr_scans,
      coalesce(visits.link, 0)::int as link_visits
    from (${daySeries(range)}) d
    left join views on views.day = d.day
    left join visits on visits.day = d.day
    order by d.day`);
  return rowsOf<TrafficDay>(res);
}

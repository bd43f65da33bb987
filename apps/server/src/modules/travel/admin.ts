/**
 * Staff's travel bookings (`travel.manage`): search and filters with sums over every match, one
 * booking, traveller changes, and a departure's manifest as CSV.
 */
import type { adminBookingListQuerySchema, changeTravellersBodySchema } from '@fundpath/contracts/travel';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { travelBookings, travelDepartures, travelPackages, travelTravellers } from '../../db/schema/travel';
import type { Ctx } from '../../platform/auth';
import { escapeLike, readTogether } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { affiliateByCode, codesOf } from '../affiliates';
import { csvCell } from '../permissions';
import { BOOKING_NOT_FOUND, bookingView, NOT_CONFIRMED, TRAVELLER_COUNT } from './bookings';
import { shiftDay, today } from './packages';
import * as repo from './repo';

type ListQuery = z.output<typeof adminBookingListQuerySchema>;

export async function listBookings(ctx: Ctx, q: ListQuery) {
  const conds: Array<SQL | undefined> = [];
  if (q.status) conds.push(eq(travelBookings.status, q.status));
  if (q.package_id) conds.push(eq(travelBookings.package_id, q.package_id));
  if (q.departure_id) conds.push(eq(travelBookings.departure_id, q.departure_id));
  if (q.affiliate) {
    const aff = await affiliateByCode(ctx.db, q.affiliate.toUpperCase());
    // An unknown code matches nothing (not everything).
    conds.push(aff ? eq(travelBookings.referrer_id, aff.user_id) : sql`false`);
  }
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    conds.push(
      or(
        ilike(travelBookings.booking_number, like),
        ilike(travelBookings.lead_name, like),
        ilike(travelBookings.lead_email, like),
      ),
    );
  }
  const where = and(...conds);
  const [rows, totals] = await readTogether(ctx.db, [
    () =>
      ctx.db
        .select({
          b: travelBookings,
          package_title: travelPackages.title,
          starts_on: travelDepartures.starts_on,
          travellers: sql<number>`(select count(*)::int from travel_travellers t where t.booking_id = "travel_bookings"."id")`,
        })
        .from(travelBookings)
        .innerJoin(travelPackages, eq(travelPackages.id, travelBookings.package_id))
        .innerJoin(travelDepartures, eq(travelDepartures.id, travelBookings.departure_id))
        .where(where)
        .orderBy(desc(travelBookings.created_at), desc(travelBookings.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    () =>
      ctx.db
        .select({
          n: count(),
          total_cents: sql<string>`coalesce(sum(${travelBookings.total_cents}), 0)`,
          paid_cents: sql<string>`coalesce(sum(${travelBookings.paid_cents}), 0)`,
          refunded_cents: sql<string>`coalesce(sum(${travelBookings.refunded_cents}), 0)`,
          travellers: sql<string>`coalesce(sum((select count(*) from travel_travellers t where t.booking_id = "travel_bookings"."id")), 0)`,
        })
        .from(travelBookings)
        .where(where),
  ] as const);
  const codes = await codesOf(
    ctx.db,
    rows.flatMap((r) => (r.b.referrer_id ? [r.b.referrer_id] : [])),
  );
  const departures = await ctx.db
    .select({
      id: travelDepartures.id,
      package_title: travelPackages.title,
      starts_on: travelDepartures.starts_on,
      seats_taken: travelDepartures.seats_taken,
      capacity: travelDepartures.capacity,
    })
    .from(travelDepartures)
    .innerJoin(travelPackages, eq(travelPackages.id, travelDepartures.package_id))
    .where(
      q.package_id
        ? eq(travelDepartures.package_id, q.package_id)
        : gte(travelDepartures.starts_on, shiftDay(today(), -60)),
    )
    .orderBy(asc(travelDepartures.starts_on))
    .limit(200);
  const t = totals[0];
  return {
    bookings: rows.map((r) => ({
      id: r.b.id,
      booking_number: r.b.booking_number,
      status: r.b.status,
      package_title: r.package_title,
      departure: { id: r.b.departure_id, starts_on: r.starts_on },
      lead_name: r.b.lead_name,
      lead_email: r.b.lead_email,
      travellers: Number(r.travellers),
      total_cents: r.b.total_cents,
      paid_cents: r.b.paid_cents,
      refunded_cents: r.b.refunded_cents,
      affiliate_code: r.b.referrer_id ? (codes.get(r.b.referrer_id)?.code ?? null) : null,
      created_at: r.b.created_at.toISOString(),
    })),
    total: t?.n ?? 0,
    sums: {
      total_cents: Number(t?.total_cents ?? 0),
      paid_cents: Number(t?.paid_cents ?? 0),
      refunded_cents: Number(t?.refunded_cents ?? 0),
      travellers: Number(t?.travellers ?? 0),
    },
    departures,
  };
}

export async function adminBooking(ctx: Ctx, id: string) {
  const b = await repo.findBooking(ctx.db, id);
  if (!b) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  return bookingView(ctx.db, b, { staff: true });
}

/** Corrects travellers' names and dates of birth (same number: seats and price do not change). */
export async function changeTravellers(
  ctx: Ctx,
  id: string,
  body: z.output<typeof changeTravellersBodySchema>,
) {
  await ctx.db.transaction(async (tx) => {
    const b = await repo.findBooking(tx, id, { lock: true });
    if (!b) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    if (b.status !== 'confirmed' && b.status !== 'pending_payment')
      throw new AppError('CONFLICT', NOT_CONFIRMED);
    const current = await repo.travellersOf(tx, id);
    if (current.length !== body.travellers.length)
      throw new AppError('VALIDATION_FAILED', TRAVELLER_COUNT(current.length), [
        { path: 'body.travellers', message: TRAVELLER_COUNT(current.length) },
      ]);
    const changed: string[] = [];
    for (const [i, t] of current.entries()) {
      const next = body.travellers[i]!;
      if (t.full_name === next.full_name && t.date_of_birth === next.date_of_birth) continue;
      await tx
        .update(travelTravellers)
        .set({ full_name: next.full_name, date_of_birth: next.date_of_birth })
        .where(eq(travelTravellers.id, t.id));
      changed.push(t.full_name === next.full_name ? next.full_name : `${t.full_name} → ${next.full_name}`);
    }
    if (changed.length)
      await repo.addEvent(
        tx,
        id,
        'travellers_changed',
        `Travellers updated: ${changed.join(', ')}`,
        ctx.actor?.id ?? null,
      );
  });
  ctx.log.info({ event: 'travel_travellers_changed', booking_id: id }, 'travel travellers changed');
  return adminBooking(ctx, id);
}

/** Who travels on a departure: one row per traveller of every booking not cancelled. */
export async function manifestCsv(ctx: Ctx, departureId: string): Promise<{ csv: string; filename: string }> {
  const [dep] = await ctx.db
    .select({ starts_on: travelDepartures.starts_on, title: travelPackages.title })
    .from(travelDepartures)
    .innerJoin(travelPackages, eq(travelPackages.id, travelDepartures.package_id))
    .where(eq(travelDepartures.id, departureId));
  if (!dep) throw new AppError('NOT_FOUND', 'Departure not found');
  const bookings = await ctx.db
    .select()
    .from(travelBookings)
    .where(
      and(
        eq(travelBookings.departure_id, departureId),
        inArray(travelBookings.status, ['pending_payment', 'confirmed', 'completed']),
      ),
    )
    .orderBy(asc(travelBookings.lead_name), asc(travelBookings.booking_number));
  const travellers = bookings.length
    ? await ctx.db
        .select()
        .from(travelTravellers)
        .where(
          inArray(
            travelTravellers.booking_id,
            bookings.map((b) => b.id),
          ),
        )
        .orderBy(asc(travelTravellers.position))
    : [];
  const header = [
    'booking_number',
    'status',
    'traveller',
    'date_of_birth',
    'single_room',
    'lead_name',
    'lead_email',
    'lead_phone',
    'total_cents',
    'paid_cents',
    'balance_cents',
  ];
  const lines = [header.join(',')];
  for (const b of bookings) {
    for (const t of travellers.filter((x) => x.booking_id === b.id)) {
      lines.push(
        [
          b.booking_number,
          b.status,
          t.full_name,
          t.date_of_birth,
          t.single_room ? 'yes' : 'no',
          b.lead_name,
          b.lead_email,
          b.lead_phone,
          b.total_cents,
          b.paid_cents,
          b.total_cents - b.paid_cents,
        ]
          .map(csvCell)
          .join(','),
      );
    }
  }
  const slug = dep.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return { csv: `${lines.join('\r\n')}\r\n`, filename: `manifest-${slug || 'trip'}-${dep.starts_on}.csv` };
}

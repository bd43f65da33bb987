/**
 * Travel packages and their departures (issue 5/8): the public catalogue (published packages with
 * a bookable departure: open, in the future, seats left) and the staff editor. Departures are
 * edited with their package; one with bookings cannot be deleted, nor shrunk below its seats.
 */
import type {
  Departure,
  TravelPackage,
  TravelPackageSummary,
  travelPackageInputSchema,
} from '@fundpath/contracts/travel';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { travelDepartures, travelPackages } from '../../db/schema/travel';
import type { Ctx } from '../../platform/auth';
import { type Db, escapeLike, readTogether } from '../../platform/db';
import { AppError } from '../../platform/errors';

export const PACKAGE_NOT_FOUND = 'Package not found';
export const DEPARTURE_HAS_BOOKINGS = 'A departure with bookings cannot be removed: close it instead';
export const CAPACITY_BELOW_SEATS = (taken: number) =>
  `Capacity cannot be below the ${taken} seat${taken === 1 ? '' : 's'} already booked`;

export type PackageRow = typeof travelPackages.$inferSelect;
export type DepartureRow = typeof travelDepartures.$inferSelect;
type PackageBody = z.output<typeof travelPackageInputSchema>;

/** Today as `YYYY-MM-DD` (UTC): departures on or before it are no longer bookable. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** A calendar day `days` after `isoDay` (both `YYYY-MM-DD`). */
export const shiftDay = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A departure one can book now. */
const bookable = (now = new Date()) =>
  sql`${travelDepartures.status} = 'open' and ${travelDepartures.starts_on} > ${today(now)}
      and ${travelDepartures.seats_taken} < ${travelDepartures.capacity}`;

const durationDays = (d: Pick<DepartureRow, 'starts_on' | 'ends_on'>) =>
  Math.round((Date.parse(d.ends_on) - Date.parse(d.starts_on)) / 86_400_000) + 1;

export function toDeparture(d: DepartureRow): Departure {
  return {
    id: d.id,
    starts_on: d.starts_on,
    ends_on: d.ends_on,
    capacity: d.capacity,
    seats_taken: d.seats_taken,
    seats_left: Math.max(0, d.capacity - d.seats_taken),
    price_cents: d.price_cents,
    single_supplement_cents: d.single_supplement_cents,
    status: d.status,
  };
}

function isBookable(d: DepartureRow, now = new Date()) {
  return d.status === 'open' && d.starts_on > today(now) && d.seats_taken < d.capacity;
}

function summaryOf(p: PackageRow, departures: readonly DepartureRow[]): TravelPackageSummary {
  const open = departures.filter((d) => isBookable(d));
  const first = [...departures].sort((a, b) => a.starts_on.localeCompare(b.starts_on))[0];
  return {
    id: p.id,
    title: p.title,
    destination: p.destination,
    summary: p.summary,
    image: p.images[0] ?? null,
    duration_days: first ? durationDays(first) : Math.max(1, p.itinerary.length),
    from_price_cents: open.length ? Math.min(...open.map((d) => d.price_cents)) : null,
    next_departure: open.map((d) => d.starts_on).sort()[0] ?? null,
    status: p.status,
  };
}

function packageOf(p: PackageRow, departures: readonly DepartureRow[]): TravelPackage {
  return {
    ...summaryOf(p, departures),
    description: p.description,
    itinerary: p.itinerary,
    images: p.images,
    inclusions: p.inclusions,
    exclusions: p.exclusions,
    commission_rate_bps: p.commission_rate_bps,
    deposit_bps: p.deposit_bps,
    cancellation_policy: p.cancellation_policy,
    departures: [...departures].sort((a, b) => a.starts_on.localeCompare(b.starts_on)).map(toDeparture),
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

async function departuresOf(db: Db, packageIds: readonly string[]): Promise<Map<string, DepartureRow[]>> {
  const by = new Map<string, DepartureRow[]>();
  if (packageIds.length === 0) return by;
  const rows = await db
    .select()
    .from(travelDepartures)
    .where(inArray(travelDepartures.package_id, [...packageIds]))
    .orderBy(asc(travelDepartures.starts_on));
  for (const r of rows) by.set(r.package_id, [...(by.get(r.package_id) ?? []), r]);
  return by;
}

// ---- lists ----------------------------------------------------------------------------------

type ListQuery =
  z.output<typeof import('@fundpath/contracts/travel').adminPackageListQuerySchema> extends infer Q
    ? Q
    : never;

/**
 * One page of packages. Public: published ones with a bookable departure matching the month and
 * price filters. Staff: every status (or the one asked), filters over all departures.
 */
export async function listPackages(db: Db, q: ListQuery, opts: { publicOnly: boolean }) {
  const depConds: SQL[] = [sql`d.package_id = ${travelPackages.id}`];
  if (opts.publicOnly)
    depConds.push(sql`d.status = 'open' and d.starts_on > ${today()} and d.seats_taken < d.capacity`);
  if (q.month) {
    const start = `${q.month}-01`;
    depConds.push(sql`d.starts_on >= ${start}::date and d.starts_on < (${start}::date + interval '1 month')`);
  }
  if (q.min_price_cents !== undefined) depConds.push(sql`d.price_cents >= ${q.min_price_cents}`);
  if (q.max_price_cents !== undefined) depConds.push(sql`d.price_cents <= ${q.max_price_cents}`);
  const matchingDeparture = sql`exists (select 1 from travel_departures d where ${sql.join(depConds, sql` and `)})`;
  const fromPrice = sql<number>`(select min(d.price_cents) from travel_departures d where ${sql.join(depConds, sql` and `)})`;
  const nextStart = sql<string>`(select min(d.starts_on) from travel_departures d where ${sql.join(depConds, sql` and `)})`;

  const conds: Array<SQL | undefined> = [];
  if (opts.publicOnly) conds.push(eq(travelPackages.status, 'published'));
  else if (q.status) conds.push(eq(travelPackages.status, q.status));
  const needsDeparture =
    opts.publicOnly ||
    q.month !== undefined ||
    q.min_price_cents !== undefined ||
    q.max_price_cents !== undefined;
  if (needsDeparture) conds.push(matchingDeparture);
  if (q.destination) conds.push(sql`lower(${travelPackages.destination}) = ${q.destination.toLowerCase()}`);
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    conds.push(
      sql`(${ilike(travelPackages.title, like)} or ${ilike(travelPackages.destination, like)} or ${ilike(travelPackages.summary, like)})`,
    );
  }
  const where = and(...conds);
  const order =
    q.sort === 'price_asc'
      ? [sql`${fromPrice} asc nulls last`, asc(travelPackages.title)]
      : q.sort === 'price_desc'
        ? [sql`${fromPrice} desc nulls last`, asc(travelPackages.title)]
        : q.sort === 'title'
          ? [asc(travelPackages.title), asc(travelPackages.id)]
          : [sql`${nextStart} asc nulls last`, desc(travelPackages.created_at), asc(travelPackages.id)];
  const [rows, totals, destinations] = await readTogether(db, [
    () =>
      db
        .select()
        .from(travelPackages)
        .where(where)
        .orderBy(...order)
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    () => db.select({ n: count() }).from(travelPackages).where(where),
    () =>
      db
        .selectDistinct({ d: travelPackages.destination })
        .from(travelPackages)
        .where(eq(travelPackages.status, 'published'))
        .orderBy(asc(travelPackages.destination))
        .limit(200),
  ] as const);
  const deps = await departuresOf(
    db,
    rows.map((r) => r.id),
  );
  const upcoming = (ds: readonly DepartureRow[]) => ds.filter((d) => d.starts_on > today());
  return {
    packages: rows.map((r) => {
      const ds = deps.get(r.id) ?? [];
      if (opts.publicOnly) return summaryOf(r, ds);
      return {
        ...summaryOf(r, ds),
        commission_rate_bps: r.commission_rate_bps,
        departures_count: ds.length,
        seats_taken: upcoming(ds).reduce((n, d) => n + d.seats_taken, 0),
        capacity: upcoming(ds).reduce((n, d) => n + d.capacity, 0),
      };
    }),
    total: totals[0]?.n ?? 0,
    page: q.page,
    per_page: q.per_page,
    destinations: destinations.map((d) => d.d),
  };
}

/** Summaries of `ids` that are published, in the order given (a travel site's featured packages). */
export async function publishedSummaries(db: Db, ids: readonly string[]): Promise<TravelPackageSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(travelPackages)
    .where(and(inArray(travelPackages.id, [...ids]), eq(travelPackages.status, 'published')));
  const deps = await departuresOf(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, summaryOf(r, deps.get(r.id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---- one package ----------------------------------------------------------------------------

export async function findPackage(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(travelPackages).where(eq(travelPackages.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/** The public package: published only, with its bookable departures. */
export async function publicPackage(db: Db, id: string): Promise<TravelPackage> {
  const row = await findPackage(db, id);
  if (row?.status !== 'published') throw new AppError('NOT_FOUND', PACKAGE_NOT_FOUND);
  const deps = (await departuresOf(db, [id])).get(id) ?? [];
  return packageOf(
    row,
    deps.filter((d) => isBookable(d)),
  );
}

export async function adminPackage(db: Db, id: string): Promise<TravelPackage> {
  const row = await findPackage(db, id);
  if (!row) throw new AppError('NOT_FOUND', PACKAGE_NOT_FOUND);
  return packageOf(row, (await departuresOf(db, [id])).get(id) ?? []);
}

const columnsOf = (b: PackageBody) => ({
  title: b.title,
  destination: b.destination,
  summary: b.summary,
  description: b.description,
  itinerary: [...b.itinerary].sort((a, c) => a.day - c.day),
  images: b.images,
  inclusions: b.inclusions,
  exclusions: b.exclusions,
  status: b.status,
  commission_rate_bps: b.commission_rate_bps,
  deposit_bps: b.deposit_bps,
  cancellation_policy: [...b.cancellation_policy].sort((a, c) => c.days_before - a.days_before),
});

export async function createPackage(ctx: Ctx, body: PackageBody): Promise<TravelPackage> {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(travelPackages)
      .values({ ...columnsOf(body), created_by: ctx.actor?.id ?? null })
      .returning({ id: travelPackages.id });
    if (body.departures.some((d) => d.id))
      throw new AppError('VALIDATION_FAILED', 'New departures have no id');
    if (body.departures.length)
      await tx.insert(travelDepartures).values(body.departures.map((d) => departureColumns(row!.id, d)));
    return row!.id;
  });
  ctx.log.info({ event: 'travel_package_created', package_id: id }, 'travel package created');
  return adminPackage(ctx.db, id);
}

const departureColumns = (packageId: string, d: PackageBody['departures'][number]) => ({
  package_id: packageId,
  starts_on: d.starts_on,
  ends_on: d.ends_on,
  capacity: d.capacity,
  price_cents: d.price_cents,
  single_supplement_cents: d.single_supplement_cents,
  status: d.status,
});

/**
 * Replaces the package and its departures: listed ones with an id are updated, without are
 * added, unlisted ones deleted. The package row is locked, and each departure with it, so a
 * booking taking seats meanwhile is seen (capacity never drops below seats taken).
 */
export async function updatePackage(ctx: Ctx, id: string, body: PackageBody): Promise<TravelPackage> {
  await ctx.db.transaction(async (tx) => {
    const row = await findPackage(tx, id, { lock: true });
    if (!row) throw new AppError('NOT_FOUND', PACKAGE_NOT_FOUND);
    const existing = await tx
      .select()
      .from(travelDepartures)
      .where(eq(travelDepartures.package_id, id))
      .orderBy(asc(travelDepartures.id))
      .for('update');
    const byId = new Map(existing.map((d) => [d.id, d]));
    for (const d of body.departures) {
      if (d.id && !byId.has(d.id)) throw new AppError('NOT_FOUND', 'Departure not found');
    }
    const kept = new Set(body.departures.flatMap((d) => (d.id ? [d.id] : [])));
    for (const d of existing) {
      if (kept.has(d.id)) continue;
      if (d.seats_taken > 0 || (await hasBookings(tx, d.id)))
        throw new AppError('CONFLICT', DEPARTURE_HAS_BOOKINGS, { departure_id: d.id });
      await tx.delete(travelDepartures).where(eq(travelDepartures.id, d.id));
    }
    for (const d of body.departures) {
      if (!d.id) {
        await tx.insert(travelDepartures).values(departureColumns(id, d));
        continue;
      }
      const before = byId.get(d.id)!;
      if (d.capacity < before.seats_taken)
        throw new AppError('CONFLICT', CAPACITY_BELOW_SEATS(before.seats_taken), { departure_id: d.id });
      await tx.update(travelDepartures).set(departureColumns(id, d)).where(eq(travelDepartures.id, d.id));
    }
    await tx.update(travelPackages).set(columnsOf(body)).where(eq(travelPackages.id, id));
  });
  ctx.log.info({ event: 'travel_package_updated', package_id: id }, 'travel package updated');
  return adminPackage(ctx.db, id);
}

async function hasBookings(db: Db, departureId: string): Promise<boolean> {
  const rows = (await db.execute(
    sql`select 1 from travel_bookings where departure_id = ${departureId} limit 1`,
  )) as unknown as { rows: unknown[] };
  return rows.rows.length > 0;
}

/** Exported for bookings: a departure row locked for the seat count. */
export async function lockDeparture(db: Db, packageId: string, departureId: string) {
  const [row] = await db
    .select()
    .from(travelDepartures)
    .where(and(eq(travelDepartures.id, departureId), eq(travelDepartures.package_id, packageId)))
    .for('update');
  return row;
}

export { bookable as bookableDeparture, isBookable };

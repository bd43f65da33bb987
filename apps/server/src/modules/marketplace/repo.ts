import type { DiscoverySort, ServiceCatalogueSort, SpecialistStatus } from '@fundpath/contracts/marketplace';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  marketplaceDefaultHours,
  marketplaceLikes,
  marketplaceLinkVisits,
  marketplaceProfileViews,
  serviceCategories,
  specialistAvailability,
  specialistProfiles,
  specialistServices,
} from '../../db/schema/marketplace';
import { users } from '../../db/schema/users';
import { type Db, escapeLike } from '../../platform/db';

export type ProfileRow = typeof specialistProfiles.$inferSelect;
export type ServiceRow = typeof specialistServices.$inferSelect;
export type CategoryRow = typeof serviceCategories.$inferSelect;
export type AvailabilityRow = typeof specialistAvailability.$inferSelect;

/** Serialises sign-ups of one e-mail address (a double click makes one account). */
export async function lockEmail(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`marketplace-email:${email.trim().toLowerCase()}`}))`,
  );
}

// ---- profiles ---------------------------------------------------------------------------------

const profileWithUser = {
  profile: specialistProfiles,
  email: users.email,
  full_name: users.display_name,
  deactivated_at: users.deactivated_at,
};
export type ProfileWithUser = {
  profile: ProfileRow;
  email: string;
  full_name: string;
  deactivated_at: Date | null;
};

/** Inserts a profile; undefined when the link code is taken (the caller draws another). */
export async function insertProfile(db: Db, values: typeof specialistProfiles.$inferInsert) {
  const [row] = await db
    .insert(specialistProfiles)
    .values(values)
    .onConflictDoNothing({ target: specialistProfiles.link_code })
    .returning();
  return row;
}

export async function findProfile(
  db: Db,
  userId: string,
  opts: { lock?: boolean } = {},
): Promise<ProfileWithUser | undefined> {
  const q = db
    .select(profileWithUser)
    .from(specialistProfiles)
    .innerJoin(users, eq(users.id, specialistProfiles.user_id))
    .where(eq(specialistProfiles.user_id, userId))
    .limit(1);
  const [row] = opts.lock ? await q.for('update', { of: specialistProfiles }) : await q;
  return row;
}

export async function findProfileByLinkCode(db: Db, code: string): Promise<ProfileWithUser | undefined> {
  const [row] = await db
    .select(profileWithUser)
    .from(specialistProfiles)
    .innerJoin(users, eq(users.id, specialistProfiles.user_id))
    .where(sql`upper(${specialistProfiles.link_code}) = upper(${code})`)
    .limit(1);
  return row;
}

export async function updateProfile(
  db: Db,
  userId: string,
  patch: Partial<typeof specialistProfiles.$inferInsert>,
): Promise<void> {
  await db.update(specialistProfiles).set(patch).where(eq(specialistProfiles.user_id, userId));
}

const searchText = sql`(${specialistProfiles.display_name} || ' ' || ${specialistProfiles.headline} || ' ' || ${specialistProfiles.bio} || ' ' || array_to_string(${specialistProfiles.specialties}, ' '))`;

/** Name, headline, bio or a specialty contains the words (ILIKE; staff also match the e-mail). */
function matches(q: string | undefined, opts: { email: boolean }): SQL | undefined {
  if (!q?.trim()) return undefined;
  const like = `%${escapeLike(q.trim())}%`;
  return opts.email ? or(ilike(searchText, like), ilike(users.email, like)) : ilike(searchText, like);
}

export async function listForAdmin(
  db: Db,
  filter: { status?: SpecialistStatus; q?: string; page: number; per_page: number },
) {
  const where = and(
    filter.status ? eq(specialistProfiles.status, filter.status) : undefined,
    matches(filter.q, { email: true }),
  );
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({ ...profileWithUser, service_count: serviceCount })
      .from(specialistProfiles)
      .innerJoin(users, eq(users.id, specialistProfiles.user_id))
      .where(where)
      .orderBy(
        sql`${specialistProfiles.status} = 'pending_review' desc`,
        desc(specialistProfiles.created_at),
        asc(specialistProfiles.user_id),
      )
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page),
    db
      .select({ n: count() })
      .from(specialistProfiles)
      .innerJoin(users, eq(users.id, specialistProfiles.user_id))
      .where(where),
    db
      .select({ status: specialistProfiles.status, n: count() })
      .from(specialistProfiles)
      .groupBy(specialistProfiles.status),
  ]);
  return { rows, total: total?.n ?? 0, byStatus };
}

// ---- discovery --------------------------------------------------------------------------------

const serviceCount = sql<number>`(select count(*)::int from ${specialistServices} where ${specialistServices.specialist_id} = ${specialistProfiles.user_id} and ${specialistServices.active})`;
const fromPrice = sql<
  number | null
>`(select min(${specialistServices.price_cents})::int from ${specialistServices} where ${specialistServices.specialist_id} = ${specialistProfiles.user_id} and ${specialistServices.active})`;
const fromCurrency = sql<
  string | null
>`(select ${specialistServices.currency} from ${specialistServices} where ${specialistServices.specialist_id} = ${specialistProfiles.user_id} and ${specialistServices.active} order by ${specialistServices.price_cents}, ${specialistServices.id} limit 1)`;
const likeCount = sql<number>`(select count(*)::int from ${marketplaceLikes} where ${marketplaceLikes.specialist_id} = ${specialistProfiles.user_id})`;

export const publicColumns = {
  profile: specialistProfiles,
  from_price_cents: fromPrice,
  currency: fromCurrency,
  service_count: serviceCount,
  like_count: likeCount,
};
export type PublicRow = {
  profile: ProfileRow;
  from_price_cents: number | null;
  currency: string | null;
  service_count: number;
  like_count: number;
};

/** Approved specialists of active accounts: the only ones anybody outside staff sees. */
export const listed = and(eq(specialistProfiles.status, 'approved'), isNull(users.deactivated_at));

export interface DiscoveryFilter {
  q?: string | undefined;
  specialty?: string | undefined;
  language?: string | undefined;
  category_id?: string | undefined;
  min_price_cents?: number | undefined;
  max_price_cents?: number | undefined;
  mode?: 'online' | 'in_person' | undefined;
}

const inArrayCi = (column: AnyColumn, value: string) =>
  sql`exists (select 1 from unnest(${column}) as v(x) where lower(v.x) = lower(${value}))`;

function discoveryWhere(f: DiscoveryFilter): SQL | undefined {
  const serviceConditions = [
    f.category_id ? sql`${specialistServices.category_id} = ${f.category_id}` : undefined,
    f.min_price_cents !== undefined
      ? sql`${specialistServices.price_cents} >= ${f.min_price_cents}`
      : undefined,
    f.max_price_cents !== undefined
      ? sql`${specialistServices.price_cents} <= ${f.max_price_cents}`
      : undefined,
    f.mode ? sql`${specialistServices.mode} = ${f.mode}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  // One service has to meet every service filter at once ("an online session under $80").
  const service = serviceConditions.length
    ? sql`exists (select 1 from ${specialistServices} where ${specialistServices.specialist_id} = ${specialistProfiles.user_id} and ${specialistServices.active} and ${sql.join(serviceConditions, sql` and `)})`
    : undefined;
  return and(
    listed,
    matches(f.q, { email: false }),
    f.specialty ? inArrayCi(specialistProfiles.specialties, f.specialty) : undefined,
    f.language ? inArrayCi(specialistProfiles.languages, f.language) : undefined,
    service,
  );
}

function discoveryOrder(sort: DiscoverySort): SQL[] {
  const tail = [sql`${specialistProfiles.user_id}`];
  switch (sort) {
    case 'price_asc':
      return [sql`${fromPrice} asc nulls last`, ...tail];
    case 'price_desc':
      return [sql`${fromPrice} desc nulls last`, ...tail];
    case 'newest':
      return [sql`${specialistProfiles.approved_at} desc nulls last`, ...tail];
    default:
      // Bookable first, then what people liked and looked at, then the newest.
      return [
        sql`${serviceCount} > 0 desc`,
        sql`${likeCount} desc`,
        sql`${specialistProfiles.profile_views} desc`,
        sql`${specialistProfiles.approved_at} desc nulls last`,
        ...tail,
      ];
  }
}

/** A page of listed specialists matching the filters; `onlyIds` narrows to a precomputed set. */
export async function discover(
  db: Db,
  f: DiscoveryFilter,
  sort: DiscoverySort,
  page: { limit: number; offset: number },
  onlyIds?: readonly string[],
): Promise<{ rows: PublicRow[]; total: number }> {
  if (onlyIds && onlyIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    discoveryWhere(f),
    onlyIds ? inArray(specialistProfiles.user_id, [...onlyIds]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(publicColumns)
      .from(specialistProfiles)
      .innerJoin(users, eq(users.id, specialistProfiles.user_id))
      .where(where)
      .orderBy(...discoveryOrder(sort))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(specialistProfiles)
      .innerJoin(users, eq(users.id, specialistProfiles.user_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Ids of listed specialists with at least one active service that match the filters (capped). */
export async function bookableCandidates(db: Db, f: DiscoveryFilter, cap: number): Promise<string[]> {
  const rows = await db
    .select({ id: specialistProfiles.user_id })
    .from(specialistProfiles)
    .innerJoin(users, eq(users.id, specialistProfiles.user_id))
    .where(and(discoveryWhere(f), sql`${serviceCount} > 0`))
    .orderBy(...discoveryOrder('recommended'))
    .limit(cap);
  return rows.map((r) => r.id);
}

export async function findListed(db: Db, userId: string): Promise<PublicRow | undefined> {
  const [row] = await db
    .select(publicColumns)
    .from(specialistProfiles)
    .innerJoin(users, eq(users.id, specialistProfiles.user_id))
    .where(and(listed, eq(specialistProfiles.user_id, userId)))
    .limit(1);
  return row;
}

/** Every specialty and language of a listed specialist, sorted, case-folded to the first spelling. */
export async function facets(db: Db): Promise<{ specialties: string[]; languages: string[] }> {
  const rows = await db
    .select({ specialties: specialistProfiles.specialties, languages: specialistProfiles.languages })
    .from(specialistProfiles)
    .innerJoin(users, eq(users.id, specialistProfiles.user_id))
    .where(listed);
  const fold = (lists: string[][]) =>
    [...new Map(lists.flat().map((v) => [v.toLowerCase(), v])).values()].sort((a, b) => a.localeCompare(b));
  return { specialties: fold(rows.map((r) => r.specialties)), languages: fold(rows.map((r) => r.languages)) };
}

// ---- views and scans --------------------------------------------------------------------------

/** Counts one view per specialist, UTC day and viewer; true when this one was the first today. */
export async function recordView(
  db: Db,
  specialistId: string,
  day: string,
  viewer: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(marketplaceProfileViews)
      .values({ specialist_id: specialistId, day, viewer })
      .onConflictDoNothing()
      .returning({ day: marketplaceProfileViews.day });
    if (inserted.length === 0) return false;
    await tx
      .update(specialistProfiles)
      .set({ profile_views: sql`${specialistProfiles.profile_views} + 1` })
      .where(eq(specialistProfiles.user_id, specialistId));
    return true;
  });
}

/**
 * Counts one visit of the booking link per specialist, UTC day, visitor and source; a QR one also
 * bumps the profile's lifetime `qr_scans`. True when this one was the first today.
 */
export async function recordLinkVisit(
  db: Db,
  specialistId: string,
  day: string,
  visitor: string,
  source: 'qr' | 'link',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(marketplaceLinkVisits)
      .values({ specialist_id: specialistId, day, visitor, source })
      .onConflictDoNothing()
      .returning({ day: marketplaceLinkVisits.day });
    if (inserted.length === 0) return false;
    if (source === 'qr')
      await tx
        .update(specialistProfiles)
        .set({ qr_scans: sql`${specialistProfiles.qr_scans} + 1` })
        .where(eq(specialistProfiles.user_id, specialistId));
    return true;
  });
}

/** Distinct viewers per UTC day since `fromDay` (for the specialist's analytics). */
export async function viewsPerDay(db: Db, specialistId: string, fromDay: string) {
  return db
    .select({ day: marketplaceProfileViews.day, views: count() })
    .from(marketplaceProfileViews)
    .where(
      and(
        eq(marketplaceProfileViews.specialist_id, specialistId),
        sql`${marketplaceProfileViews.day} >= ${fromDay}`,
      ),
    )
    .groupBy(marketplaceProfileViews.day)
    .orderBy(marketplaceProfileViews.day);
}

// ---- categories -------------------------------------------------------------------------------

export async function listCategories(db: Db, opts: { activeOnly: boolean }): Promise<CategoryRow[]> {
  return db
    .select()
    .from(serviceCategories)
    .where(opts.activeOnly ? eq(serviceCategories.active, true) : undefined)
    .orderBy(asc(serviceCategories.sort), asc(serviceCategories.name));
}

export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(serviceCategories).where(eq(serviceCategories.id, id)).limit(1);
  return row;
}

/** Inserts; undefined when the slug is taken. */
export async function insertCategory(db: Db, values: typeof serviceCategories.$inferInsert) {
  const [row] = await db
    .insert(serviceCategories)
    .values(values)
    .onConflictDoNothing({ target: serviceCategories.slug })
    .returning();
  return row;
}

export async function slugTaken(db: Db, slug: string, except: string): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.slug, slug), sql`${serviceCategories.id} <> ${except}`))
    .limit(1);
  return Boolean(row);
}

export async function updateCategory(
  db: Db,
  id: string,
  patch: Partial<typeof serviceCategories.$inferInsert>,
) {
  const [row] = await db.update(serviceCategories).set(patch).where(eq(serviceCategories.id, id)).returning();
  return row;
}

export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(serviceCategories)
    .where(eq(serviceCategories.id, id))
    .returning({ id: serviceCategories.id });
  return rows.length > 0;
}

// ---- services ---------------------------------------------------------------------------------

const serviceColumns = { service: specialistServices, category_name: serviceCategories.name };
export type ServiceWithCategory = { service: ServiceRow; category_name: string | null };

export async function servicesOf(
  db: Db,
  specialistIds: readonly string[],
  opts: { activeOnly: boolean },
): Promise<ServiceWithCategory[]> {
  if (specialistIds.length === 0) return [];
  return db
    .select(serviceColumns)
    .from(specialistServices)
    .leftJoin(serviceCategories, eq(serviceCategories.id, specialistServices.category_id))
    .where(
      and(
        inArray(specialistServices.specialist_id, [...specialistIds]),
        opts.activeOnly ? eq(specialistServices.active, true) : undefined,
      ),
    )
    .orderBy(asc(specialistServices.sort), asc(specialistServices.created_at), asc(specialistServices.id));
}

export async function findService(db: Db, id: string): Promise<ServiceWithCategory | undefined> {
  const [row] = await db
    .select(serviceColumns)
    .from(specialistServices)
    .leftJoin(serviceCategories, eq(serviceCategories.id, specialistServices.category_id))
    .where(eq(specialistServices.id, id))
    .limit(1);
  return row;
}

export async function countServices(db: Db, specialistId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(specialistServices)
    .where(eq(specialistServices.specialist_id, specialistId));
  return row?.n ?? 0;
}

export async function insertService(db: Db, values: typeof specialistServices.$inferInsert) {
  const [row] = await db.insert(specialistServices).values(values).returning({ id: specialistServices.id });
  return row!.id;
}

/** Updates a service of that specialist; false when they have no such service. */
export async function updateService(
  db: Db,
  specialistId: string,
  id: string,
  patch: Partial<typeof specialistServices.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(specialistServices)
    .set(patch)
    .where(and(eq(specialistServices.id, id), eq(specialistServices.specialist_id, specialistId)))
    .returning({ id: specialistServices.id });
  return rows.length > 0;
}

export async function deleteService(db: Db, specialistId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(specialistServices)
    .where(and(eq(specialistServices.id, id), eq(specialistServices.specialist_id, specialistId)))
    .returning({ id: specialistServices.id });
  return rows.length > 0;
}

// ---- hours ------------------------------------------------------------------------------------

export async function defaultHours(db: Db) {
  const [row] = await db
    .select()
    .from(marketplaceDefaultHours)
    .where(eq(marketplaceDefaultHours.id, 1))
    .limit(1);
  return row;
}

export async function saveDefaultHours(
  db: Db,
  weekly: NonNullable<Awaited<ReturnType<typeof defaultHours>>>['weekly'],
  by: string | null,
) {
  const [row] = await db
    .insert(marketplaceDefaultHours)
    .values({ id: 1, weekly, updated_by: by })
    .onConflictDoUpdate({
      target: marketplaceDefaultHours.id,
      set: { weekly, updated_by: by, updated_at: new Date() },
    })
    .returning();
  return row!;
}

export async function availabilityOf(db: Db, specialistIds: readonly string[]): Promise<AvailabilityRow[]> {
  if (specialistIds.length === 0) return [];
  return db
    .select()
    .from(specialistAvailability)
    .where(inArray(specialistAvailability.specialist_id, [...specialistIds]));
}

export async function saveAvailability(db: Db, values: typeof specialistAvailability.$inferInsert) {
  const { specialist_id: _id, ...set } = values;
  const [row] = await db
    .insert(specialistAvailability)
    .values(values)
    .onConflictDoUpdate({
      target: specialistAvailability.specialist_id,
      set: { ...set, updated_at: new Date() },
    })
    .returning();
  return row!;
}

// ---- likes ------------------------------------------------------------------------------------

/** How many specialists each of these users likes (users with none are absent). */
export async function likeCountsOf(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ user_id: marketplaceLikes.user_id, n: count() })
    .from(marketplaceLikes)
    .where(inArray(marketplaceLikes.user_id, [...userIds]))
    .groupBy(marketplaceLikes.user_id);
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

/** True when the like is new (a repeat is a no-op). */
export async function insertLike(db: Db, userId: string, specialistId: string): Promise<boolean> {
  const rows = await db
    .insert(marketplaceLikes)
    .values({ user_id: userId, specialist_id: specialistId })
    .onConflictDoNothing()
    .returning({ user_id: marketplaceLikes.user_id });
  return rows.length > 0;
}

export async function deleteLike(db: Db, userId: string, specialistId: string): Promise<boolean> {
  const rows = await db
    .delete(marketplaceLikes)
    .where(and(eq(marketplaceLikes.user_id, userId), eq(marketplaceLikes.specialist_id, specialistId)))
    .returning({ user_id: marketplaceLikes.user_id });
  return rows.length > 0;
}

/** Of `specialistIds`, the ones `userId` likes. */
export async function likedAmong(
  db: Db,
  userId: string,
  specialistIds: readonly string[],
): Promise<Set<string>> {
  if (specialistIds.length === 0) return new Set();
  const rows = await db
    .select({ id: marketplaceLikes.specialist_id })
    .from(marketplaceLikes)
    .where(
      and(eq(marketplaceLikes.user_id, userId), inArray(marketplaceLikes.specialist_id, [...specialistIds])),
    );
  return new Set(rows.map((r) => r.id));
}

/** The listed specialists `userId` likes, latest like first. */
export async function likesOf(db: Db, userId: string): Promise<Array<PublicRow & { liked_at: Date }>> {
  return db
    .select({ ...publicColumns, liked_at: marketplaceLikes.created_at })
    .from(marketplaceLikes)
    .innerJoin(specialistProfiles, eq(specialistProfiles.user_id, marketplaceLikes.specialist_id))
    .innerJoin(users, eq(users.id, specialistProfiles.user_id))
    .where(and(eq(marketplaceLikes.user_id, userId), listed))
    .orderBy(desc(marketplaceLikes.created_at), asc(marketplaceLikes.specialist_id))
    .limit(500);
}

/** Time zones of the listed specialists among `ids` (one query). */
export async function listedZones(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: specialistProfiles.user_id, time_zone: specialistProfiles.time_zone })
    .from(specialistProfiles)
    .innerJoin(users, eq(users.id, specialistProfiles.user_id))
    .where(and(listed, inArray(specialistProfiles.user_id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.time_zone]));
}

// ---- likers and the service catalogue ---------------------------------------------------------

/** Active accounts that keep `specialistId` in their likes: a page (latest first) and the counts. */
export async function likersOf(
  db: Db,
  specialistId: string,
  page: { limit: number; offset: number },
  since: Date,
): Promise<{ rows: Array<{ name: string; liked_at: Date }>; total: number; recent: number }> {
  const where = and(eq(marketplaceLikes.specialist_id, specialistId), isNull(users.deactivated_at));
  const [rows, [counts]] = await Promise.all([
    db
      .select({ name: users.display_name, liked_at: marketplaceLikes.created_at })
      .from(marketplaceLikes)
      .innerJoin(users, eq(users.id, marketplaceLikes.user_id))
      .where(where)
      .orderBy(desc(marketplaceLikes.created_at), asc(marketplaceLikes.user_id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        recent: sql<number>`count(*) filter (where ${marketplaceLikes.created_at} >= ${since})::int`,
      })
      .from(marketplaceLikes)
      .innerJoin(users, eq(users.id, marketplaceLikes.user_id))
      .where(where),
  ]);
  return { rows, total: counts?.total ?? 0, recent: counts?.recent ?? 0 };
}

export interface CatalogueFilter {
  q?: string | undefined;
  category_id?: string | undefined;
  max_price_cents?: number | undefined;
  mode?: 'online' | 'in_person' | undefined;
  min_duration_minutes?: number | undefined;
  max_duration_minutes?: number | undefined;
}

const catalogueText = sql`(${specialistServices.name} || ' ' || ${specialistServices.description} || ' ' || coalesce(${serviceCategories.name}, '') || ' ' || ${specialistProfiles.display_name})`;

function catalogueOrder(sort: ServiceCatalogueSort): SQL[] {
  const tail = [sql`${specialistServices.id}`];
  switch (sort) {
    case 'price_desc':
      return [sql`${specialistServices.price_cents} desc`, ...tail];
    case 'duration':
      return [
        sql`${specialistServices.duration_minutes} asc`,
        sql`${specialistServices.price_cents} asc`,
        ...tail,
      ];
    case 'newest':
      return [sql`${specialistServices.created_at} desc`, ...tail];
    default:
      return [sql`${specialistServices.price_cents} asc`, ...tail];
  }
}

/** A page of active services of listed specialists (approved, active account) matching the filters. */
export async function serviceCatalogue(
  db: Db,
  f: CatalogueFilter,
  sort: ServiceCatalogueSort,
  page: { limit: number; offset: number },
) {
  const where = and(
    listed,
    eq(specialistServices.active, true),
    f.q?.trim() ? ilike(catalogueText, `%${escapeLike(f.q.trim())}%`) : undefined,
    f.category_id ? eq(specialistServices.category_id, f.category_id) : undefined,
    f.max_price_cents !== undefined
      ? sql`${specialistServices.price_cents} <= ${f.max_price_cents}`
      : undefined,
    f.mode ? eq(specialistServices.mode, f.mode) : undefined,
    f.min_duration_minutes !== undefined
      ? sql`${specialistServices.duration_minutes} >= ${f.min_duration_minutes}`
      : undefined,
    f.max_duration_minutes !== undefined
      ? sql`${specialistServices.duration_minutes} <= ${f.max_duration_minutes}`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...serviceColumns,
        display_name: specialistProfiles.display_name,
        photo_url: specialistProfiles.photo_url,
      })
      .from(specialistServices)
      .innerJoin(specialistProfiles, eq(specialistProfiles.user_id, specialistServices.specialist_id))
      .innerJoin(users, eq(users.id, specialistProfiles.user_id))
      .leftJoin(serviceCategories, eq(serviceCategories.id, specialistServices.category_id))
      .where(where)
      .orderBy(...catalogueOrder(sort))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(specialistServices)
      .innerJoin(specialistProfiles, eq(specialistProfiles.user_id, specialistServices.specialist_id))
      .innerJoin(users, eq(users.id, specialistProfiles.user_id))
      .leftJoin(serviceCategories, eq(serviceCategories.id, specialistServices.category_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

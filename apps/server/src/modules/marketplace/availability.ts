/**
 * Availability and slots. Weekly hours are kept in the specialist's own time zone (or follow the
 * platform's default hours while `weekly` is null), with date overrides, minimum notice, booking
 * horizon and a daily cap. Bookable slots come from the one engine, `@fundpath/availability`,
 * on the server only; what is already booked is supplied by a {@link BusyProvider} that the
 * composition root passes in (the bookings module, a layer above, owns the bookings).
 */
import {
  type AvailabilityRules,
  type BusyInterval,
  computeSlots,
  groupSlotsByDay,
  mergeDefaultHours,
  validateRules,
} from '@fundpath/availability';
import type {
  Availability,
  availabilityInputSchema,
  SlotsResponse,
  WeeklyHours,
} from '@fundpath/contracts/marketplace';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import * as repo from './repo';
import { SERVICE_NOT_FOUND } from './services';
import { ensureOwnProfile, SPECIALIST_NOT_FOUND } from './specialists';

/**
 * What is already taken in each specialist's calendar between `from` and `to` (bookings that
 * hold their slot, with their buffers as the engine expects). Must answer for every id asked;
 * a specialist missing from the map has nothing booked.
 */
export type BusyProvider = (
  db: Db,
  specialistIds: readonly string[],
  range: { from: Date; to: Date },
) => Promise<Map<string, BusyInterval[]>>;

/** Before a bookings module is composed in, nobody has booked anything. */
export const nothingBooked: BusyProvider = async () => new Map();

/** The platform's hours until an admin sets them: Monday to Friday, 9 to 5. */
export const FALLBACK_WEEKLY: WeeklyHours = Object.fromEntries(
  (['1', '2', '3', '4', '5'] as const).map((d) => [d, [{ start: '09:00', end: '17:00' }]]),
) as WeeklyHours;
export const DEFAULT_NOTICE_MINUTES = 120;
export const DEFAULT_HORIZON_DAYS = 60;

const DAY_MS = 86_400_000;
/** Longest range one slots request may ask for. */
export const SLOTS_MAX_DAYS = 62;
export const SLOTS_DEFAULT_DAYS = 14;
/** "Available this week" looks at most at this many matching specialists (the best ranked). */
export const AVAILABLE_CANDIDATES_MAX = 500;

/** The platform's default weekly hours (as an admin set them, or the fallback). */
export async function platformWeekly(db: Db): Promise<WeeklyHours> {
  return (await repo.defaultHours(db))?.weekly ?? FALLBACK_WEEKLY;
}

/** The engine's rules for a specialist: own settings over the platform's defaults. */
export function rulesOf(
  timeZone: string,
  own: repo.AvailabilityRow | undefined,
  defaults: WeeklyHours,
): AvailabilityRules {
  return {
    time_zone: timeZone,
    weekly: mergeDefaultHours(defaults, own?.weekly ?? null),
    overrides: own?.overrides ?? [],
    minimum_notice_minutes: own?.minimum_notice_minutes ?? DEFAULT_NOTICE_MINUTES,
    booking_horizon_days: own?.booking_horizon_days ?? DEFAULT_HORIZON_DAYS,
    daily_cap: own?.daily_cap ?? null,
  } as AvailabilityRules;
}

function toAvailability(
  timeZone: string,
  own: repo.AvailabilityRow | undefined,
  defaults: WeeklyHours,
): Availability {
  const rules = rulesOf(timeZone, own, defaults);
  return {
    time_zone: timeZone,
    weekly: own?.weekly ?? null,
    effective_weekly: rules.weekly as WeeklyHours,
    uses_default_hours: !own?.weekly,
    overrides: own?.overrides ?? [],
    minimum_notice_minutes: rules.minimum_notice_minutes,
    booking_horizon_days: rules.booking_horizon_days,
    daily_cap: rules.daily_cap ?? null,
  };
}

export async function myAvailability(ctx: Ctx): Promise<Availability> {
  const { profile } = await ensureOwnProfile(ctx);
  const [own] = await repo.availabilityOf(ctx.db, [profile.user_id]);
  return toAvailability(profile.time_zone, own, await platformWeekly(ctx.db));
}

/** The engine's verdict on a rule set as a 400 naming what is wrong. */
function checkRules(rules: AvailabilityRules): void {
  const problems = validateRules(rules) as unknown;
  const list = Array.isArray(problems)
    ? problems
    : problems && typeof problems === 'object' && 'errors' in problems
      ? (problems as { errors: unknown[] }).errors
      : [];
  if (list.length > 0)
    throw new AppError('VALIDATION_FAILED', 'These hours cannot be used', { errors: list });
}

export async function saveMyAvailability(
  ctx: Ctx,
  input: z.output<typeof availabilityInputSchema>,
): Promise<Availability> {
  const { profile } = await ensureOwnProfile(ctx);
  const values = { specialist_id: profile.user_id, ...input };
  const defaults = await platformWeekly(ctx.db);
  checkRules(
    rulesOf(profile.time_zone, { ...values, created_at: new Date(), updated_at: new Date() }, defaults),
  );
  const saved = await repo.saveAvailability(ctx.db, values);
  return toAvailability(profile.time_zone, saved, defaults);
}

export async function getDefaultHours(db: Db): Promise<{ weekly: WeeklyHours; updated_at: string | null }> {
  const row = await repo.defaultHours(db);
  return { weekly: row?.weekly ?? FALLBACK_WEEKLY, updated_at: row?.updated_at.toISOString() ?? null };
}

export async function saveDefaultHours(ctx: Ctx, weekly: WeeklyHours) {
  const actor = requireActor(ctx);
  checkRules(rulesOf('UTC', undefined, weekly));
  await ctx.db.transaction(async (tx) => {
    const before = await repo.defaultHours(tx);
    await repo.saveDefaultHours(tx, weekly, actor.id);
    await recordAudit(
      ctx,
      {
        action: 'marketplace.default_hours_changed',
        target_type: 'marketplace_default_hours',
        target_id: '1',
        target_label: 'Default hours',
        before: before?.weekly ?? FALLBACK_WEEKLY,
        after: weekly,
      },
      tx,
    );
  });
  return getDefaultHours(ctx.db);
}

// ---- slots ------------------------------------------------------------------------------------

const iso = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).toISOString();

/**
 * Free slots of one active service of a listed specialist between `from` and `to`, grouped by
 * day in the viewer's zone. Notice, horizon, cap, buffers and what is booked are the engine's.
 */
export async function slotsFor(
  db: Db,
  busy: BusyProvider,
  specialistId: string,
  query: { service_id: string; from?: string | undefined; to?: string | undefined; tz?: string | undefined },
  now = new Date(),
): Promise<Omit<SlotsResponse, 'status'>> {
  const listed = await repo.findListed(db, specialistId);
  if (!listed) throw notFound(SPECIALIST_NOT_FOUND);
  const service = await repo.findService(db, query.service_id);
  if (!service || service.service.specialist_id !== specialistId || !service.service.active)
    throw notFound(SERVICE_NOT_FOUND);
  const from = query.from ? new Date(query.from) : now;
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + SLOTS_DEFAULT_DAYS * DAY_MS);
  if (to <= from)
    throw new AppError('VALIDATION_FAILED', '`to` must be after `from`', {
      errors: { to: 'Must be after from' },
    });
  if (to.getTime() - from.getTime() > SLOTS_MAX_DAYS * DAY_MS)
    throw new AppError('VALIDATION_FAILED', `Ask for at most ${SLOTS_MAX_DAYS} days of slots`, {
      errors: { to: `At most ${SLOTS_MAX_DAYS} days after from` },
    });
  const [own] = await repo.availabilityOf(db, [specialistId]);
  const rules = rulesOf(listed.profile.time_zone, own, await platformWeekly(db));
  const taken = (await busy(db, [specialistId], { from, to })).get(specialistId) ?? [];
  const slots = computeSlots({
    rules,
    service: {
      duration_minutes: service.service.duration_minutes,
      buffer_before_minutes: service.service.buffer_before_minutes,
      buffer_after_minutes: service.service.buffer_after_minutes,
    },
    busy: taken,
    from,
    to,
    now,
  });
  const viewerTz = query.tz ?? listed.profile.time_zone;
  const wire = slots.map((s) => ({ start: iso(s.start), end: iso(s.end) }));
  const days = groupSlotsByDay(slots, viewerTz).map((d) => ({
    date: d.date,
    slots: d.slots.map((s) => ({ start: iso(s.start), end: iso(s.end) })),
  }));
  return {
    service_id: service.service.id,
    time_zone: viewerTz,
    specialist_time_zone: listed.profile.time_zone,
    from: from.toISOString(),
    to: to.toISOString(),
    slots: wire,
    days,
  };
}

/**
 * Of `specialistIds`, those with at least one free slot of an active service in the next 7 days.
 * Bounded: one query each for hours, services and bookings over all of them, then the pure
 * engine per specialist, stopping at the first service with a slot.
 */
export async function availableWithinWeek(
  db: Db,
  busy: BusyProvider,
  specialistIds: readonly string[],
  now = new Date(),
): Promise<Set<string>> {
  if (specialistIds.length === 0) return new Set();
  const from = now;
  const to = new Date(now.getTime() + 7 * DAY_MS);
  const [zones, own, services, defaults, taken] = await Promise.all([
    repo.listedZones(db, specialistIds),
    repo.availabilityOf(db, specialistIds),
    repo.servicesOf(db, specialistIds, { activeOnly: true }),
    platformWeekly(db),
    busy(db, specialistIds, { from, to }),
  ]);
  const ownBy = new Map(own.map((a) => [a.specialist_id, a]));
  const servicesBy = new Map<string, repo.ServiceRow[]>();
  for (const { service } of services) {
    const list = servicesBy.get(service.specialist_id) ?? [];
    list.push(service);
    servicesBy.set(service.specialist_id, list);
  }
  const out = new Set<string>();
  for (const [id, timeZone] of zones) {
    const rules = rulesOf(timeZone, ownBy.get(id), defaults);
    const candidates = [...(servicesBy.get(id) ?? [])].sort(
      (a, b) =>
        a.duration_minutes +
        a.buffer_before_minutes +
        a.buffer_after_minutes -
        (b.duration_minutes + b.buffer_before_minutes + b.buffer_after_minutes),
    );
    for (const s of candidates) {
      const slots = computeSlots({
        rules,
        service: {
          duration_minutes: s.duration_minutes,
          buffer_before_minutes: s.buffer_before_minutes,
          buffer_after_minutes: s.buffer_after_minutes,
        },
        busy: taken.get(id) ?? [],
        from,
        to,
        now,
      });
      if (slots.length > 0) {
        out.add(id);
        break;
      }
    }
  }
  return out;
}

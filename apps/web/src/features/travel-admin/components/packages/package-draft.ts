import {
  DEFAULT_CANCELLATION_POLICY,
  type TravelPackage,
  type TravelPackageInput,
  type TravelPackageStatus,
  travelPackageInputSchema,
} from '@fundpath/contracts/travel';
import { bpsToPercent, centsToDollars, dollarsToCents, percentToBps } from '@/lib/commerce-units';

/** The largest price the contract takes ($1,000,000). */
const MAX_CENTS = 100_000_000;

/** An itinerary day as typed: numbers stay text until the form is sent. */
export interface DayDraft {
  /** Stable React key. */
  key: string;
  day: string;
  title: string;
  description: string;
}

export interface TierDraft {
  key: string;
  days_before: string;
  refund_percent: string;
}

export interface DepartureDraft {
  key: string;
  /** Set for a departure that exists: sent back so the server updates it instead of adding one. */
  id?: string;
  starts_on: string;
  ends_on: string;
  capacity: string;
  price: string;
  single_supplement: string;
  status: 'open' | 'closed';
  /** Read-only: seats held by bookings (the capacity cannot go below it). */
  seats_taken: number;
}

export interface PackageDraft {
  title: string;
  destination: string;
  summary: string;
  description: string;
  itinerary: DayDraft[];
  images: string[];
  inclusions: string[];
  exclusions: string[];
  status: TravelPackageStatus;
  /** Percent; empty: the affiliate's tier or the platform default applies. */
  commission_percent: string;
  deposit_percent: string;
  policy: TierDraft[];
  departures: DepartureDraft[];
}

/** Errors keyed like the API's fields (`commission_rate_bps`, `departures.2.price_cents`), so a 400 lands on the same inputs. */
export type DraftErrors = Record<string, string>;

let keySeq = 0;
export const newKey = (prefix = 'new') => `${prefix}-${++keySeq}`;

export const emptyDay = (day: number): DayDraft => ({
  key: newKey('day'),
  day: String(day),
  title: '',
  description: '',
});

export const emptyTier = (): TierDraft => ({ key: newKey('tier'), days_before: '', refund_percent: '' });

/** A new departure copies the last one's capacity and prices (dates are what change). */
export const emptyDeparture = (like?: DepartureDraft): DepartureDraft => ({
  key: newKey('dep'),
  starts_on: '',
  ends_on: '',
  capacity: like?.capacity ?? '',
  price: like?.price ?? '',
  single_supplement: like?.single_supplement ?? '0.00',
  status: 'open',
  seats_taken: 0,
});

const tiersOf = (policy: ReadonlyArray<{ days_before: number; refund_bps: number }>): TierDraft[] =>
  policy.map((t) => ({
    key: newKey('tier'),
    days_before: String(t.days_before),
    refund_percent: bpsToPercent(t.refund_bps),
  }));

export const emptyDraft = (): PackageDraft => ({
  title: '',
  destination: '',
  summary: '',
  description: '',
  itinerary: [emptyDay(1)],
  images: [],
  inclusions: [],
  exclusions: [],
  status: 'draft',
  commission_percent: '',
  deposit_percent: '20',
  policy: tiersOf(DEFAULT_CANCELLATION_POLICY),
  departures: [],
});

export function draftOf(p: TravelPackage): PackageDraft {
  return {
    title: p.title,
    destination: p.destination,
    summary: p.summary,
    description: p.description,
    itinerary: p.itinerary.map((d) => ({
      key: newKey('day'),
      day: String(d.day),
      title: d.title,
      description: d.description,
    })),
    images: p.images,
    inclusions: p.inclusions,
    exclusions: p.exclusions,
    status: p.status,
    commission_percent: p.commission_rate_bps === null ? '' : bpsToPercent(p.commission_rate_bps),
    deposit_percent: bpsToPercent(p.deposit_bps),
    policy: tiersOf(p.cancellation_policy),
    departures: p.departures.map((d) => ({
      key: d.id,
      id: d.id,
      starts_on: d.starts_on,
      ends_on: d.ends_on,
      capacity: String(d.capacity),
      price: centsToDollars(d.price_cents),
      single_supplement: centsToDollars(d.single_supplement_cents),
      status: d.status,
      seats_taken: d.seats_taken,
    })),
  };
}

/** A whole number typed by a person, or NaN (which the contract then refuses with its own message). */
function wholeNumber(text: string): number {
  const t = text.trim().replaceAll(',', '');
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * The request body a draft describes, or every field's problem. Percent becomes basis points and
 * dollars cents here, on strings (never through floating point); the rest is checked with the
 * contract's own schema, so the form refuses what the server would.
 */
export function draftToInput(
  draft: PackageDraft,
): { ok: true; input: TravelPackageInput } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};

  let commission: number | null = null;
  if (draft.commission_percent.trim() !== '') {
    const r = percentToBps(draft.commission_percent, 'The commission rate');
    if (r.ok) commission = r.value;
    else errors.commission_rate_bps = r.error;
  }
  const deposit = percentToBps(draft.deposit_percent, 'The deposit');
  if (!deposit.ok) errors.deposit_bps = deposit.error;

  const cancellation_policy = draft.policy.map((t, i) => {
    const days = wholeNumber(t.days_before);
    if (Number.isNaN(days)) errors[`cancellation_policy.${i}.days_before`] = 'Enter a whole number of days';
    const refund = percentToBps(t.refund_percent, 'The refund');
    if (!refund.ok) errors[`cancellation_policy.${i}.refund_bps`] = refund.error;
    return { days_before: days, refund_bps: refund.ok ? refund.value : 0 };
  });
  const seen = new Set<number>();
  cancellation_policy.forEach((t, i) => {
    if (Number.isNaN(t.days_before)) return;
    if (seen.has(t.days_before))
      errors[`cancellation_policy.${i}.days_before`] ??= 'Another tier starts at the same day';
    seen.add(t.days_before);
  });

  const itinerary = draft.itinerary.map((d, i) => {
    const day = wholeNumber(d.day);
    if (Number.isNaN(day)) errors[`itinerary.${i}.day`] = 'Enter a day number';
    return { day, title: d.title, description: d.description };
  });

  const departures = draft.departures.map((d, i) => {
    const capacity = wholeNumber(d.capacity);
    if (Number.isNaN(capacity)) errors[`departures.${i}.capacity`] = 'Enter a whole number of seats';
    else if (capacity < d.seats_taken)
      errors[`departures.${i}.capacity`] = `${d.seats_taken} seats are booked: the capacity cannot be lower`;
    const price = dollarsToCents(d.price, MAX_CENTS, 'a price');
    if (!price.ok) errors[`departures.${i}.price_cents`] = price.error;
    const supplement = dollarsToCents(d.single_supplement || '0', MAX_CENTS, 'a supplement');
    if (!supplement.ok) errors[`departures.${i}.single_supplement_cents`] = supplement.error;
    if (!d.starts_on) errors[`departures.${i}.starts_on`] = 'Choose the first day';
    if (!d.ends_on) errors[`departures.${i}.ends_on`] = 'Choose the last day';
    return {
      ...(d.id ? { id: d.id } : {}),
      starts_on: d.starts_on,
      ends_on: d.ends_on,
      capacity,
      price_cents: price.ok ? price.value : 0,
      single_supplement_cents: supplement.ok ? supplement.value : 0,
      status: d.status,
    };
  });

  const input: TravelPackageInput = {
    title: draft.title,
    destination: draft.destination,
    summary: draft.summary,
    description: draft.description,
    itinerary,
    images: draft.images,
    inclusions: draft.inclusions,
    exclusions: draft.exclusions,
    status: draft.status,
    commission_rate_bps: commission,
    deposit_bps: deposit.ok ? deposit.value : 0,
    cancellation_policy,
    departures,
  };
  const parsed = travelPackageInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.') || 'form';
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input };
}

/** Moves item `index` by one place; out of range leaves the list as it is. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const j = index + by;
  if (j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[index], next[j]] = [next[j]!, next[index]!];
  return next;
}

/**
 * Moves a day up or down the itinerary: its title and description travel, the day numbers stay
 * where they are (day 2 is still day 2, now with the other plan).
 */
export function moveDay(days: readonly DayDraft[], index: number, by: -1 | 1): DayDraft[] {
  const moved = move(days, index, by);
  return moved.map((d, i) => ({ ...d, day: days[i]!.day }));
}

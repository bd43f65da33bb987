/**
 * The travel checkout's form: what the traveller typed, the checks run before sending (the
 * contract's rules, by hand: this page keeps zod off its chunk, ADR 005) and the booking body.
 * The server checks everything again; these only save a round trip.
 */
import type { PaymentInput } from '@fundpath/contracts/ecommerce';
import type { Departure, TravelBookingBody, TravelPackage } from '@fundpath/contracts/travel';
import {
  BALANCE_DUE_DAYS,
  type BookingPrice,
  DEPOSIT_CUTOFF_DAYS,
  daysBetween,
  type PaymentPlan,
  priceBooking,
} from '@fundpath/contracts/travel-pricing';
import { addDays } from './format';

/** The most travellers one booking holds (contract: MAX_TRAVELLERS; kept here so zod stays off). */
export const MAX_TRAVELLERS = 12;

export interface TravellerDraft {
  full_name: string;
  date_of_birth: string;
  single_room: boolean;
}

export interface CheckoutDraft {
  departure_id: string;
  lead: { full_name: string; email: string; phone: string };
  travellers: TravellerDraft[];
  plan: PaymentPlan;
  accept_terms: boolean;
}

export const emptyTraveller = (): TravellerDraft => ({
  full_name: '',
  date_of_birth: '',
  single_room: false,
});

export function initialDraft(departureId: string): CheckoutDraft {
  return {
    departure_id: departureId,
    lead: { full_name: '', email: '', phone: '' },
    travellers: [emptyTraveller()],
    plan: 'full',
    accept_terms: false,
  };
}

/** The list grown with empty travellers or cut to `count` (what was typed for the first ones stays). */
export function resizeTravellers(list: readonly TravellerDraft[], count: number): TravellerDraft[] {
  const n = Math.max(1, Math.min(MAX_TRAVELLERS, Math.floor(count)));
  return Array.from({ length: n }, (_, i) => list[i] ?? emptyTraveller());
}

/** How many travellers a departure can still take in one booking. */
export const maxTravellersFor = (departure: Departure | undefined) =>
  Math.max(1, Math.min(MAX_TRAVELLERS, departure?.seats_left ?? 1));

/**
 * The deposit plan is offered when the package takes one and the departure is more than
 * DEPOSIT_CUTOFF_DAYS away (closer departures are paid in full, as the server prices them).
 */
export function depositAllowed(
  pkg: Pick<TravelPackage, 'deposit_bps'>,
  departure: Departure | undefined,
  today: string,
) {
  return !!departure && pkg.deposit_bps > 0 && daysBetween(today, departure.starts_on) > DEPOSIT_CUTOFF_DAYS;
}

/** The plan that will be charged: the chosen one, unless the deposit is not offered. */
export const effectivePlan = (
  draft: Pick<CheckoutDraft, 'plan'>,
  pkg: Pick<TravelPackage, 'deposit_bps'>,
  departure: Departure | undefined,
  today: string,
): PaymentPlan => (draft.plan === 'deposit' && depositAllowed(pkg, departure, today) ? 'deposit' : 'full');

/** The live breakdown, with the same function the server charges with. */
export function priceDraft(
  draft: CheckoutDraft,
  pkg: Pick<TravelPackage, 'deposit_bps'>,
  departure: Departure,
  today: string,
): BookingPrice & { plan: PaymentPlan; balance_due_on: string | null } {
  const plan = effectivePlan(draft, pkg, departure, today);
  const price = priceBooking(departure, draft.travellers, plan, pkg.deposit_bps);
  return {
    ...price,
    plan,
    balance_due_on: price.balance_cents > 0 ? addDays(departure.starts_on, -BALANCE_DUE_DAYS) : null,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+\-(). ]{7,40}$/;
const hasControl = (s: string) => /\p{Cc}/u.test(s);

function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(s);
}

function checkName(value: string, label: string): string | null {
  const v = value.trim();
  if (!v) return `${label} is required`;
  if (v.length > 120) return `${label} must be at most 120 characters`;
  if (hasControl(v)) return `${label} cannot contain control characters`;
  return null;
}

/**
 * Field errors keyed like the server's (`lead.email`, `travellers.1.date_of_birth`,
 * `accept_terms`), so the server's 400 lands on the same fields. Empty when all is well.
 */
export function checkDraft(draft: CheckoutDraft, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (key: string, message: string | null) => {
    if (message) errors[key] = message;
  };
  if (!draft.departure_id) errors.departure_id = 'Choose a departure';
  put('lead.full_name', checkName(draft.lead.full_name, 'Full name'));
  const email = draft.lead.email.trim();
  if (!email) errors['lead.email'] = 'E-mail is required';
  else if (!EMAIL.test(email) || email.length > 254) errors['lead.email'] = 'Enter a valid e-mail address';
  const phone = draft.lead.phone.trim();
  if (phone && !PHONE.test(phone)) errors['lead.phone'] = 'Enter a valid phone number';
  draft.travellers.forEach((t, i) => {
    put(`travellers.${i}.full_name`, checkName(t.full_name, 'Full name'));
    if (!t.date_of_birth) errors[`travellers.${i}.date_of_birth`] = 'Date of birth is required';
    else if (!isRealDate(t.date_of_birth))
      errors[`travellers.${i}.date_of_birth`] = 'Use a date like 1990-04-21';
    else if (t.date_of_birth > today || t.date_of_birth < '1900-01-01')
      errors[`travellers.${i}.date_of_birth`] = 'Enter a date of birth in the past';
  });
  if (!draft.accept_terms) errors.accept_terms = 'Accept the booking terms to continue';
  return errors;
}

/** The `POST /api/travel/bookings` body (contract: travelBookingBodySchema). */
export function bookingBody(
  draft: CheckoutDraft,
  packageId: string,
  plan: PaymentPlan,
  payment: PaymentInput,
  expectedTotalCents: number,
): TravelBookingBody {
  return {
    package_id: packageId,
    departure_id: draft.departure_id,
    lead: {
      full_name: draft.lead.full_name.trim(),
      email: draft.lead.email.trim(),
      phone: draft.lead.phone.trim(),
    },
    travellers: draft.travellers.map((t) => ({
      full_name: t.full_name.trim(),
      date_of_birth: t.date_of_birth,
      single_room: t.single_room,
    })),
    payment_plan: plan,
    accept_terms: true,
    payment,
    expected_total_cents: expectedTotalCents,
  };
}

/**
 * Parsers for the travel storefront's responses (packages, a travel site, a booking). They check
 * what the contract schemas in `@fundpath/contracts/travel` check and return the same stripped
 * objects, without loading zod into pages a traveller lands on from a shared link (ADR 005, like
 * the storefront's api/wire). `wire.test.ts` holds each against its contract schema.
 */
import type {
  BookingResponse,
  Departure,
  PackageListResponse,
  PublicTravelSite,
  TravelBooking,
  TravelPackage,
  TravelPackageSummary,
} from '@fundpath/contracts/travel';
import {
  arr,
  bool,
  int,
  intOrNull,
  type Obj,
  obj,
  oneOf,
  parser,
  str,
  strOrNull,
  success,
} from '@/lib/wire-checks';

const packageStatuses = ['draft', 'published', 'archived'] as const;
const departureStatuses = ['open', 'closed'] as const;
const bookingStatuses = ['pending_payment', 'confirmed', 'completed', 'cancelled'] as const;
const plans = ['deposit', 'full'] as const;
const paymentStatuses = [
  'pending',
  'requires_action',
  'paid',
  'failed',
  'refunded',
  'partially_refunded',
] as const;

const strings = (v: unknown, what: string) => arr(v, what).map((s) => str(s, what));

function summaryFields(o: Obj): TravelPackageSummary {
  return {
    id: str(o.id, 'id'),
    title: str(o.title, 'title'),
    destination: str(o.destination, 'destination'),
    summary: str(o.summary, 'summary'),
    image: strOrNull(o.image, 'image'),
    duration_days: int(o.duration_days, 'duration_days'),
    from_price_cents: intOrNull(o.from_price_cents, 'from_price_cents'),
    next_departure: strOrNull(o.next_departure, 'next_departure'),
    status: oneOf(packageStatuses, o.status, 'status'),
  };
}

export const parseSummary = (v: unknown): TravelPackageSummary => summaryFields(obj(v, 'package'));

function departure(v: unknown): Departure {
  const o = obj(v, 'departure');
  return {
    id: str(o.id, 'departure.id'),
    starts_on: str(o.starts_on, 'departure.starts_on'),
    ends_on: str(o.ends_on, 'departure.ends_on'),
    capacity: int(o.capacity, 'departure.capacity'),
    seats_taken: int(o.seats_taken, 'departure.seats_taken'),
    seats_left: int(o.seats_left, 'departure.seats_left'),
    price_cents: int(o.price_cents, 'departure.price_cents'),
    single_supplement_cents: int(o.single_supplement_cents, 'departure.single_supplement_cents'),
    status: oneOf(departureStatuses, o.status, 'departure.status'),
  };
}

function tier(v: unknown) {
  const o = obj(v, 'tier');
  return { days_before: int(o.days_before, 'days_before'), refund_bps: int(o.refund_bps, 'refund_bps') };
}

export function parsePackage(v: unknown): TravelPackage {
  const o = obj(v, 'package');
  return {
    ...summaryFields(o),
    description: str(o.description, 'description'),
    itinerary: arr(o.itinerary, 'itinerary').map((d) => {
      const day = obj(d, 'day');
      // The contract's day schema trims, and defaults a missing description to ''.
      return {
        day: int(day.day, 'day.day'),
        title: str(day.title, 'day.title').trim(),
        description: day.description === undefined ? '' : str(day.description, 'day.description').trim(),
      };
    }),
    images: strings(o.images, 'images'),
    inclusions: strings(o.inclusions, 'inclusions'),
    exclusions: strings(o.exclusions, 'exclusions'),
    commission_rate_bps: intOrNull(o.commission_rate_bps, 'commission_rate_bps'),
    deposit_bps: int(o.deposit_bps, 'deposit_bps'),
    cancellation_policy: arr(o.cancellation_policy, 'cancellation_policy').map(tier),
    departures: arr(o.departures, 'departures').map(departure),
    created_at: str(o.created_at, 'created_at'),
    updated_at: str(o.updated_at, 'updated_at'),
  };
}

/** `GET /api/travel/packages` (contract: packageListResponseSchema). */
export const packageListParser = parser((v): PackageListResponse => {
  const o = obj(v, 'body');
  return {
    status: success(o.status),
    packages: arr(o.packages, 'packages').map(parseSummary),
    total: int(o.total, 'total'),
    page: int(o.page, 'page'),
    per_page: int(o.per_page, 'per_page'),
    destinations: strings(o.destinations, 'destinations'),
  };
});

/** `GET /api/travel/packages/{id}` (contract: packageResponseSchema). */
export const packageParser = parser((v): { status: 'success'; package: TravelPackage } => {
  const o = obj(v, 'body');
  return { status: success(o.status), package: parsePackage(o.package) };
});

/** `GET /api/travel/sites/{code}` (contract: publicSiteResponseSchema). */
export const publicSiteParser = parser((v): { status: 'success'; site: PublicTravelSite } => {
  const o = obj(v, 'body');
  const s = obj(o.site, 'site');
  const links = obj(s.links, 'links');
  return {
    status: success(o.status),
    site: {
      code: str(s.code, 'code'),
      display_name: str(s.display_name, 'display_name'),
      photo_url: str(s.photo_url, 'photo_url'),
      bio: str(s.bio, 'bio'),
      primary_color: str(s.primary_color, 'primary_color'),
      accent_color: str(s.accent_color, 'accent_color'),
      links: { travel: str(links.travel, 'links.travel'), referral: str(links.referral, 'links.referral') },
      featured: arr(s.featured, 'featured').map(parseSummary),
    },
  };
});

export function parseBooking(v: unknown): TravelBooking {
  const o = obj(v, 'booking');
  const pkg = obj(o.package, 'package');
  const dep = obj(o.departure, 'departure');
  const lead = obj(o.lead, 'lead');
  const payment = obj(o.payment, 'payment');
  const affiliate = o.affiliate === null ? null : obj(o.affiliate, 'affiliate');
  return {
    id: str(o.id, 'id'),
    booking_number: str(o.booking_number, 'booking_number'),
    status: oneOf(bookingStatuses, o.status, 'status'),
    package: {
      id: str(pkg.id, 'package.id'),
      title: str(pkg.title, 'package.title'),
      destination: str(pkg.destination, 'package.destination'),
      image: strOrNull(pkg.image, 'package.image'),
    },
    departure: {
      id: str(dep.id, 'departure.id'),
      starts_on: str(dep.starts_on, 'departure.starts_on'),
      ends_on: str(dep.ends_on, 'departure.ends_on'),
    },
    lead: {
      full_name: str(lead.full_name, 'lead.full_name'),
      email: str(lead.email, 'lead.email'),
      phone: str(lead.phone, 'lead.phone'),
    },
    travellers: arr(o.travellers, 'travellers').map((t) => {
      const x = obj(t, 'traveller');
      return {
        id: str(x.id, 'traveller.id'),
        full_name: str(x.full_name, 'traveller.full_name'),
        date_of_birth: str(x.date_of_birth, 'traveller.date_of_birth'),
        single_room: bool(x.single_room, 'traveller.single_room'),
      };
    }),
    payment_plan: oneOf(plans, o.payment_plan, 'payment_plan'),
    lines: arr(o.lines, 'lines').map((l) => {
      const x = obj(l, 'line');
      return {
        label: str(x.label, 'line.label'),
        quantity: int(x.quantity, 'line.quantity'),
        unit_cents: int(x.unit_cents, 'line.unit_cents'),
        total_cents: int(x.total_cents, 'line.total_cents'),
      };
    }),
    total_cents: int(o.total_cents, 'total_cents'),
    paid_cents: int(o.paid_cents, 'paid_cents'),
    refunded_cents: int(o.refunded_cents, 'refunded_cents'),
    balance_cents: int(o.balance_cents, 'balance_cents'),
    balance_due_on: strOrNull(o.balance_due_on, 'balance_due_on'),
    cancellation_policy: arr(o.cancellation_policy, 'cancellation_policy').map(tier),
    refund_if_cancelled_cents: intOrNull(o.refund_if_cancelled_cents, 'refund_if_cancelled_cents'),
    payment: {
      status: oneOf(paymentStatuses, payment.status, 'payment.status'),
      card_brand: strOrNull(payment.card_brand, 'payment.card_brand'),
      card_last4: strOrNull(payment.card_last4, 'payment.card_last4'),
      failure_message: strOrNull(payment.failure_message, 'payment.failure_message'),
      client_secret: strOrNull(payment.client_secret, 'payment.client_secret'),
    },
    affiliate: affiliate
      ? {
          code: str(affiliate.code, 'affiliate.code'),
          display_name: str(affiliate.display_name, 'affiliate.display_name'),
        }
      : null,
    timeline: arr(o.timeline, 'timeline').map((e) => {
      const x = obj(e, 'event');
      return {
        at: str(x.at, 'event.at'),
        kind: str(x.kind, 'event.kind'),
        message: str(x.message, 'event.message'),
      };
    }),
    created_at: str(o.created_at, 'created_at'),
  };
}

/** Every booking call's answer (contract: bookingResponseSchema). */
export const bookingParser = parser((v): BookingResponse => {
  const o = obj(v, 'body');
  return { status: success(o.status), booking: parseBooking(o.booking), message: str(o.message, 'message') };
});

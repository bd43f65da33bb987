/**
 * Parsers for the public booking page's reads (`GET /api/marketplace/book/:link_code`, the slots).
 * They check what the contract schemas in `@fundpath/contracts/marketplace` check and return the
 * same stripped objects, without loading zod (~26 kB gzip) into a page visitors land on from a
 * link or QR code (ADR 005, like features/storefront/api/wire). `wire.test.ts` holds each one
 * against its contract schema over valid and broken samples.
 */
import type {
  PublicSpecialist,
  Service,
  Slot,
  SlotsResponse,
  SpecialistDetail,
} from '@fundpath/contracts/marketplace';
import { arr, bool, int, intOrNull, obj, oneOf, parser, str, strOrNull, success } from '@/lib/wire-checks';

// The contract's `locationModes` and `serviceModes`, restated: importing them would load zod.
const locationModes: readonly PublicSpecialist['location_mode'][] = ['online', 'in_person', 'both'];
const serviceModes: readonly Service['mode'][] = ['online', 'in_person'];

const strings = (v: unknown, what: string) => arr(v, what).map((s) => str(s, what));

function service(v: unknown): Service {
  const o = obj(v, 'service');
  return {
    id: str(o.id, 'service.id'),
    specialist_id: str(o.specialist_id, 'service.specialist_id'),
    category_id: strOrNull(o.category_id, 'service.category_id'),
    category_name: strOrNull(o.category_name, 'service.category_name'),
    name: str(o.name, 'service.name'),
    description: str(o.description, 'service.description'),
    duration_minutes: int(o.duration_minutes, 'service.duration_minutes'),
    price_cents: int(o.price_cents, 'service.price_cents'),
    currency: str(o.currency, 'service.currency'),
    mode: oneOf(serviceModes, o.mode, 'service.mode'),
    buffer_before_minutes: int(o.buffer_before_minutes, 'service.buffer_before_minutes'),
    buffer_after_minutes: int(o.buffer_after_minutes, 'service.buffer_after_minutes'),
    requires_confirmation: bool(o.requires_confirmation, 'service.requires_confirmation'),
    active: bool(o.active, 'service.active'),
    sort: int(o.sort, 'service.sort'),
  };
}

function specialistDetail(v: unknown): SpecialistDetail {
  const o = obj(v, 'specialist');
  return {
    id: str(o.id, 'id'),
    display_name: str(o.display_name, 'display_name'),
    photo_url: strOrNull(o.photo_url, 'photo_url'),
    headline: str(o.headline, 'headline'),
    specialties: strings(o.specialties, 'specialties'),
    languages: strings(o.languages, 'languages'),
    time_zone: str(o.time_zone, 'time_zone'),
    location_mode: oneOf(locationModes, o.location_mode, 'location_mode'),
    city: str(o.city, 'city'),
    link_code: str(o.link_code, 'link_code'),
    from_price_cents: intOrNull(o.from_price_cents, 'from_price_cents'),
    currency: strOrNull(o.currency, 'currency'),
    service_count: int(o.service_count, 'service_count'),
    liked: bool(o.liked, 'liked'),
    approved_at: strOrNull(o.approved_at, 'approved_at'),
    bio: str(o.bio, 'bio'),
    services: arr(o.services, 'services').map(service),
    like_count: int(o.like_count, 'like_count'),
  };
}

function slot(v: unknown): Slot {
  const o = obj(v, 'slot');
  return { start: str(o.start, 'slot.start'), end: str(o.end, 'slot.end') };
}

/** `bookingPageResponseSchema`. */
export const bookingPageParser = parser((v) => {
  const o = obj(v, 'response');
  return { status: success(o.status), specialist: specialistDetail(o.specialist) };
});

/** `slotsResponseSchema`. */
export const slotsParser = parser((v): SlotsResponse => {
  const o = obj(v, 'response');
  return {
    status: success(o.status),
    service_id: str(o.service_id, 'service_id'),
    time_zone: str(o.time_zone, 'time_zone'),
    specialist_time_zone: str(o.specialist_time_zone, 'specialist_time_zone'),
    from: str(o.from, 'from'),
    to: str(o.to, 'to'),
    slots: arr(o.slots, 'slots').map(slot),
    days: arr(o.days, 'days').map((d) => {
      const day = obj(d, 'day');
      return { date: str(day.date, 'day.date'), slots: arr(day.slots, 'day.slots').map(slot) };
    }),
  };
});

/** `GET /api/marketplace/categories` (`categoryListResponseSchema`): the public categories and their fees. */
export const categoriesParser = parser((v) => {
  const o = obj(v, 'response');
  success(o.status);
  return {
    categories: arr(o.categories, 'categories').map((c) => {
      const x = obj(c, 'category');
      return {
        id: str(x.id, 'category.id'),
        name: str(x.name, 'category.name'),
        slug: str(x.slug, 'category.slug'),
        description: str(x.description, 'category.description'),
        platform_fee_bps: int(x.platform_fee_bps, 'category.platform_fee_bps'),
        active: bool(x.active, 'category.active'),
        sort: int(x.sort, 'category.sort'),
      };
    }),
  };
});

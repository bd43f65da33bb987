import type {
  Departure,
  PublicTravelSite,
  TravelBooking,
  TravelPackage,
  TravelPackageSummary,
} from '@fundpath/contracts/travel';

/** Test data shaped like the travel API's answers (contract types), with literal defaults. */

export const PACKAGE_ID = '5a0c3c1e-6b1f-4c7e-9f0e-0c1b2a3d4e5f';
export const DEPARTURE_ID = '7b1d4d2f-7c2a-4d8f-a01f-1d2c3b4e5f60';
export const LATE_DEPARTURE_ID = '8c2e5e30-8d3b-4e90-b120-2e3d4c5f6071';

export function makeDeparture(overrides: Partial<Departure> = {}): Departure {
  return {
    id: DEPARTURE_ID,
    starts_on: '2099-06-01',
    ends_on: '2099-06-08',
    capacity: 20,
    seats_taken: 12,
    seats_left: 8,
    price_cents: 129_900,
    single_supplement_cents: 30_000,
    status: 'open',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<TravelPackageSummary> = {}): TravelPackageSummary {
  return {
    id: PACKAGE_ID,
    title: 'Lagoon Villas & Reef Days',
    destination: 'Bali, Indonesia',
    summary: 'Seven nights between rice terraces and the reef.',
    image: 'https://images.example.com/bali.jpg',
    duration_days: 8,
    from_price_cents: 129_900,
    next_departure: '2099-06-01',
    status: 'published',
    ...overrides,
  };
}

export function makePackage(overrides: Partial<TravelPackage> = {}): TravelPackage {
  return {
    ...makeSummary(),
    description: 'Slow mornings, warm water.\n\nA guide meets you at the airport.',
    itinerary: [
      { day: 1, title: 'Arrive in Ubud', description: 'Transfer and welcome dinner.' },
      { day: 2, title: 'Rice terraces', description: '' },
    ],
    images: ['https://images.example.com/bali.jpg', 'https://images.example.com/reef.jpg'],
    inclusions: ['Seven nights in a villa', 'Airport transfers'],
    exclusions: ['International flights'],
    commission_rate_bps: null,
    deposit_bps: 2_000,
    cancellation_policy: [
      { days_before: 60, refund_bps: 10_000 },
      { days_before: 30, refund_bps: 5_000 },
      { days_before: 0, refund_bps: 0 },
    ],
    departures: [makeDeparture()],
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSite(overrides: Partial<PublicTravelSite> = {}): PublicTravelSite {
  return {
    code: 'ALEX2026',
    display_name: 'Alex Travels',
    photo_url: '',
    bio: 'Trips I have taken myself, and would take again.',
    primary_color: '#0e7490',
    accent_color: '#f59e0b',
    links: { travel: '/travel/ALEX2026', referral: '/ref/ALEX2026' },
    featured: [makeSummary()],
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<TravelBooking> = {}): TravelBooking {
  return {
    id: '9d3f6f41-9e4c-4fa1-8231-3f4e5d607182',
    booking_number: 'TRV-7K3M9Q',
    status: 'confirmed',
    package: {
      id: PACKAGE_ID,
      title: 'Lagoon Villas & Reef Days',
      destination: 'Bali, Indonesia',
      image: null,
    },
    departure: { id: DEPARTURE_ID, starts_on: '2099-06-01', ends_on: '2099-06-08' },
    lead: { full_name: 'Sam Rivera', email: 'sam@example.com', phone: '' },
    travellers: [
      { id: 't1', full_name: 'Sam Rivera', date_of_birth: '1990-04-02', single_room: false },
      { id: 't2', full_name: 'Ana Rivera', date_of_birth: '1992-09-12', single_room: true },
    ],
    payment_plan: 'deposit',
    lines: [
      { label: 'Travellers', quantity: 2, unit_cents: 129_900, total_cents: 259_800 },
      { label: 'Single supplement', quantity: 1, unit_cents: 30_000, total_cents: 30_000 },
    ],
    total_cents: 289_800,
    paid_cents: 57_960,
    refunded_cents: 0,
    balance_cents: 231_840,
    balance_due_on: '2099-05-02',
    cancellation_policy: [
      { days_before: 60, refund_bps: 10_000 },
      { days_before: 0, refund_bps: 0 },
    ],
    refund_if_cancelled_cents: 57_960,
    payment: {
      status: 'paid',
      card_brand: 'visa',
      card_last4: '4242',
      failure_message: null,
      client_secret: null,
    },
    affiliate: null,
    timeline: [{ at: '2026-01-06T09:00:00.000Z', kind: 'created', message: 'Booked with a deposit' }],
    created_at: '2026-01-06T09:00:00.000Z',
    ...overrides,
  };
}

import type {
  AdminBookingRow,
  AdminPackageSummary,
  Departure,
  TravelBooking,
  TravelPackage,
} from '@fundpath/contracts/travel';

/** Complete wire objects (the screens parse responses with the contracts' schemas). */

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const departure = (overrides: Partial<Departure> = {}): Departure => ({
  id: uuid(101),
  starts_on: '2027-05-10',
  ends_on: '2027-05-17',
  capacity: 16,
  seats_taken: 4,
  seats_left: 12,
  price_cents: 249_900,
  single_supplement_cents: 45_000,
  status: 'open',
  ...overrides,
});

export const travelPackage = (overrides: Partial<TravelPackage> = {}): TravelPackage => ({
  id: uuid(1),
  title: 'Lisbon and the Algarve',
  destination: 'Portugal',
  summary: 'Tiles, tarts and the coast.',
  image: 'https://images.example.com/lisbon.jpg',
  duration_days: 8,
  from_price_cents: 249_900,
  next_departure: '2027-05-10',
  status: 'published',
  description: 'Eight days from Lisbon to Lagos.',
  itinerary: [
    { day: 1, title: 'Arrive in Lisbon', description: 'Transfer to the hotel.' },
    { day: 2, title: 'Alfama', description: '' },
  ],
  images: ['https://images.example.com/lisbon.jpg'],
  inclusions: ['Hotels'],
  exclusions: ['Flights'],
  commission_rate_bps: 1250,
  deposit_bps: 2000,
  cancellation_policy: [
    { days_before: 60, refund_bps: 10_000 },
    { days_before: 30, refund_bps: 5_000 },
    { days_before: 0, refund_bps: 0 },
  ],
  departures: [
    departure(),
    departure({
      id: uuid(102),
      starts_on: '2027-09-01',
      ends_on: '2027-09-08',
      seats_taken: 0,
      seats_left: 16,
    }),
  ],
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-02T10:00:00.000Z',
  ...overrides,
});

export const packageRow = (overrides: Partial<AdminPackageSummary> = {}): AdminPackageSummary => {
  const p = travelPackage();
  return {
    id: p.id,
    title: p.title,
    destination: p.destination,
    summary: p.summary,
    image: p.image,
    duration_days: p.duration_days,
    from_price_cents: p.from_price_cents,
    next_departure: p.next_departure,
    status: p.status,
    ...overrides,
  };
};

export const packagePage = (packages: AdminPackageSummary[], destinations = ['Portugal']) => ({
  body: { status: 'success', packages, total: packages.length, page: 1, per_page: 20, destinations },
});

export const bookingRow = (overrides: Partial<AdminBookingRow> = {}): AdminBookingRow => ({
  id: uuid(500),
  booking_number: 'TRV-7K3M9Q',
  status: 'confirmed',
  package_title: 'Lisbon and the Algarve',
  departure: { id: uuid(101), starts_on: '2027-05-10' },
  lead_name: 'Rosa Diaz',
  lead_email: 'rosa@example.com',
  travellers: 2,
  total_cents: 544_800,
  paid_cents: 108_960,
  refunded_cents: 0,
  affiliate_code: 'ALEX2026',
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const booking = (overrides: Partial<TravelBooking> = {}): TravelBooking => ({
  id: uuid(500),
  booking_number: 'TRV-7K3M9Q',
  status: 'confirmed',
  package: { id: uuid(1), title: 'Lisbon and the Algarve', destination: 'Portugal', image: null },
  departure: { id: uuid(101), starts_on: '2027-05-10', ends_on: '2027-05-17' },
  lead: { full_name: 'Rosa Diaz', email: 'rosa@example.com', phone: '' },
  travellers: [
    { id: uuid(601), full_name: 'Rosa Diaz', date_of_birth: '1985-04-02', single_room: false },
    { id: uuid(602), full_name: 'Amy Santiago', date_of_birth: '1987-09-19', single_room: true },
  ],
  payment_plan: 'deposit',
  lines: [
    { label: 'Travellers', quantity: 2, unit_cents: 249_900, total_cents: 499_800 },
    { label: 'Single supplement', quantity: 1, unit_cents: 45_000, total_cents: 45_000 },
  ],
  total_cents: 544_800,
  paid_cents: 108_960,
  refunded_cents: 0,
  balance_cents: 435_840,
  balance_due_on: '2027-04-10',
  cancellation_policy: [
    { days_before: 60, refund_bps: 10_000 },
    { days_before: 0, refund_bps: 0 },
  ],
  refund_if_cancelled_cents: 108_960,
  payment: {
    status: 'paid',
    card_brand: 'Visa',
    card_last4: '4242',
    failure_message: null,
    client_secret: null,
  },
  affiliate: { code: 'ALEX2026', display_name: 'Alex Affiliate' },
  timeline: [{ at: '2026-11-01T10:00:00.000Z', kind: 'created', message: 'Booked with a deposit' }],
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

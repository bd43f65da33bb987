import type { MarketplaceBooking } from '@fundpath/contracts/marketplace-bookings';

/** A stable uuid from a number (ids must pass the server's uuid checks). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A confirmed, paid booking of Morgan with Riley three days out (so it may be cancelled with a full refund). */
export function booking(overrides: Partial<MarketplaceBooking> = {}): MarketplaceBooking {
  const start = Date.now() + 72 * HOUR;
  return {
    id: uuid(1),
    number: 'MB-7K3M9Q',
    status: 'confirmed',
    service: { id: uuid(11), name: 'Deep tissue massage', duration_minutes: 50, mode: 'in_person' },
    specialist: { id: uuid(21), display_name: 'Dr. Riley Specialist', time_zone: 'Asia/Manila' },
    member: { id: uuid(31), display_name: 'Mia Member' },
    start: iso(start),
    end: iso(start + 50 * 60_000),
    member_time_zone: 'Asia/Manila',
    note: '',
    price_cents: 8_500,
    platform_fee_cents: 1_275,
    specialist_earnings_cents: 7_225,
    currency: 'USD',
    requires_confirmation: true,
    expires_at: null,
    reason: '',
    payment: {
      status: 'charged',
      card_brand: 'visa',
      card_last4: '4242',
      charged_cents: 8_500,
      refunded_cents: 0,
      client_secret: null,
      failure_message: null,
    },
    actions: ['cancel', 'reschedule'],
    events: [
      {
        at: iso(Date.now() - 48 * HOUR),
        kind: 'requested',
        message: 'Requested Deep tissue massage (50 min)',
      },
      {
        at: iso(Date.now() - 47 * HOUR),
        kind: 'confirmed',
        message: 'Accepted by the specialist; card charged',
      },
    ],
    created_at: iso(Date.now() - 48 * HOUR),
    ...overrides,
  };
}

/** The list's shape of a booking (no timeline). */
export const bookingRow = (overrides: Partial<MarketplaceBooking> = {}) => {
  const { events: _e, ...row } = booking(overrides);
  return row;
};

export const listBody = (bookings: ReturnType<typeof bookingRow>[], total = bookings.length) => ({
  body: { status: 'success', bookings, total, page: 1, per_page: 10 },
});

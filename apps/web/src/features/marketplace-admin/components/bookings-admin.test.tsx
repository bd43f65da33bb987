import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { staffActionsOf } from './booking-staff-dialogs';
import { marketplaceBookingFiltersOf } from './bookings-admin';

const BOOKING_ID = '00000000-0000-4000-8000-000000000061';
const SPEC_A = '00000000-0000-4000-8000-000000000071';
const SPEC_B = '00000000-0000-4000-8000-000000000072';
const SERVICE_B = '00000000-0000-4000-8000-000000000081';
const LIST = 'GET /api/admin/marketplace/bookings';
const future = new Date(Date.now() + 3 * 86_400_000);

const booking = (over: Record<string, unknown> = {}) => ({
  id: BOOKING_ID,
  number: 'MB-7K3M9Q',
  status: 'confirmed',
  service: {
    id: '00000000-0000-4000-8000-000000000091',
    name: 'Deep tissue',
    duration_minutes: 60,
    mode: 'online',
  },
  specialist: { id: SPEC_A, display_name: 'Ana Reyes', time_zone: 'Asia/Manila' },
  member: { id: '00000000-0000-4000-8000-000000000051', display_name: 'Maria Santos' },
  start: future.toISOString(),
  end: new Date(future.getTime() + 3_600_000).toISOString(),
  member_time_zone: 'Asia/Manila',
  note: '',
  price_cents: 5000,
  platform_fee_cents: 750,
  specialist_earnings_cents: 4250,
  currency: 'USD',
  requires_confirmation: true,
  expires_at: null,
  reason: '',
  payment: {
    status: 'charged',
    card_brand: 'visa',
    card_last4: '4242',
    charged_cents: 5000,
    refunded_cents: 1000,
    client_secret: null,
    failure_message: null,
  },
  actions: ['cancel', 'reschedule'],
  created_at: '2026-12-01T10:00:00.000Z',
  ...over,
});
const page = (bookings: unknown[]) => ({
  body: { status: 'success', bookings, total: bookings.length, page: 1, per_page: 25 },
});
const done = (message: string) => ({
  body: { status: 'success', booking: { ...booking(), events: [] }, message },
});
const adminSpecialist = (id: string, display_name: string) => ({
  id,
  email: `${id}@fundpath.test`,
  display_name,
  full_name: display_name,
  photo_url: null,
  headline: '',
  bio: '',
  specialties: [],
  languages: ['English'],
  time_zone: 'UTC',
  location_mode: 'online',
  city: '',
  status: 'approved',
  review_note: '',
  approved_at: null,
  link_code: `L${id.slice(-6)}`,
  booking_path: '/book/x',
  agreement: {
    signed_current: true,
    record_id: null,
    signed_version: 1,
    signed_at: null,
    current_version: 1,
  },
  profile_views: 0,
  qr_scans: 0,
  service_count: 1,
  created_at: '2026-12-04T10:00:00.000Z',
  updated_at: '2026-12-04T10:00:00.000Z',
});
const specialists = {
  body: {
    status: 'success',
    specialists: [adminSpecialist(SPEC_A, 'Ana Reyes'), adminSpecialist(SPEC_B, 'Ben Cruz')],
    total: 2,
    page: 1,
    per_page: 50,
    counts: { pending_review: 0, approved: 2, suspended: 0, rejected: 0 },
  },
};
const service = (over: Record<string, unknown>) => ({
  id: SERVICE_B,
  specialist_id: SPEC_B,
  category_id: null,
  category_name: null,
  name: 'Flow yoga',
  description: '',
  duration_minutes: 60,
  price_cents: 9000,
  currency: 'USD',
  mode: 'online',
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  requires_confirmation: false,
  active: true,
  sort: 0,
  ...over,
});
const detailOfB = {
  body: {
    status: 'success',
    specialist: {
      id: SPEC_B,
      display_name: 'Ben Cruz',
      photo_url: null,
      headline: '',
      specialties: [],
      languages: ['English'],
      time_zone: 'UTC',
      location_mode: 'online',
      city: '',
      link_code: 'BEN',
      from_price_cents: 9000,
      currency: 'USD',
      service_count: 2,
      liked: false,
      approved_at: null,
      bio: '',
      services: [
        service({}),
        service({ id: '00000000-0000-4000-8000-000000000082', name: 'Long', duration_minutes: 90 }),
      ],
      like_count: 0,
    },
  },
};

const routes = (extra: Record<string, unknown> = {}) => ({
  [LIST]: page([booking()]),
  'GET /api/admin/marketplace/specialists': specialists,
  ...extra,
});

const rowOf = async () => {
  const table = await screen.findByRole('table', { name: 'Marketplace bookings' });
  return (await within(table).findByText('MB-7K3M9Q')).closest('tr')!;
};

describe('staffActionsOf', () => {
  it('offers refund while money is left, reassign before the start, cancel when the server allows it', () => {
    expect(staffActionsOf(booking() as never)).toEqual(['refund', 'reassign', 'cancel']);
    expect(
      staffActionsOf(
        booking({
          status: 'completed',
          actions: [],
          start: '2026-01-01T10:00:00.000Z',
          payment: { ...booking().payment, refunded_cents: 5000 },
        }) as never,
      ),
    ).toEqual([]);
  });
});

describe('marketplaceBookingFiltersOf', () => {
  it('keeps a specialist id only when it is one', () => {
    const values = { q: '', status: '', when: '', specialist_id: SPEC_A };
    expect(marketplaceBookingFiltersOf(values, 1).specialist_id).toBe(SPEC_A);
    expect(marketplaceBookingFiltersOf({ ...values, specialist_id: 'x' }, 1).specialist_id).toBeUndefined();
  });
});

describe('/admin/booking-management', () => {
  it('filters by specialist from the URL and from the picker (server-side)', async () => {
    const app = renderApp(`/admin/booking-management?specialist_id=${SPEC_A}`, {
      as: 'admin',
      routes: routes(),
    });
    await rowOf();
    expect(app.api.callsTo(LIST)[0]!.url.searchParams.get('specialist_id')).toBe(SPEC_A);
    const picker = await screen.findByRole('combobox', { name: 'Specialist' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Ben Cruz' })).toBeInTheDocument());
    fireEvent.change(picker, { target: { value: SPEC_B } });
    await waitFor(() =>
      expect(app.api.callsTo(LIST).at(-1)!.url.searchParams.get('specialist_id')).toBe(SPEC_B),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find specialist' }), {
      target: { value: 'ben' },
    });
    await waitFor(() =>
      expect(
        app.api
          .callsTo('GET /api/admin/marketplace/specialists')
          .some((c) => c.url.searchParams.get('q') === 'ben'),
      ).toBe(true),
    );
  });

  it('refunds in dollars sent as cents with an Idempotency-Key, a reason required, then refreshes the list', async () => {
    const app = renderApp('/admin/booking-management', {
      as: 'admin',
      routes: routes({
        [`POST /api/admin/marketplace/bookings/${BOOKING_ID}/refund`]: done('$12.50 refunded'),
      }),
    });
    fireEvent.click(within(await rowOf()).getByRole('button', { name: 'Refund booking MB-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund booking MB-7K3M9Q' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('40.00');
    fireEvent.change(amount, { target: { value: '40.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most $40.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/Give a reason/)).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Late start ' },
    });
    const before = app.api.callsTo(LIST).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$12.50 refunded')).toBeInTheDocument();
    const [sent] = app.api.callsTo(`POST /api/admin/marketplace/bookings/${BOOKING_ID}/refund`);
    expect(sent!.body).toEqual({ amount_cents: 1250, reason: 'Late start' });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(app.api.callsTo(LIST).length).toBeGreaterThan(before));
  });

  it('shows the server’s refusal in the dialog', async () => {
    renderApp('/admin/booking-management', {
      as: 'admin',
      routes: routes({
        [`POST /api/admin/marketplace/bookings/${BOOKING_ID}/refund`]: {
          status: 400,
          body: { status: 'error', code: 'VALIDATION_FAILED', message: 'At most $30.00 is left to refund' },
        },
      }),
    });
    fireEvent.click(within(await rowOf()).getByRole('button', { name: 'Refund booking MB-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund booking MB-7K3M9Q' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Goodwill' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/At most \$30\.00 is left to refund/)).toBeInTheDocument();
  });

  it('reassigns to an approved specialist’s service of the same length', async () => {
    const app = renderApp('/admin/booking-management', {
      as: 'admin',
      routes: routes({
        [`GET /api/marketplace/specialists/${SPEC_B}`]: detailOfB,
        [`POST /api/admin/marketplace/bookings/${BOOKING_ID}/reassign`]: done(
          'Booking reassigned to Ben Cruz',
        ),
      }),
    });
    fireEvent.click(within(await rowOf()).getByRole('button', { name: 'Reassign booking MB-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign booking MB-7K3M9Q' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Choose the new specialist')).toBeInTheDocument();
    const picker = within(dialog).getByRole('combobox', { name: 'New specialist' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Ben Cruz' })).toBeInTheDocument());
    expect(
      app.api.callsTo('GET /api/admin/marketplace/specialists').at(-1)!.url.searchParams.get('status'),
    ).toBe('approved');
    fireEvent.change(picker, { target: { value: SPEC_B } });
    const services = await within(dialog).findByRole('combobox', { name: 'Service' });
    await waitFor(() =>
      expect(within(services).getByRole('option', { name: 'Flow yoga (60 min)' })).toBeInTheDocument(),
    );
    expect(within(services).queryByRole('option', { name: /Long/ })).not.toBeInTheDocument();
    fireEvent.change(services, { target: { value: SERVICE_B } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'On leave' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Booking reassigned to Ben Cruz')).toBeInTheDocument();
    expect(app.api.callsTo(`POST /api/admin/marketplace/bookings/${BOOKING_ID}/reassign`)[0]!.body).toEqual({
      specialist_id: SPEC_B,
      service_id: SERVICE_B,
      reason: 'On leave',
    });
  });

  it('cancels through the admin endpoint with a required reason', async () => {
    const app = renderApp('/admin/booking-management', {
      as: 'admin',
      routes: routes({
        [`POST /api/admin/marketplace/bookings/${BOOKING_ID}/cancel`]: done(
          'Booking cancelled; $40.00 refunded',
        ),
      }),
    });
    fireEvent.click(within(await rowOf()).getByRole('button', { name: 'Cancel booking MB-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking MB-7K3M9Q' });
    expect(within(dialog).getByText(/in full: \$40\.00/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText(/Give a reason/)).toBeInTheDocument();
    expect(app.api.callsTo(`POST /api/admin/marketplace/bookings/${BOOKING_ID}/cancel`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Closed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled; $40.00 refunded')).toBeInTheDocument();
    expect(app.api.callsTo(`POST /api/admin/marketplace/bookings/${BOOKING_ID}/cancel`)[0]!.body).toEqual({
      reason: 'Closed',
    });
  });
});

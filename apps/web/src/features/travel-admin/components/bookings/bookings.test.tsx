import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { bookingListPath } from '../../api/bookings';
import { booking, bookingRow, packagePage, packageRow, uuid } from '../../testing/fixtures';
import { bookingFiltersOf } from './bookings-admin';

const row = bookingRow();
const other = bookingRow({
  id: uuid(501),
  booking_number: 'TRV-ABCDEF',
  lead_name: 'Jake Peralta',
  travellers: 1,
  total_cents: 249_900,
  paid_cents: 249_900,
  refunded_cents: 0,
  affiliate_code: null,
});
const listBody = (bookings = [row, other], total = bookings.length) => ({
  body: {
    status: 'success',
    bookings,
    total,
    sums: { travellers: 40, total_cents: 9_999_900, paid_cents: 5_000_000, refunded_cents: 12_300 },
    departures: [
      {
        id: uuid(101),
        package_title: 'Lisbon and the Algarve',
        starts_on: '2027-05-10',
        seats_taken: 4,
        capacity: 16,
      },
    ],
  },
});
const routes = (extra = {}) => ({
  'GET /api/admin/travel/bookings': listBody(),
  'GET /api/admin/travel/packages': packagePage([packageRow()]),
  [`GET /api/admin/travel/bookings/${row.id}`]: {
    body: { status: 'success', booking: booking(), message: '' },
  },
  ...extra,
});

describe('bookingFiltersOf', () => {
  it('turns the URL’s filters into the API query, dropping what the API would refuse', () => {
    const filters = bookingFiltersOf(
      { q: '  rosa ', status: 'confirmed', package: uuid(1), departure: 'nope', affiliate: 'alex2026' },
      3,
    );
    expect(bookingListPath(filters)).toBe(
      `/admin/travel/bookings?q=rosa&status=confirmed&package_id=${uuid(1)}&affiliate=ALEX2026&page=3&per_page=25`,
    );
    expect(
      bookingListPath(
        bookingFiltersOf({ q: '', status: 'lost', package: '', departure: '', affiliate: 'a-b' }, 1),
      ),
    ).toBe('/admin/travel/bookings?page=1&per_page=25');
  });
});

describe('travel bookings list', () => {
  it('sends the URL’s filters, keeps new ones in the URL, and offers the chosen departure’s manifest', async () => {
    const app = renderApp('/admin/travel/bookings?status=confirmed&affiliate=ALEX2026', {
      as: 'admin',
      routes: routes(),
    });
    expect(await screen.findByRole('button', { name: 'TRV-7K3M9Q' })).toBeInTheDocument();
    const first = app.api.callsTo('GET /api/admin/travel/bookings')[0]!.url.searchParams;
    expect(first.get('status')).toBe('confirmed');
    expect(first.get('affiliate')).toBe('ALEX2026');

    await app.userEvent.selectOptions(screen.getByLabelText('Departure'), uuid(101));
    await waitFor(() =>
      expect(
        app.api.callsTo('GET /api/admin/travel/bookings').at(-1)!.url.searchParams.get('departure_id'),
      ).toBe(uuid(101)),
    );
    expect(app.location()).toContain(`departure=${uuid(101)}`);
    expect(screen.getByRole('link', { name: /Download manifest \(CSV\)/ })).toHaveAttribute(
      'href',
      `/api/admin/travel/departures/${uuid(101)}/manifest.csv`,
    );

    // Another package drops the departure (it belonged to the first one).
    await app.userEvent.selectOptions(screen.getByLabelText('Package'), uuid(1));
    await waitFor(() => {
      const params = app.api.callsTo('GET /api/admin/travel/bookings').at(-1)!.url.searchParams;
      expect(params.get('package_id')).toBe(uuid(1));
      expect(params.get('departure_id')).toBeNull();
      expect(params.get('status')).toBe('confirmed');
    });
  });

  it('sums this page from its rows and every matching booking from the server', async () => {
    renderApp('/admin/travel/bookings', {
      as: 'admin',
      routes: routes({ 'GET /api/admin/travel/bookings': listBody([row, other], 40) }),
    });
    const sums = await screen.findByRole('table', { name: 'Sums of the bookings matching the filters' });
    const [, pageRow, allRow] = within(sums).getAllByRole('row');
    // 2 travellers + 1; $5,448.00 + $2,499.00; $1,089.60 + $2,499.00.
    expect(pageRow).toHaveTextContent('This page (2 bookings)3$7,947.00$3,588.60$0.00');
    expect(allRow).toHaveTextContent('All 40 matching bookings40$99,999.00$50,000.00$123.00');
  });

  it('shows one sums row when every match is on the page', async () => {
    renderApp('/admin/travel/bookings', { as: 'admin', routes: routes() });
    const sums = await screen.findByRole('table', { name: 'Sums of the bookings matching the filters' });
    expect(within(sums).getAllByRole('row')).toHaveLength(2);
    expect(within(sums).queryByText(/This page/)).not.toBeInTheDocument();
  });
});

describe('booking detail', () => {
  it('cancels with the chosen refund and reason, showing what the policy refunds', async () => {
    const cancelKey = `POST /api/admin/travel/bookings/${row.id}/cancel`;
    const app = renderApp(`/admin/travel/bookings?booking=${row.id}`, {
      as: 'admin',
      routes: routes({
        [cancelKey]: {
          body: {
            status: 'success',
            booking: booking({ status: 'cancelled' }),
            message: 'Booking cancelled',
          },
        },
      }),
    });
    const drawer = await screen.findByRole('dialog', { name: 'Booking TRV-7K3M9Q' });
    // The price lines add up to the total shown.
    expect(within(drawer).getByText('Total', { selector: 'th' }).nextSibling).toHaveTextContent('$5,448.00');
    await app.userEvent.click(within(drawer).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel TRV-7K3M9Q?' });
    const $ = within(dialog);
    expect($.getByLabelText(/Per the policy: \$1,089\.60/)).toBeChecked();
    await app.userEvent.click($.getByLabelText(/No refund/));
    await app.userEvent.type($.getByLabelText('Reason'), 'Traveller asked');
    await app.userEvent.click($.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(app.api.callsTo(cancelKey)).toHaveLength(1));
    expect(app.api.callsTo(cancelKey)[0]!.body).toEqual({ refund: 'none', reason: 'Traveller asked' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel TRV-7K3M9Q?' })).not.toBeInTheDocument(),
    );
    // Cancelled: nothing left to do but the manifest.
    expect(within(drawer).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('shows a refused cancellation and sends the policy refund by default', async () => {
    const cancelKey = `POST /api/admin/travel/bookings/${row.id}/cancel`;
    const app = renderApp(`/admin/travel/bookings?booking=${row.id}`, {
      as: 'admin',
      routes: routes({
        [cancelKey]: {
          status: 409,
          body: { status: 'error', code: 'CONFLICT', message: 'The trip has already left' },
        },
      }),
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const $ = within(await screen.findByRole('dialog', { name: 'Cancel TRV-7K3M9Q?' }));
    await app.userEvent.click($.getByRole('button', { name: 'Cancel booking' }));
    expect(await $.findByRole('alert')).toHaveTextContent(
      'The trip has already left. The booking has been refreshed',
    );
    expect(app.api.callsTo(cancelKey)[0]!.body).toEqual({ refund: 'policy', reason: '' });
  });

  it('changes travellers’ names and dates of birth, keeping their number', async () => {
    const putKey = `PUT /api/admin/travel/bookings/${row.id}/travellers`;
    const app = renderApp(`/admin/travel/bookings?booking=${row.id}`, {
      as: 'admin',
      routes: routes({
        [putKey]: { body: { status: 'success', booking: booking(), message: 'Travellers updated' } },
      }),
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Change travellers' }));
    const $ = within(await screen.findByRole('dialog', { name: 'Change travellers' }));
    const second = within($.getByRole('group', { name: 'Traveller 2' }));
    await app.userEvent.clear(second.getByLabelText('Full name'));
    await app.userEvent.click($.getByRole('button', { name: 'Save travellers' }));
    expect(await second.findByText('Full name is required')).toBeInTheDocument();
    expect(app.api.callsTo(putKey)).toHaveLength(0);
    await app.userEvent.type(second.getByLabelText('Full name'), 'Amy Santiago-Peralta');
    await app.userEvent.click($.getByRole('button', { name: 'Save travellers' }));
    await waitFor(() => expect(app.api.callsTo(putKey)).toHaveLength(1));
    expect(app.api.callsTo(putKey)[0]!.body).toEqual({
      travellers: [
        { full_name: 'Rosa Diaz', date_of_birth: '1985-04-02' },
        { full_name: 'Amy Santiago-Peralta', date_of_birth: '1987-09-19' },
      ],
    });
  });
});

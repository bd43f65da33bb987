import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatBookingTime, memberRefundPreview } from '@/components/marketplace/booking-status';
import { renderApp } from '@/testing/render-app';
import { memberBookingListPath } from '../api/bookings';
import { booking, bookingRow, listBody, uuid } from '../testing/fixtures';
import { memberBookingFiltersOf } from './member-bookings';

const confirmed = bookingRow();
const request = bookingRow({
  id: uuid(2),
  number: 'MB-REQ001',
  status: 'requested',
  payment: { ...confirmed.payment, status: 'card_saved', charged_cents: 0 },
  actions: ['cancel'],
});

describe('memberBookingFiltersOf', () => {
  it('turns each tab into the list query', () => {
    expect(memberBookingListPath(memberBookingFiltersOf(null))).toBe(
      '/marketplace/bookings?as=member&page=1&per_page=10&status=confirmed&when=upcoming',
    );
    expect(memberBookingFiltersOf('requests', 2)).toMatchObject({ status: 'requested', page: 2 });
    expect(memberBookingFiltersOf('past')).toEqual({ when: 'past', page: 1, per_page: 10 });
    expect(memberBookingFiltersOf('cancelled', Number.NaN)).toMatchObject({ status: 'cancelled', page: 1 });
  });
});

describe('formatBookingTime', () => {
  it('shows the time in the given zone', () => {
    expect(formatBookingTime('2027-03-15T02:00:00.000Z', '2027-03-15T02:50:00.000Z', 'Asia/Manila')).toBe(
      'Mon 3/15/2027, 10:00 AM – 10:50 AM (Asia/Manila)',
    );
    expect(formatBookingTime('2027-03-15T02:00:00.000Z', null, 'America/Los_Angeles')).toBe(
      'Sun 3/14/2027, 7:00 PM (America/Los Angeles)',
    );
  });

  it('previews the member refund policy', () => {
    const soon = booking({ start: new Date(Date.now() + 3_600_000).toISOString() });
    expect(memberRefundPreview(booking()).refund_cents).toBe(8_500);
    expect(memberRefundPreview(soon).refund_cents).toBe(0);
    expect(memberRefundPreview({ ...request, start: request.start }).policy).toMatch(
      /Nothing has been charged/,
    );
  });
});

describe('member bookings', () => {
  it('lists upcoming sessions and switches tabs with the matching query', async () => {
    const app = renderApp('/manila/member/bookings', {
      as: 'member',
      routes: {
        'GET /api/marketplace/bookings': (req) =>
          listBody(req.url.searchParams.get('status') === 'requested' ? [request] : [confirmed]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(within(list).getByText('Dr. Riley Specialist')).toBeInTheDocument();
    expect(within(list).getByText('$85.00')).toBeInTheDocument();
    expect(within(list).getByText('Confirmed')).toBeInTheDocument();
    const first = app.api.callsTo('GET /api/marketplace/bookings')[0]!.url.searchParams;
    expect(first.get('as')).toBe('member');
    expect(first.get('when')).toBe('upcoming');
    expect(first.get('status')).toBe('confirmed');

    await app.userEvent.click(screen.getByRole('tab', { name: 'Requests' }));
    expect(await screen.findByRole('button', { name: 'Withdraw booking MB-REQ001' })).toBeInTheDocument();
    const last = app.api.callsTo('GET /api/marketplace/bookings').at(-1)!.url.searchParams;
    expect(last.get('status')).toBe('requested');
    expect(app.location()).toContain('tab=requests');
    // A request cannot be moved by the member.
    expect(screen.queryByRole('button', { name: /Reschedule/ })).not.toBeInTheDocument();
  });

  it('cancels with the reason, showing the refund policy', async () => {
    const key = `POST /api/marketplace/bookings/${confirmed.id}/cancel`;
    const app = renderApp('/manila/member/bookings', {
      as: 'member',
      routes: {
        'GET /api/marketplace/bookings': listBody([confirmed]),
        [key]: {
          body: {
            status: 'success',
            booking: booking({ status: 'cancelled', actions: [] }),
            message: 'Booking cancelled; $85.00 refunded',
          },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Cancel booking MB-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/at least 24 hours before the start/)).toBeInTheDocument();
    expect(within(dialog).getByText('$85.00', { selector: 'strong' })).toBeInTheDocument();
    await app.userEvent.type(within(dialog).getByLabelText(/Reason/), '  Feeling unwell ');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(app.api.callsTo(key)).toHaveLength(1));
    expect(app.api.callsTo(key)[0]!.body).toEqual({ reason: 'Feeling unwell' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal when the cancel is refused (409) and keeps the dialog open', async () => {
    const key = `POST /api/marketplace/bookings/${confirmed.id}/cancel`;
    const app = renderApp('/manila/member/bookings', {
      as: 'member',
      routes: {
        'GET /api/marketplace/bookings': listBody([confirmed]),
        [`GET /api/marketplace/bookings/${confirmed.id}`]: {
          body: { status: 'success', booking: booking(), message: '' },
        },
        [key]: {
          status: 409,
          body: { status: 'error', code: 'CONFLICT', message: 'This booking cannot be cancelled now' },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Cancel booking MB-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking cannot be cancelled now. The booking has been refreshed',
    );
    expect(app.api.callsTo(key)).toHaveLength(1);
  });

  it('shows a 4xx validation error from the cancel', async () => {
    const key = `POST /api/marketplace/bookings/${confirmed.id}/cancel`;
    const app = renderApp('/manila/member/bookings', {
      as: 'member',
      routes: {
        'GET /api/marketplace/bookings': listBody([confirmed]),
        [key]: {
          status: 400,
          body: { status: 'error', code: 'VALIDATION_FAILED', message: 'Text cannot contain NUL characters' },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Cancel booking MB-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Text cannot contain NUL characters');
  });

  it('opens a booking with its timeline', async () => {
    const app = renderApp(`/manila/bookings?booking=${confirmed.id}`, {
      as: 'member',
      routes: {
        'GET /api/marketplace/bookings': listBody([confirmed]),
        [`GET /api/marketplace/bookings/${confirmed.id}`]: {
          body: {
            status: 'success',
            booking: booking({
              reminders: [
                { kind: '24h', due_at: '2026-12-09T02:00:00.000Z', sent_at: null },
                { kind: '1h', due_at: '2026-12-10T01:00:00.000Z', sent_at: null },
              ],
            }),
            message: '',
          },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Booking MB-7K3M9Q' });
    const reminders = await within(dialog).findByRole('region', { name: 'Reminders' });
    expect(within(reminders).getAllByText(/scheduled for/)).toHaveLength(2);
    expect(within(reminders).getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      `/api/marketplace/bookings/${confirmed.id}/calendar.ics`,
    );
    expect(await within(dialog).findByText('Accepted by the specialist; card charged')).toBeInTheDocument();
    expect(within(dialog).getByText('visa ending 4242')).toBeInTheDocument();
    await app.userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(app.location()).toBe('/manila/bookings'));
  });
});

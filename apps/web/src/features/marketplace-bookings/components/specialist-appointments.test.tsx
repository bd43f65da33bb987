import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { bookingListPath } from '../api/bookings';
import { booking, bookingRow, listBody, uuid } from '../testing/fixtures';
import { appointmentFiltersOf } from './specialist-appointments';

const request = bookingRow({
  id: uuid(2),
  number: 'MB-REQ001',
  status: 'requested',
  note: 'First time, lower back',
  payment: { ...booking().payment, status: 'card_saved', charged_cents: 0 },
  actions: ['accept', 'decline', 'cancel', 'reschedule'],
});
const confirmed = bookingRow();
const accepted = booking({ ...request, status: 'confirmed', actions: ['cancel', 'reschedule'] });

describe('appointmentFiltersOf', () => {
  it('opens on the requests waiting and turns each tab into the specialist’s query', () => {
    expect(bookingListPath('specialist', appointmentFiltersOf(null))).toBe(
      '/marketplace/bookings?as=specialist&page=1&per_page=10&status=requested&when=all',
    );
    expect(appointmentFiltersOf('upcoming', 3)).toMatchObject({
      status: 'confirmed',
      when: 'upcoming',
      page: 3,
    });
    expect(appointmentFiltersOf('past')).toEqual({ when: 'past', page: 1, per_page: 10 });
  });
});

describe('/specialist/appointments', () => {
  it('lists requests with the moves the server allows, and accepts after a confirm', async () => {
    const key = `POST /api/marketplace/bookings/${request.id}/accept`;
    const app = renderApp('/specialist/appointments', {
      as: 'specialist',
      routes: {
        'GET /api/marketplace/bookings': (req) =>
          listBody(req.url.searchParams.get('status') === 'requested' ? [request] : [confirmed]),
        [key]: { body: { status: 'success', booking: accepted, message: 'Booking confirmed; card charged' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Appointments' });
    expect(within(list).getByText('Mia Member')).toBeInTheDocument();
    expect(within(list).getByText('“First time, lower back”')).toBeInTheDocument();
    // The specialist sees what they earn (price less the platform fee), not the price.
    expect(within(list).getByText('$72.25')).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/marketplace/bookings')[0]!.url.searchParams.get('as')).toBe(
      'specialist',
    );
    expect(screen.queryByRole('button', { name: /Mark completed/ })).not.toBeInTheDocument();

    await app.userEvent.click(screen.getByRole('button', { name: 'Accept booking MB-REQ001' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Accept Mia Member's request/ });
    expect(confirm).toHaveTextContent('charged $85.00; you earn $72.25');
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Accept and charge' }));
    await waitFor(() => expect(app.api.callsTo(key)).toHaveLength(1));
    expect(app.api.callsTo(key)[0]!.body).toEqual({});
  });

  it('does not accept when the confirm is cancelled', async () => {
    const key = `POST /api/marketplace/bookings/${request.id}/accept`;
    const app = renderApp('/specialist/appointments', {
      as: 'specialist',
      routes: { 'GET /api/marketplace/bookings': listBody([request]), [key]: { body: {} } },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Accept booking MB-REQ001' }));
    const confirm = await screen.findByRole('alertdialog');
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(app.api.callsTo(key)).toHaveLength(0);
  });

  it('needs a reason to decline and sends it trimmed', async () => {
    const key = `POST /api/marketplace/bookings/${request.id}/decline`;
    const app = renderApp('/specialist/appointments', {
      as: 'specialist',
      routes: {
        'GET /api/marketplace/bookings': listBody([request]),
        [key]: {
          body: {
            status: 'success',
            booking: booking({ ...request, status: 'declined', actions: [] }),
            message: 'Request declined',
          },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Decline booking MB-REQ001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText('Tell the member why')).toBeInTheDocument();
    expect(app.api.callsTo(key)).toHaveLength(0);
    await app.userEvent.type(within(dialog).getByLabelText(/Reason/), '  Fully booked that week ');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(app.api.callsTo(key)).toHaveLength(1));
    expect(app.api.callsTo(key)[0]!.body).toEqual({ reason: 'Fully booked that week' });
  });

  it('records the outcome of a session that has started', async () => {
    const started = bookingRow({
      id: uuid(3),
      number: 'MB-DONE01',
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: new Date(Date.now() - 600_000).toISOString(),
      actions: ['complete', 'no_show'],
    });
    const key = `POST /api/marketplace/bookings/${started.id}/outcome`;
    const app = renderApp('/specialist/appointments?tab=past', {
      as: 'specialist',
      routes: {
        'GET /api/marketplace/bookings': listBody([started]),
        [key]: {
          body: {
            status: 'success',
            booking: booking({ ...started, status: 'no_show', actions: [] }),
            message: 'Marked as no-show',
          },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'No-show booking MB-DONE01' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark as no-show?' });
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Mark no-show' }));
    await waitFor(() => expect(app.api.callsTo(key)).toHaveLength(1));
    expect(app.api.callsTo(key)[0]!.body).toEqual({ outcome: 'no_show' });
  });

  it('cancels a confirmed session with a full refund to the member', async () => {
    const key = `POST /api/marketplace/bookings/${confirmed.id}/cancel`;
    const app = renderApp('/specialist/appointments?tab=upcoming', {
      as: 'specialist',
      routes: {
        'GET /api/marketplace/bookings': listBody([confirmed]),
        [key]: {
          body: {
            status: 'success',
            booking: booking({ status: 'cancelled', actions: [] }),
            message: 'Booking cancelled',
          },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Cancel booking MB-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('the member gets everything back');
    expect(dialog).toHaveTextContent('with Mia Member');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(app.api.callsTo(key)).toHaveLength(1));
  });

  it('shows the week in the specialist’s zone, asking the server for that week only', async () => {
    // Tue 3/16/2027 10:00 in Manila = 02:00 UTC.
    const tuesday = bookingRow({
      start: '2027-03-16T02:00:00.000Z',
      end: '2027-03-16T02:50:00.000Z',
    });
    const app = renderApp('/specialist/appointments?view=calendar&week=2027-03-17', {
      as: 'specialist',
      routes: { 'GET /api/marketplace/bookings': listBody([tuesday]) },
    });
    const days = await screen.findByRole('list', { name: 'Days of the week' });
    await waitFor(() => {
      const q = app.api.callsTo('GET /api/marketplace/bookings').at(-1)!.url.searchParams;
      expect(q.get('from')).toBe('2027-03-14T16:00:00.000Z');
      expect(q.get('to')).toBe('2027-03-21T16:00:00.000Z');
    });
    const cells = within(days)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === days);
    expect(cells).toHaveLength(7);
    expect(cells[1]).toHaveTextContent('Tue 3/16/2027');
    expect(within(cells[1]!).getByRole('button', { name: /10:00 AM Mia Member/ })).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(app.location()).toContain('week=2027-03-22'));
  });
});

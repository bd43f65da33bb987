import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { bookingRow, listBody, uuid } from '../testing/fixtures';
import { receiptsOf } from './member-payments';

const paid = bookingRow();
const refunded = bookingRow({
  id: uuid(3),
  number: 'MB-REF003',
  status: 'cancelled',
  start: '2026-01-05T02:00:00.000Z',
  price_cents: 12_050,
  payment: { ...paid.payment, status: 'partially_refunded', charged_cents: 12_050, refunded_cents: 6_025 },
  actions: [],
});
const request = bookingRow({
  id: uuid(4),
  number: 'MB-REQ004',
  status: 'requested',
  payment: { ...paid.payment, status: 'card_saved', charged_cents: 0 },
});

describe('receiptsOf', () => {
  it('keeps only charged bookings, newest first', () => {
    expect(receiptsOf([refunded, request, paid]).map((r) => r.number)).toEqual(['MB-7K3M9Q', 'MB-REF003']);
  });
});

describe('member payments', () => {
  it('shows each receipt and totals equal to the sum of the rows', async () => {
    const app = renderApp('/manila/member/payments', {
      as: 'member',
      routes: { 'GET /api/marketplace/bookings': listBody([paid, refunded, request]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Payments' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your receipts' });
    const rows = within(table).getAllByRole('row');
    // Header, two receipts (the uncharged request is left out), the totals.
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('$85.00$0.00$85.00');
    expect(rows[2]).toHaveTextContent('$120.50$60.25$60.25');
    // $85.00 + $120.50; $0 + $60.25; $85.00 + $60.25.
    expect(rows[3]).toHaveTextContent('Total$205.50$60.25$145.25');
    const params = app.api.callsTo('GET /api/marketplace/bookings')[0]!.url.searchParams;
    expect(params.get('as')).toBe('member');
    expect(params.get('per_page')).toBe('100');
  });

  it('says so when nothing was charged', async () => {
    renderApp('/manila/member/payments', {
      as: 'member',
      routes: { 'GET /api/marketplace/bookings': listBody([request]) },
    });
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  });
});

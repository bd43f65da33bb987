import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const entry = (over: Record<string, unknown>) => ({
  id: `e${Math.random()}`,
  source: 'store_order',
  source_id: 'o1',
  source_label: 'Order FP-10042',
  kind: 'commission',
  beneficiary: { id: 'u1', display_name: 'Jordan Coach' },
  base_cents: 10_000,
  terms: { kind: 'rate', rate_bps: 1000 },
  basis: 'default',
  gross_cents: 1_000,
  platform_fee_cents: 0,
  amount_cents: 1_000,
  status: 'pending',
  approvable_at: '2026-12-27T10:00:00.000Z',
  payout_id: null,
  note: '',
  created_at: '2026-11-27T10:00:00.000Z',
  ...over,
});

const ledger = {
  entries: [
    entry({ id: 'a' }),
    entry({
      id: 'b',
      status: 'paid',
      amount_cents: 2_500,
      source: 'referral',
      source_label: 'Coach referral: Morgan Lee',
    }),
    entry({
      id: 'c',
      kind: 'adjustment',
      status: 'approved',
      amount_cents: -500,
      note: 'Refund after payout',
    }),
    entry({ id: 'd', status: 'reversed', amount_cents: 700, source_label: 'Order FP-10050' }),
  ],
  total: 4,
  summary: {
    pending_cents: 1_000,
    approved_cents: -500,
    paid_cents: 2_500,
    reversed_cents: 700,
    earned_cents: 3_000,
    entries: 4,
  },
  payouts: [
    {
      id: 'p1',
      status: 'paid',
      reference: 'ACH 2026-11-15',
      minimum_cents: 5000,
      total_cents: 9_000,
      beneficiaries: 3,
      entries: 5,
      created_at: '2026-11-14T10:00:00.000Z',
      paid_at: '2026-11-15T10:00:00.000Z',
      my_total_cents: 2_500,
    },
  ],
};

describe('/commissions', () => {
  it('shows the totals by status, every entry with its terms and status, and the payouts', async () => {
    renderApp('/commissions', { as: 'client', routes: { 'GET /api/commissions': ok(ledger) } });
    await screen.findByText('Coach referral: Morgan Lee', undefined, { timeout: 5000 });
    const table = screen.getByRole('table', { name: 'Commissions' });
    expect(within(table).getAllByText('10% of $100.00')).toHaveLength(3);
    expect(within(table).getByText('Adjustment')).toBeInTheDocument();
    expect(within(table).getAllByText('-$5.00').length).toBeGreaterThan(0);
    expect(within(table).getByText('Reversed')).toBeInTheDocument();
    expect(screen.getByText('$30.00')).toBeInTheDocument(); // earned
    expect(screen.getByText('$7.00 reversed, not counted')).toBeInTheDocument();
    expect(screen.getByText('Reference ACH 2026-11-15')).toBeInTheDocument();
  });

  it('filters on the server by source and status, from page 1', async () => {
    const app = renderApp('/commissions', { as: 'client', routes: { 'GET /api/commissions': ok(ledger) } });
    await screen.findByRole('table', { name: 'Commissions' }, { timeout: 5000 });
    await app.userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    await app.userEvent.selectOptions(screen.getByLabelText('Source'), 'referral');
    await waitFor(() => {
      const last = app.api.callsTo('GET /api/commissions').at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toEqual({
        status: 'paid',
        source: 'referral',
        page: '1',
        per_page: '20',
      });
    });
  });

  it('says so when there is nothing yet', async () => {
    renderApp('/commissions', {
      as: 'client',
      routes: {
        'GET /api/commissions': ok({
          ...ledger,
          entries: [],
          total: 0,
          payouts: [],
          summary: {
            ...ledger.summary,
            pending_cents: 0,
            approved_cents: 0,
            paid_cents: 0,
            reversed_cents: 0,
            earned_cents: 0,
            entries: 0,
          },
        }),
      },
    });
    expect(await screen.findByText(/No commissions yet/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
  });
});

describe('/specialist/commissions', () => {
  it('shows a booking’s earnings as the price less the platform fee frozen on it', async () => {
    const booking = entry({
      id: 'm',
      source: 'marketplace_booking',
      source_label: 'Booking MB-7K3M9Q',
      base_cents: 8_500,
      terms: { kind: 'rate', rate_bps: 10_000 },
      basis: 'item',
      gross_cents: 8_500,
      platform_fee_cents: 1_275,
      amount_cents: 7_225,
    });
    renderApp('/specialist/commissions', {
      as: 'specialist',
      routes: {
        'GET /api/commissions': ok({
          entries: [booking],
          total: 1,
          summary: {
            pending_cents: 7_225,
            approved_cents: 0,
            paid_cents: 0,
            reversed_cents: 0,
            earned_cents: 7_225,
            entries: 1,
          },
          payouts: [],
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Commissions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Commissions' });
    expect(within(table).getByText('$85.00 less $12.75 platform fee')).toBeInTheDocument();
    expect(within(table).getAllByText('$72.25').length).toBeGreaterThan(0);
    expect(within(table).getByText('Marketplace booking')).toBeInTheDocument();
  });
});

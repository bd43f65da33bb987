import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockRequest, ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const series = [
  { date: '2026-11-26', clicks: 4, sales: 0, commission_cents: 0 },
  { date: '2026-11-27', clicks: 10, sales: 1, commission_cents: 12_550 },
  { date: '2026-11-28', clicks: 6, sales: 2, commission_cents: 3_000 },
];

const stats = (days: number) => ({
  status: 'success',
  days,
  code: 'ALEX2026',
  totals: {
    clicks: 20,
    sales: 3,
    conversion_bps: 1_500,
    pending_cents: 12_550,
    approved_cents: 2_500,
    paid_cents: 500,
    reversed_cents: 700,
  },
  series,
  by_source: [
    { source: 'travel_booking', sales: 1, amount_cents: 12_550 },
    { source: 'store_order', sales: 2, amount_cents: 3_000 },
  ],
});

const affiliate = {
  code: 'ALEX2026',
  display_name: 'Alex Affiliate',
  status: 'active',
  links: { referral: '/ref/ALEX2026', travel: '/travel/ALEX2026' },
  clicks: 20,
  created_at: '2026-10-01T00:00:00.000Z',
};

const entry = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  source: 'travel_booking',
  source_id: 'b1',
  source_label: `Booking TRV-${id}`,
  kind: 'commission',
  beneficiary: { id: 'u1', display_name: 'Alex Affiliate' },
  base_cents: 125_500,
  terms: { kind: 'rate', rate_bps: 1000 },
  basis: 'default',
  gross_cents: 12_550,
  platform_fee_cents: 0,
  amount_cents: 12_550,
  status: 'pending',
  approvable_at: null,
  payout_id: null,
  note: '',
  created_at: '2026-11-27T10:00:00.000Z',
  ...over,
});

function renderDashboard(as: 'affiliate' | 'client' = 'affiliate') {
  return renderApp('/commission-dashboard', {
    as,
    routes: {
      'GET /api/affiliates/me/stats': (req: MockRequest) => ({
        body: stats(Number(req.url.searchParams.get('days'))),
      }),
      'GET /api/affiliates/me': ok({ affiliate }),
      'GET /api/commissions': ok({
        entries: [entry('A7K3M9'), entry('B2C4D6', { status: 'paid', amount_cents: 500 })],
        total: 2,
        summary: {
          pending_cents: 12_550,
          approved_cents: 0,
          paid_cents: 500,
          reversed_cents: 0,
          earned_cents: 13_050,
          entries: 2,
        },
        payouts: [],
      }),
    },
  });
}

const card = (label: string) => screen.getByText(label, { selector: 'p' }).closest('div.p-4');

describe('/commission-dashboard', () => {
  it('shows the period’s figures, by source with totals equal to the rows, and asks for the chosen period', async () => {
    const app = renderDashboard();
    await screen.findByRole('heading', { name: /Last 30 days/ }, { timeout: 5000 });
    expect(card('Clicks')).toHaveTextContent('20');
    expect(card('Sales')).toHaveTextContent('3');
    expect(card('Conversion')).toHaveTextContent('15%');
    expect(card('Pending')).toHaveTextContent('$125.50');
    expect(card('Approved')).toHaveTextContent('$25.00');
    expect(card('Paid')).toHaveTextContent('$5.00');
    expect(card('Reversed')).toHaveTextContent('$7.00');

    const bySource = screen.getByRole('table', { name: 'Sales and commission by source' });
    const footer = within(bySource).getAllByRole('row').at(-1)!;
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '$155.50']);
    expect(within(bySource).getByText('Travel bookings')).toBeInTheDocument();

    expect(app.api.callsTo('GET /api/affiliates/me/stats')[0]!.url.searchParams.get('days')).toBe('30');
    await app.userEvent.click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() =>
      expect(app.api.callsTo('GET /api/affiliates/me/stats').at(-1)!.url.searchParams.get('days')).toBe('90'),
    );
    expect(await screen.findByRole('heading', { name: /Last 90 days/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '90 days' })).toBeChecked();
  });

  it('gives each chart a text alternative: a caption with the sums and the data as a table', async () => {
    renderDashboard();
    const clicks = await screen.findByRole(
      'table',
      { name: 'Clicks and sales: the data' },
      { timeout: 5000 },
    );
    const rows = within(clicks).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2026-11-26', '4', '0'],
      ['2026-11-27', '10', '1'],
      ['2026-11-28', '6', '2'],
    ]);
    expect(screen.getByText('20 clicks and 3 sales in the last 30 days.')).toBeInTheDocument();
    const commission = screen.getByRole('table', { name: 'Commission per day: the data' });
    expect(within(commission).getByText('$125.50')).toBeInTheDocument();
    expect(screen.getByText('$155.50 commission in the last 30 days.')).toBeInTheDocument();
  });

  it('lists the links, absolute, and the latest commissions linking to the ledger', async () => {
    renderDashboard('client');
    expect(await screen.findByLabelText('Travel site link')).toHaveValue(
      `${window.location.origin}/travel/ALEX2026`,
    );
    expect(screen.getByLabelText('Referral link')).toHaveValue(`${window.location.origin}/ref/ALEX2026`);
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
    expect(await screen.findByText('Booking TRV-A7K3M9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All commissions' })).toHaveAttribute('href', '/commissions');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { type MockHandler, ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const PAYOUT_ID = '00000000-0000-4000-8000-0000000000aa';

const entry = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  source: 'store_order',
  source_id: 'o1',
  source_label: `Order FP-${id}`,
  kind: 'commission',
  beneficiary: { id: '00000000-0000-4000-8000-000000000001', display_name: 'Alex Affiliate' },
  base_cents: 10_000,
  terms: { kind: 'rate', rate_bps: 1000 },
  basis: 'default',
  gross_cents: 1_000,
  platform_fee_cents: 0,
  amount_cents: 1_000,
  status: 'approved',
  approvable_at: null,
  payout_id: null,
  note: '',
  created_at: '2026-11-27T10:00:00.000Z',
  ...over,
});

const entries = [
  entry('10001'),
  entry('10002', { status: 'pending', amount_cents: 2_500 }),
  entry('10003', {
    status: 'paid',
    amount_cents: 4_000,
    source: 'referral',
    beneficiary: { id: '00000000-0000-4000-8000-000000000002', display_name: 'Jordan Coach' },
  }),
  entry('10004', { status: 'reversed', amount_cents: 700 }),
];
const sum = (status: string) =>
  entries.filter((e) => e.status === status).reduce((s, e) => s + (e.amount_cents as number), 0);
const ledger = {
  entries,
  total: entries.length,
  summary: {
    pending_cents: sum('pending'),
    approved_cents: sum('approved'),
    paid_cents: sum('paid'),
    reversed_cents: sum('reversed'),
    earned_cents: sum('pending') + sum('approved') + sum('paid'),
    entries: entries.length,
  },
};

const payout = (over: Record<string, unknown> = {}) => ({
  id: PAYOUT_ID,
  status: 'open',
  reference: null,
  minimum_cents: 5_000,
  total_cents: 9_000,
  beneficiaries: 2,
  entries: 5,
  created_at: '2026-11-28T10:00:00.000Z',
  paid_at: null,
  ...over,
});

function renderAdmin(routes: Record<string, MockHandler> = {}) {
  return renderApp('/admin/commissions', {
    as: 'admin',
    routes: {
      'GET /api/admin/commissions': ok(ledger),
      'GET /api/admin/commissions/payouts': ok({ payouts: [payout()] }),
      ...routes,
    },
  });
}

const card = (label: string) => screen.getByText(label, { selector: 'p' }).closest('div.p-4');

describe('/admin/commissions', () => {
  it('shows totals equal to the sum of the entries, and filters on the server', async () => {
    const app = renderAdmin();
    const table = await screen.findByRole('table', { name: 'Commission ledger' }, { timeout: 5000 });
    expect(await within(table).findAllByText('Order FP-10004')).not.toHaveLength(0);
    expect(within(table).getAllByRole('row')).toHaveLength(entries.length + 1);
    expect(card('Pending')).toHaveTextContent('$25.00');
    expect(card('Approved')).toHaveTextContent('$10.00');
    expect(card('Paid')).toHaveTextContent('$40.00');
    expect(card('Reversed')).toHaveTextContent('$7.00');
    expect(card('Earned')).toHaveTextContent('$75.00');

    await app.userEvent.selectOptions(screen.getByLabelText('Beneficiary'), 'Jordan Coach');
    await app.userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() => {
      const last = app.api.callsTo('GET /api/admin/commissions').at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toEqual({
        beneficiary_id: '00000000-0000-4000-8000-000000000002',
        status: 'paid',
        page: '1',
        per_page: '25',
      });
    });
  });

  it('creates a payout batch with the minimum in cents, and explains when nobody reaches it', async () => {
    let created = 0;
    const app = renderAdmin({
      'POST /api/admin/commissions/payouts': (req) => {
        created += 1;
        if ((req.body as { minimum_cents: number }).minimum_cents > 5_000)
          return {
            status: 409,
            body: {
              status: 'error',
              code: 'CONFLICT',
              message: 'No beneficiary has approved commissions at or above the minimum payout',
            },
          };
        return {
          status: 201,
          body: { status: 'success', payout: payout(), message: 'Payout batch created: 2 beneficiaries' },
        };
      },
    });
    const minimum = await screen.findByLabelText('Minimum payout', undefined, { timeout: 5000 });
    expect(minimum).toHaveValue('50.00');
    await app.userEvent.clear(minimum);
    await app.userEvent.type(minimum, '1,000');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create payout batch' }));
    await app.userEvent.click(await screen.findByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(created).toBe(1));
    expect(app.api.callsTo('POST /api/admin/commissions/payouts')[0]!.body).toEqual({
      minimum_cents: 100_000,
    });
    expect(await screen.findByText('Nothing to pay yet')).toBeInTheDocument();
    expect(
      screen.getByText('No beneficiary has approved commissions at or above the minimum payout'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.userEvent.clear(minimum);
    await app.userEvent.type(minimum, '25');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create payout batch' }));
    await app.userEvent.click(await screen.findByRole('button', { name: 'Create batch' }));
    expect((await screen.findAllByText('Payout batch created: 2 beneficiaries')).length).toBeGreaterThan(0);
    expect(app.api.callsTo('POST /api/admin/commissions/payouts')[1]!.body).toEqual({ minimum_cents: 2_500 });
  });

  it('marks a batch paid with its reference, and exports its CSV through an authenticated link', async () => {
    const app = renderAdmin({
      [`POST /api/admin/commissions/payouts/${PAYOUT_ID}/paid`]: ok({
        payout: payout({ status: 'paid', reference: 'ACH 2026-11-30', paid_at: '2026-11-30T10:00:00.000Z' }),
        message: 'Payout marked paid',
      }),
    });
    const batches = await screen.findByRole('table', { name: 'Payout batches' }, { timeout: 5000 });
    expect(within(batches).getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      `/api/admin/commissions/payouts/${PAYOUT_ID}/csv`,
    );
    await app.userEvent.click(within(batches).getByRole('button', { name: /Mark paid/ }));
    const dialog = await screen.findByRole('dialog');
    await app.userEvent.type(within(dialog).getByLabelText('Payment reference'), 'ACH 2026-11-30');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/admin/commissions/payouts/${PAYOUT_ID}/paid`)).toHaveLength(1),
    );
    expect(app.api.callsTo(`POST /api/admin/commissions/payouts/${PAYOUT_ID}/paid`)[0]!.body).toEqual({
      reference: 'ACH 2026-11-30',
    });
    expect(await screen.findByText('Payout marked paid')).toBeInTheDocument();
  });

  it('asks staff without the permission to get it, before loading anything', async () => {
    const app = renderApp('/admin/commissions', { as: makeUser('funding_team', { permissions: {} }) });
    expect(
      await screen.findByText("You can't manage commissions", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/admin/commissions')).toHaveLength(0);
  });
});

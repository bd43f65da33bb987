import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const affiliate = {
  code: 'MAYA7K3M',
  display_name: 'Maya Referrer',
  status: 'active',
  links: { referral: '/ref/MAYA7K3M', travel: '/travel/MAYA7K3M' },
  clicks: 12,
  created_at: '2026-11-01T00:00:00.000Z',
};

const stats = {
  status: 'success',
  days: 30,
  code: 'MAYA7K3M',
  totals: {
    clicks: 12,
    sales: 3,
    conversion_bps: 2_500,
    pending_cents: 1_800,
    approved_cents: 900,
    paid_cents: 450,
    reversed_cents: 300,
  },
  series: [
    { date: '2026-12-05', clicks: 5, sales: 1, commission_cents: 900 },
    { date: '2026-12-06', clicks: 7, sales: 2, commission_cents: 2_250 },
  ],
  by_source: [
    { source: 'marketplace_booking', sales: 2, amount_cents: 2_250 },
    { source: 'store_order', sales: 1, amount_cents: 900 },
  ],
};

const ledger = ok({
  entries: [],
  total: 0,
  summary: {
    pending_cents: 0,
    approved_cents: 0,
    paid_cents: 0,
    reversed_cents: 0,
    earned_cents: 0,
    entries: 0,
  },
  payouts: [],
});

const affiliateRoutes = {
  'GET /api/affiliates/me': ok({ affiliate }),
  'GET /api/affiliates/me/stats': { body: stats },
  'GET /api/commissions': ledger,
};

async function expectLinksCarryTheCode() {
  const origin = window.location.origin;
  expect(await screen.findByLabelText('Marketplace link')).toHaveValue(`${origin}/book?ref=MAYA7K3M`);
  expect(screen.getByLabelText('Referral link')).toHaveValue(`${origin}/ref/MAYA7K3M`);
  expect(screen.getByRole('img', { name: `QR code that opens ${origin}/book?ref=MAYA7K3M` })).toBeVisible();
}

describe('/manila/affiliate/signup', () => {
  it('registers through the one affiliate endpoint and lands on the affiliate dashboard', async () => {
    let registered = false;
    const me = makeUser('affiliate', { display_name: 'Maya Referrer', email: 'maya@example.com' });
    const app = renderApp('/manila/affiliate/signup', {
      routes: {
        ...affiliateRoutes,
        'POST /api/travel/affiliates/register': () => {
          registered = true;
          return ok({ affiliate, message: 'Welcome aboard!' });
        },
        'GET /api/auth/current-user': () =>
          registered
            ? ok({ user: me, impersonation: { is_impersonating: false, original_user_id: null } })
            : { status: 401, body: { status: 'error', code: 'UNAUTHENTICATED', message: 'Not logged in' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Become an Affiliate' })).toBeVisible();
    await app.userEvent.type(screen.getByLabelText('Full name'), 'Maya Referrer');
    await app.userEvent.type(screen.getByLabelText('Email Address'), 'maya@example.com');
    await app.userEvent.type(screen.getByLabelText('Choose a password'), 'a-long-password');
    await app.userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await app.userEvent.click(screen.getByRole('checkbox'));
    await app.userEvent.click(screen.getByRole('button', { name: 'Create affiliate account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
    const [call] = app.api.callsTo('POST /api/travel/affiliates/register');
    expect(call!.body).toMatchObject({ full_name: 'Maya Referrer', email: 'maya@example.com' });
    await expectLinksCarryTheCode();
  });
});

describe('/manila/affiliate/dashboard', () => {
  it('shows links with the code, commissions by status and by-source totals that add up', async () => {
    renderApp('/manila/affiliate/dashboard', { as: 'affiliate', routes: affiliateRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
    await expectLinksCarryTheCode();
    // Commissions by status, from the stats endpoint's ledger totals.
    expect(await screen.findByText('$18.00')).toBeVisible();
    expect(screen.getByText('$4.50')).toBeVisible();
    expect(screen.getByText('$3.00')).toBeVisible();
    const bySource = screen.getByRole('table', { name: 'Sales and commission by source' });
    const totalRow = within(bySource).getAllByRole('row').at(-1)!;
    // 2 + 1 sales, $22.50 + $9.00 commission
    expect(totalRow).toHaveTextContent('3');
    expect(totalRow).toHaveTextContent('$31.50');
    // The marketplace page shows its own links, not the travel site's.
    expect(screen.queryByLabelText('Travel site link')).not.toBeInTheDocument();
  });
});

describe('/referrals', () => {
  it('explains the programme to visitors and offers sign-up, without asking for their links', async () => {
    const app = renderApp('/referrals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Become an affiliate' })).toHaveAttribute(
      'href',
      '/manila/affiliate/signup',
    );
    expect(screen.queryByRole('heading', { name: 'Your referrals' })).not.toBeInTheDocument();
    expect(app.api.callsTo('GET /api/affiliates/me')).toHaveLength(0);
  });

  it("shows a signed-in affiliate's own link and results", async () => {
    renderApp('/referrals', { as: 'affiliate', routes: affiliateRoutes });
    expect(await screen.findByRole('heading', { name: 'Your referrals' })).toBeVisible();
    await expectLinksCarryTheCode();
    expect(await screen.findByRole('table', { name: 'Sales and commission by source' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Affiliate sign in' })).not.toBeInTheDocument();
  });

  it('offers a signed-in account without a code the way to become an affiliate', async () => {
    const app = renderApp('/referrals', {
      as: 'member',
      routes: { 'GET /api/affiliates/me': ok({ affiliate: null }) },
    });
    expect(await screen.findByText(/This account has no referral link/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Become an affiliate' })).toHaveAttribute(
      'href',
      '/manila/affiliate/signup',
    );
    // No stats for an account that cannot have any.
    await waitFor(() => expect(app.api.callsTo('GET /api/affiliates/me')).toHaveLength(1));
    expect(app.api.callsTo('GET /api/affiliates/me/stats')).toHaveLength(0);
  });
});

describe('/book?ref=', () => {
  it("tracks the affiliate's marketplace link so a booking that follows is credited", async () => {
    const app = renderApp('/book?ref=MAYA7K3M', {
      routes: {
        'POST /api/referrals/track': ok({
          affiliate: { code: 'MAYA7K3M', display_name: 'Maya' },
          attribution_days: 30,
        }),
      },
    });
    await waitFor(() => expect(app.api.callsTo('POST /api/referrals/track')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/referrals/track')[0]!.body).toEqual({
      code: 'MAYA7K3M',
      path: '/book',
    });
  });
});

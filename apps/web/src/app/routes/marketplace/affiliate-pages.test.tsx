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

const programme = ok({
  programme: {
    default_rate_bps: 1_000,
    tiers: [{ min_monthly_sales: 5, rate_bps: 1_250 }],
    platform_fee_bps: 0,
    attribution_days: 30,
  },
});

const referralRows = {
  member: [
    {
      display_name: 'Jamie C.',
      kind: 'member',
      joined_at: '2026-11-20T08:00:00.000Z',
      bookings_completed: 2,
      commission_cents: 1_700,
    },
    {
      display_name: 'Sam R.',
      kind: 'member',
      joined_at: '2026-11-18T08:00:00.000Z',
      bookings_completed: 0,
      commission_cents: 0,
    },
  ],
  specialist: [
    {
      display_name: 'Maya S.',
      kind: 'specialist',
      joined_at: '2026-11-10T08:00:00.000Z',
      bookings_completed: 4,
      commission_cents: 650,
    },
  ],
} as const;

/** `GET /api/affiliates/me/referrals`: the rows of the asked kind, totals over them. */
function referralsAnswer(req: { url: URL }) {
  const kind = req.url.searchParams.get('kind') ?? 'all';
  const rows =
    kind === 'member'
      ? referralRows.member
      : kind === 'specialist'
        ? referralRows.specialist
        : [...referralRows.member, ...referralRows.specialist];
  return ok({
    referrals: rows,
    total: rows.length,
    totals: {
      referrals: rows.length,
      bookings_completed: rows.reduce((n, r) => n + r.bookings_completed, 0),
      commission_cents: rows.reduce((n, r) => n + r.commission_cents, 0),
    },
    counts: { all: 3, member: 2, specialist: 1 },
  });
}

const affiliateRoutes = {
  'GET /api/affiliates/me': ok({ affiliate }),
  'GET /api/affiliates/me/stats': { body: stats },
  'GET /api/commissions': ledger,
  'GET /api/affiliates/me/referrals': referralsAnswer,
  'GET /api/referrals/programme': programme,
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

describe('/manila/affiliate/dashboard referrals', () => {
  it('lists referred members and specialists with tabs and totals from the server', async () => {
    const app = renderApp('/manila/affiliate/dashboard', { as: 'affiliate', routes: affiliateRoutes });
    const table = await screen.findByRole('table', { name: 'Referred all' });
    expect(await within(table).findByText('Jamie C.')).toBeVisible();
    expect(within(table).getByText('Maya S.')).toBeVisible();
    // Totals over every row: 2 + 0 + 4 sessions, $17.00 + $6.50.
    expect(screen.getByText('$23.50')).toBeVisible();
    expect(screen.getByText('6')).toBeVisible();

    await app.userEvent.click(screen.getByRole('tab', { name: /Specialists/ }));
    const specialists = await screen.findByRole('table', { name: 'Referred specialists' });
    expect(await within(specialists).findByText('Maya S.')).toBeVisible();
    expect(within(specialists).queryByText('Jamie C.')).not.toBeInTheDocument();
    // The totals follow the tab: the specialist's $6.50 in the row and in the total.
    expect(screen.getAllByText('$6.50')).toHaveLength(2);
    const calls = app.api.callsTo('GET /api/affiliates/me/referrals');
    expect(calls.at(-1)!.url.searchParams.get('kind')).toBe('specialist');
    expect(calls.at(-1)!.url.searchParams.get('offset')).toBe('0');
  });

  it('says so when nobody has signed up yet', async () => {
    renderApp('/manila/affiliate/dashboard', {
      as: 'affiliate',
      routes: {
        ...affiliateRoutes,
        'GET /api/affiliates/me/referrals': ok({
          referrals: [],
          total: 0,
          totals: { referrals: 0, bookings_completed: 0, commission_cents: 0 },
          counts: { all: 0, member: 0, specialist: 0 },
        }),
      },
    });
    expect(await screen.findByText(/Nobody has signed up through your link yet/)).toBeVisible();
  });
});

describe('/referrals', () => {
  it("shows the programme's rates from the server", async () => {
    const app = renderApp('/referrals', { routes: { 'GET /api/referrals/programme': programme } });
    expect(await screen.findByRole('heading', { name: 'Commission rates' })).toBeVisible();
    expect(await screen.findByText('10%')).toBeVisible();
    expect(screen.getByText('12.5%')).toBeVisible();
    expect(screen.getByText('From your 5th referred sale in a calendar month')).toBeVisible();
    expect(screen.getByText(/remembered for 30 days/)).toBeVisible();
    expect(app.api.callsTo('GET /api/referrals/programme')).toHaveLength(1);
  });

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
    const referred = await screen.findByRole('table', { name: 'Referred all' });
    expect(await within(referred).findByText('Jamie C.')).toBeVisible();
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

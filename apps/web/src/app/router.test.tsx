import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routes';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { allowedRole, samplePath } from '@/testing/routes';

describe('redirect rules', () => {
  it('shows the session loading text while the current user resolves', async () => {
    renderApp('/', { routes: { 'GET /api/auth/current-user': 'pending' } });
    expect(await screen.findByText('Loading FundPath...')).toBeInTheDocument();
  });

  it('shows the default landing on / when signed out', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /become fundable/i })).toBeInTheDocument();
  });

  it.each([
    ['ecommerce', /a store that looks like your brand/i],
    ['travel', /sell unforgettable trips/i],
    ['manila', /feel better/i],
    ['default', /become fundable/i],
  ])('shows the %s landing for that domain context', async (serviceType, heading) => {
    renderApp('/', {
      routes: { 'GET /api/domain-context': ok({ service_type: serviceType, domain: 'x.test' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('falls back to the ecommerce landing when the domain context fails', async () => {
    renderApp('/', {
      routes: {
        'GET /api/domain-context': {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'x' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /a store that looks like your brand/i }),
    ).toBeInTheDocument();
  });

  it.each([
    ['admin', '/admin/dashboard'],
    ['funding_team', '/admin/dashboard'],
    ['credit_team', '/admin/dashboard'],
    ['steps_team', '/admin/dashboard'],
    ['client', '/client-center'],
  ] as const)('sends a signed-in %s from / to %s', async (role, target) => {
    const app = renderApp('/', { as: role });
    await waitFor(() => expect(app.location()).toBe(target));
  });

  it('shows the landing on / to signed-in marketplace roles', async () => {
    const app = renderApp('/', { as: 'specialist' });
    expect(await screen.findByRole('heading', { level: 1, name: /become fundable/i })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });

  it.each([
    ['admin', '/admin/dashboard'],
    ['steps_team', '/admin/dashboard'],
    ['client', '/client-center'],
    ['specialist', '/specialist/discover'],
    ['member', '/manila/members'],
    ['affiliate', '/commission-dashboard'],
    ['customer', '/customer/dashboard'],
  ] as const)('redirects a signed-in %s away from /login to %s', async (role, target) => {
    const app = renderApp('/login', { as: role });
    await waitFor(() => expect(app.location()).toBe(target));
  });

  it('returns to ?next= after login when that user may open it', async () => {
    const app = renderApp('/login?next=%2Fadmin%2Fusers', { as: 'credit_team' });
    await waitFor(() => expect(app.location()).toBe('/admin/users'));
  });

  it('ignores a ?next= the user may not open, and off-site ones', async () => {
    const app = renderApp('/login?next=%2Fadmin%2Fusers', { as: 'client' });
    await waitFor(() => expect(app.location()).toBe('/client-center'));
    const other = renderApp('/login?next=%2F%2Fevil.example', { as: 'admin' });
    await waitFor(() => expect(other.location()).toBe('/admin/dashboard'));
  });

  it('sends a staff member on /dashboard to /admin/dashboard', async () => {
    const app = renderApp('/dashboard', { as: 'funding_team' });
    await waitFor(() => expect(app.location()).toBe('/admin/dashboard'));
  });

  it('sends a signed-out visitor to /login with next', async () => {
    const app = renderApp('/dashboard?tab=2');
    await waitFor(() => expect(app.location()).toBe('/login?next=%2Fdashboard%3Ftab%3D2'));
    expect(await screen.findByLabelText('Email Address')).toBeInTheDocument();
  });

  it('sends a client on an admin page through /login to the Client Center', async () => {
    const app = renderApp('/admin/users', { as: 'client' });
    await waitFor(() => expect(app.location()).toBe('/client-center'));
  });

  it('keeps /automations and /crms-showcase for admins only', async () => {
    const staff = renderApp('/automations', { as: 'steps_team' });
    await waitFor(() => expect(staff.location()).toBe('/admin/dashboard'));
    const admin = renderApp('/crms-showcase/forms', { as: 'admin' });
    await waitFor(() => expect(document.title).toBe('CRM Showcase: Forms · FundPath'));
    expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
    expect(admin.location()).toBe('/crms-showcase/forms');
  });

  it('redirects unknown paths to /', async () => {
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('redirects /specialist to /specialist/discover', async () => {
    const app = renderApp('/specialist', { as: 'specialist' });
    await waitFor(() => expect(app.location()).toBe('/specialist/discover'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
  });

  it('matches /{product}-funding-report for signed-in users only', async () => {
    const client = renderApp('/fundpath-funding-report', { as: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Funding Report' })).toBeInTheDocument();
    expect(client.location()).toBe('/fundpath-funding-report');
    client.unmount();
    const anon = renderApp('/acme-funding-report');
    await waitFor(() => expect(anon.location()).toBe('/login?next=%2Facme-funding-report'));
  });

  it('does not treat a bare "-funding-report" segment as the report', async () => {
    const app = renderApp('/-funding-report', { as: 'client' });
    await waitFor(() => expect(app.location()).toBe('/client-center'));
  });
});

describe('/ref/{code}', () => {
  it('passes a letters-and-digits code to the brand call and keeps it for the session', async () => {
    const app = renderApp('/ref/ABC123');
    expect(await screen.findByRole('heading', { level: 1, name: /become fundable/i })).toBeInTheDocument();
    const brandCalls = app.api.callsTo('GET /api/brand/config');
    expect(brandCalls.map((c) => c.url.searchParams.get('ref'))).toEqual(['ABC123']);
    expect(sessionStorage.getItem('fundpath.ref')).toBe('ABC123');
    expect(app.location()).toBe('/ref/ABC123');
    // An affiliate's code attributes the visit (the server sets the cookie); once.
    await waitFor(() => expect(app.api.callsTo('POST /api/referrals/track')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/referrals/track')[0]!.body).toEqual({
      code: 'ABC123',
      path: '/ref/ABC123',
    });
  });

  it('does not pass an invalid code and goes to /', async () => {
    const app = renderApp('/ref/bad-code!');
    await waitFor(() => expect(app.location()).toBe('/'));
    await screen.findByRole('heading', { level: 1, name: /become fundable/i });
    const refs = app.api.callsTo('GET /api/brand/config').map((c) => c.url.searchParams.get('ref'));
    expect(refs.every((r) => r === null)).toBe(true);
    expect(app.api.callsTo('POST /api/referrals/track')).toEqual([]);
  });
});

describe('every route in the table', () => {
  it.each(appRoutes.filter((r) => !r.redirectTo).map((r) => [r.path, r] as const))(
    '%s renders for a user its guard admits',
    async (_path, route) => {
      const app = renderApp(samplePath(route), { as: allowedRole(route) });
      await waitFor(() => expect(screen.queryByText('Loading FundPath...')).not.toBeInTheDocument());
      expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
      const here = app.location();
      // The screens that redirect by design are covered above.
      if (route.path === '/login' || route.path === '/') return;
      expect(here.split('?')[0]).toBe(samplePath(route));
      await waitFor(() => expect(document.title).toContain('FundPath'));
    },
  );
});

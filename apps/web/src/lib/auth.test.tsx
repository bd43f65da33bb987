import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, SESSION_CHECK_INTERVAL_MS, useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';
import { useDomainContext } from '@/lib/domain-context';
import { createQueryClient } from '@/lib/query-client';
import { makeUser } from '@/testing/factories';
import { type MockHandler, mockApi, ok, sessionRoutes } from '@/testing/fetch-mock';

function Probe() {
  const auth = useAuth();
  const [result, setResult] = useState('');
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="user">{auth.user?.email ?? 'none'}</p>
      <p data-testid="roles">{auth.roles.join(',')}</p>
      <p data-testid="impersonating">{String(auth.impersonation.is_impersonating)}</p>
      <p data-testid="error">{auth.error ?? ''}</p>
      <p data-testid="result">{result}</p>
      <button
        type="button"
        onClick={async () => {
          const r = await auth.login('client@fundpath.test', 'secret-password');
          setResult(r.ok ? `ok:${r.user.email}` : `fail:${r.message}`);
        }}
      >
        login
      </button>
      <button type="button" onClick={() => auth.logout()}>
        logout
      </button>
      <button type="button" onClick={() => auth.refreshUser()}>
        refresh
      </button>
    </div>
  );
}

function setup(routes: Record<string, MockHandler> = {}) {
  const api = mockApi(routes);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AuthProvider>
            <Probe />
          </AuthProvider>
        ),
      },
    ],
    {
      initialEntries: ['/client-center'],
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} useTransitions={false} />
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

const text = (id: string) => screen.getByTestId(id).textContent;
const settled = () => waitFor(() => expect(text('status')).not.toBe('loading'));

describe('startup', () => {
  it('is unauthenticated when the server answers 401, without asking for roles', async () => {
    const { api } = setup();
    expect(text('status')).toBe('loading');
    await settled();
    expect(text('status')).toBe('unauthenticated');
    expect(text('error')).toBe('');
    expect(api.callsTo('GET /api/auth/roles')).toHaveLength(0);
  });

  it('loads roles and, for admins, the impersonation status', async () => {
    const admin = makeUser('admin');
    const { api } = setup({
      ...sessionRoutes(admin),
      'GET /api/auth/roles': ok({ roles: ['admin', 'client'] }),
    });
    await settled();
    expect(text('status')).toBe('authenticated');
    expect(text('user')).toBe(admin.email);
    expect(text('roles')).toBe('admin,client');
    expect(api.callsTo('GET /api/admin/impersonation-status')).toHaveLength(1);
  });

  it('does not ask non-admins for the impersonation status', async () => {
    const { api } = setup(sessionRoutes(makeUser('credit_team')));
    await settled();
    expect(text('status')).toBe('authenticated');
    expect(api.callsTo('GET /api/admin/impersonation-status')).toHaveLength(0);
  });

  it('asks for the impersonation status while an admin acts as a client', async () => {
    const { api } = setup(sessionRoutes(makeUser('client'), true));
    await settled();
    expect(text('impersonating')).toBe('true');
    expect(api.callsTo('GET /api/admin/impersonation-status')).toHaveLength(1);
  });
});

describe('login', () => {
  it('succeeds with status success plus a user, and loads roles', async () => {
    const client = makeUser('client');
    const { api, user } = setup({
      'POST /api/auth/login': ok({ user: client, message: 'Login successful' }),
      'GET /api/auth/roles': ok({ roles: ['client'] }),
    });
    await settled();
    await user.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(text('result')).toBe(`ok:${client.email}`));
    expect(text('status')).toBe('authenticated');
    expect(text('roles')).toBe('client');
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'client@fundpath.test',
      password: 'secret-password',
    });
  });

  it('shows the server message on failure', async () => {
    const { user } = setup({
      'POST /api/auth/login': {
        status: 401,
        body: { status: 'error', code: 'UNAUTHENTICATED', message: 'Invalid email or password' },
      },
    });
    await settled();
    await user.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(text('result')).toBe('fail:Invalid email or password'));
    expect(text('status')).toBe('unauthenticated');
    expect(text('error')).toBe('Invalid email or password');
  });

  it('passes on the throttling message', async () => {
    const { user } = setup({
      'POST /api/auth/login': {
        status: 429,
        headers: { 'Retry-After': '60' },
        body: {
          status: 'error',
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Try again in 60 seconds.',
        },
      },
    });
    await settled();
    await user.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(text('result')).toBe('fail:Too many attempts. Try again in 60 seconds.'));
  });

  it.each([
    ['a non-success status', { body: { status: 'error', message: 'nope' } }],
    ['a missing user', ok({ message: 'Login successful' })],
  ])('says Login failed for %s', async (_case, reply) => {
    const { user } = setup({ 'POST /api/auth/login': reply as MockHandler });
    await settled();
    await user.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(text('result')).toBe('fail:Login failed'));
    expect(text('status')).toBe('unauthenticated');
  });
});

describe('ending the session', () => {
  it('logout tells the server, clears local storage and goes to the root', async () => {
    const { api, router, user } = setup(sessionRoutes(makeUser('client')));
    await settled();
    localStorage.setItem('hideTutorial', 'true');
    localStorage.setItem('demoCart', '[]');
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(text('status')).toBe('unauthenticated'));
    expect(text('user')).toBe('none');
    expect(text('roles')).toBe('');
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /api/admin/logout')).toHaveLength(1);
  });

  it('still ends the local session when the logout call fails', async () => {
    const { router, user } = setup({
      ...sessionRoutes(makeUser('client')),
      'POST /api/admin/logout': { status: 403, body: { status: 'error', code: 'FORBIDDEN', message: 'x' } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await settled();
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(text('status')).toBe('unauthenticated'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('a refresh answered with 401 forces logout', async () => {
    const { api, router, user } = setup(sessionRoutes(makeUser('client')));
    await settled();
    localStorage.setItem('k', 'v');
    api.set('GET /api/auth/current-user', {
      status: 401,
      body: { status: 'error', code: 'UNAUTHENTICATED', message: 'Session expired' },
    });
    await user.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(text('status')).toBe('unauthenticated'));
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/');
  });

  describe('periodic session check', () => {
    // Fake timers would also freeze Testing Library's own polling, so the test takes the callback the
    // provider registers and runs it as the 10-minute timer would.
    it('checks every 10 minutes and logs out when the server no longer knows the session', async () => {
      expect(SESSION_CHECK_INTERVAL_MS).toBe(600_000);
      const startInterval = vi.spyOn(globalThis, 'setInterval');
      const { api, router } = setup(sessionRoutes(makeUser('funding_team')));
      await settled();
      const tick = await waitFor(() => {
        const started = startInterval.mock.calls.filter(([, ms]) => ms === SESSION_CHECK_INTERVAL_MS).at(-1);
        expect(started).toBeDefined();
        return started?.[0] as () => Promise<void>;
      });
      startInterval.mockRestore();
      expect(api.callsTo('GET /api/auth/check')).toHaveLength(0);

      await act(tick);
      expect(api.callsTo('GET /api/auth/check')).toHaveLength(1);
      expect(text('status')).toBe('authenticated');

      api.set('GET /api/auth/check', {
        status: 401,
        body: { status: 'error', code: 'UNAUTHENTICATED', message: 'Not logged in' },
      });
      await act(tick);
      await waitFor(() => expect(text('status')).toBe('unauthenticated'));
      expect(router.state.location.pathname).toBe('/');
    });
  });
});

function NakedAuth() {
  useAuth();
  return null;
}
function NakedBrand() {
  useBrand();
  return null;
}
function NakedDomain() {
  useDomainContext();
  return null;
}

describe('context hooks', () => {
  it.each([
    ['useAuth', NakedAuth, 'useAuth must be used within an AuthProvider'],
    ['useBrand', NakedBrand, 'useBrand must be used within a BrandProvider'],
    ['useDomainContext', NakedDomain, 'useDomainContext must be used within a DomainContextProvider'],
  ] as const)('%s throws outside its provider', (_name, Naked, message) => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    expect(() => render(<Naked />)).toThrow(message);
  });
});

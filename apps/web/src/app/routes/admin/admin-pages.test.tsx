import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation, reloadPage } from '@/lib/browser';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/browser', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const person = { brand_id: null, brand_name: null, status: 'active', last_sign_in_at: null };
const clients = [
  {
    ...person,
    id: 'c1',
    email: 'client@fundpath.test',
    display_name: 'Jordan Client',
    role: 'client',
    created_at: '2026-02-01T12:00:00.000Z',
  },
  {
    ...person,
    id: 'c2',
    email: 'maya@example.com',
    display_name: 'Maya Ortiz',
    role: 'client',
    created_at: '2026-03-04T12:00:00.000Z',
  },
];

beforeEach(() => {
  vi.mocked(assignLocation).mockReset();
  vi.mocked(reloadPage).mockReset();
});

describe('/admin/dashboard', () => {
  it('lets an admin impersonate a listed client', async () => {
    const app = renderApp('/admin/dashboard', {
      as: 'admin',
      routes: {
        'GET /api/admin/users': ok({ users: clients, total: clients.length }),
        'POST /api/admin/impersonate': ok({ success: true, user: { id: 'c2' } }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Impersonate maya@example.com' });
    expect(screen.getByRole('button', { name: 'Impersonate client@fundpath.test' })).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/admin/users')[0]?.url.searchParams.get('role')).toBe('client');
    await app.userEvent.click(button);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/client-center'));
    expect(app.api.callsTo('POST /api/admin/impersonate')[0]?.body).toEqual({ user_id: 'c2' });
  });

  it('links to every admin area and shows system status', async () => {
    renderApp('/admin/dashboard', { as: 'admin' });
    const areas = await screen.findByRole('region', { name: 'All areas' });
    expect(within(areas).getByRole('link', { name: /Impersonation Logs/ })).toHaveAttribute(
      'href',
      '/admin/impersonation-logs',
    );
    expect(within(areas).getByRole('link', { name: /CRM Showcase/ })).toBeInTheDocument();
    expect(await screen.findAllByText('Operational')).toHaveLength(2);
  });

  it('hides impersonation and admin-only areas from other staff', async () => {
    renderApp('/admin/dashboard', { as: 'funding_team' });
    const areas = await screen.findByRole('region', { name: 'All areas' });
    expect(screen.queryByRole('heading', { name: 'Impersonate a client' })).not.toBeInTheDocument();
    expect(within(areas).queryByRole('link', { name: /CRM Showcase/ })).not.toBeInTheDocument();
    expect(within(areas).queryByRole('link', { name: /Automations/ })).not.toBeInTheDocument();
  });

  it('has a working Log out control', async () => {
    const app = renderApp('/admin/dashboard', { as: 'steps_team' });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(app.api.callsTo('POST /api/admin/logout')).toHaveLength(1);
  });
});

describe('/admin/impersonation-logs', () => {
  it('lists the log entries, newest first', async () => {
    renderApp('/admin/impersonation-logs', {
      as: 'admin',
      routes: {
        'GET /api/admin/impersonation-logs': ok({
          logs: [
            {
              id: 'l1',
              admin_id: 'a',
              admin_email: 'admin@fundpath.test',
              target_user_id: 'c1',
              target_email: 'client@fundpath.test',
              action: 'start',
              ip: '10.0.0.1',
              user_agent:
                'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36',
              created_at: '2026-05-01T10:00:00.000Z',
            },
            {
              id: 'l2',
              admin_id: 'a',
              admin_email: 'admin@fundpath.test',
              target_user_id: 'c1',
              target_email: 'client@fundpath.test',
              action: 'stop',
              ip: null,
              user_agent: null,
              created_at: '2026-05-01T10:30:00.000Z',
            },
          ],
        }),
      },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Stopped');
    expect(rows[1]).toHaveTextContent('Started');
    expect(rows[1]).toHaveTextContent('Chrome on macOS');
  });
});

describe('impersonation banner', () => {
  it('shows who is being viewed and stops with a page reload', async () => {
    const app = renderApp('/client-center', {
      as: 'client',
      impersonating: true,
      routes: { 'POST /api/admin/stop-impersonation': ok({ success: true, message: 'Stopped' }) },
    });
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('You are viewing as Casey Client');
    // The screen's chunk has loaded (clicking while it loads would suspend inside act()).
    await screen.findByRole('heading', { level: 1, name: 'Client Center' });
    await app.userEvent.click(within(banner).getByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('is absent when nobody is impersonating', async () => {
    renderApp('/client-center', { as: 'client' });
    await screen.findByRole('heading', { level: 1, name: 'Client Center' });
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });
});

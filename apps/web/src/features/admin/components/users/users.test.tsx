import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { localNow, workingNow } from './employees-directory';
import { deviceOf } from './user-drawer';

const person = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  display_name: name,
  role: 'client',
  brand_id: null,
  brand_name: null,
  status: 'active',
  last_sign_in_at: null,
  created_at: '2026-10-01T10:00:00.000Z',
  ...extra,
});
const page = (users: unknown[]) => ({ body: { status: 'success', total: users.length, users } });
const routes = {
  'GET /api/admin/users': page([person('u1', 'Casey Client'), person('u2', 'Dana Doe')]),
  'GET /api/admin/users/brand-options': {
    body: { status: 'success', brands: [{ id: 'b1', name: 'Acme Funding' }] },
  },
  'GET /api/admin/users/invites': { body: { status: 'success', invites: [] } },
};

describe('/admin/users', () => {
  it('filters on the server and confirms a bulk deactivation naming how many users it touches', async () => {
    const app = renderApp('/admin/users', {
      as: 'admin',
      routes: { ...routes, 'POST /api/admin/users/bulk': { body: { status: 'success', updated: 2 } } },
    });
    expect(await screen.findByText('Casey Client')).toBeInTheDocument();
    await app.userEvent.selectOptions(screen.getByLabelText('Status'), 'deactivated');
    await waitFor(() =>
      expect(
        app.api
          .callsTo('GET /api/admin/users')
          .some((c) => c.url.searchParams.get('status') === 'deactivated'),
      ).toBe(true),
    );
    await app.userEvent.click(screen.getByRole('checkbox', { name: 'Select every user on this page' }));
    await app.userEvent.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Deactivate 2 users?')).toBeInTheDocument();
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate 2 users' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/admin/users/bulk')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/admin/users/bulk')[0]!.body).toEqual({
      action: 'deactivate',
      user_ids: ['u1', 'u2'],
    });
  });

  it('invites by e-mail and shows the server field error', async () => {
    const app = renderApp('/admin/users', {
      as: 'admin',
      routes: {
        ...routes,
        'POST /api/admin/users/invites': {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message: 'An account with that email already exists',
            details: { errors: { email: 'An account with that email already exists' } },
          },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await app.userEvent.type(within(dialog).getByLabelText('E-mail'), 'casey.client@example.com');
    await app.userEvent.type(within(dialog).getByLabelText('Full name'), 'Casey');
    await app.userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'funding_team');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/admin/users/invites')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/admin/users/invites')[0]!.body).toEqual({
      email: 'casey.client@example.com',
      display_name: 'Casey',
      role: 'funding_team',
      brand_id: null,
    });
    expect(await within(dialog).findByText('An account with that email already exists')).toBeInTheDocument();
  });

  it('refuses to submit an invalid invite locally', async () => {
    const app = renderApp('/admin/users', { as: 'admin', routes });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await app.userEvent.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/admin/users/invites')).toHaveLength(0);
  });

  it('staff without users.manage see the list but no management controls', async () => {
    renderApp('/admin/users', { as: makeUser('funding_team'), routes });
    expect(await screen.findByText('Casey Client')).toBeInTheDocument();
    expect(screen.getByText('You can view this page but not manage users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select every user on this page' })).toBeNull();
  });

  it('the drawer lists sessions and signs one out after a confirm', async () => {
    const app = renderApp('/admin/users', {
      as: 'admin',
      routes: {
        ...routes,
        'GET /api/admin/users/u1': {
          body: {
            status: 'success',
            user: person('u1', 'Casey Client', { last_sign_in_at: '2026-11-20T10:00:00.000Z' }),
            sessions: [
              {
                id: 's1',
                ip: '203.0.113.4',
                user_agent:
                  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
                created_at: '2026-11-20T10:00:00.000Z',
                expires_at: '2026-11-27T10:00:00.000Z',
                current: false,
              },
            ],
            audit: [
              {
                id: '9',
                at: '2026-11-19T10:00:00.000Z',
                actor_name: 'Ada Admin',
                action: 'user.role_changed',
                ip: null,
                before: { role: 'member' },
                after: { role: 'client' },
              },
            ],
          },
        },
        'DELETE /api/admin/users/u1/sessions/s1': { body: { status: 'success' } },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Casey Client' }));
    const drawer = await screen.findByRole('dialog', { name: 'Casey Client' });
    await app.userEvent.click(within(drawer).getByRole('tab', { name: /Sessions/ }));
    expect(await within(drawer).findByText('Safari on iOS')).toBeInTheDocument();
    await app.userEvent.click(within(drawer).getByRole('button', { name: 'End session' }));
    await app.userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End session' }),
    );
    await waitFor(() => expect(app.api.callsTo('DELETE /api/admin/users/u1/sessions/s1')).toHaveLength(1));
    await app.userEvent.click(within(drawer).getByRole('tab', { name: 'Audit trail' }));
    expect(await within(drawer).findByText('role: member → client')).toBeInTheDocument();
  });
});

describe('/admin/employees helpers', () => {
  it('reads the local weekday and time in a time zone, and whether that is within working hours', () => {
    const monday1430Utc = new Date('2026-11-23T14:30:00Z');
    expect(localNow('UTC', monday1430Utc)).toEqual({ day: '1', time: '14:30' });
    expect(localNow('America/New_York', monday1430Utc)).toEqual({ day: '1', time: '09:30' });
    const hours = { '1': { start: '09:00', end: '17:00' } };
    expect(workingNow({ time_zone: 'America/New_York', working_hours: hours }, monday1430Utc)).toBe(true);
    expect(workingNow({ time_zone: 'Asia/Tokyo', working_hours: hours }, monday1430Utc)).toBe(false);
  });

  it('names devices from user agents', () => {
    expect(deviceOf(null)).toBe('Unknown device');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(
      'Chrome on Linux',
    );
  });
});

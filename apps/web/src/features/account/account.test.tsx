import type { AccountSession } from '@fundpath/contracts/account';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const session = (id: string, over: Partial<AccountSession> = {}): AccountSession => ({
  id,
  device: 'Chrome on macOS',
  ip: '203.0.113.4',
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: '2026-11-20T11:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
  current: false,
  ...over,
});
const THIS = '00000000-0000-4000-8000-0000000000a1';
const PHONE = '00000000-0000-4000-8000-0000000000a2';
const sessions = [
  session(THIS, { current: true }),
  session(PHONE, { device: 'Safari on iOS', ip: '198.51.100.7' }),
];

describe('/manila/shared/security', () => {
  it('shows the password form and the sessions, this device marked', async () => {
    renderApp('/manila/shared/security', {
      as: 'member',
      routes: { 'GET /api/account/sessions': ok({ sessions }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const [mine, phone] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Chrome on macOS');
    expect(within(mine!).getByText('This device')).toBeInTheDocument();
    expect(phone).toHaveTextContent('Safari on iOS');
    expect(phone).toHaveTextContent('198.51.100.7');
    expect(within(phone!).queryByText('This device')).not.toBeInTheDocument();
  });

  it('revokes a device with DELETE and its id, only after the confirm', async () => {
    const app = renderApp('/manila/shared/security', {
      as: 'member',
      routes: {
        'GET /api/account/sessions': ok({ sessions }),
        [`DELETE /api/account/sessions/${PHONE}`]: ok({
          message: 'That device has been signed out',
          signed_out: false,
        }),
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Revoke: Safari on iOS' }));
    const dialog = await screen.findByRole('alertdialog');
    // Cancelled first: nothing is sent.
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(app.api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await app.userEvent.click(screen.getByRole('button', { name: 'Revoke: Safari on iOS' }));
    await app.userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(app.api.callsTo(`DELETE /api/account/sessions/${PHONE}`)).toHaveLength(1));
    expect(app.api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('revoking this device signs this browser out', async () => {
    const app = renderApp('/manila/shared/security', {
      as: 'member',
      routes: {
        'GET /api/account/sessions': ok({ sessions }),
        [`DELETE /api/account/sessions/${THIS}`]: () => {
          app.api.set('GET /api/auth/current-user', {
            status: 401,
            body: { status: 'error', code: 'UNAUTHENTICATED', message: 'Authentication required' },
          });
          return ok({ message: 'You have been signed out on this device', signed_out: true });
        },
      },
    });
    await app.userEvent.click(
      await screen.findByRole('button', { name: 'Revoke: Chrome on macOS (this device)' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out on this device?' });
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).not.toBe('/manila/shared/security'));
    expect(app.api.callsTo(`DELETE /api/account/sessions/${THIS}`)).toHaveLength(1);
  });

  it('signs out all other devices after a confirm', async () => {
    const app = renderApp('/manila/shared/security', {
      as: 'member',
      routes: {
        'GET /api/account/sessions': ok({ sessions }),
        'POST /api/account/sessions/revoke-others': ok({
          message: 'Signed out of 1 other device',
          revoked: 1,
        }),
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    await app.userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out others' }),
    );
    await waitFor(() => expect(app.api.callsTo('POST /api/account/sessions/revoke-others')).toHaveLength(1));
  });

  it('changes the password; a wrong current one shows on its field', async () => {
    const app = renderApp('/manila/shared/security', {
      as: 'member',
      routes: {
        'GET /api/account/sessions': ok({ sessions }),
        'POST /api/account/password': {
          status: 400,
          body: {
            status: 'error',
            code: 'VALIDATION_FAILED',
            message: 'Your current password is not correct',
            details: { errors: { current_password: 'Your current password is not correct' } },
          },
        },
      },
    });
    await app.userEvent.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await app.userEvent.type(screen.getByLabelText('New password'), 'a-brand-new-password');
    await app.userEvent.type(screen.getByLabelText('Confirm new password'), 'a-brand-new-password');
    await app.userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/account/password')[0]?.body).toEqual({
      current_password: 'wrong-password',
      new_password: 'a-brand-new-password',
    });
  });
});

describe('/manila/shared/profile-edit', () => {
  const profile = (role: string) =>
    ok({
      profile: {
        id: 'u1',
        display_name: 'Sam Specialist',
        email: 'sam@example.com',
        role,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    });

  it('saves the name, and links a specialist to the public profile', async () => {
    const app = renderApp('/manila/shared/profile-edit', {
      as: makeUser('specialist', { display_name: 'Sam Specialist', email: 'sam@example.com' }),
      routes: {
        'GET /api/account/profile': profile('specialist'),
        'PATCH /api/account/profile': profile('specialist'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit your public profile' })).toHaveAttribute(
      'href',
      '/specialist/profile-settings',
    );
    const name = await screen.findByLabelText('Full name');
    await app.userEvent.clear(name);
    await app.userEvent.type(name, 'Sam Renamed');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(app.api.callsTo('PATCH /api/account/profile')[0]?.body).toEqual({ display_name: 'Sam Renamed' }),
    );
  });

  it('shows members no public-profile link', async () => {
    renderApp('/manila/shared/profile-edit', {
      as: 'member',
      routes: { 'GET /api/account/profile': profile('member') },
    });
    expect(await screen.findByLabelText('E-mail')).toHaveValue('sam@example.com');
    expect(screen.queryByRole('link', { name: 'Edit your public profile' })).not.toBeInTheDocument();
  });
});

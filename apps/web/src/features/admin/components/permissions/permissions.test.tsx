import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

const catalogue = {
  status: 'success',
  roles: ['admin', 'funding_team'],
  permissions: [
    {
      key: 'tickets.assign',
      label: 'Assign tickets',
      description: 'Assign or reassign support tickets to staff.',
      group: 'Support',
      default_roles: ['admin', 'funding_team'],
    },
    {
      key: 'permissions.manage',
      label: 'Manage permissions',
      description: 'Edit the role matrix.',
      group: 'People',
      default_roles: ['admin'],
    },
  ],
  matrix: [
    { role: 'admin', permission: 'tickets.assign', granted: true, is_default: true, locked: false },
    { role: 'funding_team', permission: 'tickets.assign', granted: true, is_default: true, locked: false },
    { role: 'admin', permission: 'permissions.manage', granted: true, is_default: true, locked: true },
    {
      role: 'funding_team',
      permission: 'permissions.manage',
      granted: false,
      is_default: true,
      locked: false,
    },
  ],
};

describe('permission matrix', () => {
  it('saves the ticked changes after a confirm; a locked cell cannot change', async () => {
    const app = renderApp('/admin/permissions/matrix', {
      as: 'admin',
      routes: {
        'GET /api/admin/permissions/catalogue': { body: catalogue },
        'PUT /api/admin/permissions/matrix': { body: catalogue },
      },
    });
    const cell = await screen.findByRole('checkbox', { name: 'Funding team: Assign tickets' });
    expect(screen.getByRole('checkbox', { name: 'Admin: Manage permissions' })).toBeDisabled();
    await app.userEvent.click(cell);
    expect(cell).not.toBeChecked();
    await app.userEvent.click(screen.getByRole('button', { name: 'Save 1 change' }));
    const dialog = await screen.findByRole('alertdialog');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(app.api.callsTo('PUT /api/admin/permissions/matrix')).toHaveLength(1));
    expect(app.api.callsTo('PUT /api/admin/permissions/matrix')[0]!.body).toEqual({
      changes: [{ role: 'funding_team', permission: 'tickets.assign', granted: false }],
    });
    expect(await screen.findByText('Permissions updated')).toBeInTheDocument();
  });

  it('tells staff without permissions.manage instead of showing the grid', async () => {
    renderApp('/admin/permissions/matrix', { as: makeUser('funding_team') });
    expect(await screen.findByText("You can't manage permissions")).toBeInTheDocument();
  });
});

describe('audit log', () => {
  it('lists entries with before and after, filters on the server, and links the CSV export', async () => {
    const entry = {
      id: '1',
      at: '2026-11-20T10:00:00.000Z',
      actor_id: 'u1',
      actor_name: 'Ada Admin <admin@fundpath.test>',
      ip: '203.0.113.9',
      action: 'permission.override_set',
      target_type: 'user',
      target_id: 'u2',
      target_label: 'Felix Funding · Assign tickets',
      before: null,
      after: { permission: 'tickets.assign', granted: false },
    };
    const app = renderApp('/admin/permissions/audit-logs', {
      as: 'admin',
      routes: {
        'GET /api/admin/audit-logs': {
          body: { status: 'success', entries: [entry], total: 1, page: 1, per_page: 25 },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Felix Funding · Assign tickets')).toBeInTheDocument();
    expect(within(table).getByText('permission: tickets.assign, granted: false')).toBeInTheDocument();
    await app.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Override set');
    await waitFor(() =>
      expect(
        app.api
          .callsTo('GET /api/admin/audit-logs')
          .some((c) => c.url.search.includes('action=permission.override_set')),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/audit-logs/export?action=permission.override_set',
    );
  });
});

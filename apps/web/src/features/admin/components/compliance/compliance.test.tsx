import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const consent = {
  id: 'c1',
  user_id: 'u1',
  user_name: 'Jordan Client',
  user_email: 'client@fundpath.test',
  kind: 'croa_disclosure',
  version: '2026-01',
  statement: 'I read the CROA disclosure.',
  agreed_at: '2026-10-01T10:00:00.000Z',
  ip: '203.0.113.9',
  user_agent: 'Firefox',
  recorded_by_name: null,
  cancel_until: '2099-10-05T00:00:00.000Z',
  cancel_window_open: true,
};
const routes = {
  'GET /api/admin/compliance/consents': { body: { status: 'success', total: 1, consents: [consent] } },
  'GET /api/admin/compliance/exports': {
    body: {
      status: 'success',
      total: 1,
      exports: [
        {
          id: 'e1',
          user_id: 'u1',
          user_name: 'Jordan Client',
          user_email: 'client@fundpath.test',
          requested_by_name: 'Avery Admin',
          status: 'completed',
          file_size: 4096,
          file_sha256: 'c'.repeat(64),
          error: null,
          completed_at: '2026-10-01T10:00:00.000Z',
          expires_at: '2099-10-08T10:00:00.000Z',
          downloadable: true,
          created_at: '2026-10-01T09:59:00.000Z',
        },
      ],
    },
  },
  'GET /api/admin/compliance/deletions': { body: { status: 'success', total: 0, deletions: [] } },
};

describe('/admin/compliance', () => {
  it('shows consents with the open CROA window', async () => {
    renderApp('/admin/compliance', { as: 'funding_team', routes });
    const table = await screen.findByRole('table', { name: 'Consent records' }, { timeout: 10_000 });
    expect(await within(table).findByText('CROA disclosure')).toBeInTheDocument();
    expect(within(table).getByText(/Open until/)).toBeInTheDocument();
  });

  it('lists exports with a download link; only admins can request one', async () => {
    const app = renderApp('/admin/compliance', { as: 'funding_team', routes });
    await app.userEvent.click(await screen.findByRole('tab', { name: 'Data exports' }, { timeout: 10_000 }));
    expect(await screen.findByRole('link', { name: 'Download the export of Jordan Client' })).toHaveAttribute(
      'href',
      '/api/admin/compliance/exports/e1/download',
    );
    expect(screen.queryByRole('button', { name: 'Request export' })).not.toBeInTheDocument();
  });

  it('says what deletion keeps and confirms before anonymising', async () => {
    const app = renderApp('/admin/compliance', {
      as: 'admin',
      routes: {
        ...routes,
        'POST /api/admin/compliance/deletions': {
          body: {
            status: 'success',
            deletion: {
              id: 'd1',
              user_id: 'u2',
              user_name: 'Deleted user',
              user_email: 'deleted-u2@deleted.invalid',
              requested_by_name: 'Avery Admin',
              reason: null,
              status: 'completed',
              summary: { removed: ['Name'], kept: ['Consents'] },
              error: null,
              completed_at: '2026-10-01T10:00:00.000Z',
              created_at: '2026-10-01T10:00:00.000Z',
            },
          },
        },
      },
    });
    await app.userEvent.click(
      await screen.findByRole('tab', { name: 'Deletion requests' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText('What the law requires us to keep')).toBeInTheDocument();
    expect(screen.getByText(/Signed contracts with their PDFs/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Request a deletion' });
    await app.userEvent.type(within(form).getByLabelText('User e-mail'), 'gone@example.com');
    await app.userEvent.click(within(form).getByRole('button', { name: 'Anonymise user' }));
    const confirm = await screen.findByRole('alertdialog');
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Anonymise' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/admin/compliance/deletions')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/admin/compliance/deletions')[0]!.body).toEqual({
      user_email: 'gone@example.com',
    });
  });
});

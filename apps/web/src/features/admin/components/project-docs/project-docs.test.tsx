import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const node = (id: string, title: string, parent_id: string | null, position: number, revision = 1) => ({
  id,
  parent_id,
  position,
  title,
  revision,
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by_name: 'Sam Steps',
});
const tree = [
  node('p1', 'Client success', null, 0),
  node('p2', 'Support SLA', 'p1', 0, 2),
  node('p3', 'Brand setup', null, 1),
];
const sla = {
  ...tree[1],
  created_at: '2026-10-01T10:00:00.000Z',
  body: '## Escalation\n\nUrgent tickets get **1 hour**.\n\n<script>alert(1)</script>',
};
const routes = {
  'GET /api/admin/project-docs/pages': { body: { status: 'success', pages: tree } },
  'GET /api/admin/project-docs/pages/p2': { body: { status: 'success', page: sla } },
};

describe('/admin/project-docs', () => {
  it('shows the tree and renders the open page safely', async () => {
    const { container } = renderApp('/admin/project-docs?page=p2', { as: 'steps_team', routes });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Support SLA' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 3, name: 'Escalation' })).toBeInTheDocument();
    expect(screen.getByText('1 hour').tagName).toBe('STRONG');
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(container.querySelector('main script, [role="main"] script')).toBeNull();
    // Deleting is for admins.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('saves with the revision it opened and keeps the text when the server says it is stale', async () => {
    const app = renderApp('/admin/project-docs?page=p2', {
      as: 'credit_team',
      routes: {
        ...routes,
        'PUT /api/admin/project-docs/pages/p2': {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message:
              'Avery Admin saved this page (revision 3) after you opened it. Copy your changes, reload the page and apply them again.',
            details: {
              current_revision: 3,
              updated_by_name: 'Avery Admin',
              updated_at: '2026-11-21T10:00:00.000Z',
            },
          },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const text = screen.getByLabelText('Text (Markdown)');
    await app.userEvent.clear(text);
    await app.userEvent.type(text, 'My new text');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Avery Admin saved this page \(revision 3\)/)).toBeInTheDocument();
    expect(app.api.callsTo('PUT /api/admin/project-docs/pages/p2')[0]!.body).toEqual({
      title: 'Support SLA',
      body: 'My new text',
      base_revision: 2,
    });
    expect(screen.getByLabelText('Text (Markdown)')).toHaveValue('My new text');
    expect(screen.getByRole('button', { name: 'Load the latest version' })).toBeInTheDocument();
  });

  it('searches on the server and opens a result', async () => {
    const app = renderApp('/admin/project-docs?page=p2', {
      as: 'admin',
      routes: {
        ...routes,
        'GET /api/admin/project-docs/search': (req: MockRequest) => ({
          body: {
            status: 'success',
            results:
              req.url.searchParams.get('q') === 'brand'
                ? [
                    {
                      id: 'p3',
                      title: 'Brand setup',
                      snippet: 'Each brand has a logo…',
                      updated_at: '2026-11-20T10:00:00.000Z',
                    },
                  ]
                : [],
          },
        }),
        'GET /api/admin/project-docs/pages/p3': {
          body: {
            status: 'success',
            page: { ...tree[2], created_at: '2026-10-01T10:00:00.000Z', body: 'Logos.' },
          },
        },
      },
    });
    await app.userEvent.type(await screen.findByLabelText('Search the docs'), 'brand');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await app.userEvent.click(await within(results).findByRole('button', { name: /Brand setup/ }));
    expect(await screen.findByText('Logos.')).toBeInTheDocument();
  });

  it('refuses to delete a page with sub-pages and confirms before deleting one without', async () => {
    const app = renderApp('/admin/project-docs?page=p1', {
      as: 'admin',
      routes: {
        ...routes,
        'GET /api/admin/project-docs/pages/p1': {
          body: {
            status: 'success',
            page: { ...tree[0], created_at: '2026-10-01T10:00:00.000Z', body: 'Intro' },
          },
        },
        'DELETE /api/admin/project-docs/pages/p2': { body: { status: 'success' } },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Move or delete its sub-pages first')).toBeInTheDocument();
    await app.userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await app.userEvent.click(screen.getByRole('button', { name: 'Support SLA' }));
    await screen.findByRole('heading', { level: 2, name: 'Support SLA' });
    await app.userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(app.api.callsTo('DELETE /api/admin/project-docs/pages/p2')).toHaveLength(1));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

const file = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  content_type: 'application/pdf',
  size: 2048,
  sha256: 'a'.repeat(64),
  via: 'form',
  uploaded_by_name: 'Ada Admin',
  created_at: '2026-11-20T10:00:00.000Z',
  url: `/api/admin/files/${id}/download`,
  ...extra,
});
const list = (files: unknown[]) => ({
  body: { status: 'success', files, total: files.length, total_bytes: files.length * 2048 },
});

describe('/admin/file-upload', () => {
  it('lists the library with its total, filters by kind on the server, and deletes after a confirm', async () => {
    const app = renderApp('/admin/file-upload', {
      as: 'admin',
      routes: {
        'GET /api/admin/files': list([
          file('f1', 'Lender checklist.pdf'),
          file('f2', 'Intro.mp4', { content_type: 'video/mp4', via: 'tus' }),
        ]),
        'DELETE /api/admin/files/f1': { body: { status: 'success' } },
      },
    });
    expect(await screen.findByText('Lender checklist.pdf')).toBeInTheDocument();
    expect(screen.getByText(/^2 files · /)).toBeInTheDocument();
    await app.userEvent.selectOptions(screen.getByLabelText('Kind'), 'media');
    await waitFor(() =>
      expect(
        app.api.callsTo('GET /api/admin/files').some((c) => c.url.searchParams.get('kind') === 'media'),
      ).toBe(true),
    );
    await app.userEvent.click(screen.getByRole('button', { name: 'Delete Lender checklist.pdf' }));
    await app.userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete file' }),
    );
    await waitFor(() => expect(app.api.callsTo('DELETE /api/admin/files/f1')).toHaveLength(1));
  });

  it('staff who are not admins see no delete control', async () => {
    renderApp('/admin/file-upload', {
      as: makeUser('funding_team'),
      routes: { 'GET /api/admin/files': list([file('f1', 'Lender checklist.pdf')]) },
    });
    expect(await screen.findByText('Lender checklist.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the link to Lender checklist.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Lender checklist.pdf' })).toBeNull();
  });

  it('the chunked upload screen offers a large-file drop zone above the same library', async () => {
    renderApp('/admin/chunked-upload', { as: 'admin', routes: { 'GET /api/admin/files': list([]) } });
    expect(await screen.findByText('The library is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose a large file/ })).toBeInTheDocument();
  });
});

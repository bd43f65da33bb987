import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const folders = [
  { id: 'f-up', name: 'Uploads', kind: 'uploads', document_count: 2 },
  { id: 'f-sh', name: 'Shared with you', kind: 'shared', document_count: 0 },
  { id: 'f-tk', name: 'Tickets', kind: 'tickets', document_count: 1 },
];
const doc = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  folder_id: 'f-up',
  title,
  source: 'upload',
  file_name: `${title}.pdf`,
  content_type: 'application/pdf',
  size: 2048,
  version: 2,
  read_only: false,
  can_delete: true,
  shared_by_name: null,
  origin: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  download_url: `/api/documents/${id}/download`,
  preview_url: `/api/documents/${id}/preview`,
  ...extra,
});
const list = {
  body: {
    status: 'success',
    owner: { id: 'me', display_name: 'Jordan' },
    folders,
    documents: [
      doc('d1', 'Bank statement'),
      doc('task-a1', 'dispute letter.pdf', {
        source: 'task',
        read_only: true,
        can_delete: false,
        version: null,
        preview_url: null,
        origin: 'Upload your dispute letters',
        download_url: '/api/tasks/attachments/a1/download',
      }),
      doc('ticket-b1', 'screenshot.png', {
        folder_id: 'f-tk',
        source: 'ticket',
        read_only: true,
        can_delete: false,
        version: null,
        preview_url: null,
      }),
    ],
  },
};

describe('/documents', () => {
  it('shows a client their folders, previews a PDF in a frame, lists versions and hides changes on task files', async () => {
    const app = renderApp('/documents', {
      as: 'client',
      routes: {
        'GET /api/documents': list,
        'GET /api/documents/d1': {
          body: {
            status: 'success',
            document: doc('d1', 'Bank statement'),
            versions: [
              {
                id: 'v2',
                number: 2,
                file_name: 'b.pdf',
                content_type: 'application/pdf',
                size: 10,
                sha256: 'a',
                uploaded_by_name: 'Jordan',
                created_at: '2026-11-21T10:00:00.000Z',
                download_url: '/api/documents/d1/download?version=v2',
                preview_url: null,
              },
              {
                id: 'v1',
                number: 1,
                file_name: 'a.pdf',
                content_type: 'application/pdf',
                size: 10,
                sha256: 'b',
                uploaded_by_name: 'Jordan',
                created_at: '2026-11-20T10:00:00.000Z',
                download_url: '/api/documents/d1/download?version=v1',
                preview_url: null,
              },
            ],
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(await screen.findByText('Bank statement')).toBeInTheDocument();
    expect(screen.getByText('dispute letter.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Library' })).toBeNull();
    expect(screen.getByRole('button', { name: /Upload to Uploads/ })).toBeInTheDocument();
    // Task files: download only.
    expect(screen.getByRole('link', { name: 'Download dispute letter.pdf' })).toHaveAttribute(
      'href',
      '/api/tasks/attachments/a1/download',
    );
    expect(screen.queryByRole('button', { name: 'Delete dispute letter.pdf' })).toBeNull();

    await app.userEvent.click(screen.getByRole('button', { name: 'Preview Bank statement' }));
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByTitle('Preview of Bank statement')).toHaveAttribute(
      'src',
      '/api/documents/d1/preview',
    );
    await app.userEvent.keyboard('{Escape}');

    await app.userEvent.click(screen.getByRole('button', { name: 'Versions of Bank statement' }));
    const versions = await screen.findByRole('dialog');
    expect(await within(versions).findByRole('link', { name: 'Download version 1' })).toHaveAttribute(
      'href',
      '/api/documents/d1/download?version=v1',
    );
    expect(within(versions).getByRole('button', { name: /Upload new version/ })).toBeInTheDocument();
    await app.userEvent.keyboard('{Escape}');

    await app.userEvent.click(screen.getByRole('button', { name: /Tickets/ }));
    expect(await screen.findByText('screenshot.png')).toBeInTheDocument();
    expect(screen.queryByText('Bank statement')).toBeNull();
  });

  it('a link to a shared document (the notification) opens its folder', async () => {
    renderApp('/documents?document=d9', {
      as: 'client',
      routes: {
        'GET /api/documents': {
          body: {
            ...list.body,
            documents: [
              doc('d9', 'Funding checklist', {
                source: 'shared',
                folder_id: 'f-sh',
                shared_by_name: 'Fran',
                can_delete: false,
              }),
            ],
          },
        },
      },
    });
    expect(await screen.findByText('Funding checklist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Shared with you/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Delete Funding checklist' })).toBeNull();
  });

  it('staff share a library template with a client they pick', async () => {
    const app = renderApp('/documents', {
      as: 'funding_team',
      routes: {
        'GET /api/documents': { body: { ...list.body, documents: [] } },
        'GET /api/documents/templates': {
          body: {
            status: 'success',
            can_manage: true,
            templates: [
              {
                id: 't1',
                title: 'Funding checklist',
                description: 'What lenders ask for',
                file_name: 'c.pdf',
                content_type: 'application/pdf',
                size: 999,
                created_by_name: 'Fran',
                created_at: '2026-11-20T10:00:00.000Z',
                updated_at: '2026-11-20T10:00:00.000Z',
                download_url: '/api/documents/templates/t1/download',
                preview_url: '/api/documents/templates/t1/preview',
              },
            ],
          },
        },
        'GET /api/clients': {
          body: {
            status: 'success',
            clients: [{ id: 'c1', display_name: 'Jordan Client', email: 'client@fundpath.test' }],
            total: 1,
            page: 1,
            per_page: 10,
            credit_visible: true,
            tags: [],
            staff: [],
          },
        },
        'POST /api/documents/templates/t1/share': {
          status: 201,
          body: {
            status: 'success',
            document: doc('d9', 'Funding checklist', { source: 'shared', folder_id: 'f-sh' }),
          },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('tab', { name: 'Library' }));
    expect(await screen.findByText('Funding checklist')).toBeInTheDocument();
    expect(screen.getByLabelText('Template title')).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Share Funding checklist with client' }));
    const dialog = await screen.findByRole('dialog');
    await app.userEvent.type(within(dialog).getByLabelText('Find a client'), 'Jor');
    await app.userEvent.click(await within(dialog).findByRole('button', { name: /Jordan Client/ }));
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Share with Jordan Client' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/documents/templates/t1/share')).toHaveLength(1));
  });
});

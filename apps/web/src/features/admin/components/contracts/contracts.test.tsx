import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const T1 = '6a3e0c55-1c2b-4d5e-8f90-1a2b3c4d5e01';
const template = {
  id: T1,
  kind: 'client_service_agreement',
  name: 'Client service agreement',
  current_version: 2,
  archived: false,
  pending_requests: 1,
  signed_count: 1,
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-02T10:00:00.000Z',
};
const request = (id: string, status: string, extra = {}) => ({
  id,
  template_id: T1,
  template_name: 'Client service agreement',
  kind: 'client_service_agreement',
  version: 2,
  title: 'Client service agreement',
  recipient_id: 'u1',
  recipient_name: 'Jordan Client',
  recipient_email: 'client@fundpath.test',
  status,
  message: null,
  expires_at: null,
  decided_at: status === 'pending' ? null : '2026-10-03T10:00:00.000Z',
  decline_reason: null,
  signed_contract_id: status === 'signed' ? 's1' : null,
  created_by_name: 'Avery Admin',
  created_at: '2026-10-02T10:00:00.000Z',
  ...extra,
});
const routes = {
  'GET /api/admin/contracts/templates': { body: { status: 'success', templates: [template] } },
  'GET /api/admin/contracts/requests': {
    body: { status: 'success', total: 2, requests: [request('r1', 'signed'), request('r2', 'pending')] },
  },
  'GET /api/admin/contracts/signed/s1': {
    body: {
      status: 'success',
      signed: {
        id: 's1',
        request_id: 'r1',
        title: 'Client service agreement',
        version: 2,
        signer_id: 'u1',
        signer_name: 'Jordan Client',
        signer_email: 'client@fundpath.test',
        typed_name: 'Jordan Client',
        signature_method: 'typed',
        signature_png: null,
        document_text: 'The agreement.',
        document_sha256: 'a'.repeat(64),
        pdf_sha256: 'b'.repeat(64),
        pdf_size: 2048,
        ip: '203.0.113.9',
        user_agent: 'Firefox',
        signed_at: '2026-10-03T10:00:00.000Z',
      },
    },
  },
};

describe('/admin/contracts', () => {
  it('lists requests, filters by status on the server, and opens the signed record with its PDF link', async () => {
    const app = renderApp('/admin/contracts', { as: 'admin', routes });
    const table = await screen.findByRole('table', { name: 'Signature requests' }, { timeout: 10_000 });
    expect(await within(table).findAllByText('Jordan Client')).toHaveLength(2);
    await app.userEvent.selectOptions(screen.getByLabelText('Status'), 'signed');
    await waitFor(() =>
      expect(
        app.api
          .callsTo('GET /api/admin/contracts/requests')
          .some((c) => c.url.searchParams.get('status') === 'signed'),
      ).toBe(true),
    );
    await app.userEvent.click(
      screen.getByRole('button', { name: 'View the signed record of Jordan Client' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('203.0.113.9')).toBeInTheDocument();
    expect(within(dialog).getByText('Typed name as signature')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/contracts/signed/s1/pdf',
    );
  });

  it('confirms before voiding a pending request', async () => {
    const app = renderApp('/admin/contracts', {
      as: 'admin',
      routes: {
        ...routes,
        'POST /api/admin/contracts/requests/r2/void': {
          body: { status: 'success', request: request('r2', 'voided') },
        },
      },
    });
    await app.userEvent.click(
      await screen.findByRole('button', { name: 'Void the request to Jordan Client' }, { timeout: 10_000 }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Void request' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/admin/contracts/requests/r2/void')).toHaveLength(1),
    );
  });

  it('shows the server field error when sending to an unknown e-mail', async () => {
    const app = renderApp('/admin/contracts', {
      as: 'admin',
      routes: {
        ...routes,
        'POST /api/admin/contracts/requests': {
          status: 400,
          body: {
            status: 'error',
            code: 'VALIDATION_FAILED',
            message: 'No active user has that e-mail',
            details: { errors: { recipient_email: 'No active user has that e-mail' } },
          },
        },
      },
    });
    await app.userEvent.click(
      await screen.findByRole('button', { name: 'Send for signature' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await app.userEvent.selectOptions(within(dialog).getByLabelText('Template'), T1);
    await app.userEvent.type(within(dialog).getByLabelText(/Recipient e-mail/), 'nobody@example.com');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('No active user has that e-mail')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/admin/contracts/requests')[0]!.body).toMatchObject({
      template_id: T1,
      recipient_email: 'nobody@example.com',
      expires_in_days: 14,
    });
  });

  it('hides template and request actions from non-admin staff', async () => {
    renderApp('/admin/contracts', { as: 'funding_team', routes });
    await screen.findByRole('table', { name: 'Signature requests' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Send for signature' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
  });
});

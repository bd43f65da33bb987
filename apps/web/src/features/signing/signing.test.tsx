import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const view = (status: string, extra = {}) => ({
  title: 'Client service agreement',
  format: 'markdown',
  body: '# Agreement\n\nBetween FundPath and **Jordan Client**.\n\n- We coach you.',
  recipient_name: 'Jordan Client',
  status,
  message: null,
  expires_at: null,
  signed_at: null,
  document_sha256: null,
  ...extra,
});

describe('/sign', () => {
  it('shows the contract and signs with the typed name alone (keyboard path)', async () => {
    const app = renderApp(`/sign?token=${TOKEN}`, {
      routes: {
        [`GET /api/sign/${TOKEN}`]: { body: { status: 'success', contract: view('pending') } },
        [`POST /api/sign/${TOKEN}`]: {
          body: {
            status: 'success',
            contract: view('signed', {
              signed_at: '2026-10-03T10:00:00.000Z',
              document_sha256: 'a'.repeat(64),
            }),
          },
        },
      },
    });
    expect(await screen.findByText('We coach you.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Jordan Client', { selector: 'strong' })).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Sign contract' }));
    expect(await screen.findByText('Type your full name')).toBeInTheDocument();
    await app.userEvent.type(screen.getByLabelText(/Your full name/), 'Jordan Client');
    await app.userEvent.click(screen.getByRole('checkbox'));
    await app.userEvent.click(screen.getByRole('button', { name: 'Sign contract' }));
    await waitFor(() => expect(app.api.callsTo(`POST /api/sign/${TOKEN}`)).toHaveLength(1));
    expect(app.api.callsTo(`POST /api/sign/${TOKEN}`)[0]!.body).toEqual({
      typed_name: 'Jordan Client',
      agree: true,
    });
    expect(await screen.findByRole('link', { name: 'Download the signed PDF' })).toHaveAttribute(
      'href',
      `/api/sign/${TOKEN}/pdf`,
    );
  });

  it('explains an invalid link', async () => {
    renderApp(`/sign?token=${TOKEN}`, {
      routes: {
        [`GET /api/sign/${TOKEN}`]: {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'This signing link is not valid.' },
        },
      },
    });
    expect(
      await screen.findByText('This signing link doesn’t work', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

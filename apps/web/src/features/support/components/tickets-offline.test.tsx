import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { listBody, makeTicket, stubRealtime } from '../testing/fixtures';

beforeEach(stubRealtime);

// Its own file: the failures open the request layer's circuit for GET /api/tickets.
describe('tickets screen when the service is down', () => {
  it('says it is offline, shows no tickets, and retries on demand', async () => {
    const app = renderApp('/client/support', {
      as: 'client',
      routes: {
        'GET /api/tickets': { status: 503, body: { status: 'error', code: 'INTERNAL', message: 'down' } },
      },
    });
    expect(
      await screen.findByText('Unable to load tickets. Showing offline mode.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tickets' })).not.toBeInTheDocument();
    // Spec §7: 2 retries after the first call.
    expect(app.api.callsTo('GET /api/tickets')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();

    app.api.set('GET /api/tickets', listBody([makeTicket({ title: 'Back again' })]));
    await app.userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Back again/ })).toBeInTheDocument();
    expect(screen.queryByText('Unable to load tickets. Showing offline mode.')).not.toBeInTheDocument();
  });
});

import { FREE_CANCEL_HOURS, REQUEST_TTL_HOURS } from '@fundpath/contracts/marketplace-bookings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { POLICY } from './info-pages';

describe('Manila info pages', () => {
  it('state the booking rules the server applies', () => {
    expect(POLICY).toEqual({ FREE_CANCEL_HOURS, REQUEST_TTL_HOURS });
  });

  it('/manila/pricing lists each open category with its platform fee', async () => {
    renderApp('/manila/pricing', {
      routes: {
        'GET /api/marketplace/categories': ok({
          categories: [
            {
              id: 'c1',
              name: 'Massage',
              slug: 'massage',
              description: 'Hands-on',
              platform_fee_bps: 1500,
              active: true,
              sort: 0,
            },
            {
              id: 'c2',
              name: 'Coaching',
              slug: 'coaching',
              description: '',
              platform_fee_bps: 1250,
              active: true,
              sort: 1,
            },
          ],
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Platform fee by category' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['MassageHands-on15%', 'Coaching12.5%']);
  });

  it('/manila/help answers with the refund and expiry rules', async () => {
    renderApp('/manila/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(
      screen.getByText(/Cancel at least 24 hours before the start for a full refund/),
    ).toBeInTheDocument();
    expect(screen.getByText(/not answered within 24 hours expires/)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { marketplaceNavFor } from './marketplace-nav';

describe('marketplace navigation', () => {
  it('gives specialists their workspace, marking the page they are on', async () => {
    renderApp('/specialist/commissions', {
      as: 'specialist',
      routes: {
        'GET /api/commissions': ok({
          entries: [],
          total: 0,
          summary: {
            pending_cents: 0,
            approved_cents: 0,
            paid_cents: 0,
            reversed_cents: 0,
            earned_cents: 0,
            entries: 0,
          },
          payouts: [],
        }),
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Specialist workspace' });
    expect(within(nav).getByRole('link', { name: 'Commissions' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'href',
      '/specialist/appointments',
    );
  });

  it('shows members their own links and nobody else any', () => {
    expect(marketplaceNavFor('member').map((l) => l.to)).toContain('/manila/member/bookings');
    expect(marketplaceNavFor('client')).toEqual([]);
    expect(marketplaceNavFor(undefined)).toEqual([]);
  });
});

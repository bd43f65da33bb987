import type { PublicSpecialist } from '@fundpath/contracts/marketplace';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const card = (over: Partial<PublicSpecialist>): PublicSpecialist => ({
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  display_name: 'Riley Santos',
  photo_url: null,
  headline: 'Sports massage',
  specialties: ['Massage'],
  languages: ['English'],
  time_zone: 'Asia/Manila',
  location_mode: 'online',
  city: '',
  link_code: 'RILEY2026',
  from_price_cents: 6000,
  currency: 'USD',
  service_count: 1,
  liked: false,
  approved_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

const discovery = (specialists: PublicSpecialist[]) =>
  ok({
    specialists,
    total: specialists.length,
    page: 1,
    per_page: 24,
    facets: { specialties: ['Massage', 'Yoga'], languages: ['English'] },
  });

describe('/book, the public list of bookable specialists', () => {
  it("links each card to the specialist's booking page, without the members' like button", async () => {
    renderApp('/book', {
      routes: {
        'GET /api/marketplace/specialists': discovery([
          card({}),
          card({
            id: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
            display_name: 'Ana Cruz',
            link_code: 'ANAYOGA1',
          }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Session' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Riley Santos' })).toHaveAttribute(
      'href',
      '/book/RILEY2026',
    );
    expect(screen.getByRole('link', { name: 'Ana Cruz' })).toHaveAttribute('href', '/book/ANAYOGA1');
    expect(screen.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
  });

  it('searches and filters by specialty through the discovery endpoint', async () => {
    const app = renderApp('/book', { routes: { 'GET /api/marketplace/specialists': discovery([card({})]) } });
    await screen.findByRole('link', { name: 'Riley Santos' });
    await app.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Specialty' }), 'Yoga');
    await app.userEvent.type(screen.getByRole('searchbox', { name: 'Search specialists' }), 'deep');
    await waitFor(() => {
      const last = app.api.callsTo('GET /api/marketplace/specialists').at(-1)!;
      expect(last.url.searchParams.get('specialty')).toBe('Yoga');
      expect(last.url.searchParams.get('q')).toBe('deep');
    });
  });
});

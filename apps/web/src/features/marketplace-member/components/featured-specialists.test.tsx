import type { PublicSpecialist } from '@fundpath/contracts/marketplace';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const riley: PublicSpecialist = {
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
};

const routes = {
  'GET /api/marketplace/specialists': ok({
    specialists: [riley],
    total: 1,
    page: 1,
    per_page: 3,
    facets: { specialties: ['Massage'], languages: ['English'] },
  }),
};

describe('the marketplace landing (/wellness, /manila-preview)', () => {
  it.each(['/wellness', '/manila-preview'])('%s features specialists and links to booking', async (path) => {
    const app = renderApp(path, { routes });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Feel better');
    const featured = await screen.findByRole('region', { name: 'Meet a few of our specialists' });
    expect(await within(featured).findByRole('link', { name: 'Riley Santos' })).toHaveAttribute(
      'href',
      '/book/RILEY2026',
    );
    expect(within(featured).getByRole('link', { name: 'See all specialists' })).toHaveAttribute(
      'href',
      '/book',
    );
    expect(app.api.callsTo('GET /api/marketplace/specialists')[0]!.url.searchParams.get('per_page')).toBe(
      '3',
    );
    expect(screen.getAllByRole('link', { name: 'Join Manila' })[0]).toHaveAttribute('href', '/manila/signup');
    expect(screen.getAllByRole('link', { name: 'I’m a specialist' })[0]).toHaveAttribute(
      'href',
      '/specialist/signup',
    );
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/book');
  });
});

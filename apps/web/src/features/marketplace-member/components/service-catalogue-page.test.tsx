import type { CatalogueService, Service, SpecialistDetail } from '@fundpath/contracts/marketplace';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const RILEY = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const ANA = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const MASSAGE = '8f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

const row = (over: Partial<CatalogueService>): CatalogueService => ({
  id: 'a1a1a1a1-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  name: 'Therapeutic massage',
  description: 'Deep tissue, 50 minutes.',
  category_id: MASSAGE,
  category_name: 'Massage',
  duration_minutes: 50,
  price_cents: 6500,
  currency: 'USD',
  mode: 'in_person',
  created_at: '2026-11-01T00:00:00.000Z',
  specialist: { id: RILEY, display_name: 'Riley Santos', photo_url: null },
  ...over,
});
const catalogue = (services: CatalogueService[]) =>
  ok({ services, total: services.length, page: 1, per_page: 24 });
const categories = ok({
  categories: [
    {
      id: MASSAGE,
      name: 'Massage',
      slug: 'massage',
      description: '',
      platform_fee_bps: 1500,
      active: true,
      sort: 0,
    },
  ],
});

describe('/manila/specialist/services, the service catalogue', () => {
  it('lists services with their specialist, linking to the profile and booking with the service chosen', async () => {
    renderApp('/manila/specialist/services', {
      as: 'member',
      routes: {
        'GET /api/marketplace/services': catalogue([
          row({}),
          row({
            id: 'b2b2b2b2-4a5e-4f60-8a7b-9c0d1e2f3a4b',
            name: 'Online yoga',
            category_id: null,
            category_name: null,
            duration_minutes: 30,
            price_cents: 2500,
            mode: 'online',
            specialist: { id: ANA, display_name: 'Ana Cruz', photo_url: '/api/files/ana.jpg' },
          }),
        ]),
        'GET /api/marketplace/categories': categories,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Specialist Services' })).toBeInTheDocument();
    const massage = (await screen.findByRole('heading', { level: 2, name: 'Therapeutic massage' })).closest(
      'li',
    )!;
    expect(within(massage).getByRole('link', { name: 'Riley Santos' })).toHaveAttribute(
      'href',
      `/manila/specialist/${RILEY}`,
    );
    expect(within(massage).getByRole('link', { name: /^Book Therapeutic massage/ })).toHaveAttribute(
      'href',
      `/manila/specialist/${RILEY}?service=${row({}).id}`,
    );
    expect(within(massage).getByText('50 min · In person')).toBeInTheDocument();
    expect(within(massage).getByText('$65.00')).toBeInTheDocument();
    expect(screen.getByText('2 services')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Cruz' })).toHaveAttribute(
      'href',
      `/manila/specialist/${ANA}`,
    );
  });

  it('sends the filters and the sort to the server', async () => {
    const app = renderApp('/manila/specialist/services', {
      as: 'member',
      routes: {
        'GET /api/marketplace/services': catalogue([row({})]),
        'GET /api/marketplace/categories': categories,
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Therapeutic massage' });
    const first = app.api.callsTo('GET /api/marketplace/services')[0]!;
    expect(first.url.searchParams.get('sort')).toBe('price_asc');
    expect(first.url.searchParams.get('per_page')).toBe('24');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Massage' })).toBeInTheDocument());
    await app.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Massage');
    await app.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Up to $100');
    await app.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Where' }), 'Online');
    await app.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '30–60 min');
    await app.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Shortest first');
    await app.userEvent.type(screen.getByRole('searchbox', { name: 'Search services' }), 'deep');
    await waitFor(() => {
      const last = app.api.callsTo('GET /api/marketplace/services').at(-1)!.url.searchParams;
      expect(Object.fromEntries(last)).toEqual({
        category_id: MASSAGE,
        max_price_cents: '10000',
        mode: 'online',
        min_duration_minutes: '30',
        max_duration_minutes: '60',
        sort: 'duration',
        q: 'deep',
        page: '1',
        per_page: '24',
      });
    });
  });

  it('shows an empty state when nothing matches', async () => {
    renderApp('/manila/specialist/services', {
      as: 'member',
      routes: {
        'GET /api/marketplace/services': catalogue([]),
        'GET /api/marketplace/categories': categories,
      },
    });
    expect(await screen.findByText('No services match')).toBeInTheDocument();
  });
});

describe('/manila/specialist/:id?service=', () => {
  const service = (over: Partial<Service>): Service => ({
    id: 'a1a1a1a1-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    specialist_id: RILEY,
    category_id: MASSAGE,
    category_name: 'Massage',
    name: 'Therapeutic massage',
    description: '',
    duration_minutes: 50,
    price_cents: 6500,
    currency: 'USD',
    mode: 'in_person',
    buffer_before_minutes: 0,
    buffer_after_minutes: 10,
    requires_confirmation: true,
    active: true,
    sort: 0,
    ...over,
  });
  const detail: SpecialistDetail = {
    id: RILEY,
    display_name: 'Riley Santos',
    photo_url: null,
    headline: 'Massage',
    specialties: ['Massage'],
    languages: ['English'],
    time_zone: 'Asia/Manila',
    location_mode: 'both',
    city: 'Makati',
    link_code: 'RILEY2026',
    from_price_cents: 4000,
    currency: 'USD',
    service_count: 2,
    liked: false,
    approved_at: '2026-11-01T00:00:00.000Z',
    bio: '',
    like_count: 0,
    services: [
      service({ id: 'c3c3c3c3-4a5e-4f60-8a7b-9c0d1e2f3a4b', name: 'Yoga', price_cents: 4000 }),
      service({}),
    ],
  };
  const routes = {
    [`GET /api/marketplace/specialists/${RILEY}`]: ok({ specialist: detail }),
    [`GET /api/marketplace/specialists/${RILEY}/slots`]: ok({
      service_id: 'a1a1a1a1-4a5e-4f60-8a7b-9c0d1e2f3a4b',
      time_zone: 'UTC',
      specialist_time_zone: 'Asia/Manila',
      from: '2026-12-07T00:00:00.000Z',
      to: '2026-12-21T00:00:00.000Z',
      slots: [],
      days: [],
    }),
  };

  it('opens the booking dialog on the service the catalogue chose', async () => {
    const app = renderApp(`/manila/specialist/${RILEY}?service=${service({}).id}`, { as: 'member', routes });
    const dialog = await screen.findByRole('dialog', { name: 'Book Riley Santos' });
    expect(within(dialog).getByRole('radio', { name: /Therapeutic massage/ })).toBeChecked();
    await waitFor(() =>
      expect(
        app.api
          .callsTo(`GET /api/marketplace/specialists/${RILEY}/slots`)
          .at(-1)!
          .url.searchParams.get('service_id'),
      ).toBe(service({}).id),
    );
  });

  it('ignores a service that is not bookable there', async () => {
    renderApp(`/manila/specialist/${RILEY}?service=nope`, { as: 'member', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riley Santos' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import type { LikersResponse, OwnSpecialistProfile, PublicSpecialist } from '@fundpath/contracts/marketplace';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const riley = makeUser('specialist', { display_name: 'Riley Santos' });

const own = (over: Partial<OwnSpecialistProfile> = {}): OwnSpecialistProfile => ({
  id: riley.id,
  email: riley.email,
  display_name: 'Riley Santos',
  photo_url: null,
  headline: 'Sports massage',
  bio: '',
  specialties: ['Massage'],
  languages: ['English'],
  time_zone: 'Asia/Manila',
  location_mode: 'both',
  city: 'Makati',
  status: 'approved',
  review_note: '',
  approved_at: '2026-11-01T00:00:00.000Z',
  link_code: 'RILEY2026',
  booking_path: '/book/RILEY2026',
  agreement: {
    signed_current: true,
    record_id: 'r1',
    signed_version: 1,
    signed_at: null,
    current_version: 1,
  },
  profile_views: 10,
  qr_scans: 2,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

const card = (over: Partial<PublicSpecialist>): PublicSpecialist => ({
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  display_name: 'Ana Cruz',
  photo_url: null,
  headline: 'Yoga',
  specialties: ['Yoga'],
  languages: ['English'],
  time_zone: 'Asia/Manila',
  location_mode: 'online',
  city: '',
  link_code: 'ANAYOGA1',
  from_price_cents: 4000,
  currency: 'USD',
  service_count: 1,
  liked: false,
  approved_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

const categories = { categories: [] };
const discovery = (specialists: PublicSpecialist[]) =>
  ok({
    specialists,
    total: specialists.length,
    page: 1,
    per_page: 24,
    facets: { specialties: ['Massage', 'Yoga'], languages: ['English'] },
  });

describe('/specialist/discover', () => {
  it('shows the marketplace as members see it, the own card marked "You", and the listing status', async () => {
    const app = renderApp('/specialist/discover', {
      as: riley,
      routes: {
        'GET /api/marketplace/specialists/me': ok({ specialist: own() }),
        'GET /api/marketplace/specialists': discovery([
          card({}),
          card({ id: riley.id, display_name: 'Riley Santos', link_code: 'RILEY2026' }),
        ]),
        'GET /api/marketplace/categories': ok(categories),
        [`PUT /api/marketplace/likes/${card({}).id}`]: ok({ liked: true, specialist_id: card({}).id }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    const status = (await screen.findByRole('heading', { level: 2, name: /How members find you/ }))
      .parentElement!;
    expect(await within(status).findByText(/You are listed/)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'QR marketing' })).toHaveAttribute(
      'href',
      '/specialist/qr-marketing',
    );
    expect(within(status).getByRole('link', { name: 'Profile settings' })).toHaveAttribute(
      'href',
      '/specialist/profile-settings',
    );
    expect(screen.getByRole('link', { name: 'Your likes' })).toHaveAttribute('href', '/specialist/likes');

    const mine = (await screen.findByRole('link', { name: 'Riley Santos' })).closest('li')!;
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Cruz' })).toHaveAttribute(
      'href',
      `/manila/specialist/${card({}).id}`,
    );

    // Liking a peer goes through the likes endpoint (PUT).
    await app.userEvent.click(screen.getByRole('button', { name: 'Like Ana Cruz' }));
    await waitFor(() => expect(app.api.callsTo(`PUT /api/marketplace/likes/${card({}).id}`)).toHaveLength(1));
  });

  it('says a specialist in review is not listed yet and links to the profile settings', async () => {
    renderApp('/specialist/discover', {
      as: riley,
      routes: {
        'GET /api/marketplace/specialists/me': ok({
          specialist: own({ status: 'pending_review', approved_at: null }),
        }),
        'GET /api/marketplace/specialists': discovery([card({})]),
        'GET /api/marketplace/categories': ok(categories),
      },
    });
    expect(await screen.findByText(/You are not listed yet/)).toBeInTheDocument();
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review your profile' })).toHaveAttribute(
      'href',
      '/specialist/profile-settings',
    );
  });
});

describe('/specialist/likes', () => {
  it('lists the specialists saved and the members who liked, with counts', async () => {
    const likers: Omit<LikersResponse, 'status'> = {
      total: 3,
      last_30_days: 2,
      likers: [
        { display_name: 'Morgan M.', liked_at: '2026-12-06T10:00:00.000Z' },
        { display_name: 'Jamie C.', liked_at: '2026-12-03T10:00:00.000Z' },
        { display_name: 'Sam R.', liked_at: '2026-10-23T10:00:00.000Z' },
      ],
      limit: 20,
      offset: 0,
    };
    const app = renderApp('/specialist/likes', {
      as: riley,
      routes: {
        'GET /api/marketplace/likes': ok({
          likes: [{ ...card({ liked: true }), liked_at: '2026-12-01T00:00:00.000Z' }],
        }),
        'GET /api/marketplace/specialists/me/likers': ok(likers),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Likes' })).toBeInTheDocument();
    const saved = screen.getByRole('region', { name: 'Specialists you saved' });
    expect(await within(saved).findByRole('heading', { level: 3, name: 'Ana Cruz' })).toBeInTheDocument();
    const fans = screen.getByRole('region', { name: 'Members who liked you' });
    expect(await within(fans).findByText('Morgan M.')).toBeInTheDocument();
    expect(within(fans).getByText('Sam R.')).toBeInTheDocument();
    expect(within(fans).getByText('3')).toBeInTheDocument();
    expect(within(fans).getByText('2')).toBeInTheDocument();
    const call = app.api.callsTo('GET /api/marketplace/specialists/me/likers')[0]!;
    expect(call.url.searchParams.get('limit')).toBe('20');
    expect(call.url.searchParams.get('offset')).toBe('0');
  });

  it('shows empty states when nobody is saved or liked yet', async () => {
    renderApp('/specialist/likes', {
      as: riley,
      routes: {
        'GET /api/marketplace/likes': ok({ likes: [] }),
        'GET /api/marketplace/specialists/me/likers': ok({
          total: 0,
          last_30_days: 0,
          likers: [],
          limit: 20,
          offset: 0,
        }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Find a specialist' })).toHaveAttribute(
      'href',
      '/specialist/discover',
    );
    expect(await screen.findByText(/When a member saves you/)).toBeInTheDocument();
  });
});

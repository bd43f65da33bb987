import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { reviewActionsFor } from './specialists-admin';

const ID = '00000000-0000-4000-8000-000000000042';
const specialist = (over: Record<string, unknown> = {}) => ({
  id: ID,
  email: 'priya.nair@fundpath.test',
  display_name: 'Priya Nair',
  full_name: 'Priya Nair',
  photo_url: null,
  headline: 'Ayurvedic nutrition and meditation',
  bio: 'Ten years of practice.',
  specialties: ['Nutrition', 'Meditation'],
  languages: ['English'],
  time_zone: 'Asia/Manila',
  location_mode: 'online',
  city: '',
  status: 'pending_review',
  review_note: '',
  approved_at: null,
  link_code: 'PRIYA12345',
  booking_path: '/book/PRIYA12345',
  agreement: {
    signed_current: true,
    record_id: null,
    signed_version: 1,
    signed_at: null,
    current_version: 1,
  },
  profile_views: 0,
  qr_scans: 0,
  service_count: 2,
  created_at: '2026-12-04T10:00:00.000Z',
  updated_at: '2026-12-04T10:00:00.000Z',
  ...over,
});
const list = {
  body: {
    status: 'success',
    specialists: [specialist()],
    total: 1,
    page: 1,
    per_page: 25,
    counts: { pending_review: 1, approved: 6, suspended: 0, rejected: 0 },
  },
};
const one = (over = {}) => ({ body: { status: 'success', specialist: specialist(over) } });

describe('reviewActionsFor', () => {
  it('offers what the server allows from each status', () => {
    expect(reviewActionsFor('pending_review')).toEqual(['approve', 'reject']);
    expect(reviewActionsFor('approved')).toEqual(['suspend']);
    expect(reviewActionsFor('suspended')).toEqual(['reinstate']);
    expect(reviewActionsFor('rejected')).toEqual(['approve']);
  });
});

describe('/admin/specialists', () => {
  it('lists specialists, and a rejection is not sent without a reason', async () => {
    const app = renderApp(`/admin/specialists?specialist=${ID}`, {
      as: 'admin',
      routes: {
        'GET /api/admin/marketplace/specialists': list,
        [`GET /api/admin/marketplace/specialists/${ID}`]: one(),
        [`POST /api/admin/marketplace/specialists/${ID}/reject`]: one({
          status: 'rejected',
          review_note: 'Add your certificates',
        }),
      },
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('priya.nair@fundpath.test')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByLabelText('Reason to reject');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason: the specialist sees it.')).toBeInTheDocument();
    expect(app.api.callsTo(`POST /api/admin/marketplace/specialists/${ID}/reject`)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '  Add your certificates ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/admin/marketplace/specialists/${ID}/reject`)).toHaveLength(1),
    );
    expect(app.api.callsTo(`POST /api/admin/marketplace/specialists/${ID}/reject`)[0]!.body).toEqual({
      reason: 'Add your certificates',
    });
    expect(screen.getAllByText('Priya Nair').length).toBeGreaterThan(0);
  });

  it('approves with one click and an empty body', async () => {
    const app = renderApp(`/admin/specialists?specialist=${ID}`, {
      as: 'admin',
      routes: {
        'GET /api/admin/marketplace/specialists': list,
        [`GET /api/admin/marketplace/specialists/${ID}`]: one(),
        [`POST /api/admin/marketplace/specialists/${ID}/approve`]: one({ status: 'approved' }),
      },
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/admin/marketplace/specialists/${ID}/approve`)).toHaveLength(1),
    );
    expect(app.api.callsTo(`POST /api/admin/marketplace/specialists/${ID}/approve`)[0]!.body).toEqual({});
  });
});

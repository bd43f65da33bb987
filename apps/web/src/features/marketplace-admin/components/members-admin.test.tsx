import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { memberBookingsHref } from './members-admin';

const member = (over: Record<string, unknown> = {}) => ({
  id: '00000000-0000-4000-8000-000000000051',
  display_name: 'Maria Santos',
  email: 'maria+1@members.test',
  status: 'active',
  joined_at: '2026-11-02T10:00:00.000Z',
  last_sign_in_at: '2026-12-06T08:30:00.000Z',
  bookings_count: 4,
  completed_count: 2,
  total_paid_cents: 123456,
  likes_count: 3,
  ...over,
});
const page = (members: unknown[], total = members.length) => ({
  body: { status: 'success', members, total, page: 2, per_page: 25 },
});

describe('/admin/manila/members', () => {
  it('sends the URL filters and shows each member with counts, total paid and a link to their bookings', async () => {
    const app = renderApp('/admin/manila/members?q=maria&status=active&sort=paid_desc&page=2', {
      as: 'admin',
      routes: {
        'GET /api/admin/marketplace/members': page(
          [
            member(),
            member({
              id: '00000000-0000-4000-8000-000000000052',
              display_name: 'Jose Cruz',
              email: 'jose@members.test',
              last_sign_in_at: null,
              bookings_count: 0,
              completed_count: 0,
              total_paid_cents: 0,
              likes_count: 0,
            }),
          ],
          27,
        ),
      },
    });
    const table = await screen.findByRole('table', { name: 'Marketplace members' });
    const maria = (await within(table).findByText('maria+1@members.test')).closest('tr')!;
    expect(within(maria).getByText('$1,234.56')).toBeInTheDocument();
    expect(within(maria).getByText('4')).toBeInTheDocument();
    expect(within(maria).getByText('2')).toBeInTheDocument();
    expect(within(maria).getByRole('link', { name: 'Maria Santos: bookings' })).toHaveAttribute(
      'href',
      '/admin/booking-management?q=maria%2B1%40members.test',
    );
    const jose = within(table).getByText('jose@members.test').closest('tr')!;
    expect(within(jose).getByText('$0.00')).toBeInTheDocument();
    expect(within(jose).getByText('Never')).toBeInTheDocument();

    await waitFor(() => expect(app.api.callsTo('GET /api/admin/marketplace/members')).not.toHaveLength(0));
    const sent = app.api.callsTo('GET /api/admin/marketplace/members')[0]!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      q: 'maria',
      status: 'active',
      sort: 'paid_desc',
      page: '2',
      per_page: '25',
    });
  });

  it('leaves out filters the URL does not set (or sets to nonsense)', async () => {
    const app = renderApp('/admin/manila/members?status=banned', {
      as: 'admin',
      routes: { 'GET /api/admin/marketplace/members': page([]) },
    });
    expect(await screen.findByText('No members yet')).toBeInTheDocument();
    const sent = app.api.callsTo('GET /api/admin/marketplace/members')[0]!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({ page: '1', per_page: '25' });
  });

  it('links by e-mail to Booking Management', () => {
    expect(memberBookingsHref('a b@x.test')).toBe('/admin/booking-management?q=a%20b%40x.test');
  });
});

import type { SpecialistDetail } from '@fundpath/contracts/marketplace';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/factories';
import { type MockReply, ok, sessionRoutes, unauthenticated } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const CODE = 'RILEY2026';
const SPECIALIST_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const SERVICE_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const VISITOR_TZ = 'America/New_York';
const FIRST = '2026-12-14T14:00:00.000Z';
const SECOND = '2026-12-14T15:00:00.000Z';

const specialist: SpecialistDetail = {
  id: SPECIALIST_ID,
  display_name: 'Riley Santos',
  photo_url: null,
  headline: 'Sports and deep tissue massage',
  specialties: ['Massage', 'Recovery'],
  languages: ['English', 'Filipino'],
  time_zone: 'Asia/Manila',
  location_mode: 'both',
  city: 'Makati',
  link_code: CODE,
  from_price_cents: 6000,
  currency: 'USD',
  service_count: 1,
  liked: false,
  approved_at: '2026-11-01T00:00:00.000Z',
  bio: 'Ten years of sports massage.',
  like_count: 3,
  services: [
    {
      id: SERVICE_ID,
      specialist_id: SPECIALIST_ID,
      category_id: null,
      category_name: null,
      name: 'Deep tissue massage',
      description: '',
      duration_minutes: 50,
      price_cents: 6000,
      currency: 'USD',
      mode: 'in_person',
      buffer_before_minutes: 0,
      buffer_after_minutes: 10,
      requires_confirmation: true,
      active: true,
      sort: 0,
    },
  ],
};

const slotsBody = ok({
  service_id: SERVICE_ID,
  time_zone: VISITOR_TZ,
  specialist_time_zone: 'Asia/Manila',
  from: '2026-12-07T00:00:00.000Z',
  to: '2026-12-21T00:00:00.000Z',
  slots: [
    { start: FIRST, end: '2026-12-14T14:50:00.000Z' },
    { start: SECOND, end: '2026-12-14T15:50:00.000Z' },
  ],
  days: [
    {
      date: '2026-12-14',
      slots: [
        { start: FIRST, end: '2026-12-14T14:50:00.000Z' },
        { start: SECOND, end: '2026-12-14T15:50:00.000Z' },
      ],
    },
  ],
});

const routes = {
  [`GET /api/marketplace/book/${CODE}`]: ok({ specialist }),
  [`POST /api/marketplace/book/${CODE}/visit`]: ok({ counted: true }),
  [`GET /api/marketplace/specialists/${SPECIALIST_ID}/slots`]: slotsBody,
  'GET /api/ecommerce/checkout/config': ok({ provider: 'test', publishable_key: null }),
};

/** The booking the server answers a request with (requested, card saved). */
const requested = ({ start }: { start: string }) => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 'MB-7K3M9Q',
  status: 'requested',
  service: { id: SERVICE_ID, name: 'Deep tissue massage', duration_minutes: 50, mode: 'in_person' },
  specialist: { id: SPECIALIST_ID, display_name: 'Riley Santos', time_zone: 'Asia/Manila' },
  member: { id: '00000000-0000-4000-8000-000000000031', display_name: 'Mia Member' },
  start,
  end: new Date(Date.parse(start) + 50 * 60_000).toISOString(),
  member_time_zone: VISITOR_TZ,
  note: '',
  price_cents: 6000,
  platform_fee_cents: 900,
  specialist_earnings_cents: 5100,
  currency: 'USD',
  requires_confirmation: true,
  expires_at: null,
  reason: '',
  payment: {
    status: 'card_saved',
    card_brand: 'visa',
    card_last4: '4242',
    charged_cents: 0,
    refunded_cents: 0,
    client_secret: null,
    failure_message: null,
  },
  actions: ['cancel'],
  events: [],
  created_at: '2026-12-07T11:00:00.000Z',
});

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone: VISITOR_TZ, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

beforeEach(() => {
  // The visitor's browser is in New York; the specialist works in Manila.
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: VISITOR_TZ };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the public booking page /book/:linkCode', () => {
  it("shows the specialist and their free times in the visitor's time zone", async () => {
    const app = renderApp(`/book/${CODE}`, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riley Santos' })).toBeInTheDocument();
    expect(screen.getByText('Sports and deep tissue massage')).toBeInTheDocument();
    expect(screen.getByText('English, Filipino')).toBeInTheDocument();
    expect(screen.getByText('Online & in person · Makati')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Specialties' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(screen.getByRole('radio', { name: /Deep tissue massage/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: timeOf(FIRST) })).toBeInTheDocument();
    expect(screen.getByText(`Times are shown in your time zone, ${VISITOR_TZ}.`)).toBeInTheDocument();

    const [slotsCall] = app.api.callsTo(`GET /api/marketplace/specialists/${SPECIALIST_ID}/slots`);
    expect(slotsCall!.url.searchParams.get('tz')).toBe(VISITOR_TZ);
    expect(slotsCall!.url.searchParams.get('service_id')).toBe(SERVICE_ID);
  });

  it('reports a QR-code visit once per page load, with source qr', async () => {
    const app = renderApp(`/book/${CODE}?src=qr`, { routes });
    await screen.findByRole('heading', { level: 1, name: 'Riley Santos' });
    await waitFor(() => expect(app.api.callsTo(`POST /api/marketplace/book/${CODE}/visit`)).toHaveLength(1));
    expect(app.api.callsTo(`POST /api/marketplace/book/${CODE}/visit`)[0]!.body).toEqual({ source: 'qr' });
    // Picking a time re-renders the page; the visit is not sent twice.
    await app.userEvent.click(await screen.findByRole('radio', { name: timeOf(FIRST) }));
    expect(app.api.callsTo(`POST /api/marketplace/book/${CODE}/visit`)).toHaveLength(1);
  });

  it('reports a plain link visit as source link', async () => {
    const app = renderApp(`/book/${CODE}`, { routes });
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/marketplace/book/${CODE}/visit`)[0]?.body).toEqual({
        source: 'link',
      }),
    );
  });

  it('sends an anonymous visitor to sign-up with the picked slot in next', async () => {
    const app = renderApp(`/book/${CODE}`, { routes });
    await app.userEvent.click(await screen.findByRole('radio', { name: timeOf(SECOND) }));
    const back = `/book/${CODE}?service=${SERVICE_ID}&start=${encodeURIComponent(SECOND)}`;
    expect(screen.getByRole('link', { name: 'I have an account: sign in' })).toHaveAttribute(
      'href',
      `/manila/login?next=${encodeURIComponent(back)}`,
    );
    expect(screen.getByRole('link', { name: 'Sign up to book' })).toHaveAttribute(
      'href',
      `/manila/signup?next=${encodeURIComponent(back)}`,
    );
  });

  it('brings a member back with the service and slot preselected in the booking dialog', async () => {
    const app = renderApp(`/book/${CODE}?service=${SERVICE_ID}&start=${encodeURIComponent(SECOND)}`, {
      as: 'member',
      routes,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Book Riley Santos' });
    expect(await within(dialog).findByRole('radio', { name: /Deep tissue massage/ })).toBeChecked();
    expect(await within(dialog).findByRole('radio', { name: new RegExp(timeOf(SECOND)) })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: new RegExp(timeOf(FIRST)) })).not.toBeChecked();
    // The return is the same visit: not counted again.
    expect(app.api.callsTo(`POST /api/marketplace/book/${CODE}/visit`)).toHaveLength(0);
  });

  it('comes back from the quick sign-up to the booking dialog, the slot preselected', async () => {
    let signedUp = false;
    const member = makeUser('member');
    const session = sessionRoutes(member);
    const back = `/book/${CODE}?service=${SERVICE_ID}&start=${encodeURIComponent(SECOND)}`;
    const app = renderApp(`/manila/signup?next=${encodeURIComponent(back)}`, {
      routes: {
        ...routes,
        ...session,
        'GET /api/auth/current-user': () =>
          signedUp ? (session['GET /api/auth/current-user'] as MockReply) : unauthenticated,
        'POST /api/marketplace/members/signup': () => {
          signedUp = true;
          return {
            status: 201,
            body: {
              status: 'success',
              member: { id: member.id, email: member.email, display_name: 'Mia Member', role: 'member' },
              message: 'Welcome!',
            },
          };
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Join Manila' });
    await app.userEvent.type(screen.getByLabelText(/^Full name/), 'Mia Member');
    await app.userEvent.type(screen.getByLabelText(/^Email/), 'mia@example.com');
    await app.userEvent.type(screen.getByLabelText(/^Password/), 'a-long-password-1');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(app.location()).toBe(back));
    const dialog = await screen.findByRole('dialog', { name: 'Book Riley Santos' });
    expect(await within(dialog).findByRole('radio', { name: new RegExp(timeOf(SECOND)) })).toBeChecked();
  });

  it('tells a returning visitor when the picked time was taken meanwhile', async () => {
    const gone = '2026-12-15T15:00:00.000Z';
    renderApp(`/book/${CODE}?service=${SERVICE_ID}&start=${encodeURIComponent(gone)}`, {
      as: 'member',
      routes,
    });
    expect(
      await screen.findByText('The time you picked is no longer free. Please pick another.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a member book the picked slot in the booking dialog', async () => {
    const app = renderApp(`/book/${CODE}`, { as: 'member', routes });
    await app.userEvent.click(await screen.findByRole('radio', { name: timeOf(FIRST) }));
    await app.userEvent.click(screen.getByRole('button', { name: 'Continue to book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Riley Santos' });
    expect(await within(dialog).findByRole('radio', { name: new RegExp(timeOf(FIRST)) })).toBeChecked();
  });

  it('books through the dialog; the slot leaving the list then is no "taken" warning', async () => {
    let booked = false;
    const app = renderApp(`/book/${CODE}`, {
      as: 'member',
      routes: {
        ...routes,
        [`GET /api/marketplace/specialists/${SPECIALIST_ID}/slots`]: () =>
          booked
            ? ok({ ...(slotsBody.body as object), slots: [], days: [{ date: '2026-12-14', slots: [] }] })
            : slotsBody,
        'POST /api/marketplace/bookings': (req) => {
          booked = true;
          return ok({ booking: requested(req.body as { start: string }), message: 'Request sent.' });
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('radio', { name: timeOf(FIRST) }));
    await app.userEvent.click(screen.getByRole('button', { name: 'Continue to book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Riley Santos' });
    await app.userEvent.type(await within(dialog).findByLabelText('Card number'), '4242 4242 4242 4242');
    await app.userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/34');
    await app.userEvent.type(within(dialog).getByLabelText('Security code'), '123');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Request booking' }));
    expect(await within(dialog).findByText(/Booking requested · MB-/)).toBeInTheDocument();
    const sent = app.api.callsTo('POST /api/marketplace/bookings')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ service_id: SERVICE_ID, start: FIRST, time_zone: VISITOR_TZ });
    await waitFor(() => expect(screen.queryByRole('radio', { name: timeOf(FIRST) })).not.toBeInTheDocument());
    expect(screen.queryByText(/no longer free/)).not.toBeInTheDocument();
  });

  it('tells a signed-in non-member that booking needs a member account', async () => {
    renderApp(`/book/${CODE}`, { as: 'specialist', routes });
    expect(await screen.findByText('Booking needs a member account')).toBeInTheDocument();
    await screen.findByRole('radio', { name: timeOf(FIRST) });
    expect(screen.queryByRole('link', { name: 'Sign up to book' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to book' })).not.toBeInTheDocument();
  });

  it('shows a friendly page for an unknown or suspended code', async () => {
    const app = renderApp('/book/NOSUCHCODE1', {
      routes: {
        'GET /api/marketplace/book/NOSUCHCODE1': {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'Specialist not found' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking link is not active' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse specialists' })).toHaveAttribute('href', '/book');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(app.api.callsTo('POST /api/marketplace/book/NOSUCHCODE1/visit')).toHaveLength(0);
  });
});

import {
  MAX_TRAVELLERS as CONTRACT_MAX_TRAVELLERS,
  BOOKING_NUMBER_PATTERN as CONTRACT_PATTERN,
} from '@fundpath/contracts/travel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestClient } from '@/lib/request';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { BOOKING_NUMBER_PATTERN } from './components/booking-page';
import {
  DEPARTURE_ID,
  LATE_DEPARTURE_ID,
  makeBooking,
  makeDeparture,
  makePackage,
  makeSite,
  PACKAGE_ID,
} from './testing/fixtures';
import { MAX_TRAVELLERS } from './utils/checkout-form';
import { addDays, todayIso } from './utils/format';

const pkg = makePackage({
  departures: [
    makeDeparture(),
    makeDeparture({
      id: LATE_DEPARTURE_ID,
      starts_on: '2099-09-01',
      ends_on: '2099-09-08',
      price_cents: 149_900,
    }),
  ],
});
const booking = makeBooking();

const travelRoutes = {
  'GET /api/ecommerce/checkout/config': ok({ provider: 'test', publishable_key: null }),
  [`GET /api/travel/packages/${PACKAGE_ID}`]: ok({ package: pkg }),
  'GET /api/travel/packages': ok({
    packages: [pkg],
    total: 1,
    page: 1,
    per_page: 12,
    destinations: ['Bali, Indonesia'],
  }),
  'POST /api/referrals/track': ok({ message: 'Tracked' }),
};

afterEach(() => {
  // Failures staged here must not open the request layer's breakers for the next test.
  requestClient.resetBreaker('POST /api/travel/bookings');
  sessionStorage.clear();
});

const notFound = (message: string) => ({
  status: 404,
  body: { status: 'error', code: 'NOT_FOUND', message },
});

describe('the affiliate’s travel site', () => {
  it('shows a friendly page for an unknown or suspended code, with a way to every package', async () => {
    const { api } = renderApp('/travel/NOSUCH1', {
      routes: { ...travelRoutes, 'GET /api/travel/sites/NOSUCH1': notFound('Travel site not found') },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This travel site isn’t available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all packages' })).toHaveAttribute('href', '/packages');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The visit is still reported once (the server ignores unknown codes).
    await waitFor(() => expect(api.callsTo('POST /api/referrals/track')).toHaveLength(1));
  });

  it('wears the affiliate, tracks the visit once, and keeps filters from counting new views', async () => {
    const site = makeSite({ primary_color: 'red;background:url(x)', accent_color: '#FFCC00' });
    const { api, userEvent, container } = renderApp('/travel/ALEX2026', {
      routes: { ...travelRoutes, 'GET /api/travel/sites/ALEX2026': ok({ site }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Travels' })).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured by Alex Travels' });
    expect(within(featured).getByRole('link', { name: pkg.title })).toHaveAttribute(
      'href',
      `/travel/ALEX2026/packages/${PACKAGE_ID}`,
    );
    // An unusable colour falls back to the default; a good one is used as given (lowercased).
    const themed = container.querySelector<HTMLElement>('[style*="--travel-primary"]')!;
    expect(themed.style.getPropertyValue('--travel-primary')).toBe('#0e7490');
    expect(themed.style.getPropertyValue('--travel-accent')).toBe('#ffcc00');

    await userEvent.selectOptions(await screen.findByLabelText('Destination'), 'Bali, Indonesia');
    await waitFor(() =>
      expect(api.callsTo('GET /api/travel/packages').at(-1)?.url.searchParams.get('destination')).toBe(
        'Bali, Indonesia',
      ),
    );
    const tracks = api.callsTo('POST /api/referrals/track');
    expect(tracks).toHaveLength(1);
    expect(tracks[0]!.body).toEqual({ code: 'ALEX2026', path: '/travel/ALEX2026' });
  });
});

async function fillTraveller(
  user: ReturnType<typeof renderApp>['userEvent'],
  i: number,
  name: string,
  dob: string,
) {
  const field = screen.getByLabelText(`Traveller ${i} full name`);
  await user.clear(field);
  await user.type(field, name);
  fireEvent.change(screen.getByLabelText(`Traveller ${i} date of birth`), { target: { value: dob } });
}

async function fillCheckout(user: ReturnType<typeof renderApp>['userEvent'], card = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText('Full name'), 'Sam Rivera');
  await user.type(screen.getByLabelText('E-mail'), 'sam@example.com');
  await user.selectOptions(screen.getByLabelText('Number of travellers'), '2');
  await fillTraveller(user, 1, 'Sam Rivera', '1990-04-02');
  await fillTraveller(user, 2, 'Ana Rivera', '1992-09-12');
  await user.click(screen.getByLabelText(/Traveller 2 wants a single room/));
  await user.type(await screen.findByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.click(screen.getByLabelText(/I accept the booking terms/));
}

const summary = () => screen.getByRole('region', { name: 'Your booking' });
const row = (name: string) => within(summary()).getByRole('row', { name: new RegExp(`^${name}`) });

describe('travel checkout', () => {
  it('prices the booking live and sends travellers, plan and the total the buyer saw', async () => {
    const { api, userEvent, location } = renderApp(
      `/travel/checkout/${PACKAGE_ID}?departure=${DEPARTURE_ID}&ref=ALEX2026`,
      {
        routes: {
          ...travelRoutes,
          'GET /api/travel/sites/ALEX2026': ok({ site: makeSite() }),
          'POST /api/travel/bookings': {
            status: 201,
            body: { status: 'success', booking, message: 'Booking confirmed' },
          },
          [`GET /api/travel/bookings/${booking.booking_number}`]: ok({ booking, message: '' }),
        },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your trip' })).toBeInTheDocument();
    await fillCheckout(userEvent);
    await userEvent.click(screen.getByLabelText(/^Pay a deposit of/));

    // 2 × $1,299 + one single supplement of $300 = $2,898; a 20 % deposit now, the rest 30 days out.
    expect(row('Travellers')).toHaveTextContent('2 × $1,299.00$2,598.00');
    expect(row('Single supplement')).toHaveTextContent('1 × $300.00$300.00');
    expect(row('Total')).toHaveTextContent('$2,898.00');
    expect(row('Due now')).toHaveTextContent('$579.60');
    expect(row('Balance')).toHaveTextContent('Due by 5/2/2099$2,318.40');

    await userEvent.click(screen.getByRole('button', { name: 'Pay $579.60 now' }));
    await waitFor(() => expect(location()).toBe(`/travel/booking/${booking.booking_number}?ref=ALEX2026`));
    const [sent] = api.callsTo('POST /api/travel/bookings');
    expect(sent!.body).toEqual({
      package_id: PACKAGE_ID,
      departure_id: DEPARTURE_ID,
      lead: { full_name: 'Sam Rivera', email: 'sam@example.com', phone: '' },
      travellers: [
        { full_name: 'Sam Rivera', date_of_birth: '1990-04-02', single_room: false },
        { full_name: 'Ana Rivera', date_of_birth: '1992-09-12', single_room: true },
      ],
      payment_plan: 'deposit',
      accept_terms: true,
      payment: { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      expected_total_cents: 289_800,
    });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    // The booking page opens with the lead's e-mail (kept for this tab), no lookup form.
    expect(await screen.findByRole('heading', { level: 1, name: booking.package.title })).toBeInTheDocument();
    expect(sessionStorage.getItem(`fundpath.travel.booking.${booking.booking_number}`)).toBe(
      'sam@example.com',
    );
  });

  it('offers no deposit on a departure within the cut-off, and charges the total', async () => {
    const soon = makeDeparture({ starts_on: addDays(todayIso(), 10), ends_on: addDays(todayIso(), 17) });
    const { userEvent } = renderApp(`/travel/checkout/${PACKAGE_ID}`, {
      routes: {
        ...travelRoutes,
        [`GET /api/travel/packages/${PACKAGE_ID}`]: ok({ package: makePackage({ departures: [soon] }) }),
      },
    });
    expect(await screen.findByText(/less than a month away, so it is paid in full/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Pay a deposit/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Traveller 1 wants a single room/));
    expect(row('Total')).toHaveTextContent('$1,599.00');
    expect(screen.getByRole('button', { name: 'Pay $1,599.00 now' })).toBeInTheDocument();
  });

  it('shows a decline by the card and keeps everything typed', async () => {
    const { api, userEvent } = renderApp(`/travel/checkout/${PACKAGE_ID}`, {
      routes: {
        ...travelRoutes,
        'POST /api/travel/bookings': {
          status: 402,
          body: { status: 'error', code: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
        },
      },
    });
    await fillCheckout(userEvent, '4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Sam Rivera');
    expect(screen.getByLabelText('Traveller 2 full name')).toHaveValue('Ana Rivera');
    expect(screen.getByLabelText('Traveller 2 date of birth')).toHaveValue('1992-09-12');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText(/I accept the booking terms/)).toBeChecked();

    // A new card is a new attempt with a new key.
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(api.callsTo('POST /api/travel/bookings')).toHaveLength(2));
    const [first, second] = api.callsTo('POST /api/travel/bookings');
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('on a 409 refreshes the trip, says so, and shows the new price', async () => {
    let reads = 0;
    const dearer = makePackage({ departures: [makeDeparture({ price_cents: 139_900, seats_left: 2 })] });
    const { api, userEvent } = renderApp(`/travel/checkout/${PACKAGE_ID}`, {
      routes: {
        ...travelRoutes,
        [`GET /api/travel/packages/${PACKAGE_ID}`]: () => {
          reads += 1;
          return ok({ package: reads === 1 ? pkg : dearer });
        },
        'POST /api/travel/bookings': {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message: 'The price of this trip has changed.',
            details: { total_cents: 309_800 },
          },
        },
      },
    });
    await fillCheckout(userEvent);
    await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('The price of this trip has changed.')).toBeInTheDocument();
    expect(screen.getByText(/We refreshed the dates, seats and prices/)).toBeInTheDocument();
    expect(api.callsTo(`GET /api/travel/packages/${PACKAGE_ID}`)).toHaveLength(2);
    // 2 × $1,399 + $300 single supplement, paid in full (the plan chosen before).
    await waitFor(() => expect(row('Total')).toHaveTextContent('$3,098.00'));
    expect(screen.getByRole('button', { name: 'Pay $3,098.00 now' })).toBeInTheDocument();
    expect(screen.getByLabelText('Traveller 2 full name')).toHaveValue('Ana Rivera');
  });

  it('puts the server’s field errors on their fields', async () => {
    const { userEvent } = renderApp(`/travel/checkout/${PACKAGE_ID}`, {
      routes: {
        ...travelRoutes,
        'POST /api/travel/bookings': {
          status: 400,
          body: {
            status: 'error',
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            details: [
              { path: 'body.travellers.1.date_of_birth', message: 'Not a real date' },
              { path: 'body.payment_plan', message: 'A deposit is not available for this departure' },
            ],
          },
        },
      },
    });
    await fillCheckout(userEvent);
    await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Not a real date')).toBeInTheDocument();
    expect(screen.getByLabelText('Traveller 2 date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A deposit is not available for this departure')).toBeInTheDocument();
  });

  it('checks the form before sending, and sends one booking however often Pay is clicked', async () => {
    const { api, userEvent } = renderApp(`/travel/checkout/${PACKAGE_ID}`, {
      routes: { ...travelRoutes, 'POST /api/travel/bookings': 'pending' },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Accept the booking terms to continue')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/travel/bookings')).toHaveLength(0);

    await fillCheckout(userEvent);
    const pay = screen.getByRole('button', { name: /^Pay \$/ });
    fireEvent.submit(pay.closest('form')!);
    fireEvent.submit(pay.closest('form')!);
    await waitFor(() => expect(api.callsTo('POST /api/travel/bookings')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Booking your trip…' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Booking your trip…' }));
    expect(api.callsTo('POST /api/travel/bookings')).toHaveLength(1);
  });
});

describe('booking page', () => {
  const url = `/travel/bookings/${booking.booking_number}`;

  it('asks a guest for the lead traveller’s e-mail, then opens the booking with it', async () => {
    const { api, userEvent } = renderApp(`/travel/booking/${booking.booking_number.toLowerCase()}`, {
      routes: {
        [`GET /api/${url.slice(1)}`]: (req) =>
          req.url.searchParams.get('email') === 'sam@example.com'
            ? ok({ booking, message: '' })
            : notFound('Booking not found'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Open your booking' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Lead traveller’s e-mail'), 'wrong@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Open booking' }));
    expect(
      await screen.findByText(/couldn’t find a booking with that number and e-mail/),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(`fundpath.travel.booking.${booking.booking_number}`)).toBeNull();

    await userEvent.type(screen.getByLabelText('Lead traveller’s e-mail'), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Open booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: booking.package.title })).toBeInTheDocument();
    expect(
      api
        .callsTo(`GET ${url.replace('/travel', '/api/travel')}`)
        .at(-1)
        ?.url.searchParams.get('email'),
    ).toBe('sam@example.com');
    expect(sessionStorage.getItem(`fundpath.travel.booking.${booking.booking_number}`)).toBe(
      'sam@example.com',
    );

    // Lines, total, paid and balance: the total is the sum of the lines.
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('row', { name: /^Total/ })).toHaveTextContent('$2,898.00');
    expect(within(payment).getByRole('row', { name: /^Paid/ })).toHaveTextContent('$579.60');
    expect(within(payment).getByRole('row', { name: /^Balance/ })).toHaveTextContent(
      'Due by 5/2/2099$2,318.40',
    );
    expect(within(payment).getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $2,318.40 balance' })).toBeInTheDocument();
  });

  it('shows the refund before cancelling, and cancels with the e-mail that opened it', async () => {
    sessionStorage.setItem(`fundpath.travel.booking.${booking.booking_number}`, 'sam@example.com');
    const cancelled = makeBooking({
      status: 'cancelled',
      refunded_cents: 57_960,
      balance_cents: 0,
      refund_if_cancelled_cents: null,
    });
    const { api, userEvent } = renderApp(`/travel/booking/${booking.booking_number}`, {
      routes: {
        'GET /api/ecommerce/checkout/config': ok({ provider: 'test', publishable_key: null }),
        [`GET /api${url}`]: ok({ booking, message: '' }),
        [`POST /api${url}/cancel`]: ok({ booking: cancelled, message: 'Booking cancelled' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Cancelling today refunds/)).toHaveTextContent('$579.60');
    expect(within(dialog).getByText(/60\+ days before departure/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo(`POST /api${url}/cancel`)[0]!.body).toEqual({ email: 'sam@example.com', reason: '' });
    expect(screen.queryByRole('button', { name: /balance/ })).not.toBeInTheDocument();
  });
});

describe('constants kept beside the contract (zod stays off the public chunks)', () => {
  it('match the contract', () => {
    expect(MAX_TRAVELLERS).toBe(CONTRACT_MAX_TRAVELLERS);
    expect(BOOKING_NUMBER_PATTERN.source).toBe(CONTRACT_PATTERN.source);
  });
});

describe('travel landing and the public list', () => {
  it('lists upcoming trips on the travel landing, linking to their pages', async () => {
    const { api } = renderApp('/', {
      routes: {
        ...travelRoutes,
        'GET /api/domain-context': ok({ service_type: 'travel', domain: 'travel.example.com' }),
        'GET /api/brand/page': ok({ sections: [] }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Upcoming trips' });
    expect(await within(section).findByRole('link', { name: pkg.title })).toHaveAttribute(
      'href',
      `/packages/${PACKAGE_ID}`,
    );
    expect(api.callsTo('GET /api/travel/packages')[0]!.url.searchParams.get('per_page')).toBe('6');
  });

  it('reads its filters from the URL and sends them to the server', async () => {
    const { api } = renderApp(
      '/packages?destination=Bali%2C%20Indonesia&month=2099-06&max_price=2000&sort=price_asc',
      {
        routes: travelRoutes,
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next trip' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: pkg.title })).toHaveAttribute(
      'href',
      `/packages/${PACKAGE_ID}`,
    );
    const q = api.callsTo('GET /api/travel/packages')[0]!.url.searchParams;
    expect(Object.fromEntries(q)).toEqual({
      destination: 'Bali, Indonesia',
      month: '2099-06',
      max_price_cents: '200000',
      sort: 'price_asc',
      page: '1',
      per_page: '12',
    });
    expect(screen.getByLabelText('Departure month')).toHaveValue('2099-06');
    expect(api.callsTo('POST /api/referrals/track')).toHaveLength(0);
  });
});

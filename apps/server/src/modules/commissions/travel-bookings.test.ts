/**
 * The travel storefront (issue 5/8) and its commissions, through the API, on the embedded database and on PostgreSQL:
 * packages and departures by staff, the public catalogue, bookings that never oversell a departure
 * under concurrency, a retry after a lost answer, declines, deposits and balances, cancellation
 * refunds per the frozen policy, the holder-only booking page, the manifest, travel sites, and the
 * commission each referred booking writes to the one ledger (reversed when cancelled), with totals
 * that are the sum of their entries.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/day-series';
import { pngImage } from '../../testing/catalog';
import { CARDS, commerceTestApp, Shopper, spyOnPayments } from '../../testing/commerce';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { multipart } from '../../testing/support';
import type { TestApp } from '../../testing/test-app';
import { applyBalancePaid, travelSweep } from '../travel';
import { ledgerSweep } from './service';

let t: TestApp & { logs: string[] };
let admin: TestUser;
let client: TestUser;
let pkgId = '';
let soon = ''; // a departure within the deposit cut-off
let later = ''; // a departure far out (deposits allowed)
let tiny = ''; // a departure with 3 seats

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const packageBody = (over: Record<string, unknown> = {}) => ({
  title: 'Test Coast Trip',
  destination: 'Testland',
  summary: 'Sun and sea.',
  description: 'A week by the sea.',
  itinerary: [{ day: 1, title: 'Arrival', description: 'Welcome dinner.' }],
  images: ['/travel-bali.svg'],
  inclusions: ['Hotel'],
  exclusions: ['Flights'],
  status: 'published',
  commission_rate_bps: 1500,
  deposit_bps: 2500,
  departures: [
    {
      starts_on: day(20),
      ends_on: day(27),
      capacity: 10,
      price_cents: 100_000,
      single_supplement_cents: 20_000,
    },
    {
      starts_on: day(90),
      ends_on: day(97),
      capacity: 10,
      price_cents: 120_000,
      single_supplement_cents: 20_000,
    },
    { starts_on: day(120), ends_on: day(127), capacity: 3, price_cents: 90_000 },
  ],
  ...over,
});

const travellers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    full_name: `Traveller ${i + 1}`,
    date_of_birth: '1990-01-0' + (i + 1),
  }));

const bookingBody = (
  departureId: string,
  n: number,
  over: Record<string, unknown> = {},
  card: string = CARDS.ok,
) => ({
  package_id: pkgId,
  departure_id: departureId,
  lead: { full_name: 'Lena Lead', email: 'lena.lead@example.com', phone: '+1 555 0100' },
  travellers: travellers(n),
  payment_plan: 'full',
  accept_terms: true,
  payment: { card_number: card, exp_month: 12, exp_year: 2035, cvc: '123' },
  ...over,
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(t.app, admin, { method, url, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await commerceTestApp();
  admin = await makeUser(t.db, 'admin');
  client = await makeUser(t.db, 'client');
  const res = await asAdmin('POST', '/api/admin/travel/packages', packageBody());
  expect(res.statusCode, res.body).toBe(201);
  const pkg = res.json().package;
  pkgId = pkg.id;
  [soon, later, tiny] = pkg.departures.map((d: { id: string }) => d.id);
});
afterAll(() => t.close());

const seatsOf = async (departureId: string) =>
  rowsOf<{ seats_taken: number }>(
    await t.db.execute(sql`select seats_taken from travel_departures where id = ${departureId}`),
  )[0]!.seats_taken;

describe('packages', () => {
  it('are staff-only to write, validated, and public only when published and bookable', async () => {
    expect(
      (
        await injectAs(t.app, client, {
          method: 'POST',
          url: '/api/admin/travel/packages',
          payload: packageBody(),
        })
      ).statusCode,
    ).toBe(403);
    const bad = await asAdmin(
      'POST',
      '/api/admin/travel/packages',
      packageBody({
        title: 'x\u0000y',
        departures: [{ starts_on: day(5), ends_on: day(1), capacity: 0, price_cents: -1 }],
      }),
    );
    expect(bad.statusCode).toBe(400);
    const draft = await asAdmin(
      'POST',
      '/api/admin/travel/packages',
      packageBody({ title: 'Hidden Draft', status: 'draft' }),
    );
    expect(draft.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/travel/packages?q=trip' });
    expect(list.json().packages.map((p: { title: string }) => p.title)).toEqual(['Test Coast Trip']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/travel/packages/${draft.json().package.id}` }))
        .statusCode,
    ).toBe(404);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/travel/packages/${pkgId}` })).json()
      .package;
    expect(detail.from_price_cents).toBe(90_000);
    expect(detail.departures).toHaveLength(3);
    // Filters: month and price.
    const month = day(90).slice(0, 7);
    const byMonth = await t.app.inject({
      method: 'GET',
      url: `/api/travel/packages?month=${month}&max_price_cents=50000`,
    });
    expect(byMonth.json().total).toBe(0);
  });

  it('refuses to shrink a departure below its seats or delete one with bookings', async () => {
    const b = await new Shopper(t.app).call('POST', '/api/travel/bookings', bookingBody(later, 2));
    expect(b.statusCode, b.body).toBe(201);
    const pkg = (await asAdmin('GET', `/api/admin/travel/packages/${pkgId}`)).json().package;
    const deps = pkg.departures.map((d: Record<string, unknown>) => ({
      id: d.id,
      starts_on: d.starts_on,
      ends_on: d.ends_on,
      capacity: d.capacity,
      price_cents: d.price_cents,
      single_supplement_cents: d.single_supplement_cents,
      status: d.status,
    }));
    const shrink = deps.map((d: { id: string }) => (d.id === later ? { ...d, capacity: 1 } : d));
    const r1 = await asAdmin(
      'PUT',
      `/api/admin/travel/packages/${pkgId}`,
      packageBody({ departures: shrink }),
    );
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toMatch(/2 seats already booked/);
    const r2 = await asAdmin(
      'PUT',
      `/api/admin/travel/packages/${pkgId}`,
      packageBody({ departures: deps.filter((d: { id: string }) => d.id !== later) }),
    );
    expect(r2.statusCode).toBe(409);
  });
});

describe('booking', () => {
  it('confirms with the test card, prices travellers and supplements, and shows only to its holder', async () => {
    const s = new Shopper(t.app).signIn(client);
    const body = bookingBody(later, 2, {
      travellers: [
        { full_name: 'Ana One', date_of_birth: '1980-02-02', single_room: true },
        { full_name: 'Ben Two', date_of_birth: '1982-03-03' },
      ],
      expected_total_cents: 260_000,
    });
    const res = await s.call('POST', '/api/travel/bookings', body);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().booking;
    expect(b.booking_number).toMatch(/^TRV-[2-9A-HJ-NP-Z]{6}$/);
    expect(b.status).toBe('confirmed');
    expect(b.total_cents).toBe(
      b.lines.reduce((n: number, l: { total_cents: number }) => n + l.total_cents, 0),
    );
    expect(b.paid_cents).toBe(260_000);
    expect(b.payment.card_last4).toBe('4242');
    // The holder (signed in), by e-mail, staff: yes. Someone else: the same 404 as a wrong number.
    expect((await s.call('GET', `/api/travel/bookings/${b.booking_number}`)).statusCode).toBe(200);
    expect(
      (
        await new Shopper(t.app).call(
          'GET',
          `/api/travel/bookings/${b.booking_number.toLowerCase()}?email=LENA.LEAD@example.com`,
        )
      ).statusCode,
    ).toBe(200);
    expect((await asAdmin('GET', `/api/travel/bookings/${b.booking_number}`)).statusCode).toBe(200);
    const other = await new Shopper(t.app)
      .signIn(await makeUser(t.db, 'client'))
      .call('GET', `/api/travel/bookings/${b.booking_number}`);
    expect(other.statusCode).toBe(404);
    expect(
      (
        await new Shopper(t.app).call('GET', `/api/travel/bookings/${b.booking_number}?email=x@example.com`)
      ).json().message,
    ).toBe('Booking not found');
    // No card number or security code in any log line.
    expect(t.logs.join('\n')).not.toMatch(/4242424242424242|"cvc"/);
  });

  it('answers a changed price with 409 and the new total, and a decline with 402 and the seats back', async () => {
    const before = await seatsOf(later);
    const stale = await new Shopper(t.app).call(
      'POST',
      '/api/travel/bookings',
      bookingBody(later, 1, { expected_total_cents: 1 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details?.total_cents ?? stale.json().total_cents).toBeDefined();
    const declined = await new Shopper(t.app).call(
      'POST',
      '/api/travel/bookings',
      bookingBody(later, 2, {}, CARDS.declined),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toMatch(/declined/i);
    expect(await seatsOf(later)).toBe(before);
  });

  it('never sells more seats than a departure has, with many buyers at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        new Shopper(t.app).call('POST', '/api/travel/bookings', bookingBody(tiny, 1)),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect(await seatsOf(tiny)).toBe(3);
    const left = results.find((r) => r.statusCode === 409)!.json().message;
    expect(left).toBe('This departure is sold out');
  });

  it('replays a retry after a lost answer: one booking, one charge', async () => {
    const s = new Shopper(t.app);
    const key = { 'idempotency-key': `trv-${Date.now()}-retry` };
    const body = bookingBody(later, 1);
    const first = await s.call('POST', '/api/travel/bookings', body, key);
    const again = await s.call('POST', '/api/travel/bookings', body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().booking.booking_number).toBe(first.json().booking.booking_number);
    const charges = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from travel_payments where booking_id = ${first.json().booking.id} and kind = 'charge'`,
      ),
    )[0]!.n;
    expect(charges).toBe(1);
    const other = await s.call('POST', '/api/travel/bookings', bookingBody(later, 2), key);
    expect(other.statusCode).toBe(409);
  });

  it('takes a deposit far out (not close in), then the balance; cancels with the policy refund', async () => {
    const near = await new Shopper(t.app).call(
      'POST',
      '/api/travel/bookings',
      bookingBody(soon, 1, { payment_plan: 'deposit' }),
    );
    expect(near.statusCode).toBe(400);
    const s = new Shopper(t.app);
    const res = await s.call(
      'POST',
      '/api/travel/bookings',
      bookingBody(later, 2, { payment_plan: 'deposit' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().booking;
    expect(b.paid_cents).toBe(60_000); // 25 % of 240 000
    expect(b.balance_cents).toBe(180_000);
    expect(b.balance_due_on).toBe(day(60));
    const pay = await s.call('POST', `/api/travel/bookings/${b.booking_number}/pay`, {
      email: 'lena.lead@example.com',
      payment: { card_number: CARDS.ok, exp_month: 12, exp_year: 2035, cvc: '123' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().booking.paid_cents).toBe(240_000);
    expect(pay.json().booking.balance_cents).toBe(0);
    expect(
      (
        await s.call('POST', `/api/travel/bookings/${b.booking_number}/pay`, {
          email: 'lena.lead@example.com',
          payment: { card_number: CARDS.ok, exp_month: 12, exp_year: 2035, cvc: '123' },
        })
      ).statusCode,
    ).toBe(409);
    // 90 days out: the policy refunds everything; the refund is split over both charges.
    const seats = await seatsOf(later);
    expect(pay.json().booking.refund_if_cancelled_cents).toBe(240_000);
    const cancel = await s.call('POST', `/api/travel/bookings/${b.booking_number}/cancel`, {
      email: 'lena.lead@example.com',
      reason: 'Plans changed',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const c = cancel.json().booking;
    expect(c.status).toBe('cancelled');
    expect(c.refunded_cents).toBe(240_000);
    expect(c.payment.status).toBe('refunded');
    expect(await seatsOf(later)).toBe(seats - 2);
    expect(c.timeline.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['created', 'confirmed', 'balance_paid', 'cancelled', 'refunded']),
    );
    expect(
      (
        await s.call('POST', `/api/travel/bookings/${b.booking_number}/cancel`, {
          email: 'lena.lead@example.com',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('a balance charge that needs 3-D Secure answers requires_action with its client secret; a second try waits', async () => {
    const s = new Shopper(t.app);
    const res = await s.call(
      'POST',
      '/api/travel/bookings',
      bookingBody(later, 1, { payment_plan: 'deposit' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().booking;
    expect(b.payment.status).toBe('paid');
    const spy = spyOnPayments(t.app);
    spy.requireAction = true;
    try {
      const body = {
        email: 'lena.lead@example.com',
        payment: { card_number: CARDS.ok, exp_month: 12, exp_year: 2035, cvc: '123' },
      };
      const pay = await s.call('POST', `/api/travel/bookings/${b.booking_number}/pay`, body);
      expect(pay.statusCode, pay.body).toBe(200);
      const after = pay.json().booking;
      expect(after.payment.status).toBe('requires_action');
      expect(after.payment.client_secret).toMatch(/_secret_test$/);
      expect(after.balance_cents).toBe(b.balance_cents); // nothing counted until the bank says yes
      const again = await s.call('POST', `/api/travel/bookings/${b.booking_number}/pay`, body);
      expect(again.statusCode).toBe(409);
      // Read back later, the booking shows its own (deposit) status and no secret.
      const read = await s.call(
        'GET',
        `/api/travel/bookings/${b.booking_number}?email=lena.lead%40example.com`,
      );
      expect(read.json().booking.payment.client_secret).toBeNull();
    } finally {
      spy.requireAction = false;
      spy.restore();
    }
  });

  it('refuses to cancel while the balance is being charged, and refunds a balance that lands after a cancel', async () => {
    const s = new Shopper(t.app);
    const b = (
      await s.call('POST', '/api/travel/bookings', bookingBody(later, 1, { payment_plan: 'deposit' }))
    ).json().booking;
    const [charge] = rowsOf<{ id: string }>(
      await t.db.execute(sql`insert into travel_payments (booking_id, kind, purpose, provider, amount_cents, status)
        values (${b.id}, 'charge', 'balance', 'test', ${b.balance_cents}, 'pending') returning id`),
    );
    const cancel = () =>
      s.call('POST', `/api/travel/bookings/${b.booking_number}/cancel`, { email: 'lena.lead@example.com' });
    expect((await cancel()).statusCode).toBe(409);
    // Never answered for longer than a payment may take: the cancel goes through.
    await t.db.execute(
      sql`update travel_payments set created_at = now() - interval '1 hour' where id = ${charge!.id}`,
    );
    expect((await cancel()).statusCode).toBe(200);
    // The provider settles the old charge after all: that money is owed back, not kept.
    await applyBalancePaid({ db: t.db, log: t.app.log, events: t.app.deps.events }, b.id, charge!.id, {
      id: `tp_late_${Date.now()}`,
      amount_cents: b.balance_cents,
      card_brand: 'visa',
      card_last4: '4242',
    });
    const [owed] = rowsOf<{ n: number; cents: number }>(
      await t.db.execute(sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as cents from travel_payments
        where booking_id = ${b.id} and kind = 'refund' and charge_id = ${charge!.id}`),
    );
    expect(owed).toEqual({ n: 1, cents: b.balance_cents });
  });

  it('refunds half 30–59 days out under the default policy, and staff can refund in full or not at all', async () => {
    const pkg = await asAdmin(
      'POST',
      '/api/admin/travel/packages',
      packageBody({
        title: 'Policy Trip',
        departures: [{ starts_on: day(45), ends_on: day(50), capacity: 10, price_cents: 50_000 }],
        deposit_bps: 0,
        cancellation_policy: undefined,
      }),
    );
    const p = pkg.json().package;
    const book = (n: number) =>
      new Shopper(t.app).call('POST', '/api/travel/bookings', {
        ...bookingBody(p.departures[0].id, n),
        package_id: p.id,
      });
    const a = (await book(1)).json().booking;
    expect(a.refund_if_cancelled_cents).toBe(25_000);
    const byPolicy = await asAdmin('POST', `/api/admin/travel/bookings/${a.id}/cancel`, {
      refund: 'policy',
      reason: 'Test',
    });
    expect(byPolicy.json().booking.refunded_cents).toBe(25_000);
    const b = (await book(1)).json().booking;
    expect(
      (await asAdmin('POST', `/api/admin/travel/bookings/${b.id}/cancel`, { refund: 'full' })).json().booking
        .refunded_cents,
    ).toBe(50_000);
    const c = (await book(1)).json().booking;
    expect(
      (await asAdmin('POST', `/api/admin/travel/bookings/${c.id}/cancel`, { refund: 'none' })).json().booking
        .refunded_cents,
    ).toBe(0);
    expect(
      (
        await injectAs(t.app, client, {
          method: 'POST',
          url: `/api/admin/travel/bookings/${c.id}/cancel`,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('staff desk', () => {
  it('lists with sums equal to the rows, changes travellers, and exports the manifest', async () => {
    const list = (await asAdmin('GET', `/api/admin/travel/bookings?package_id=${pkgId}&per_page=100`)).json();
    expect(list.total).toBe(list.bookings.length);
    for (const k of ['total_cents', 'paid_cents', 'refunded_cents', 'travellers'] as const)
      expect(list.sums[k]).toBe(list.bookings.reduce((n: number, b: Record<string, number>) => n + b[k], 0));
    const confirmed = list.bookings.find(
      (b: { status: string; travellers: number }) => b.status === 'confirmed' && b.travellers === 2,
    );
    const bad = await asAdmin('PUT', `/api/admin/travel/bookings/${confirmed.id}/travellers`, {
      travellers: travellers(1),
    });
    expect(bad.statusCode).toBe(400);
    const ok = await asAdmin('PUT', `/api/admin/travel/bookings/${confirmed.id}/travellers`, {
      travellers: [
        { full_name: '=cmd|evil', date_of_birth: '1970-05-05' },
        { full_name: 'Ben Two', date_of_birth: '1982-03-03' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const csv = await asAdmin('GET', `/api/admin/travel/departures/${confirmed.departure.id}/manifest.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain("'=cmd|evil"); // formula injection defused
    expect(csv.body.split('\r\n')[0]).toMatch(/^booking_number,status,traveller/);
    expect(
      (
        await injectAs(t.app, client, {
          method: 'GET',
          url: `/api/admin/travel/departures/${confirmed.departure.id}/manifest.csv`,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('affiliates and the ledger', () => {
  it('credits a booking through a travel link, reverses it when cancelled, and keeps totals = entries', async () => {
    const site = await injectAs(t.app, client, {
      method: 'PUT',
      url: '/api/travel/site',
      payload: { display_name: 'Cara Trips', primary_color: '#112233', featured_package_ids: [pkgId] },
    });
    expect(site.statusCode, site.body).toBe(200);
    const code = site.json().site.code as string;
    const pub = await t.app.inject({ method: 'GET', url: `/api/travel/sites/${code.toLowerCase()}` });
    expect(pub.json().site.featured.map((p: { id: string }) => p.id)).toEqual([pkgId]);
    expect((await t.app.inject({ method: 'GET', url: '/api/travel/sites/NOPE0000' })).statusCode).toBe(404);

    const visitor = new Shopper(t.app);
    expect(
      (await visitor.call('POST', '/api/referrals/track', { code, path: `/travel/${code}` })).statusCode,
    ).toBe(200);
    const booked = await visitor.call('POST', '/api/travel/bookings', bookingBody(later, 2));
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().booking;
    const ledger = async () =>
      (
        await injectAs(t.app, client, { method: 'GET', url: '/api/commissions?source=travel_booking' })
      ).json();
    let mine = await ledger();
    expect(mine.entries).toHaveLength(1);
    expect(mine.entries[0]).toMatchObject({
      status: 'pending',
      base_cents: 240_000,
      amount_cents: 36_000,
      basis: 'item',
    });
    const stats = (
      await injectAs(t.app, client, { method: 'GET', url: '/api/affiliates/me/stats?days=7' })
    ).json();
    expect(stats.totals.clicks).toBe(1);
    expect(stats.totals.sales).toBe(1);
    expect(stats.series).toHaveLength(7);
    expect(stats.series.reduce((n: number, d: { clicks: number }) => n + d.clicks, 0)).toBe(
      stats.totals.clicks,
    );

    const cancel = await asAdmin('POST', `/api/admin/travel/bookings/${booking.id}/cancel`, {
      refund: 'full',
    });
    expect(cancel.statusCode).toBe(200);
    mine = await ledger();
    expect(mine.entries[0].status).toBe('reversed');
    const sum = (status: string) =>
      mine.entries
        .filter((e: { status: string }) => e.status === status)
        .reduce((n: number, e: { amount_cents: number }) => n + e.amount_cents, 0);
    expect(mine.summary.reversed_cents).toBe(sum('reversed'));
    expect(mine.summary.pending_cents).toBe(sum('pending'));
    // Nobody earns on their own booking.
    const self = new Shopper(t.app).signIn(client);
    await self.call('POST', '/api/referrals/track', { code, path: '/' });
    expect((await self.call('POST', '/api/travel/bookings', bookingBody(later, 1))).statusCode).toBe(201);
    expect((await ledger()).entries).toHaveLength(1);
  });

  it('completes ended trips in the sweep and approves their commission', async () => {
    const site = (await injectAs(t.app, client, { method: 'GET', url: '/api/travel/site' })).json().site;
    const visitor = new Shopper(t.app);
    await visitor.call('POST', '/api/referrals/track', { code: site.code, path: '/' });
    const b = (await visitor.call('POST', '/api/travel/bookings', bookingBody(soon, 1))).json().booking;
    // Time passes: the trip ends.
    const afterTrip = new Date(Date.now() + 30 * 86_400_000);
    const done = await travelSweep(
      { db: t.db, log: t.app.log, events: t.app.deps.events },
      t.app.deps.payments,
      afterTrip,
    );
    expect(done.completed).toBeGreaterThanOrEqual(1);
    const view = await new Shopper(t.app).call(
      'GET',
      `/api/travel/bookings/${b.booking_number}?email=lena.lead@example.com`,
    );
    expect(view.json().booking.status).toBe('completed');
    await ledgerSweep(t.db, t.app.deps.config.affiliates, afterTrip);
    const entry = (
      await injectAs(t.app, client, {
        method: 'GET',
        url: '/api/commissions?source=travel_booking&status=approved',
      })
    ).json();
    expect(entry.entries.map((e: { source_label: string }) => e.source_label)).toContain(
      `Booking ${b.booking_number}`,
    );
  });

  it('earner-only travel sites', async () => {
    const member = await makeUser(t.db, 'member');
    expect((await injectAs(t.app, member, { method: 'GET', url: '/api/travel/site' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/travel/site' })).statusCode).toBe(401);
    const bad = await injectAs(t.app, client, {
      method: 'PUT',
      url: '/api/travel/site',
      payload: { display_name: 'X', primary_color: 'red', photo_url: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('site photo: an upload checked by content, made a square WebP, served while shown, replaced cleanly', async () => {
    const upload = (user: TestUser | null, file: Parameters<typeof multipart>[0]) =>
      injectAs(t.app, user, { method: 'POST', url: '/api/travel/site/photo', ...multipart(file) });
    const member = await makeUser(t.db, 'member');
    expect((await upload(member, { name: 'me.png', data: await pngImage(50, 50) })).statusCode).toBe(403);
    expect((await upload(null, { name: 'me.png', data: await pngImage(50, 50) })).statusCode).toBe(401);
    const fake = await upload(client, { name: 'me.png', data: Buffer.from('MZ\u0000 not an image at all') });
    expect(fake.statusCode).toBe(400);
    expect((await upload(client, null)).statusCode).toBe(400);

    const first = await upload(client, { name: 'me.png', data: await pngImage(1200, 800) });
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json().site.photo_url as string;
    expect(url).toMatch(/^\/api\/travel\/media\/sites\/[0-9a-f-]{36}\.webp$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    // The public site shows it.
    const code = first.json().site.code as string;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/travel/sites/${code}` })).json().site.photo_url,
    ).toBe(url);

    // A new photo replaces it: the old file is no longer served.
    const second = await upload(client, { name: 'me2.png', data: await pngImage(300, 300) });
    const url2 = second.json().site.photo_url as string;
    expect(url2).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // Names no site shows, or that are not ours, are never served.
    for (const bad of ['00000000-0000-4000-8000-000000000000.webp', '..%2F..%2Fetc%2Fpasswd', 'x.webp'])
      expect((await t.app.inject({ method: 'GET', url: `/api/travel/media/sites/${bad}` })).statusCode).toBe(
        404,
      );
    // Clearing the photo through the settings form stops serving it too.
    const site = (await injectAs(t.app, client, { method: 'GET', url: '/api/travel/site' })).json().site;
    const cleared = await injectAs(t.app, client, {
      method: 'PUT',
      url: '/api/travel/site',
      payload: { display_name: site.display_name, photo_url: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url2 })).statusCode).toBe(404);
  });
});

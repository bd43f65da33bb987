import { describe, expect, it } from 'vitest';
import { makeDeparture } from '../testing/fixtures';
import {
  bookingBody,
  checkDraft,
  depositAllowed,
  initialDraft,
  priceDraft,
  resizeTravellers,
} from './checkout-form';
import { addDays, upcomingMonths } from './format';
import { travelLinks } from './links';
import { readUrlFilters, toApiFilters, writeUrlFilters } from './package-filters';
import { siteColors } from './site-theme';

const TODAY = '2099-01-10';

describe('package filters in the URL', () => {
  it('drop what is malformed and swap a min above the max', () => {
    const f = readUrlFilters(
      new URLSearchParams('q=bali&month=2099-13&min_price=900&max_price=300&sort=cheapest&page=0'),
    );
    expect(f).toMatchObject({
      q: 'bali',
      month: '',
      min_price: 900,
      max_price: 300,
      sort: 'departure',
      page: 1,
    });
    expect(toApiFilters(f)).toMatchObject({ min_price_cents: 30_000, max_price_cents: 90_000, per_page: 12 });
  });

  it('go back to page 1 on any change and leave defaults out', () => {
    const next = writeUrlFilters(new URLSearchParams('page=3&sort=price_asc&ref=X'), {
      destination: 'Japan',
    });
    expect(next.toString()).toBe('sort=price_asc&ref=X&destination=Japan');
    expect(writeUrlFilters(next, { sort: 'departure' }).toString()).toBe('ref=X&destination=Japan');
  });
});

describe('checkout form', () => {
  const pkg = { deposit_bps: 2_000 };
  const far = makeDeparture({ starts_on: addDays(TODAY, 31) });
  const near = makeDeparture({ starts_on: addDays(TODAY, 30) });

  it('offers the deposit only more than the cut-off away and when the package takes one', () => {
    expect(depositAllowed(pkg, far, TODAY)).toBe(true);
    expect(depositAllowed(pkg, near, TODAY)).toBe(false);
    expect(depositAllowed({ deposit_bps: 0 }, far, TODAY)).toBe(false);
    // A deposit chosen earlier is charged in full once the departure no longer allows it.
    const draft = { ...initialDraft(near.id), plan: 'deposit' as const };
    expect(priceDraft(draft, pkg, near, TODAY)).toMatchObject({ plan: 'full', balance_cents: 0 });
    expect(priceDraft({ ...draft, departure_id: far.id }, pkg, far, TODAY)).toMatchObject({
      plan: 'deposit',
      total_cents: 129_900,
      due_now_cents: 25_980,
      balance_cents: 103_920,
      balance_due_on: addDays(far.starts_on, -30),
    });
  });

  it('keeps what was typed when the number of travellers changes', () => {
    const list = resizeTravellers([{ full_name: 'Sam', date_of_birth: '1990-01-01', single_room: true }], 3);
    expect(list).toHaveLength(3);
    expect(list[0]!.full_name).toBe('Sam');
    expect(resizeTravellers(list, 99)).toHaveLength(12);
    expect(resizeTravellers(list, 0)).toHaveLength(1);
  });

  it('checks fields under the server’s keys', () => {
    const draft = {
      ...initialDraft('d1'),
      lead: { full_name: ' ', email: 'sam@', phone: 'call me' },
      travellers: [
        { full_name: 'Sam', date_of_birth: '2099-02-30', single_room: false },
        { full_name: 'Ana', date_of_birth: '2100-01-01', single_room: false },
      ],
    };
    expect(checkDraft(draft, TODAY)).toEqual({
      'lead.full_name': 'Full name is required',
      'lead.email': 'Enter a valid e-mail address',
      'lead.phone': 'Enter a valid phone number',
      'travellers.0.date_of_birth': 'Use a date like 1990-04-21',
      'travellers.1.date_of_birth': 'Enter a date of birth in the past',
      accept_terms: 'Accept the booking terms to continue',
    });
  });

  it('builds the body with trimmed names and the total the buyer saw', () => {
    const draft = {
      ...initialDraft('d1'),
      lead: { full_name: ' Sam ', email: ' sam@example.com ', phone: '' },
      travellers: [{ full_name: ' Sam ', date_of_birth: '1990-01-01', single_room: false }],
      accept_terms: true,
    };
    const body = bookingBody(draft, 'p1', 'full', { payment_method_id: 'pm_1' }, 129_900);
    expect(body).toMatchObject({
      lead: { full_name: 'Sam', email: 'sam@example.com' },
      travellers: [{ full_name: 'Sam' }],
      expected_total_cents: 129_900,
    });
  });
});

describe('site colours', () => {
  it('use only #rrggbb and pick readable text', () => {
    expect(siteColors('#FFFFFF', 'url(javascript:x)')).toEqual({
      primary: '#ffffff',
      primaryText: '#0f172a',
      accent: '#f59e0b',
      accentText: '#0f172a',
      // White on white never reads: links fall back to slate-900.
      ink: '#0f172a',
    });
    expect(siteColors('#0e7490', '#000000').ink).toBe('#0e7490');
  });
});

describe('links', () => {
  it('stay on the affiliate’s site and carry ?ref= to checkout and booking', () => {
    const a = travelLinks('ALEX1');
    expect(a.package('p1')).toBe('/travel/ALEX1/packages/p1');
    expect(a.checkout('p1', 'd1')).toBe('/travel/checkout/p1?departure=d1&ref=ALEX1');
    expect(a.booking('TRV-7K3M9Q')).toBe('/travel/booking/TRV-7K3M9Q?ref=ALEX1');
    const plain = travelLinks('bad code!');
    expect(plain.package('p1')).toBe('/packages/p1');
    expect(plain.checkout('p1')).toBe('/travel/checkout/p1');
  });
});

describe('months', () => {
  it('list the coming months across a new year', () => {
    expect(upcomingMonths('2099-11-30', 3)).toEqual(['2099-11', '2099-12', '2100-01']);
  });
});

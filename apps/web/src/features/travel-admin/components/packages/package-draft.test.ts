import { describe, expect, it } from 'vitest';
import { travelPackage, uuid } from '../../testing/fixtures';
import { draftOf, draftToInput, emptyDeparture, emptyDraft, moveDay } from './package-draft';

describe('draftToInput', () => {
  it('keeps saved departures’ ids, adds new ones without, and turns percent and dollars into bps and cents', () => {
    const draft = draftOf(travelPackage());
    draft.commission_percent = '12.75';
    draft.deposit_percent = '25';
    draft.departures = [
      ...draft.departures,
      {
        ...emptyDeparture(),
        starts_on: '2028-01-05',
        ends_on: '2028-01-12',
        capacity: '10',
        price: '1,999.5',
      },
    ];
    const built = draftToInput(draft);
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    expect(built.input.commission_rate_bps).toBe(1275);
    expect(built.input.deposit_bps).toBe(2500);
    expect(built.input.departures?.map((d) => d.id)).toEqual([uuid(101), uuid(102), undefined]);
    expect(built.input.departures?.[2]).toEqual({
      starts_on: '2028-01-05',
      ends_on: '2028-01-12',
      capacity: 10,
      price_cents: 199_950,
      single_supplement_cents: 0,
      status: 'open',
    });
    expect('id' in built.input.departures![2]!).toBe(false);
    expect(built.input.cancellation_policy).toEqual(travelPackage().cancellation_policy);
  });

  it('sends an empty commission rate as null (the default applies)', () => {
    const draft = draftOf(travelPackage());
    draft.commission_percent = '  ';
    const built = draftToInput(draft);
    expect(built.ok && built.input.commission_rate_bps).toBeNull();
  });

  it('reports problems under the API’s field names, with the contract’s messages', () => {
    const draft = emptyDraft();
    draft.commission_percent = '101';
    draft.itinerary[0]!.title = '';
    draft.policy[1]!.days_before = '60';
    draft.departures = [
      { ...emptyDeparture(), starts_on: '2028-01-10', ends_on: '2028-01-05', capacity: '0', price: '12.345' },
    ];
    const built = draftToInput(draft);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors).toMatchObject({
      title: 'Title is required',
      destination: 'Destination is required',
      commission_rate_bps: 'At most 100 %',
      'itinerary.0.title': 'Day title is required',
      'cancellation_policy.1.days_before': 'Another tier starts at the same day',
      'departures.0.price_cents': 'Use an amount like 9.99',
      'departures.0.capacity': 'Capacity is at least 1',
      'departures.0.ends_on': 'The trip ends on or after it starts',
    });
  });

  it('refuses a capacity below the seats already booked', () => {
    const draft = draftOf(travelPackage());
    draft.departures[0]!.capacity = '3';
    const built = draftToInput(draft);
    expect(!built.ok && built.errors['departures.0.capacity']).toBe(
      '4 seats are booked: the capacity cannot be lower',
    );
  });
});

describe('moveDay', () => {
  it('moves a day’s plan and keeps the day numbers in place', () => {
    const days = draftOf(travelPackage()).itinerary;
    const moved = moveDay(days, 1, -1);
    expect(moved.map((d) => [d.day, d.title])).toEqual([
      ['1', 'Alfama'],
      ['2', 'Arrive in Lisbon'],
    ]);
    expect(days.map((d) => d.title)).toEqual(['Arrive in Lisbon', 'Alfama']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addYears,
  dayKey,
  dayKeyYearsBefore,
  firstDayOfMonthIndex,
  monthIndex,
  nextDay,
  parseDate,
} from './dates';

describe('parseDate', () => {
  it.each([
    ['2026-07-01', '2026-07-01'],
    ['2026-07-01T00:00:00Z', '2026-07-01'],
    ['2026-07-01T23:30:00.123-05:00', '2026-07-01'],
    ['2026-07-01T00:00:00+14:00', '2026-07-01'],
    ['2026-07-01+05:30', '2026-07-01'],
    ['2026-07-01-05:00', '2026-07-01'],
    ['07/01/2026', '2026-07-01'],
    ['7/1/2026', '2026-07-01'],
    ['2026-07', '2026-07-01'],
    [' 2026-07-01 ', '2026-07-01'],
    [{ $: '2026-03-14' }, '2026-03-14'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %j as the calendar date written (%s)', (input, expected) => {
    expect(parseDate(input)).toBe(expected);
  });

  it.each([
    ['2026-13-01'],
    ['2026-02-30'],
    ['2025-02-29'],
    ['2026'],
    [''],
    ['yesterday'],
    [20260701],
    [null],
    ['2026-07-01X'],
  ])('rejects %j', (input) => {
    expect(parseDate(input)).toBeNull();
  });
});

describe('month and day arithmetic', () => {
  it('numbers months consecutively across years', () => {
    expect(monthIndex('2026-01-15') - monthIndex('2025-12-31')).toBe(1);
    expect(firstDayOfMonthIndex(monthIndex('2026-11-21') - 6)).toBe('2026-05-01');
  });

  it('orders day keys like dates', () => {
    expect(dayKey('2026-11-21')).toBeGreaterThan(dayKey('2026-11-20'));
    expect(dayKeyYearsBefore('2026-11-21', 2)).toBe(dayKey('2024-11-21'));
  });

  it('moves a missing 29 February to 1 March', () => {
    expect(addYears('2024-02-29', 2)).toBe('2026-03-01');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2024-11-02', 2)).toBe('2026-11-02');
  });

  it('steps to the next day across month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
  });
});

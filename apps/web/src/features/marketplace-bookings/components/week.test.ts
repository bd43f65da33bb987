import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, weekOf, zoneDate, zoneMidnight } from './week';

describe('weeks in a time zone', () => {
  it('finds the Monday and walks calendar days across month and year ends', () => {
    expect(mondayOf('2027-03-17')).toBe('2027-03-15');
    expect(mondayOf('2027-03-15')).toBe('2027-03-15');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('reads an instant’s date in the zone, not in UTC', () => {
    expect(zoneDate('2027-03-15T02:00:00.000Z', 'Asia/Manila')).toBe('2027-03-15');
    expect(zoneDate('2027-03-15T02:00:00.000Z', 'America/Los_Angeles')).toBe('2027-03-14');
  });

  it('starts days at local midnight across a DST change', () => {
    // New York: EST (UTC-5) until 2027-03-14 02:00, then EDT (UTC-4).
    expect(zoneMidnight('2027-03-14', 'America/New_York')).toBe('2027-03-14T05:00:00.000Z');
    expect(zoneMidnight('2027-03-15', 'America/New_York')).toBe('2027-03-15T04:00:00.000Z');
    expect(zoneMidnight('2027-03-15', 'Asia/Manila')).toBe('2027-03-14T16:00:00.000Z');
    const week = weekOf('2027-03-10', 'America/New_York');
    expect(week.days).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
    ]);
    expect(week.from).toBe('2027-03-08T05:00:00.000Z');
    // The week that holds the change is an hour short.
    expect(week.to).toBe('2027-03-15T04:00:00.000Z');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(zoneMidnight('2027-03-15', 'Not/AZone')).toBe('2027-03-15T00:00:00.000Z');
  });
});

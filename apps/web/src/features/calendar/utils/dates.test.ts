import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysOf, weekStart } from './dates';

describe('calendar dates', () => {
  it('starts weeks on Monday and moves by days and months', () => {
    expect(weekStart('2026-12-09')).toBe('2026-12-07');
    expect(weekStart('2026-12-13')).toBe('2026-12-07');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
  });

  it('shows whole weeks in a month view', () => {
    const days = daysOf('month', '2026-12-15');
    expect(days[0]).toBe('2026-11-30');
    expect(days.at(-1)).toBe('2027-01-03');
    expect(days.length % 7).toBe(0);
    expect(daysOf('week', '2026-12-10')).toHaveLength(7);
    expect(daysOf('day', '2026-12-10')).toEqual(['2026-12-10']);
  });
});

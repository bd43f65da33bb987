import { describe, expect, it } from 'vitest';
import { monthIndex } from '../parse/dates';
import { history, parsedLine } from '../testing/builders';
import { daysLate, isLateStatus, lateMarksWithin } from './late-marks';

describe('payment status codes', () => {
  it.each([
    ['1', 30],
    ['30', 30],
    ['2', 60],
    ['60', 60],
    ['3', 90],
    ['90', 90],
    ['4', 120],
    ['120', 120],
    ['5', 150],
    ['150', 150],
    ['180', 180],
  ])('%s is late (%d days)', (s, days) => {
    expect(daysLate(s)).toBe(days);
    expect(isLateStatus(s)).toBe(true);
  });

  it.each(['C', 'OK', 'CO', 'U', 'PP', 'RF', '', '0', '7', '8', '9', '45', 'X'])('%j is not late', (s) => {
    expect(isLateStatus(s)).toBe(false);
  });
});

describe('lateMarksWithin', () => {
  it('counts months after the first day of the month N before as_of and not after as_of', () => {
    // as_of 2026-11-21, N = 6: 2026-06 … 2026-11 count, 2026-05 does not.
    const line = parsedLine({
      bureau: 'TransUnion',
      history: history('2026-12', 10, { '2026-12': '1', '2026-11': '2', '2026-06': '3', '2026-05': '1' }),
    });
    const marks = lateMarksWithin(line, monthIndex('2026-11-21'), 6);
    expect(marks.map((m) => m.month)).toEqual(['2026-11', '2026-06']);
  });

  it('reads case- and space-padded statuses', () => {
    const line = parsedLine({ bureau: 'TransUnion', history: [{ date: '2026-10-06', status: ' 4 ' }] });
    expect(lateMarksWithin(line, monthIndex('2026-11-21'), 6)[0]).toMatchObject({
      status: '4',
      daysLate: 120,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  type AvailabilityRules,
  computeSlots,
  groupSlotsByDay,
  isSlotBookable,
  mergeDefaultHours,
  type ServiceTiming,
  validateRules,
} from './index';
import { dayResolver, offsetAt } from './zones';

const weekdays9to17 = Object.fromEntries(
  ['1', '2', '3', '4', '5'].map((d) => [d, [{ start: '09:00', end: '17:00' }]]),
);
const rules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  time_zone: 'America/New_York',
  weekly: weekdays9to17,
  overrides: [],
  minimum_notice_minutes: 0,
  booking_horizon_days: 365,
  daily_cap: null,
  ...over,
});
const hour: ServiceTiming = { duration_minutes: 60, buffer_before_minutes: 0, buffer_after_minutes: 0 };
const at = (iso: string) => new Date(iso);
const starts = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());

describe('computeSlots', () => {
  it('lays out a weekday in the owner zone, hour by hour', () => {
    // Monday 2026-06-01, New York is UTC-4 in summer.
    const slots = computeSlots({
      rules: rules(),
      service: hour,
      busy: [],
      from: at('2026-06-01T00:00:00Z'),
      to: at('2026-06-02T04:00:00Z'),
      now: at('2026-05-01T00:00:00Z'),
    });
    expect(starts(slots)).toEqual(
      [13, 14, 15, 16, 17, 18, 19, 20].map((h) => `2026-06-01T${String(h).padStart(2, '0')}:00:00.000Z`),
    );
  });

  it('keeps 9 to 5 local across the spring-forward change (UTC shifts by an hour)', () => {
    // Friday 2026-03-06 (EST, UTC-5) and Monday 2026-03-09 (EDT, UTC-4) around Sunday 8 March.
    const slots = computeSlots({
      rules: rules(),
      service: hour,
      busy: [],
      from: at('2026-03-06T00:00:00Z'),
      to: at('2026-03-10T00:00:00Z'),
      now: at('2026-03-01T00:00:00Z'),
    });
    const days = groupSlotsByDay(slots, 'America/New_York');
    expect(days.map((d) => d.date)).toEqual(['2026-03-06', '2026-03-09']);
    expect(days[0]!.slots[0]!.start.toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(days[1]!.slots[0]!.start.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(days.every((d) => d.slots.length === 8)).toBe(true);
  });

  it('moves a time in the DST gap forward and never yields one instant twice', () => {
    // Sunday 2026-03-08 01:00–04:00 with 30-minute steps: 02:00 and 02:30 do not exist.
    const slots = computeSlots({
      rules: rules({ weekly: { '7': [{ start: '01:00', end: '04:00' }] } }),
      service: { ...hour, duration_minutes: 30 },
      busy: [],
      from: at('2026-03-08T00:00:00Z'),
      to: at('2026-03-09T00:00:00Z'),
      now: at('2026-03-01T00:00:00Z'),
    });
    const list = starts(slots);
    expect(new Set(list).size).toBe(list.length);
    // 01:00, 01:30 EST, then 03:00 and 03:30 EDT (02:00 → 03:00 and 02:30 → 03:30 are the same instants).
    expect(list).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
  });

  it('offers both 01:30s of the fall-back night, the earlier first', () => {
    const resolve = dayResolver('2026-11-01', 'America/New_York');
    expect(new Date(resolve(90)).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(offsetAt(Date.parse('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(-5 * 3_600_000);
  });

  it('groups by the member’s own dates when they are in another zone', () => {
    // 9–17 in New York on Monday 1 June is 21:00 Monday – 05:00 Tuesday in Manila (UTC+8).
    const slots = computeSlots({
      rules: rules(),
      service: hour,
      busy: [],
      from: at('2026-06-01T00:00:00Z'),
      to: at('2026-06-02T04:00:00Z'),
      now: at('2026-05-01T00:00:00Z'),
    });
    const days = groupSlotsByDay(slots, 'Asia/Manila');
    expect(days.map((d) => [d.date, d.slots.length])).toEqual([
      ['2026-06-01', 3],
      ['2026-06-02', 5],
    ]);
  });

  it('respects minimum notice, the horizon, overrides and the daily cap', () => {
    const now = at('2026-06-01T14:10:00Z'); // Monday 10:10 in New York
    const base = {
      service: hour,
      busy: [],
      from: at('2026-06-01T00:00:00Z'),
      to: at('2026-06-06T00:00:00Z'),
      now,
    };
    const noticed = computeSlots({ ...base, rules: rules({ minimum_notice_minutes: 120 }) });
    expect(noticed[0]!.start.toISOString()).toBe('2026-06-01T17:00:00.000Z'); // 13:00, not 12:10
    const horizon = computeSlots({ ...base, rules: rules({ booking_horizon_days: 1 }) });
    expect(horizon.every((s) => s.start.getTime() < now.getTime() + 86_400_000)).toBe(true);
    const off = computeSlots({
      ...base,
      rules: rules({
        overrides: [
          { date: '2026-06-02', ranges: [] },
          { date: '2026-06-06', ranges: [] },
        ],
      }),
    });
    expect(groupSlotsByDay(off, 'America/New_York').map((d) => d.date)).not.toContain('2026-06-02');
    const capped = computeSlots({
      ...base,
      rules: rules({ daily_cap: 1 }),
      busy: [{ start: at('2026-06-03T13:00:00Z'), end: at('2026-06-03T14:00:00Z') }],
    });
    expect(groupSlotsByDay(capped, 'America/New_York').map((d) => d.date)).not.toContain('2026-06-03');
    // A block takes its time but does not count toward the cap.
    const blocked = computeSlots({
      ...base,
      rules: rules({ daily_cap: 1 }),
      busy: [
        { start: at('2026-06-03T13:00:00Z'), end: at('2026-06-03T14:00:00Z'), counts_toward_cap: false },
      ],
    });
    const wed = groupSlotsByDay(blocked, 'America/New_York').find((d) => d.date === '2026-06-03');
    expect(wed?.slots).toHaveLength(7);
  });

  it('keeps buffers on both sides clear of busy time', () => {
    const busy = [
      { start: at('2026-06-01T15:00:00Z'), end: at('2026-06-01T16:00:00Z'), buffer_after_minutes: 30 },
    ];
    const slots = computeSlots({
      rules: rules(),
      service: {
        duration_minutes: 60,
        buffer_before_minutes: 0,
        buffer_after_minutes: 15,
        interval_minutes: 30,
      },
      busy,
      from: at('2026-06-01T13:00:00Z'),
      to: at('2026-06-01T19:00:00Z'),
      now: at('2026-05-01T00:00:00Z'),
    });
    // 13:00 and 13:30 end + 15 min before 15:00; 14:00 would run into the booking; the busy
    // booking's 30-minute buffer keeps 16:00 free, 16:30 is the next start.
    expect(starts(slots)).toEqual([
      '2026-06-01T13:00:00.000Z',
      '2026-06-01T13:30:00.000Z',
      '2026-06-01T16:30:00.000Z',
      '2026-06-01T17:00:00.000Z',
      '2026-06-01T17:30:00.000Z',
      '2026-06-01T18:00:00.000Z',
      '2026-06-01T18:30:00.000Z',
    ]);
  });

  it('answers nothing for rules it cannot use, and bounds huge ranges', () => {
    const q = { service: hour, busy: [], from: at('2026-06-01T00:00:00Z'), now: at('2026-05-01T00:00:00Z') };
    expect(
      computeSlots({ ...q, rules: rules({ time_zone: 'Mars/Olympus' }), to: at('2026-06-09T00:00:00Z') }),
    ).toEqual([]);
    expect(
      computeSlots({
        ...q,
        rules: rules(),
        service: { ...hour, duration_minutes: 0 },
        to: at('2026-06-09T00:00:00Z'),
      }),
    ).toEqual([]);
    const far = computeSlots({ ...q, rules: rules(), to: at('2099-01-01T00:00:00Z') });
    expect(far.length).toBeLessThan(400 * 8);
  });
});

describe('isSlotBookable', () => {
  const q = { rules: rules(), service: hour, now: at('2026-05-01T00:00:00Z') };
  it('accepts a free slot and refuses off-grid, taken or closed starts', () => {
    expect(isSlotBookable({ ...q, busy: [], start: at('2026-06-01T13:00:00Z') })).toBe(true);
    expect(isSlotBookable({ ...q, busy: [], start: at('2026-06-01T13:15:00Z') })).toBe(false);
    expect(isSlotBookable({ ...q, busy: [], start: at('2026-06-06T13:00:00Z') })).toBe(false); // Saturday
    const busy = [{ start: at('2026-06-01T13:00:00Z'), end: at('2026-06-01T14:00:00Z') }];
    expect(isSlotBookable({ ...q, busy, start: at('2026-06-01T13:00:00Z') })).toBe(false);
    expect(isSlotBookable({ ...q, busy: [], start: new Date(Number.NaN) })).toBe(false);
  });
});

describe('validateRules and mergeDefaultHours', () => {
  it('names what is wrong', () => {
    expect(validateRules(rules())).toEqual([]);
    const bad = validateRules(
      rules({
        time_zone: 'Nowhere/Land',
        weekly: {
          '1': [{ start: '10:00', end: '09:00' }],
          '2': [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
        overrides: [{ date: '2026-02-30', ranges: [] }],
        minimum_notice_minutes: -1,
        booking_horizon_days: 0,
        daily_cap: 0,
      }),
    );
    expect(bad.join('\n')).toMatch(/time zone/);
    expect(bad.join('\n')).toMatch(/end after it starts/);
    expect(bad.join('\n')).toMatch(/overlap/);
    expect(bad.join('\n')).toMatch(/real date/);
    expect(bad).toHaveLength(7);
  });
  it('uses the owner hours, or the defaults while there are none', () => {
    const own = { '6': [{ start: '10:00', end: '12:00' }] };
    expect(mergeDefaultHours(weekdays9to17, own)).toBe(own);
    expect(mergeDefaultHours(weekdays9to17, null)).toBe(weekdays9to17);
  });
});

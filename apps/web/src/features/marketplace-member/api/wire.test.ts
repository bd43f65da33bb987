import { bookingPageResponseSchema, slotsResponseSchema } from '@fundpath/contracts/marketplace';
import { describe, expect, it } from 'vitest';
import type { Parser } from '@/lib/api-client';
import { bookingPageParser, slotsParser } from './wire';

/** Variants of a valid sample: every field removed, retyped, nulled, plus an unknown field; nested objects and first array items too. */
function variants(sample: Record<string, unknown>, depth = 0): unknown[] {
  const out: unknown[] = [sample, { ...sample, extra: 'stripped' }, null, [], 'x', 1];
  for (const key of Object.keys(sample)) {
    const { [key]: _dropped, ...rest } = sample;
    out.push(rest, { ...sample, [key]: null }, { ...sample, [key]: 42 }, { ...sample, [key]: 'nope' });
    out.push({ ...sample, [key]: 1.5 }, { ...sample, [key]: true }, { ...sample, [key]: [7] });
    if (depth > 2) continue;
    const value = sample[key];
    if (Array.isArray(value) && value[0] && typeof value[0] === 'object')
      for (const inner of variants(value[0] as Record<string, unknown>, depth + 1))
        out.push({ ...sample, [key]: [inner, ...value.slice(1)] });
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const inner of variants(value as Record<string, unknown>, depth + 1))
        out.push({ ...sample, [key]: inner });
  }
  return out;
}

const slot = { start: '2026-12-14T14:00:00.000Z', end: '2026-12-14T14:50:00.000Z' };

const pairs: Array<[string, Parser<unknown>, Parser<unknown>, Record<string, unknown>]> = [
  [
    'booking page',
    bookingPageParser,
    bookingPageResponseSchema,
    {
      status: 'success',
      specialist: {
        id: 's1',
        display_name: 'Riley Santos',
        photo_url: '/p.jpg',
        headline: 'Massage',
        specialties: ['Massage'],
        languages: ['English'],
        time_zone: 'Asia/Manila',
        location_mode: 'both',
        city: 'Makati',
        link_code: 'RILEY2026',
        from_price_cents: 6000,
        currency: 'USD',
        service_count: 1,
        liked: false,
        approved_at: '2026-11-01T00:00:00.000Z',
        bio: '',
        like_count: 0,
        services: [
          {
            id: 'v1',
            specialist_id: 's1',
            category_id: 'c1',
            category_name: 'Massage',
            name: 'Deep tissue',
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
      },
    },
  ],
  [
    'slots',
    slotsParser,
    slotsResponseSchema,
    {
      status: 'success',
      service_id: 'v1',
      time_zone: 'America/New_York',
      specialist_time_zone: 'Asia/Manila',
      from: '2026-12-07T00:00:00.000Z',
      to: '2026-12-21T00:00:00.000Z',
      slots: [slot],
      days: [{ date: '2026-12-14', slots: [slot] }],
    },
  ],
];

describe('booking page parsers agree with the contract schemas', () => {
  it.each(pairs)(
    '%s: same verdict and the same stripped output on every variant',
    (_name, parser, schema, sample) => {
      const cases = variants(sample);
      expect(cases.length).toBeGreaterThan(20);
      for (const data of cases) {
        const ours = parser.safeParse(data);
        const theirs = schema.safeParse(data);
        expect(ours.success, JSON.stringify(data)).toBe(theirs.success);
        if (ours.success && theirs.success) expect(ours.data).toEqual(theirs.data);
      }
    },
  );
});

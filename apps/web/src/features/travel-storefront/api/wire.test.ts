import {
  bookingResponseSchema,
  packageListResponseSchema,
  packageResponseSchema,
  publicSiteResponseSchema,
} from '@fundpath/contracts/travel';
import { describe, expect, it } from 'vitest';
import type { Parser } from '@/lib/api-client';
import { makeBooking, makePackage, makeSite, makeSummary } from '../testing/fixtures';
import { bookingParser, packageListParser, packageParser, publicSiteParser } from './wire';

/** Variants of a valid sample: every field removed, retyped, nulled, plus an unknown field; nested objects and first array items too. */
function variants(sample: Record<string, unknown>, depth = 0): unknown[] {
  const out: unknown[] = [sample, { ...sample, extra: 'stripped' }, null, [], 'x', 1];
  for (const key of Object.keys(sample)) {
    const { [key]: _dropped, ...rest } = sample;
    out.push(rest, { ...sample, [key]: null }, { ...sample, [key]: 42 }, { ...sample, [key]: 'nope' });
    out.push({ ...sample, [key]: 1.5 }, { ...sample, [key]: true });
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

const pairs: Array<[string, Parser<unknown>, Parser<unknown>, Record<string, unknown>]> = [
  [
    'package list',
    packageListParser,
    packageListResponseSchema,
    {
      status: 'success',
      packages: [makeSummary(), makeSummary({ image: null, from_price_cents: null, next_departure: null })],
      total: 2,
      page: 1,
      per_page: 12,
      destinations: ['Bali, Indonesia'],
    },
  ],
  ['package', packageParser, packageResponseSchema, { status: 'success', package: makePackage() }],
  ['site', publicSiteParser, publicSiteResponseSchema, { status: 'success', site: makeSite() }],
  [
    'booking',
    bookingParser,
    bookingResponseSchema,
    {
      status: 'success',
      booking: makeBooking({ affiliate: { code: 'ALEX2026', display_name: 'Alex' } }),
      message: 'Booking found',
    },
  ],
  [
    'booking without affiliate',
    bookingParser,
    bookingResponseSchema,
    { status: 'success', booking: makeBooking(), message: 'Booking found' },
  ],
];

describe('travel parsers agree with the contract schemas', () => {
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

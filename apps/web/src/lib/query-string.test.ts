import { describe, expect, it } from 'vitest';
import { toQuery } from './query-string';

describe('toQuery', () => {
  it('skips empty values, encodes the rest, and is empty when nothing is left', () => {
    expect(toQuery({ q: 'a b&c', page: 2, role: undefined, brand: null, status: '', live: false })).toBe(
      '?q=a+b%26c&page=2&live=false',
    );
    expect(toQuery({ q: '' })).toBe('');
  });
});

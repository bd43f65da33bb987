import { describe, expect, it } from 'vitest';
import { asList, codeRef, decodeEntities, field, listField, text, toBoolean, toNumber } from './values';

describe('toNumber', () => {
  it.each([
    [1250, 1250],
    ['1250', 1250],
    ['$1,250', 1250],
    ['$1,250.00', 1250],
    [' 1,250 ', 1250],
    ['-12.5', -12.5],
    ['(12.50)', -12.5],
    ['0', 0],
    [{ $: '1500' }, 1500],
    [{ '#text': '$2,000' }, 2000],
  ])('reads %j as %d', (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });

  it.each([
    [''],
    ['  '],
    ['abc'],
    ['$'],
    [null],
    [undefined],
    [{}],
    [[]],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['1.2.3x'],
  ])('yields null for %j', (input) => {
    expect(toNumber(input)).toBeNull();
  });
});

describe('field', () => {
  it('reads the plain key, the @ key, and unwraps $ / #text nodes', () => {
    expect(field({ reportDate: '2026-01-01' }, 'reportDate')).toBe('2026-01-01');
    expect(field({ '@reportDate': '2026-01-02' }, 'reportDate')).toBe('2026-01-02');
    expect(field({ CreditLimit: { $: '1500' } }, 'CreditLimit')).toBe('1500');
    expect(field({ InquiryDate: { '#text': '2026-03-14' } }, 'InquiryDate')).toBe('2026-03-14');
  });

  it('prefers the plain key over the @ key', () => {
    expect(field({ a: 1, '@a': 2 }, 'a')).toBe(1);
  });

  it('tolerates non-objects', () => {
    expect(field(null, 'a')).toBeUndefined();
    expect(field('x', 'a')).toBeUndefined();
    expect(field([1, 2], 'a')).toBeUndefined();
  });
});

describe('asList / listField', () => {
  it('accepts an array, a single object, null or missing', () => {
    expect(asList([1, 2])).toEqual([1, 2]);
    expect(asList({ a: 1 })).toEqual([{ a: 1 }]);
    expect(asList(null)).toEqual([]);
    expect(asList(undefined)).toEqual([]);
    expect(listField({ Tradeline: { x: 1 } }, 'Tradeline')).toEqual([{ x: 1 }]);
  });
});

describe('text', () => {
  it('trims strings and stringifies numbers and booleans', () => {
    expect(text('  A ')).toBe('A');
    expect(text(12)).toBe('12');
    expect(text(true)).toBe('true');
    expect(text({})).toBe('');
  });
});

describe('toBoolean', () => {
  it('reads booleans written as strings', () => {
    expect(toBoolean('true')).toBe(true);
    expect(toBoolean('False')).toBe(false);
    expect(toBoolean(true)).toBe(true);
    expect(toBoolean('maybe')).toBeNull();
  });
});

describe('decodeEntities', () => {
  it('decodes doubly encoded entities seen in real exports', () => {
    expect(decodeEntities('H&#x26;amp;R ACCOUNTS')).toBe('H&R ACCOUNTS');
    expect(decodeEntities('AT&amp;T')).toBe('AT&T');
    expect(decodeEntities('A &#39;B&#39;')).toBe("A 'B'");
  });

  it('leaves text without entities (and unknown ones) alone', () => {
    expect(decodeEntities('AT&T MOBILITY')).toBe('AT&T MOBILITY');
    expect(decodeEntities('A &bogus; B')).toBe('A &bogus; B');
  });
});

describe('codeRef', () => {
  it('reads a code reference, also in attribute style', () => {
    expect(codeRef({ '@symbol': 'F', '@abbreviation': 'Derog', description: 'Derogatory' })).toEqual({
      symbol: 'F',
      abbreviation: 'Derog',
      description: 'Derogatory',
    });
  });

  it('takes a bare string as the description and blanks for missing parts', () => {
    expect(codeRef('Open')).toEqual({ symbol: '', abbreviation: '', description: 'Open' });
    expect(codeRef(undefined)).toEqual({ symbol: '', abbreviation: '', description: '' });
  });
});

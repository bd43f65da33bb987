import { describe, expect, it } from 'vitest';
import { bureauOf, normalizeBureau } from './bureau';

describe('normalizeBureau', () => {
  it.each([
    ['TransUnion', 'TransUnion'],
    ['TUC', 'TransUnion'],
    [' tu ', 'TransUnion'],
    ['Experian', 'Experian'],
    ['EXP', 'Experian'],
    ['xpn', 'Experian'],
    ['EQUIFAX', 'Equifax'],
    ['EQF', 'Equifax'],
    ['efx', 'Equifax'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeBureau(input)).toBe(expected);
  });

  it('rejects anything else, including Object.prototype names', () => {
    expect(normalizeBureau('Innovis')).toBeNull();
    expect(normalizeBureau('constructor')).toBeNull();
    expect(normalizeBureau('')).toBeNull();
    expect(normalizeBureau(3)).toBeNull();
  });
});

describe('bureauOf', () => {
  it('reads Source.Bureau symbol, abbreviation or description', () => {
    expect(bureauOf({ Source: { Bureau: { symbol: 'EQF' } } })).toBe('Equifax');
    expect(bureauOf({ Source: { Bureau: { symbol: '', abbreviation: 'Experian' } } })).toBe('Experian');
    expect(bureauOf({ Source: { Bureau: { description: 'TransUnion' } } })).toBe('TransUnion');
    expect(bureauOf({ Source: { Bureau: { '@symbol': 'TUC' } } })).toBe('TransUnion');
  });

  it('falls back to the plain bureau string when Source is null or missing', () => {
    expect(bureauOf({ Source: null, bureau: 'Experian' })).toBe('Experian');
    expect(bureauOf({ bureau: 'EFX' })).toBe('Equifax');
    expect(bureauOf({})).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { factsOf } from '../testing/builders';
import { derogatoryAccount } from './derogatory-account';

describe('derogatory_account', () => {
  it('hits on the condition abbreviation Derog', () => {
    expect(
      derogatoryAccount(factsOf({ bureau: 'Equifax', condition: 'Bad', conditionAbbreviation: 'Derog' })),
    ).toBe(true);
  });

  it('hits when the condition text contains derogatory (any case, any part)', () => {
    expect(derogatoryAccount(factsOf({ bureau: 'Equifax', remarks: ['DEROGATORY INFO'] }))).toBe(true);
  });

  it('ignores a clean account', () => {
    expect(derogatoryAccount(factsOf({ bureau: 'Equifax' }))).toBe(false);
  });
});

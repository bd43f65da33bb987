import { describe, expect, it } from 'vitest';
import { factsOf } from '../testing/builders';
import { repossessionForeclosure } from './repossession-foreclosure';

describe('repossession_foreclosure', () => {
  it.each(['Repossession', 'Repo', 'Foreclosure started', 'Voluntary surrender'])('hits on "%s"', (s) => {
    expect(repossessionForeclosure(factsOf({ bureau: 'Equifax', payStatus: s }, 'I'))).toBe(true);
  });

  it('matches repo as a whole word only', () => {
    expect(
      repossessionForeclosure(factsOf({ bureau: 'Equifax', remarks: ['Reported by REPOSITORY'] }, 'I')),
    ).toBe(false);
    expect(repossessionForeclosure(factsOf({ bureau: 'Equifax', remarks: ['Reporting'] }, 'I'))).toBe(false);
  });
});

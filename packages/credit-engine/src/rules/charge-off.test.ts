import { describe, expect, it } from 'vitest';
import { factsOf } from '../testing/builders';
import { chargeOff } from './charge-off';

describe('charge_off', () => {
  it.each(['Charge off', 'Coll/Chargeoff', 'Charge-off', 'Charged off as bad debt'])(
    'hits on "%s" with a balance',
    (s) => {
      expect(chargeOff(factsOf({ bureau: 'TransUnion', payStatus: s, balance: 100 }))).toBe(true);
    },
  );

  it('hits a zero-balance charge-off that is not paid', () => {
    expect(chargeOff(factsOf({ bureau: 'TransUnion', payStatus: 'Collection/Chargeoff', balance: 0 }))).toBe(
      true,
    );
  });

  it('does not hit a paid charge-off with a zero balance', () => {
    expect(
      chargeOff(
        factsOf({ bureau: 'TransUnion', condition: 'Paid', payStatus: 'Collection/Chargeoff', balance: 0 }),
      ),
    ).toBe(false);
  });

  it('hits a paid charge-off that still shows a balance', () => {
    expect(
      chargeOff(factsOf({ bureau: 'TransUnion', condition: 'Paid', payStatus: 'Chargeoff', balance: 50 })),
    ).toBe(true);
  });

  it('treats "unpaid" as not paid (whole-word match)', () => {
    expect(
      chargeOff(
        factsOf({ bureau: 'TransUnion', payStatus: 'Charge off', remarks: ['Unpaid balance'], balance: 0 }),
      ),
    ).toBe(true);
  });

  it('does not hit "Charged" alone', () => {
    expect(chargeOff(factsOf({ bureau: 'TransUnion', remarks: ['Charged'], balance: 10 }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { factsOf } from '../testing/builders';
import { collection } from './collection';

describe('collection', () => {
  it('hits an unpaid collection with a balance', () => {
    expect(
      collection(factsOf({ bureau: 'Experian', remarks: ['Placed for collection'], balance: 1284 }, 'Y')),
    ).toBe(true);
  });

  it('does not hit a paid collection with a zero balance', () => {
    expect(
      collection(
        factsOf({ bureau: 'Experian', condition: 'Paid', remarks: ['Paid collection'], balance: 0 }, 'Y'),
      ),
    ).toBe(false);
  });

  it('treats "prepaid" as not paid', () => {
    expect(
      collection(factsOf({ bureau: 'Experian', remarks: ['Collection', 'Prepaid'], balance: 0 }, 'Y')),
    ).toBe(true);
  });

  it('hits the shared TransUnion status Collection/Chargeoff', () => {
    expect(collection(factsOf({ bureau: 'Experian', payStatus: 'Collection/Chargeoff', balance: 5 }))).toBe(
      true,
    );
  });
});

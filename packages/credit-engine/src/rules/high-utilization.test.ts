import { describe, expect, it } from 'vitest';
import { factsOf } from '../testing/builders';
import { highUtilization } from './high-utilization';

describe('high_utilization', () => {
  it('hits above 50% with the paydown to 50%, in cents', () => {
    expect(highUtilization(factsOf({ bureau: 'TransUnion', balance: 1337.45, limit: 2500 }))).toEqual({
      utilizationPercentage: 53.5,
      recommendedPaydown: 87.45,
    });
  });

  it('does not hit at exactly 50%', () => {
    expect(highUtilization(factsOf({ bureau: 'TransUnion', balance: 2500, limit: 5000 }))).toBeUndefined();
  });

  it('ignores lines with no limit', () => {
    expect(highUtilization(factsOf({ bureau: 'TransUnion', balance: 900, limit: 0 }, 'I'))).toBeUndefined();
    expect(highUtilization(factsOf({ bureau: 'TransUnion', balance: 900, highBalance: 0 }))).toBeUndefined();
  });

  it('falls back to highBalance for a revolving account without a limit', () => {
    expect(
      highUtilization(factsOf({ bureau: 'TransUnion', balance: 900, highBalance: 1000, limit: null })),
    ).toEqual({
      utilizationPercentage: 90,
      recommendedPaydown: 400,
    });
  });

  it('counts closed and charged-off revolving balances too', () => {
    expect(
      highUtilization(
        factsOf({
          bureau: 'TransUnion',
          condition: 'Closed',
          payStatus: 'Collection/Chargeoff',
          balance: 1284,
          limit: 1500,
        }),
      ),
    ).toEqual({ utilizationPercentage: 85.6, recommendedPaydown: 534 });
  });
});

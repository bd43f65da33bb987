import { describe, expect, it } from 'vitest';
import { brandScopeOf, seesBrand } from './brand-scope';

describe('the staff brand wall', () => {
  it('lets admins and unbranded staff see every brand, branded staff their own only', () => {
    expect(brandScopeOf({ role: 'admin', brand_id: 'b1' })).toEqual({ all: true, brandId: null });
    expect(brandScopeOf({ role: 'funding_team', brand_id: null })).toEqual({ all: true, brandId: null });
    expect(brandScopeOf({ role: 'funding_team', brand_id: 'b1' })).toEqual({ all: false, brandId: 'b1' });
    expect(seesBrand({ role: 'credit_team', brand_id: 'b1' }, 'b1')).toBe(true);
    expect(seesBrand({ role: 'credit_team', brand_id: 'b1' }, 'b2')).toBe(false);
    expect(seesBrand({ role: 'credit_team', brand_id: 'b1' }, null)).toBe(false);
    expect(seesBrand({ role: 'admin', brand_id: 'b1' }, 'b2')).toBe(true);
    expect(seesBrand({ role: 'steps_team', brand_id: null }, 'b2')).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertBrand } from './repo';
import { serviceTypeFor } from './service';

let t: TestApp;
let acmeId: string;
beforeAll(async () => {
  t = await createTestApp({ domainMap: { 'wellness.example.com': 'manila' } });
  await insertBrand(t.db, { slug: 'default', name: 'FundPath', is_default: true, primary_color: '#111111' });
  acmeId = (
    await insertBrand(t.db, {
      slug: 'acme',
      name: 'Acme Funding',
      referral_code: 'ACME42',
      domain: 'funding.acme.com',
      primary_color: '#ff0000',
      logo_url: '/acme.png',
    })
  ).id;
});
afterAll(() => t.close());

describe('brand config', () => {
  it('falls back field by field and is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/brand/config' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      brand_name: 'FundPath',
      primary_color: '#111111',
      secondary_color: '#4b5563',
      accent_color: '#6b7280',
    });
  });

  it('selects by referral code (case-insensitive) and by domain', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/brand/config?ref=acme42' })).json().brand_name,
    ).toBe('Acme Funding');
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/brand/config', headers: { host: 'funding.acme.com' } })
      ).json().brand_name,
    ).toBe('Acme Funding');
  });

  it('rejects a referral code with anything but letters and digits', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/brand/config?ref=bad-code!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
  });
});

describe('domain context', () => {
  it('maps travel subdomains, configured domains, and defaults to ecommerce', async () => {
    const get = (host: string) =>
      t.app.inject({ method: 'GET', url: '/api/domain-context', headers: { host } }).then((r) => r.json());
    expect(await get('travel.example.com')).toEqual({
      status: 'success',
      service_type: 'travel',
      domain: 'travel.example.com',
    });
    expect((await get('wellness.example.com:8080')).service_type).toBe('manila');
    expect((await get('shop.example.com')).service_type).toBe('ecommerce');
    expect(serviceTypeFor('x.com', { 'x.com': 'not-a-type' })).toBe('ecommerce');
  });
});

describe('coach context', () => {
  it("returns the client's coach brand with theme defaults", async () => {
    const client = await makeUser(t.db, 'client', { brand_id: acmeId });
    const res = (await injectAs(t.app, client, { method: 'GET', url: '/api/coach/context' })).json();
    expect(res).toEqual({
      success: true,
      client: {
        id: acmeId,
        company_name: 'Acme Funding',
        logo_url: '/acme.png',
        brand_primary_color: '#ff0000',
        brand_secondary_color: '#1F2937',
      },
    });
  });
});

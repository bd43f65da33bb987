import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * `/api/admin/ecommerce/settings`: the payment provider and the commerce defaults for staff with
 * ecommerce.manage; the same validation, write-only secrets and audit as `/admin/config`, and the
 * change applies at once (the payments adapter, the CSP the checkout runs under).
 */
let t: TestApp;
let admin: TestUser;
const URL = '/api/admin/ecommerce/settings';
const SECRET_KEY = 'sk_test_51SecretForEcommerceSettings01';
const PUBLISHABLE_KEY = 'pk_test_51PublishableForSettings0001';
const WEBHOOK_SECRET = 'whsec_ecommerceSettingsWebhook0001';

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
});
afterAll(() => t.close());

const patch = (user: TestUser | null, values: Record<string, unknown>) =>
  injectAs(t.app, user, { method: 'PATCH', url: URL, payload: { values } });
const get = (user: TestUser | null) => injectAs(t.app, user, { method: 'GET', url: URL });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const csp = async () =>
  String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);

describe('/api/admin/ecommerce/settings', () => {
  it('is for staff holding ecommerce.manage', async () => {
    expect((await get(null)).statusCode).toBe(401);
    for (const role of ['client', 'funding_team', 'customer'] as const) {
      const user = await makeUser(t.db, role);
      expect((await get(user)).statusCode, role).toBe(403);
      expect((await patch(user, { 'commerce.platform_fee_bps': 100 })).statusCode, role).toBe(403);
    }
    const revoked = await makeUser(t.db, 'admin');
    await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/permissions/overrides',
      payload: {
        user_id: revoked.id,
        permission: 'ecommerce.manage',
        granted: false,
        reason: 'Finance only',
      },
    });
    expect((await get(revoked)).statusCode).toBe(403);
  });

  it('shows only the Payments and Commerce settings, the test provider and the defaults in effect', async () => {
    const res = await get(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.settings.map((s: { key: string }) => s.key)).toEqual([
      'payments.provider',
      'payments.stripe_secret_key',
      'payments.stripe_publishable_key',
      'payments.stripe_webhook_secret',
      'commerce.default_tax_rate_bps',
      'commerce.default_shipping_cents',
      'commerce.free_shipping_threshold_cents',
      'commerce.platform_fee_bps',
    ]);
    expect(body.settings[0]).toMatchObject({ group: 'Payments', value: 'test', source: 'environment' });
    expect(body.settings[1]).toMatchObject({ type: 'secret', value: null, is_set: false });
    expect(body.provider_in_effect).toBe('test');
    expect(body.defaults).toEqual({
      tax_rate_bps: 875,
      shipping_cents: 999,
      free_shipping_threshold_cents: 10_000,
      platform_fee_bps: 0,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('validates each value and the combination, and changes nothing then', async () => {
    for (const [values, field] of [
      [{ 'commerce.default_tax_rate_bps': 10_001 }, 'commerce.default_tax_rate_bps'],
      [{ 'commerce.default_shipping_cents': -1 }, 'commerce.default_shipping_cents'],
      [{ 'commerce.platform_fee_bps': 2.5 }, 'commerce.platform_fee_bps'],
      [{ 'commerce.free_shipping_threshold_cents': '10000' }, 'commerce.free_shipping_threshold_cents'],
      [{ 'payments.provider': 'paypal' }, 'payments.provider'],
      [{ 'payments.stripe_secret_key': 'pk_test_wrongfield0000000' }, 'payments.stripe_secret_key'],
      [{ 'payments.stripe_publishable_key': SECRET_KEY }, 'payments.stripe_publishable_key'],
      [{ 'payments.stripe_webhook_secret': 'secret\u0007abcdefghijkl' }, 'payments.stripe_webhook_secret'],
      [{ 'payments.provider': 'stripe' }, 'payments.stripe_secret_key'],
      [
        { 'payments.provider': 'stripe', 'payments.stripe_secret_key': SECRET_KEY },
        'payments.stripe_publishable_key',
      ],
      [
        {
          'payments.provider': 'stripe',
          'payments.stripe_secret_key': 'sk_live_51LiveKeyLiveKey0000001',
          'payments.stripe_publishable_key': PUBLISHABLE_KEY,
        },
        'payments.stripe_publishable_key',
      ],
    ] as const) {
      const res = await patch(admin, values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().details.errors[field], JSON.stringify(values)).toBeTruthy();
    }
    // Keys outside Payments and Commerce are not this endpoint's to change.
    expect((await patch(admin, { 'ai.model': 'gpt-x' })).statusCode).toBe(400);
    expect((await patch(admin, {})).statusCode).toBe(400);
    expect((await patch(admin, { 'commerce.platform_fee_bps': 1e300 })).statusCode).toBe(400);
    expect(
      (await patch(admin, { 'payments.stripe_publishable_key': 'pk_test_\u0000abcdefghijk' })).statusCode,
    ).toBe(400);
    expect(await rows(sql`select key from platform_settings`)).toEqual([]);
  });

  it('switches to Stripe at once: keys write-only and encrypted, the CSP admits Stripe.js, every change audited', async () => {
    const before = await csp();
    expect(before).not.toContain('js.stripe.com');
    expect(t.app.deps.payments.kind).toBe('test');

    const res = await patch(admin, {
      'payments.provider': 'stripe',
      'payments.stripe_secret_key': SECRET_KEY,
      'payments.stripe_publishable_key': PUBLISHABLE_KEY,
      'payments.stripe_webhook_secret': WEBHOOK_SECRET,
      'commerce.platform_fee_bps': 250,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET_KEY);
    expect(res.body).not.toContain(WEBHOOK_SECRET);
    const body = res.json();
    expect(body.provider_in_effect).toBe('stripe');
    expect(body.defaults.platform_fee_bps).toBe(250);
    const byKey = Object.fromEntries(body.settings.map((s: { key: string }) => [s.key, s]));
    expect(byKey['payments.stripe_secret_key']).toMatchObject({
      value: null,
      is_set: true,
      source: 'override',
    });
    expect(byKey['payments.stripe_publishable_key']).toMatchObject({ value: PUBLISHABLE_KEY });

    expect(t.app.deps.payments.kind).toBe('stripe');
    expect(t.app.deps.payments.publicConfig()).toEqual({
      provider: 'stripe',
      publishable_key: PUBLISHABLE_KEY,
    });
    expect(t.app.deps.settings.commerceDefaults().platform_fee_bps).toBe(250);
    const stripeCsp = await csp();
    expect(stripeCsp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(stripeCsp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(stripeCsp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);

    const stored = await rows<{ key: string; secret: string | null }>(
      sql`select key, secret from platform_settings where key like 'payments.stripe_%_secret%' or key = 'payments.stripe_secret_key'`,
    );
    expect(stored.length).toBe(2);
    expect(JSON.stringify(stored)).not.toContain('SecretForEcommerce');
    const audit = await rows<{ action: string; target_id: string; before: unknown; after: unknown }>(
      sql`select action, target_id, before, after from audit_log where target_type = 'config' order by id`,
    );
    expect(audit.map((a) => a.target_id)).toEqual(
      expect.arrayContaining([
        'payments.provider',
        'payments.stripe_secret_key',
        'payments.stripe_webhook_secret',
        'commerce.platform_fee_bps',
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain('SecretForEcommerce');
    expect(audit.find((a) => a.target_id === 'payments.stripe_secret_key')).toMatchObject({
      action: 'config.changed',
      before: { set: false },
      after: { set: true },
    });

    // Without its secret key Stripe is not in effect, whatever the provider setting says.
    const cleared = await patch(admin, { 'payments.stripe_secret_key': null, 'payments.provider': null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().provider_in_effect).toBe('test');
    expect(t.app.deps.payments.kind).toBe('test');
    expect(await csp()).toBe(before);
    await patch(admin, {
      'payments.stripe_publishable_key': null,
      'payments.stripe_webhook_secret': null,
      'commerce.platform_fee_bps': null,
    });
  });

  it('a test payment can still be refunded after the switch to Stripe', async () => {
    const paid = await t.app.deps.payments.createPayment({
      amount_cents: 1500,
      currency: 'usd',
      idempotency_key: 'switch-refund-1',
      description: 'Order',
      metadata: {},
      method: { payment_method_id: 'pm_card_visa' },
    });
    expect(paid.status).toBe('succeeded');
    const res = await patch(admin, {
      'payments.provider': 'stripe',
      'payments.stripe_secret_key': SECRET_KEY,
      'payments.stripe_publishable_key': PUBLISHABLE_KEY,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.app.deps.payments.kind).toBe('stripe');
    expect(
      await t.app.deps.payments.refund({
        payment_id: paid.id,
        amount_cents: 500,
        idempotency_key: 'switch-refund-1:r',
      }),
    ).toMatchObject({ status: 'succeeded', amount_cents: 500 });
    // A raw card number is refused outright while Stripe takes the payments.
    await expect(
      t.app.deps.payments.createPayment({
        amount_cents: 1500,
        currency: 'usd',
        idempotency_key: 'switch-card-1',
        description: 'Order',
        metadata: {},
        method: { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      }),
    ).rejects.toThrow(/Stripe’s card field/);
    await patch(admin, {
      'payments.provider': null,
      'payments.stripe_secret_key': null,
      'payments.stripe_publishable_key': null,
    });
    expect(t.app.deps.payments.kind).toBe('test');
  });
});

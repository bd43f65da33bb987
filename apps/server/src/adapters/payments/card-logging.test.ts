import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACT } from '../../app';
import { injectAs, makeUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A card number or security code sent to the server (the test provider's checkout body) never
 * reaches a log line: not from a handler logging the body or the payment, not from a failed
 * request, not from the payment itself, not from saving the card or charging it later.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CARD = '4000056655665556';
const SPACED = '4000 0566 5566 5556';
const CVC = '9071';

describe('card details and the logs', () => {
  it('appear nowhere in the captured log output', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: t.config,
      database: t.database,
      mailer: t.mailer,
      logger: {
        level: 'trace',
        redact: { paths: LOG_REDACT, censor: '[redacted]' },
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    // A handler as a checkout might write it: logs the body and the payment, then pays.
    app.post('/api/test/pay', { config: { access: 'public' } }, async (req) => {
      const body = req.body as {
        payment: { card_number: string; exp_month: number; exp_year: number; cvc: string };
      };
      req.log.info({ body }, 'checkout body');
      req.log.info({ payment: body.payment }, 'payment');
      req.log.debug({ order: { payment: body.payment } }, 'order with payment');
      const result = await app.deps.payments.createPayment({
        amount_cents: 1000,
        currency: 'usd',
        idempotency_key: `log-check-${Date.now()}`,
        description: 'Log check',
        metadata: {},
        method: body.payment,
      });
      req.log.info({ result }, 'paid');
      // A booking as the marketplace might write it: saves the card, logs it, charges it later.
      const setup = await app.deps.payments.createSetup({
        idempotency_key: `log-check-setup-${Date.now()}`,
        description: 'Log check booking',
        metadata: {},
        customer_email: 'member@example.com',
        method: body.payment,
      });
      req.log.info({ setup, method: body.payment }, 'card saved');
      const charged = await app.deps.payments.chargeSaved({
        saved_method_ref: setup.saved_method_ref!,
        amount_cents: 2500,
        currency: 'usd',
        idempotency_key: `log-check-charge-${Date.now()}`,
        description: 'Log check booking',
        metadata: {},
      });
      req.log.info({ charged }, 'saved card charged');
      await app.deps.payments.detachSaved?.(setup.saved_method_ref!);
      return { id: result.id, setup: setup.status, charged: charged.status };
    });
    await app.ready();
    try {
      const payment = { card_number: SPACED, exp_month: 12, exp_year: 2040, cvc: CVC };
      const paid = await app.inject({ method: 'POST', url: '/api/test/pay', payload: { payment } });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ setup: 'succeeded', charged: 'succeeded' });

      const user = await makeUser(t.db, 'client');
      // The real checkout route (whatever it answers), a body that is not JSON, a failed validation.
      await injectAs(app, user, {
        method: 'POST',
        url: '/api/ecommerce/checkout',
        headers: { 'idempotency-key': 'log-check-checkout-1' },
        payload: { store_id: 1, email: 'a@b.co', payment: { ...payment, card_number: CARD } },
      });
      await app.inject({
        method: 'POST',
        url: '/api/test/pay',
        headers: { 'content-type': 'application/json' },
        payload: `{"payment":{"card_number":"${CARD}","cvc":"${CVC}"`,
      });
      await app.inject({
        method: 'POST',
        url: '/api/admin/ecommerce/settings',
        payload: { payment: { card_number: CARD, cvc: CVC } },
      });

      const text = lines.join('');
      expect(text).toContain('checkout body');
      expect(text).toContain('card saved');
      expect(text).toContain('saved card charged');
      expect(text).toContain('[redacted]');
      expect(text).toContain('"card_last4":"5556"');
      for (const secret of [CARD, SPACED, `"${CVC}"`]) expect(text).not.toContain(secret);
      expect(text.replace(/\D/g, ' ')).not.toMatch(/4000\s*0566\s*5566\s*5556/);
    } finally {
      await app.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/mail';
import { call, catalogTestApp, makeOwner, makeProduct } from '../../testing/catalog';
import type { TestUser } from '../../testing/factories';
import { placeTestOrder, type TestOrder } from '../../testing/orders';
import type { TestApp } from '../../testing/test-app';
import { ORDER_EMAIL_JOB } from './commerce';

/**
 * Store orders tell people (ADR 007): the buyer gets the confirmation (lines and totals that add
 * up, the address, where to follow the order), the shipping mail with carrier and tracking number
 * when the owner asks for it, the refund and cancellation mails; the owner gets "New order" in
 * the app. Job workers run here, so the mails really go out through the mail adapter.
 */
let t: TestApp;
let owner: TestUser;
let store: { id: number };
let lamp: { id: string };
let shade: { id: string };

beforeAll(async () => {
  t = await catalogTestApp({ jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
  ({ owner, store } = await makeOwner(t.app, t.db, { name: 'Opal Owner' }));
  lamp = await makeProduct(t.app, owner, { title: 'Desk Lamp', price_cents: 3450, inventory_quantity: 20 });
  shade = await makeProduct(t.app, owner, {
    title: 'Linen <Shade>',
    price_cents: 1299,
    inventory_quantity: 20,
  });
});
afterAll(() => t.close());

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
const mailTo = (to: string, subject: string) =>
  waitFor(() => t.mailer.sent.find((m) => m.to === to && m.subject.includes(subject)));
const dollars = (text: string, label: string) => {
  const m = new RegExp(`^${label}: \\$([\\d,]+\\.\\d\\d)$`, 'm').exec(text);
  if (!m) throw new Error(`no ${label} in\n${text}`);
  return Math.round(Number(m[1]!.replace(/,/g, '')) * 100);
};
const orderEmailJobs = async (orderId: string) =>
  (
    (await t.db.execute(
      sql`select data->>'kind' as kind, state from pgboss.job where name = ${ORDER_EMAIL_JOB} and data->>'order_id' = ${orderId}`,
    )) as unknown as { rows: Array<{ kind: string; state: string }> }
  ).rows;

let paid: TestOrder;
let confirmation: MailMessage;

describe('a paid order', () => {
  it('mails the buyer a confirmation whose totals add up, with the address and the tracking page', async () => {
    paid = await placeTestOrder(t.app, {
      storeId: store.id,
      email: 'rosa.buyer@example.com',
      name: 'Rosa <b>Buyer</b>',
      items: [
        { product_id: lamp.id, quantity: 2 },
        { product_id: shade.id, quantity: 1 },
      ],
    });
    confirmation = await mailTo('rosa.buyer@example.com', paid.number);
    const { text, html } = confirmation;
    expect(confirmation.subject).toMatch(new RegExp(`^Your order ${paid.number} from Shop `));
    expect(text).toContain('  2 × Desk Lamp — $69.00');
    expect(text).toContain('  1 × Linen <Shade> — $12.99');
    const subtotal = dollars(text, 'Subtotal');
    expect(subtotal).toBe(6900 + 1299);
    expect(subtotal + dollars(text, 'Shipping') + dollars(text, 'Tax')).toBe(dollars(text, 'Total'));
    expect(dollars(text, 'Total')).toBe(paid.total_cents);
    expect(text).toContain('12 Market Street');
    expect(text).toContain('Springfield, IL 62701');
    expect(text).toContain(`/store/${store.id}/track-order/${paid.id}`);
    expect(text).toContain(`enter your order number ${paid.number} with this e-mail address`);
    expect(text).not.toContain(paid.access_key);
    expect(html).toContain('Rosa &lt;b&gt;Buyer&lt;/b&gt;');
    expect(html).toContain('Linen &lt;Shade&gt;');
    expect(html).not.toContain('<b>Buyer</b>');
  });

  it('tells the owner in the app (and by e-mail, the type’s default)', async () => {
    const list = await waitFor(async () => {
      const res = await call(t.app, owner, 'GET', '/api/notifications');
      const found = res.json().notifications.find((n: { type: string }) => n.type === 'order.paid');
      return found;
    });
    expect(list).toMatchObject({
      title: `New order ${paid.number} — $${(paid.total_cents / 100).toFixed(2)}`,
      link: `/client/orders?order=${paid.id}`,
    });
    expect(list.body).toContain('ordered 3 items');
    const mail = await mailTo(owner.email, `New order ${paid.number}`);
    expect(mail.text).toContain('Hi Opal Owner');
  });

  it('sends the confirmation once', async () => {
    expect((await orderEmailJobs(paid.id)).filter((j) => j.kind === 'confirmation')).toHaveLength(1);
  });
});

describe('after the order', () => {
  it('mails carrier and tracking number when the owner ships with notify, nothing without', async () => {
    const quiet = await placeTestOrder(t.app, {
      storeId: store.id,
      email: 'quiet@example.com',
      items: [{ product_id: lamp.id, quantity: 1 }],
    });
    const silent = await call(t.app, owner, 'POST', `/api/ecommerce/my-store/orders/${quiet.id}/fulfil`, {
      carrier: 'FedEx',
      tracking_number: '794612345678',
      notify: false,
    });
    expect(silent.statusCode, silent.body).toBe(200);
    const res = await call(t.app, owner, 'POST', `/api/ecommerce/my-store/orders/${paid.id}/fulfil`, {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo('rosa.buyer@example.com', 'has shipped');
    expect(mail.subject).toBe(`Your order ${paid.number} has shipped`);
    expect(mail.text).toContain('Carrier: UPS');
    expect(mail.text).toContain('Tracking number: 1Z999AA10123456784');
    expect((await orderEmailJobs(quiet.id)).map((j) => j.kind)).toEqual(['confirmation']);
  });

  it('mails each refund with the amount and what has been refunded so far', async () => {
    const res = await call(t.app, owner, 'POST', `/api/ecommerce/my-store/orders/${paid.id}/refund`, {
      amount_cents: 1299,
      reason: 'Shade arrived dented',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo('rosa.buyer@example.com', 'Refund for your order');
    expect(mail.text).toContain('refunded $12.99');
    expect(mail.text).toContain(`Refunded so far: $12.99 of $${(paid.total_cents / 100).toFixed(2)}`);
    expect(mail.text).toContain(`Still paid: $${((paid.total_cents - 1299) / 100).toFixed(2)}`);
  });

  it('mails a cancellation with the refund it made', async () => {
    const o = await placeTestOrder(t.app, {
      storeId: store.id,
      email: 'cancel.me@example.com',
      items: [{ product_id: shade.id, quantity: 2 }],
    });
    await mailTo('cancel.me@example.com', o.number);
    const res = await call(t.app, owner, 'POST', `/api/ecommerce/my-store/orders/${o.id}/cancel`, {
      reason: 'Out of linen',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo('cancel.me@example.com', 'was cancelled');
    expect(mail.subject).toBe(`Your order ${o.number} was cancelled`);
    expect(mail.text).toContain(`You have been refunded $${(o.total_cents / 100).toFixed(2)}`);
    expect(mail.html).toContain(`cancelled your order ${o.number}`);
  });
});

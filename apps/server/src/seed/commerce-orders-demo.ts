/**
 * Commerce orders demo (issue 4/8): about two months of orders in the demo client's store
 * ("Jordan's Funding Shop", seeded by commerce-demo.ts), so `/client/orders`, `/client/customers`,
 * `/client/analytics`, the `/my-store` hub and the admin console have history on a fresh start.
 * Most orders are paid and shipped or delivered, a few refunded (in part or in full) or cancelled,
 * one still awaits payment; some are Charlie Customer's (`customer@fundpath.test`, so
 * `/customer/orders` has data), most are guests'. Lines are the store's real products with their
 * prices frozen, totals from `computeTotals`, each with its timeline; payments and refunds exist
 * at the offline test provider too, so the owner can refund a demo order. A few carts per day
 * give the cart → order conversion. Deterministic (a seeded PRNG over the same catalogue) and
 * idempotent: a store that has orders is left alone; no store, nothing to do.
 */
import { createHash, randomBytes } from 'node:crypto';
import { computeTotals, formatCents, type OrderAddress } from '@fundpath/contracts/ecommerce';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  cartItems,
  carts,
  orderEvents,
  orderLines,
  orderRefunds,
  orders,
  productImages,
  products,
  productVariants,
  stores,
  testPaymentRefunds,
  testPayments,
  users,
} from '../db/schema';
import type { Db } from '../platform/db';

const DAY = 86_400_000;
const MINUTE = 60_000;
export const DEMO_ORDER_DAYS = 60;

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const GUESTS: ReadonlyArray<[string, string, string, string, string]> = [
  // name, city, state, postal code, street
  ['Maya Thompson', 'Atlanta', 'GA', '30303', '418 Peachtree Ave'],
  ['Luis Hernandez', 'San Antonio', 'TX', '78205', '77 Alamo Plaza'],
  ['Priya Natarajan', 'Edison', 'NJ', '08817', '12 Oak Tree Rd'],
  ['Derek Walsh', 'Columbus', 'OH', '43215', '301 High St'],
  ['Keisha Brown', 'Charlotte', 'NC', '28202', '55 Tryon St'],
  ['Tom Becker', 'Milwaukee', 'WI', '53202', '900 Water St'],
  ['Sofia Rossi', 'Providence', 'RI', '02903', '14 Federal Hill'],
  ['Andre Jackson', 'Memphis', 'TN', '38103', '220 Beale St'],
  ['Hannah Kim', 'Seattle', 'WA', '98101', '1500 Pike Pl'],
  ['Marcus Reed', 'Denver', 'CO', '80202', '1701 Wynkoop St'],
  ['Olivia Chen', 'San Jose', 'CA', '95113', '88 Santa Clara St'],
  ['Jamal Carter', 'Baltimore', 'MD', '21202', '400 Pratt St'],
  ['Elena Petrova', 'Brooklyn', 'NY', '11201', '25 Court St'],
  ['Ryan O’Connor', 'Boston', 'MA', '02108', '9 Beacon St'],
  ['Tasha Williams', 'Houston', 'TX', '77002', '1200 Main St'],
  ['Kevin Nguyen', 'Orlando', 'FL', '32801', '60 Orange Ave'],
  ['Grace Adeyemi', 'Minneapolis', 'MN', '55401', '700 Nicollet Mall'],
  ['Carlos Mendoza', 'Phoenix', 'AZ', '85004', '2 Roosevelt St'],
  ['Lauren Fischer', 'Portland', 'OR', '97204', '815 Broadway'],
  ['Victor Osei', 'Raleigh', 'NC', '27601', '150 Fayetteville St'],
  ['Nina Patel', 'Chicago', 'IL', '60607', '1020 Randolph St'],
  ['Brandon Lee', 'Las Vegas', 'NV', '89101', '400 Fremont St'],
  ['Aaliyah Scott', 'New Orleans', 'LA', '70112', '333 Canal St'],
  ['Samuel Ortiz', 'Albuquerque', 'NM', '87102', '510 Central Ave'],
  ['Rebecca Stone', 'Nashville', 'TN', '37203', '600 Broadway'],
  ['Omar Haddad', 'Dearborn', 'MI', '48126', '13 Michigan Ave'],
  ['Chloe Martin', 'Kansas City', 'MO', '64105', '1100 Walnut St'],
  ['Isaiah Ford', 'Birmingham', 'AL', '35203', '2001 Park Pl'],
];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'proton.me'];
const CARDS: ReadonlyArray<[string, string]> = [
  ['visa', '4242'],
  ['mastercard', '4444'],
  ['visa', '1881'],
  ['amex', '0005'],
];
const CARRIERS: ReadonlyArray<[string, (rng: Rng) => string]> = [
  ['UPS', (r) => `1Z${hex(r, 6).toUpperCase()}${r.int(1_000_000_000, 9_999_999_999)}`],
  ['USPS', (r) => `9400${r.int(10_000_000, 99_999_999)}${r.int(10_000_000, 99_999_999)}${r.int(10, 99)}`],
  ['FedEx', (r) => `${r.int(100_000, 999_999)}${r.int(100_000, 999_999)}`],
];
const REFUND_REASONS = ['Arrived damaged', 'Wrong size', 'Goodwill credit', 'Late delivery'];
const CANCEL_REASONS = ['Buyer asked to cancel', 'Duplicate order', 'Out of stock'];

interface Buyer {
  name: string;
  email: string;
  customer_id: string | null;
  address: OrderAddress;
}

interface Sellable {
  product_id: string;
  variant_id: string | null;
  title: string;
  variant_title: string | null;
  sku: string | null;
  image_key: string | null;
  price_cents: number;
  /** Relative popularity. */
  weight: number;
}

async function sellables(db: Db, storeId: number): Promise<Sellable[]> {
  const list = await db
    .select()
    .from(products)
    .where(and(eq(products.store_id, storeId), eq(products.status, 'active')))
    .orderBy(asc(products.created_at), asc(products.id));
  if (list.length === 0) return [];
  const ids = list.map((p) => p.id);
  const variants = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.product_id, ids))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const thumbs = await db
    .select({ product_id: productImages.product_id, thumb_key: productImages.thumb_key })
    .from(productImages)
    .where(and(inArray(productImages.product_id, ids), eq(productImages.position, 0)));
  const thumb = new Map(thumbs.map((t) => [t.product_id, t.thumb_key]));
  return list.flatMap((p, i): Sellable[] => {
    const own = variants.filter((v) => v.product_id === p.id);
    const weight = 1 + ((i * 7) % 5); // a few best sellers, a long tail
    const base = { product_id: p.id, title: p.title, image_key: thumb.get(p.id) ?? null };
    if (own.length === 0)
      return [
        { ...base, variant_id: null, variant_title: null, sku: p.sku, price_cents: p.price_cents, weight },
      ];
    return own.map((v) => ({
      ...base,
      variant_id: v.id,
      variant_title: v.title,
      sku: v.sku,
      price_cents: v.price_cents,
      weight: weight / own.length,
    }));
  });
}

function pickWeighted(rng: Rng, list: readonly Sellable[]): Sellable {
  const total = list.reduce((n, s) => n + s.weight, 0);
  let x = rng.next() * total;
  for (const s of list) {
    x -= s.weight;
    if (x <= 0) return s;
  }
  return list.at(-1)!;
}

function guestBuyers(rng: Rng): Buyer[] {
  return GUESTS.map(([name, city, state, postal_code, line1]) => {
    const [first, last] = name
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .split(' ') as [string, string];
    const email = `${first}.${last}${rng.chance(0.3) ? rng.int(1, 99) : ''}@${rng.pick(DOMAINS)}`;
    return {
      name,
      email,
      customer_id: null,
      address: {
        name,
        line1,
        line2: rng.chance(0.2) ? `Apt ${rng.int(1, 40)}` : '',
        city,
        state,
        postal_code,
        country: 'US',
      },
    };
  });
}

type Outcome = 'pending' | 'paid' | 'fulfilled' | 'delivered' | 'partial' | 'refunded' | 'cancelled';

/** What became of an order placed `age` days ago (older orders have had time to arrive). */
function outcomeOf(rng: Rng, age: number): Outcome {
  const x = rng.next();
  if (x < 0.03) return 'cancelled';
  if (x < 0.06) return 'refunded';
  if (x < 0.1) return 'partial';
  if (age <= 1) return rng.chance(0.7) ? 'paid' : 'fulfilled';
  if (age <= 5) return rng.chance(0.6) ? 'fulfilled' : 'delivered';
  return rng.chance(0.08) ? 'fulfilled' : 'delivered';
}

/** Seeds the demo store's order history; returns how many orders were written (0 when skipped). */
export async function seedCommerceOrdersDemo(db: Db, now: Date = new Date()): Promise<number> {
  const [owner] = await db.select().from(users).where(sql`lower(${users.email}) = 'client@fundpath.test'`);
  if (!owner) return 0;
  const [store] = await db.select().from(stores).where(eq(stores.owner_id, owner.id));
  if (!store) return 0;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.store_id, store.id));
  if ((existing?.n ?? 0) > 0) return 0;
  const goods = await sellables(db, store.id);
  if (goods.length === 0) return 0;
  const [charlie] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = 'customer@fundpath.test'`);

  const rng = prng(0x4f52_4453); // "ORDS"
  const guests = guestBuyers(rng);
  const charlieBuyer: Buyer | null = charlie
    ? {
        name: charlie.display_name,
        email: charlie.email,
        customer_id: charlie.id,
        address: {
          name: charlie.display_name,
          line1: '27 Harbor View Dr',
          line2: '',
          city: 'Tampa',
          state: 'FL',
          postal_code: '33602',
          country: 'US',
        },
      }
    : null;
  // Regulars come back: the first few guests buy more often than the rest.
  const buyerFor = (): Buyer => {
    if (charlieBuyer && rng.chance(0.08)) return charlieBuyer;
    return rng.chance(0.35) ? guests[rng.int(0, 5)]! : rng.pick(guests);
  };
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  let written = 0;
  // The draw depends on the calendar (weekends sell more), so the rare outcomes are not left to
  // chance: the history always shows at least one cancelled and one refunded order.
  const seen = new Set<Outcome>();
  const rare: ReadonlyArray<[number, Outcome]> = [
    [40, 'cancelled'],
    [24, 'refunded'],
  ];

  await db.transaction(async (tx) => {
    for (let age = DEMO_ORDER_DAYS - 1; age >= 0; age--) {
      const dayStart = today - age * DAY;
      const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
      // Sales grow over the two months, with busier weekends.
      const count = rng.int(0, 2) + (age < 30 ? 1 : 0) + (weekend ? rng.int(0, 2) : 0);
      // The hours already gone by today: no order from the future.
      const latest =
        age === 0 ? Math.max(1, Math.floor((now.getTime() - dayStart) / MINUTE) - 5) : 24 * 60 - 1;
      const minutes = Array.from({ length: count }, () => rng.int(0, latest)).sort((a, b) => a - b);
      for (const minute of minutes) {
        const outcome = outcomeOf(rng, age);
        seen.add(outcome);
        await seedOrder(tx, rng, {
          store,
          ownerId: owner.id,
          buyer: buyerFor(),
          goods,
          placedAt: new Date(dayStart + minute * MINUTE),
          outcome,
          now,
        });
        written += 1;
      }
      for (const [onAge, outcome] of rare) {
        if (age !== onAge || seen.has(outcome)) continue;
        seen.add(outcome);
        await seedOrder(tx, rng, {
          store,
          ownerId: owner.id,
          buyer: buyerFor(),
          goods,
          placedAt: new Date(dayStart + (24 * 60 - 1) * MINUTE), // after the day's others: numbers stay in order
          outcome,
          now,
        });
        written += 1;
      }
      // Visitors who opened a cart that day (most never check out).
      const cartCount = count * 2 + rng.int(1, 4);
      for (let i = 0; i < cartCount; i++) {
        const at = new Date(dayStart + rng.int(0, latest) * MINUTE);
        const [cart] = await tx
          .insert(carts)
          .values({
            store_id: store.id,
            guest_token_hash: sha256(`demo-cart:${randomBytes(16).toString('hex')}`),
            created_at: at,
            updated_at: at,
          })
          .returning({ id: carts.id });
        const item = pickWeighted(rng, goods);
        await tx.insert(cartItems).values({
          cart_id: cart!.id,
          product_id: item.product_id,
          variant_id: item.variant_id,
          quantity: rng.int(1, 2),
          created_at: at,
          updated_at: at,
        });
      }
    }
    // One order still waiting for its payment (3-D Secure not finished), placed ten minutes ago:
    // the unpaid sweep cancels it and restocks once it is half an hour old.
    await seedOrder(tx, rng, {
      store,
      ownerId: owner.id,
      buyer: rng.pick(guests),
      goods,
      placedAt: new Date(Math.max(today, now.getTime() - 10 * MINUTE)),
      outcome: 'pending',
      now,
    });
    written += 1;
  });
  return written;
}

async function seedOrder(
  tx: Db,
  rng: Rng,
  o: {
    store: typeof stores.$inferSelect;
    ownerId: string;
    buyer: Buyer;
    goods: readonly Sellable[];
    placedAt: Date;
    outcome: Outcome;
    now: Date;
  },
): Promise<void> {
  const { store, buyer, placedAt, outcome, now } = o;
  // 1–3 different items, mostly one of each.
  const chosen = new Map<string, { s: Sellable; quantity: number }>();
  const lineCount = rng.chance(0.55) ? 1 : rng.chance(0.7) ? 2 : 3;
  for (let i = 0; i < lineCount; i++) {
    const s = pickWeighted(rng, o.goods);
    const key = s.variant_id ?? s.product_id;
    const prev = chosen.get(key);
    chosen.set(key, { s, quantity: (prev?.quantity ?? 0) + (rng.chance(0.8) ? 1 : 2) });
  }
  const lines = [...chosen.values()];
  const subtotal = lines.reduce((n, l) => n + l.s.price_cents * l.quantity, 0);
  const totals = computeTotals(subtotal, store);
  const money = (c: number) => formatCents(c, store.currency);
  const paidAt = outcome === 'pending' ? null : new Date(placedAt.getTime() + rng.int(1, 3) * MINUTE);
  const shipped = ['fulfilled', 'delivered', 'partial', 'refunded'].includes(outcome)
    ? new Date(paidAt!.getTime() + rng.int(18, 52) * 60 * MINUTE)
    : null;
  const fulfilledAt = shipped && shipped < now ? shipped : null;
  const arrival = fulfilledAt ? new Date(fulfilledAt.getTime() + rng.int(2, 5) * DAY) : null;
  const deliveredAt =
    arrival && arrival < now && ['delivered', 'partial', 'refunded'].includes(outcome) ? arrival : null;
  const [card, last4] = rng.pick(CARDS);
  const paymentId = paidAt ? `tp_demo${hex(rng, 20)}` : null;
  const [carrier, trackingOf] = rng.pick(CARRIERS);
  const tracking = fulfilledAt ? trackingOf(rng) : null;

  // Money back: part of it, all of it, or all of it on cancelling (before it shipped).
  const refundAmount =
    outcome === 'partial'
      ? Math.max(100, Math.round((totals.total_cents * rng.int(15, 40)) / 100))
      : outcome === 'refunded' || outcome === 'cancelled'
        ? totals.total_cents
        : 0;
  const refundAt =
    refundAmount > 0
      ? new Date(
          Math.min(
            now.getTime() - MINUTE,
            (deliveredAt ?? fulfilledAt ?? paidAt!).getTime() + rng.int(1, 3) * DAY,
          ),
        )
      : null;
  const cancelledAt = outcome === 'cancelled' ? refundAt : null;
  const status =
    outcome === 'pending'
      ? 'pending_payment'
      : outcome === 'cancelled'
        ? 'cancelled'
        : outcome === 'refunded'
          ? 'refunded'
          : deliveredAt
            ? 'delivered'
            : fulfilledAt
              ? 'fulfilled'
              : 'paid';
  const paymentStatus =
    outcome === 'pending'
      ? 'pending'
      : refundAmount === 0
        ? 'succeeded'
        : refundAmount === totals.total_cents
          ? 'refunded'
          : 'partially_refunded';
  const restock = outcome === 'cancelled' || (outcome === 'refunded' && rng.chance(0.5));

  const [row] = await tx
    .insert(orders)
    .values({
      number: sql`'FP-' || nextval('order_number_seq')`,
      store_id: store.id,
      customer_id: buyer.customer_id,
      email: buyer.email,
      customer_name: buyer.name,
      phone: rng.chance(0.6)
        ? `+1 ${rng.int(201, 989)} 555 ${String(rng.int(100, 9999)).padStart(4, '0')}`
        : null,
      shipping_address: buyer.address,
      currency: store.currency,
      ...totals,
      refunded_cents: refundAmount,
      tax_rate_bps: store.tax_rate_bps,
      status,
      payment_status: paymentStatus,
      payment_provider: 'test',
      payment_id: paymentId,
      card_brand: paidAt ? card : null,
      card_last4: paidAt ? last4 : null,
      carrier: fulfilledAt ? carrier : null,
      tracking_number: tracking,
      // Nobody holds the key of a seeded order's confirmation link: a hash of random bytes.
      access_key_hash: sha256(randomBytes(32).toString('base64url')),
      paid_at: paidAt,
      fulfilled_at: fulfilledAt,
      delivered_at: deliveredAt,
      cancelled_at: cancelledAt,
      created_at: placedAt,
      updated_at: refundAt ?? deliveredAt ?? fulfilledAt ?? paidAt ?? placedAt,
    })
    .returning({ id: orders.id, number: orders.number });
  const orderId = row!.id;
  await tx.insert(orderLines).values(
    lines.map(({ s, quantity }, position) => ({
      order_id: orderId,
      product_id: s.product_id,
      variant_id: s.variant_id,
      title: s.title,
      variant_title: s.variant_title,
      sku: s.sku,
      image_key: s.image_key,
      unit_price_cents: s.price_cents,
      quantity,
      line_total_cents: s.price_cents * quantity,
      restocked_quantity: restock ? quantity : 0,
      position,
      created_at: placedAt,
    })),
  );

  const events: Array<typeof orderEvents.$inferInsert> = [
    {
      order_id: orderId,
      type: 'placed',
      message: 'Order placed',
      actor_id: buyer.customer_id,
      data: { total_cents: totals.total_cents, lines: lines.length },
      created_at: placedAt,
    },
  ];
  if (outcome === 'pending')
    events.push({
      order_id: orderId,
      type: 'payment_action_required',
      message: 'Waiting for the buyer to confirm the payment',
      created_at: new Date(placedAt.getTime() + MINUTE),
    });
  if (paidAt) {
    await tx.insert(testPayments).values({
      id: paymentId!,
      idempotency_key: orderId,
      request_hash: sha256(`${orderId}|${totals.total_cents}|${store.currency}`),
      amount_cents: totals.total_cents,
      currency: store.currency.toLowerCase(),
      status: 'succeeded',
      card_brand: card,
      card_last4: last4,
      description: `Order ${row!.number}`,
      metadata: { order_id: orderId },
      refunded_cents: refundAmount,
      created_at: paidAt,
      updated_at: refundAt ?? paidAt,
    });
    events.push({
      order_id: orderId,
      type: 'paid',
      message: `Payment of ${money(totals.total_cents)} captured`,
      data: { payment_id: paymentId, amount_cents: totals.total_cents },
      created_at: paidAt,
    });
  }
  if (fulfilledAt)
    events.push({
      order_id: orderId,
      type: 'fulfilled',
      message: `Shipped with ${carrier}, tracking number ${tracking}`,
      actor_id: o.ownerId,
      data: { carrier, tracking_number: tracking, notify: true },
      created_at: fulfilledAt,
    });
  if (deliveredAt)
    events.push({
      order_id: orderId,
      type: 'delivered',
      message: 'Delivered',
      actor_id: o.ownerId,
      created_at: deliveredAt,
    });
  if (refundAmount > 0) {
    const reason = outcome === 'cancelled' ? rng.pick(CANCEL_REASONS) : rng.pick(REFUND_REASONS);
    const providerRefundId = `tre_demo${hex(rng, 20)}`;
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        order_id: orderId,
        amount_cents: refundAmount,
        reason,
        restock,
        provider_refund_id: providerRefundId,
        created_by: o.ownerId,
        created_at: refundAt!,
      })
      .returning({ id: orderRefunds.id });
    await tx.insert(testPaymentRefunds).values({
      id: providerRefundId,
      payment_id: paymentId!,
      idempotency_key: `refund:${refund!.id}`,
      amount_cents: refundAmount,
      reason,
      created_at: refundAt!,
    });
    const units = restock ? lines.reduce((n, l) => n + l.quantity, 0) : 0;
    const back = units > 0 ? `; ${units} unit${units === 1 ? '' : 's'} back in stock` : '';
    events.push(
      outcome === 'cancelled'
        ? {
            order_id: orderId,
            type: 'cancelled',
            message: `Cancelled (${reason}); ${money(refundAmount)} refunded${back}`,
            actor_id: o.ownerId,
            data: { refund_id: refund!.id, amount_cents: refundAmount, restocked_units: units },
            created_at: refundAt!,
          }
        : {
            order_id: orderId,
            type: 'refunded',
            message: `${outcome === 'refunded' ? 'Refunded in full' : 'Partially refunded'}: ${money(refundAmount)} (${reason})${back}`,
            actor_id: o.ownerId,
            data: { refund_id: refund!.id, amount_cents: refundAmount, restocked_units: units },
            created_at: refundAt!,
          },
    );
  }
  events.sort((a, b) => a.created_at!.getTime() - b.created_at!.getTime());
  await tx.insert(orderEvents).values(events);
}

/**
 * Store orders (issue 4/8, ADR 007): the buyer's e-mails (confirmation, shipping, refund,
 * cancellation) and the owner's in-app "New order" notification. Buyers are mostly guests, with
 * no account and so no preferences: their mail goes straight to the order's address, through the
 * `notifications.order_email` job (a slow mail server never slows the request, a failure retries).
 * The job renders from the order as it is when it runs; the figures are the order's own frozen
 * totals and lines, so what the mail adds up is what was charged.
 */
import { formatCents, type Order, type OrderAddress } from '@fundpath/contracts/ecommerce';
import type { EventBus } from '../../platform/events';
import { findStoreById } from '../catalog';
import { loadOrder } from '../orders';
import { escapeHtml, type NotificationsDeps, notify } from './service';

export const ORDER_EMAIL_JOB = 'notifications.order_email';
export type OrderEmailKind = 'confirmation' | 'shipped' | 'refunded' | 'cancelled';

declare module '../../platform/jobs' {
  interface JobData {
    'notifications.order_email': { order_id: string; kind: OrderEmailKind; amount_cents?: number };
  }
}

/** Where a guest follows their order: the storefront's lookup (number + e-mail; the id alone shows nothing). */
export const trackOrderPath = (order: Pick<Order, 'id' | 'store_id'>) =>
  `/store/${order.store_id}/track-order/${order.id}`;
/** Where the owner handles an order. */
export const ownerOrderPath = (orderId: string) => `/client/orders?order=${orderId}`;

const units = (order: Order) => order.lines.reduce((n, l) => n + l.quantity, 0);

function addressLines(a: OrderAddress): string[] {
  return [
    a.name,
    a.line1,
    ...(a.line2 ? [a.line2] : []),
    `${a.city}, ${a.state} ${a.postal_code}`,
    a.country,
  ];
}

interface Rendered {
  subject: string;
  text: string;
  html: string;
}

/** The parts each kind of mail says before the common order summary. */
function introOf(kind: OrderEmailKind, order: Order, amount: number | undefined) {
  const money = (c: number) => formatCents(c, order.currency);
  switch (kind) {
    case 'confirmation':
      return {
        subject: `Your order ${order.number} from ${order.store_name}`,
        lead: `Thank you for your order from ${order.store_name}! We have received your payment of ${money(order.total_cents)} and will let you know when it ships.`,
        extra: [] as string[],
      };
    case 'shipped':
      return {
        subject: `Your order ${order.number} has shipped`,
        lead: `Good news: your order from ${order.store_name} is on its way.`,
        extra: [`Carrier: ${order.carrier ?? ''}`, `Tracking number: ${order.tracking_number ?? ''}`],
      };
    case 'refunded': {
      const left = order.total_cents - order.refunded_cents;
      return {
        subject: `Refund for your order ${order.number}`,
        lead: `${order.store_name} refunded ${money(amount ?? 0)} to your ${order.card_brand ? `${order.card_brand} card` : 'card'}${order.card_last4 ? ` ending ${order.card_last4}` : ''}. It can take 5–10 business days to appear on your statement.`,
        extra: [
          `Refunded so far: ${money(order.refunded_cents)} of ${money(order.total_cents)}`,
          ...(left > 0 ? [`Still paid: ${money(left)}`] : []),
        ],
      };
    }
    case 'cancelled':
      return {
        subject: `Your order ${order.number} was cancelled`,
        lead: `${order.store_name} cancelled your order ${order.number}.${order.refunded_cents > 0 ? ` You have been refunded ${money(order.refunded_cents)}; it can take 5–10 business days to appear on your statement.` : ' You have not been charged for it.'}`,
        extra: [] as string[],
      };
  }
}

/** A buyer's mail about their order: plain text and HTML with the same content. */
export function renderOrderEmail(
  kind: OrderEmailKind,
  order: Order,
  publicUrl: string | null,
  amount?: number,
): Rendered {
  const money = (c: number) => formatCents(c, order.currency);
  const intro = introOf(kind, order, amount);
  const link = `${publicUrl ?? ''}${trackOrderPath(order)}`;
  const lineText = order.lines.map(
    (l) =>
      `  ${l.quantity} × ${l.title}${l.variant_title ? ` (${l.variant_title})` : ''} — ${money(l.line_total_cents)}`,
  );
  const totals: Array<[string, number]> = [
    ['Subtotal', order.subtotal_cents],
    ['Shipping', order.shipping_cents],
    ['Tax', order.tax_cents],
    ['Total', order.total_cents],
  ];
  const placed = new Date(order.created_at).toUTCString().slice(0, 16);
  const followUp = `To see your order at any time, open ${link} and enter your order number ${order.number} with this e-mail address.`;
  const text = [
    `Hi ${order.customer_name},`,
    '',
    intro.lead,
    ...(intro.extra.length ? ['', ...intro.extra] : []),
    '',
    `Order ${order.number} (placed ${placed}), ${units(order)} item${units(order) === 1 ? '' : 's'}:`,
    ...lineText,
    '',
    ...totals.map(([label, c]) => `${label}: ${money(c)}`),
    '',
    'Shipping to:',
    ...addressLines(order.shipping_address).map((l) => `  ${l}`),
    '',
    followUp,
    '',
    '--',
    `${order.store_name}, powered by FundPath`,
  ].join('\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #eee';
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(l.title)}${l.variant_title ? ` <span style="color:#666">(${escapeHtml(l.variant_title)})</span>` : ''}</td><td style="${cell};text-align:right">${l.quantity}</td><td style="${cell};text-align:right">${escapeHtml(money(l.line_total_cents))}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(
      ([label, c]) =>
        `<tr><td colspan="2" style="padding:4px 8px;text-align:right${label === 'Total' ? ';font-weight:bold' : ''}">${label}</td><td style="padding:4px 8px;text-align:right${label === 'Total' ? ';font-weight:bold' : ''}">${escapeHtml(money(c))}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    `<p>Hi ${escapeHtml(order.customer_name)},</p>`,
    `<p>${escapeHtml(intro.lead)}</p>`,
    intro.extra.length ? `<p>${intro.extra.map(escapeHtml).join('<br>')}</p>` : '',
    `<h2 style="font-size:16px">Order ${escapeHtml(order.number)} <span style="font-weight:normal;color:#666">(placed ${escapeHtml(placed)})</span></h2>`,
    '<table style="border-collapse:collapse;min-width:320px">',
    `<thead><tr><th style="${cell};text-align:left">Item</th><th style="${cell};text-align:right">Qty</th><th style="${cell};text-align:right">Price</th></tr></thead>`,
    `<tbody>${rows}</tbody><tfoot>${totalRows}</tfoot></table>`,
    `<p><strong>Shipping to</strong><br>${addressLines(order.shipping_address).map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(link)}">See your order</a>: enter your order number ${escapeHtml(order.number)} with this e-mail address.</p>`,
    `<hr><p style="font-size:12px;color:#666">${escapeHtml(order.store_name)}, powered by FundPath</p>`,
    '</body></html>',
  ].join('');
  return { subject: intro.subject, text, html };
}

/** The job: renders the order as it is now and mails its buyer. Throws to retry. */
export async function sendOrderEmail(
  deps: NotificationsDeps,
  data: { order_id: string; kind: OrderEmailKind; amount_cents?: number },
): Promise<void> {
  const order = await loadOrder(deps.db, data.order_id);
  if (!order) return; // gone since (its store was deleted): nothing to tell
  const mail = renderOrderEmail(data.kind, order, deps.publicUrl, data.amount_cents);
  await deps.mailer.send({ to: order.email, ...mail });
}

async function mailBuyer(
  deps: NotificationsDeps,
  data: { order_id: string; kind: OrderEmailKind; amount_cents?: number },
  singletonKey?: string,
): Promise<void> {
  try {
    await deps.jobs.send(ORDER_EMAIL_JOB, data, { retryLimit: 5, ...(singletonKey ? { singletonKey } : {}) });
  } catch (err) {
    deps.log.error({ err, order_id: data.order_id, kind: data.kind }, 'order e-mail not enqueued');
  }
}

/** Subscribes the order e-mails and the owner's notification; returns the function that unsubscribes. */
export function subscribeCommerceNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  const offs = [
    events.on('order.paid', async ({ order_id, store_id }) => {
      await mailBuyer(deps, { order_id, kind: 'confirmation' }, `confirmation:${order_id}`);
      const [order, store] = [await loadOrder(deps.db, order_id), await findStoreById(deps.db, store_id)];
      if (!order || !store) return;
      const n = units(order);
      await notify(deps, store.owner_id, 'order.paid', {
        title: `New order ${order.number} — ${formatCents(order.total_cents, order.currency)}`,
        body: `${order.customer_name} ordered ${n} item${n === 1 ? '' : 's'}: ${order.lines
          .map((l) => `${l.quantity} × ${l.title}`)
          .join(', ')}.`,
        link: ownerOrderPath(order_id),
        data: { order_id, order_number: order.number, store_id },
      });
    }),
    events.on('order.fulfilled', async ({ order_id, notify: tell }) => {
      if (tell) await mailBuyer(deps, { order_id, kind: 'shipped' }, `shipped:${order_id}`);
    }),
    events.on('order.refunded', async ({ order_id, amount_cents }) => {
      await mailBuyer(deps, { order_id, kind: 'refunded', amount_cents });
    }),
    events.on('order.cancelled', async ({ order_id, by }) => {
      // A failed payment (`by` null) was shown to the buyer at checkout: no mail for it.
      if (by) await mailBuyer(deps, { order_id, kind: 'cancelled' }, `cancelled:${order_id}`);
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}

import { formatCents, type Order, type OrderStatus, type PaymentStatus } from '@fundpath/contracts/ecommerce';
import { parseDollars } from './money';

export type OrderAction = 'fulfil' | 'deliver' | 'refund' | 'cancel';

/** What a surface may do to orders: the owner runs the whole life cycle, the admin refunds. */
export type OrderCapabilities = Readonly<Record<OrderAction, boolean>>;

/** Money still refundable: what was charged minus what was refunded already. */
export function refundableCents(order: Pick<Order, 'total_cents' | 'refunded_cents'>): number {
  return Math.max(0, order.total_cents - order.refunded_cents);
}

/** The life cycle of ADR 012: pending_payment → paid → fulfilled → delivered; cancelled; refunded. */
const byStatus: Record<OrderStatus, readonly OrderAction[]> = {
  pending_payment: ['cancel'],
  paid: ['fulfil', 'refund', 'cancel'],
  fulfilled: ['deliver', 'refund'],
  delivered: ['refund'],
  cancelled: [],
  refunded: [],
};
const charged: readonly PaymentStatus[] = ['succeeded', 'partially_refunded'];

/**
 * The actions an order offers in its state, limited to the surface's capabilities. A refund needs
 * a captured payment with something left to give back.
 */
export function orderActionsFor(
  order: Pick<Order, 'status' | 'payment_status' | 'total_cents' | 'refunded_cents'>,
  can: OrderCapabilities,
): OrderAction[] {
  return byStatus[order.status].filter((action) => {
    if (!can[action]) return false;
    if (action === 'refund') return charged.includes(order.payment_status) && refundableCents(order) > 0;
    return true;
  });
}

/**
 * The refund a form asks for: the whole remaining amount (sent without `amount_cents`, which the
 * server reads as "what is left"), or a partial amount typed in dollars that cannot exceed it.
 */
export function refundAmount(
  mode: 'full' | 'partial',
  text: string,
  remainingCents: number,
): { ok: true; amount_cents: number | undefined; cents: number } | { ok: false; error: string } {
  if (remainingCents <= 0) return { ok: false, error: 'Nothing is left to refund' };
  if (mode === 'full') return { ok: true, amount_cents: undefined, cents: remainingCents };
  const parsed = parseDollars(text, { max: Number.MAX_SAFE_INTEGER });
  if (!parsed.ok) return parsed;
  if (parsed.cents < 1) return { ok: false, error: 'Refund at least $0.01' };
  if (parsed.cents > remainingCents)
    return { ok: false, error: `At most ${formatCents(remainingCents)}, what is left to refund` };
  return { ok: true, amount_cents: parsed.cents, cents: parsed.cents };
}

import type { OrderStatus, PaymentStatus } from '@fundpath/contracts/ecommerce';
import { describe, expect, it } from 'vitest';
import { adminSurface, ownerSurface } from '../api/surface';
import { orderActionsFor, refundAmount, refundableCents } from './order-actions';

const order = (status: OrderStatus, payment_status: PaymentStatus, refunded_cents = 0) => ({
  status,
  payment_status,
  total_cents: 5000,
  refunded_cents,
});

describe('orderActionsFor', () => {
  it('offers the owner the next steps of each state', () => {
    const owner = (s: OrderStatus, p: PaymentStatus, r = 0) =>
      orderActionsFor(order(s, p, r), ownerSurface.orders);
    expect(owner('pending_payment', 'pending')).toEqual(['cancel']);
    expect(owner('paid', 'succeeded')).toEqual(['fulfil', 'refund', 'cancel']);
    expect(owner('fulfilled', 'succeeded')).toEqual(['deliver', 'refund']);
    expect(owner('delivered', 'succeeded')).toEqual(['refund']);
    expect(owner('delivered', 'partially_refunded', 2000)).toEqual(['refund']);
    expect(owner('cancelled', 'refunded', 5000)).toEqual([]);
    expect(owner('refunded', 'refunded', 5000)).toEqual([]);
  });

  it('offers no refund without a captured payment or once everything is refunded', () => {
    expect(orderActionsFor(order('paid', 'pending'), ownerSurface.orders)).toEqual(['fulfil', 'cancel']);
    expect(orderActionsFor(order('fulfilled', 'partially_refunded', 5000), ownerSurface.orders)).toEqual([
      'deliver',
    ]);
  });

  it('lets the admin refund and cancel, never ship', () => {
    expect(orderActionsFor(order('paid', 'succeeded'), adminSurface.orders)).toEqual(['refund', 'cancel']);
    expect(orderActionsFor(order('fulfilled', 'succeeded'), adminSurface.orders)).toEqual(['refund']);
    expect(orderActionsFor(order('pending_payment', 'pending'), adminSurface.orders)).toEqual(['cancel']);
  });
});

describe('refundAmount', () => {
  it('refunds what is left when full (no amount sent), and never more than that when partial', () => {
    const left = refundableCents({ total_cents: 5000, refunded_cents: 1500 });
    expect(left).toBe(3500);
    expect(refundAmount('full', '', left)).toEqual({ ok: true, amount_cents: undefined, cents: 3500 });
    expect(refundAmount('partial', '35.00', left)).toEqual({ ok: true, amount_cents: 3500, cents: 3500 });
    expect(refundAmount('partial', '12.5', left)).toEqual({ ok: true, amount_cents: 1250, cents: 1250 });
    expect(refundAmount('partial', '35.01', left)).toEqual({
      ok: false,
      error: 'At most $35.00, what is left to refund',
    });
    expect(refundAmount('partial', '0', left)).toEqual({ ok: false, error: 'Refund at least $0.01' });
    expect(refundAmount('partial', 'abc', left)).toMatchObject({ ok: false });
    expect(refundAmount('full', '', 0)).toEqual({ ok: false, error: 'Nothing is left to refund' });
  });
});

import type { Order, OrderStatus } from '@fundpath/contracts/ecommerce';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid, preparing to ship',
  fulfilled: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export interface TimelineStep {
  key: 'placed' | 'paid' | 'shipped' | 'delivered';
  label: string;
  at: string | null;
  done: boolean;
  detail: string | null;
}

/** Placed → paid → shipped (carrier and tracking number) → delivered, from the order's own dates. */
export function timelineSteps(order: Order): TimelineStep[] {
  const shipped = order.fulfilled_at !== null || order.status === 'fulfilled' || order.status === 'delivered';
  const tracking =
    order.carrier || order.tracking_number
      ? [order.carrier, order.tracking_number ? `tracking number ${order.tracking_number}` : null]
          .filter(Boolean)
          .join(', ')
      : null;
  return [
    { key: 'placed', label: 'Order placed', at: order.created_at, done: true, detail: null },
    {
      key: 'paid',
      label: 'Payment received',
      at: order.paid_at,
      done: order.paid_at !== null,
      detail: order.card_last4
        ? `${order.card_brand ? `${cap(order.card_brand)} ` : ''}ending in ${order.card_last4}`
        : null,
    },
    {
      key: 'shipped',
      label: 'Shipped',
      at: order.fulfilled_at,
      done: shipped,
      detail: shipped ? tracking : null,
    },
    {
      key: 'delivered',
      label: 'Delivered',
      at: order.delivered_at,
      done: order.delivered_at !== null || order.status === 'delivered',
      detail: null,
    },
  ];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Cancelled and refunded orders say so above the steps they reached. */
function EndState({ order }: { order: Order }) {
  if (order.status === 'cancelled')
    return (
      <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
        This order was cancelled{order.cancelled_at ? ` on ${formatDateTime(order.cancelled_at)}` : ''}.
        {order.payment_status === 'failed' && order.payment_failure ? ` ${order.payment_failure}` : ''}
        {order.refunded_cents > 0
          ? ` ${formatCents(order.refunded_cents, order.currency)} was refunded.`
          : ''}
      </p>
    );
  if (order.status === 'refunded' || order.refunded_cents > 0)
    return (
      <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
        {order.status === 'refunded' ? 'This order was refunded' : 'Part of this order was refunded'}:{' '}
        {formatCents(order.refunded_cents, order.currency)} back to your card.
      </p>
    );
  return null;
}

/** The order's progress as an ordered list of steps; the step it is at is marked current. */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = timelineSteps(order);
  const stopped = order.status === 'cancelled' || order.status === 'refunded';
  const current = stopped ? -1 : steps.findLastIndex((s) => s.done);
  return (
    <div className="space-y-4">
      <EndState order={order} />
      <ol className="relative space-y-6">
        {steps.map((step, i) => (
          <li
            key={step.key}
            className="relative flex gap-4"
            aria-current={i === current ? 'step' : undefined}
          >
            {i < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 left-[0.9375rem] h-[calc(100%-0.5rem)] w-0.5',
                  steps[i + 1]?.done ? 'bg-[var(--store-ink)]' : 'bg-slate-200',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                step.done
                  ? 'bg-[var(--store-ink)] text-white'
                  : 'bg-white text-slate-500 ring-2 ring-slate-200',
              )}
            >
              {step.done ? <Check className="size-4" /> : i + 1}
            </span>
            <div className="min-w-0 pt-1">
              <p className={cn('text-sm font-semibold', step.done ? 'text-slate-900' : 'text-slate-600')}>
                {step.label}
                <span className="sr-only">{step.done ? ' (done)' : ' (not yet)'}</span>
              </p>
              {step.at ? <p className="text-sm text-slate-600">{formatDateTime(step.at)}</p> : null}
              {step.detail ? <p className="text-sm text-slate-700">{step.detail}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The order's lines and the figures frozen at purchase. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <ul className="divide-y divide-slate-200">
      {order.lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{line.title}</p>
            <p className="text-slate-600">
              {line.variant_title ? `${line.variant_title} · ` : ''}
              {line.quantity} × {formatCents(line.unit_price_cents, order.currency)}
            </p>
          </div>
          <p className="tabular-nums text-slate-900">{formatCents(line.line_total_cents, order.currency)}</p>
        </li>
      ))}
    </ul>
  );
}
